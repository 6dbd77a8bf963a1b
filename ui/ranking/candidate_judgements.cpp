#include "candidate_judgements.h"

#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"

#include <QHash>

namespace pairrank::ui {

storage::Result<CandidateJudgements>
loadCandidateJudgements(storage::ProjectDatabase& database,
                        const CandidateJudgementsRequest& request) {
    CandidateJudgements result;
    result.request = request;
    auto page = storage::judgementsOfCandidate(database, request.candidate, request.limit,
                                               {request.criterion, request.withFailures});
    if (!page) {
        return page.error();
    }
    result.total = page->total;
    result.withoutProbability = page->withoutProbability;

    // Runs, criteria and judge configurations are a handful of rows each.
    const auto runs = storage::listRuns(database);
    if (!runs) {
        return runs.error();
    }
    const auto criteria = storage::listCriteria(database);
    if (!criteria) {
        return criteria.error();
    }
    const auto judges = storage::listJudgeConfigs(database);
    if (!judges) {
        return judges.error();
    }
    // Only the names of this page's opponents are read (a context may hold 100,000).
    QList<domain::CandidateId> opponents;
    for (const domain::Judgement& judgement : std::as_const(page->newest)) {
        opponents.append(judgement.candidateA == request.candidate ? judgement.candidateB
                                                                   : judgement.candidateA);
    }
    const auto names = storage::externalIdsOf(database, opponents);
    if (!names) {
        return names.error();
    }
    QHash<domain::CriterionId, QString> criterionNames;
    for (const domain::Criterion& criterion : *criteria) {
        criterionNames.insert(criterion.id, criterion.name);
    }
    QHash<domain::JudgeConfigId, QString> judgeNames;
    for (const domain::JudgeConfig& judge : *judges) {
        judgeNames.insert(judge.id, judge.name);
    }
    QHash<domain::RunId, const domain::Run*> runById;
    for (const domain::Run& run : *runs) {
        runById.insert(run.id, &run);
    }

    for (const domain::Judgement& judgement : std::as_const(page->newest)) {
        CandidateJudgementRow row;
        row.id = judgement.id;
        if (const domain::Run* run = runById.value(judgement.runId)) {
            row.criterion = criterionNames.value(run->criterionId);
            row.judge = judgeNames.value(run->judgeConfigId);
        }
        row.shownFirst = judgement.candidateA == request.candidate;
        const domain::CandidateId opponent =
            row.shownFirst ? judgement.candidateB : judgement.candidateA;
        row.opponent = names->value(opponent, QString::number(opponent));
        if (judgement.p) {
            row.probability = row.shownFirst ? *judgement.p : 1.0 - *judgement.p;
        }
        row.status = judgement.status;
        row.failureReason = judgement.failureReason;
        row.createdAt = judgement.createdAt;
        result.rows.append(row);
    }
    return result;
}

} // namespace pairrank::ui
