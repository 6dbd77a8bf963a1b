// Responsiveness of the GUI during a run: a probe timer
// firing every 5 ms records the gaps of the GUI thread's event loop while the
// real Run tab runs 1,000 candidates against pairrank-judge-sim at concurrency
// 64, with the ε strategy (a full-pair selection step per batch). The figures are
// PRINTED — the longest stall and the 99th percentile — and not asserted (no
// timing thresholds in tests); the test asserts only that the run progressed.
#include "core/judge/default_prompts.h"
#include "event_loop_probe.h"
#include "gui_test_support.h"
#include "judge/judge_sim_process.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "ui/project/project_session.h"
#include "ui/run/run_settings_form.h"
#include "ui/run/run_tab.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

using namespace pairrank;
using namespace pairrank::ui;

namespace {

constexpr int kCandidates = 1000;
constexpr int kConcurrency = 64;
constexpr int kProbeIntervalMilliseconds = 5;
constexpr int kMeasureMilliseconds = 8000;
const QString kCriterionName = QStringLiteral("coherence");

// One pool of 1,000 candidates and an OpenAI-compatible judge at `endpoint`.
QString createProject(const QString& folder, const QString& endpoint) {
    ui_test::RunProjectSpec spec;
    spec.candidates = kCandidates;
    spec.criterion = kCriterionName;
    spec.referenceScore = [](int i) {
        return static_cast<double>((i * 37) % 101);
    };
    domain::JudgeConfig http;
    http.name = QStringLiteral("sim-http");
    http.backend = QStringLiteral("openai-chat");
    http.model = QStringLiteral("sim");
    http.endpoint = endpoint;
    http.settings = QJsonObject{{QStringLiteral("concurrency"), kConcurrency}};
    spec.judges.append(http);
    return ui_test::buildRunProject(folder + QStringLiteral("/responsive.pairrank"), spec);
}

} // namespace

class GuiResponsivenessTest : public QObject {
    Q_OBJECT

private slots:
    void eventLoopDuringARunOnAThousandCandidates();
};

void GuiResponsivenessTest::eventLoopDuringARunOnAThousandCandidates() {
    judge::testing::JudgeSimProcess server(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                                           {QStringLiteral("--latency-ms"), QStringLiteral("20")});
    QVERIFY2(!server.url().isEmpty(), qPrintable(server.error()));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = createProject(folder.path(), server.url().toString());
    QVERIFY(!path.isEmpty());

    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(path);
    QVERIFY(opened.wait(20000));
    RunTab tab(session);
    tab.resize(1280, 800);
    tab.show();
    QTRY_VERIFY_WITH_TIMEOUT(!tab.settingsForm().settings().judgeConfig.isEmpty(), 10000);
    run::RunSettings settings;
    settings.criterion = kCriterionName;
    settings.judgeConfig = QStringLiteral("sim-http");
    settings.model = QStringLiteral("poe-bt");
    settings.strategy = QStringLiteral("epsilon");
    settings.batchSize = kConcurrency;
    settings.seed = 5;
    settings.budget.comparisonsPerCandidate.reset();
    settings.budget.comparisonsPerContext = 2000;
    tab.settingsForm().setSettings(settings);

    ui_test::EventLoopProbe probe(kProbeIntervalMilliseconds);
    QSignalSpy finished(&tab, &RunTab::runFinished);
    QElapsedTimer wall;
    wall.start();
    probe.start();
    tab.startRun();
    // Measures at most kMeasureMilliseconds of the run, then stops it (the budget
    // may take longer on a slow machine).
    if (!finished.wait(kMeasureMilliseconds)) {
        // On a busy machine the first batch may take longer: measure until it is stored.
        QTRY_VERIFY_WITH_TIMEOUT(
            tab.lastSnapshot() && tab.lastSnapshot()->totals.comparisonsDone > 0, 60000);
        tab.stopRun();
        QVERIFY(finished.wait(30000));
    }
    probe.stop();
    const double seconds = static_cast<double>(wall.elapsed()) / 1000.0;

    QVERIFY(tab.lastSnapshot().has_value());
    const qint64 done = tab.lastSnapshot()->totals.comparisonsDone;
    const auto summary = finished.first().at(0).value<run::RunSummary>();
    QVERIFY2(done > 0, "the run stored no judgement");
    const std::vector<double> gaps = probe.gaps();
    QVERIFY(!gaps.empty());
    const double longest = *std::max_element(gaps.begin(), gaps.end());
    std::printf("gui responsiveness: %d candidates, concurrency %d, batch %d, strategy epsilon; "
                "%lld judgements in %.1f s (%.0f/s, engine %.1f s), ended %s\n",
                kCandidates, kConcurrency, kConcurrency, static_cast<long long>(done), seconds,
                tab.lastSnapshot()->totals.throughputPerSecond,
                tab.lastSnapshot()->totals.engineSeconds,
                qPrintable(run::runStateName(summary.finalState)));
    std::printf("gui responsiveness: probe every %d ms, %zu gaps: longest %.1f ms, "
                "99th percentile %.1f ms, median %.1f ms (stall = gap beyond %d ms)\n",
                kProbeIntervalMilliseconds, gaps.size(), longest, ui_test::percentile(gaps, 0.99),
                ui_test::percentile(gaps, 0.5), kProbeIntervalMilliseconds);
    std::fflush(stdout);
}

QTEST_MAIN(GuiResponsivenessTest)
#include "test_gui_responsiveness.moc"
