// Runs pairrank-cli for the judge suites that go through the command line, and
// builds a small project for them (init + import of a JSONL of candidates).
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace pairrank::judge::testing {

struct CliRun {
    int exitCode = -1;
    QByteArray standardOutput;
    QByteArray standardError;
};

// Runs pairrank-cli to its end; `input` is its standard input (closed after it).
inline CliRun
runCli(const QStringList& arguments,
       const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
       const QByteArray& input = {}) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    process.write(input);
    process.closeWriteChannel();
    CliRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.standardOutput = process.readAllStandardOutput();
    run.standardError = process.readAllStandardError();
    return run;
}

// A project with one context of `count` candidates; empty string on success, else what failed.
inline QString createProject(const QString& projectPath, const QString& candidatesPath, int count) {
    QFile candidates(candidatesPath);
    if (!candidates.open(QIODevice::WriteOnly)) {
        return candidates.errorString();
    }
    for (int i = 0; i < count; ++i) {
        const QJsonObject line{
            {QStringLiteral("candidate_id"), QStringLiteral("c%1").arg(i)},
            {QStringLiteral("context_id"), QStringLiteral("article")},
            {QStringLiteral("context_text"), QStringLiteral("The source article.")},
            {QStringLiteral("text"),
             QStringLiteral("Candidate %1 tells it in its own words.").arg(i)}};
        candidates.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    candidates.close();
    const CliRun init = runCli({QStringLiteral("init"), projectPath});
    if (init.exitCode != 0) {
        return QString::fromUtf8(init.standardError);
    }
    const CliRun import =
        runCli({QStringLiteral("import"), QStringLiteral("--project"), projectPath,
                QStringLiteral("--kind"), QStringLiteral("candidates"), candidatesPath});
    return import.exitCode == 0 ? QString() : QString::fromUtf8(import.standardError);
}

} // namespace pairrank::judge::testing
