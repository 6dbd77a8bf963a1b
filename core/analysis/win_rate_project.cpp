#include "win_rate_project.h"

#include "core/domain/natural_order.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/comparison_loader.h"
#include "storage/human_label_store.h"
#include "storage/project_database.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <QVarLengthArray>

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace pairrank::analysis {
namespace {

using domain::CandidateId;
using domain::JudgeConfigId;

stats::Error projectError(const storage::Error& error) {
    return stats::Error{error.toString().toStdString()};
}

// A judge's p that c0 is better, by the order it was shown in.
struct JudgeEvidence {
    double sumFirstShownFirst = 0.0; // p of judgements showing c0 first
    int countFirstShownFirst = 0;
    double sumSecondShownFirst = 0.0; // 1 − p of judgements showing c1 first
    int countSecondShownFirst = 0;

    stats::Label label() const {
        double mean = 0.0;
        if (countFirstShownFirst > 0 && countSecondShownFirst > 0) {
            mean = 0.5 * (sumFirstShownFirst / countFirstShownFirst +
                          sumSecondShownFirst / countSecondShownFirst);
        } else if (countFirstShownFirst > 0) {
            mean = sumFirstShownFirst / countFirstShownFirst;
        } else {
            mean = sumSecondShownFirst / countSecondShownFirst;
        }
        if (mean > 0.5) {
            return stats::kFirstPreferred;
        }
        return mean < 0.5 ? stats::kSecondPreferred : stats::kMissingLabel;
    }
};

// One item: c0 written by system S0 and c1 by S1, in one context; `pair` is the index of
// (S0, S1) among the pairs of systems read. Ordered as the items are listed.
struct ItemKey {
    int pair = 0;
    domain::ContextId context = 0;
    CandidateId first = 0; // c0
    CandidateId second = 0;
    auto operator<=>(const ItemKey&) const = default;
};

struct ItemKeyHash {
    std::size_t operator()(const ItemKey& key) const noexcept {
        return static_cast<std::size_t>(
            qHashMulti(0, key.pair, key.context, key.first, key.second));
    }
};

// What an item has: the human labels for each side, and each judge's judgements (an
// item has one or two judges, rarely more: a short list, not a map per item).
struct ItemEvidence {
    int votesFirst = 0; // human labels preferring c0
    int votesSecond = 0;
    QVarLengthArray<std::pair<JudgeConfigId, JudgeEvidence>, 2> judges;

    JudgeEvidence& of(JudgeConfigId judge) {
        for (auto& [id, evidence] : judges) {
            if (id == judge) {
                return evidence;
            }
        }
        judges.append({judge, JudgeEvidence{}});
        return judges.back().second;
    }
};

} // namespace

stats::Result<domain::Criterion> chooseCriterion(storage::ProjectDatabase& project,
                                                 const QString& name) {
    const storage::Result<QList<domain::Criterion>> criteria = storage::listCriteria(project);
    if (!criteria) {
        return projectError(criteria.error());
    }
    QStringList names;
    for (const domain::Criterion& criterion : *criteria) {
        if (!name.isEmpty() && criterion.name == name) {
            return criterion;
        }
        names << criterion.name;
    }
    if (name.isEmpty() && criteria->size() == 1) {
        return criteria->constFirst();
    }
    if (name.isEmpty() && criteria->isEmpty()) {
        return stats::Error{"the project has no criterion (nothing was judged yet)"};
    }
    const QString known = names.join(QStringLiteral(", "));
    return stats::Error{
        (name.isEmpty()
             ? QStringLiteral("the project has several criteria (%1); choose one").arg(known)
             : QStringLiteral("criterion '%1' is not in the project (it has: %2)").arg(name, known))
            .toStdString()};
}

namespace {

// Per context, the candidates of each system, in candidate id order; those that name no
// system under the empty name.
using CandidatesBySystem = QMap<QString, std::vector<CandidateId>>;

stats::Result<std::map<domain::ContextId, CandidatesBySystem>>
candidatesByContext(storage::ProjectDatabase& project) {
    std::map<domain::ContextId, CandidatesBySystem> result;
    storage::CandidatePageRequest request;
    for (;;) {
        const storage::Result<QList<domain::Candidate>> page =
            storage::candidatesPage(project, request);
        if (!page) {
            return projectError(page.error());
        }
        if (page->isEmpty()) {
            return result;
        }
        for (const domain::Candidate& candidate : *page) {
            result[candidate.contextId][candidate.system].push_back(candidate.id);
        }
        request.afterId = page->constLast().id;
    }
}

// Every system that wrote a candidate, in natural order.
QStringList systemsOf(const std::map<domain::ContextId, CandidatesBySystem>& contexts) {
    QSet<QString> systems;
    for (const auto& [context, bySystem] : contexts) {
        for (auto it = bySystem.cbegin(); it != bySystem.cend(); ++it) {
            if (!it.key().isEmpty()) {
                systems.insert(it.key());
            }
        }
    }
    QStringList sorted = systems.values();
    std::sort(sorted.begin(), sorted.end(), domain::naturalLess);
    return sorted;
}

// Why no pair of systems has an item: what the project lacks, in its own terms, since
// the usual cause is an import without a System column (real datasets of single pairs).
stats::Error noItemError(const QStringList& systems, const ProjectWinRateRequest& request) {
    QString lack;
    if (systems.isEmpty()) {
        lack = QStringLiteral("no candidate names the system that wrote it (an import's System "
                              "column)");
    } else if (systems.size() == 1) {
        lack =
            QStringLiteral("every candidate that names a system names '%1'").arg(systems.front());
    } else if (request.systemA.isEmpty()) {
        lack = QStringLiteral("no context has texts of two of the systems (%1)")
                   .arg(systems.join(QStringLiteral(", ")));
    } else {
        lack = QStringLiteral("no context has texts of both '%1' and '%2'")
                   .arg(request.systemA, request.systemB);
    }
    lack += QStringLiteral(
        ": a win rate compares the texts of two systems written for the same context");
    return stats::Error{lack.toStdString()};
}

stats::Result<std::vector<std::pair<QString, QString>>>
systemPairs(const QStringList& sorted, const ProjectWinRateRequest& request) {
    if (request.systemA.isEmpty() != request.systemB.isEmpty()) {
        return stats::Error{"name both systems of the pair, or neither"};
    }
    if (!request.systemA.isEmpty()) {
        if (request.systemA == request.systemB) {
            return stats::Error{"the two systems of the pair are the same"};
        }
        for (const QString& system : {request.systemA, request.systemB}) {
            if (!sorted.contains(system)) {
                const QString known =
                    sorted.isEmpty()
                        ? QStringLiteral("no candidate names its system")
                        : QStringLiteral("systems: ") + sorted.join(QStringLiteral(", "));
                return stats::Error{
                    QStringLiteral("system '%1' wrote no candidate in the project (%2)")
                        .arg(system, known)
                        .toStdString()};
            }
        }
        return std::vector<std::pair<QString, QString>>{{request.systemA, request.systemB}};
    }
    std::vector<std::pair<QString, QString>> pairs;
    for (qsizetype i = 0; i < sorted.size(); ++i) {
        for (qsizetype j = i + 1; j < sorted.size(); ++j) {
            pairs.emplace_back(sorted[i], sorted[j]);
        }
    }
    return pairs;
}

} // namespace

stats::Result<WinRateInput> readWinRateProject(storage::ProjectDatabase& project,
                                               const ProjectWinRateRequest& request) {
    const stats::Result<domain::Criterion> chosen = chooseCriterion(project, request.criterion);
    if (!chosen) {
        return chosen.error();
    }
    const domain::CriterionId criterion = chosen->id;
    const auto contexts = candidatesByContext(project);
    if (!contexts) {
        return contexts.error();
    }
    const QStringList systems = systemsOf(*contexts);
    const auto pairs = systemPairs(systems, request);
    if (!pairs) {
        return pairs.error();
    }

    // Where each candidate with a system is, and which pair of systems two candidates
    // make (either order).
    struct Place {
        domain::ContextId context = 0;
        QString system;
    };
    QHash<CandidateId, Place> places;
    bool anyContextWithBoth = false;
    for (const auto& [context, bySystem] : *contexts) {
        for (auto system = bySystem.cbegin(); system != bySystem.cend(); ++system) {
            for (const CandidateId candidate : system.value()) {
                places.insert(candidate, {context, system.key()});
            }
        }
        for (const auto& [first, second] : *pairs) {
            anyContextWithBoth =
                anyContextWithBoth || (bySystem.contains(first) && bySystem.contains(second));
        }
    }
    // No pair of systems on one context: when asked, any two texts of one context make
    // an item instead, under no systems.
    const bool textPairs =
        !anyContextWithBoth && request.textPairsWhenNoSystems && request.systemA.isEmpty();
    const std::vector<std::pair<QString, QString>> itemSystems =
        textPairs ? std::vector<std::pair<QString, QString>>{{QString(), QString()}} : *pairs;
    QHash<std::pair<QString, QString>, int> pairIndex;
    for (std::size_t k = 0; k < pairs->size(); ++k) {
        pairIndex.insert((*pairs)[k], static_cast<int>(k));
    }
    // The item two candidates make, when they are of one context and of a pair of
    // systems read (or of any systems, for text pairs: the smaller id first).
    const auto itemOf = [&](CandidateId a, CandidateId b) -> std::optional<ItemKey> {
        const auto placeA = places.constFind(a);
        const auto placeB = places.constFind(b);
        if (placeA == places.cend() || placeB == places.cend() ||
            placeA->context != placeB->context) {
            return std::nullopt;
        }
        if (textPairs) {
            return ItemKey{0, placeA->context, std::min(a, b), std::max(a, b)};
        }
        if (const auto k = pairIndex.constFind({placeA->system, placeB->system});
            k != pairIndex.cend()) {
            return ItemKey{*k, placeA->context, a, b};
        }
        if (const auto k = pairIndex.constFind({placeB->system, placeA->system});
            k != pairIndex.cend()) {
            return ItemKey{*k, placeA->context, b, a};
        }
        return std::nullopt;
    };
    // A hash while a million judgements are read; sorted once at the end.
    std::unordered_map<ItemKey, ItemEvidence, ItemKeyHash> items;

    storage::HumanLabelPageRequest labelRequest;
    labelRequest.limit = 5000;
    const auto labels = storage::allHumanLabels(project, labelRequest);
    if (!labels) {
        return projectError(labels.error());
    }
    for (const domain::HumanLabel& label : *labels) {
        if (label.criterionId != criterion) {
            continue;
        }
        const std::optional<ItemKey> key = itemOf(label.candidateA, label.candidateB);
        if (!key) {
            continue;
        }
        ItemEvidence& item = items[*key]; // a tie or a skip makes the item, without a vote
        if (label.choice != domain::HumanChoice::A && label.choice != domain::HumanChoice::B) {
            continue;
        }
        const CandidateId preferred =
            label.choice == domain::HumanChoice::A ? label.candidateA : label.candidateB;
        ++(preferred == key->first ? item.votesFirst : item.votesSecond);
    }

    const auto runs = storage::listRuns(project);
    const auto judges = storage::listJudgeConfigs(project);
    if (!runs || !judges) {
        return projectError(!runs ? runs.error() : judges.error());
    }
    QHash<domain::RunId, JudgeConfigId> judgeOfRun; // runs of the criterion only
    for (const domain::Run& run : *runs) {
        if (run.criterionId == criterion) {
            judgeOfRun.insert(run.id, run.judgeConfigId);
        }
    }
    const storage::Status streamed =
        storage::forEachJudgedPair(project, [&](const storage::JudgedPair& judgement) {
            const auto judge = judgeOfRun.constFind(judgement.runId);
            if (judge == judgeOfRun.cend()) {
                return;
            }
            const std::optional<ItemKey> key = itemOf(judgement.candidateA, judgement.candidateB);
            if (!key) {
                return;
            }
            ItemEvidence& item = items[*key]; // a refusal or a failure makes the item, no label
            if (!judgement.p) {
                return;
            }
            JudgeEvidence& entry = item.of(*judge);
            if (judgement.candidateA == key->first) {
                entry.sumFirstShownFirst += *judgement.p;
                ++entry.countFirstShownFirst;
            } else {
                entry.sumSecondShownFirst += 1.0 - *judgement.p;
                ++entry.countSecondShownFirst;
            }
        });
    if (!streamed) {
        return projectError(streamed.error());
    }

    if (items.empty() && !anyContextWithBoth && !textPairs) {
        return noItemError(systems, request);
    }

    // Evaluators: the judge configurations with evidence, by id.
    std::map<JudgeConfigId, int> evaluatorOfJudge;
    for (const auto& [key, item] : items) {
        for (const auto& [judge, evidence] : item.judges) {
            evaluatorOfJudge.emplace(judge, 0);
        }
    }
    std::vector<const std::pair<const ItemKey, ItemEvidence>*> ordered;
    ordered.reserve(items.size());
    for (const auto& entry : items) {
        ordered.push_back(&entry);
    }
    std::sort(ordered.begin(), ordered.end(),
              [](const auto* left, const auto* right) { return left->first < right->first; });
    WinRateInput input;
    if (textPairs) {
        input.withoutSystems = QString::fromStdString(noItemError(systems, request).message);
    }
    for (const domain::JudgeConfig& judge : *judges) {
        const auto it = evaluatorOfJudge.find(judge.id);
        if (it != evaluatorOfJudge.end()) {
            it->second = static_cast<int>(input.data.evaluatorNames.size());
            input.data.evaluatorNames.push_back(judge.name.toStdString());
        }
    }
    const std::size_t evaluatorCount = input.data.evaluatorNames.size();
    if (evaluatorCount == 0) { // also when nothing at all was asked
        return stats::Error{"no judgement of the criterion compares these systems"};
    }
    input.data.judgeLabels.assign(items.size() * evaluatorCount, stats::kMissingLabel);
    std::size_t index = 0;
    for (const auto* entry : ordered) {
        const auto& [key, item] = *entry;
        input.itemIds.push_back(
            QStringLiteral("%1:%2:%3").arg(key.context).arg(key.first).arg(key.second));
        input.systems.push_back(itemSystems[static_cast<std::size_t>(key.pair)]);
        input.data.humanLabels.push_back(item.votesFirst > item.votesSecond ? stats::kFirstPreferred
                                         : item.votesSecond > item.votesFirst
                                             ? stats::kSecondPreferred
                                             : stats::kMissingLabel);
        for (const auto& [judge, evidence] : item.judges) {
            input.data.judgeLabels[index * evaluatorCount +
                                   static_cast<std::size_t>(evaluatorOfJudge[judge])] =
                evidence.label();
        }
        ++index;
    }
    return input;
}

} // namespace pairrank::analysis
