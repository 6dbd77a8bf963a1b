// The new project that copyProject (project_copy.h) writes: a connection in
// one open write transaction that either commits as a whole or leaves nothing
// behind. A file is written under a temporary name in the target's folder and
// renamed into place by commit(); a server database is filled in the
// transaction and commit() commits it. Destroyed without commit(), it rolls
// the transaction back and removes the temporary file.
#pragma once

#include "project_location.h"
#include "storage_result.h"

#include <QSqlDatabase>
#include <QString>

#include <memory>

namespace pairrank::storage {

class CopyTarget {
public:
    // Refuses a file that exists or a server database that holds tables.
    static Result<std::unique_ptr<CopyTarget>> begin(const ProjectLocation& location);
    ~CopyTarget();
    CopyTarget(const CopyTarget&) = delete;
    CopyTarget& operator=(const CopyTarget&) = delete;

    QSqlDatabase& database() { return m_database; }
    // Commits; a file is then closed and renamed to the target's name. Every
    // query on database() must be gone.
    Status commit();

private:
    explicit CopyTarget(ProjectLocation location);
    Status open();
    Error refusal(const QString& reason) const;
    void close();

    ProjectLocation m_location;
    QString m_connectionName;
    QString m_partialFile; // a file's temporary name until commit()
    QSqlDatabase m_database;
    bool m_inTransaction = false;
    bool m_committed = false;
};

} // namespace pairrank::storage
