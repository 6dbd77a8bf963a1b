#include "score_store.h"

#include "judgement_store.h"
#include "sql_support.h"
#include "store_support.h"

#include <QSet>

#include <cmath>

namespace pairrank::storage {

namespace {

const QString kAbsoluteScoreColumns =
    QStringLiteral("s.id, s.run_id, s.candidate_id, s.criterion_id, s.status,"
                   " s.class_probabilities, s.failure_reason, s.request_hash, s.raw_answer,"
                   " s.prompt_tokens, s.completion_tokens, s.latency_ms, s.cost, s.created_at");

domain::AbsoluteScore absoluteScoreFromRow(const QSqlQuery& row) {
    domain::AbsoluteScore score;
    score.id = row.value(0).toLongLong();
    score.runId = optionalInteger(row.value(1));
    score.candidateId = row.value(2).toLongLong();
    score.criterionId = row.value(3).toLongLong();
    score.status = domain::judgementStatusFromString(row.value(4).toString())
                       .value_or(domain::JudgementStatus::Failed);
    for (const QJsonValue probability : arrayFromStoredJson(row.value(5))) {
        score.classProbabilities.append(probability.toDouble());
    }
    score.failureReason = row.value(6).toString();
    score.requestHash = row.value(7).toString();
    score.rawAnswer = row.value(8).toString();
    score.promptTokens = optionalInteger(row.value(9));
    score.completionTokens = optionalInteger(row.value(10));
    score.latencyMilliseconds = optionalDouble(row.value(11));
    score.cost = optionalDouble(row.value(12));
    score.createdAt = fromStoredDate(row.value(13));
    return score;
}

// "SELECT <columns> FROM absolute_scores s <rest>" with `values` bound, every row read.
Result<QList<domain::AbsoluteScore>>
selectAbsoluteScores(ProjectDatabase& database, const QString& rest, const QVariantList& values) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = execute(
            select,
            QStringLiteral("SELECT %1 FROM absolute_scores s %2").arg(kAbsoluteScoreColumns, rest),
            values, QStringLiteral("reading absolute scores"));
        !status) {
        return status.error();
    }
    QList<domain::AbsoluteScore> scores;
    while (select.next()) {
        scores.append(absoluteScoreFromRow(select));
    }
    return scores;
}

Status checkClassProbabilities(const QList<double>& probabilities) {
    if (probabilities.isEmpty()) {
        return makeError(QStringLiteral("class_probabilities are missing for an absolute score of "
                                        "status 'ok'"));
    }
    double sum = 0.0;
    for (qsizetype k = 0; k < probabilities.size(); ++k) {
        const double probability = probabilities[k];
        if (!std::isfinite(probability) || probability < 0.0) {
            return makeError(
                QStringLiteral("class_probabilities: the probability of score %1 is %2; it must "
                               "be finite and ≥ 0")
                    .arg(k + 1)
                    .arg(probability));
        }
        sum += probability;
    }
    if (std::abs(sum - 1.0) > 1e-6) {
        return makeError(
            QStringLiteral("class_probabilities sum to %1, not 1").arg(sum, 0, 'g', 10));
    }
    return {};
}

Status checkAbsoluteScore(const domain::AbsoluteScore& score) {
    switch (score.status) {
    case domain::JudgementStatus::Tie:
        return makeError(QStringLiteral("status 'tie' is not an absolute score's status (ok, "
                                        "refusal or failed)"));
    case domain::JudgementStatus::Ok:
        if (Status status = checkClassProbabilities(score.classProbabilities); !status) {
            return status;
        }
        break;
    case domain::JudgementStatus::Refusal:
    case domain::JudgementStatus::Failed:
        if (!score.classProbabilities.isEmpty()) {
            return makeError(QStringLiteral("an absolute score of status '%1' has no "
                                            "class_probabilities (found %2)")
                                 .arg(domain::toString(score.status))
                                 .arg(score.classProbabilities.size()));
        }
        if (score.failureReason.trimmed().isEmpty()) {
            return makeError(QStringLiteral("failure_reason is missing for an absolute score of "
                                            "status '%1'")
                                 .arg(domain::toString(score.status)));
        }
        break;
    }
    return checkCallMeasures(score.promptTokens, score.completionTokens, score.latencyMilliseconds,
                             score.cost);
}

} // namespace

Result<domain::AbsoluteScoreId> insertAbsoluteScore(ProjectDatabase& database,
                                                    const domain::AbsoluteScore& score) {
    if (Status status = checkAbsoluteScore(score); !status) {
        return status.error();
    }
    QJsonArray probabilities;
    for (const double probability : score.classProbabilities) {
        probabilities.append(probability);
    }
    const QDateTime created =
        score.createdAt.isValid() ? score.createdAt : QDateTime::currentDateTimeUtc();
    QSqlQuery insert = database.query();
    if (Status status = execute(
            insert,
            QStringLiteral("INSERT INTO absolute_scores (run_id, candidate_id, criterion_id,"
                           " status, class_probabilities, failure_reason, request_hash,"
                           " raw_answer, prompt_tokens, completion_tokens, latency_ms, cost,"
                           " created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {nullable(score.runId), QVariant(score.candidateId), QVariant(score.criterionId),
             QVariant(domain::toString(score.status)), QVariant(toStoredJson(probabilities)),
             storedText(score.failureReason), storedText(score.requestHash),
             storedText(score.rawAnswer.left(kRawAnswerExcerptCharacters)),
             nullable(score.promptTokens), nullable(score.completionTokens),
             nullable(score.latencyMilliseconds), nullable(score.cost),
             QVariant(toStoredDate(created))},
            QStringLiteral("storing an absolute score"));
        !status) {
        return status.error();
    }
    return insertedId(insert, QStringLiteral("storing an absolute score"));
}

Result<QList<domain::AbsoluteScore>> absoluteScoresOfCandidate(ProjectDatabase& database,
                                                               domain::CandidateId candidate) {
    return selectAbsoluteScores(database, QStringLiteral("WHERE s.candidate_id = ? ORDER BY s.id"),
                                {candidate});
}

Result<QHash<QString, domain::AbsoluteScore>>
reusableAbsoluteScores(ProjectDatabase& database, const QStringList& requestHashes) {
    QHash<QString, domain::AbsoluteScore> reusable;
    QStringList hashes;
    QSet<QString> seen; // a run asks for a whole pool's ratings at once
    for (const QString& hash : requestHashes) {
        if (!hash.isEmpty() && !seen.contains(hash)) { // an imported score has no request
            seen.insert(hash);
            hashes.append(hash);
        }
    }
    // In chunks that stay below every backend's limit of bound values; by id, so that
    // the latest rating of a hash is the one kept.
    constexpr qsizetype kChunk = 500;
    for (qsizetype start = 0; start < hashes.size(); start += kChunk) {
        const QStringList chunk = hashes.mid(start, kChunk);
        QVariantList values;
        for (const QString& hash : chunk) {
            values.append(hash);
        }
        QStringList marks(chunk.size(), QStringLiteral("?"));
        Result<QList<domain::AbsoluteScore>> found = selectAbsoluteScores(
            database,
            QStringLiteral("WHERE s.request_hash IN (%1) AND s.status IN ('ok', 'refusal')"
                           " ORDER BY s.id")
                .arg(marks.join(QLatin1Char(','))),
            values);
        if (!found) {
            return found.error();
        }
        for (const domain::AbsoluteScore& score : *found) {
            reusable.insert(score.requestHash, score);
        }
    }
    return reusable;
}

Result<std::optional<domain::AbsoluteScore>> reusableAbsoluteScore(ProjectDatabase& database,
                                                                   const QString& requestHash) {
    auto found = reusableAbsoluteScores(database, {requestHash});
    if (!found) {
        return found.error();
    }
    const auto score = found->constFind(requestHash);
    return score == found->constEnd() ? std::optional<domain::AbsoluteScore>()
                                      : std::optional<domain::AbsoluteScore>(*score);
}

Result<QList<domain::AbsoluteScore>> absoluteScoresOfContext(ProjectDatabase& database,
                                                             domain::ContextId context,
                                                             domain::CriterionId criterion,
                                                             std::optional<domain::RunId> run) {
    QString rest = QStringLiteral("JOIN candidates c ON c.id = s.candidate_id"
                                  " WHERE c.context_id = ? AND s.criterion_id = ?"
                                  " AND s.status = 'ok'");
    QVariantList values{context, criterion};
    if (run) {
        rest += QStringLiteral(" AND s.run_id = ?");
        values << *run;
    }
    return selectAbsoluteScores(database, rest + QStringLiteral(" ORDER BY s.id"), values);
}

Result<QList<domain::AbsoluteScore>> absoluteScoresOfRun(ProjectDatabase& database,
                                                         domain::RunId run) {
    return selectAbsoluteScores(database, QStringLiteral("WHERE s.run_id = ? ORDER BY s.id"),
                                {run});
}

Result<domain::RankingId> insertRanking(ProjectDatabase& database, const domain::Ranking& ranking) {
    domain::RankingId id = 0;
    const Status status = database.transaction([&]() -> Status {
        QSqlQuery insert = database.query();
        if (Status prepared =
                prepare(insert, QStringLiteral("INSERT INTO rankings (run_id,"
                                               " context_id, criterion_id, model,"
                                               " created_at) VALUES (?, ?, ?, ?, ?)"));
            !prepared) {
            return prepared;
        }
        const QDateTime created =
            ranking.createdAt.isValid() ? ranking.createdAt : QDateTime::currentDateTimeUtc();
        for (const QVariant& value :
             {nullable(ranking.runId), QVariant(ranking.contextId), QVariant(ranking.criterionId),
              QVariant(ranking.model), QVariant(toStoredDate(created))}) {
            insert.addBindValue(bindable(value));
        }
        if (Status executed = execute(insert, QStringLiteral("storing a ranking")); !executed) {
            return executed;
        }
        const Result<qint64> inserted = insertedId(insert, QStringLiteral("storing a ranking"));
        if (!inserted) {
            return inserted.error();
        }
        id = *inserted;
        QSqlQuery entry = database.query();
        if (Status prepared = prepare(entry, QStringLiteral("INSERT INTO ranking_entries"
                                                            " (ranking_id, candidate_id,"
                                                            " rank_number, score,"
                                                            " standard_deviation)"
                                                            " VALUES (?, ?, ?, ?, ?)"));
            !prepared) {
            return prepared;
        }
        for (const domain::RankingEntry& item : ranking.entries) {
            if (!std::isfinite(item.score)) {
                return makeError(
                    QStringLiteral("candidate %1 has a non-finite score").arg(item.candidateId));
            }
            for (const QVariant& value :
                 {QVariant(id), QVariant(item.candidateId), QVariant(item.rank),
                  QVariant(item.score), nullable(item.standardDeviation)}) {
                entry.addBindValue(bindable(value));
            }
            if (Status executed = execute(entry, QStringLiteral("storing a ranking entry"));
                !executed) {
                return executed;
            }
        }
        return {};
    });
    if (!status) {
        return status.error();
    }
    return id;
}

Result<std::optional<domain::Ranking>> latestRanking(ProjectDatabase& database,
                                                     domain::ContextId context,
                                                     std::optional<domain::CriterionId> criterion) {
    QSqlQuery select = database.query();
    const QString sql = criterion ? QStringLiteral("SELECT id, run_id, context_id, criterion_id,"
                                                   " model, created_at FROM rankings WHERE"
                                                   " context_id = ? AND criterion_id = ?"
                                                   " ORDER BY id DESC LIMIT 1")
                                  : QStringLiteral("SELECT id, run_id, context_id, criterion_id,"
                                                   " model, created_at FROM rankings WHERE"
                                                   " context_id = ? ORDER BY id DESC LIMIT 1");
    if (Status status = prepare(select, sql); !status) {
        return status.error();
    }
    select.addBindValue(context);
    if (criterion) {
        select.addBindValue(*criterion);
    }
    if (Status status = execute(select, QStringLiteral("reading rankings")); !status) {
        return status.error();
    }
    if (!select.next()) {
        return std::optional<domain::Ranking>();
    }
    domain::Ranking ranking;
    ranking.id = select.value(0).toLongLong();
    ranking.runId = optionalInteger(select.value(1));
    ranking.contextId = select.value(2).toLongLong();
    ranking.criterionId = select.value(3).toLongLong();
    ranking.model = select.value(4).toString();
    ranking.createdAt = fromStoredDate(select.value(5));
    QSqlQuery entries = database.query();
    entries.setForwardOnly(true);
    if (Status status = prepare(entries, QStringLiteral("SELECT candidate_id, rank_number, score,"
                                                        " standard_deviation FROM ranking_entries"
                                                        " WHERE ranking_id = ?"
                                                        " ORDER BY rank_number"));
        !status) {
        return status.error();
    }
    entries.addBindValue(ranking.id);
    if (Status status = execute(entries, QStringLiteral("reading ranking entries")); !status) {
        return status.error();
    }
    while (entries.next()) {
        ranking.entries.append(
            domain::RankingEntry{entries.value(0).toLongLong(), entries.value(1).toInt(),
                                 entries.value(2).toDouble(), optionalDouble(entries.value(3))});
    }
    return std::optional<domain::Ranking>(ranking);
}

} // namespace pairrank::storage
