#include "annotation_queue.h"

#include "core/domain/natural_order.h"
#include "core/stats/random.h"
#include "ranking.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/comparison_loader.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/pair_lease_store.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

namespace pairrank::analysis {

namespace {

using CandidatePair = std::pair<domain::CandidateId, domain::CandidateId>; // smaller id first

CandidatePair unordered(domain::CandidateId first, domain::CandidateId second) {
    return first < second ? CandidatePair{first, second} : CandidatePair{second, first};
}

struct Proposal {
    domain::ContextId contextId = 0;
    CandidatePair pair;
    double priority = 0.0; // larger first
    QString reason;
    domain::LabelSource source = domain::LabelSource::Random;
};

// Best first; equal priorities by context and candidate ids, so a seed reproduces the order.
bool byPriority(const Proposal& x, const Proposal& y) {
    if (x.priority != y.priority) {
        return x.priority > y.priority;
    }
    return std::tie(x.contextId, x.pair) < std::tie(y.contextId, y.pair);
}

// What the choice needs to know about the project, read once.
struct ProjectView {
    domain::CriterionId criterionId = 0;
    QList<domain::Context> contexts;
    QHash<domain::ContextId, QList<domain::Candidate>> candidates;
    // Pairs not to offer: labelled (or skipped) by this annotator, or held by
    // other annotators up to the pair's capacity (pair_lease_store.h).
    QSet<CandidatePair> unavailable;
    // Overlap pairs one other annotator labelled: offered before anything else.
    QList<std::pair<domain::ContextId, CandidatePair>> awaitingSecondLabel;
};

Result<ProjectView> readProject(storage::ProjectDatabase& database,
                                const AnnotationPairRequest& request) {
    ProjectView view;
    const auto criterion = storage::findCriterionByName(database, request.criterion);
    if (!criterion) {
        return makeError(criterion.error().toString());
    }
    if (!*criterion) {
        return makeError(QStringLiteral("no criterion named \"%1\"").arg(request.criterion));
    }
    view.criterionId = (*criterion)->id;
    const auto contexts = storage::listContexts(database);
    if (!contexts) {
        return makeError(contexts.error().toString());
    }
    for (const domain::Context& context : *contexts) {
        if (!request.context || *request.context == context.id) {
            view.contexts.append(context);
        }
    }
    if (request.context && view.contexts.isEmpty()) {
        return makeError(QStringLiteral("no context with id %1").arg(*request.context));
    }
    for (const domain::Context& context : std::as_const(view.contexts)) {
        auto candidates = storage::candidatesOfContext(database, context.id);
        if (!candidates) {
            return makeError(candidates.error().toString());
        }
        view.candidates.insert(context.id, std::move(*candidates));
    }
    storage::HumanLabelPageRequest labels;
    labels.annotator = request.annotator;
    labels.contextId = request.context;
    const auto stored = storage::allHumanLabels(database, labels);
    if (!stored) {
        return makeError(stored.error().toString());
    }
    for (const domain::HumanLabel& label : *stored) {
        if (label.criterionId == view.criterionId) {
            view.unavailable.insert(unordered(label.candidateA, label.candidateB));
        }
    }
    const auto overlap = storage::readAnnotationOverlapPercent(database);
    if (!overlap) {
        return makeError(overlap.error().toString());
    }
    const auto held =
        storage::pairsHeldByOthers(database, request.annotator, view.criterionId, *overlap);
    if (!held) {
        return makeError(held.error().toString());
    }
    for (const storage::PairKey& key : held->full) {
        view.unavailable.insert(CandidatePair{key.low, key.high});
    }
    for (const storage::PairKey& key : held->awaitingSecondLabel) {
        const CandidatePair pair{key.low, key.high};
        if (!view.unavailable.contains(pair) && view.candidates.contains(key.contextId)) {
            view.awaitingSecondLabel.append({key.contextId, pair});
        }
    }
    return view;
}

// Above this many pairs in a context, random pairs are drawn instead of listed: a context
// of 100,000 candidates has 5·10⁹ pairs.
constexpr qint64 kListedPairsLimit = 1'000'000;

// Unlabelled pairs of a context, each with a random priority, uniform over the pairs: every
// such pair where they are few; in a larger context, the `wanted` pairs whose priorities
// would be the highest, drawn without listing the others.
QList<Proposal> randomProposals(const ProjectView& view, domain::ContextId context, int wanted,
                                stats::Random& random, const QString& reason) {
    QList<Proposal> proposals;
    const QList<domain::Candidate>& candidates = view.candidates.value(context);
    const auto n = static_cast<qint64>(candidates.size());
    const qint64 pairs = n * (n - 1) / 2;
    qint64 unavailableHere = 0;
    if (pairs > kListedPairsLimit) {
        QSet<domain::CandidateId> ids;
        for (const domain::Candidate& candidate : candidates) {
            ids.insert(candidate.id);
        }
        for (const CandidatePair& pair : view.unavailable) {
            unavailableHere += ids.contains(pair.first) && ids.contains(pair.second) ? 1 : 0;
        }
    }
    if (pairs <= kListedPairsLimit || unavailableHere > pairs / 2) {
        for (qsizetype first = 0; first < candidates.size(); ++first) {
            for (qsizetype second = first + 1; second < candidates.size(); ++second) {
                const CandidatePair pair = unordered(candidates[first].id, candidates[second].id);
                if (!view.unavailable.contains(pair)) {
                    proposals.append(Proposal{context, pair, random.uniform(), reason,
                                              domain::LabelSource::Random});
                }
            }
        }
        return proposals;
    }
    // The largest priorities of M independent uniform ones (M the open pairs), in decreasing
    // order, without drawing the M: U₍M₎ = V₁^(1/M), U₍M−i₎ = U₍M−i+1₎ · V_(i+1)^(1/(M−i)) with
    // V uniform (Rényi's representation of order statistics; Devroye 1986, §V.3). Each goes
    // to a pair drawn uniformly among the open pairs not drawn yet, so which pairs come is
    // uniform and their priorities compare with those of every other context's pairs as if
    // all had been listed. At least half the pairs are open, so a draw is rarely rejected.
    const qint64 open = pairs - unavailableHere;
    QSet<CandidatePair> drawn;
    double priority = 1.0;
    for (qint64 i = 0; i < wanted && i < open; ++i) {
        priority *= std::pow(random.uniformOpen(), 1.0 / static_cast<double>(open - i));
        CandidatePair pair;
        do {
            const auto first = static_cast<qsizetype>(random.uniformInt(static_cast<quint64>(n)));
            const auto second = static_cast<qsizetype>(random.uniformInt(static_cast<quint64>(n)));
            pair = unordered(candidates[first].id, candidates[second].id);
        } while (pair.first == pair.second || view.unavailable.contains(pair) ||
                 drawn.contains(pair));
        drawn.insert(pair);
        proposals.append(Proposal{context, pair, priority, reason, domain::LabelSource::Random});
    }
    return proposals;
}

// The pairs runs put to people and nobody labelled yet, by their value.
Result<QList<Proposal>> queuedProposals(storage::ProjectDatabase& database, const ProjectView& view,
                                        const AnnotationPairRequest& request) {
    // Enough rows to find `count` this annotator may take beside those it may not.
    const int limit =
        request.count + static_cast<int>(std::min<qsizetype>(view.unavailable.size(), 10'000));
    const auto waiting = storage::waitingPairs(database, view.criterionId, request.context, limit);
    if (!waiting) {
        return makeError(waiting.error().toString());
    }
    QList<Proposal> proposals;
    QSet<CandidatePair> offered;
    for (const storage::QueuedPair& queued : *waiting) {
        const CandidatePair pair = unordered(queued.candidateA, queued.candidateB);
        if (view.unavailable.contains(pair) || offered.contains(pair) ||
            !view.candidates.contains(queued.contextId)) {
            continue;
        }
        offered.insert(pair);
        //: Why the Annotate tab shows this pair: a run asked people about it; the judge's
        //: probability, recalibrated on the labels so far, that the first shown is better.
        proposals.append(Proposal{
            queued.contextId, pair, queued.value,
            QCoreApplication::translate("AnnotationQueue", "a run asks people: the judge is unsure "
                                                           "(%1 for the one it saw first)")
                .arg(QLocale().toString(queued.prediction, 'f', 2)),
            domain::LabelSource::RunQueue});
    }
    return proposals;
}

// Draws of the posterior for P(above next) in a pool too large for its covariance
// (ranking.h). They only have to tell the neighbours near a coin flip from the others: a
// pair variance from d draws is off by √(2/d) relative, 25 % here, so its standard
// deviation by about 12 %, which moves P(above next) = 0.9 to within 0.87–0.93. The
// ranking's own 200 take 2.5 times as long on 100,000 candidates, where a fetch of the
// Annotate tab took 10 s with them.
constexpr int kUncertaintyDraws = 32;

Result<QList<Proposal>> uncertainProposals(storage::ProjectDatabase& database,
                                           const ProjectView& view,
                                           const AnnotationPairRequest& request, int wanted,
                                           stats::Random& random,
                                           const common::ProgressCallback& progress) {
    QList<Proposal> proposals;
    for (const domain::Context& context : view.contexts) {
        RankingRequest ranking;
        ranking.context = context.id;
        ranking.criterion = request.criterion;
        ranking.rankIntervalDraws = 0;
        ranking.largePoolIntervalDraws = kUncertaintyDraws;
        const auto snapshot = computeRanking(database, ranking, progress);
        if (!snapshot) {
            // A ranking that failed says nothing about which pairs are uncertain; random
            // pairs offered as "no judgements yet" would hide the failure from the annotator.
            return snapshot.error().withContext(
                QStringLiteral("ranking context %1").arg(context.externalId));
        }
        const bool hasPosterior = snapshot->comparisons > 0 && !snapshot->rows.isEmpty() &&
                                  snapshot->rows.constFirst().probabilityAboveNext.has_value();
        if (!hasPosterior) {
            // Priorities below 0 keep these behind every pair with a posterior.
            for (Proposal proposal : randomProposals(
                     view, context.id, wanted, random,
                     QCoreApplication::translate(
                         "AnnotationQueue", "no judgements in this context yet: random pair"))) {
                proposal.priority -= 1.0;
                proposals.append(proposal);
            }
            continue;
        }
        for (qsizetype row = 0; row + 1 < snapshot->rows.size(); ++row) {
            const RankingRow& upper = snapshot->rows[row];
            const RankingRow& lower = snapshot->rows[row + 1];
            const CandidatePair pair = unordered(upper.candidateId, lower.candidateId);
            if (view.unavailable.contains(pair) || !upper.probabilityAboveNext) {
                continue;
            }
            const double probability = *upper.probabilityAboveNext;
            // 1 when the order is a coin flip, 0 when it is certain.
            const double uncertainty = 1.0 - std::abs(2.0 * probability - 1.0);
            proposals.append(Proposal{context.id, pair, uncertainty,
                                      QCoreApplication::translate(
                                          "AnnotationQueue", "ranks %1 and %2, P(above next) = %3")
                                          .arg(upper.rank)
                                          .arg(lower.rank)
                                          .arg(probability, 0, 'f', 2),
                                      domain::LabelSource::MostUncertain});
        }
    }
    return proposals;
}

Result<QList<Proposal>> calibrationProposals(storage::ProjectDatabase& database,
                                             const ProjectView& view,
                                             const AnnotationPairRequest& request, int wanted,
                                             stats::Random& random) {
    // Systems by index, so that a judgement's system pair is two integers.
    QHash<QString, int> systemIndex;
    QStringList systemNames;
    QHash<domain::CandidateId, int> systemOf;
    for (const QList<domain::Candidate>& candidates : view.candidates) {
        for (const domain::Candidate& candidate : candidates) {
            auto found = systemIndex.constFind(candidate.system);
            if (found == systemIndex.cend()) {
                found = systemIndex.insert(candidate.system, static_cast<int>(systemNames.size()));
                systemNames.append(candidate.system);
            }
            systemOf.insert(candidate.id, *found);
        }
    }
    using SystemPair = std::pair<int, int>; // smaller index first
    const auto systemPair = [&systemOf](domain::CandidateId a, domain::CandidateId b) {
        const int first = systemOf.value(a, -1);
        const int second = systemOf.value(b, -1);
        return first < second ? SystemPair{first, second} : SystemPair{second, first};
    };
    // Human labels so far per system pair (every annotator), to stratify.
    storage::HumanLabelPageRequest everyone;
    everyone.contextId = request.context;
    const auto labels = storage::allHumanLabels(database, everyone);
    if (!labels) {
        return makeError(labels.error().toString());
    }
    QHash<SystemPair, int> labelsPerSystemPair;
    for (const domain::HumanLabel& label : *labels) {
        if (label.criterionId == view.criterionId) {
            ++labelsPerSystemPair[systemPair(label.candidateA, label.candidateB)];
        }
    }
    // The pairs a judge of the criterion answered with a probability, each once, in the
    // order they were stored: one indexed read per context (comparison_loader.h).
    QHash<SystemPair, QList<Proposal>> bySystemPair;
    QSet<CandidatePair> seen;
    storage::ComparisonFilter ofCriterion;
    ofCriterion.criterionId = view.criterionId;
    for (const domain::Context& context : view.contexts) {
        const auto input = storage::loadComparisons(database, context.id, ofCriterion);
        if (!input) {
            return makeError(input.error().toString());
        }
        for (const storage::IndexedJudgement& judgement : input->comparisons) {
            const domain::CandidateId a = input->candidateIds[static_cast<size_t>(judgement.a)];
            const domain::CandidateId b = input->candidateIds[static_cast<size_t>(judgement.b)];
            const CandidatePair pair = unordered(a, b);
            const SystemPair systems = systemPair(a, b);
            if (systems.first != systems.second && !view.unavailable.contains(pair) &&
                !seen.contains(pair)) {
                seen.insert(pair);
                bySystemPair[systems].append(Proposal{
                    context.id, pair, random.uniform(), {}, domain::LabelSource::JudgeCalibration});
            }
        }
    }
    // Stratified: the k-th pick of a system pair with L labels so far ranks as if it
    // were its (L + k)-th label, so that system pairs take turns, fewest labels first.
    // Only a system pair's first `wanted` can be among the `wanted` best, and only
    // those chosen are given their reason.
    struct Ranked {
        Proposal proposal;
        SystemPair systems;
        int labelsSoFar = 0;
    };
    std::vector<Ranked> ranked;
    for (auto group = bySystemPair.begin(); group != bySystemPair.end(); ++group) {
        QList<Proposal>& members = group.value();
        const auto kept = std::min<qsizetype>(members.size(), wanted);
        std::partial_sort(
            members.begin(), members.begin() + kept, members.end(),
            [](const Proposal& x, const Proposal& y) { return x.priority > y.priority; });
        const int before = labelsPerSystemPair.value(group.key());
        for (qsizetype k = 0; k < kept; ++k) {
            Proposal proposal = members[k];
            const int labelsSoFar = before + static_cast<int>(k);
            proposal.priority = -static_cast<double>(labelsSoFar) + 0.5 * proposal.priority;
            ranked.push_back(Ranked{proposal, group.key(), labelsSoFar});
        }
    }
    const auto best = ranked.begin() + std::min<qsizetype>(ranked.size(), wanted);
    std::partial_sort(ranked.begin(), best, ranked.end(), [](const Ranked& x, const Ranked& y) {
        return byPriority(x.proposal, y.proposal);
    });
    QList<Proposal> proposals;
    for (auto chosen = ranked.begin(); chosen != best; ++chosen) {
        Proposal proposal = chosen->proposal;
        // Named in the order they are read, whatever order the indices were given in.
        QString first = systemNames.value(chosen->systems.first);
        QString second = systemNames.value(chosen->systems.second);
        if (domain::naturalLess(second, first)) {
            std::swap(first, second);
        }
        proposal.reason = QCoreApplication::translate("AnnotationQueue",
                                                      "systems %1 vs. %2, %3 human labels so far")
                              .arg(first, second)
                              .arg(chosen->labelsSoFar);
        proposals.append(proposal);
    }
    return proposals;
}

} // namespace

QString annotationPairSourceName(AnnotationPairSource source) {
    switch (source) {
    case AnnotationPairSource::MostUncertain:
        return QStringLiteral("uncertain");
    case AnnotationPairSource::JudgeCalibration:
        return QStringLiteral("calibration");
    case AnnotationPairSource::Random:
        return QStringLiteral("random");
    case AnnotationPairSource::RunQueue:
        return QStringLiteral("queue");
    }
    return {};
}

std::optional<AnnotationPairSource> annotationPairSourceFromName(const QString& name) {
    for (const AnnotationPairSource source :
         {AnnotationPairSource::MostUncertain, AnnotationPairSource::JudgeCalibration,
          AnnotationPairSource::Random, AnnotationPairSource::RunQueue}) {
        if (annotationPairSourceName(source) == name) {
            return source;
        }
    }
    return std::nullopt;
}

domain::HumanLabel annotationLabel(const AnnotationPair& pair, const QString& annotator,
                                   domain::HumanChoice choice,
                                   std::optional<qint64> durationMilliseconds) {
    domain::HumanLabel label;
    label.annotator = annotator;
    label.criterionId = pair.criterionId;
    label.contextId = pair.contextId;
    label.candidateA = pair.left.id;
    label.candidateB = pair.right.id;
    label.choice = choice;
    label.labelledAt = QDateTime::currentDateTimeUtc();
    label.durationMilliseconds = durationMilliseconds;
    label.source = pair.source;
    return label;
}

Result<QList<AnnotationPair>> chooseAnnotationPairs(storage::ProjectDatabase& database,
                                                    const AnnotationPairRequest& request,
                                                    const common::ProgressCallback& progress) {
    if (request.annotator.trimmed().isEmpty()) {
        return makeError(QStringLiteral("annotator is empty"));
    }
    if (request.count < 1) {
        return makeError(QStringLiteral("count must be at least 1, got %1").arg(request.count));
    }
    auto view = readProject(database, request);
    if (!view) {
        return view.error();
    }
    stats::Random random(request.seed);
    // Proposals needed of a source that draws them: the pairs waiting for a second label
    // take places of their own.
    const int wanted = request.count + static_cast<int>(view->awaitingSecondLabel.size());
    Result<QList<Proposal>> proposals = QList<Proposal>{};
    switch (request.source) {
    case AnnotationPairSource::MostUncertain:
        proposals = uncertainProposals(database, *view, request, wanted, random, progress);
        break;
    case AnnotationPairSource::JudgeCalibration:
        proposals = calibrationProposals(database, *view, request, wanted, random);
        break;
    case AnnotationPairSource::RunQueue:
        proposals = queuedProposals(database, *view, request);
        if (proposals && proposals->isEmpty()) {
            proposals = uncertainProposals(database, *view, request, wanted, random, progress);
            if (proposals) {
                for (Proposal& proposal : *proposals) {
                    //: Why the Annotate tab shows this pair: no run asks people about a pair
                    //: now, so the pair the ranking is least sure of comes; %1 says why that one.
                    proposal.reason = QCoreApplication::translate("AnnotationQueue",
                                                                  "no pair waits for people; %1")
                                          .arg(proposal.reason);
                }
            }
        }
        break;
    case AnnotationPairSource::Random:
        for (const domain::Context& context : std::as_const(view->contexts)) {
            proposals->append(
                randomProposals(*view, context.id, wanted, random,
                                QCoreApplication::translate("AnnotationQueue", "random pair")));
        }
        break;
    }
    if (!proposals) {
        return proposals.error();
    }
    // The overlap share is labelled twice, for the agreement statistics: a pair
    // waiting for its second label goes before every other.
    QSet<std::pair<domain::ContextId, CandidatePair>> second;
    for (const auto& waiting : std::as_const(view->awaitingSecondLabel)) {
        second.insert(waiting);
    }
    proposals->erase(std::remove_if(proposals->begin(), proposals->end(),
                                    [&second](const Proposal& proposal) {
                                        return second.contains({proposal.contextId, proposal.pair});
                                    }),
                     proposals->end());
    for (const auto& [context, pair] : std::as_const(view->awaitingSecondLabel)) {
        proposals->append(
            Proposal{context, pair, std::numeric_limits<double>::infinity(),
                     QCoreApplication::translate("AnnotationQueue", "second label, for agreement"),
                     domain::LabelSource::SecondLabel});
    }
    std::sort(proposals->begin(), proposals->end(), byPriority);
    QHash<domain::ContextId, QString> contextText;
    for (const domain::Context& context : std::as_const(view->contexts)) {
        contextText.insert(context.id, context.text);
    }
    QList<AnnotationPair> chosen;
    for (const Proposal& proposal : std::as_const(*proposals)) {
        if (chosen.size() >= request.count) {
            break;
        }
        const QList<domain::Candidate>& candidates = view->candidates.value(proposal.contextId);
        const auto find = [&candidates](domain::CandidateId id) {
            return *std::find_if(candidates.begin(), candidates.end(),
                                 [id](const domain::Candidate& c) { return c.id == id; });
        };
        AnnotationPair pair;
        pair.criterionId = view->criterionId;
        pair.contextId = proposal.contextId;
        pair.contextText = contextText.value(proposal.contextId);
        pair.left = find(proposal.pair.first);
        pair.right = find(proposal.pair.second);
        if (random.bernoulli(0.5)) {
            std::swap(pair.left, pair.right);
        }
        pair.reason = proposal.reason;
        pair.source = proposal.source;
        chosen.append(pair);
    }
    return chosen;
}

} // namespace pairrank::analysis
