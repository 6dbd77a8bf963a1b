#include "annotation_agreement.h"

#include "core/stats/agreement.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>

#include <map>
#include <utility>
#include <vector>

namespace pairrank::analysis {

namespace {

using PairKey = std::pair<domain::CandidateId, domain::CandidateId>; // smaller id first

enum Decision { FirstBetter = 0, SecondBetter = 1, Tie = 2 };
constexpr int kDecisionCount = 3;

PairKey keyOf(domain::CandidateId a, domain::CandidateId b) {
    return a < b ? PairKey{a, b} : PairKey{b, a};
}

std::optional<Decision> humanDecision(const domain::HumanLabel& label) {
    const bool aIsFirst = label.candidateA < label.candidateB;
    switch (label.choice) {
    case domain::HumanChoice::A:
        return aIsFirst ? FirstBetter : SecondBetter;
    case domain::HumanChoice::B:
        return aIsFirst ? SecondBetter : FirstBetter;
    case domain::HumanChoice::Tie:
        return Tie;
    case domain::HumanChoice::Skip:
        return std::nullopt;
    }
    return std::nullopt;
}

// The judge's decision per pair from the mean probability that the pair's first
// (smaller id) candidate is better.
QMap<PairKey, Decision> judgeDecisions(const QList<domain::Judgement>& judgements) {
    QMap<PairKey, std::pair<double, int>> sums;
    for (const domain::Judgement& judgement : judgements) {
        if (!judgement.p || !domain::statusHasProbability(judgement.status)) {
            continue;
        }
        const bool aIsFirst = judgement.candidateA < judgement.candidateB;
        auto& [sum, count] = sums[keyOf(judgement.candidateA, judgement.candidateB)];
        sum += aIsFirst ? *judgement.p : 1.0 - *judgement.p;
        ++count;
    }
    QMap<PairKey, Decision> decisions;
    for (auto entry = sums.cbegin(); entry != sums.cend(); ++entry) {
        const double mean = entry->first / entry->second;
        decisions.insert(entry.key(), mean > 0.5 ? FirstBetter : (mean < 0.5 ? SecondBetter : Tie));
    }
    return decisions;
}

KappaSummary cohen(const QString& first, const QString& second,
                   const QMap<PairKey, Decision>& firstDecisions,
                   const QMap<PairKey, Decision>& secondDecisions) {
    KappaSummary summary;
    summary.first = first;
    summary.second = second;
    std::vector<int> firstRatings;
    std::vector<int> secondRatings;
    for (auto entry = firstDecisions.cbegin(); entry != firstDecisions.cend(); ++entry) {
        const auto other = secondDecisions.constFind(entry.key());
        if (other != secondDecisions.cend()) {
            firstRatings.push_back(entry.value());
            secondRatings.push_back(other.value());
        }
    }
    summary.sharedPairs = static_cast<int>(firstRatings.size());
    if (firstRatings.empty()) {
        summary.note = QStringLiteral("no pair decided by both");
        return summary;
    }
    const auto kappa = stats::cohenKappa(firstRatings, secondRatings, kDecisionCount);
    if (!kappa) {
        summary.note = QString::fromStdString(kappa.error().message);
        return summary;
    }
    summary.kappa = kappa->kappa;
    summary.observedAgreement = kappa->observedAgreement;
    return summary;
}

} // namespace

AgreementReport computeAgreement(const QList<domain::HumanLabel>& labels,
                                 const QList<JudgeJudgements>& judges) {
    // The latest decision of each annotator per pair.
    QMap<QString, QMap<PairKey, Decision>> byAnnotator;
    for (const domain::HumanLabel& label : labels) {
        if (const auto decision = humanDecision(label)) {
            byAnnotator[label.annotator].insert(keyOf(label.candidateA, label.candidateB),
                                                *decision);
        }
    }
    AgreementReport report;
    QList<QMap<PairKey, Decision>> judgeDecisionsInOrder;
    for (const JudgeJudgements& judge : judges) {
        judgeDecisionsInOrder.append(judgeDecisions(judge.judgements));
    }
    const QStringList annotators = byAnnotator.keys();
    for (const QString& annotator : annotators) {
        for (qsizetype judge = 0; judge < judges.size(); ++judge) {
            KappaSummary summary = cohen(annotator, judges[judge].judge, byAnnotator[annotator],
                                         judgeDecisionsInOrder[judge]);
            summary.secondIsJudge = true;
            report.withJudge.append(summary);
        }
    }
    for (qsizetype i = 0; i < annotators.size(); ++i) {
        for (qsizetype j = i + 1; j < annotators.size(); ++j) {
            report.betweenHumans.append(cohen(annotators[i], annotators[j],
                                              byAnnotator[annotators[i]],
                                              byAnnotator[annotators[j]]));
        }
    }
    if (annotators.size() < 3) {
        report.fleissNote =
            QCoreApplication::translate("AnnotationAgreement", "needs at least three annotators");
        return report;
    }
    std::vector<int> counts;
    const QMap<PairKey, Decision>& firstAnnotator = byAnnotator[annotators.constFirst()];
    for (auto entry = firstAnnotator.cbegin(); entry != firstAnnotator.cend(); ++entry) {
        std::vector<int> row(kDecisionCount, 0);
        bool everyone = true;
        for (const QString& annotator : annotators) {
            const auto decision = byAnnotator[annotator].constFind(entry.key());
            if (decision == byAnnotator[annotator].cend()) {
                everyone = false;
                break;
            }
            ++row[static_cast<std::size_t>(decision.value())];
        }
        if (everyone) {
            counts.insert(counts.end(), row.begin(), row.end());
            ++report.fleissPairs;
        }
    }
    if (report.fleissPairs == 0) {
        report.fleissNote = QCoreApplication::translate("AnnotationAgreement",
                                                        "no pair was labelled by every annotator");
        return report;
    }
    const auto fleiss = stats::fleissKappa(counts, kDecisionCount);
    if (fleiss) {
        report.fleissKappa = fleiss->kappa;
    } else {
        report.fleissNote = QString::fromStdString(fleiss.error().message);
    }
    return report;
}

Result<AgreementReport> computeAgreement(storage::ProjectDatabase& database,
                                         const QString& criterion, AgreementScope scope) {
    const auto found = storage::findCriterionByName(database, criterion);
    if (!found) {
        return makeError(found.error().toString());
    }
    if (!*found) {
        return makeError(QStringLiteral("no criterion named \"%1\"").arg(criterion));
    }
    const domain::CriterionId criterionId = (*found)->id;
    auto labels = storage::allHumanLabels(database, {});
    if (!labels) {
        return makeError(labels.error().toString());
    }
    labels->removeIf([criterionId](const domain::HumanLabel& label) {
        return label.criterionId != criterionId;
    });
    // Only the pairs someone decided can be shared with a judge: the judgements of other
    // pairs are not kept (a large pool has a million of them and a few hundred labels),
    // and without any decision none is read.
    QSet<PairKey> decidedPairs;
    for (const domain::HumanLabel& label : std::as_const(*labels)) {
        if (humanDecision(label)) {
            decidedPairs.insert(keyOf(label.candidateA, label.candidateB));
        }
    }
    if (scope == AgreementScope::AnnotatorsOnly || decidedPairs.isEmpty()) {
        return computeAgreement(*labels, {});
    }
    const auto runs = storage::listRuns(database);
    const auto configs = storage::listJudgeConfigs(database);
    if (!runs || !configs) {
        return makeError(!runs ? runs.error().toString() : configs.error().toString());
    }
    QHash<domain::RunId, domain::JudgeConfigId> judgeOfRun; // runs of the criterion only
    for (const domain::Run& run : *runs) {
        if (run.criterionId == criterionId) {
            judgeOfRun.insert(run.id, run.judgeConfigId);
        }
    }
    // Every judge with a judgement of the criterion is compared, also when it judged none
    // of the decided pairs.
    std::map<domain::JudgeConfigId, QList<domain::Judgement>> byJudge;
    const storage::Status read =
        storage::forEachJudgement(database, {}, [&](const domain::Judgement& judgement) {
            const auto judge = judgeOfRun.constFind(judgement.runId);
            if (judge != judgeOfRun.cend()) {
                QList<domain::Judgement>& kept = byJudge[*judge];
                if (decidedPairs.contains(keyOf(judgement.candidateA, judgement.candidateB))) {
                    kept.append(judgement);
                }
            }
            return storage::Status();
        });
    if (!read) {
        return makeError(read.error().toString());
    }
    QList<JudgeJudgements> judges;
    for (const domain::JudgeConfig& config : *configs) {
        const auto judged = byJudge.find(config.id);
        if (judged != byJudge.end()) {
            judges.append({config.name, std::move(judged->second)});
        }
    }
    return computeAgreement(*labels, judges);
}

} // namespace pairrank::analysis
