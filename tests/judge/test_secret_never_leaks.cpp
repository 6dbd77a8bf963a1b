// An API key given to a judge never appears in the
// project file (with its write-ahead log), the log output or an export — the
// bytes are searched. Also: a key file readable by others is refused, the key
// file writer creates 0600 files, and redaction removes a key from any text.
#include "cli_runner.h"
#include "core/judge/api_key.h"
#include "judge_sim_process.h"
#include "judge_test_support.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class SecretNeverLeaksTest : public QObject {
    Q_OBJECT

private slots:
    void keyIsAbsentFromProjectLogsAndExports();
    void keyFileReadableByOthersIsRefused();
    void redactionRemovesTheKey();
};

void SecretNeverLeaksTest::keyIsAbsentFromProjectLogsAndExports() {
    const QByteArray key =
        "sk-test-SECRET-" + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    QTemporaryDir directory;
    const QString project = directory.filePath(QStringLiteral("secret.pairrank"));
    const QString problem =
        createProject(project, directory.filePath(QStringLiteral("candidates.jsonl")), 4);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                           {QStringLiteral("--fail-500"), QStringLiteral("0.3")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PAIRRANK_TEST_API_KEY"), QString::fromLatin1(key));
    QUrl missingPath = server.url();
    missingPath.setPath(QStringLiteral("/v1/missing"));
    QList<CliRun> runs;
    // A working judge (with injected server errors) and one whose every request fails.
    for (const QUrl& endpoint : {server.url(), missingPath}) {
        const bool working = endpoint == server.url();
        // With 30 % of requests failing, the default five attempts leave one of the 6
        // pairs failed, and the command's exit status 1, in about 6 · 0.3⁵ = 1.5 % of runs,
        // and the default circuit breaker (10 failures in a row) trips in about 0.3 %.
        // Twelve attempts make a failed pair 6 · 0.3¹² ≈ 3 · 10⁻⁶ likely; 6 × 12 attempts
        // can never make 100 failures in a row.
        QStringList arguments{QStringLiteral("judge"),
                              QStringLiteral("--project"),
                              project,
                              QStringLiteral("--backend"),
                              QStringLiteral("openai-chat"),
                              QStringLiteral("--endpoint"),
                              endpoint.toString(),
                              QStringLiteral("--model"),
                              QStringLiteral("sim"),
                              QStringLiteral("--judge-name"),
                              working ? QStringLiteral("good") : QStringLiteral("bad"),
                              QStringLiteral("--api-key-env"),
                              QStringLiteral("PAIRRANK_TEST_API_KEY"),
                              QStringLiteral("--criterion"),
                              QStringLiteral("coherence"),
                              QStringLiteral("--setting"),
                              QStringLiteral("backoff_initial_ms=1"),
                              QStringLiteral("--setting"),
                              QStringLiteral("backoff_max_ms=5"),
                              QStringLiteral("--setting"),
                              QStringLiteral("max_attempts=12"),
                              QStringLiteral("--setting"),
                              QStringLiteral("circuit_breaker_failures=100")};
        if (!working) {
            arguments.append(QStringLiteral("--all-pairs")); // pairs the cache has not seen
        }
        runs.append(runCli(arguments, environment));
    }
    QVERIFY2(runs[0].exitCode == 0, runs[0].standardError.constData());
    QVERIFY(runs[0].standardOutput.contains("\"status\":\"ok\""));
    QVERIFY(runs[1].standardOutput.contains("HTTP 404"));
    QVERIFY(server.stats()
                .value(QStringLiteral("by_fault"))
                .toObject()
                .value(QStringLiteral("500"))
                .toInteger() > 0);

    QStringList exports;
    for (const char* kind : {"judgements", "candidates"}) {
        const QString output =
            directory.filePath(QStringLiteral("export-%1.jsonl").arg(QLatin1String(kind)));
        const CliRun exported =
            runCli({QStringLiteral("export"), QStringLiteral("--project"), project,
                    QStringLiteral("--kind"), QLatin1String(kind), QStringLiteral("--format"),
                    QStringLiteral("jsonl"), output});
        QVERIFY2(exported.exitCode == 0, exported.standardError.constData());
        runs.append(exported);
        exports.append(output);
    }
    const CliRun info = runCli({QStringLiteral("info"), project});
    runs.append(info);

    // The judge's configuration is in the project, by the variable's NAME only.
    QVERIFY(fileBytes(project).contains("PAIRRANK_TEST_API_KEY") ||
            fileBytes(project + QStringLiteral("-wal")).contains("PAIRRANK_TEST_API_KEY"));
    QByteArrayList searched;
    for (const QString& path : QDir(directory.path()).entryList(QDir::Files)) {
        searched.append(
            fileBytes(directory.filePath(path))); // project, -wal, -shm, exports, inputs
    }
    for (const CliRun& run : runs) {
        searched.append(run.standardOutput);
        searched.append(run.standardError);
    }
    QVERIFY(searched.size() >= 10);
    for (const QByteArray& bytes : searched) {
        QVERIFY(!bytes.contains(key));
        QVERIFY(!bytes.contains(key.mid(8))); // nor a recognisable part of it
    }
}

void SecretNeverLeaksTest::keyFileReadableByOthersIsRefused() {
    QTemporaryDir directory;
    const QString keyFile = directory.filePath(QStringLiteral("judge.key"));
    QVERIFY(writeApiKeyFile(keyFile, QStringLiteral("sk-test-SECRET-file")).ok());
    struct stat status {};
    QCOMPARE(::stat(QFile::encodeName(keyFile).constData(), &status), 0);
    QCOMPARE(status.st_mode & 0777, mode_t{0600});

    JudgeSettings settings;
    settings.apiKeyFile = keyFile;
    const auto key = readApiKey(settings);
    QVERIFY(key.ok());
    QCOMPARE(*key, QStringLiteral("sk-test-SECRET-file"));

    QCOMPARE(::chmod(QFile::encodeName(keyFile).constData(), 0644), 0);
    const auto refused = readApiKey(settings);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.contains(QStringLiteral("chmod 600")),
             qPrintable(refused.error().message));
    QVERIFY(!refused.error().message.contains(QStringLiteral("sk-test-SECRET")));

    domain::JudgeConfig config =
        httpConfig(QStringLiteral("openai-chat"), QUrl(QStringLiteral("http://127.0.0.1:9")));
    config.settings.insert(QStringLiteral("api_key_file"), keyFile);
    const auto judge = Judge::create(config, defaultCriterion());
    QVERIFY(!judge.ok());
    QVERIFY(judge.error().message.contains(keyFile));

    settings.apiKeyFile.clear();
    settings.apiKeyEnvironmentVariable = QStringLiteral("PAIRRANK_TEST_UNSET_VARIABLE");
    const auto unset = readApiKey(settings);
    QVERIFY(!unset.ok());
    QVERIFY(unset.error().message.contains(QStringLiteral("PAIRRANK_TEST_UNSET_VARIABLE")));
}

void SecretNeverLeaksTest::redactionRemovesTheKey() {
    const QString key = QStringLiteral("sk-test-SECRET-123");
    QCOMPARE(redactSecret(QStringLiteral("bad key sk-test-SECRET-123 (sk-test-SECRET-123)"), key),
             QStringLiteral("bad key [redacted] ([redacted])"));
    QCOMPARE(redactSecret(QByteArray("Bearer sk-test-SECRET-123"), key),
             QByteArray("Bearer [redacted]"));
    QCOMPARE(redactSecret(QStringLiteral("nothing here"), QString()),
             QStringLiteral("nothing here"));
}

QTEST_GUILESS_MAIN(SecretNeverLeaksTest)
#include "test_secret_never_leaks.moc"
