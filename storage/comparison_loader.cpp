#include "comparison_loader.h"

#include "sql_support.h"
#include "sqlite_fast_read.h"

#include <QHash>
#include <QStringList>

#include <functional>

namespace pairrank::storage {

namespace {

// Runs a query of integer parameters whose rows are read as numbers: through
// SQLite's C API when available (sqlite_fast_read.h), else through QSqlQuery.
// `columns` is the number of result columns; integers are read from the first
// `integerColumns`, nullable reals from the rest.
Status forEachRow(ProjectDatabase& database, const QString& sql, const QList<qint64>& parameters,
                  int columns, int integerColumns,
                  const std::function<void(const qint64*, std::optional<double>)>& row) {
    std::optional<Status> fast = sql_dialect::forEachNumericRow(
        database.connection(), sql, parameters, [&](const sql_dialect::NumericRow& values) {
            qint64 integers[4] = {};
            for (int i = 0; i < integerColumns; ++i) {
                integers[i] = values.integer(i);
            }
            row(integers, columns > integerColumns ? values.real(integerColumns) : std::nullopt);
        });
    if (fast) {
        return *fast;
    }
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = prepare(select, sql); !status) {
        return status;
    }
    for (const qint64 parameter : parameters) {
        select.addBindValue(parameter);
    }
    if (Status status = execute(select, QStringLiteral("reading '%1'").arg(sql)); !status) {
        return status;
    }
    while (select.next()) {
        qint64 integers[4] = {};
        for (int i = 0; i < integerColumns; ++i) {
            integers[i] = select.value(i).toLongLong();
        }
        row(integers,
            columns > integerColumns ? optionalDouble(select.value(integerColumns)) : std::nullopt);
    }
    return {};
}

} // namespace

Result<ComparisonInput> loadComparisons(ProjectDatabase& database, domain::ContextId context,
                                        const ComparisonFilter& filter) {
    ComparisonInput input;
    input.contextId = context;
    QHash<domain::CandidateId, int> indexOf;
    if (Status status = forEachRow(
            database,
            QStringLiteral("SELECT id FROM candidates WHERE context_id = ? ORDER BY position"),
            {context}, 1, 1,
            [&](const qint64* values, std::optional<double>) {
                indexOf.insert(values[0], static_cast<int>(input.candidateIds.size()));
                input.candidateIds.push_back(values[0]);
            });
        !status) {
        return status.error();
    }

    QStringList conditions{QStringLiteral("j.context_id = ?")};
    QList<qint64> values{context};
    if (filter.criterionId) {
        conditions << QStringLiteral("r.criterion_id = ?");
        values << *filter.criterionId;
    }
    if (filter.runId) {
        conditions << QStringLiteral("j.run_id = ?");
        values << *filter.runId;
    }
    if (!filter.includeTies) {
        conditions << QStringLiteral("j.status <> 'tie'");
    }
    bool severalRuns = false;
    if (!filter.runId) {
        // Two index seeks: the de-duplication below costs a lookup per judgement, and
        // a context judged by one run has nothing to de-duplicate.
        if (Status status = forEachRow(
                database,
                QStringLiteral("SELECT (SELECT min(run_id) FROM judgements WHERE context_id = ?),"
                               " (SELECT max(run_id) FROM judgements WHERE context_id = ?)"),
                {context, context}, 2, 2,
                [&](const qint64* runs, std::optional<double>) {
                    severalRuns = runs[0] != runs[1];
                });
            !status) {
            return status.error();
        }
    }
    if (severalRuns) {
        // Over several runs, an answer reused by another run (a copy with the same
        // request hash for the same pair, judging_pipeline.h) is one piece of evidence,
        // not two: only the first answer with a probability of each (pair, request) counts.
        conditions << QStringLiteral(
            "(j.request_hash = '' OR NOT EXISTS (SELECT 1 FROM judgements k"
            " WHERE k.request_hash = j.request_hash AND k.candidate_a = j.candidate_a"
            " AND k.candidate_b = j.candidate_b AND k.p IS NOT NULL AND k.id < j.id))");
    }
    const QString join =
        filter.criterionId ? QStringLiteral(" JOIN runs r ON r.id = j.run_id") : QString();
    bool foreignCandidate = false;
    input.comparisons.reserve(4096);
    if (Status status = forEachRow(
            database,
            QStringLiteral("SELECT j.candidate_a, j.candidate_b, j.p FROM judgements j%1 WHERE %2"
                           " ORDER BY j.id")
                .arg(join, conditions.join(QStringLiteral(" AND "))),
            values, 3, 2,
            [&](const qint64* ids, std::optional<double> p) {
                if (!p) {
                    ++input.judgementsWithoutProbability;
                    return;
                }
                const auto a = indexOf.constFind(ids[0]);
                const auto b = indexOf.constFind(ids[1]);
                if (a == indexOf.constEnd() || b == indexOf.constEnd()) {
                    foreignCandidate = true;
                    return;
                }
                input.comparisons.push_back(IndexedJudgement{*a, *b, *p});
            });
        !status) {
        return status.error();
    }
    if (foreignCandidate) {
        return makeError(
            QStringLiteral("a judgement of context %1 names a candidate of another context")
                .arg(context));
    }
    return input;
}

Status forEachJudgedPair(ProjectDatabase& database,
                         const std::function<void(const JudgedPair&)>& visit) {
    return forEachRow(
        database,
        QStringLiteral("SELECT run_id, candidate_a, candidate_b, p FROM judgements ORDER BY id"),
        {}, 4, 3, [&](const qint64* ids, std::optional<double> p) {
            visit(JudgedPair{ids[0], ids[1], ids[2], p});
        });
}

} // namespace pairrank::storage
