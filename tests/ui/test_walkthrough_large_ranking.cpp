// A person opens a project whose one context is above the ranking's covariance limit
// (core/analysis/ranking.h) and clicks the Ranking tab: the ranking is there, best first
// as the judgements say, its intervals arrive from draws of the posterior and the line
// above it says so (with the estimated entropy), and the plot beside it shows evenly spaced
// ranks and says so. Clicks on a header sort the table and a third one restores the order
// by rank, keeping the selected candidate selected; the search field narrows it. The
// Candidates table sorts by its header as well.
#include "core/analysis/ranking.h"
#include "storage/candidate_importer.h"
#include "storage/judgement_importer.h"
#include "storage/project_database.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/ranking/score_plot.h"
#include "walkthrough_support.h"

#include <QAbstractAxis>
#include <QCandlestickSeries>
#include <QChart>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kTimeout = 60'000;

bool writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

} // namespace

class WalkthroughLargeRankingTest : public QObject {
    Q_OBJECT

private slots:
    void aPoolAboveTheLimitIsRankedWithDrawnIntervals();
};

// One candidate more than the limit, judged along a chain c0 > c1 > … > c1000.
void WalkthroughLargeRankingTest::aPoolAboveTheLimitIsRankedWithDrawnIntervals() {
    const int count = analysis::kRankingCovarianceLimit + 1;
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QByteArray candidates = "context_id,candidate_id,text\n";
    QByteArray judgements = "a,b,p\n";
    for (int i = 0; i < count; ++i) {
        candidates += "pool,c" + QByteArray::number(i) + ",Text " + QByteArray::number(i) + "\n";
        // Each better one shown first and second by turns: judgements always shown in one
        // order would be the judge's positional bias, fixed from their mean, and no ranking.
        const QByteArray better = "c" + QByteArray::number(i);
        const QByteArray worse = "c" + QByteArray::number(i + 1);
        if (i + 1 < count) {
            judgements +=
                i % 2 == 0 ? better + "," + worse + ",0.8\n" : worse + "," + better + ",0.2\n";
        }
    }
    const QString candidatesPath = folder.filePath(QStringLiteral("candidates.csv"));
    const QString judgementsPath = folder.filePath(QStringLiteral("judgements.csv"));
    QVERIFY(writeFile(candidatesPath, candidates));
    QVERIFY(writeFile(judgementsPath, judgements));
    const QString project = folder.filePath(QStringLiteral("large.pairrank"));
    {
        auto database = storage::ProjectDatabase::create(project, QStringLiteral("large"));
        QVERIFY(database.ok());
        QVERIFY(storage::importCandidatesFromFile(**database, candidatesPath,
                                                  storage::InputFormat::Csv, {})
                    .ok());
        QVERIFY(
            storage::importJudgementsFromFile(**database, judgementsPath, storage::InputFormat::Csv)
                .ok());
    }

    StartedApplication application(project);
    QVERIFY(application.waitUntilOpen(kTimeout));
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    const QLabel* summary = waitForVisible<QLabel>(QStringLiteral("rankingSummary"), kTimeout);
    QVERIFY(summary != nullptr);
    // The ranking comes first, its intervals after it (the summary says "drawing
    // intervals…" meanwhile, too briefly at this size to be waited for).
    const QString drawn =
        ui::RankingTab::tr("intervals from %L1 draws").arg(analysis::kRankIntervalDraws);
    QVERIFY2(waitUntil([&] { return shownText(summary).contains(drawn); }, kTimeout),
             qPrintable(shownText(summary)));
    QVERIFY(!shownText(summary).contains(ui::RankingTab::tr("drawing intervals…")));
    // The entropy is estimated there, and shown with its standard error.
    const QString entropy = ui::RankingTab::tr("entropy %1 ± %2");
    QVERIFY2(shownText(summary).contains(entropy.left(entropy.indexOf(QLatin1Char('%')))) &&
                 shownText(summary).contains(QStringLiteral(" ± ")),
             qPrintable(shownText(summary)));

    auto* table = visible<QTableView>(QStringLiteral("rankingTable"));
    QVERIFY(table != nullptr);
    const QAbstractItemModel* model = table->model();
    QVERIFY(model->rowCount() > 0);
    QCOMPARE(model->index(0, ui::RankingTableModel::Id).data().toString(), QStringLiteral("c0"));
    // Every row a person scrolls to reads a credible interval and a rank interval.
    for (const int row : {0, count / 2, count - 1}) {
        const QString interval =
            model->index(row, ui::RankingTableModel::CredibleInterval).data().toString();
        QVERIFY2(interval.contains(QLocale().decimalPoint()), qPrintable(interval));
        const QString ranks =
            model->index(row, ui::RankingTableModel::RankInterval).data().toString();
        QVERIFY2(ranks.contains(QRegularExpression(QStringLiteral("\\d"))), qPrintable(ranks));
    }

    // The plot beside it shows evenly spaced ranks from the first to the last, and its
    // title and rank axis say how many of how many.
    // (A chart view is covered by its viewport: the viewport is what a person sees.)
    const auto* plot = table->window()->findChild<ui::ScorePlot*>();
    QVERIFY(plot != nullptr);
    QVERIFY(plot->isVisible() && !plot->viewport()->visibleRegion().isEmpty());
    const QList<QPointF> points = plot->scores().points();
    QVERIFY(points.size() <= ui::ScorePlot::kPlottedRanksLimit);
    QVERIFY(points.size() >= ui::ScorePlot::kPlottedRanksLimit / 2);
    QCOMPARE(points.first().x(), 1.0);
    QCOMPARE(points.last().x(), static_cast<double>(count));
    for (qsizetype k = 1; k < points.size(); ++k) {
        QVERIFY(points[k].x() > points[k - 1].x());
        QVERIFY(points[k].y() <= points[k - 1].y()); // best first: c0 > c1 > …
    }
    QVERIFY2(points.first().y() > points.last().y(),
             qPrintable(QStringLiteral("%1 … %2").arg(points.first().y()).arg(points.last().y())));
    // So many scores are one line, and their intervals one band around it, not a marker
    // and a bar each.
    QCOMPARE(plot->scores().type(), QAbstractSeries::SeriesTypeLine);
    const QList<QPointF> upper = plot->bandUpper().points();
    const QList<QPointF> lower = plot->bandLower().points();
    QCOMPARE(upper.size(), points.size());
    QCOMPARE(lower.size(), points.size());
    QCOMPARE(plot->intervals().count(), 0);
    for (qsizetype k = 0; k < points.size(); ++k) {
        QCOMPARE(upper[k].x(), points[k].x());
        QCOMPARE(lower[k].x(), points[k].x());
        QVERIFY2(lower[k].y() < points[k].y() && points[k].y() < upper[k].y(),
                 qPrintable(QStringLiteral("rank %1: %2 … %3 around %4")
                                .arg(points[k].x())
                                .arg(lower[k].y())
                                .arg(upper[k].y())
                                .arg(points[k].y())));
    }
    // The legend below the plot shows a key for the band, in its blue (a key that is
    // visible but not laid out again took no room and was not drawn).
    const QLegend* legend = plot->chart()->legend();
    const QRect legendOnScreen =
        plot->mapFromScene(plot->chart()->mapRectToScene(legend->geometry())).boundingRect();
    const QImage legendPicture = plot->viewport()->grab(legendOnScreen).toImage();
    int bluePixels = 0;
    for (int y = 0; y < legendPicture.height(); ++y) {
        for (int x = 0; x < legendPicture.width(); ++x) {
            const QColor pixel = legendPicture.pixelColor(x, y);
            bluePixels += pixel.blue() - pixel.red() > 30 ? 1 : 0;
        }
    }
    QVERIFY2(bluePixels >= 20, qPrintable(QString::number(bluePixels)));
    // Sorting, by clicks on a header. The ids sort as text: c0, c1, c10, c100, c1000, c101…
    const auto idAt = [&](int row) {
        return model->index(row, ui::RankingTableModel::Id).data().toString();
    };
    QVERIFY(clickRow(table, model->index(500, ui::RankingTableModel::Id)));
    QCOMPARE(idAt(table->currentIndex().row()), QStringLiteral("c500"));
    QVERIFY(clickHeader(table, QStringLiteral("Id")));
    QVERIFY2(waitUntil([&] { return idAt(4) == QStringLiteral("c1000"); }, kTimeout),
             qPrintable(idAt(4)));
    QCOMPARE(idAt(0), QStringLiteral("c0"));
    QCOMPARE(idAt(1), QStringLiteral("c1"));
    QCOMPARE(model->rowCount(), count);
    QCOMPARE(idAt(table->currentIndex().row()), QStringLiteral("c500")); // still selected
    QVERIFY(clickHeader(table, QStringLiteral("Id")));
    QVERIFY2(waitUntil([&] { return idAt(0) == QStringLiteral("c999"); }, kTimeout),
             qPrintable(idAt(0)));
    QCOMPARE(idAt(count - 1), QStringLiteral("c0"));
    QCOMPARE(idAt(table->currentIndex().row()), QStringLiteral("c500"));
    QVERIFY(clickHeader(table, QStringLiteral("Id")));
    QVERIFY2(waitUntil(
                 [&] { return idAt(1) == QStringLiteral("c1") && idAt(2) == QStringLiteral("c2"); },
                 kTimeout),
             qPrintable(idAt(1)));
    QCOMPARE(model->index(count - 1, ui::RankingTableModel::Rank).data().toInt(), count);
    // A first click on Score shows the highest first (the order by rank), a second the
    // lowest first, a third the order by rank again.
    QVERIFY(clickHeader(table, QStringLiteral("Score")));
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(ui::RankingTableModel::Score));
    QCOMPARE(table->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
    QVERIFY(waitUntil([&] { return idAt(0) == QStringLiteral("c0"); }, kTimeout));
    QVERIFY(clickHeader(table, QStringLiteral("Score")));
    QVERIFY2(waitUntil([&] { return idAt(0) == QStringLiteral("c1000"); }, kTimeout),
             qPrintable(idAt(0)));
    QCOMPARE(idAt(count - 1), QStringLiteral("c0"));
    QVERIFY(clickHeader(table, QStringLiteral("Score")));
    QVERIFY(waitUntil([&] { return idAt(0) == QStringLiteral("c0"); }, kTimeout));
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), -1);

    // Searching: "c99" is in eleven ids (c99, c990 … c999), shown by rank.
    auto* search = visible<QLineEdit>(QStringLiteral("Search the ranking"));
    QVERIFY(search != nullptr);
    QVERIFY(typeInto(search, QStringLiteral("C99")));
    QVERIFY2(waitUntil([&] { return model->rowCount() == 11; }, kTimeout),
             qPrintable(QString::number(model->rowCount())));
    QCOMPARE(idAt(0), QStringLiteral("c99"));
    QCOMPARE(idAt(1), QStringLiteral("c990"));
    QCOMPARE(idAt(10), QStringLiteral("c999"));
    // The summary says that the search hides rows, and stops saying it when cleared.
    const QString someShown = ui::RankingTab::tr("%L1 of %L2 shown").arg(11).arg(count);
    QVERIFY2(shownText(summary).startsWith(someShown), qPrintable(shownText(summary)));
    QVERIFY(typeInto(search, QString()));
    QVERIFY(waitUntil([&] { return model->rowCount() == count; }, kTimeout));
    const QString allShown = ui::RankingTab::tr("%L1 of %L2 shown").arg(count).arg(count);
    QVERIFY2(!shownText(summary).contains(someShown) && !shownText(summary).contains(allShown),
             qPrintable(shownText(summary)));

    // The Candidates table sorts by its header too, in the database, a page at a time.
    QVERIFY(clickTab(QStringLiteral("Candidates")));
    auto* candidateTable = waitForVisible<QTableView>(QStringLiteral("candidatesTable"), kTimeout);
    QVERIFY(candidateTable != nullptr);
    const auto candidateAt = [&](int row) {
        return candidateTable->model()->index(row, 0).data().toString();
    };
    QVERIFY(waitUntil([&] { return candidateAt(2) == QStringLiteral("c2"); }, kTimeout));
    // A person widens the Id column first; sorting keeps the widths they see.
    const int idWidth = candidateTable->columnWidth(0);
    QVERIFY(dragHeaderEdge(candidateTable, QStringLiteral("Id"), 60));
    QVERIFY2(candidateTable->columnWidth(0) > idWidth + 40,
             qPrintable(QString::number(candidateTable->columnWidth(0))));
    const auto columnWidths = [&]() {
        QList<int> widths;
        for (int column = 0; column < candidateTable->model()->columnCount(); ++column) {
            widths.append(candidateTable->columnWidth(column));
        }
        return widths;
    };
    const QList<int> widened = columnWidths();
    // The person reads c2, then sorts: c2 stays selected, its text shown, in its new row.
    QVERIFY(clickRow(candidateTable, candidateTable->model()->index(2, 0)));
    const auto* details = visible<QTextBrowser>(QStringLiteral("Candidate text"));
    QVERIFY(details != nullptr);
    QVERIFY(waitUntil([&] { return details->toPlainText().contains(QStringLiteral("Text 2")); },
                      kTimeout));
    const auto selectedId = [&]() {
        const QModelIndexList rows = candidateTable->selectionModel()->selectedRows();
        return rows.size() == 1 ? candidateAt(rows.first().row()) : QString();
    };
    QVERIFY(clickHeader(candidateTable, QStringLiteral("Id")));
    QVERIFY2(waitUntil([&] { return candidateAt(4) == QStringLiteral("c1000"); }, kTimeout),
             qPrintable(candidateAt(4)));
    QCOMPARE(columnWidths(), widened);
    QVERIFY2(waitUntil([&] { return selectedId() == QStringLiteral("c2"); }, kTimeout),
             qPrintable(selectedId()));
    QVERIFY(candidateTable->selectionModel()->selectedRows().first().row() != 2);
    QVERIFY(waitUntil([&] { return details->toPlainText().contains(QStringLiteral("Text 2")); },
                      kTimeout));
    QVERIFY(clickHeader(candidateTable, QStringLiteral("Id")));
    QVERIFY2(waitUntil([&] { return candidateAt(0) == QStringLiteral("c999"); }, kTimeout),
             qPrintable(candidateAt(0)));
    QVERIFY(clickHeader(candidateTable, QStringLiteral("Id")));
    QVERIFY2(waitUntil([&] { return candidateAt(2) == QStringLiteral("c2"); }, kTimeout),
             qPrintable(candidateAt(2)));
    QCOMPARE(columnWidths(), widened);
    QVERIFY(clickTab(QStringLiteral("Ranking")));

    const QString title = plot->chart()->title();
    QVERIFY2(title.contains(QLocale().toString(points.size())), qPrintable(title));
    const auto axes = plot->chart()->axes(Qt::Horizontal);
    QCOMPARE(axes.size(), 1);
    const QString axis = axes.first()->titleText();
    QVERIFY2(axis.contains(QLocale().toString(count)), qPrintable(axis));
}

QTEST_MAIN(WalkthroughLargeRankingTest)
#include "test_walkthrough_large_ranking.moc"
