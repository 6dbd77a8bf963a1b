// `pairrank-cli` with a project on a PostgreSQL server (--project postgresql://…),
// run as a real process against a throw-away server: init, import and info work
// as on a file, and a password written in the address appears in nothing the
// CLI prints, neither on success nor in an error.
#include "judge/cli_runner.h"
#include "storage/storage_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace pairrank::storage;
using pairrank::judge::testing::CliRun;
using pairrank::judge::testing::runCli;

namespace {

QJsonObject json(const CliRun& run) {
    return QJsonDocument::fromJson(run.standardOutput).object();
}

} // namespace

class CliServerProjectTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void initImportAndInfoWorkOnAServerWithoutShowingThePassword();

private:
    std::unique_ptr<testing::PostgresServer> m_server;
};

void CliServerProjectTest::initTestCase() {
    Result<std::unique_ptr<testing::PostgresServer>> server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
}

void CliServerProjectTest::initImportAndInfoWorkOnAServerWithoutShowingThePassword() {
    const Result<QString> database = m_server->createDatabase(QStringLiteral("cli"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    const QByteArray secret = "Open-Sesame-42";
    const QString shown = m_server->uri(*database);
    const QString withPassword =
        QString(shown).replace(QStringLiteral("postgres@"),
                               QStringLiteral("postgres:%1@").arg(QString::fromLatin1(secret)));
    QVERIFY(withPassword.contains(QString::fromLatin1(secret)));

    const CliRun init = runCli({QStringLiteral("init"), withPassword});
    QVERIFY2(init.exitCode == 0, init.standardError.constData());
    QCOMPARE(json(init).value(QStringLiteral("created")).toString(), shown);
    QCOMPARE(json(init).value(QStringLiteral("name")).toString(), *database);

    const CliRun import =
        runCli({QStringLiteral("import"), QStringLiteral("--project"), withPassword,
                QStringLiteral("--dataset"), QStringLiteral("summeval"),
                QStringLiteral(PAIRRANK_DEMO_DATA "/summeval_demo.jsonl")});
    QVERIFY2(import.exitCode == 0, import.standardError.constData());
    QCOMPARE(json(import).value(QStringLiteral("candidates_created")).toInt(), 128);

    const CliRun info = runCli({QStringLiteral("info"), shown});
    QVERIFY2(info.exitCode == 0, info.standardError.constData());
    QCOMPARE(json(info).value(QStringLiteral("candidates")).toInt(), 128);
    QCOMPARE(json(info).value(QStringLiteral("contexts")).toInt(), 8);

    const CliRun missing =
        runCli({QStringLiteral("info"),
                QString(withPassword).replace(*database, QStringLiteral("no_such_db"))});
    QVERIFY(missing.exitCode != 0);
    QVERIFY2(missing.standardError.contains("no_such_db"), missing.standardError.constData());

    for (const CliRun& run : {init, import, info, missing}) {
        QVERIFY2(!run.standardOutput.contains(secret) && !run.standardError.contains(secret),
                 QByteArray(run.standardOutput + run.standardError).constData());
    }
}

QTEST_GUILESS_MAIN(CliServerProjectTest)
#include "test_cli_server_project.moc"
