// A team labelling one server project while a run goes on, for the load and
// fault suites and the team benchmark: a throw-away PostgreSQL server with a
// generated project (contexts × candidates with a reference score, so that
// there are pairs enough for many annotators; server init with an overlap
// share), pairrank-judge-sim (answering from those scores) as the LLM
// judge, a `pairrank-cli run` against it, and N `pairrank-cli annotate --auto`
// processes, each a login of the annotator role. Every label a process
// acknowledges (a JSON line written after its commit) is collected, so that
// the project can be checked against them afterwards.
#pragma once

#include "judge/judge_sim_process.h"
#include "storage/postgres_server.h"

#include <QHash>
#include <QList>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace pairrank::testing {

struct AcknowledgedLabel {
    QString annotator;
    qint64 id = 0;
    qint64 low = 0; // candidate ids of the pair, smaller first
    qint64 high = 0;
    QString choice;
    double latencyMs = 0.0;
};

// What the project holds compared with what was acknowledged.
struct TeamCheck {
    qint64 acknowledged = 0;
    qint64 missing = 0;    // acknowledged but not stored
    qint64 duplicated = 0; // stored more than once (same annotator, same pair, both kept)
    qint64 labels = 0;     // stored labels of the annotators (skips too)
    // Pairs outside the overlap share that more than one annotator labelled.
    qint64 nonOverlapPairsLabelledTwice = 0;
    qint64 overlapPairsLabelledTwice = 0;
    qint64 judgements = 0;
    qint64 duplicatedJudgements = 0; // the same request stored twice in one run
    int agreementRows = 0;           // rows of the agreement table between annotators
    int agreementSharedPairs = 0;    // their shared pairs, summed
    QString error;
};

class TeamDriver {
public:
    // Starts the server and the judge simulator and prepares the project;
    // nullptr and `error` on failure.
    struct Size {
        int annotators = 20;
        int contexts = 40;
        int candidatesPerContext = 40;
        int overlapPercent = 10;
    };
    static std::unique_ptr<TeamDriver> prepare(const Size& size, QString* error);
    ~TeamDriver();

    storage::testing::PostgresServer& server() { return *m_server; }
    QString ownerUri() const;
    QString annotatorName(int index) const;

    // The run: until `seconds` have passed (its wall-clock cap) or its budget is spent.
    bool startRun(double seconds, QString* error);
    // An annotator process labelling for `seconds`, leasing pairs for `leaseSeconds`.
    bool startAnnotator(int index, double seconds, QString* error, double leaseSeconds = 600);
    // Waits until the annotator has acknowledged `count` labels in this process
    // (false when it ended first or `timeoutMs` passed).
    bool waitForAcknowledgements(int index, int count, int timeoutMs);
    // SIGKILL, as a person closing a laptop lid mid-label does not; the process's
    // acknowledgements so far are kept.
    void killAnnotator(int index);
    bool annotatorRunning(int index) const;
    // Waits for every process to end; their output is collected.
    void waitForAll(int timeoutMs);
    // The run's and annotators' exit codes and error output, for messages.
    QString processReport() const;
    int runExitCode() const { return m_runExitCode; }

    const QList<AcknowledgedLabel>& acknowledged() const { return m_acknowledged; }
    std::vector<double> latencies() const;
    TeamCheck check();

private:
    TeamDriver() = default;
    void collect(int index);
    QStringList runArguments(const QString& budget, double seconds) const;

    std::unique_ptr<storage::testing::PostgresServer> m_server;
    judge::testing::JudgeSimProcess m_judge;
    QTemporaryDir m_folder;
    QString m_database;
    int m_overlapPercent = 0;
    std::unique_ptr<QProcess> m_run;
    int m_runExitCode = -1;
    QString m_runErrors;
    std::vector<std::unique_ptr<QProcess>> m_annotators;
    QHash<int, QByteArray> m_pending; // partial output lines per annotator
    QList<AcknowledgedLabel> m_acknowledged;
    QStringList m_annotatorErrors;
};

} // namespace pairrank::testing
