#include "project_summary.h"

#include "sql_support.h"

namespace pairrank::storage {
namespace {

Result<QMap<QString, qint64>> countBy(ProjectDatabase& database, const QString& sql) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(sql)) {
        return queryError(select, QStringLiteral("'%1'").arg(sql));
    }
    QMap<QString, qint64> counts;
    while (select.next()) {
        counts.insert(select.value(0).toString(), select.value(1).toLongLong());
    }
    return counts;
}

Result<QStringList> column(ProjectDatabase& database, const QString& sql) {
    Result<QMap<QString, qint64>> rows = countBy(database, sql);
    if (!rows) {
        return rows.error();
    }
    return rows->keys();
}

} // namespace

QStringList projectTables() {
    return {QStringLiteral("project_meta"), QStringLiteral("contexts"),
            QStringLiteral("candidates"),   QStringLiteral("reference_scores"),
            QStringLiteral("criteria"),     QStringLiteral("judge_configs"),
            QStringLiteral("runs"),         QStringLiteral("judgements"),
            QStringLiteral("human_labels"), QStringLiteral("absolute_scores"),
            QStringLiteral("rankings"),     QStringLiteral("ranking_entries"),
            QStringLiteral("pair_leases"),  QStringLiteral("human_queue")};
}

Result<QMap<QString, qint64>> rowCountsByTable(ProjectDatabase& database) {
    QMap<QString, qint64> counts;
    for (const QString& table : projectTables()) {
        QSqlQuery select = database.query();
        const QString sql = QStringLiteral("SELECT count(*) FROM %1").arg(table);
        if (!select.exec(sql) || !select.next()) {
            return queryError(select, QStringLiteral("counting %1").arg(table));
        }
        counts.insert(table, select.value(0).toLongLong());
    }
    return counts;
}

Result<ProjectSummary> summarizeProject(ProjectDatabase& database) {
    ProjectSummary summary;
    Result<domain::Project> project = database.project();
    if (!project) {
        return project.error();
    }
    summary.project = *project;
    Result<QMap<QString, qint64>> rows = rowCountsByTable(database);
    if (!rows) {
        return rows.error();
    }
    summary.rowsByTable = *rows;

    const std::pair<QMap<QString, qint64>*, QString> groupings[] = {
        {&summary.candidatesBySystem,
         QStringLiteral("SELECT coalesce(system, ''), count(*) FROM candidates GROUP BY 1")},
        {&summary.judgementsByStatus,
         QStringLiteral("SELECT status, count(*) FROM judgements GROUP BY status")},
        {&summary.humanLabelsByChoice,
         QStringLiteral("SELECT choice, count(*) FROM human_labels GROUP BY choice")},
    };
    for (const auto& [target, sql] : groupings) {
        Result<QMap<QString, qint64>> counts = countBy(database, sql);
        if (!counts) {
            return counts.error();
        }
        *target = *counts;
    }
    const std::pair<QStringList*, QString> lists[] = {
        {&summary.criteria, QStringLiteral("SELECT name, 0 FROM criteria")},
        {&summary.referenceScoreCriteria,
         QStringLiteral("SELECT DISTINCT criterion, 0 FROM reference_scores")},
        {&summary.judges, QStringLiteral("SELECT name, 0 FROM judge_configs")},
        {&summary.annotators, QStringLiteral("SELECT DISTINCT annotator, 0 FROM human_labels")},
    };
    for (const auto& [target, sql] : lists) {
        Result<QStringList> values = column(database, sql);
        if (!values) {
            return values.error();
        }
        *target = *values;
    }
    Result<QMap<QString, qint64>> largest = countBy(
        database, QStringLiteral("SELECT 'largest', coalesce(max(n), 0) FROM"
                                 " (SELECT count(*) AS n FROM candidates GROUP BY context_id) t"));
    if (!largest) {
        return largest.error();
    }
    summary.largestContext = largest->value(QStringLiteral("largest"));
    return summary;
}

} // namespace pairrank::storage
