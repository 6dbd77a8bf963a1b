#include "screenshot_mode.h"

#include "ui/annotate/annotate_tab.h"
#include "ui/annotate/annotation_controller.h"
#include "ui/calibration/calibration_controller.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/help/guide_opener.h"
#include "ui/help/help_browser.h"
#include "ui/import/import_wizard.h"
#include "ui/judges/judge_config_list_model.h"
#include "ui/judges/judges_dialog.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/run/run_history.h"
#include "ui/run/run_tab.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMouseEvent>
#include <QPixmap>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextStream>
#include <QToolButton>

#include <cstdio>

namespace pairrank::app {

namespace {

// "pairrank::ui::CandidatesTab" → "candidates": from the class, not the tab's
// title, so that the file names stay the same in every UI language.
QString fileNameOf(const QWidget& tab) {
    QString name = QString::fromLatin1(tab.metaObject()->className());
    name = name.mid(name.lastIndexOf(u':') + 1);
    if (name.endsWith(QStringLiteral("Tab"))) {
        name.chop(3);
    }
    return name.toLower();
}

// A left click at the centre of `widget`, delivered as the window system delivers one.
void clickLikeAPerson(QWidget& widget) {
    const QPointF centre = QRectF(widget.rect()).center();
    const QPointF global = widget.mapToGlobal(centre);
    QMouseEvent press(QEvent::MouseButtonPress, centre, global, Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(&widget, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, centre, global, Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(&widget, &release);
}

} // namespace

ScreenshotMode::ScreenshotMode(ui::MainWindow& window, QString folder)
    : QObject(&window)
    , m_window(window)
    , m_folder(std::move(folder)) {
    m_poll.setInterval(kPollInterval);
    connect(&m_poll, &QTimer::timeout, this, &ScreenshotMode::poll);
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(kTimeout);
    connect(&m_timeout, &QTimer::timeout, this, [this]() {
        fail(m_runStarted || m_waitingFor.isEmpty()
                 ? QStringLiteral("timed out waiting for data")
                 : QStringLiteral("Start never became available: %1").arg(m_waitingFor));
    });
}

void ScreenshotMode::start() {
    if (!QDir().mkpath(m_folder)) {
        fail(QStringLiteral("cannot create the folder %1").arg(m_folder));
        return;
    }
    connect(&m_window.session(), &ui::ProjectSession::openFailed, this,
            [this](const QString&, const QString& message) { fail(message); });
    m_poll.start();
    m_timeout.start();
}

bool ScreenshotMode::runHasData() const {
    const ui::RunTab* run = m_window.runTab();
    const auto& points = run->history().points();
    return run->lastSnapshot() && points.size() >= 5 &&
           run->lastSnapshot()->totals.comparisonsDone >= kComparisonsWanted;
}

void ScreenshotMode::poll() {
    if (!m_window.session().isOpen()) {
        return;
    }
    if (m_window.candidatesTab().model().rowCount() == 0) {
        return;
    }
    if (!m_runStarted) {
        // Start is pressed as a person presses it: once the button can be pressed.
        m_window.tabs().setCurrentWidget(m_window.runTab());
        auto* start = m_window.runTab()->findChild<QToolButton*>(QStringLiteral("runStartButton"));
        if (start == nullptr || !start->isVisible() || !start->isEnabled()) {
            if (const auto* hint =
                    m_window.runTab()->findChild<QLabel*>(QStringLiteral("startHint"))) {
                m_waitingFor = hint->text();
            }
            return;
        }
        m_runStarted = true;
        clickLikeAPerson(*start);
        return;
    }
    if (!runHasData()) {
        return;
    }
    if (!m_rankingRequested) {
        m_rankingRequested = true;
        m_window.rankingTab().refresh();
        return;
    }
    if (m_window.rankingTab().model().rowCount() == 0) {
        return;
    }
    m_poll.stop();
    m_timeout.stop();
    capture();
}

void ScreenshotMode::capture() {
    // Select a candidate in each table so that the side panels show text too.
    m_window.candidatesTab().table().selectRow(1);
    m_window.rankingTab().table().selectRow(0);
    // A first start has no annotator yet: typed in, the Annotate tab shows a pair to label.
    if (ui::AnnotateTab* annotate = m_window.annotateTab();
        annotate->controller().annotator().isEmpty()) {
        annotate->enterAnnotator(QStringLiteral("Demo"));
    }
    m_timeout.start(); // the side panels, the calibration report and the dialogs load in workers
    m_nextTab = 0;
    captureNextTab();
}

bool ScreenshotMode::isReady(QWidget& tab) const {
    if (&tab == &m_window.candidatesTab()) {
        return !m_window.candidatesTab().details().toPlainText().isEmpty();
    }
    if (&tab == &m_window.rankingTab()) {
        return !m_window.rankingTab().details().toPlainText().isEmpty();
    }
    if (const auto* annotate = qobject_cast<const ui::AnnotateTab*>(&tab)) {
        return annotate->controller().currentPair().has_value();
    }
    if (const auto* calibration = qobject_cast<const ui::CalibrationTab*>(&tab)) {
        // Shown for the first time just now: its report is computed in a worker.
        return calibration->controller().report().has_value() &&
               !calibration->controller().isBusy();
    }
    return true;
}

void ScreenshotMode::captureNextTab() {
    QTabWidget& tabs = m_window.tabs();
    if (m_nextTab >= tabs.count()) {
        captureDialogs();
        return;
    }
    tabs.setCurrentIndex(m_nextTab);
    QWidget& tab = *tabs.widget(m_nextTab);
    if (!isReady(tab)) {
        QTimer::singleShot(kPollInterval, this, &ScreenshotMode::captureNextTab);
        return;
    }
    if (!save(m_window, fileNameOf(tab))) {
        return;
    }
    ++m_nextTab;
    QTimer::singleShot(0, this, &ScreenshotMode::captureNextTab);
}

void ScreenshotMode::captureDialogs() {
    // The dialogs with the most text, so that a translation is seen in them too.
    // Parented to the window, which deletes them.
    m_judges = new ui::JudgesDialog(m_window.session(), &m_window);
    m_importWizard = new ui::ImportWizard(m_window.session(), &m_window);
    m_judges->show();
    m_importWizard->show();
    saveDialogsOnceLoaded();
}

void ScreenshotMode::saveDialogsOnceLoaded() {
    // The Judges dialog loads the stored configurations in the worker.
    if (m_judges->configs().rowCount() == 0) {
        QTimer::singleShot(kPollInterval, this, &ScreenshotMode::saveDialogsOnceLoaded);
        return;
    }
    const bool saved = save(*m_judges, QStringLiteral("judges")) &&
                       save(*m_importWizard, QStringLiteral("import"));
    m_judges->close();
    m_importWizard->close();
    if (!saved || !captureGuide()) {
        return;
    }
    m_timeout.stop();
    m_window.runTab()->stopRun();
    m_window.close();
    QApplication::exit(0);
}

bool ScreenshotMode::captureGuide() {
    // The user guide's window as Help ▸ User Guide shows it: its contents and the
    // methods page (the pages load synchronously from the resource).
    ui::GuideOpener& guide = m_window.guide();
    guide.open(QStringLiteral("index.html"));
    if (!save(*guide.browser(), QStringLiteral("help"))) {
        return false;
    }
    guide.open(QStringLiteral("methods.html"));
    const bool saved = save(*guide.browser(), QStringLiteral("help-methods"));
    guide.browser()->close();
    return saved;
}

bool ScreenshotMode::save(QWidget& widget, const QString& name) {
    const QString path = m_folder + u'/' + name + QStringLiteral(".png");
    if (!widget.grab().save(path)) {
        fail(QStringLiteral("cannot write %1").arg(path));
        return false;
    }
    QTextStream(stdout) << path << Qt::endl;
    return true;
}

void ScreenshotMode::fail(const QString& message) {
    QTextStream(stderr) << "pairrank --screenshots: " << message << Qt::endl;
    QApplication::exit(1);
}

} // namespace pairrank::app
