#include "walkthrough_support.h"

#include "app/pairrank/translations.h"
#include "gui_test_support.h"
#include "ui/common/mnemonic.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextEdit>
#include <QWindow>

#include <optional>

namespace pairrank::walkthrough {

using ui::withoutMnemonic;

namespace {

bool isShown(const QWidget* widget) {
    return widget != nullptr && widget->isVisible() && widget->window()->isVisible() &&
           !widget->visibleRegion().isEmpty();
}

bool matches(const QWidget* widget, const QString& name) {
    if (widget->objectName() == name || widget->accessibleName() == name) {
        return true;
    }
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget)) {
        return withoutMnemonic(button->text()) == name;
    }
    if (const auto* group = qobject_cast<const QGroupBox*>(widget)) {
        return withoutMnemonic(group->title()) == name;
    }
    return false;
}

void warn(const QString& message) {
    qWarning("walkthrough: %s", qPrintable(message));
}

QString describe(const QWidget* widget) {
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()),
             widget->accessibleName().isEmpty() ? widget->objectName() : widget->accessibleName());
}

// A person cannot reach a window behind a modal one.
bool blockedByModal(const QWidget* widget) {
    QWidget* modal = QApplication::activeModalWidget();
    return modal != nullptr && widget->window() != modal && !modal->isAncestorOf(widget);
}

} // namespace

bool waitUntil(const std::function<bool()>& condition, int timeoutMs) {
    QDeadlineTimer deadline(timeoutMs);
    while (!condition()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QTest::qWait(10);
    }
    return true;
}

StartedApplication::StartedApplication(const QString& projectPath, QSize size,
                                       std::shared_ptr<QTemporaryDir> settings)
    : m_folder(settings != nullptr ? std::move(settings) : std::make_shared<QTemporaryDir>()) {
    ui_test::isolateSettings(*m_folder);
    // QStandardPaths' test mode puts the application data (the demo project) under
    // $HOME/.qttest, which would outlive the test: a first start must be a first start.
    qputenv("HOME", m_folder->path().toUtf8());
    // As main() does before any widget exists, once per process as there: the language of
    // fresh settings, the system's, which in a test is English with its plural forms.
    static const bool translated =
        app::installTranslations(*QCoreApplication::instance(), app::chosenLanguage());
    (void)translated;
    m_application = std::make_unique<ui::DesktopApplication>();
    m_application->window().resize(size);
    m_application->start(projectPath);
    if (!QTest::qWaitForWindowExposed(&m_application->window())) {
        warn(QStringLiteral("the main window was never shown"));
    }
    // A person's window has the keyboard: shortcuts such as F5 go to it.
    m_application->window().activateWindow();
    if (!QTest::qWaitForWindowActive(&m_application->window())) {
        warn(QStringLiteral("the main window never became active"));
    }
}

StartedApplication::~StartedApplication() {
    // Close what a person left open, then the window, as quitting does.
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (top != &m_application->window() && top->isVisible()) {
            top->close();
        }
    }
    m_application.reset();
}

ui::MainWindow& StartedApplication::window() const {
    return m_application->window();
}

bool StartedApplication::waitUntilOpen(int timeoutMs) const {
    const bool open = waitUntil(
        [this]() {
            return m_application->session().isOpen() &&
                   m_application->window().windowTitle().contains(QStringLiteral(" — "));
        },
        timeoutMs);
    if (!open) {
        warn(QStringLiteral("no project was open after %1 ms; the title reads \"%2\"")
                 .arg(timeoutMs)
                 .arg(m_application->window().windowTitle()));
    }
    return open;
}

bool StartedApplication::restartRequested() const {
    return m_application->restartRequested();
}

QWidgetList visibleWindows() {
    QWidgetList windows;
    if (QWidget* modal = QApplication::activeModalWidget()) {
        windows.append(modal);
    }
    for (QWidget* top : QApplication::topLevelWidgets()) {
        if (top->isVisible() && !windows.contains(top) && !qobject_cast<QMenu*>(top)) {
            windows.append(top);
        }
    }
    return windows;
}

QWidget* findVisibleWidget(const QString& name, const QMetaObject& type, QWidget* within) {
    const QWidgetList roots = within != nullptr ? QWidgetList{within} : visibleWindows();
    for (QWidget* root : roots) {
        QWidgetList candidates = root->findChildren<QWidget*>();
        candidates.prepend(root);
        for (QWidget* widget : candidates) {
            if (widget->metaObject()->inherits(&type) && isShown(widget) && matches(widget, name)) {
                return widget;
            }
        }
    }
    return nullptr;
}

namespace {

// Whether a person could click `widget` now: it exists, is visible, is enabled and is
// not behind a modal window. Makes its window the active one, as the click would.
bool reachable(QWidget* widget) {
    if (widget == nullptr) {
        warn(QStringLiteral("nothing to click: the widget is not on screen"));
        return false;
    }
    if (!isShown(widget)) {
        warn(describe(widget) + QStringLiteral(" is not visible"));
        return false;
    }
    if (!widget->isEnabled()) {
        warn(describe(widget) + QStringLiteral(" is disabled"));
        return false;
    }
    if (blockedByModal(widget)) {
        warn(describe(widget) + QStringLiteral(" is behind a modal window"));
        return false;
    }
    // A click activates the window it lands in (click to focus); the offscreen platform
    // does not do that by itself when a dialog on top of it has just closed.
    QWidget* window = widget->window();
    if (!window->isActiveWindow()) {
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window)) {
            warn(describe(window) + QStringLiteral(" could not be made active"));
            return false;
        }
    }
    return true;
}

} // namespace

bool click(QWidget* widget) {
    if (!reachable(widget)) {
        return false;
    }
    const QPoint centre = widget->visibleRegion().boundingRect().center();
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, centre);
    return true;
}

bool clickButton(const QString& name, QWidget* within) {
    auto* button = visible<QAbstractButton>(name, within);
    if (button == nullptr) {
        warn(QStringLiteral("no visible button \"%1\"").arg(name));
        return false;
    }
    return click(button);
}

bool typeInto(QWidget* field, const QString& text) {
    if (!click(field)) {
        return false;
    }
    if (!field->hasFocus()) {
        warn(describe(field) + QStringLiteral(" did not take the focus when clicked"));
        return false;
    }
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClicks(field, text);
    return true;
}

bool press(const QKeySequence& keys) {
    // The window that has the keyboard: a modal one, else the active one. A closed popup
    // (a combo box's list) may still be called active on the offscreen platform; keys go
    // to the window a person sees in front then.
    QWidget* window = QApplication::activeModalWidget();
    if (window == nullptr) {
        window = QApplication::activeWindow();
    }
    if (window == nullptr || !window->isVisible() || window->windowType() == Qt::Popup) {
        const QWidgetList shown = visibleWindows();
        window = shown.isEmpty() ? nullptr : shown.first();
        if (window != nullptr) {
            window->activateWindow(); // its shortcuts only work while it is active
            if (!QTest::qWaitForWindowActive(window)) {
                warn(describe(window) + QStringLiteral(" could not be made active"));
                return false;
            }
            // The window system has the keyboard with this window already, so no
            // activation event comes; the offscreen platform leaves QApplication still
            // naming the closed popup (a combo box's list whose combo box was disabled),
            // and the window's shortcuts would not match.
            if (QApplication::activeWindow() != window) {
                QApplication::setActiveWindow(window);
            }
        }
    }
    if (window == nullptr) {
        warn(QStringLiteral("no window is active to receive %1").arg(keys.toString()));
        return false;
    }
    QWidget* target = window->focusWidget() != nullptr ? window->focusWidget() : window;
    QTest::keySequence(target, keys);
    return true;
}

namespace {

QAction* actionNamed(const QList<QAction*>& actions, const QString& text) {
    for (QAction* action : actions) {
        if (!action->isSeparator() && withoutMnemonic(action->text()) == text) {
            return action;
        }
    }
    return nullptr;
}

QMenu* waitForPopup(QMenu* menu) {
    waitUntil([menu]() { return menu->isVisible(); }, 5'000);
    return menu->isVisible() ? menu : nullptr;
}

} // namespace

bool chooseMenu(QMainWindow& window, const QStringList& path) {
    if (path.isEmpty()) {
        return false;
    }
    QMenuBar* bar = window.menuBar();
    QAction* top = actionNamed(bar->actions(), path.first());
    if (top == nullptr || !top->isVisible()) {
        warn(QStringLiteral("the menu bar has no \"%1\"").arg(path.first()));
        return false;
    }
    if (!top->isEnabled()) {
        warn(QStringLiteral("the menu \"%1\" is disabled").arg(path.first()));
        return false;
    }
    QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->actionGeometry(top).center());
    if (top->menu() == nullptr) {
        return path.size() == 1; // a menu-bar entry that is an action of its own
    }
    QMenu* menu = waitForPopup(top->menu());
    for (int level = 1; menu != nullptr && level < path.size(); ++level) {
        QAction* item = actionNamed(menu->actions(), path.at(level));
        if (item == nullptr || !item->isVisible()) {
            warn(QStringLiteral("the menu \"%1\" has no \"%2\"")
                     .arg(path.at(level - 1), path.at(level)));
            menu->close();
            return false;
        }
        if (!item->isEnabled()) {
            warn(QStringLiteral("\"%1\" is disabled in its menu").arg(path.at(level)));
            menu->close();
            return false;
        }
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier,
                          menu->actionGeometry(item).center());
        if (level + 1 < path.size()) {
            if (item->menu() == nullptr) {
                warn(QStringLiteral("\"%1\" opens no submenu").arg(path.at(level)));
                return false;
            }
            menu = waitForPopup(item->menu());
        }
    }
    if (menu == nullptr) {
        warn(QStringLiteral("a menu on the way to \"%1\" never opened").arg(path.join(u'/')));
        return false;
    }
    return true;
}

bool chooseInCombo(QComboBox* combo, const QString& text) {
    if (!click(combo)) {
        return false;
    }
    QAbstractItemView* list = combo->view();
    if (!waitUntil([list]() { return list->isVisible(); }, 5'000)) {
        warn(describe(combo) + QStringLiteral(" did not open its list"));
        return false;
    }
    const int row = combo->findText(text);
    if (row < 0) {
        warn(describe(combo) + QStringLiteral(" offers no \"%1\"").arg(text));
        QTest::keyClick(list, Qt::Key_Escape);
        return false;
    }
    // With the keys, as a person may: the list ignores a click that comes sooner after
    // it opened than a double-click would, so a mouse choice would need a wait.
    for (int guard = 0; list->currentIndex().row() != row && guard <= combo->count(); ++guard) {
        QTest::keyClick(list, list->currentIndex().row() < row ? Qt::Key_Down : Qt::Key_Up);
    }
    QTest::keyClick(list, Qt::Key_Return);
    QWidget* popup = list->window();
    if (!waitUntil([popup]() { return !popup->isVisible(); }, 5'000)) {
        warn(describe(combo) + QStringLiteral(" kept its list open"));
        return false;
    }
    // The window system gives the keyboard back to the window once the list closes; the
    // offscreen platform does not, and the window's shortcuts would stop working.
    if (QApplication::activeWindow() != combo->window()) {
        combo->window()->activateWindow();
        if (!QTest::qWaitForWindowActive(combo->window())) {
            warn(describe(combo) + QStringLiteral("'s window did not get the keyboard back"));
            return false;
        }
    }
    if (combo->currentText() != text) {
        warn(describe(combo) +
             QStringLiteral(" shows \"%1\" after choosing \"%2\"").arg(combo->currentText(), text));
        return false;
    }
    return true;
}

bool clickTab(const QString& text, QWidget* within) {
    const QWidgetList roots = within != nullptr ? QWidgetList{within} : visibleWindows();
    for (QWidget* root : roots) {
        for (QTabBar* bar : root->findChildren<QTabBar*>()) {
            if (!isShown(bar)) {
                continue;
            }
            for (int tab = 0; tab < bar->count(); ++tab) {
                if (withoutMnemonic(bar->tabText(tab)) == text) {
                    if (!bar->isTabEnabled(tab)) {
                        warn(QStringLiteral("the tab \"%1\" is disabled").arg(text));
                        return false;
                    }
                    QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier,
                                      bar->tabRect(tab).center());
                    return bar->currentIndex() == tab;
                }
            }
        }
    }
    warn(QStringLiteral("no visible tab \"%1\"").arg(text));
    return false;
}

QModelIndex rowStartingWith(const QAbstractItemView& view, const QString& text,
                            const QModelIndex& parent) {
    const QAbstractItemModel* model = view.model();
    for (int row = 0; model != nullptr && row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (index.data().toString().startsWith(text)) {
            return index;
        }
    }
    return {};
}

namespace {

// The column titled `title`, scrolled into view in `view`'s header; empty (and said) when
// the header does not show it.
std::optional<int> shownHeaderSection(QTableView* view, const QString& title) {
    if (view == nullptr || !reachable(view)) {
        return std::nullopt;
    }
    QHeaderView* header = view->horizontalHeader();
    const QAbstractItemModel* model = view->model();
    for (int column = 0; model != nullptr && column < model->columnCount(); ++column) {
        if (model->headerData(column, Qt::Horizontal).toString() != title ||
            header->isSectionHidden(column)) {
            continue;
        }
        if (model->rowCount() > 0) {
            view->scrollTo(model->index(view->rowAt(0) < 0 ? 0 : view->rowAt(0), column));
        }
        const int x = header->sectionViewportPosition(column);
        if (x + header->sectionSize(column) / 2 < 0 ||
            x + header->sectionSize(column) / 2 >= header->viewport()->width()) {
            warn(describe(view) + QStringLiteral(" does not show the header \"%1\"").arg(title));
            return std::nullopt;
        }
        return column;
    }
    warn(describe(view) + QStringLiteral(" has no column \"%1\"").arg(title));
    return std::nullopt;
}

} // namespace

bool clickHeader(QTableView* view, const QString& title) {
    const std::optional<int> column = shownHeaderSection(view, title);
    if (!column) {
        return false;
    }
    QHeaderView* header = view->horizontalHeader();
    const int x = header->sectionViewportPosition(*column) + header->sectionSize(*column) / 2;
    // Clicks a person makes one after another, not a double-click: the event's time
    // is past the double-click interval from the last one.
    QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier,
                      QPoint(x, header->viewport()->height() / 2),
                      QApplication::doubleClickInterval() + 1);
    return true;
}

bool dragHeaderEdge(QTableView* view, const QString& title, int dx) {
    const std::optional<int> column = shownHeaderSection(view, title);
    if (!column) {
        return false;
    }
    QHeaderView* header = view->horizontalHeader();
    QWidget* viewport = header->viewport();
    const int edge = header->sectionViewportPosition(*column) + header->sectionSize(*column) - 1;
    const int y = viewport->height() / 2;
    if (edge >= viewport->width()) {
        warn(describe(view) + QStringLiteral(" does not show the edge of \"%1\"").arg(title));
        return false;
    }
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(edge, y),
                      QApplication::doubleClickInterval() + 1);
    constexpr int kSteps = 4;
    for (int step = 1; step <= kSteps; ++step) {
        QTest::mouseMove(viewport, QPoint(edge + dx * step / kSteps, y));
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, QPoint(edge + dx, y));
    return true;
}

bool clickRow(QAbstractItemView* view, const QModelIndex& index, bool doubleClick) {
    if (view == nullptr || !index.isValid()) {
        warn(QStringLiteral("no such row to click"));
        return false;
    }
    if (!reachable(view)) {
        return false;
    }
    view->scrollTo(index);
    const QRect row = view->visualRect(index);
    if (!row.isValid() || !view->viewport()->rect().intersects(row)) {
        warn(describe(view) +
             QStringLiteral(" does not show the row \"%1\"").arg(index.data().toString()));
        return false;
    }
    if (doubleClick) {
        // Through the window, as the window system delivers it: press, release, press
        // (which Qt turns into the double-click), release. The QWidget overload sends
        // the double-click event alone, which a view takes for a press.
        QWidget* window = view->window();
        QTest::mouseDClick(window->windowHandle(), Qt::LeftButton, Qt::NoModifier,
                           view->viewport()->mapTo(window, row.center()));
    } else {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    }
    return true;
}

QWidget* waitForModal(int timeoutMs, QWidget* except) {
    QWidget* found = nullptr;
    waitUntil(
        [&]() {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal != nullptr && modal != except && modal->isVisible()) {
                found = modal;
            }
            return found != nullptr;
        },
        timeoutMs);
    if (found == nullptr) {
        warn(QStringLiteral("no dialog appeared within %1 ms").arg(timeoutMs));
    }
    return found;
}

bool waitUntilClosed(QWidget* window, int timeoutMs) {
    const QPointer<QWidget> watched(window);
    const bool closed =
        waitUntil([&watched] { return watched.isNull() || !watched->isVisible(); }, timeoutMs);
    if (!closed) {
        warn(describe(watched.data()) + QStringLiteral(" is still open"));
    }
    return closed;
}

QString shownText(const QWidget* widget) {
    if (widget == nullptr) {
        return {};
    }
    if (const auto* label = qobject_cast<const QLabel*>(widget)) {
        // A wrapped label shorter than its lines shows only some of them: a person
        // cannot read the rest, so neither does a test.
        if (label->wordWrap() && label->isVisible() &&
            label->height() < label->heightForWidth(label->width())) {
            warn(QStringLiteral("%1 is %2 px tall but its text needs %3: '%4'")
                     .arg(describe(label))
                     .arg(label->height())
                     .arg(label->heightForWidth(label->width()))
                     .arg(label->text()));
            return {};
        }
        return label->text();
    }
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget)) {
        return withoutMnemonic(button->text());
    }
    if (const auto* line = qobject_cast<const QLineEdit*>(widget)) {
        return line->text();
    }
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(widget)) {
        return plain->toPlainText();
    }
    if (const auto* rich = qobject_cast<const QTextEdit*>(widget)) {
        return rich->toPlainText();
    }
    if (const auto* combo = qobject_cast<const QComboBox*>(widget)) {
        return combo->currentText();
    }
    if (const auto* group = qobject_cast<const QGroupBox*>(widget)) {
        return withoutMnemonic(group->title());
    }
    return widget->accessibleName();
}

QString leftTextShown() {
    return shownText(visible<QTextBrowser>(QStringLiteral("Text A, on the left")));
}

QString annotateStatus() {
    return shownText(visible<QLabel>(QStringLiteral("annotateStatus")));
}

bool statusExplainsThePair() {
    return annotateStatus().startsWith(QStringLiteral("Why this pair: "));
}

bool aPairIsShown() {
    auto* answer = visible<QAbstractButton>(QStringLiteral("A is better"));
    return answer != nullptr && answer->isEnabled() && !leftTextShown().isEmpty();
}

bool enterName(const QString& name) {
    auto* field = visible<QComboBox>(QStringLiteral("Annotator"));
    return typeInto(field, name) && press(QKeySequence(Qt::Key_Return));
}

QString calibrationSummary() {
    return shownText(visible<QLabel>(QStringLiteral("Summary")));
}

std::optional<int> humanLabelsInCalibration() {
    static const QRegularExpression count(QStringLiteral("^(\\d+) human label"));
    const QRegularExpressionMatch match = count.match(calibrationSummary());
    return match.hasMatch() ? std::optional<int>(match.captured(1).toInt()) : std::nullopt;
}

} // namespace pairrank::walkthrough
