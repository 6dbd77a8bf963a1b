// Absolute scores (paper 002 §3.2) as a person meets them: in the Run tab a check
// box, reached with its key, enables its weight, and the run started after it
// stores both in its settings — which the tab shows again when PairRank is
// started anew; in the Ranking tab, the selected candidate's absolute ratings
// under the criterion ranked (mean and distribution, or failures with their
// reason) appear beside its judgements. PairRank is built as main() builds it and
// driven by clicks and keys on what is on screen; the project is written with
// storage calls, not with the code under test.
#include "gui_test_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "storage/score_store.h"
#include "ui/main/main_window.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/run/run_tab.h"
#include "walkthrough_support.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kTimeout = 60'000;
constexpr int kCandidates = 6;
const QString kCriterion = QStringLiteral("coherence");

// One context of six candidates, the criterion "coherence", and the simulated judge "sim".
QString runProject(const QTemporaryDir& folder) {
    ui_test::RunProjectSpec spec;
    spec.candidates = kCandidates;
    spec.criterion = kCriterion;
    spec.referenceScore = [](int index) {
        return static_cast<double>(index);
    };
    spec.judges.append(ui_test::simulatedJudge(
        {{QStringLiteral("seed"), 5}, {QStringLiteral("truth_criterion"), kCriterion}}));
    return ui_test::buildRunProject(folder.filePath(QStringLiteral("absolute.pairrank")), spec);
}

// The Run tab clicked, and its Start button once a person could press it.
QToolButton* startOfTheRunTab() {
    if (!clickTab(QStringLiteral("Run"))) {
        return nullptr;
    }
    QToolButton* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    if (start == nullptr || !waitUntil([start] { return start->isEnabled(); }, kTimeout)) {
        return nullptr;
    }
    return start;
}

// The settings of the project's runs, in id order (read with storage, not the GUI).
QList<QJsonObject> storedRunSettings(const QString& path) {
    QList<QJsonObject> settings;
    auto database = ui_test::openProject(path);
    if (!database) {
        return settings;
    }
    const auto runs = storage::listRuns(*database);
    if (runs) {
        for (const domain::Run& run : *runs) {
            settings << run.config;
        }
    }
    return settings;
}

// The row of the ranking table showing the candidate `externalId`; invalid when none.
QModelIndex rowOf(const QTableView& table, const QString& externalId) {
    const QAbstractItemModel* model = table.model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex id = model->index(row, ui::RankingTableModel::Id);
        if (id.data().toString() == externalId) {
            return id;
        }
    }
    return {};
}

QString absoluteRatingsShown() {
    return shownText(visible<QLabel>(QStringLiteral("candidateAbsoluteScores")));
}

} // namespace

class WalkthroughAbsoluteTest : public QObject {
    Q_OBJECT

private slots:
    void theAbsoluteScoresBoxAndWeightGoIntoTheStartedRun();
    void theSelectedCandidatesAbsoluteRatingsAreShown();
};

void WalkthroughAbsoluteTest::theAbsoluteScoresBoxAndWeightGoIntoTheStartedRun() {
    QTemporaryDir folder;
    const QString path = runProject(folder);
    QVERIFY(!path.isEmpty());
    std::shared_ptr<QTemporaryDir> settings;
    const QString weightText = QLocale().toString(2.5, 'f', 1);
    {
        StartedApplication application(path);
        QVERIFY(application.waitUntilOpen(kTimeout));
        settings = application.settings();
        QToolButton* start = startOfTheRunTab();
        QVERIFY(start != nullptr);
        auto* box = visible<QCheckBox>(QStringLiteral("Absolute scores"));
        auto* weight = visible<QDoubleSpinBox>(QStringLiteral("Absolute score weight"));
        QVERIFY(box != nullptr && weight != nullptr);
        QVERIFY(!box->isChecked());
        QVERIFY(!weight->isEnabled()); // a weight of nothing cannot be set
        QVERIFY2(box->toolTip().contains(QStringLiteral("absolute template")) &&
                     box->toolTip().contains(QStringLiteral("token logprobs")),
                 qPrintable(box->toolTip()));

        // Keys: from "Batches ahead" (Alt+D) Tab passes "Symmetric" to the box; Space ticks it.
        QVERIFY(press(QKeySequence(Qt::ALT | Qt::Key_D)));
        QTRY_VERIFY(visible<QWidget>(QStringLiteral("Batches ahead"))->hasFocus());
        QVERIFY(press(QKeySequence(Qt::Key_Tab)));
        QVERIFY(press(QKeySequence(Qt::Key_Tab)));
        QTRY_VERIFY(box->hasFocus());
        QVERIFY(press(QKeySequence(Qt::Key_Space)));
        QTRY_VERIFY(box->isChecked());
        QVERIFY(weight->isEnabled());
        QVERIFY(press(QKeySequence(Qt::ALT | Qt::Key_G)));
        QTRY_VERIFY(weight->hasFocus());
        QVERIFY(typeInto(weight, weightText));
        QVERIFY(press(QKeySequence(Qt::Key_Tab)));
        QCOMPARE(weight->value(), 2.5);
        // A short run: one comparison per candidate.
        QVERIFY(typeInto(visible<QDoubleSpinBox>(QStringLiteral("Amount")),
                         QLocale().toString(1.0, 'f', 1)));
        QVERIFY(press(QKeySequence(Qt::Key_Tab)));
        // The estimate counts the six ratings beside the six comparisons.
        const auto estimate = [] {
            return shownText(visible<QLabel>(QStringLiteral("Estimate")));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            estimate().contains(QStringLiteral("Estimate: %1 requests").arg(2 * kCandidates)) &&
                estimate().contains(
                    QStringLiteral("%1 of the requests are absolute ratings").arg(kCandidates)),
            qPrintable(estimate()), kTimeout);

        QVERIFY(click(start));
        QTRY_VERIFY_WITH_TIMEOUT(
            start->isEnabled() && !application.window().runTab()->isRunActive(), kTimeout);
        // The run's line of figures counts the ratings: one per candidate.
        const QString figures = shownText(visible<QLabel>(QStringLiteral("Time and cost left")));
        QVERIFY2(figures.contains(QStringLiteral("absolute ratings: %1").arg(kCandidates)),
                 qPrintable(figures));
        // And the Ranking tab shows the first candidate's rating beside its judgements.
        QVERIFY(clickTab(QStringLiteral("Ranking")));
        auto* table = waitForVisible<QTableView>(QStringLiteral("rankingTable"));
        QVERIFY(table != nullptr);
        QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), kCandidates, kTimeout);
        QVERIFY(clickRow(table, table->model()->index(0, ui::RankingTableModel::Id)));
        QTRY_VERIFY_WITH_TIMEOUT(
            absoluteRatingsShown().startsWith(QStringLiteral("Absolute rating: ")), kTimeout);
        // The ranking fitted from the project once the run ended has the ratings in it too.
        const auto summary = [] {
            return shownText(visible<QLabel>(QStringLiteral("rankingSummary")));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            summary().contains(QStringLiteral("%1 absolute rating").arg(kCandidates)),
            qPrintable(summary()), kTimeout);
    }
    const QList<QJsonObject> runs = storedRunSettings(path);
    QCOMPARE(runs.size(), 1);
    const QJsonObject absolute = runs.first().value(QStringLiteral("absolute_scores")).toObject();
    QCOMPARE(absolute.value(QStringLiteral("use")).toBool(), true);
    QCOMPARE(absolute.value(QStringLiteral("weight")).toDouble(), 2.5);

    // Started again, the Run tab shows the last run's settings, the absolute scores too.
    StartedApplication again(path, {1280, 800}, settings);
    QVERIFY(again.waitUntilOpen(kTimeout));
    QVERIFY(startOfTheRunTab() != nullptr);
    auto* box = visible<QCheckBox>(QStringLiteral("Absolute scores"));
    auto* weight = visible<QDoubleSpinBox>(QStringLiteral("Absolute score weight"));
    QVERIFY(box != nullptr && weight != nullptr);
    QTRY_VERIFY(box->isChecked());
    QCOMPARE(weight->value(), 2.5);
}

void WalkthroughAbsoluteTest::theSelectedCandidatesAbsoluteRatingsAreShown() {
    QTemporaryDir folder;
    const QString path = runProject(folder);
    QVERIFY(!path.isEmpty());
    {
        auto database = ui_test::openProject(path);
        QVERIFY(database);
        const auto criterion = storage::findCriterionByName(*database, kCriterion);
        QVERIFY(criterion && criterion->has_value());
        const auto other = storage::ensureCriterion(*database, QStringLiteral("fluency"));
        QVERIFY(other);
        const auto judges = storage::listJudgeConfigs(*database);
        QVERIFY(judges && !judges->isEmpty());
        domain::Run run;
        run.judgeConfigId = judges->first().id;
        run.criterionId = (*criterion)->id;
        const auto runId = storage::insertRun(*database, run);
        QVERIFY(runId);
        const auto contexts = storage::listContexts(*database);
        QVERIFY(contexts && contexts->size() == 1);
        const auto candidates = storage::candidatesOfContext(*database, contexts->first().id);
        QVERIFY(candidates && candidates->size() == kCandidates);
        // Every pair once, the later candidate better: a ranking to select from.
        for (int a = 0; a < kCandidates; ++a) {
            for (int b = a + 1; b < kCandidates; ++b) {
                domain::Judgement judgement;
                judgement.runId = *runId;
                judgement.contextId = candidates->at(a).contextId;
                judgement.candidateA = candidates->at(a).id;
                judgement.candidateB = candidates->at(b).id;
                judgement.p = 0.3;
                QVERIFY(storage::insertJudgement(*database, judgement));
            }
        }
        domain::AbsoluteScore rated;
        rated.runId = *runId;
        rated.candidateId = candidates->at(3).id;
        rated.criterionId = (*criterion)->id;
        rated.classProbabilities = {0.0, 0.0, 0.0, 0.0, 0.1, 0.2, 0.4, 0.3, 0.0, 0.0};
        QVERIFY(storage::insertAbsoluteScore(*database, rated));
        domain::AbsoluteScore failed = rated;
        failed.classProbabilities.clear();
        failed.status = domain::JudgementStatus::Failed;
        failed.failureReason = QStringLiteral("no logprobs in the answer");
        QVERIFY(storage::insertAbsoluteScore(*database, failed));
        domain::AbsoluteScore otherCriterion = rated;
        otherCriterion.criterionId = *other;
        otherCriterion.classProbabilities = {0.0, 1.0};
        QVERIFY(storage::insertAbsoluteScore(*database, otherCriterion));
        domain::AbsoluteScore onlyFailed = failed;
        onlyFailed.candidateId = candidates->at(4).id;
        onlyFailed.status = domain::JudgementStatus::Refusal;
        onlyFailed.failureReason = QStringLiteral("the judge declined");
        QVERIFY(storage::insertAbsoluteScore(*database, onlyFailed));
    }

    StartedApplication application(path);
    QVERIFY(application.waitUntilOpen(kTimeout));
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    auto* table = waitForVisible<QTableView>(QStringLiteral("rankingTable"));
    QVERIFY(table != nullptr);
    QTRY_COMPARE_WITH_TIMEOUT(table->model()->rowCount(), kCandidates, kTimeout);

    // Σ c p_c = 5·0.1 + 6·0.2 + 7·0.4 + 8·0.3 = 6.9; the failure follows with its reason;
    // the rating under "fluency" is not the ranked criterion's.
    const QModelIndex rated = rowOf(*table, QStringLiteral("candidate-3"));
    QVERIFY(rated.isValid());
    QVERIFY(clickRow(table, rated));
    const QLocale locale; // the numbers are written as the user's locale writes them
    const QString expected =
        QStringLiteral("Absolute rating: %1 (P: 5 %2, 6 %3, 7 %4, 8 %5)\n"
                       "Absolute rating failed: no logprobs in the answer")
            .arg(locale.toString(6.9, 'f', 1), locale.toString(0.1), locale.toString(0.2),
                 locale.toString(0.4), locale.toString(0.3));
    QTRY_COMPARE_WITH_TIMEOUT(absoluteRatingsShown(), expected, kTimeout);

    // The keyboard moves the selection; each candidate shows its own.
    const QString refused =
        QStringLiteral("No absolute rating\nAbsolute rating refused: the judge declined");
    const auto selectedId = [table] {
        return table->currentIndex().siblingAtColumn(ui::RankingTableModel::Id).data().toString();
    };
    const auto expectedFor = [&](const QString& id) {
        return id == QStringLiteral("candidate-3")   ? expected
               : id == QStringLiteral("candidate-4") ? refused
                                                     : QStringLiteral("No absolute rating");
    };
    // Two steps away from the rated row and one back, towards the middle of the table.
    const bool upperHalf = table->currentIndex().row() < kCandidates / 2;
    const auto away = upperHalf ? Qt::Key_Down : Qt::Key_Up;
    const auto back = upperHalf ? Qt::Key_Up : Qt::Key_Down;
    for (const auto key : {away, away, back}) {
        const QString before = selectedId();
        QVERIFY(press(QKeySequence(key)));
        QVERIFY(selectedId() != before);
        QTRY_COMPARE_WITH_TIMEOUT(absoluteRatingsShown(), expectedFor(selectedId()), kTimeout);
    }
    QVERIFY(clickRow(table, rowOf(*table, QStringLiteral("candidate-4"))));
    QTRY_COMPARE_WITH_TIMEOUT(absoluteRatingsShown(), refused, kTimeout);
    QVERIFY(clickRow(table, rowOf(*table, QStringLiteral("candidate-0"))));
    QTRY_COMPARE_WITH_TIMEOUT(absoluteRatingsShown(), QStringLiteral("No absolute rating"),
                              kTimeout);
}

QTEST_MAIN(WalkthroughAbsoluteTest)
#include "test_walkthrough_absolute.moc"
