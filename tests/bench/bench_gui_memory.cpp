// GUI benchmark: opens a project of 1,056 candidates and
// 200,000 judgements in the real main window and prints the time until the
// ranking is shown, then the process's resident memory (VmRSS, /proc/self/status)
// with the project open and with a run going. Prints figures; never fails on speed.
//
//   QT_QPA_PLATFORM=offscreen bench_gui_memory [--quick]   (--quick: 20,000 judgements)
#include "core/judge/default_prompts.h"
#include "process_memory.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_settings_form.h"
#include "ui/run/run_tab.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace pairrank;

namespace {

constexpr int kPoolSize = 1'056;

[[noreturn]] void die(const QString& message) {
    std::fprintf(stderr, "bench_gui_memory: %s\n", qPrintable(message));
    std::exit(1);
}

template <typename T> T orDie(storage::Result<T> result) {
    if (!result) {
        die(result.error().toString());
    }
    return std::move(*result);
}

void printMemory(const char* when) {
    std::printf("%-40s VmRSS %7.1f MB, VmHWM %7.1f MB\n", when,
                static_cast<double>(bench::statusKilobytes("VmRSS")) / 1024.0,
                static_cast<double>(bench::statusKilobytes("VmHWM")) / 1024.0);
    std::fflush(stdout);
}

// The pool of bench_storage: 1,056 stories in one context, `judgementCount`
// judgements of the simulated judge "sim" under the criterion "overall".
void createProject(const QString& path, int judgementCount) {
    auto project = orDie(storage::ProjectDatabase::create(path, QStringLiteral("bench gui")));
    const storage::Status status = project->transaction([&]() -> storage::Status {
        auto writer = orDie(storage::CandidateWriter::prepare(*project));
        const domain::ContextId context =
            orDie(writer.addContext({0, QStringLiteral("pool"), {}, {}}));
        QList<domain::CandidateId> candidates;
        for (int i = 0; i < kPoolSize; ++i) {
            domain::Candidate candidate;
            candidate.contextId = context;
            candidate.externalId = QStringLiteral("story-%1").arg(i);
            candidate.text = QStringLiteral("A story of about a hundred characters, number %1, "
                                            "written by some system.")
                                 .arg(i);
            candidate.referenceScores.insert(QStringLiteral("overall"), (i * 37) % 101);
            candidates << orDie(writer.addCandidate(candidate)).id;
        }
        const auto prompt = judge::defaultPrompt(QStringLiteral("summary-coherence"));
        if (!prompt) {
            die(QStringLiteral("no default prompt"));
        }
        domain::Criterion criterion = judge::criterionFromDefault(*prompt);
        criterion.name = QStringLiteral("overall");
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim");
        judge.backend = QStringLiteral("simulated");
        judge.model = QStringLiteral("simulated");
        judge.settings = QJsonObject{
            {QStringLiteral("simulated"),
             QJsonObject{{QStringLiteral("truth_criterion"), QStringLiteral("overall")}}}};
        domain::Run run;
        run.judgeConfigId = orDie(storage::insertJudgeConfig(*project, judge));
        run.criterionId = orDie(storage::insertCriterion(*project, criterion));
        run.status = domain::RunStatus::Imported;
        run.label = QStringLiteral("imported");
        const domain::RunId runId = orDie(storage::insertRun(*project, run));
        auto judgements = orDie(storage::JudgementWriter::prepare(*project));
        const int n = kPoolSize;
        for (int i = 0; i < judgementCount; ++i) {
            // The pairs of bench_storage: spread over the pool, never a self-pair.
            domain::Judgement judgement;
            judgement.runId = runId;
            judgement.contextId = context;
            judgement.candidateA = candidates[i % n];
            const int other = (i * 7919 + 1 + i / n) % n;
            judgement.candidateB = candidates[other == i % n ? (i + 1) % n : other];
            judgement.p = 0.05 + 0.9 * static_cast<double>((i * 37) % 101) / 100.0;
            judgement.requestHash = QStringLiteral("%1").arg(i, 16, 16, QLatin1Char('0'));
            judgement.rawAnswer = QStringLiteral("A");
            judgement.promptTokens = 600;
            judgement.completionTokens = 1;
            judgement.latencyMilliseconds = 120.0;
            orDie(judgements.add(judgement));
        }
        return {};
    });
    if (!status) {
        die(status.message());
    }
}

// Runs the event loop until `signal` of `sender` fires or `milliseconds` pass;
// true when it fired.
template <typename Sender, typename Signal>
bool waitFor(Sender* sender, Signal signal, int milliseconds) {
    QEventLoop loop;
    bool fired = false;
    QObject::connect(sender, signal, &loop, [&] {
        fired = true;
        loop.quit();
    });
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    return fired;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication application(argc, argv);
    const bool quick = application.arguments().contains(QStringLiteral("--quick"));
    const int judgementCount = quick ? 20'000 : 200'000;
    QTemporaryDir directory;
    if (!directory.isValid()) {
        die(QStringLiteral("no temporary directory"));
    }
    std::printf("bench_gui_memory: %s, %s, %d cores, platform %s\n",
                qPrintable(QSysInfo::prettyProductName()),
                qPrintable(QSysInfo::currentCpuArchitecture()), QThread::idealThreadCount(),
                qPrintable(QApplication::platformName()));
    // --project FILE keeps the project there and reuses it on the next run (it is
    // written only when the file does not exist), for repeated measurements.
    const qsizetype projectOption = application.arguments().indexOf(QStringLiteral("--project"));
    const QString path = projectOption > 0 && projectOption + 1 < application.arguments().size()
                             ? application.arguments().at(projectOption + 1)
                             : directory.filePath(QStringLiteral("bench.pairrank"));
    QElapsedTimer clock;
    clock.start();
    if (QFileInfo::exists(path)) {
        std::printf("reusing the project %s\n", qPrintable(path));
    } else {
        createProject(path, judgementCount);
        std::printf("project with %d candidates and %d judgements written in %lld ms\n", kPoolSize,
                    judgementCount, static_cast<long long>(clock.elapsed()));
    }
    printMemory("before the window:");

    ui::ProjectSession session;
    ui::MainWindow window(session);
    window.resize(1280, 800);
    window.show();
    application.processEvents();
    printMemory("empty main window:");

    clock.restart();
    session.openProject(path);
    if (!waitFor(&window.rankingTab(), &ui::RankingTab::rankingShown, 120'000)) {
        die(QStringLiteral("the ranking was not shown within 120 s"));
    }
    const qint64 shownAfter = clock.elapsed();
    std::printf("open until the ranking is shown: %lld ms (%d rows in the ranking table)\n",
                static_cast<long long>(shownAfter), window.rankingTab().model().rowCount());
    printMemory("project open, ranking shown:");

    ui::RunTab* runTab = window.runTab();
    if (runTab == nullptr) {
        std::printf("no Run tab in this build: no run started\n");
        return 0;
    }
    // A run of the in-process simulated judge on the same pool, with the ranking tab
    // recomputing beside it.
    QEventLoop choices;
    for (int attempt = 0; attempt < 100 && runTab->settingsForm().settings().judgeConfig.isEmpty();
         ++attempt) {
        QTimer::singleShot(50, &choices, &QEventLoop::quit);
        choices.exec();
    }
    run::RunSettings settings;
    settings.criterion = QStringLiteral("overall");
    settings.judgeConfig = QStringLiteral("sim");
    settings.strategy = QStringLiteral("epsilon");
    settings.batchSize = 32;
    settings.seed = 3;
    settings.budget.comparisonsPerCandidate.reset();
    settings.budget.comparisonsPerContext = 100'000;
    runTab->settingsForm().setSettings(settings);
    QObject::connect(runTab, &ui::RunTab::startFailed, runTab, [](const QString& message) {
        std::printf("the run could not start: %s\n", qPrintable(message));
    });
    runTab->startRun();
    clock.restart();
    // Starting reads and fits the stored judgements in the worker thread.
    if (!waitFor(runTab, &ui::RunTab::snapshotReceived, 120'000)) {
        std::printf("no snapshot of the run within 120 s\n");
    }
    std::printf("start until the run's first snapshot: %lld ms\n",
                static_cast<long long>(clock.elapsed()));
    clock.restart();
    int snapshots = 1;
    qint64 largestResident = 0;
    while (clock.elapsed() < 15'000) {
        if (waitFor(runTab, &ui::RunTab::snapshotReceived, 1000)) {
            ++snapshots;
        }
        largestResident = std::max(largestResident, bench::statusKilobytes("VmRSS"));
    }
    const qint64 done = runTab->lastSnapshot() ? runTab->lastSnapshot()->totals.comparisonsDone : 0;
    std::printf("run going for 15 s: %d snapshots, %lld comparisons in the model, largest VmRSS "
                "%.1f MB\n",
                snapshots, static_cast<long long>(done),
                static_cast<double>(largestResident) / 1024.0);
    printMemory("project open, run going:");
    runTab->stopRun();
    waitFor(runTab, &ui::RunTab::runFinished, 30'000);
    return 0;
}
