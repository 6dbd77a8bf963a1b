// What a user is told when a project cannot be written because someone else is
// writing to it: which file, which program holds its write lock when the
// system can tell (Linux: /proc/locks; a server: pg_stat_activity), and what to do.
#pragma once

#include "storage_result.h"

#include <optional>

namespace pairrank::storage {

struct LockHolder {
    qint64 processId = 0;
    QString program; // empty when unknown
    // On a server, instead of a process: "user ann from 10.0.0.5 (pairrank-cli)".
    QString serverSession;
};

// The other process holding a POSIX write lock on byte `offset` of `file`, when
// the system can tell (never this process). Reads /proc/locks; opens no file,
// since closing any descriptor of a file drops every POSIX lock this process
// holds on it — SQLite's among them.
std::optional<LockHolder> writeLockHolder(const QString& file, qint64 offset);

// The error for a project whose write lock another connection holds.
// `otherConnectionHere`: this process has another connection to the file open.
Error projectLockedError(const QString& path, const std::optional<LockHolder>& holder,
                         bool otherConnectionHere);

} // namespace pairrank::storage
