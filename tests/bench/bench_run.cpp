// bench_run: a whole active ranking run (core/run) on one pool against
// pairrank-judge-sim over HTTP, and the engine's share of the wall time —
// selection, fitting, storing, snapshots: everything but waiting for the judge —
// and the CPU per judgement of the run and the simulator, which bounds how many of
// the judge's slots this machine's cores can keep busy.
// The setting: N = 1,000, budget 10N, batches of 100, a 50 ms judge at
// concurrency 64. Prints figures; never fails on speed.
//
//   bench_run [--candidates N] [--budget 10N] [--batch B] [--batches-ahead K] [--latency-ms L]
//             [--concurrency C] [--strategy S] [--model M]
#include "bench_arguments.h"
#include "core/judge/default_prompts.h"
#include "core/run/run_controller.h"
#include "core/run/run_store.h"
#include "core/stats/random.h"
#include "process_cpu.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace pairrank;

namespace {

bool createPool(const QString& path, int candidates) {
    auto database = storage::ProjectDatabase::create(path, QStringLiteral("bench_run"));
    if (!database) {
        std::fprintf(stderr, "%s\n", qPrintable(database.error().toString()));
        return false;
    }
    storage::ProjectDatabase& project = **database;
    stats::Random random(1);
    const storage::Status stored = project.transaction([&]() -> storage::Status {
        auto prompt = judge::defaultPrompt(QStringLiteral("story-overall"));
        if (!prompt) {
            return storage::makeError(QStringLiteral("no story-overall prompt"));
        }
        if (auto id = storage::insertCriterion(project, judge::criterionFromDefault(*prompt));
            !id) {
            return id.error();
        }
        auto writer = storage::CandidateWriter::prepare(project);
        if (!writer) {
            return writer.error();
        }
        domain::Context pool;
        pool.externalId = QStringLiteral("pool");
        auto poolId = writer->addContext(pool);
        if (!poolId) {
            return poolId.error();
        }
        for (int index = 0; index < candidates; ++index) {
            domain::Candidate candidate;
            candidate.contextId = *poolId;
            candidate.externalId = QStringLiteral("story%1").arg(index);
            candidate.text = QStringLiteral("Story %1. Once upon a time, number %2.")
                                 .arg(index)
                                 .arg(random.uniformInt(1000000));
            candidate.referenceScores.insert(prompt->criterion, random.normal());
            if (auto added = writer->addCandidate(candidate); !added) {
                return added.error();
            }
        }
        return {};
    });
    if (!stored) {
        std::fprintf(stderr, "%s\n", qPrintable(stored.error().toString()));
    }
    return stored.ok();
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int candidates =
        bench::optionValue(arguments, QStringLiteral("--candidates"), QStringLiteral("1000"))
            .toInt();
    const QString budget =
        bench::optionValue(arguments, QStringLiteral("--budget"), QStringLiteral("10N"));
    const int batch =
        bench::optionValue(arguments, QStringLiteral("--batch"), QStringLiteral("100")).toInt();
    const int batchesAhead =
        bench::optionValue(arguments, QStringLiteral("--batches-ahead"), QStringLiteral("0"))
            .toInt();
    const int latency =
        bench::optionValue(arguments, QStringLiteral("--latency-ms"), QStringLiteral("50")).toInt();
    const int concurrency =
        bench::optionValue(arguments, QStringLiteral("--concurrency"), QStringLiteral("64"))
            .toInt();
    const QString strategy =
        bench::optionValue(arguments, QStringLiteral("--strategy"), QStringLiteral("epsilon"));
    const QString model =
        bench::optionValue(arguments, QStringLiteral("--model"), QStringLiteral("poe-bt"));

    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("pool.pairrank"));
    // The simulator reads its hidden truth from the project: the project comes first,
    // the judge configuration (which needs the simulator's port) after it.
    QProcess simulator;
    if (!createPool(path, candidates)) {
        return 1;
    }
    simulator.start(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                    {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--project"),
                     path, QStringLiteral("--criterion"), QStringLiteral("overall"),
                     QStringLiteral("--latency-ms"), QString::number(latency),
                     QStringLiteral("--agreement"), QStringLiteral("0.8"),
                     QStringLiteral("--noise"), QStringLiteral("1")});
    QByteArray output;
    while (!output.contains('\n') && simulator.waitForReadyRead(20000)) {
        output += simulator.readAllStandardOutput();
    }
    const QString endpoint = QString::fromUtf8(output).trimmed().section(QLatin1Char(' '), -1);
    if (!endpoint.startsWith(QStringLiteral("http://"))) {
        std::fprintf(stderr, "the simulator did not start: %s\n", output.constData());
        return 1;
    }
    {
        auto database = storage::ProjectDatabase::open(path);
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim");
        judge.backend = QStringLiteral("openai-chat");
        judge.model = QStringLiteral("sim");
        judge.endpoint = endpoint;
        judge.settings.insert(QStringLiteral("concurrency"), concurrency);
        judge.settings.insert(QStringLiteral("timeout_ms"), 600000);
        if (!database || !(*database)->transaction([&]() -> storage::Status {
                auto id = storage::insertJudgeConfig(**database, judge);
                return id ? storage::Status{} : storage::Status{id.error()};
            })) {
            std::fprintf(stderr, "cannot store the judge configuration\n");
            return 1;
        }
    }

    run::RunSettings settings;
    settings.criterion = QStringLiteral("overall");
    settings.judgeConfig = QStringLiteral("sim");
    settings.model = model;
    settings.strategy = strategy;
    settings.batchSize = batch;
    settings.batchesAhead = batchesAhead;
    auto parsedBudget = run::RunBudget::parseComparisons(budget);
    if (!parsedBudget) {
        std::fprintf(stderr, "%s\n", qPrintable(parsedBudget.error().message));
        return 2;
    }
    settings.budget = *parsedBudget;
    const auto opened = run::openRun(path, settings);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().message));
        return 1;
    }
    run::RunController controller;
    run::RunSummary summary;
    QObject::connect(&controller, &run::RunController::finished, &controller,
                     [&](const run::RunSummary& finished) {
                         summary = finished;
                         QCoreApplication::quit();
                     });
    QObject::connect(
        &controller, &run::RunController::failed, &controller,
        [](const QString& message) { std::fprintf(stderr, "%s\n", qPrintable(message)); });
    QElapsedTimer wall;
    wall.start();
    const double runCpuBefore = bench::processCpuSeconds();
    const double simulatorCpuBefore = bench::otherProcessCpuSeconds(simulator.processId());
    if (!controller.start(path, opened->id)) {
        return 1;
    }
    QCoreApplication::exec();
    const double wallSeconds = static_cast<double>(wall.nsecsElapsed()) * 1e-9;
    const double runCpu = bench::processCpuSeconds() - runCpuBefore;
    const double simulatorCpu =
        bench::otherProcessCpuSeconds(simulator.processId()) - simulatorCpuBefore;
    simulator.terminate();
    simulator.waitForFinished(5000);

    const run::RunTotals& totals = summary.totals;
    const double idealJudgeSeconds =
        static_cast<double>(totals.comparisonsDone) * latency / 1000.0 / concurrency;
    std::printf("bench_run: N = %d, budget %s, batch %d, %d batches ahead, %s, %s, judge latency "
                "%d ms at "
                "concurrency %d (pairrank-judge-sim over HTTP)\n",
                candidates, qPrintable(budget), batch, batchesAhead, qPrintable(strategy),
                qPrintable(model), latency, concurrency);
    std::printf("  state %s (%s), %lld comparisons stored, %lld failures\n",
                qPrintable(run::runStateName(summary.finalState)), qPrintable(summary.stopReason),
                static_cast<long long>(totals.comparisonsDone),
                static_cast<long long>(totals.failures));
    std::printf("  wall time of the run        %8.2f s (controller: %.2f s)\n",
                totals.elapsedSeconds, wallSeconds);
    std::printf("  engine time (not the judge) %8.2f s (the run's thread busy with selection, "
                "fitting, storing, snapshots)\n",
                totals.engineSeconds);
    std::printf("  engine's share of wall time %8.1f %%\n",
                100.0 * totals.engineSeconds / std::max(1e-9, totals.elapsedSeconds));
    std::printf("  judge idle                  %8.2f s (no request out: the engine's share on "
                "the critical path)\n",
                totals.judgeIdleSeconds);
    std::printf("  judge idle share of wall    %8.1f %%\n",
                100.0 * totals.judgeIdleSeconds / std::max(1e-9, totals.elapsedSeconds));
    std::printf("  ideal judge time            %8.2f s (comparisons x latency / concurrency)\n",
                idealJudgeSeconds);
    // Requests out is not the judge busy: while the run's thread refits, answers wait in
    // its event loop and free slots are not refilled. The client alone does not fill every
    // slot either: bench_judge's row at the same latency and concurrency is the ceiling.
    std::printf("  judge slots busy            %8.1f %% (ideal judge time / wall time; the\n"
                "                                       client alone: bench_judge)\n",
                100.0 * idealJudgeSeconds / std::max(1e-9, totals.elapsedSeconds));
    std::printf("  throughput                  %8.1f judgements/s\n", totals.throughputPerSecond);
    // Every slot busy means concurrency / latency answers a second. Whatever the threads,
    // the machine's cores bound how many of those it can make and handle: the run's
    // process (client, storage, statistics) and the simulator share them here.
    const double judgements = std::max<double>(1.0, static_cast<double>(totals.comparisonsDone));
    const double cpuPerJudgement = (runCpu + simulatorCpu) / judgements;
    const double fullRate = 1000.0 * concurrency / std::max(1, latency);
    const double coresNeeded = cpuPerJudgement * fullRate;
    const int cores = QThread::idealThreadCount();
    std::printf("  CPU per judgement           %8.0f us (the run's process %.0f us, the simulator "
                "%.0f us)\n",
                cpuPerJudgement * 1e6, runCpu / judgements * 1e6, simulatorCpu / judgements * 1e6);
    std::printf("  cores to fill every slot    %8.2f (at %.0f judgements/s; this machine has %d)\n",
                coresNeeded, fullRate, cores);
    std::printf("  slots busy the cores allow  %8.1f %% at most (cores / cores to fill every "
                "slot)\n",
                100.0 * std::min(1.0, cores / std::max(1e-9, coresNeeded)));
    if (totals.meanSpearman) {
        std::printf("  Spearman vs hidden truth    %8.3f\n", *totals.meanSpearman);
    }
    return summary.finalState == run::RunState::Finished ? 0 : 1;
}
