// Where a project lives: a SQLite file (any text that is not a server address)
// or a database on a PostgreSQL server, written as a libpq connection URI:
//
//   postgresql://[user@]host[:port]/database[?keyword=value&…]
//   postgresql:///database?host=/run/postgresql          (a unix socket folder)
//   postgresql:///?service=NAME                          (pg_service.conf)
//
// The query's keywords are libpq's own (sslmode, sslrootcert, service,
// connect_timeout, application_name, …) and pass through unchanged, so TLS and
// service files work as they do for psql. PairRank stores no credentials: the
// password comes from libpq's password file (~/.pgpass), the service file or
// PGPASSWORD. A password written in the URI (or asked for by the GUI) is kept
// in this process's memory only, so that every connection of the session finds
// it, and is never shown: displayName() — the name used in messages, logs, the
// recent projects list and by the run engine to reopen the project — leaves it
// out.
#pragma once

#include "storage_result.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <utility>

namespace pairrank::storage {

enum class Backend { Sqlite, Postgresql };

struct ServerConnection {
    QString host; // empty: libpq's default (PGHOST, the service, the unix socket)
    std::optional<int> port;
    QString user;
    QString password; // only when the URI holds one; never displayed
    QString database;
    QList<std::pair<QString, QString>> options; // libpq keywords from the query, in order
};

class ProjectLocation {
public:
    // True for text that names a server (postgresql:// or postgres://).
    static bool isServerAddress(const QString& text);
    // A file path made absolute (so that the name shown, recorded in a report and used to
    // reopen the project does not depend on the working folder), or a parsed server URI; a
    // malformed URI is an error whose message does not repeat a password.
    static Result<ProjectLocation> parse(const QString& text);
    // A server project from its parts (as a dialog asks for them): displayName()
    // is then its URI, which parse() checks like any other.
    static ProjectLocation onServer(ServerConnection server);

    Backend backend() const { return m_backend; }
    // The file of a SQLite project (empty for a server).
    const QString& filePath() const { return m_filePath; }
    const ServerConnection& server() const { return m_server; }
    // The file path, or the URI without its password.
    QString displayName() const;

private:
    Backend m_backend = Backend::Sqlite;
    QString m_filePath;
    ServerConnection m_server;
};

// Sets what a QtSql connection of the location's driver
// (sql_dialect::driverName) needs to open it.
void setConnectionParameters(QSqlDatabase& database, const ProjectLocation& location);

// Keeps `password` in this process's memory for the server project at
// `location` (one the user typed when the server asked for it): every later
// parse() of the location's displayName() — by the GUI, the run engine, a
// background job — connects with it. It is never written anywhere.
void rememberSessionPassword(const ProjectLocation& location, const QString& password);

// `text` with the password of any postgresql:// URI in it replaced by "***",
// for messages that quote what a user typed.
QString withoutPassword(const QString& text);

} // namespace pairrank::storage
