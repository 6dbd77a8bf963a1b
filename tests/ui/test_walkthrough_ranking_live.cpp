// The Ranking tab follows a run: started with F5 on the demo, the Ranking tab
// (clicked like a person would) shows the run's ranking as it changes — its table
// and its plot change several times before the run ends, each time equal to one of
// the snapshots the run sent — and when the run is stopped, it says so no more.
#include "core/run/run_snapshot.h"
#include "ui/main/main_window.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/ranking/score_plot.h"
#include "ui/run/run_tab.h"
#include "walkthrough_support.h"

#include <QLabel>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kTimeout = 60'000;

struct ShownRow {
    qint64 candidate = 0;
    double score = 0.0;
    friend bool operator==(const ShownRow&, const ShownRow&) = default;
};

// The rows of the ranking table a person sees, top to bottom.
QList<ShownRow> shownRows(const QTableView& table) {
    QList<ShownRow> rows;
    const QAbstractItemModel* model = table.model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex score = model->index(row, ui::RankingTableModel::Score);
        rows.append(ShownRow{score.data(ui::RankingTableModel::CandidateIdRole).toLongLong(),
                             score.data(ui::RankingTableModel::SortValueRole).toDouble()});
    }
    return rows;
}

QList<ShownRow> rowsOf(const analysis::RankingSnapshot& ranking) {
    QList<ShownRow> rows;
    for (const analysis::RankingRow& row : ranking.rows) {
        rows.append(ShownRow{row.candidateId, row.score});
    }
    return rows;
}

} // namespace

class WalkthroughRankingLiveTest : public QObject {
    Q_OBJECT

private slots:
    void theRankingTabFollowsTheRun();
};

void WalkthroughRankingLiveTest::theRankingTabFollowsTheRun() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kTimeout));
    ui::MainWindow& window = application.window();
    // What the run sends, to compare with what the Ranking tab shows (read only).
    QSignalSpy snapshots(window.runTab(), &ui::RunTab::snapshotReceived);
    QSignalSpy shown(&window.rankingTab(), &ui::RankingTab::rankingShown);

    QVERIFY(clickTab(QStringLiteral("Run")));
    QToolButton* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    QVERIFY(start != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kTimeout);
    QVERIFY(press(QKeySequence(Qt::Key_F5)));
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    auto* table = waitForVisible<QTableView>(QStringLiteral("rankingTable"));
    QVERIFY(table != nullptr);
    const QLabel* summary = &window.rankingTab().summary();

    // Every ranking the tab shows while the run goes on is one the run sent, and the
    // plot shows the same scores; it changes at least three times.
    QList<QList<ShownRow>> distinct;
    while (distinct.size() < 4) {
        const qsizetype before = shown.size();
        QTRY_VERIFY_WITH_TIMEOUT(shown.size() > before, kTimeout);
        if (!shownText(summary).startsWith(ui::RankingTab::tr("live from the run"))) {
            continue; // a fit shown before the run's first snapshot
        }
        const QList<ShownRow> rows = shownRows(*table);
        QVERIFY(!rows.isEmpty());
        bool sent = false;
        for (const QList<QVariant>& arguments : snapshots) {
            const auto snapshot = arguments.first().value<run::RunSnapshot>();
            for (const run::ContextSnapshot& context : snapshot.contexts) {
                sent = sent || rowsOf(context.ranking) == rows;
            }
        }
        QVERIFY2(sent, "the Ranking tab shows a ranking the run did not send");
        const QList<QPointF> points = window.rankingTab().plot().scores().points();
        QCOMPARE(points.size(), rows.size());
        for (qsizetype place = 0; place < rows.size(); ++place) {
            QCOMPARE(points.at(place).y(), rows.at(place).score);
        }
        if (distinct.isEmpty() || distinct.last() != rows) {
            distinct.append(rows);
        }
    }
    QVERIFY(window.runTab()->isRunActive());

    // Stopped: the tab fits the stored judgements again and no longer says "live".
    QVERIFY(press(QKeySequence(Qt::SHIFT | Qt::Key_F5)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.runTab()->isRunActive(), kTimeout);
    QTRY_VERIFY_WITH_TIMEOUT(
        !shownText(summary).startsWith(ui::RankingTab::tr("live from the run")) &&
            !shownText(summary).isEmpty(),
        kTimeout);
}

QTEST_MAIN(WalkthroughRankingLiveTest)
#include "test_walkthrough_ranking_live.moc"
