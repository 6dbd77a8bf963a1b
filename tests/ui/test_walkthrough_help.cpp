// Help walked through as a person asks for it: PairRank started as main() starts
// it on the demo, each tab clicked and F1 pressed, the guide's window checked
// for the page about that tab; F1 in the Judges dialog, then the guide's
// Contents and Back; Help ▸ Keyboard Shortcuts listing the Run tab's keys;
// Help ▸ About showing where the demo data comes from, formatted, on the screen.
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QDialog>
#include <QScreen>
#include <QTableWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextList>
#include <QToolButton>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;

// The guide's page on screen, as the window shows it.
QTextBrowser* guidePage() {
    return visible<QTextBrowser>(QStringLiteral("helpPage"));
}

QString shownPage() {
    const QTextBrowser* page = guidePage();
    return page != nullptr ? page->source().fileName() : QString();
}

// The guide window's title: the page's title or its first heading.
QString guideTitle() {
    const QTextBrowser* page = guidePage();
    return page != nullptr ? page->window()->windowTitle() : QString();
}

} // namespace

class WalkthroughHelpTest : public QObject {
    Q_OBJECT

private slots:
    void f1OnEachTabShowsThatTabsPage();
    void f1InTheJudgesDialogShowsItsPageAndTheGuideNavigates();
    void f1InTheImportWizardShowsTheImportPage();
    void keyboardShortcutsListsTheRunKeys();
    void aboutShowsTheDataProvenanceFormattedOnScreen();
};

void WalkthroughHelpTest::f1OnEachTabShowsThatTabsPage() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    const QList<std::pair<QString, QString>> tabs{
        {QStringLiteral("Candidates"), QStringLiteral("candidates.html")},
        {QStringLiteral("Ranking"), QStringLiteral("ranking.html")},
        {QStringLiteral("Run"), QStringLiteral("run.html")},
        {QStringLiteral("Annotate"), QStringLiteral("annotate.html")},
        {QStringLiteral("Calibration"), QStringLiteral("calibration.html")}};
    for (const auto& [tab, page] : tabs) {
        QVERIFY(clickTab(tab, &application.window()));
        QVERIFY(press(QKeySequence(Qt::Key_F1)));
        QTRY_COMPARE(shownPage(), page);
        QVERIFY2(guideTitle().contains(tab), qPrintable(tab + QStringLiteral(": ") + guideTitle()));
        QVERIFY2(!guidePage()->toPlainText().trimmed().isEmpty(), qPrintable(page));
        // The guide comes to the front; Escape puts it away and the main window is back.
        QTRY_VERIFY(guidePage()->window()->isActiveWindow());
        QVERIFY(press(QKeySequence(Qt::Key_Escape)));
        QTRY_VERIFY(guidePage() == nullptr);
    }
}

void WalkthroughHelpTest::f1InTheJudgesDialogShowsItsPageAndTheGuideNavigates() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QVERIFY(chooseMenu(application.window(), {QStringLiteral("Judges…")}));
    auto* judges = qobject_cast<QDialog*>(waitForModal());
    QVERIFY(judges != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(judges->isEnabled(), kOpenTimeout); // greyed while it loads
    QTRY_VERIFY(judges->isActiveWindow());
    QVERIFY(press(QKeySequence(Qt::Key_F1)));
    QTRY_COMPARE(shownPage(), QStringLiteral("judges.html"));
    QVERIFY(judges->isVisible());
    // The guide's own buttons: its contents, and back to where F1 opened it.
    QVERIFY(press(QKeySequence(Qt::Key_Escape))); // closes the Judges dialog, nothing to save
    QVERIFY(waitUntilClosed(judges));
    QVERIFY(clickButton(QStringLiteral("Contents"), guidePage()->window()));
    QTRY_COMPARE(shownPage(), QStringLiteral("index.html"));
    QVERIFY(clickButton(QStringLiteral("Back"), guidePage()->window()));
    QTRY_COMPARE(shownPage(), QStringLiteral("judges.html"));
}

void WalkthroughHelpTest::f1InTheImportWizardShowsTheImportPage() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    const QStringList importMenu{QStringLiteral("File"), QStringLiteral("Import Candidates…")};
    QVERIFY(chooseMenu(application.window(), importMenu));
    QWidget* wizard = waitForModal();
    QVERIFY(wizard != nullptr);
    QTRY_VERIFY(wizard->isActiveWindow()); // in front, where the keys go
    QVERIFY(press(QKeySequence(Qt::Key_F1)));
    QTRY_COMPARE(shownPage(), QStringLiteral("candidates.html"));
    QVERIFY(press(QKeySequence(Qt::Key_Escape))); // cancels the wizard
    QVERIFY(waitUntilClosed(wizard));

    // The wizard's Help button does what F1 does.
    QVERIFY(clickButton(QStringLiteral("Contents"), guidePage()->window()));
    QTRY_COMPARE(shownPage(), QStringLiteral("index.html"));
    QVERIFY(chooseMenu(application.window(), importMenu));
    wizard = waitForModal();
    QVERIFY(wizard != nullptr);
    QVERIFY(clickButton(QStringLiteral("Help"), wizard));
    QTRY_COMPARE(shownPage(), QStringLiteral("candidates.html"));
}

void WalkthroughHelpTest::keyboardShortcutsListsTheRunKeys() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QVERIFY(chooseMenu(application.window(),
                       {QStringLiteral("Help"), QStringLiteral("Keyboard Shortcuts")}));
    auto* list = waitForVisible<QTableWidget>(QStringLiteral("shortcutList"));
    QVERIFY(list != nullptr);
    QStringList rows;
    for (int row = 0; row < list->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < list->columnCount(); ++column) {
            cells << list->item(row, column)->text();
        }
        rows << cells.join(QStringLiteral(" | "));
    }
    const QString f5 = QKeySequence(Qt::Key_F5).toString(QKeySequence::NativeText);
    const QString f1 = QKeySequence(Qt::Key_F1).toString(QKeySequence::NativeText);
    QVERIFY2(rows.contains(QStringLiteral("Start | %1 | Run").arg(f5)),
             qPrintable(rows.join(u'\n')));
    QVERIFY2(rows.contains(QStringLiteral("User Guide | %1 | Help").arg(f1)),
             qPrintable(rows.join(u'\n')));
}

void WalkthroughHelpTest::aboutShowsTheDataProvenanceFormattedOnScreen() {
    StartedApplication application;
    QVERIFY(application.waitUntilOpen(kOpenTimeout));
    QVERIFY(chooseMenu(application.window(),
                       {QStringLiteral("Help"), QStringLiteral("About PairRank")}));
    QWidget* about = waitForModal();
    QVERIFY(about != nullptr);
    auto* provenance =
        waitForVisible<QTextBrowser>(QStringLiteral("Demo data provenance"), 10'000, about);
    QVERIFY(provenance != nullptr);
    const QString text = provenance->toPlainText();

    // What a user asks of the data: what it is, where it comes from, under which licence
    // — the articles' status included.
    for (const QString& expected :
         {QStringLiteral("SummEval"), QStringLiteral("8 news articles"), QStringLiteral("CNN"),
          QStringLiteral("Daily Mail"), QStringLiteral("MIT licence"),
          QStringLiteral("not covered by these licences")}) {
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" in:\n") + text));
    }
    // Formatted text, not Markdown source, and nothing for developers only: no markup,
    // no file paths, no shell commands.
    for (const QString& raw :
         {QStringLiteral("##"), QStringLiteral("**"), QStringLiteral("`"), QStringLiteral("]("),
          QStringLiteral("|---"), QStringLiteral("\\_"), QStringLiteral(".jsonl"),
          QStringLiteral(".md"), QStringLiteral("resources/"), QStringLiteral("pairrank-cli"),
          QStringLiteral("--project")}) {
        QVERIFY2(!text.contains(raw), qPrintable(raw + QStringLiteral(" in:\n") + text));
    }
    int headings = 0;
    int listItems = 0;
    for (QTextBlock block = provenance->document()->begin(); block.isValid();
         block = block.next()) {
        headings += block.blockFormat().headingLevel() > 0 ? 1 : 0;
        listItems += block.textList() != nullptr ? 1 : 0;
    }
    QVERIFY2(headings >= 2 && listItems >= 4,
             qPrintable(QStringLiteral("%1 headings, %2 list items").arg(headings).arg(listItems)));

    // The dialog fits the screen it opens on, title bar included, and is placed on it.
    const QRect screen = about->screen()->availableGeometry();
    QVERIFY2(about->frameGeometry().width() <= screen.width() &&
                 about->frameGeometry().height() <= screen.height() &&
                 screen.contains(about->geometry()),
             qPrintable(QStringLiteral("%1,%2 %3×%4 on a screen of %5×%6")
                            .arg(about->frameGeometry().x())
                            .arg(about->frameGeometry().y())
                            .arg(about->frameGeometry().width())
                            .arg(about->frameGeometry().height())
                            .arg(screen.width())
                            .arg(screen.height())));
    QVERIFY(clickButton(QStringLiteral("Close"), about));
    QVERIFY(waitUntilClosed(about));
}

QTEST_MAIN(WalkthroughHelpTest)
#include "test_walkthrough_help.moc"
