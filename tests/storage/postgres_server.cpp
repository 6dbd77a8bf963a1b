#include "postgres_server.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace pairrank::storage::testing {
namespace {

constexpr int kProcessTimeoutMs = 120000;
const QString kSuperuser = QStringLiteral("postgres");

QString findProgram(const QString& name) {
    const QString onPath = QStandardPaths::findExecutable(name);
    if (!onPath.isEmpty()) {
        return onPath;
    }
    return QStandardPaths::findExecutable(name, {QStringLiteral("/usr/lib/postgresql/15/bin")});
}

// The server refuses to run as root; as root, its programs run as `postgres`.
struct RunAs {
    bool switchUser = false;
    uid_t uid = 0;
    gid_t gid = 0;
};

Result<RunAs> runAs() {
    if (::geteuid() != 0) {
        return RunAs{};
    }
    const passwd* user = ::getpwnam("postgres");
    if (!user) {
        return makeError(QStringLiteral("running as root, but there is no 'postgres' system user "
                                        "to run the server as (install Debian's postgresql)"));
    }
    return RunAs{true, user->pw_uid, user->pw_gid};
}

// Runs a PostgreSQL program to its end; the error carries its output.
Status runProgram(const RunAs& user, const QString& name, const QStringList& arguments) {
    const QString program = findProgram(name);
    if (program.isEmpty()) {
        return makeError(QStringLiteral("'%1' is not installed (Debian package postgresql; "
                                        "scripts/setup installs it)")
                             .arg(name));
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    if (user.switchUser) {
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), kSuperuser, QStringLiteral("--"), program} +
                          arguments);
    } else {
        process.start(program, arguments);
    }
    if (!process.waitForFinished(kProcessTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        return makeError(QStringLiteral("%1 did not finish: %2").arg(name, process.errorString()));
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        return makeError(QStringLiteral("%1 failed (exit code %2): %3")
                             .arg(name)
                             .arg(process.exitCode())
                             .arg(QString::fromLocal8Bit(process.readAll()).trimmed()));
    }
    return {};
}

// A port on 127.0.0.1 that nothing listens on now (the kernel's choice).
Result<int> freeLoopbackPort() {
    const int socket = ::socket(AF_INET, SOCK_STREAM, 0);
    if (socket < 0) {
        return makeError(QStringLiteral("cannot open a socket to find a free port"));
    }
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof(address);
    const bool found =
        ::bind(socket, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0 &&
        ::getsockname(socket, reinterpret_cast<sockaddr*>(&address), &length) == 0;
    ::close(socket);
    if (!found) {
        return makeError(QStringLiteral("cannot find a free port on 127.0.0.1"));
    }
    return static_cast<int>(ntohs(address.sin_port));
}

QString readLog(const QString& path) {
    QFile log(path);
    return log.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(log.readAll()).trimmed()
                                         : QString();
}

std::atomic<int> serverCount{0};

const QRegularExpression kServerFailure(
    QStringLiteral("PANIC|terminated by signal|No space left|out of memory|could not write"));

const QString kFolderPrefix = QStringLiteral("pairrank-pg-");
const QString kOwnerFile = QStringLiteral("owner.pid");

bool processRuns(qint64 processId) {
    return processId > 0 && (::kill(static_cast<pid_t>(processId), 0) == 0 || errno == EPERM);
}

// A test process that died (a crash, a kill, a closed pipe) could not stop its
// server: the next one does, so servers never pile up.
void stopServersOfDeadTests(const RunAs& user) {
    const QDir temporary(QDir::tempPath());
    for (const QString& name : temporary.entryList({kFolderPrefix + QLatin1Char('*')},
                                                   QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = temporary.filePath(name);
        QFile owner(folder + QLatin1Char('/') + kOwnerFile);
        if (!owner.open(QIODevice::ReadOnly)) {
            continue; // not made by this helper, or still being made
        }
        bool ok = false;
        const qint64 processId = owner.readAll().trimmed().toLongLong(&ok);
        if (!ok || processRuns(processId)) {
            continue;
        }
        if (QFileInfo::exists(folder + QStringLiteral("/data/postmaster.pid"))) {
            (void)runProgram(user, QStringLiteral("pg_ctl"),
                             {QStringLiteral("stop"), QStringLiteral("--wait"),
                              QStringLiteral("--mode=immediate"),
                              QStringLiteral("--pgdata=") + folder + QStringLiteral("/data")});
        }
        QDir(folder).removeRecursively();
    }
}

} // namespace

Result<std::unique_ptr<PostgresServer>> PostgresServer::start() {
    Result<RunAs> user = runAs();
    if (!user) {
        return user.error();
    }
    stopServersOfDeadTests(*user);
    std::unique_ptr<PostgresServer> server(new PostgresServer);
    server->m_folder = std::make_unique<QTemporaryDir>(QDir::tempPath() + QLatin1Char('/') +
                                                       kFolderPrefix + QStringLiteral("XXXXXX"));
    if (!server->m_folder->isValid()) {
        return makeError(QStringLiteral("cannot make a temporary folder for the server: %1")
                             .arg(server->m_folder->errorString()));
    }
    const QString folder = server->m_folder->path();
    {
        QFile owner(folder + QLatin1Char('/') + kOwnerFile);
        if (!owner.open(QIODevice::WriteOnly) ||
            owner.write(QByteArray::number(QCoreApplication::applicationPid())) <= 0) {
            return makeError(QStringLiteral("cannot write %1").arg(owner.fileName()));
        }
    }
    if (user->switchUser &&
        ::chown(QFile::encodeName(folder).constData(), user->uid, user->gid) != 0) {
        return makeError(QStringLiteral("cannot give %1 to the postgres user").arg(folder));
    }
    server->m_dataDirectory = folder + QStringLiteral("/data");
    if (Status status =
            runProgram(*user, QStringLiteral("initdb"),
                       {QStringLiteral("--pgdata=") + server->m_dataDirectory,
                        QStringLiteral("--username=") + kSuperuser, QStringLiteral("--auth=trust"),
                        QStringLiteral("--encoding=UTF8"), QStringLiteral("--locale=C"),
                        QStringLiteral("--no-sync")});
        !status) {
        return status.error();
    }
    // The port is free when asked; another program may take it before the
    // server binds it, so a failed start is tried again on a new port.
    Status started;
    for (int attempt = 0; attempt < 3; ++attempt) {
        Result<int> port = freeLoopbackPort();
        if (!port) {
            return port.error();
        }
        server->m_port = *port;
        started = server->launch();
        if (started) {
            break;
        }
    }
    if (!started) {
        return started.error();
    }
    server->m_running = true;
    server->m_adminConnection = QStringLiteral("pairrank-test-server-%1").arg(++serverCount);
    QSqlDatabase admin =
        QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), server->m_adminConnection);
    admin.setHostName(QStringLiteral("127.0.0.1"));
    admin.setPort(server->m_port);
    admin.setUserName(kSuperuser);
    admin.setDatabaseName(QStringLiteral("postgres"));
    if (!admin.open()) {
        return makeError(QStringLiteral("the PostgreSQL test server started but refuses a "
                                        "connection: %1")
                             .arg(admin.lastError().text()));
    }
    return server;
}

Status PostgresServer::launch() {
    Result<RunAs> user = runAs();
    if (!user) {
        return user.error();
    }
    const QString folder = m_folder->path();
    const QString settings =
        QStringLiteral("-c listen_addresses=127.0.0.1 -c port=%1 -c unix_socket_directories=%2"
                       " -c fsync=off -c max_connections=100"
                       // A test server keeps little write-ahead log: checkpoints
                       // recycle it early, and no replica needs it.
                       " -c wal_level=minimal -c max_wal_senders=0 -c max_wal_size=64MB"
                       " -c min_wal_size=32MB")
            .arg(m_port)
            .arg(folder);
    const Status started =
        runProgram(*user, QStringLiteral("pg_ctl"),
                   {QStringLiteral("start"), QStringLiteral("--wait"),
                    QStringLiteral("--timeout=60"), QStringLiteral("--pgdata=") + m_dataDirectory,
                    QStringLiteral("--log=") + folder + QStringLiteral("/server.log"),
                    QStringLiteral("--options=") + settings});
    if (!started) {
        return makeError(QStringLiteral("the PostgreSQL test server did not start: %1\nserver "
                                        "log:\n%2")
                             .arg(started.error().message, log()));
    }
    m_running = true;
    return {};
}

QString PostgresServer::log() const {
    return readLog(m_folder->path() + QStringLiteral("/server.log"));
}

Status PostgresServer::stopImmediately() {
    Result<RunAs> user = runAs();
    if (!user) {
        return user.error();
    }
    m_running = false;
    return runProgram(*user, QStringLiteral("pg_ctl"),
                      {QStringLiteral("stop"), QStringLiteral("--wait"),
                       QStringLiteral("--mode=immediate"),
                       QStringLiteral("--pgdata=") + m_dataDirectory});
}

Status PostgresServer::startAgain() {
    if (m_running) {
        return makeError(QStringLiteral("the test server is running already"));
    }
    if (Status started = launch(); !started) {
        return started;
    }
    // The superuser's connection died with the server; open it anew.
    QSqlDatabase admin = QSqlDatabase::database(m_adminConnection, false);
    admin.close();
    if (!admin.open()) {
        return makeError(QStringLiteral("the restarted test server refuses a connection: %1")
                             .arg(admin.lastError().text()));
    }
    return {};
}

Status PostgresServer::execute(const QString& database, const QString& statement) {
    const QString name = m_adminConnection + QStringLiteral("-in-") + database;
    Status status;
    {
        QSqlDatabase connection = QSqlDatabase::contains(name)
                                      ? QSqlDatabase::database(name, false)
                                      : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        connection.setHostName(QStringLiteral("127.0.0.1"));
        connection.setPort(m_port);
        connection.setUserName(kSuperuser);
        connection.setDatabaseName(database);
        if (!connection.open()) {
            status = makeError(QStringLiteral("connecting to %1: %2")
                                   .arg(database, connection.lastError().text()));
        } else {
            QSqlQuery query(connection);
            if (!query.exec(statement)) {
                status =
                    makeError(QStringLiteral("'%1': %2").arg(statement, query.lastError().text()));
            }
        }
        connection.close();
    }
    QSqlDatabase::removeDatabase(name);
    return status;
}

PostgresServer::~PostgresServer() {
    // A server that crashed under a test (a full disk, the kernel's OOM killer)
    // shows up in the test only as a dropped connection; its own words say why.
    for (const QString& line : log().split(QLatin1Char('\n'))) {
        if (kServerFailure.match(line).hasMatch()) {
            qWarning("PostgreSQL test server: %s", qPrintable(line));
        }
    }
    if (!m_adminConnection.isEmpty()) {
        QSqlDatabase::database(m_adminConnection, false).close();
        QSqlDatabase::removeDatabase(m_adminConnection);
    }
    if (Status status = stop(); !status) {
        qWarning("%s", qPrintable(status.message()));
    }
}

Status PostgresServer::stop() {
    if (!m_running) {
        return {};
    }
    m_running = false;
    Result<RunAs> user = runAs();
    if (!user) {
        return user.error();
    }
    return runProgram(*user, QStringLiteral("pg_ctl"),
                      {QStringLiteral("stop"), QStringLiteral("--wait"),
                       QStringLiteral("--mode=fast"),
                       QStringLiteral("--pgdata=") + m_dataDirectory});
}

QString PostgresServer::uri(const QString& database, const QString& user,
                            const QString& password) const {
    return QStringLiteral("postgresql://%1%2@127.0.0.1:%3/%4")
        .arg(user, password.isEmpty() ? QString() : QLatin1Char(':') + password)
        .arg(m_port)
        .arg(database);
}

QString PostgresServer::uri(const QString& database) const {
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3")
        .arg(kSuperuser)
        .arg(m_port)
        .arg(database);
}

Result<QString> PostgresServer::createDatabase(const QString& name, const QString& copyOf) {
    // Lower case letters, digits and '_' (no quoting needed), unique on this server.
    QString database = QStringLiteral("p%1_").arg(++m_databases) + name.toLower();
    database.replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_"));
    database.truncate(63);
    QSqlQuery create(QSqlDatabase::database(m_adminConnection, false));
    // FILE_COPY copies the template's files instead of writing them through the
    // WAL (PostgreSQL 15's default): a third faster here, with fsync off.
    const QString statement =
        copyOf.isEmpty() ? QStringLiteral("CREATE DATABASE %1 STRATEGY = FILE_COPY").arg(database)
                         : QStringLiteral("CREATE DATABASE %1 TEMPLATE \"%2\" STRATEGY = FILE_COPY")
                               .arg(database, copyOf);
    if (!create.exec(statement)) {
        return makeError(QStringLiteral("CREATE DATABASE %1 failed: %2")
                             .arg(database, create.lastError().text()));
    }
    return database;
}

Status PostgresServer::requirePassword(const QString& role) {
    // pg_hba.conf is read top down: a line before initdb's "trust" ones wins.
    QFile rules(m_dataDirectory + QStringLiteral("/pg_hba.conf"));
    if (!rules.open(QIODevice::ReadWrite)) {
        return makeError(QStringLiteral("cannot open %1").arg(rules.fileName()));
    }
    const QByteArray before = rules.readAll();
    rules.seek(0);
    rules.resize(0); // rewritten in place: the file stays the server user's
    if (rules.write(QStringLiteral("host all %1 127.0.0.1/32 scram-sha-256\n").arg(role).toUtf8() +
                    before) < 0) {
        return makeError(QStringLiteral("cannot write %1").arg(rules.fileName()));
    }
    rules.close();
    QSqlQuery reload(QSqlDatabase::database(m_adminConnection, false));
    if (!reload.exec(QStringLiteral("SELECT pg_reload_conf()"))) {
        return makeError(QStringLiteral("the server did not reload its configuration: %1")
                             .arg(reload.lastError().text()));
    }
    // The server rereads the file a moment later: done once the role is asked for
    // a password.
    const QString probeName = QStringLiteral("pairrank-test-password-probe");
    QString lastError;
    const bool asked = QTest::qWaitFor(
        [&] {
            QSqlDatabase probe = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), probeName);
            probe.setHostName(QStringLiteral("127.0.0.1"));
            probe.setPort(m_port);
            probe.setUserName(role);
            probe.setDatabaseName(QStringLiteral("postgres"));
            const bool opened = probe.open();
            lastError = probe.lastError().text();
            probe.close();
            probe = QSqlDatabase();
            QSqlDatabase::removeDatabase(probeName);
            return !opened && lastError.contains(QLatin1String("password"));
        },
        10000);
    if (!asked) {
        return makeError(
            QStringLiteral("the server does not ask %1 for a password: %2").arg(role, lastError));
    }
    return {};
}

} // namespace pairrank::storage::testing
