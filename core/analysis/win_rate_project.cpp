#include "win_rate_project.h"

#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

namespace pairrank::analysis {
namespace {

using domain::CandidateId;
using domain::JudgeConfigId;

stats::Error projectError(const storage::Error& error) {
    return stats::Error{error.toString().toStdString()};
}

// One item: c0 written by system S0, c1 by S1, in one context.
struct ProjectItem {
    CandidateId first = 0;
    CandidateId second = 0;
    int votesFirst = 0; // human labels preferring c0
    int votesSecond = 0;
};

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

QString pairKey(CandidateId x, CandidateId y) {
    return QString::number(std::min(x, y)) + QLatin1Char(':') + QString::number(std::max(x, y));
}

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

// Per context, the candidates of each system, in candidate id order.
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
            if (!candidate.system.isEmpty()) {
                result[candidate.contextId][candidate.system].push_back(candidate.id);
            }
        }
        request.afterId = page->constLast().id;
    }
}

stats::Result<std::vector<std::pair<QString, QString>>>
systemPairs(const std::map<domain::ContextId, CandidatesBySystem>& contexts,
            const ProjectWinRateRequest& request) {
    QSet<QString> systems;
    for (const auto& [context, bySystem] : contexts) {
        for (auto it = bySystem.cbegin(); it != bySystem.cend(); ++it) {
            systems.insert(it.key());
        }
    }
    if (request.systemA.isEmpty() != request.systemB.isEmpty()) {
        return stats::Error{"name both systems of the pair, or neither"};
    }
    if (!request.systemA.isEmpty()) {
        if (request.systemA == request.systemB) {
            return stats::Error{"the two systems of the pair are the same"};
        }
        for (const QString& system : {request.systemA, request.systemB}) {
            if (!systems.contains(system)) {
                QStringList known = systems.values();
                known.sort();
                return stats::Error{
                    QStringLiteral("system '%1' wrote no candidate in the project (systems: %2)")
                        .arg(system, known.join(QStringLiteral(", ")))
                        .toStdString()};
            }
        }
        return std::vector<std::pair<QString, QString>>{{request.systemA, request.systemB}};
    }
    QStringList sorted = systems.values();
    sorted.sort();
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
    const auto pairs = systemPairs(*contexts, request);
    if (!pairs) {
        return pairs.error();
    }

    WinRateInput input;
    std::vector<ProjectItem> items;
    QHash<QString, int> itemOfPair; // unordered candidate pair → item
    for (const auto& [first, second] : *pairs) {
        for (const auto& [context, bySystem] : *contexts) {
            const auto firstCandidates = bySystem.constFind(first);
            const auto secondCandidates = bySystem.constFind(second);
            if (firstCandidates == bySystem.cend() || secondCandidates == bySystem.cend()) {
                continue;
            }
            for (const CandidateId c0 : *firstCandidates) {
                for (const CandidateId c1 : *secondCandidates) {
                    itemOfPair.insert(pairKey(c0, c1), static_cast<int>(items.size()));
                    items.push_back({c0, c1, 0, 0});
                    input.itemIds.push_back(
                        QStringLiteral("%1:%2:%3").arg(context).arg(c0).arg(c1));
                    input.systems.emplace_back(first, second);
                }
            }
        }
    }
    if (items.empty()) {
        return stats::Error{"no context has candidates of both systems of any pair"};
    }

    storage::HumanLabelPageRequest labelRequest;
    labelRequest.limit = 5000;
    const auto labels = storage::allHumanLabels(project, labelRequest);
    if (!labels) {
        return projectError(labels.error());
    }
    for (const domain::HumanLabel& label : *labels) {
        if (label.criterionId != criterion ||
            (label.choice != domain::HumanChoice::A && label.choice != domain::HumanChoice::B)) {
            continue;
        }
        const auto found = itemOfPair.constFind(pairKey(label.candidateA, label.candidateB));
        if (found == itemOfPair.cend()) {
            continue;
        }
        ProjectItem& item = items[static_cast<std::size_t>(*found)];
        const CandidateId preferred =
            label.choice == domain::HumanChoice::A ? label.candidateA : label.candidateB;
        ++(preferred == item.first ? item.votesFirst : item.votesSecond);
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
    std::map<std::pair<int, JudgeConfigId>, JudgeEvidence> evidence; // (item, judge)
    const storage::Status streamed = storage::forEachJudgement(
        project, {}, [&](const domain::Judgement& judgement) -> storage::Status {
            const auto judge = judgeOfRun.constFind(judgement.runId);
            if (!judgement.p || judge == judgeOfRun.cend()) {
                return {};
            }
            const auto found =
                itemOfPair.constFind(pairKey(judgement.candidateA, judgement.candidateB));
            if (found == itemOfPair.cend()) {
                return {};
            }
            JudgeEvidence& entry = evidence[{*found, *judge}];
            if (judgement.candidateA == items[static_cast<std::size_t>(*found)].first) {
                entry.sumFirstShownFirst += *judgement.p;
                ++entry.countFirstShownFirst;
            } else {
                entry.sumSecondShownFirst += 1.0 - *judgement.p;
                ++entry.countSecondShownFirst;
            }
            return {};
        });
    if (!streamed) {
        return projectError(streamed.error());
    }

    // Evaluators: the judge configurations with evidence, by id.
    std::map<JudgeConfigId, int> evaluatorOfJudge;
    for (const auto& [key, entry] : evidence) {
        evaluatorOfJudge.emplace(key.second, 0);
    }
    for (const domain::JudgeConfig& judge : *judges) {
        const auto it = evaluatorOfJudge.find(judge.id);
        if (it != evaluatorOfJudge.end()) {
            it->second = static_cast<int>(input.data.evaluatorNames.size());
            input.data.evaluatorNames.push_back(judge.name.toStdString());
        }
    }
    const std::size_t evaluatorCount = input.data.evaluatorNames.size();
    input.data.judgeLabels.assign(items.size() * evaluatorCount, stats::kMissingLabel);
    for (const auto& [key, entry] : evidence) {
        input.data.judgeLabels[static_cast<std::size_t>(key.first) * evaluatorCount +
                               static_cast<std::size_t>(evaluatorOfJudge[key.second])] =
            entry.label();
    }
    for (const ProjectItem& item : items) {
        input.data.humanLabels.push_back(item.votesFirst > item.votesSecond ? stats::kFirstPreferred
                                         : item.votesSecond > item.votesFirst
                                             ? stats::kSecondPreferred
                                             : stats::kMissingLabel);
    }
    if (evaluatorCount == 0) {
        return stats::Error{"no judgement of the criterion compares these systems"};
    }
    return input;
}

} // namespace pairrank::analysis
