// `pairrank-cli` with a project on a PostgreSQL server (--project postgresql://…),
// run as a real process against a throw-away server: init, import and info work
// as on a file, and a password written in the address appears in nothing the
// CLI prints, neither on success nor in an error.
#include "storage/storage_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace pairrank::storage;

class CliServerProjectTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void initImportAndInfoWorkOnAServerWithoutShowingThePassword();

private:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    };
    static Run cli(const QStringList& arguments);

    std::unique_ptr<testing::PostgresServer> m_server;
};

void CliServerProjectTest::initTestCase() {
    Result<std::unique_ptr<testing::PostgresServer>> server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
}

CliServerProjectTest::Run CliServerProjectTest::cli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
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

    const Run init = cli({QStringLiteral("init"), withPassword});
    QVERIFY2(init.exitCode == 0, init.err.constData());
    QCOMPARE(init.json().value(QStringLiteral("created")).toString(), shown);
    QCOMPARE(init.json().value(QStringLiteral("name")).toString(), *database);

    const Run import = cli({QStringLiteral("import"), QStringLiteral("--project"), withPassword,
                            QStringLiteral("--dataset"), QStringLiteral("summeval"),
                            QStringLiteral(PAIRRANK_DEMO_DATA "/summeval_demo.jsonl")});
    QVERIFY2(import.exitCode == 0, import.err.constData());
    QCOMPARE(import.json().value(QStringLiteral("candidates_created")).toInt(), 128);

    const Run info = cli({QStringLiteral("info"), shown});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QCOMPARE(info.json().value(QStringLiteral("candidates")).toInt(), 128);
    QCOMPARE(info.json().value(QStringLiteral("contexts")).toInt(), 8);

    const Run missing =
        cli({QStringLiteral("info"),
             QString(withPassword).replace(*database, QStringLiteral("no_such_db"))});
    QVERIFY(missing.exitCode != 0);
    QVERIFY2(missing.err.contains("no_such_db"), missing.err.constData());

    for (const Run& run : {init, import, info, missing}) {
        QVERIFY2(!run.out.contains(secret) && !run.err.contains(secret),
                 QByteArray(run.out + run.err).constData());
    }
}

QTEST_GUILESS_MAIN(CliServerProjectTest)
#include "test_cli_server_project.moc"
