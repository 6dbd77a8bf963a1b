// The schema of a project as an ordered list of migrations, one list for both
// backends. Migration k takes a project from schema version k - 1 to k; the
// version lives in the file's header (PRAGMA user_version) or, on a server, in
// the table pairrank_schema (sql_dialect.h). A project is migrated in one
// transaction (DDL is transactional in both): after a crash it is either at its
// old version or at the new one.
//
// Never edit a released migration: add a new one. tests/storage/data holds a
// file at version 1, made by tests/storage/make_old_project.cpp.
#pragma once

#include "storage_result.h"

#include <QSqlDatabase>
#include <QStringList>

#include <span>

namespace pairrank::storage {

struct Migration {
    int version; // the version the file has after this migration
    const char* description;
    QStringList statements; // portable SQL; {id} is the dialect's identity key
};

std::span<const Migration> schemaMigrations();
int currentSchemaVersion();

// Applies the migrations after `fromVersion` up to and including `toVersion`,
// and sets the file's version, all in one transaction (rolled back on failure).
// Precondition: 0 <= fromVersion <= toVersion <= currentSchemaVersion().
Status migrateSchema(QSqlDatabase& database, int fromVersion, int toVersion);
// The same inside the caller's write transaction (which it neither begins nor
// ends), for work that must commit or roll back together with the new schema.
Status applyMigrations(QSqlDatabase& database, int fromVersion, int toVersion);

} // namespace pairrank::storage
