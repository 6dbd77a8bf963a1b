// Judge client benchmark: judgements per second through
// the full client — render the prompt, hash it, send it over HTTP, parse the
// answer, store it in a project with a JudgementWriter in its own transaction —
// against pairrank-judge-sim on loopback, with zero latency at concurrency 1, 8
// and 64, and with 50 ms latency at concurrency 64 and 256 (the large-pool run's
// setting, bench_run: what the client alone reaches there is the ceiling of the
// run's "judge slots busy"). Also the CPU time of the
// client (this process) and of the server (the simulator, from /proc), so that
// the client's own cost per judgement is visible. Prints figures; never fails on speed.
//
//   bench_judge [--quick]     (--quick: 5x fewer judgements, for a smoke run)
#include "core/judge/default_prompts.h"
#include "core/judge/judge.h"
#include "judge/judge_sim_process.h"
#include "process_cpu.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>

using namespace pairrank;
using bench::otherProcessCpuSeconds;
using bench::processCpuSeconds;
using bench::threadCpuSeconds;

namespace {

constexpr int kCandidates = 100; // 9,900 ordered pairs

QString loadAverage() {
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly)
               ? QString::fromLatin1(file.readAll().split(' ').mid(0, 3).join(' '))
               : QStringLiteral("unknown");
}

struct Scenario {
    int latencyMilliseconds;
    int concurrency;
    int judgements;
};

struct Figures {
    double seconds = 0;
    double clientCpu = 0;
    double serverCpu = 0;
    int stored = 0;
    int failed = 0;
};

std::unique_ptr<storage::ProjectDatabase> createProject(const QString& path,
                                                        QList<domain::Candidate>& candidates,
                                                        domain::ContextId& contextId) {
    auto project = storage::ProjectDatabase::create(path, QStringLiteral("bench"));
    if (!project.ok()) {
        std::fprintf(stderr, "cannot create the project: %s\n",
                     qPrintable(project.error().toString()));
        return nullptr;
    }
    const storage::Status written = (*project)->transaction([&]() -> storage::Status {
        auto writer = storage::CandidateWriter::prepare(**project);
        if (!writer.ok()) {
            return writer.error();
        }
        auto context = writer->addContext(
            domain::Context{0,
                            QStringLiteral("article"),
                            QStringLiteral("A short news article about the weather."),
                            {}});
        if (!context.ok()) {
            return context.error();
        }
        contextId = *context;
        for (int i = 0; i < kCandidates; ++i) {
            domain::Candidate candidate;
            candidate.contextId = contextId;
            candidate.externalId = QStringLiteral("s%1").arg(i);
            candidate.text =
                QStringLiteral("Summary number %1: it will rain tomorrow, then clear up.").arg(i);
            auto added = writer->addCandidate(candidate);
            if (!added.ok()) {
                return added.error();
            }
            candidates.append(*added);
        }
        return {};
    });
    if (!written.ok()) {
        std::fprintf(stderr, "cannot fill the project: %s\n",
                     qPrintable(written.error().toString()));
        return nullptr;
    }
    return std::move(*project);
}

judge::PairToJudge pairAt(int k, const QList<domain::Candidate>& candidates,
                          domain::ContextId contextId) {
    const int pairIndex = k % (kCandidates * (kCandidates - 1));
    const int a = pairIndex / (kCandidates - 1);
    int b = pairIndex % (kCandidates - 1);
    b += b >= a ? 1 : 0;
    judge::PairToJudge pair;
    pair.ticket = static_cast<quint64>(k);
    pair.contextId = contextId;
    pair.candidateA = candidates[a].id;
    pair.candidateB = candidates[b].id;
    pair.contextText = QStringLiteral("A short news article about the weather.");
    pair.textA = candidates[a].text;
    pair.textB = candidates[b].text;
    pair.positionA = a;
    pair.positionB = b;
    return pair;
}

// CPU microseconds per judgement of the client's parts that need no server:
// rendering + hashing (Judge::prepare) and storing (one transaction per answer).
void printComponents(storage::ProjectDatabase& project, domain::RunId runId,
                     const QList<domain::Candidate>& candidates, domain::ContextId contextId,
                     int count) {
    domain::JudgeConfig config{0,
                               QStringLiteral("parts"),
                               QStringLiteral("simulated"),
                               QStringLiteral("sim"),
                               QString(),
                               {},
                               QString()};
    const domain::Criterion criterion =
        judge::criterionFromDefault(*judge::defaultPrompt(QStringLiteral("summary-coherence")));
    auto judge = judge::Judge::create(config, criterion);
    auto writer = storage::JudgementWriter::prepare(project);
    if (!judge.ok() || !writer.ok()) {
        return;
    }
    double start = threadCpuSeconds();
    QList<judge::PreparedRequest> requests;
    for (int k = 0; k < count; ++k) {
        requests.append((*judge)->prepare(pairAt(k, candidates, contextId)));
    }
    const double prepareSeconds = threadCpuSeconds() - start;
    start = threadCpuSeconds();
    for (const judge::PreparedRequest& request : requests) {
        domain::Judgement judgement;
        judgement.runId = runId;
        judgement.contextId = contextId;
        judgement.candidateA = request.pair.candidateA;
        judgement.candidateB = request.pair.candidateB;
        judgement.p = 0.25;
        judgement.requestHash = request.requestHash;
        judgement.rawAnswer = QStringLiteral("A");
        judgement.promptTokens = 60;
        judgement.completionTokens = 1;
        (void)project.transaction([&]() -> storage::Status {
            auto id = writer->add(judgement);
            return id.ok() ? storage::Status{} : storage::Status{id.error()};
        });
    }
    const double storeSeconds = threadCpuSeconds() - start;
    std::printf(
        "client parts without a server (CPU us per judgement, %d judgements): render + hash %.1f, "
        "store in its own transaction %.1f\n\n",
        count, 1e6 * prepareSeconds / count, 1e6 * storeSeconds / count);
}

Figures runScenario(const Scenario& scenario, const QUrl& server, qint64 serverPid,
                    storage::ProjectDatabase& project, domain::RunId runId,
                    const QList<domain::Candidate>& candidates, domain::ContextId contextId) {
    Figures figures;
    domain::JudgeConfig config;
    config.name = QStringLiteral("bench");
    config.backend = QStringLiteral("openai-chat");
    config.model = QStringLiteral("sim");
    config.endpoint = server.toString();
    config.settings.insert(QStringLiteral("concurrency"), scenario.concurrency);
    config.settings.insert(QStringLiteral("max_attempts"), 1);
    const domain::Criterion criterion =
        judge::criterionFromDefault(*judge::defaultPrompt(QStringLiteral("summary-coherence")));
    auto judge = judge::Judge::create(config, criterion);
    auto writer = storage::JudgementWriter::prepare(project);
    if (!judge.ok() || !writer.ok()) {
        std::fprintf(stderr, "setup failed: %s %s\n", qPrintable(judge.error().message),
                     qPrintable(writer.error().toString()));
        return figures;
    }
    QEventLoop loop;
    int answered = 0;
    QObject::connect(
        judge->get(), &judge::Judge::answered, &loop, [&](const judge::JudgeAnswer& answer) {
            domain::Judgement judgement = answer.judgement;
            judgement.runId = runId;
            const storage::Status written = project.transaction([&]() -> storage::Status {
                auto id = writer->add(judgement);
                return id.ok() ? storage::Status{} : storage::Status{id.error()};
            });
            figures.stored += written.ok() ? 1 : 0;
            figures.failed += answer.judgement.status == domain::JudgementStatus::Failed ? 1 : 0;
            if (++answered == scenario.judgements) {
                loop.quit();
            }
        });

    const double clientCpuBefore = processCpuSeconds();
    const double serverCpuBefore = otherProcessCpuSeconds(serverPid);
    QElapsedTimer wall;
    wall.start();
    // Rendering and hashing are part of the client's work, so they are timed too.
    QList<judge::PreparedRequest> requests;
    requests.reserve(scenario.judgements);
    for (int k = 0; k < scenario.judgements; ++k) {
        requests.append((*judge)->prepare(pairAt(k, candidates, contextId)));
    }
    (*judge)->submit(requests);
    loop.exec();
    figures.seconds = static_cast<double>(wall.nsecsElapsed()) / 1e9;
    figures.clientCpu = processCpuSeconds() - clientCpuBefore;
    figures.serverCpu = otherProcessCpuSeconds(serverPid) - serverCpuBefore;
    return figures;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const bool quick = application.arguments().contains(QStringLiteral("--quick"));
    const int scale = quick ? 5 : 1;
    QTemporaryDir directory;
    QList<domain::Candidate> candidates;
    domain::ContextId contextId = 0;
    auto project =
        createProject(directory.filePath(QStringLiteral("bench.pairrank")), candidates, contextId);
    if (!project) {
        return 1;
    }
    domain::JudgeConfig storedConfig{0,
                                     QStringLiteral("bench"),
                                     QStringLiteral("openai-chat"),
                                     QStringLiteral("sim"),
                                     QString(),
                                     {},
                                     QString()};
    domain::RunId runId = 0;
    const storage::Status setup = project->transaction([&]() -> storage::Status {
        auto judgeId = storage::insertJudgeConfig(*project, storedConfig);
        auto criterionId = storage::ensureCriterion(*project, QStringLiteral("coherence"));
        if (!judgeId.ok() || !criterionId.ok()) {
            return judgeId.ok() ? criterionId.error() : judgeId.error();
        }
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterionId;
        run.status = domain::RunStatus::Running;
        auto inserted = storage::insertRun(*project, run);
        if (!inserted.ok()) {
            return inserted.error();
        }
        runId = *inserted;
        return {};
    });
    if (!setup.ok()) {
        std::fprintf(stderr, "setup failed: %s\n", qPrintable(setup.error().toString()));
        return 1;
    }

    std::printf(
        "bench_judge: full client (render, hash, HTTP openai-chat with logprobs, parse, store one\n"
        "transaction per answer) against pairrank-judge-sim on loopback\n");
    std::printf("machine: %s, %d logical CPUs%s\n\n", qPrintable(QSysInfo::prettyProductName()),
                QThread::idealThreadCount(), quick ? " (--quick)" : "");
    printComponents(*project, runId, candidates, contextId, 5000 / scale);
    std::printf("%-8s %-12s %-11s %-8s %-13s %-11s %-11s %-12s %-16s %s\n", "latency",
                "concurrency", "judgements", "seconds", "judgements/s", "client CPU", "server CPU",
                "client us/j", "client-bound j/s", "failed");
    const Scenario scenarios[] = {{0, 1, 2000 / scale},
                                  {0, 8, 5000 / scale},
                                  {0, 64, 10000 / scale},
                                  {50, 64, 3000 / scale},
                                  {50, 256, 20000 / scale}};
    for (const int latency : {0, 50}) {
        judge::testing::JudgeSimProcess server(
            QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
            {QStringLiteral("--latency-ms"), QString::number(latency)});
        if (server.url().isEmpty()) {
            std::fprintf(stderr, "cannot start the simulator: %s\n", qPrintable(server.error()));
            return 1;
        }
        for (const Scenario& scenario : scenarios) {
            if (scenario.latencyMilliseconds != latency) {
                continue;
            }
            const Figures figures = runScenario(scenario, server.url(), server.processId(),
                                                *project, runId, candidates, contextId);
            const double clientMicroseconds = 1e6 * figures.clientCpu / std::max(1, figures.stored);
            std::printf("%-8s %-12d %-11d %-8.3f %-13.0f %-11.3f %-11.3f %-12.1f %-16.0f %d\n",
                        qPrintable(QStringLiteral("%1 ms").arg(latency)), scenario.concurrency,
                        scenario.judgements, figures.seconds, figures.stored / figures.seconds,
                        figures.clientCpu, figures.serverCpu, clientMicroseconds,
                        1e6 / clientMicroseconds, figures.failed);
            std::fflush(stdout);
        }
    }
    std::printf(
        "\nclient us/j: CPU microseconds of this process per stored judgement (render, hash, HTTP\n"
        "client, parse, SQLite commit); client-bound j/s = 1e6 / client us/j, the rate at which "
        "the\n"
        "client alone would saturate one core. judgements/s is wall-clock and drops when other\n"
        "processes share the cores (load average now: %s). Target: >= 1,000 judgements/s at\n"
        "concurrency 64.\n",
        qPrintable(loadAverage()));
    return 0;
}
