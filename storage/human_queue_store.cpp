#include "human_queue_store.h"

#include "sql_support.h"

namespace pairrank::storage {
namespace {

const QString kColumns =
    QStringLiteral("q.id, q.run_id, q.criterion_id, q.context_id, q.candidate_a, q.candidate_b,"
                   " q.judge_probability, q.prediction, q.inclusion_probability, q.value");

// Whether a label of the pair in `row` (an alias with criterion_id, candidate_a and
// candidate_b), in either order, meets `condition` (on the label, alias l). One EXISTS per
// order, each a seek of human_labels_by_pair: a single EXISTS with an OR of the two orders
// made SQLite seek by the criterion alone, reading every label of it for every pair.
QString labelOfPairExists(const QString& row, const QString& condition) {
    const QString oneOrder =
        QStringLiteral("EXISTS (SELECT 1 FROM human_labels l WHERE l.criterion_id = %1.criterion_id"
                       " AND l.candidate_a = %1.%2 AND l.candidate_b = %1.%3 AND %4)");
    return QStringLiteral("(%1 OR %2)")
        .arg(oneOrder.arg(row, QStringLiteral("candidate_a"), QStringLiteral("candidate_b"),
                          condition),
             oneOrder.arg(row, QStringLiteral("candidate_b"), QStringLiteral("candidate_a"),
                          condition));
}

// A queued pair is labelled once a label other than a skip names both candidates.
const QString kLabelled =
    labelOfPairExists(QStringLiteral("q"), QStringLiteral("l.choice <> 'skip'"));

QueuedPair readPair(const QSqlQuery& query) {
    QueuedPair pair;
    pair.id = query.value(0).toLongLong();
    pair.runId = query.value(1).toLongLong();
    pair.criterionId = query.value(2).toLongLong();
    pair.contextId = query.value(3).toLongLong();
    pair.candidateA = query.value(4).toLongLong();
    pair.candidateB = query.value(5).toLongLong();
    pair.judgeProbability = query.value(6).toDouble();
    pair.prediction = query.value(7).toDouble();
    pair.inclusionProbability = query.value(8).toDouble();
    pair.value = query.value(9).toDouble();
    return pair;
}

Result<QList<QueuedPair>> readPairs(ProjectDatabase& database, const QString& sql,
                                    const QVariantList& values, const QString& what) {
    QSqlQuery select = database.query();
    if (Status status = execute(select, sql, values, what); !status) {
        return status.error();
    }
    QList<QueuedPair> pairs;
    while (select.next()) {
        pairs.append(readPair(select));
    }
    return pairs;
}

} // namespace

Status queuePairsForPeople(ProjectDatabase& database, const QList<QueuedPair>& pairs) {
    for (const QueuedPair& pair : pairs) {
        if (!(pair.inclusionProbability > 0.0 && pair.inclusionProbability <= 1.0)) {
            return makeError(
                QStringLiteral("a pair put to people needs an inclusion probability in "
                               "(0, 1], got %1")
                    .arg(pair.inclusionProbability));
        }
        if (pair.candidateA == pair.candidateB) {
            return makeError(QStringLiteral("a pair put to people needs two candidates"));
        }
    }
    if (pairs.isEmpty()) {
        return {};
    }
    return database.transaction([&]() -> Status {
        QSqlQuery insert = database.query();
        if (Status status = prepare(
                insert,
                QStringLiteral(
                    "INSERT INTO human_queue (run_id, criterion_id, context_id, candidate_a,"
                    " candidate_b, judge_probability, prediction, inclusion_probability, value)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (run_id, candidate_a, candidate_b) DO NOTHING"));
            !status) {
            return status;
        }
        for (const QueuedPair& pair : pairs) {
            const QVariantList values{
                pair.runId,      pair.criterionId,          pair.contextId,
                pair.candidateA, pair.candidateB,           pair.judgeProbability,
                pair.prediction, pair.inclusionProbability, pair.value};
            for (qsizetype index = 0; index < values.size(); ++index) {
                insert.bindValue(static_cast<int>(index), values.at(index));
            }
            if (Status status = execute(insert, QStringLiteral("queueing a pair for people"));
                !status) {
                return status;
            }
        }
        return {};
    });
}

Result<QList<QueuedPair>> waitingPairs(ProjectDatabase& database, domain::CriterionId criterion,
                                       std::optional<domain::ContextId> context, int limit) {
    QVariantList values{criterion};
    QString sql =
        QStringLiteral("SELECT %1 FROM human_queue q WHERE q.criterion_id = ?").arg(kColumns);
    if (context) {
        sql += QStringLiteral(" AND q.context_id = ?");
        values.append(*context);
    }
    sql += QStringLiteral(" AND NOT %1 ORDER BY q.value DESC, q.id LIMIT ?").arg(kLabelled);
    values.append(limit);
    return readPairs(database, sql, values, QStringLiteral("reading the pairs waiting for people"));
}

Result<QList<QueuedPair>> queuedPairsOfRun(ProjectDatabase& database, domain::RunId run) {
    return readPairs(database,
                     QStringLiteral("SELECT %1 FROM human_queue q WHERE q.run_id = ? ORDER BY q.id")
                         .arg(kColumns),
                     {run}, QStringLiteral("reading the pairs a run put to people"));
}

Result<LabelsChosenForValue> countLabelsChosenForValue(ProjectDatabase& database,
                                                       domain::CriterionId criterion) {
    // The labels of queued pairs, found from the queue through human_labels_by_pair: the
    // queue has no index by pair to look a label's pair up in.
    const QString onQueuedPair =
        QStringLiteral("h.id IN (SELECT l.id FROM human_queue q JOIN human_labels l"
                       " ON l.criterion_id = q.criterion_id AND l.candidate_a = q.candidate_a"
                       " AND l.candidate_b = q.candidate_b WHERE q.criterion_id = ?"
                       " UNION ALL SELECT l.id FROM human_queue q JOIN human_labels l"
                       " ON l.criterion_id = q.criterion_id AND l.candidate_a = q.candidate_b"
                       " AND l.candidate_b = q.candidate_a WHERE q.criterion_id = ?)");
    const QString onUncertainPair =
        labelOfPairExists(QStringLiteral("h"), QStringLiteral("l.source = 'uncertain'"));
    QSqlQuery query = database.query();
    if (Status status = execute(
            query,
            QStringLiteral("SELECT COUNT(*), COALESCE(SUM(queued), 0), COALESCE(SUM(uncertain), 0)"
                           " FROM (SELECT CASE WHEN %1 THEN 1 ELSE 0 END AS queued,"
                           " CASE WHEN %2 THEN 1 ELSE 0 END AS uncertain FROM human_labels h"
                           " WHERE h.criterion_id = ? AND h.choice <> 'skip') AS labels"
                           " WHERE queued = 1 OR uncertain = 1")
                .arg(onQueuedPair, onUncertainPair),
            {criterion, criterion, criterion},
            QStringLiteral("counting the labels on pairs chosen for their value"));
        !status) {
        return status.error();
    }
    LabelsChosenForValue counts;
    if (query.next()) {
        counts.total = query.value(0).toLongLong();
        counts.onQueuedPairs = query.value(1).toLongLong();
        counts.onMostUncertainPairs = query.value(2).toLongLong();
    }
    return counts;
}

} // namespace pairrank::storage
