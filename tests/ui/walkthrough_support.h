// The walkthrough suites use PairRank the way a person does: the application is
// built by the code main() uses (ui::DesktopApplication) with fresh settings,
// the project opens asynchronously as it does for a user, and from then on the
// test only looks at visible widgets and sends them mouse and key events. No
// slot, no private member, no model call drives the window: if a person could
// not do it (a hidden button, a disabled action, a dialog that never opens),
// the walkthrough cannot either.
//
// Widgets are found by object name, accessible name or (for buttons, menu
// items and tabs) their text without the '&' mnemonic, among the visible
// top-level windows. Each helper returns false and prints a warning naming what
// a person would have been stuck on, so a test reads QVERIFY(click(...)).
#pragma once

#include "ui/main/desktop_application.h"

#include <QApplication>
#include <QKeySequence>
#include <QModelIndex>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QAbstractButton;
class QAbstractItemView;
class QComboBox;
class QTableView;
class QMainWindow;

namespace pairrank::ui {
class MainWindow;
}

namespace pairrank::walkthrough {

// PairRank started as main() starts it: settings and standard paths in a fresh
// temporary folder (or in `settings`, to start again where an earlier instance
// left off), the window at `size`, shown and active, and openAtStart(projectPath)
// (the last project, or the demo project on a first start, when the path is empty).
class StartedApplication {
public:
    explicit StartedApplication(const QString& projectPath = {}, QSize size = {1280, 800},
                                std::shared_ptr<QTemporaryDir> settings = nullptr);
    ~StartedApplication();

    ui::MainWindow& window() const;
    // The folder of the settings, to hand to the next start.
    std::shared_ptr<QTemporaryDir> settings() const { return m_folder; }
    const QTemporaryDir& folder() const { return *m_folder; }
    // Waits until a project is open and its window title names it.
    bool waitUntilOpen(int timeoutMs = 60'000) const;
    // Whether the window closed to restart PairRank; main() would start it again now.
    bool restartRequested() const;

private:
    std::shared_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<ui::DesktopApplication> m_application;
};

// Where the helpers below look: every visible top-level widget (the main
// window, dialogs, wizards, message boxes), the active modal one first.
QWidgetList visibleWindows();

// The visible widget of type W named `name` (object name, accessible name, or
// for a button its text without '&'), inside `within` or in any visible window;
// nullptr when there is none.
QWidget* findVisibleWidget(const QString& name, const QMetaObject& type, QWidget* within);
template <typename W = QWidget> W* visible(const QString& name, QWidget* within = nullptr) {
    return static_cast<W*>(findVisibleWidget(name, W::staticMetaObject, within));
}
// Waits until visible<W>(name) exists.
template <typename W = QWidget>
W* waitForVisible(const QString& name, int timeoutMs = 10'000, QWidget* within = nullptr);

// Clicks the centre of `widget` with the left mouse button, after checking that a
// person could: it exists, is visible, is enabled, and is not covered by a modal
// window of another window.
bool click(QWidget* widget);
// Clicks the visible, enabled button named `name` (see visible()).
bool clickButton(const QString& name, QWidget* within = nullptr);
// Clicks into `field`, selects what is there (Ctrl+A) and types `text`.
bool typeInto(QWidget* field, const QString& text);
// Presses `keys` (e.g. QKeySequence(Qt::Key_F5)) in the active window's focus widget.
bool press(const QKeySequence& keys);
// Opens a menu of the menu bar by clicking its title and clicks the item with
// `path.last()`; intermediate entries open submenus. Texts without '&'.
bool chooseMenu(QMainWindow& window, const QStringList& path);
// Opens the combo box's list with a click and clicks the item showing `text`.
bool chooseInCombo(QComboBox* combo, const QString& text);
// Clicks the tab titled `text` (without '&') of the visible tab bar that has one.
bool clickTab(const QString& text, QWidget* within = nullptr);
// The row under `parent` of `view`'s model whose text starts with `text`; invalid when none.
QModelIndex rowStartingWith(const QAbstractItemView& view, const QString& text,
                            const QModelIndex& parent = {});
// Scrolls `index` into sight as a person scrolls to it, then clicks its row (twice for
// `doubleClick`); false when the row is not on screen.
bool clickRow(QAbstractItemView* view, const QModelIndex& index, bool doubleClick = false);
// Clicks the horizontal header of `view` on the column titled `title`, scrolling it into
// sight first as a person scrolls sideways; false when there is no such column.
bool clickHeader(QTableView* view, const QString& title);
// Drags the right edge of the column titled `title` by dx pixels with the mouse, as a
// person widens or narrows a column; false when the header does not show that edge.
bool dragHeaderEdge(QTableView* view, const QString& title, int dx);
// Waits until a modal window (dialog, message box, wizard) other than `except`
// is active and returns it; nullptr after the timeout.
QWidget* waitForModal(int timeoutMs = 10'000, QWidget* except = nullptr);
// Waits until `window` is closed: hidden, or deleted (dialogs that delete themselves
// on close are gone by the time a person looks again).
bool waitUntilClosed(QWidget* window, int timeoutMs = 10'000);
// The text a person reads on `widget` (a label's, a button's, a line edit's…); none
// from a word-wrapped label too short for all its lines.
QString shownText(const QWidget* widget);

// ---- the Annotate and Calibration tabs, as a person reads them ----
// The text on the left of the pair on screen.
QString leftTextShown();
// The Annotate tab's status line.
QString annotateStatus();
// The status line is on screen and says why the pair shown was chosen: no error, no
// stale message from another project.
bool statusExplainsThePair();
// True once a pair is on screen and "A is better" can be pressed.
bool aPairIsShown();
// Types the annotator's name where the Annotate tab asks for it, and presses Enter.
bool enterName(const QString& name);
// The Calibration tab's summary, and the human labels it counts ("12 human labels
// and …"); empty when it counts none yet.
QString calibrationSummary();
std::optional<int> humanLabelsInCalibration();

// ---- implementation of the template ----
bool waitUntil(const std::function<bool()>& condition, int timeoutMs);

template <typename W> W* waitForVisible(const QString& name, int timeoutMs, QWidget* within) {
    W* found = nullptr;
    waitUntil(
        [&]() {
            found = visible<W>(name, within);
            return found != nullptr;
        },
        timeoutMs);
    return found;
}

} // namespace pairrank::walkthrough
