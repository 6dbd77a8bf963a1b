// `pairrank-cli` with a project on a PostgreSQL server (--project postgresql://…),
// run as a real process against a throw-away server: init, import and info work
// as on a file, and a password written in the address appears in nothing the
// CLI prints, neither on success nor in an error. `report` takes a server's address
// too, records it without the password, and the report of texts without systems
// (LLMBar's pairs) has the same accuracy table on the server as in a file.
#include "judge/cli_runner.h"
#include "storage/storage_test_support.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
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
    void aReportWithoutSystemsIsTheSameOnTheServerAsInAFile();

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

void CliServerProjectTest::aReportWithoutSystemsIsTheSameOnTheServerAsInAFile() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QFile dataset(QStringLiteral(PAIRRANK_DATA "/llmbar/llmbar.jsonl"));
    QVERIFY2(dataset.open(QIODevice::ReadOnly), qPrintable(dataset.fileName()));
    const QString items = folder.filePath(QStringLiteral("llmbar-30.jsonl"));
    QFile subset(items);
    QVERIFY(subset.open(QIODevice::WriteOnly));
    for (int line = 0; line < 30; ++line) {
        subset.write(dataset.readLine());
    }
    subset.close();
    const Result<QString> database = m_server->createDatabase(QStringLiteral("llmbar"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    const QString file = folder.filePath(QStringLiteral("llmbar.pairrank"));
    const QByteArray secret = "Open-Sesame-42";
    const QString withPassword =
        QString(m_server->uri(*database))
            .replace(QStringLiteral("postgres@"),
                     QStringLiteral("postgres:%1@").arg(QString::fromLatin1(secret)));
    QVERIFY(withPassword.contains(QString::fromLatin1(secret)));
    QJsonArray tables[2];
    const QStringList projects{withPassword, file};
    for (qsizetype k = 0; k < projects.size(); ++k) {
        QVERIFY(runCli({QStringLiteral("init"), projects[k]}).exitCode == 0);
        const CliRun import =
            runCli({QStringLiteral("import"), QStringLiteral("--project"), projects[k],
                    QStringLiteral("--dataset"), QStringLiteral("llmbar"), items});
        QVERIFY2(import.exitCode == 0, import.standardError.constData());
        const QString output = folder.filePath(QStringLiteral("report-%1.json").arg(k));
        const CliRun report =
            runCli({QStringLiteral("report"), QStringLiteral("--project"), projects[k],
                    QStringLiteral("--format"), QStringLiteral("json"), output});
        QVERIFY2(report.exitCode == 0, report.standardError.constData());
        QFile written(output);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        QVERIFY(!bytes.contains(secret) && !report.standardOutput.contains(secret) &&
                !report.standardError.contains(secret));
        const QJsonObject json = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(json.value(QStringLiteral("project")).toObject().value(QStringLiteral("path")),
                 QJsonValue(k == 0 ? m_server->uri(*database) : file));
        QVERIFY2(json.value(QStringLiteral("win_rates_missing"))
                     .toString()
                     .startsWith(QStringLiteral("no candidate names the system")),
                 qPrintable(projects[k]));
        tables[k] = json.value(QStringLiteral("win_rates"))
                        .toObject()
                        .value(QStringLiteral("accuracy_table"))
                        .toArray();
    }
    QVERIFY(tables[0].size() > 10); // LLMBar's judge configurations
    QCOMPARE(tables[0], tables[1]);
}

QTEST_GUILESS_MAIN(CliServerProjectTest)
#include "test_cli_server_project.moc"
