// The Ranking tab shows what the stored judgements say: its table equals an
// independent fit of the same judgements with core/stats (poe-bt, unit prior,
// δ = logit(mean p)), and its plot holds the same numbers. A fit still waiting
// when the person chooses another criterion is dropped: only the newest choice
// is shown.
#include "core/stats/comparison.h"
#include "core/stats/scoring_model.h"
#include "gui_test_support.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "ui/project/project_session.h"
#include "ui/ranking/candidate_judgements_model.h"
#include "ui/ranking/ranking_row_order.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/ranking/score_plot.h"
#include "worker_hold.h"

#include <QAbstractItemModelTester>
#include <QCandlestickSeries>
#include <QCandlestickSet>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

using namespace pairrank;
using namespace pairrank::ui;

class RankingTabTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tableEqualsAnIndependentFit();
    void clickingACandidateShowsItsJudgements();
    void anotherCriterionDropsTheWaitingFit();
    void rowsSortAndSearchAsTheirValuesSay();
    void aLargeRankingIsOrderedOffTheGuiThread();

private:
    QTemporaryDir m_folder;
    ui_test::BuiltProject m_project;
    std::vector<stats::Comparison> m_comparisons; // 0-based positions, as stored
};

constexpr int kCandidates = 8;

namespace {

// The tab on a session, as a person sees it once the project opened.
struct ShownTab {
    ProjectSession session;
    RankingTab tab{session};
    QSignalSpy shown{&tab, &RankingTab::rankingShown};

    // Opens `path` and shows the tab once its first ranking arrived.
    bool open(const QString& path) {
        session.openProject(path);
        if (!shown.wait(15'000)) {
            return false;
        }
        tab.resize(1200, 900);
        tab.show();
        return QTest::qWaitForWindowExposed(&tab);
    }
};

} // namespace

void RankingTabTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
    m_project = ui_test::buildProject(m_folder.filePath(QStringLiteral("ranking.pairrank")),
                                      {1, kCandidates, {QStringLiteral("s")}});
    QVERIFY(!m_project.path.isEmpty());
    auto database = ui_test::openProject(m_project.path);
    QVERIFY(database);
    // Candidate i is better than j when i > j; p grows with the gap, and every
    // ordered pair is asked once, with a slight bias towards position A.
    const storage::Status stored = database->transaction([&]() -> storage::Status {
        auto criterion = storage::insertCriterion(
            *database,
            {0, QStringLiteral("quality"), {}, {}, {QStringLiteral("A"), QStringLiteral("B")}});
        if (!criterion) {
            return criterion.error();
        }
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("test judge");
        judge.backend = QStringLiteral("imported");
        auto judgeId = storage::insertJudgeConfig(*database, judge);
        if (!judgeId) {
            return judgeId.error();
        }
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterion;
        run.status = domain::RunStatus::Imported;
        auto runId = storage::insertRun(*database, run);
        if (!runId) {
            return runId.error();
        }
        for (int a = 0; a < kCandidates; ++a) {
            for (int b = 0; b < kCandidates; ++b) {
                if (a == b || (a + b) % 3 == 0) {
                    continue; // leave some pairs out
                }
                const double p = stats::sigmoid(0.45 * (a - b) + 0.2);
                domain::Judgement judgement;
                judgement.runId = *runId;
                judgement.contextId = m_project.contexts.first();
                judgement.candidateA = m_project.candidates.first().at(a);
                judgement.candidateB = m_project.candidates.first().at(b);
                judgement.p = p;
                if (auto id = storage::insertJudgement(*database, judgement); !id) {
                    return id.error();
                }
                m_comparisons.push_back(stats::Comparison{a, b, p});
            }
        }
        // Attempts without an answer involving the best candidate: not evidence.
        const domain::CandidateId best = m_project.candidates.first().at(kCandidates - 1);
        for (const auto& [status, other, reason] :
             {std::tuple{domain::JudgementStatus::Failed, 0, QStringLiteral("timeout after 30 s")},
              std::tuple{domain::JudgementStatus::Refusal, 3, QStringLiteral("declined")}}) {
            domain::Judgement attempt;
            attempt.runId = *runId;
            attempt.contextId = m_project.contexts.first();
            attempt.candidateA = best;
            attempt.candidateB = m_project.candidates.first().at(other);
            attempt.status = status;
            attempt.failureReason = reason;
            if (auto id = storage::insertJudgement(*database, attempt); !id) {
                return id.error();
            }
        }
        // Another criterion, judged by another judge, with the best candidate shown second.
        auto style = storage::insertCriterion(
            *database,
            {0, QStringLiteral("style"), {}, {}, {QStringLiteral("A"), QStringLiteral("B")}});
        if (!style) {
            return style.error();
        }
        domain::JudgeConfig styleJudge;
        styleJudge.name = QStringLiteral("style judge");
        styleJudge.backend = QStringLiteral("imported");
        auto styleJudgeId = storage::insertJudgeConfig(*database, styleJudge);
        if (!styleJudgeId) {
            return styleJudgeId.error();
        }
        domain::Run styleRun;
        styleRun.judgeConfigId = *styleJudgeId;
        styleRun.criterionId = *style;
        styleRun.status = domain::RunStatus::Imported;
        auto styleRunId = storage::insertRun(*database, styleRun);
        if (!styleRunId) {
            return styleRunId.error();
        }
        domain::Judgement styled;
        styled.runId = *styleRunId;
        styled.contextId = m_project.contexts.first();
        styled.candidateA = m_project.candidates.first().at(1);
        styled.candidateB = best;
        styled.p = 0.3;
        if (auto id = storage::insertJudgement(*database, styled); !id) {
            return id.error();
        }
        return {};
    });
    QVERIFY2(stored, qPrintable(stored.message()));
}

void RankingTabTest::tableEqualsAnIndependentFit() {
    ProjectSession session;
    RankingTab tab(session);
    QSignalSpy shown(&tab, &RankingTab::rankingShown);
    QAbstractItemModelTester tester(&tab.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    session.openProject(m_project.path);
    QVERIFY(shown.wait(15'000));
    QCOMPARE(shown.last().first().toString(), QString());

    auto model = stats::ModelSpec::parse("poe-bt");
    QVERIFY(model);
    stats::FitOptions options;
    options.priorVariance = 1.0;
    options.homeAdvantage.mode = stats::HomeAdvantageMode::Estimate;
    auto fit = stats::fitModel(*model, m_comparisons, kCandidates, options);
    QVERIFY(fit && fit->covariance);
    std::vector<int> order(kCandidates);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int left, int right) { return fit->scores(left) > fit->scores(right); });

    const RankingTableModel& table = tab.model();
    QCOMPARE(table.rowCount(), kCandidates);
    const auto value = [&](int row, int column) {
        return table.data(table.index(row, column), RankingTableModel::SortValueRole);
    };
    for (int row = 0; row < kCandidates; ++row) {
        const int index = order[static_cast<std::size_t>(row)];
        QCOMPARE(value(row, RankingTableModel::Rank).toInt(), row + 1);
        QCOMPARE(value(row, RankingTableModel::Id).toString(), QStringLiteral("c0-%1").arg(index));
        QVERIFY(std::abs(value(row, RankingTableModel::Score).toDouble() - fit->scores(index)) <
                1e-6);
        const double deviation = std::sqrt((*fit->covariance)(index, index));
        const auto interval = table.snapshot().rows.at(row).credibleInterval;
        QVERIFY(interval);
        QVERIFY(std::abs(interval->lower - (fit->scores(index) - 1.959964 * deviation)) < 1e-5);
        QVERIFY(std::abs(interval->upper - (fit->scores(index) + 1.959964 * deviation)) < 1e-5);
        const int seen = static_cast<int>(std::count_if(
            m_comparisons.begin(), m_comparisons.end(),
            [index](const stats::Comparison& c) { return c.a == index || c.b == index; }));
        QCOMPARE(value(row, RankingTableModel::Judgements).toInt(), seen);
        if (row + 1 < kCandidates) {
            const int below = order[static_cast<std::size_t>(row + 1)];
            const auto& covariance = *fit->covariance;
            const double variance = covariance(index, index) + covariance(below, below) -
                                    2.0 * covariance(index, below);
            const double expected =
                stats::normalCdf((fit->scores(index) - fit->scores(below)) / std::sqrt(variance));
            QVERIFY(std::abs(value(row, RankingTableModel::ProbabilityAboveNext).toDouble() -
                             expected) < 1e-6);
        } else {
            QVERIFY(!value(row, RankingTableModel::ProbabilityAboveNext).isValid());
        }
        const int lower = table.snapshot().rows.at(row).rankLower.value_or(0);
        const int upper = table.snapshot().rows.at(row).rankUpper.value_or(0);
        QVERIFY(1 <= lower && lower <= row + 1 && row + 1 <= upper && upper <= kCandidates);
    }
    // The truth (i better than j when i > j) is recovered.
    QCOMPARE(value(0, RankingTableModel::Id).toString(),
             QStringLiteral("c0-%1").arg(kCandidates - 1));

    // The plot holds the same scores and intervals, by rank.
    const QList<QPointF> points = tab.plot().scores().points();
    QCOMPARE(points.size(), kCandidates);
    const auto bars = tab.plot().intervals().sets();
    QCOMPARE(bars.size(), kCandidates);
    for (int row = 0; row < kCandidates; ++row) {
        QCOMPARE(points.at(row).x(), row + 1.0);
        QCOMPARE(points.at(row).y(), value(row, RankingTableModel::Score).toDouble());
        QCOMPARE(bars.at(row)->high(), table.snapshot().rows.at(row).credibleInterval->upper);
        QCOMPARE(bars.at(row)->low(), table.snapshot().rows.at(row).credibleInterval->lower);
    }
}

// A person clicks the best candidate: its text is shown, and its judgements list
// says for each one the criterion, the judge, the opponent, the position and the
// outcome; by default only the ranked criterion's answers, failures on request,
// other criteria on request; sorting by a column sorts the list.
void RankingTabTest::clickingACandidateShowsItsJudgements() {
    ShownTab shownTab;
    QVERIFY(shownTab.open(m_project.path));
    RankingTab& tab = shownTab.tab;
    QCOMPARE(tab.criterionChoice().currentText(), QStringLiteral("quality"));
    QTableView& view = tab.table();
    const QRect cell = view.visualRect(tab.model().index(0, RankingTableModel::Id));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, cell.center());
    const QString id = tab.model().data(tab.model().index(0, RankingTableModel::Id)).toString();
    QCOMPARE(id, QStringLiteral("c0-%1").arg(kCandidates - 1));
    QTRY_VERIFY_WITH_TIMEOUT(tab.details().toPlainText().contains(id), 10'000);
    QVERIFY(tab.details().toPlainText().contains(
        QStringLiteral("text of candidate 0-%1").arg(kCandidates - 1)));

    // The ranked criterion's answers, as stored: p from the best candidate's side.
    constexpr int best = kCandidates - 1;
    QHash<int, double> asFirst;  // opponent → p when the best was shown first
    QHash<int, double> asSecond; // opponent → p (of the opponent) when shown second
    for (const stats::Comparison& comparison : m_comparisons) {
        if (comparison.a == best) {
            asFirst.insert(comparison.b, comparison.p);
        } else if (comparison.b == best) {
            asSecond.insert(comparison.a, comparison.p);
        }
    }
    const int answered = static_cast<int>(asFirst.size() + asSecond.size());
    const CandidateJudgementsModel& list = tab.judgementsModel();
    QTRY_COMPARE_WITH_TIMEOUT(list.rowCount(), answered, 10'000);
    const auto text = [&list](int row, int column) {
        return list.index(row, column).data().toString();
    };
    const QLocale locale;
    for (int row = 0; row < list.rowCount(); ++row) {
        QCOMPARE(text(row, CandidateJudgementsModel::Criterion), QStringLiteral("quality"));
        QCOMPARE(text(row, CandidateJudgementsModel::Judge), QStringLiteral("test judge"));
        QVERIFY(!list.index(row, 0).data(CandidateJudgementsModel::FailedRole).toBool());
        const int opponent = text(row, CandidateJudgementsModel::Opponent).mid(3).toInt();
        const bool first = text(row, CandidateJudgementsModel::Position) == QStringLiteral("first");
        const double p =
            first ? asFirst.value(opponent, -1.0) : 1.0 - asSecond.value(opponent, 2.0);
        QVERIFY2(p >= 0.0 && p <= 1.0, qPrintable(text(row, CandidateJudgementsModel::Opponent)));
        QCOMPARE(text(row, CandidateJudgementsModel::Outcome), locale.toString(p, 'f', 3));
    }
    auto* summary = tab.findChild<QLabel*>(QStringLiteral("candidateJudgementsSummary"));
    QVERIFY(summary);
    // (Plural forms come from the English translation; the count and criterion do not.)
    QVERIFY2(summary->text().startsWith(QStringLiteral("%1 judgement").arg(answered)) &&
                 summary->text().contains(QStringLiteral("“quality”")),
             qPrintable(summary->text()));
    QVERIFY2(summary->text().contains(QStringLiteral("2 failed or refused")),
             qPrintable(summary->text()));

    const auto checkBox = [&tab](const QString& label) -> QCheckBox* {
        for (QCheckBox* box : tab.findChildren<QCheckBox*>()) {
            if (box->text() == label) {
                return box;
            }
        }
        return nullptr;
    };
    QCheckBox* failures = checkBox(QStringLiteral("Show failures"));
    QCheckBox* allCriteria = checkBox(QStringLiteral("All criteria"));
    QVERIFY(failures && allCriteria);
    QVERIFY(!failures->isChecked() && !allCriteria->isChecked());
    QTest::mouseClick(failures, Qt::LeftButton, {}, QPoint(4, failures->height() / 2));
    QTRY_COMPARE_WITH_TIMEOUT(list.rowCount(), answered + 2, 10'000);
    QStringList failedOutcomes;
    for (int row = 0; row < list.rowCount(); ++row) {
        if (list.index(row, 0).data(CandidateJudgementsModel::FailedRole).toBool()) {
            failedOutcomes << text(row, CandidateJudgementsModel::Outcome);
            // Greyed and in italics: it does not read like an answer.
            QVERIFY(list.index(row, 0).data(Qt::FontRole).value<QFont>().italic());
        }
    }
    failedOutcomes.sort();
    QCOMPARE(failedOutcomes, (QStringList{QStringLiteral("failed: timeout after 30 s"),
                                          QStringLiteral("refused: declined")}));

    QTest::mouseClick(allCriteria, Qt::LeftButton, {}, QPoint(4, allCriteria->height() / 2));
    QTRY_COMPARE_WITH_TIMEOUT(list.rowCount(), answered + 3, 10'000);
    int styled = 0;
    for (int row = 0; row < list.rowCount(); ++row) {
        if (text(row, CandidateJudgementsModel::Criterion) == QStringLiteral("style")) {
            ++styled;
            QCOMPARE(text(row, CandidateJudgementsModel::Judge), QStringLiteral("style judge"));
            QCOMPARE(text(row, CandidateJudgementsModel::Opponent), QStringLiteral("c0-1"));
            QCOMPARE(text(row, CandidateJudgementsModel::Position), QStringLiteral("second"));
            QCOMPARE(text(row, CandidateJudgementsModel::Outcome), locale.toString(0.7, 'f', 3));
        }
    }
    QCOMPARE(styled, 1);

    // A click on the Outcome header sorts by it: failures (no probability) first.
    auto* judgementsView = tab.findChild<QTableView*>(QStringLiteral("candidateJudgements"));
    QVERIFY(judgementsView);
    QHeaderView* header = judgementsView->horizontalHeader();
    const int x = header->sectionViewportPosition(CandidateJudgementsModel::Outcome) +
                  header->sectionSize(CandidateJudgementsModel::Outcome) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    QTRY_VERIFY(list.index(0, 0).data(CandidateJudgementsModel::FailedRole).toBool());
    for (int row = 1; row < list.rowCount(); ++row) {
        const double previous = list.index(row - 1, CandidateJudgementsModel::Outcome)
                                    .data(CandidateJudgementsModel::SortValueRole)
                                    .toDouble();
        const double current = list.index(row, CandidateJudgementsModel::Outcome)
                                   .data(CandidateJudgementsModel::SortValueRole)
                                   .toDouble();
        QVERIFY(previous <= current);
    }
}

// The fit of "quality" waits on the project's worker (held by the test) when the
// person picks "style" with the keyboard: the waiting fit is dropped, and the one
// ranking shown is that of "style", whose one judgement it counts.
void RankingTabTest::anotherCriterionDropsTheWaitingFit() {
    ShownTab shownTab;
    QVERIFY(shownTab.open(m_project.path));
    RankingTab& tab = shownTab.tab;
    ProjectSession& session = shownTab.session;
    QSignalSpy& shown = shownTab.shown;
    QComboBox& criteria = tab.criterionChoice();
    QCOMPARE(criteria.currentText(), QStringLiteral("quality"));
    QCOMPARE(criteria.itemText(criteria.currentIndex() + 1), QStringLiteral("style"));
    auto* recompute =
        ui_test::childNamed<QPushButton>(tab, QStringLiteral("Recompute the ranking"));
    QVERIFY(recompute && recompute->isVisible());

    ui_test::WorkerHold hold(session);
    shown.clear();
    QTest::mouseClick(recompute, Qt::LeftButton); // a fit of "quality", waiting its turn
    criteria.setFocus();
    QTest::keyClick(&criteria, Qt::Key_Down);
    QCOMPARE(criteria.currentText(), QStringLiteral("style"));
    QVERIFY(shown.isEmpty()); // the window answered while the worker was held
    hold.release();

    QVERIFY(shown.wait(15'000));
    QCOMPARE(shown.first().first().toString(), QString());
    QCOMPARE(tab.model().snapshot().criterionName, QStringLiteral("style"));
    QCOMPARE(tab.model().snapshot().comparisons, qint64{1});
    // Everything posted before this job has been delivered once it comes back.
    QObject receiver;
    bool drained = false;
    session.run(
        &receiver, [](storage::ProjectDatabase&) { return 0; },
        [&drained](int) { drained = true; });
    QTRY_VERIFY_WITH_TIMEOUT(drained, 15'000);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(tab.model().snapshot().criterionName, QStringLiteral("style"));
}

namespace {

analysis::RankingRow row(int rank, const QString& id, double score,
                         std::optional<double> reference = std::nullopt,
                         const QString& system = {}) {
    analysis::RankingRow made;
    made.candidateId = 100 + rank;
    made.rank = rank;
    made.externalId = id;
    made.system = system;
    made.textPreview = QStringLiteral("Text of %1").arg(id);
    made.score = score;
    made.referenceScore = reference;
    return made;
}

QStringList idsOf(const QList<analysis::RankingRow>& rows, const std::vector<int>& order) {
    QStringList ids;
    for (const int index : order) {
        ids << rows.at(index).externalId;
    }
    return ids;
}

} // namespace

// By rank as given; the values below are chosen so that each order is known by hand.
void RankingTabTest::rowsSortAndSearchAsTheirValuesSay() {
    const QList<analysis::RankingRow> rows{
        row(1, QStringLiteral("delta"), 2.0, 1.0, QStringLiteral("Beta")),
        row(2, QStringLiteral("Alpha"), 1.0, std::nullopt, QStringLiteral("alpha")),
        row(3, QStringLiteral("charlie"), 1.0, 3.0),
        row(4, QStringLiteral("bravo"), -0.5, std::nullopt),
        row(5, QStringLiteral("echo"), -2.0, 2.0, QStringLiteral("beta")),
    };
    const auto order = [&](int column, Qt::SortOrder direction, const QString& search = {}) {
        return idsOf(rows, orderRankingRows(rows, {column, direction, search}));
    };
    const QStringList byRank{QStringLiteral("delta"), QStringLiteral("Alpha"),
                             QStringLiteral("charlie"), QStringLiteral("bravo"),
                             QStringLiteral("echo")};
    QCOMPARE(order(-1, Qt::AscendingOrder), byRank);
    QCOMPARE(order(RankingTableModel::Rank, Qt::AscendingOrder), byRank);
    // Equal scores (Alpha, charlie) keep their order by rank in both directions.
    QCOMPARE(order(RankingTableModel::Score, Qt::AscendingOrder),
             QStringList({QStringLiteral("echo"), QStringLiteral("bravo"), QStringLiteral("Alpha"),
                          QStringLiteral("charlie"), QStringLiteral("delta")}));
    QCOMPARE(order(RankingTableModel::Score, Qt::DescendingOrder), byRank);
    // Ids without regard to case.
    QCOMPARE(
        order(RankingTableModel::Id, Qt::AscendingOrder),
        QStringList({QStringLiteral("Alpha"), QStringLiteral("bravo"), QStringLiteral("charlie"),
                     QStringLiteral("delta"), QStringLiteral("echo")}));
    // Candidates without a reference score come last either way.
    QCOMPARE(
        order(RankingTableModel::ReferenceScore, Qt::AscendingOrder),
        QStringList({QStringLiteral("delta"), QStringLiteral("echo"), QStringLiteral("charlie"),
                     QStringLiteral("Alpha"), QStringLiteral("bravo")}));
    QCOMPARE(
        order(RankingTableModel::ReferenceScore, Qt::DescendingOrder),
        QStringList({QStringLiteral("charlie"), QStringLiteral("echo"), QStringLiteral("delta"),
                     QStringLiteral("Alpha"), QStringLiteral("bravo")}));
    // Search: any case, in the id, the system or the text; shown by rank, or sorted.
    QCOMPARE(order(-1, Qt::AscendingOrder, QStringLiteral("BETA")),
             QStringList({QStringLiteral("delta"), QStringLiteral("echo")}));
    QCOMPARE(order(RankingTableModel::Score, Qt::AscendingOrder, QStringLiteral("ALPHA")),
             QStringList({QStringLiteral("Alpha")}));
    QCOMPARE(order(RankingTableModel::Id, Qt::DescendingOrder, QStringLiteral("text of")).size(),
             rows.size());
    QVERIFY(order(-1, Qt::AscendingOrder, QStringLiteral("zulu")).isEmpty());
}

// Above kOrderedOnGuiThread rows a sort or search is computed on the thread pool: the rows
// shown keep their order until it arrives, a newer request replaces an older one, and a new
// snapshot is shown with its order, never briefly unsorted.
void RankingTabTest::aLargeRankingIsOrderedOffTheGuiThread() {
    const int count = static_cast<int>(RankingTableModel::kOrderedOnGuiThread) + 1000;
    const auto snapshotOf = [&](double slope) {
        analysis::RankingSnapshot snapshot;
        for (int rank = 1; rank <= count; ++rank) {
            snapshot.rows.append(
                row(rank, QStringLiteral("c%1").arg(rank), slope * (count - rank), std::nullopt,
                    rank % 2 == 0 ? QStringLiteral("even") : QStringLiteral("odd")));
        }
        return snapshot;
    };
    RankingTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy applied(&model, &RankingTableModel::orderApplied);
    model.setSnapshot(snapshotOf(1.0));
    QCOMPARE(applied.count(), 1); // by rank: at once
    QCOMPARE(model.rowCount(), count);
    const auto idAt = [&](int shownRow) {
        return model.rowAt(shownRow).externalId;
    };

    model.sort(RankingTableModel::Score, Qt::AscendingOrder);
    QVERIFY(model.isOrdering());
    QCOMPARE(idAt(0), QStringLiteral("c1")); // still by rank until the order arrives
    QVERIFY(applied.wait(10'000));
    QCOMPARE(idAt(0), QStringLiteral("c%1").arg(count));
    QCOMPARE(idAt(count - 1), QStringLiteral("c1"));

    // A new snapshot while sorted: the old one stays until the new one's order is there.
    model.setSnapshot(snapshotOf(-1.0)); // the scores reversed
    QVERIFY(model.isOrdering());
    QCOMPARE(model.snapshot().rows.first().score, double(count - 1));
    QVERIFY(applied.wait(10'000));
    QCOMPARE(model.snapshot().rows.first().score, -double(count - 1));
    QCOMPARE(idAt(0), QStringLiteral("c1"));

    // Two requests in a row: only the newer is applied.
    const int appliedBefore = applied.count();
    model.setSearch(QStringLiteral("EVEN"));
    model.sort(RankingTableModel::Id, Qt::DescendingOrder);
    QVERIFY(applied.wait(10'000));
    QCOMPARE(applied.count(), appliedBefore + 1);
    QCOMPARE(model.rowCount(), count / 2);
    QCOMPARE(idAt(0), QStringLiteral("c998")); // the largest even id as text
    QVERIFY(!model.isOrdering());
    QCOMPARE(model.rowOfCandidate(100 + 998), 0);
    QCOMPARE(model.rowOfCandidate(100 + 999), -1); // odd: not shown
}

QTEST_MAIN(RankingTabTest)
#include "test_ranking_tab.moc"
