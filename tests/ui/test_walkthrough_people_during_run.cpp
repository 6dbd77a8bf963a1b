// People and the judge in one run, as a person meets it: in the Run tab the
// "Human labels" box (its weight and label budget only then editable) and a label
// budget go into the run started with F5; paused, the run's figures say how many pairs
// wait for people; the Annotate tab's first pair is one of them, and a label entered
// with the key A joins the run at its next refit once it is resumed: the Run tab counts
// it among the run's figures, one pair less waits, and the Ranking tab, following the
// run, says that the ranking of the label's context now includes one human label.
// Undone with Backspace, the label leaves the run's figures and its context's ranking.
#include "ui/main/main_window.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_tab.h"
#include "walkthrough_support.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <optional>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kTimeout = 60'000;
constexpr int kStepTimeout = 15'000;

QString runFigures() {
    return shownText(visible<QLabel>(QStringLiteral("Time and cost left")));
}

// The run's queue for people as its figures say it: "waiting for people: 4 (5 of 30
// labels asked)".
struct PeopleQueue {
    int waiting = 0;
    int asked = 0;
    int budget = 0;
};
std::optional<PeopleQueue> peopleQueue() {
    static const QRegularExpression pattern(
        QStringLiteral("waiting for people: (\\d+) \\((\\d+) of (\\d+) labels asked\\)"));
    const QRegularExpressionMatch match = pattern.match(runFigures());
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    return PeopleQueue{match.captured(1).toInt(), match.captured(2).toInt(),
                       match.captured(3).toInt()};
}

// The Annotate tab's count against the target, "1 of 50 labels".
QString labelsCounted() {
    const auto* bar = visible<QProgressBar>(QStringLiteral("Labels against the target"));
    return bar != nullptr ? bar->text() : QString();
}

} // namespace

class WalkthroughPeopleDuringRunTest : public QObject {
    Q_OBJECT

private slots:
    void aLabelEnteredDuringTheRunJoinsItAtTheNextRefit();
};

void WalkthroughPeopleDuringRunTest::aLabelEnteredDuringTheRunJoinsItAtTheNextRefit() {
    StartedApplication application; // the demo, on a first start
    QVERIFY(application.waitUntilOpen(kTimeout));
    ui::MainWindow& window = application.window();

    QVERIFY(clickTab(QStringLiteral("Run")));
    QToolButton* start = waitForVisible<QToolButton>(QStringLiteral("Start"));
    QVERIFY(start != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(start->isEnabled(), kTimeout);
    auto* box = visible<QCheckBox>(QStringLiteral("Human labels"));
    auto* weight = visible<QDoubleSpinBox>(QStringLiteral("Human label weight"));
    QVERIFY(box != nullptr && weight != nullptr);
    QVERIFY(!box->isChecked());
    QVERIFY(!weight->isEnabled()); // the weight of nothing cannot be set
    auto* budget = visible<QSpinBox>(QStringLiteral("Label budget"));
    QVERIFY(budget != nullptr);
    QVERIFY(!budget->isEnabled());
    QVERIFY(click(box));
    QTRY_VERIFY(box->isChecked());
    QVERIFY(weight->isEnabled());
    QVERIFY(budget->isEnabled());
    QVERIFY(typeInto(budget, QStringLiteral("30")));
    QTRY_COMPARE(budget->value(), 30);

    // Started, then paused at once, so that the short demo run cannot end while a
    // person labels.
    QVERIFY(press(QKeySequence(Qt::Key_F5)));
    QToolButton* pause = waitForVisible<QToolButton>(QStringLiteral("Pause"));
    QVERIFY(pause != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(pause->isEnabled(), kTimeout);
    QVERIFY(click(pause));
    QToolButton* resume = waitForVisible<QToolButton>(QStringLiteral("Resume"));
    QVERIFY(resume != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(resume->isEnabled(), kTimeout);
    QVERIFY2(!runFigures().contains(QStringLiteral("human labels")), qPrintable(runFigures()));
    // The queue: some of the pairs the judge answered so far wait for people.
    QTRY_VERIFY2_WITH_TIMEOUT(peopleQueue().has_value() && peopleQueue()->waiting > 0,
                              qPrintable(runFigures()), kStepTimeout);
    const PeopleQueue paused = *peopleQueue();
    QCOMPARE(paused.budget, 30);
    QCOMPARE(paused.waiting, paused.asked);

    QVERIFY(clickTab(QStringLiteral("Annotate")));
    QVERIFY(enterName(QStringLiteral("Person during the run")));
    QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
    // The first source, and the first pair, are the run's.
    QVERIFY2(annotateStatus().contains(QStringLiteral("a run asks people")),
             qPrintable(annotateStatus()));
    QVERIFY(press(QKeySequence(Qt::Key_A)));
    // Stored: the tab counts it against the target.
    QTRY_VERIFY_WITH_TIMEOUT(labelsCounted().startsWith(QStringLiteral("1 ")), kStepTimeout);

    // Resumed, the run reads the label and counts it among its figures.
    QVERIFY(clickTab(QStringLiteral("Run")));
    QVERIFY(click(resume));
    const QString counted = ui::RunTab::tr("human labels: %1").arg(QLocale().toString(1));
    QTRY_VERIFY2_WITH_TIMEOUT(runFigures().contains(counted) || !window.runTab()->isRunActive(),
                              qPrintable(runFigures()), kTimeout);
    QVERIFY2(window.runTab()->isRunActive(), "the run ended before the label joined it");
    // The labelled pair no longer waits; the run may have asked for more meanwhile.
    QTRY_VERIFY2_WITH_TIMEOUT(peopleQueue().has_value() &&
                                  peopleQueue()->waiting == peopleQueue()->asked - 1,
                              qPrintable(runFigures()), kStepTimeout);
    // Paused again, every context with news refits; the run stays to be looked at.
    QTRY_VERIFY_WITH_TIMEOUT(pause->isEnabled(), kStepTimeout);
    QVERIFY(click(pause));
    QTRY_VERIFY_WITH_TIMEOUT(resume->isEnabled(), kTimeout);

    // The Ranking tab, following the run: one of the contexts — the label's — now
    // ranks with one human label. A person looks through the contexts for it.
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    auto* contexts = waitForVisible<QComboBox>(QStringLiteral("Context"));
    QVERIFY(contexts != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(contexts->count() > 1, kTimeout);
    const QLabel* summary = visible<QLabel>(QStringLiteral("rankingSummary"));
    QVERIFY(summary != nullptr);
    QSignalSpy shown(&window.rankingTab(), &ui::RankingTab::rankingShown);
    const QString live = ui::RankingTab::tr("live from the run");
    const QString oneLabel = ui::RankingTab::tr("%Ln human label(s)", nullptr, 1);
    // Each context chosen in turn, its ranking shown anew; the last one first, so that
    // choosing the first is a change too.
    const auto lookThroughContexts = [&](QStringList& summaries) {
        summaries.clear();
        int withTheLabel = 0;
        for (int item = 0; item < contexts->count(); ++item) {
            const qsizetype before = shown.size();
            if (!chooseInCombo(contexts, contexts->itemText(item)) ||
                !waitUntil([&] { return shown.size() > before; }, kStepTimeout) ||
                !waitUntil([&] { return shownText(summary).startsWith(live); }, kStepTimeout)) {
                return -1;
            }
            summaries.append(shownText(summary));
            withTheLabel += summaries.last().contains(oneLabel) ? 1 : 0;
        }
        return withTheLabel;
    };
    QVERIFY(chooseInCombo(contexts, contexts->itemText(contexts->count() - 1)));
    // The snapshot the pause sends may come after the pause is shown: a person looks again.
    QStringList summaries;
    int found = 0;
    QVERIFY2(waitUntil(
                 [&] {
                     found = lookThroughContexts(summaries);
                     return found != 0;
                 },
                 kTimeout),
             qPrintable(summaries.join(QLatin1Char('\n'))));
    QCOMPARE(found, 1);
    QVERIFY2(std::count_if(summaries.begin(), summaries.end(),
                           [&](const QString& text) { return text.contains(oneLabel); }) == 1,
             qPrintable(summaries.join(QLatin1Char('\n'))));

    // The person thinks better of it: Backspace in the Annotate tab undoes the label, and
    // once the run goes on it leaves the run's figures and, at the next refit, the ranking.
    QVERIFY(clickTab(QStringLiteral("Annotate")));
    QTRY_VERIFY_WITH_TIMEOUT(aPairIsShown(), kStepTimeout);
    QVERIFY(press(QKeySequence(Qt::Key_Backspace)));
    QTRY_VERIFY_WITH_TIMEOUT(labelsCounted().startsWith(QStringLiteral("0 ")), kStepTimeout);
    QVERIFY(clickTab(QStringLiteral("Run")));
    QVERIFY(click(resume));
    QTRY_VERIFY2_WITH_TIMEOUT(!runFigures().contains(counted) || !window.runTab()->isRunActive(),
                              qPrintable(runFigures()), kTimeout);
    QVERIFY2(window.runTab()->isRunActive(), "the run ended before the undo reached it");
    QTRY_VERIFY_WITH_TIMEOUT(pause->isEnabled(), kStepTimeout);
    QVERIFY(click(pause));
    QTRY_VERIFY_WITH_TIMEOUT(resume->isEnabled(), kTimeout);
    QVERIFY(clickTab(QStringLiteral("Ranking")));
    QVERIFY2(waitUntil(
                 [&] {
                     found = lookThroughContexts(summaries);
                     return found == 0;
                 },
                 kTimeout),
             qPrintable(summaries.join(QLatin1Char('\n'))));

    // Stopped from its tab, the paused run ends; what it stored stays.
    QVERIFY(clickTab(QStringLiteral("Run")));
    QVERIFY(clickButton(QStringLiteral("Stop")));
    QTRY_VERIFY_WITH_TIMEOUT(!window.runTab()->isRunActive(), kTimeout);
}

QTEST_MAIN(WalkthroughPeopleDuringRunTest)
#include "test_walkthrough_people_during_run.moc"
