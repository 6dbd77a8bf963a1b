// `pairrank-cli copy`, run as a real process: a project with real content (the
// bundled SummEval demo, a run against pairrank-judge-sim, human labels) is
// copied to a throw-away PostgreSQL server and back to a file, and every
// export of the copies — each kind in each format — is byte for byte the
// original's, as is `info`. A password written in the server address appears
// in nothing the CLI prints; a target that exists is refused and left as it was.
#include "judge/cli_runner.h"
#include "judge/judge_sim_process.h"
#include "storage/storage_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank::storage;
using pairrank::judge::testing::CliRun;
using pairrank::judge::testing::JudgeSimProcess;
using pairrank::judge::testing::runCli;

namespace {

QJsonObject json(const CliRun& run) {
    return QJsonDocument::fromJson(run.standardOutput).object();
}

QString failure(const CliRun& run) {
    return QStringLiteral("exit %1: %2")
        .arg(run.exitCode)
        .arg(QString::fromUtf8(run.standardError));
}

// The kinds and formats `pairrank-cli export` offers.
const QStringList kExportKinds{QStringLiteral("candidates"), QStringLiteral("judgements"),
                               QStringLiteral("labels")};
const QStringList kExportFormats{QStringLiteral("csv"), QStringLiteral("json"),
                                 QStringLiteral("jsonl")};

// One context of our own whose candidates' texts all differ (the simulated
// judge tells candidates apart by their text), with reference scores that are
// the simulator's truth.
constexpr int kOwnCandidates = 8;

QByteArray ownCandidatesCsv() {
    QByteArray csv = "context_id,candidate_id,text,context,system,score.coherence\n";
    for (int i = 0; i < kOwnCandidates; ++i) {
        csv += QStringLiteral("own,own-%1,\"Summary %1, in its own words\",The article,S%2,%3\n")
                   .arg(i)
                   .arg(i % 3)
                   .arg(1.0 + 0.5 * i)
                   .toUtf8();
    }
    return csv;
}

QByteArray ownTruthJsonl() {
    QByteArray jsonl;
    for (int i = 0; i < kOwnCandidates; ++i) {
        jsonl += QJsonDocument(QJsonObject{{QStringLiteral("id"), QStringLiteral("own-%1").arg(i)},
                                           {QStringLiteral("score"), 1.0 + 0.5 * i},
                                           {QStringLiteral("text"),
                                            QStringLiteral("Summary %1, in its own words").arg(i)}})
                     .toJson(QJsonDocument::Compact) +
                 '\n';
    }
    return jsonl;
}

QByteArray labelsCsv() {
    return "annotator,a,b,choice,criterion,duration_ms\n"
           "ann,own-0,own-1,B,coherence,3100\n"
           "ann,own-2,own-5,tie,coherence,\n"
           "bob,own-7,own-3,A,coherence,2050\n"
           "bob,own-4,own-6,skip,coherence,900\n";
}

} // namespace

class CliCopyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void aProjectRoundTripsThroughAServerWithIdenticalExports();
    void aTargetThatExistsIsRefusedAndLeftUnchanged();
    void usageErrorsExitWithTwo();

private:
    QString path(const QString& name) const { return m_folder.filePath(name); }
    // A project file with the SummEval demo, a finished run and human labels.
    QString projectWithContent(const QString& name);
    // Every export of the project, by "kind.format".
    QMap<QString, QByteArray> exportsOf(const QString& project, const QString& prefix);

    std::unique_ptr<testing::PostgresServer> m_server;
    QTemporaryDir m_folder;
};

void CliCopyTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    Result<std::unique_ptr<testing::PostgresServer>> server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
}

QString CliCopyTest::projectWithContent(const QString& name) {
    const QString project = path(name);
    const auto succeeds = [](const CliRun& run) {
        if (run.exitCode != 0) {
            QTest::qFail(qPrintable(failure(run)), __FILE__, __LINE__);
        }
        return run.exitCode == 0;
    };
    testing::writeFile(path(QStringLiteral("own.csv")), ownCandidatesCsv());
    testing::writeFile(path(QStringLiteral("truth.jsonl")), ownTruthJsonl());
    testing::writeFile(path(QStringLiteral("labels.csv")), labelsCsv());
    // Our context first, so that it is the project's context 1 (run --context takes an id).
    if (!succeeds(runCli({QStringLiteral("init"), project})) ||
        !succeeds(runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                          path(QStringLiteral("own.csv"))})) ||
        !succeeds(runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                          QStringLiteral("--dataset"), QStringLiteral("summeval"),
                          QStringLiteral(PAIRRANK_DEMO_DATA "/summeval_demo.jsonl")}))) {
        return {};
    }
    JudgeSimProcess simulator;
    QString error;
    if (!simulator.start({QStringLiteral("--truth"), path(QStringLiteral("truth.jsonl")),
                          QStringLiteral("--seed"), QStringLiteral("5"),
                          QStringLiteral("--fail-refusal"), QStringLiteral("0.1")},
                         &error)) {
        QTest::qFail(qPrintable(error), __FILE__, __LINE__);
        return {};
    }
    const CliRun run = runCli({QStringLiteral("run"),
                               QStringLiteral("--project"),
                               project,
                               QStringLiteral("--criterion"),
                               QStringLiteral("coherence"),
                               QStringLiteral("--context"),
                               QStringLiteral("1"),
                               QStringLiteral("--judge"),
                               QStringLiteral("openai"),
                               QStringLiteral("--endpoint"),
                               simulator.url().toString(),
                               QStringLiteral("--judge-model"),
                               QStringLiteral("sim"),
                               QStringLiteral("--strategy"),
                               QStringLiteral("random"),
                               QStringLiteral("--batch"),
                               QStringLiteral("8"),
                               QStringLiteral("--budget"),
                               QStringLiteral("3N"),
                               QStringLiteral("--seed"),
                               QStringLiteral("7"),
                               QStringLiteral("--quiet")});
    if (!succeeds(run) ||
        !succeeds(runCli({QStringLiteral("import"), QStringLiteral("--project"), project,
                          QStringLiteral("--kind"), QStringLiteral("labels"),
                          path(QStringLiteral("labels.csv"))}))) {
        return {};
    }
    return project;
}

QMap<QString, QByteArray> CliCopyTest::exportsOf(const QString& project, const QString& prefix) {
    QMap<QString, QByteArray> exports;
    for (const QString& kind : kExportKinds) {
        for (const QString& format : kExportFormats) {
            const QString output = path(QStringLiteral("%1-%2.%3").arg(prefix, kind, format));
            const CliRun exported = runCli({QStringLiteral("export"), QStringLiteral("--project"),
                                            project, QStringLiteral("--kind"), kind,
                                            QStringLiteral("--format"), format, output});
            if (exported.exitCode != 0) {
                QTest::qFail(qPrintable(failure(exported)), __FILE__, __LINE__);
                return {};
            }
            exports.insert(kind + QLatin1Char('.') + format, testing::readFile(output));
        }
    }
    return exports;
}

void CliCopyTest::aProjectRoundTripsThroughAServerWithIdenticalExports() {
    const QString original = projectWithContent(QStringLiteral("original.pairrank"));
    QVERIFY(!original.isEmpty());
    const CliRun infoBefore = runCli({QStringLiteral("info"), original});
    QVERIFY2(infoBefore.exitCode == 0, qPrintable(failure(infoBefore)));
    const QJsonObject rowsBefore = json(infoBefore).value(QStringLiteral("tables")).toObject();
    // The content reaches the tables a copy can get wrong.
    for (const char* table : {"candidates", "reference_scores", "runs", "judgements",
                              "human_labels", "judge_configs", "criteria"}) {
        QVERIFY2(rowsBefore.value(QLatin1String(table)).toInteger() > 0, table);
    }
    const QMap<QString, QByteArray> before = exportsOf(original, QStringLiteral("original"));
    QCOMPARE(before.size(), kExportKinds.size() * kExportFormats.size());
    for (auto exported = before.cbegin(); exported != before.cend(); ++exported) {
        QVERIFY2(exported.value().count('\n') > 1, qPrintable(exported.key()));
    }

    const Result<QString> database = m_server->createDatabase(QStringLiteral("cli_copy"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    const QByteArray secret = "Copy-Secret-77";
    const QString shown = m_server->uri(*database);
    const QString withPassword =
        QString(shown).replace(QStringLiteral("postgres@"),
                               QStringLiteral("postgres:%1@").arg(QString::fromLatin1(secret)));
    QVERIFY(withPassword.contains(QString::fromLatin1(secret)));

    const CliRun up = runCli({QStringLiteral("copy"), original, withPassword});
    QVERIFY2(up.exitCode == 0, qPrintable(failure(up)));
    QCOMPARE(json(up).value(QStringLiteral("from")).toString(), original);
    QCOMPARE(json(up).value(QStringLiteral("to")).toString(), shown);
    QCOMPARE(json(up).value(QStringLiteral("schema_version")),
             json(infoBefore).value(QStringLiteral("schema_version")));
    QCOMPARE(json(up).value(QStringLiteral("tables")).toObject(), rowsBefore);

    const QString back = path(QStringLiteral("back.pairrank"));
    const CliRun down = runCli({QStringLiteral("copy"), withPassword, back});
    QVERIFY2(down.exitCode == 0, qPrintable(failure(down)));
    QCOMPARE(json(down).value(QStringLiteral("from")).toString(), shown);
    QCOMPARE(json(down).value(QStringLiteral("tables")).toObject(), rowsBefore);

    for (const CliRun& run : {up, down}) {
        QVERIFY2(!run.standardOutput.contains(secret) && !run.standardError.contains(secret),
                 QByteArray(run.standardOutput + run.standardError).constData());
    }

    const CliRun infoAfter = runCli({QStringLiteral("info"), back});
    QVERIFY2(infoAfter.exitCode == 0, qPrintable(failure(infoAfter)));
    QCOMPARE(json(infoAfter), json(infoBefore));
    const QMap<QString, QByteArray> onServer = exportsOf(shown, QStringLiteral("server"));
    const QMap<QString, QByteArray> after = exportsOf(back, QStringLiteral("back"));
    for (auto exported = before.cbegin(); exported != before.cend(); ++exported) {
        QVERIFY2(onServer.value(exported.key()) == exported.value(), qPrintable(exported.key()));
        QVERIFY2(after.value(exported.key()) == exported.value(), qPrintable(exported.key()));
    }
}

void CliCopyTest::aTargetThatExistsIsRefusedAndLeftUnchanged() {
    const QString source = path(QStringLiteral("source.pairrank"));
    const QString target = path(QStringLiteral("target.pairrank"));
    for (const QString& project : {source, target}) {
        const CliRun init = runCli({QStringLiteral("init"), project});
        QVERIFY2(init.exitCode == 0, qPrintable(failure(init)));
    }
    const QByteArray before = testing::fileChecksum(target);
    const CliRun refused = runCli({QStringLiteral("copy"), source, target});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.standardError.contains("exists already"), refused.standardError.constData());
    QVERIFY(refused.standardOutput.isEmpty());
    QCOMPARE(testing::fileChecksum(target), before);

    const CliRun missing = runCli({QStringLiteral("copy"), path(QStringLiteral("nowhere.pairrank")),
                                   path(QStringLiteral("new.pairrank"))});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.standardError.contains("nowhere.pairrank"), missing.standardError.constData());
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("new.pairrank"))));
}

void CliCopyTest::usageErrorsExitWithTwo() {
    const CliRun help = runCli({QStringLiteral("copy"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.standardOutput.contains("FROM") && help.standardOutput.contains("TO"));

    const CliRun oneArgument = runCli({QStringLiteral("copy"), path(QStringLiteral("a"))});
    QCOMPARE(oneArgument.exitCode, 2);
    QVERIFY2(oneArgument.standardError.contains("FROM and TO"),
             oneArgument.standardError.constData());

    const CliRun badAddress = runCli({QStringLiteral("copy"), path(QStringLiteral("a")),
                                      QStringLiteral("postgresql://ann:pw@host/db?password=x")});
    QCOMPARE(badAddress.exitCode, 2);
    QVERIFY2(badAddress.standardError.startsWith("pairrank-cli: TO:"),
             badAddress.standardError.constData());
    QVERIFY2(!badAddress.standardError.contains(":pw@"), badAddress.standardError.constData());
}

QTEST_GUILESS_MAIN(CliCopyTest)
#include "test_cli_copy.moc"
