// One open connection to a PairRank project: a SQLite file (*.pairrank) or a
// database on a PostgreSQL server (project_location.h).
//
// Threads: a ProjectDatabase belongs to the thread that opened it; every thread
// that needs the project opens its own (one named QtSql connection per object,
// hence per thread — DESIGN.md §9). Several connections to one project may be
// open at once; SQLite's WAL (or the server's MVCC) lets readers run beside one
// writer.
//
// On open: the project must exist and be a PairRank project; it is refused with
// a clear message when it is damaged (integrity_check fails, or it is not a
// database) or was written by a newer PairRank (schema version too high). An
// older schema is migrated in one transaction. A file's journal is WAL, foreign
// keys are enforced, and every write happens inside transaction().
//
// On a server, create() fills an existing, empty database (made with createdb);
// the server keeps its own storage consistent, so no integrity check runs.
#pragma once

#include "core/domain/project.h"
#include "project_location.h"
#include "sql_dialect.h"
#include "storage_result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QThread>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace pairrank::storage {

// Files up to this size always get the full integrity_check on open.
inline constexpr qint64 kFullIntegrityCheckBytes = 16 * 1024 * 1024;

struct OpenOptions {
    // Empty: automatic — the full integrity_check when the file is small
    // (≤ kFullIntegrityCheckBytes) or was not closed cleanly (its write-ahead
    // log is still there: a crash or a kill), else quick_check, which verifies
    // every page and record but not that indexes match their tables. This keeps
    // opening a 200,000-judgement project fast (tests/bench/bench_storage).
    // Automatic also means no check at all when this process holds another
    // connection to the file: it was checked when that one opened, and its
    // write-ahead log is then our own live log, not the mark of a crash. A run's
    // worker, a ranking job and the GUI's own connection therefore check the file
    // once between them, not once each.
    std::optional<sql_dialect::IntegrityCheck> integrityCheck;
    // With the automatic choice: when it picks quick_check and the schema needs no
    // migration, open() does not run it but leaves it to checkDeferredIntegrity(),
    // so that a caller can read on other connections meanwhile (the GUI shows a
    // 1,000,000-judgement project while its file is checked: the check reads all
    // of it, about a second at that size). The caller must run it before it writes.
    // The full check (a small file, or one not closed cleanly) and a migration's
    // check still run on open.
    bool deferQuickCheck = false;
    sql_dialect::Durability durability = sql_dialect::Durability::ProcessCrashSafe;
    // How long a write waits for another connection's write to end before it
    // fails with an error that names the file and, when the system can tell,
    // the program writing to it.
    std::chrono::milliseconds busyTimeout = sql_dialect::kDefaultBusyTimeout;
};

class ProjectDatabase {
public:
    // Creates a new project file at `path` with the current schema. Refuses an
    // existing path.
    static Result<std::unique_ptr<ProjectDatabase>>
    create(const QString& path, const QString& projectName, OpenOptions options = {});
    // Opens an existing project file, migrating an older schema.
    static Result<std::unique_ptr<ProjectDatabase>> open(const QString& path,
                                                         OpenOptions options = {});

    ~ProjectDatabase();
    ProjectDatabase(const ProjectDatabase&) = delete;
    ProjectDatabase& operator=(const ProjectDatabase&) = delete;

    // The file path, or the server URI without its password (project_location.h):
    // the name to show, log and remember.
    const QString& path() const { return m_path; }
    Backend backend() const { return m_location.backend(); }
    // The integrity check that ran on open (none for a new file, or for a file this
    // process already had open).
    std::optional<sql_dialect::IntegrityCheck> integrityCheckAtOpen() const {
        return m_integrityCheckAtOpen;
    }
    // The check open() left to checkDeferredIntegrity() (OpenOptions::deferQuickCheck);
    // empty when none is owed.
    std::optional<sql_dialect::IntegrityCheck> deferredIntegrityCheck() const {
        return m_deferredIntegrityCheck;
    }
    // Runs the deferred check, once; succeeds at once when none is owed. Its error
    // reads as open()'s would have ("cannot open project '…': it is damaged: …").
    Status checkDeferredIntegrity();
    // The schema version the file had before this open migrated it.
    int schemaVersionAtOpen() const { return m_schemaVersionAtOpen; }
    Result<domain::Project> project();

    // Runs `work` inside one write transaction: commits when it returns success,
    // rolls back when it fails (the file is then unchanged). A call made while a
    // transaction is already open joins it (the outer one decides). Another
    // connection writing for longer than OpenOptions::busyTimeout makes it fail
    // with projectLockedError (project_lock.h).
    Status transaction(const std::function<Status()>& work);
    bool inTransaction() const { return m_inTransaction; }

    // A query on this connection, for the repositories in storage/.
    QSqlQuery query() const;
    QSqlDatabase& connection() { return m_database; }

private:
    ProjectDatabase(ProjectLocation location, QString connectionName);
    static Result<std::unique_ptr<ProjectDatabase>> connect(const ProjectLocation& location,
                                                            OpenOptions options, bool creating,
                                                            const QString& projectName);
    Status prepareSchema(OpenOptions options, bool creating, const QString& projectName);
    // Refuses, saying who can, to upgrade a server project from `version` when
    // this login may not alter its tables.
    Status checkUpgradeAllowed(int version);

    ProjectLocation m_location;
    QString m_path;
    QString m_canonicalPath; // the key of the process's registry of open files
    QString m_connectionName;
    QSqlDatabase m_database;
    QThread* m_ownerThread = nullptr;
    int m_schemaVersionAtOpen = 0;
    std::optional<sql_dialect::IntegrityCheck> m_integrityCheckAtOpen;
    std::optional<sql_dialect::IntegrityCheck> m_deferredIntegrityCheck;
    bool m_inTransaction = false;
};

} // namespace pairrank::storage
