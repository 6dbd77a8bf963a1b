// GUI benchmark: opens a project of 1,056 candidates and
// 200,000 judgements in the real main window and prints the time until the
// ranking is shown, then the process's resident memory (VmRSS, /proc/self/status)
// with the project open and with a run going. Prints figures; never fails on speed.
//
//   QT_QPA_PLATFORM=offscreen bench_gui_memory [--quick]   (--quick: 20,000 judgements)
#include "gui_bench_project.h"
#include "process_memory.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_settings_form.h"
#include "ui/run/run_tab.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
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

void printMemory(const char* when) {
    std::printf("%-40s VmRSS %7.1f MB, VmHWM %7.1f MB\n", when,
                static_cast<double>(bench::statusKilobytes("VmRSS")) / 1024.0,
                static_cast<double>(bench::statusKilobytes("VmHWM")) / 1024.0);
    std::fflush(stdout);
}

// The pool of bench_storage: 1,056 stories in one context, `judgementCount`
// judgements of the simulated judge "sim" under the criterion "overall".
void createProject(const QString& path, int judgementCount) {
    bench::GuiBenchProject spec;
    spec.candidates = kPoolSize;
    spec.judgements = judgementCount;
    spec.externalId = [](int i) {
        return QStringLiteral("story-%1").arg(i);
    };
    spec.text = [](int i) {
        return QStringLiteral("A story of about a hundred characters, number %1, "
                              "written by some system.")
            .arg(i);
    };
    spec.reference = [](int i) {
        return static_cast<double>((i * 37) % 101);
    };
    // The pairs of bench_storage: spread over the pool, never a self-pair.
    spec.judgement = [](int i, int& a, int& b, double& p) {
        const int n = kPoolSize;
        a = i % n;
        const int other = (i * 7919 + 1 + i / n) % n;
        b = other == a ? (a + 1) % n : other;
        p = 0.05 + 0.9 * static_cast<double>((i * 37) % 101) / 100.0;
    };
    bench::writeGuiBenchProject(path, spec);
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
    if (!bench::waitForSignal(&window.rankingTab(), &ui::RankingTab::rankingShown, 120'000)) {
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
    if (!bench::waitForSignal(runTab, &ui::RunTab::snapshotReceived, 120'000)) {
        std::printf("no snapshot of the run within 120 s\n");
    }
    std::printf("start until the run's first snapshot: %lld ms\n",
                static_cast<long long>(clock.elapsed()));
    clock.restart();
    int snapshots = 1;
    qint64 largestResident = 0;
    while (clock.elapsed() < 15'000) {
        if (bench::waitForSignal(runTab, &ui::RunTab::snapshotReceived, 1000)) {
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
    bench::waitForSignal(runTab, &ui::RunTab::runFinished, 30'000);
    return 0;
}
