// What a project holds, in numbers: for `pairrank-cli info` and the GUI's
// project sidebar.
#pragma once

#include "core/domain/project.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace pairrank::storage {

struct ProjectSummary {
    domain::Project project;
    QMap<QString, qint64> rowsByTable;        // every table of the schema
    QMap<QString, qint64> candidatesBySystem; // "" for candidates without a system
    QMap<QString, qint64> judgementsByStatus;
    QMap<QString, qint64> humanLabelsByChoice;
    QStringList criteria;
    QStringList referenceScoreCriteria;
    QStringList judges;
    QStringList annotators;
    qint64 largestContext = 0; // candidates in the largest context
};

// The tables of the current schema, in creation order.
QStringList projectTables();
// Row counts of every table, e.g. to prove that a refused import changed nothing.
Result<QMap<QString, qint64>> rowCountsByTable(ProjectDatabase& database);

Result<ProjectSummary> summarizeProject(ProjectDatabase& database);

} // namespace pairrank::storage
