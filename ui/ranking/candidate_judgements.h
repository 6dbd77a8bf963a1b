// The judgements that involve one candidate, for the Ranking tab's details: read
// in the project's worker and turned into rows that say which criterion, which
// judge, against whom, in which position and with what outcome each one was.
#pragma once

#include "core/domain/judgement.h"
#include "storage/project_database.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pairrank::ui {

struct CandidateJudgementRow {
    domain::JudgementId id = 0;
    QString criterion;
    QString judge; // the judge configuration's name
    QString opponent;
    bool shownFirst = false;
    // p that this candidate is better (from its own side, whatever the order shown);
    // empty for a failure or a refusal.
    std::optional<double> probability;
    domain::JudgementStatus status = domain::JudgementStatus::Ok;
    QString failureReason;
    QDateTime createdAt;
};

struct CandidateJudgementsRequest {
    domain::ContextId context = 0;
    domain::CandidateId candidate = 0;
    std::optional<domain::CriterionId> criterion; // empty: every criterion
    bool withFailures = false;                    // failed calls and refusals too
    int limit = 200;
};

struct CandidateJudgements {
    CandidateJudgementsRequest request;
    QList<CandidateJudgementRow> rows; // newest first, at most request.limit
    qint64 total = 0;                  // all that match the request
    // Failed and refused ones of the request's criterion, whether shown or not.
    qint64 withoutProbability = 0;
};

storage::Result<CandidateJudgements>
loadCandidateJudgements(storage::ProjectDatabase& database,
                        const CandidateJudgementsRequest& request);

} // namespace pairrank::ui
