// A throw-away PostgreSQL server for the storage suites: initdb and pg_ctl in a
// temporary folder, listening on 127.0.0.1 and a free port only (its unix
// socket in that folder), run as the `postgres` system user when the tests run
// as root (the server refuses root). Every connection is trusted unless a test
// asks for a role's password (requirePassword()); the server
// holds only test data and is stopped (pg_ctl stop -m fast) when the object is
// destroyed, also after a failed test.
#pragma once

#include "storage/storage_result.h"

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace pairrank::storage::testing {

class PostgresServer {
public:
    // Starts a server and waits until it accepts connections (pg_ctl -w); the
    // error carries the output of initdb or pg_ctl and the server's log.
    static Result<std::unique_ptr<PostgresServer>> start();
    ~PostgresServer();
    PostgresServer(const PostgresServer&) = delete;
    PostgresServer& operator=(const PostgresServer&) = delete;

    int port() const { return m_port; }
    // A connection URI of the database `database` on this server, as the
    // superuser or as `user` (with `password` in the URI when given).
    QString uri(const QString& database) const;
    QString uri(const QString& database, const QString& user, const QString& password = {}) const;
    // Runs one statement as the superuser in `database` (for a test's setup).
    Status execute(const QString& database, const QString& statement);

    // Stops the server as a power cut would stop it (pg_ctl stop -m immediate:
    // no checkpoint, every connection dropped at once), and starts it again on
    // the same port and data, which it recovers from its write-ahead log.
    Status stopImmediately();
    Status startAgain();
    // The lines the server logged, for a test's failure message.
    QString log() const;
    // Creates an empty database, or a copy of `copyOf` (which nobody may be
    // connected to), and returns its name.
    Result<QString> createDatabase(const QString& name, const QString& copyOf = {});
    // From now on the login role `role` (which must exist) gives its password
    // (SCRAM) over 127.0.0.1; every other role stays trusted. Returns once the
    // server asks for it.
    Status requirePassword(const QString& role);

private:
    PostgresServer() = default;
    Status stop();
    Status launch();

    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_dataDirectory;
    int m_port = 0;
    bool m_running = false;
    QString m_adminConnection;
    int m_databases = 0;
};

} // namespace pairrank::storage::testing
