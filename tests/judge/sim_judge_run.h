// Runs requests through one judge against a pairrank-judge-sim started for them
// (with a request log), for the suites that compare backends end to end.
#pragma once

#include "judge_sim_process.h"
#include "judge_test_support.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

namespace pairrank::judge::testing {

struct SimRunOutcome {
    std::vector<JudgeAnswer> answers;
    QJsonObject stats;
    QList<QJsonObject> log; // the simulator's request log, one object per line
};

// A temporary folder holding a --truth file and numbered request logs.
class SimRunFolder {
public:
    // Writes the truth file of `scores` (writeTruthFile); false when it cannot.
    bool create(const std::vector<double>& scores) {
        return m_directory.isValid() && writeTruthFile(truthFile(), scores);
    }
    QString truthFile() const { return m_directory.filePath(QStringLiteral("truth.jsonl")); }
    QString nextLogPath() {
        return m_directory.filePath(QStringLiteral("requests-%1.jsonl").arg(++m_logs));
    }

private:
    QTemporaryDir m_directory;
    int m_logs = 0;
};

// Empty when every answer failed (status Failed, no p, no class probabilities)
// after `attempts` attempts with a reason containing `reason`; else what the
// first other answer was.
inline QString unlessAllFailed(const std::vector<JudgeAnswer>& answers, const QString& reason,
                               int attempts) {
    for (const JudgeAnswer& answer : answers) {
        const domain::Judgement& judgement = answer.judgement;
        if (judgement.status != domain::JudgementStatus::Failed || judgement.p ||
            !answer.classProbabilities.empty() || answer.attempts != attempts ||
            !judgement.failureReason.contains(reason)) {
            return QStringLiteral("ticket %1: %2 after %3 attempts: %4")
                .arg(answer.ticket)
                .arg(domain::toString(judgement.status))
                .arg(answer.attempts)
                .arg(judgement.failureReason);
        }
    }
    return {};
}

inline QList<QJsonObject> readRequestLog(const QString& path) {
    QList<QJsonObject> lines;
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (!line.isEmpty()) {
                lines.append(QJsonDocument::fromJson(line).object());
            }
        }
    }
    return lines;
}

// Starts the simulator with `simArguments` plus "--request-log logPath", creates
// the judge (`backend`, `settings`, the default criterion), submits `requests`
// and waits (the event loop runs meanwhile) for their answers. The caller
// compares the number of answers with the requests'; an empty outcome (with a
// warning) means the simulator or the judge could not be started.
inline SimRunOutcome runAgainstSimulator(const QString& backend, QStringList simArguments,
                                         const QJsonObject& settings,
                                         const QList<PairToJudge>& requests,
                                         const QString& logPath) {
    SimRunOutcome outcome;
    simArguments << QStringLiteral("--request-log") << logPath;
    JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH), simArguments);
    if (server.url().isEmpty()) {
        qWarning("%s", qPrintable(server.error()));
        return outcome;
    }
    auto judge = Judge::create(httpConfig(backend, server.url(), settings), defaultCriterion());
    if (!judge.ok()) {
        qWarning("%s", qPrintable(judge.error().message));
        return outcome;
    }
    AnswerCollector collector(**judge);
    (*judge)->submit(prepareAll(**judge, requests));
    std::ignore = QTest::qWaitFor(
        [&] { return collector.answers.size() == static_cast<std::size_t>(requests.size()); },
        20000);
    outcome.answers = collector.answers;
    outcome.stats = server.stats();
    server.stop();
    outcome.log = readRequestLog(logPath);
    return outcome;
}

} // namespace pairrank::judge::testing
