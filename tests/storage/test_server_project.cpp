// What only a project on a PostgreSQL server has: the connection URI (libpq
// keywords, service names, a password that is never shown), an empty database
// to fill, the refusal of a database that is not a project, the server-side
// write lock and a migration rolled back by the server. The backend-neutral
// behaviour is in test_project_database.cpp (both backends).
#include "storage/candidate_store.h"
#include "storage/schema_migrations.h"
#include "storage_test_support.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

class ServerProjectTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void aUriIsParsedIntoLibpqKeywords_data();
    void aUriIsParsedIntoLibpqKeywords();
    void aMalformedUriIsRefusedWithoutItsPassword();
    void aProjectNeedsAnEmptyDatabase();
    void aDatabaseThatIsNotAProjectIsRefused();
    void thePasswordIsNeverShownButUsedForTheSession();
    void aServiceNameFromTheServiceFileOpensTheProject();
    void aSecondWriterWaitsThenGetsALockedError();
    void aFailedMigrationIsRolledBackByTheServer();

private:
    QString newDatabase(const QString& name);

    std::unique_ptr<testing::PostgresServer> m_server;
};

void ServerProjectTest::initTestCase() {
    Result<std::unique_ptr<testing::PostgresServer>> server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
}

QString ServerProjectTest::newDatabase(const QString& name) {
    Result<QString> database = m_server->createDatabase(name);
    if (!database) {
        QTest::qFail(qPrintable(database.error().message), __FILE__, __LINE__);
        return {};
    }
    return *database;
}

void ServerProjectTest::aUriIsParsedIntoLibpqKeywords_data() {
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("shown");
    QTest::newRow("host, port, TLS")
        << "postgresql://ann@db.example.org:5433/essays?sslmode=verify-"
           "full&sslrootcert=/etc/ssl/lab-ca.pem"
        << "db.example.org" << 5433 << "ann"
        << "essays"
        << "sslmode=verify-full;sslrootcert=/etc/ssl/lab-ca.pem"
        << "postgresql://ann@db.example.org:5433/essays?sslmode=verify-"
           "full&sslrootcert=/etc/ssl/lab-ca.pem";
    QTest::newRow("service name") << "postgresql:///?service=team"
                                  << "" << -1 << ""
                                  << ""
                                  << "service=team"
                                  << "postgresql:///?service=team";
    QTest::newRow("unix socket folder, short scheme")
        << "postgres:///essays?host=/run/postgresql"
        << "" << -1 << ""
        << "essays"
        << "host=/run/postgresql"
        << "postgresql:///essays?host=/run/postgresql";
    QTest::newRow("percent-encoded user") << "postgresql://lab%40uni@127.0.0.1/p"
                                          << "127.0.0.1" << -1 << "lab@uni"
                                          << "p"
                                          << ""
                                          << "postgresql://lab%40uni@127.0.0.1/p";
    QTest::newRow("a file path") << "/home/ann/essays.pairrank"
                                 << "" << -1 << ""
                                 << ""
                                 << ""
                                 << "/home/ann/essays.pairrank";
}

void ServerProjectTest::aUriIsParsedIntoLibpqKeywords() {
    QFETCH(QString, uri);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, user);
    QFETCH(QString, database);
    QFETCH(QString, options);
    QFETCH(QString, shown);
    const Result<ProjectLocation> location = ProjectLocation::parse(uri);
    QVERIFY2(location, qPrintable(location ? QString() : location.error().message));
    QCOMPARE(location->backend() == Backend::Postgresql, ProjectLocation::isServerAddress(uri));
    QCOMPARE(location->server().host, host);
    QCOMPARE(location->server().port.value_or(-1), port);
    QCOMPARE(location->server().user, user);
    QCOMPARE(location->server().database, database);
    QStringList pairs;
    for (const auto& [keyword, value] : location->server().options) {
        pairs << keyword + QLatin1Char('=') + value;
    }
    QCOMPARE(pairs.join(QLatin1Char(';')), options);
    QCOMPARE(location->displayName(), shown);
}

void ServerProjectTest::aMalformedUriIsRefusedWithoutItsPassword() {
    for (const char* uri :
         {"postgresql://ann:pw-123@host/db?password=pw-123",
          "postgresql://ann:pw-123@host/db?sslmode=require;drop",
          "postgresql://ann:pw-123@host/db/extra", "postgresql://ann:pw-123@h1,h2/db"}) {
        const Result<ProjectLocation> location = ProjectLocation::parse(QString::fromLatin1(uri));
        QVERIFY2(!location, uri);
        QVERIFY2(
            location.error().message.contains(QLatin1String("not a PostgreSQL connection URI")),
            qPrintable(location.error().message));
        QVERIFY2(!location.error().message.contains(QLatin1String("pw-123")),
                 qPrintable(location.error().message));
    }
}

void ServerProjectTest::aProjectNeedsAnEmptyDatabase() {
    const QString database = newDatabase(QStringLiteral("not_empty"));
    {
        QSqlDatabase raw =
            testing::openRawConnection(m_server->uri(database), QStringLiteral("raw"));
        QVERIFY(raw.isOpen());
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE someone_elses (x INTEGER)")));
        QVERIFY(query.exec(QStringLiteral("INSERT INTO someone_elses VALUES (7)")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    Result<std::unique_ptr<ProjectDatabase>> created =
        ProjectDatabase::create(m_server->uri(database), QStringLiteral("n"));
    QVERIFY(!created);
    QVERIFY2(created.error().message.contains(
                 QLatin1String("holds 1 table already; a project needs an empty database")),
             qPrintable(created.error().message));
    {
        QSqlDatabase raw =
            testing::openRawConnection(m_server->uri(database), QStringLiteral("raw"));
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM information_schema.tables"
                                          " WHERE table_schema = 'public'")) &&
                query.next());
        QCOMPARE(query.value(0).toInt(), 1); // nothing added
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

void ServerProjectTest::aDatabaseThatIsNotAProjectIsRefused() {
    const QString empty = m_server->uri(newDatabase(QStringLiteral("empty")));
    Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(empty);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(QLatin1String("not a PairRank project")),
             qPrintable(opened.error().message));
    QVERIFY(opened.error().message.contains(empty));

    const QString missing = m_server->uri(QStringLiteral("no_such_database"));
    opened = ProjectDatabase::open(missing);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(QLatin1String("no_such_database")) &&
                 opened.error().message.contains(QLatin1String("does not exist")),
             qPrintable(opened.error().message));
}

void ServerProjectTest::thePasswordIsNeverShownButUsedForTheSession() {
    const QString database = newDatabase(QStringLiteral("password"));
    const QString secret = QStringLiteral("Sesame-1234");
    const QString withPassword = QStringLiteral("postgresql://postgres:%1@127.0.0.1:%2/%3")
                                     .arg(secret)
                                     .arg(m_server->port())
                                     .arg(database);
    {
        Result<std::unique_ptr<ProjectDatabase>> created =
            ProjectDatabase::create(withPassword, QStringLiteral("team"));
        QVERIFY2(created, qPrintable(created ? QString() : created.error().message));
        QCOMPARE((*created)->path(), m_server->uri(database));
        QVERIFY(!(*created)->path().contains(secret));
        const Result<ProjectLocation> reopened = ProjectLocation::parse((*created)->path());
        QVERIFY(reopened);
        QCOMPARE(reopened->server().password, secret); // found in this session's memory
    }
    // A failed connection's message names the server, not the password.
    const QString wrongPort =
        QStringLiteral("postgresql://postgres:%1@127.0.0.1:1/%2").arg(secret, database);
    Result<std::unique_ptr<ProjectDatabase>> refused = ProjectDatabase::open(wrongPort);
    QVERIFY(!refused);
    QVERIFY2(!refused.error().message.contains(secret), qPrintable(refused.error().message));
    QVERIFY(refused.error().message.contains(QLatin1String("postgresql://postgres@127.0.0.1:1/")));
    QCOMPARE(withoutPassword(QStringLiteral("open postgresql://ann:%1@h/db now").arg(secret)),
             QStringLiteral("open postgresql://ann:***@h/db now"));
}

void ServerProjectTest::aServiceNameFromTheServiceFileOpensTheProject() {
    const QString database = newDatabase(QStringLiteral("service"));
    QTemporaryDir folder;
    const QString serviceFile = folder.filePath(QStringLiteral("pg_service.conf"));
    testing::writeFile(serviceFile, QStringLiteral("[pairrank_team]\nhost=127.0.0.1\nport=%1\n"
                                                   "user=postgres\ndbname=%2\n")
                                        .arg(m_server->port())
                                        .arg(database)
                                        .toUtf8());
    qputenv("PGSERVICEFILE", serviceFile.toLocal8Bit());
    {
        Result<std::unique_ptr<ProjectDatabase>> created = ProjectDatabase::create(
            QStringLiteral("postgresql:///?service=pairrank_team"), QStringLiteral("by service"));
        QVERIFY2(created, qPrintable(created ? QString() : created.error().message));
    }
    Result<std::unique_ptr<ProjectDatabase>> direct =
        ProjectDatabase::open(m_server->uri(database));
    qunsetenv("PGSERVICEFILE");
    QVERIFY2(direct, qPrintable(direct ? QString() : direct.error().message));
    QCOMPARE((*direct)->project()->name, QStringLiteral("by service"));
}

void ServerProjectTest::aSecondWriterWaitsThenGetsALockedError() {
    const QString location = m_server->uri(newDatabase(QStringLiteral("locked")));
    std::unique_ptr<ProjectDatabase> first =
        testing::createProject(location + QStringLiteral("?application_name=first_writer"));
    QVERIFY(first);
    OpenOptions impatient;
    impatient.busyTimeout = std::chrono::milliseconds(200);
    Result<std::unique_ptr<ProjectDatabase>> second = ProjectDatabase::open(location, impatient);
    QVERIFY(second);
    Status inner;
    const Status outer = first->transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(*first);
        if (!writer || !writer->addContext({0, QStringLiteral("first"), {}, {}})) {
            return makeError(QStringLiteral("setup"));
        }
        inner = (*second)->transaction([&]() -> Status { return {}; });
        return {};
    });
    QVERIFY2(outer, qPrintable(outer.message()));
    QVERIFY(!inner);
    QVERIFY2(inner.message().contains(QLatin1String("is locked")), qPrintable(inner.message()));
    QVERIFY(inner.message().contains(location));
    // The server names the session holding the lock.
    QVERIFY2(inner.message().contains(QLatin1String("user postgres from 127.0.0.1 (first_writer)")),
             qPrintable(inner.message()));
    QVERIFY(!(*second)->inTransaction());
    // Once the first has committed, the second writes and sees its row.
    QVERIFY((*second)->transaction([&]() -> Status { return {}; }));
    QCOMPARE(testing::rowCounts(**second).value(QStringLiteral("contexts")), 1);
}

void ServerProjectTest::aFailedMigrationIsRolledBackByTheServer() {
    const QString location = m_server->uri(newDatabase(QStringLiteral("blocked")));
    {
        QSqlDatabase raw = testing::openRawConnection(location, QStringLiteral("raw"));
        QVERIFY(raw.isOpen());
        QVERIFY(migrateSchema(raw, 0, 1));
        // A table of version 2's name already exists, so migration 2 fails half-way.
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE rankings (x INTEGER)")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    Result<std::unique_ptr<ProjectDatabase>> opened = ProjectDatabase::open(location);
    QVERIFY(!opened);
    QVERIFY2(opened.error().message.contains(QStringLiteral("migration to schema version 2")),
             qPrintable(opened.error().message));
    {
        QSqlDatabase raw = testing::openRawConnection(location, QStringLiteral("raw"));
        QCOMPARE(sql_dialect::readSchemaVersion(raw).value(), 1);
        QSqlQuery query(raw);
        QVERIFY(query.exec(QStringLiteral("SELECT to_regclass('absolute_scores') IS NULL")) &&
                query.next());
        QVERIFY(query.value(0).toBool()); // created before the failure, rolled back
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QTEST_GUILESS_MAIN(ServerProjectTest)
#include "test_server_project.moc"
