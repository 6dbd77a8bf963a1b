// Copies a project from one location to another (project_location.h): a file
// to a PostgreSQL server or back, also file to file and server to server. The
// copy is lossless: every table with every row and its ids, and the schema
// version.
//
// The source is read in one snapshot (sql_dialect::beginReadTransaction), so a
// run writing to it meanwhile does not tear the copy; it is opened as every
// command opens a project (ProjectDatabase::open), so an older schema is
// migrated first. The target must be new: a file that does not exist, or a
// server database without tables. It gets its schema from the same migrations
// as a project made by ProjectDatabase::create, then the rows of every table,
// table by table in foreign-key order, with the values bound as the target
// column's type. The tables and columns are read from the databases at run
// time (schema_catalog.h), so a table a later migration adds is copied too.
//
// All or nothing: a file is written under a temporary name in the target's
// folder and renamed at the end, a server database is filled in one
// transaction; on any failure or cancel the partial file is removed or the
// transaction rolled back, and no target is left behind.
#pragma once

#include "core/common/progress.h"
#include "project_location.h"
#include "storage_result.h"

#include <QList>
#include <QString>

namespace pairrank::storage {

struct CopiedTable {
    QString name;
    qint64 rows = 0;
};

struct ProjectCopySummary {
    int schemaVersion = 0;
    QList<CopiedTable> tables; // in the order they were copied
};

// Reports the rows copied so far of all tables (the stage names the table);
// Abort cancels and leaves no target (cancelledError()).
Result<ProjectCopySummary> copyProject(const ProjectLocation& from, const ProjectLocation& to,
                                       const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
