// `pairrank-cli import` reads its input as a stream: from a FIFO (a process
// substitution or a named pipe) and from standard input ('-', with --format),
// run as a real process; and a refused import changes nothing in the project.
#include "fifo_feeder.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class CliImportTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void candidatesFromAFifoAndJudgementsFromStandardInput();
    void refusedImportChangesNothing();
    void infoCountsCandidatesWithoutASystemApart();

private:
    struct Run {
        int exitCode = -1;
        QJsonObject json;
        QByteArray err;
    };
    Run cli(const QStringList& arguments, const QByteArray& input = {}) const;
    QByteArray checksum() const;

    std::unique_ptr<QTemporaryDir> m_directory;
    QString m_project;
};

CliImportTest::Run CliImportTest::cli(const QStringList& arguments, const QByteArray& input) const {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    Run run;
    if (!process.waitForStarted(10000)) {
        return run;
    }
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray CliImportTest::checksum() const {
    QFile file(m_project);
    return file.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

void CliImportTest::init() {
    m_directory = std::make_unique<QTemporaryDir>();
    QVERIFY(m_directory->isValid());
    m_project = m_directory->filePath(QStringLiteral("p.pairrank"));
    const Run created = cli({QStringLiteral("init"), m_project});
    QVERIFY2(created.exitCode == 0, created.err.constData());
}

void CliImportTest::candidatesFromAFifoAndJudgementsFromStandardInput() {
    const QString fifo = m_directory->filePath(QStringLiteral("candidates.csv"));
    pairrank::storage::testing::FifoFeeder feeder(
        fifo, "context_id,candidate_id,text\nc,a,First\nc,b,Second\nc,c,Third\n");
    QVERIFY(feeder.created());
    const Run candidates = cli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
                                QStringLiteral("--kind"), QStringLiteral("candidates"), fifo});
    QVERIFY2(candidates.exitCode == 0, candidates.err.constData());
    QCOMPARE(candidates.json.value(QStringLiteral("candidates_created")).toInt(), 3);

    const Run judgements =
        cli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
             QStringLiteral("--kind"), QStringLiteral("judgements"), QStringLiteral("--format"),
             QStringLiteral("jsonl"), QStringLiteral("-")},
            "{\"a\":\"a\",\"b\":\"b\",\"p\":0.7}\n{\"a\":\"c\",\"b\":\"a\",\"p\":0.2}\n");
    QVERIFY2(judgements.exitCode == 0, judgements.err.constData());
    QCOMPARE(judgements.json.value(QStringLiteral("judgements_created")).toInt(), 2);
}

void CliImportTest::refusedImportChangesNothing() {
    const Run candidates =
        cli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
             QStringLiteral("--kind"), QStringLiteral("candidates"), QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("-")},
            "candidate_id,text\na,First\nb,Second\n");
    QVERIFY2(candidates.exitCode == 0, candidates.err.constData());
    const QByteArray before = checksum();
    // The second line is fine, the third gives p twice: nothing is imported.
    const Run refused =
        cli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
             QStringLiteral("--kind"), QStringLiteral("judgements"), QStringLiteral("--format"),
             QStringLiteral("jsonl"), QStringLiteral("-")},
            "{\"a\":\"a\",\"b\":\"b\",\"p\":0.7}\n{\"a\":\"b\",\"b\":\"a\",\"p\":0.9,\"p\":0.1}\n");
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.err, QByteArray("pairrank-cli: standard input:2:26: malformed JSON: the "
                                     "member \"p\" is given twice in one object\n"));
    QCOMPARE(checksum(), before);
    const Run info = cli({QStringLiteral("info"), m_project});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QCOMPARE(
        info.json.value(QStringLiteral("tables")).toObject().value(QStringLiteral("judgements")),
        QJsonValue(0));
}

void CliImportTest::infoCountsCandidatesWithoutASystemApart() {
    const Run candidates =
        cli({QStringLiteral("import"), QStringLiteral("--project"), m_project,
             QStringLiteral("--kind"), QStringLiteral("candidates"), QStringLiteral("--format"),
             QStringLiteral("csv"), QStringLiteral("-")},
            "candidate_id,text,system\na,First,gpt\nb,Second,\nc,Third,gpt\nd,Fourth,\n"
            "e,Fifth,llama\n");
    QVERIFY2(candidates.exitCode == 0, candidates.err.constData());
    const Run info = cli({QStringLiteral("info"), m_project});
    QVERIFY2(info.exitCode == 0, info.err.constData());
    QCOMPARE(info.json.value(QStringLiteral("systems")).toObject(),
             (QJsonObject{{QStringLiteral("gpt"), 2}, {QStringLiteral("llama"), 1}}));
    QCOMPARE(info.json.value(QStringLiteral("candidates_without_system")), QJsonValue(2));
    QCOMPARE(info.json.value(QStringLiteral("candidates")), QJsonValue(5));
}

QTEST_GUILESS_MAIN(CliImportTest)
#include "test_cli_import.moc"
