// The Ranking tab shows what the stored judgements say: its table equals an
// independent fit of the same judgements with core/stats (poe-bt, unit prior,
// δ = logit(mean p)), and its plot holds the same numbers.
#include "core/stats/comparison.h"
#include "core/stats/scoring_model.h"
#include "gui_test_support.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/ranking/score_plot.h"

#include <QAbstractItemModelTester>
#include <QCandlestickSeries>
#include <QCandlestickSet>
#include <QComboBox>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace pairrank;
using namespace pairrank::ui;

class RankingTabTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void tableEqualsAnIndependentFit();
    void clickingACandidateShowsItsJudgements();

private:
    QTemporaryDir m_folder;
    ui_test::BuiltProject m_project;
    std::vector<stats::Comparison> m_comparisons; // 0-based positions, as stored
};

constexpr int kCandidates = 8;

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

void RankingTabTest::clickingACandidateShowsItsJudgements() {
    ProjectSession session;
    RankingTab tab(session);
    QSignalSpy shown(&tab, &RankingTab::rankingShown);
    session.openProject(m_project.path);
    QVERIFY(shown.wait(15'000));
    tab.show();
    QTableView& view = tab.table();
    const QRect cell = view.visualRect(tab.model().index(0, RankingTableModel::Id));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, cell.center());
    const QString id = tab.model().data(tab.model().index(0, RankingTableModel::Id)).toString();
    const int seen = tab.model().data(tab.model().index(0, RankingTableModel::Judgements)).toInt();
    QTRY_VERIFY_WITH_TIMEOUT(tab.details().toPlainText().contains(id), 10'000);
    const QString text = tab.details().toPlainText();
    QVERIFY(text.contains(QStringLiteral("text of candidate 0-%1").arg(kCandidates - 1)));
    QVERIFY2(text.contains(QStringLiteral(": %1").arg(seen)), qPrintable(text));
}

QTEST_MAIN(RankingTabTest)
#include "test_ranking_tab.moc"
