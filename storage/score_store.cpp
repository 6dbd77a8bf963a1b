#include "score_store.h"

#include "sql_support.h"

#include <cmath>

namespace pairrank::storage {

Result<domain::AbsoluteScoreId> insertAbsoluteScore(ProjectDatabase& database,
                                                    const domain::AbsoluteScore& score) {
    if (score.classProbabilities.isEmpty()) {
        return makeError(QStringLiteral("an absolute score needs class probabilities"));
    }
    double sum = 0.0;
    QJsonArray probabilities;
    for (qsizetype k = 0; k < score.classProbabilities.size(); ++k) {
        const double probability = score.classProbabilities[k];
        if (!std::isfinite(probability) || probability < 0.0) {
            return makeError(QStringLiteral("class probability %1 is %2; it must be finite and ≥ 0")
                                 .arg(k + 1)
                                 .arg(probability));
        }
        sum += probability;
        probabilities.append(probability);
    }
    if (std::abs(sum - 1.0) > 1e-6) {
        return makeError(QStringLiteral("class probabilities sum to %1, not 1").arg(sum));
    }
    QSqlQuery insert = database.query();
    if (Status status = prepare(insert, QStringLiteral("INSERT INTO absolute_scores (run_id,"
                                                       " candidate_id, criterion_id,"
                                                       " class_probabilities, created_at)"
                                                       " VALUES (?, ?, ?, ?, ?)"));
        !status) {
        return status.error();
    }
    const QDateTime created =
        score.createdAt.isValid() ? score.createdAt : QDateTime::currentDateTimeUtc();
    for (const QVariant& value :
         {nullable(score.runId), QVariant(score.candidateId), QVariant(score.criterionId),
          QVariant(toStoredJson(probabilities)), QVariant(toStoredDate(created))}) {
        insert.addBindValue(bindable(value));
    }
    if (Status status = execute(insert, QStringLiteral("storing an absolute score")); !status) {
        return status.error();
    }
    return insertedId(insert, QStringLiteral("storing an absolute score"));
}

Result<QList<domain::AbsoluteScore>> absoluteScoresOfCandidate(ProjectDatabase& database,
                                                               domain::CandidateId candidate) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = prepare(select, QStringLiteral("SELECT id, run_id, candidate_id,"
                                                       " criterion_id, class_probabilities,"
                                                       " created_at FROM absolute_scores"
                                                       " WHERE candidate_id = ? ORDER BY id"));
        !status) {
        return status.error();
    }
    select.addBindValue(candidate);
    if (Status status = execute(select, QStringLiteral("reading absolute scores")); !status) {
        return status.error();
    }
    QList<domain::AbsoluteScore> scores;
    while (select.next()) {
        domain::AbsoluteScore score;
        score.id = select.value(0).toLongLong();
        score.runId = optionalInteger(select.value(1));
        score.candidateId = select.value(2).toLongLong();
        score.criterionId = select.value(3).toLongLong();
        for (const QJsonValue probability : arrayFromStoredJson(select.value(4))) {
            score.classProbabilities.append(probability.toDouble());
        }
        score.createdAt = fromStoredDate(select.value(5));
        scores.append(score);
    }
    return scores;
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
