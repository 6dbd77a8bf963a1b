#include "screenshot_mode.h"

#include "ui/annotate/annotate_tab.h"
#include "ui/annotate/annotation_controller.h"
#include "ui/calibration/calibration_controller.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/candidates/candidate_table_model.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/help/guide_opener.h"
#include "ui/help/help_browser.h"
#include "ui/import/import_wizard.h"
#include "ui/judges/judge_config_list_model.h"
#include "ui/judges/judges_dialog.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"
#include "ui/run/run_history.h"
#include "ui/run/run_tab.h"
#include "user_input.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPixmap>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTextStream>
#include <QToolBar>
#include <QToolButton>

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

// A text as the UI shows it in the language PairRank runs in: the widgets are found by
// what a person reads on them, in every language.
QString shown(const char* context, const char* sourceText) {
    return QCoreApplication::translate(context, sourceText);
}

// The visible widget of type W under `root` whose accessible name reads `name`.
template <typename W> W* named(const QWidget& root, const QString& name) {
    for (W* widget : root.findChildren<W*>()) {
        if (widget->isVisible() && widget->accessibleName() == name) {
            return widget;
        }
    }
    return nullptr;
}

// The toolbar button of `window` showing the action with `text`.
QWidget* toolButton(const QWidget& window, const QString& text) {
    for (QToolBar* bar : window.findChildren<QToolBar*>()) {
        for (QAction* action : bar->actions()) {
            if (action->text() == text) {
                return bar->widgetForAction(action);
            }
        }
    }
    return nullptr;
}

// The modal window in front (a dialog, a wizard) when it is a W.
template <typename W> W* modalOfType() {
    return qobject_cast<W*>(QApplication::activeModalWidget());
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
        const QString what =
            m_step < m_steps.size() ? m_steps[m_step].what : QStringLiteral("the end");
        fail(m_startHint.isEmpty()
                 ? QStringLiteral("timed out waiting for %1").arg(what)
                 : QStringLiteral("timed out waiting for %1: %2").arg(what, m_startHint));
    });
}

void ScreenshotMode::start() {
    if (!QDir().mkpath(m_folder)) {
        fail(QStringLiteral("cannot create the folder %1").arg(m_folder));
        return;
    }
    connect(&m_window.session(), &ui::ProjectSession::openFailed, this,
            [this](const QString&, const QString& message) { fail(message); });
    m_steps = steps();
    m_step = 0;
    m_poll.start();
    m_timeout.start();
}

void ScreenshotMode::poll() {
    while (m_step < m_steps.size()) {
        if (!m_steps[m_step].done()) {
            return;
        }
        ++m_step;
        m_timeout.start(); // each step has kTimeout of its own
    }
    m_poll.stop();
    m_timeout.stop();
    m_window.close();
    QApplication::exit(0);
}

bool ScreenshotMode::runHasData() const {
    const ui::RunTab* run = m_window.runTab();
    const auto& points = run->history().points();
    return run->lastSnapshot() && points.size() >= 5 &&
           run->lastSnapshot()->totals.comparisonsDone >= kComparisonsWanted;
}

void ScreenshotMode::showTab(QWidget& tab) {
    QTabWidget& tabs = m_window.tabs();
    input::clickTab(*tabs.tabBar(), tabs.indexOf(&tab));
}

std::vector<ScreenshotMode::Step> ScreenshotMode::steps() {
    ui::CandidatesTab& candidates = m_window.candidatesTab();
    ui::RankingTab& ranking = m_window.rankingTab();
    ui::RunTab& run = *m_window.runTab();
    ui::AnnotateTab& annotate = *m_window.annotateTab();
    ui::CalibrationTab& calibration = *m_window.calibrationTab();
    ui::MainWindow& window = m_window;
    std::vector<Step> list;
    const auto add = [&list](const QString& what, std::function<bool()> done) {
        list.push_back({what, std::move(done)});
    };
    const auto once = [&add](const QString& what, std::function<void()> action) {
        add(what, [action = std::move(action)] {
            action();
            return true;
        });
    };
    const auto saveTab = [this, &add](QWidget& tab) {
        add(QStringLiteral("the %1 tab to be pictured").arg(fileNameOf(tab)),
            [this, &tab] { return save(m_window, fileNameOf(tab)); });
    };

    // A fresh start: the demo opens by itself; the Run tab is clicked and F5 pressed
    // once Start can be pressed (the line under it says why not, meanwhile).
    add(QStringLiteral("the demo project to open"),
        [&] { return window.session().isOpen() && candidates.model().rowCount() > 0; });
    // A window manager gives the keyboard to a new window, and back to the main window
    // when a dialog closes; the bare X server of scripts/screenshots has none, so the
    // window asks for it before its shortcuts are pressed.
    const auto keyboardTo = [&add](QWidget& target) {
        add(QStringLiteral("the keyboard"), [&target] {
            if (QGuiApplication::focusWindow() == target.windowHandle()) {
                return true;
            }
            target.activateWindow();
            return false;
        });
    };
    once(QStringLiteral("the Run tab"), [this, &run] { showTab(run); });
    keyboardTo(window);
    add(QStringLiteral("Start to become available"), [this, &run, &window] {
        auto* start = run.findChild<QToolButton*>(QStringLiteral("runStartButton"));
        if (start == nullptr || !start->isVisible() || !start->isEnabled()) {
            if (const auto* hint = run.findChild<QLabel*>(QStringLiteral("startHint"))) {
                m_startHint = hint->text();
            }
            return false;
        }
        m_startHint.clear();
        input::press(window, QKeySequence(Qt::Key_F5));

        return true;
    });
    add(QStringLiteral("the run to have data"), [this] { return runHasData(); });

    // Each tab clicked, with what a person does there, pictured once it shows its data.
    once(QStringLiteral("the Candidates tab"), [this, &candidates] { showTab(candidates); });
    once(QStringLiteral("a candidate to be clicked"), [&candidates] {
        input::clickRow(candidates.table(), candidates.table().model()->index(1, 0));
    });
    add(QStringLiteral("the candidate's text"),
        [&candidates] { return !candidates.details().toPlainText().isEmpty(); });
    saveTab(candidates);

    once(QStringLiteral("the Ranking tab"), [this, &ranking] {
        showTab(ranking);
        if (auto* recompute = named<QPushButton>(
                ranking, shown("pairrank::ui::RankingTab", "Recompute the ranking"))) {
            input::click(*recompute);
        }
    });
    add(QStringLiteral("the ranking"), [&ranking] {
        if (ranking.model().rowCount() == 0) {
            return false;
        }
        input::clickRow(ranking.table(), ranking.table().model()->index(0, 0));
        return true;
    });
    add(QStringLiteral("the ranked candidate's text"),
        [&ranking] { return !ranking.details().toPlainText().isEmpty(); });
    saveTab(ranking);

    once(QStringLiteral("the Run tab"), [this, &run] { showTab(run); });
    saveTab(run);

    // A first start has no annotator yet: the name is typed where the tab asks for it.
    once(QStringLiteral("the Annotate tab"), [this, &annotate] {
        showTab(annotate);
        if (!annotate.controller().annotator().isEmpty()) {
            return;
        }
        for (QComboBox* box : annotate.findChildren<QComboBox*>()) {
            if (box->isEditable() && box->isVisible() && box->lineEdit() != nullptr) {
                input::type(*box->lineEdit(), QStringLiteral("Demo"));
                input::press(*box->lineEdit(), QKeySequence(Qt::Key_Return));
                break;
            }
        }
    });
    add(QStringLiteral("a pair to annotate"),
        [&annotate] { return annotate.controller().currentPair().has_value(); });
    saveTab(annotate);

    once(QStringLiteral("the Calibration tab"), [this, &calibration] { showTab(calibration); });
    add(QStringLiteral("the calibration report"), [&calibration] {
        return calibration.controller().report().has_value() && !calibration.controller().isBusy();
    });
    saveTab(calibration);

    // Judges… in the menu bar, pictured once its lists are read; Escape closes it.
    once(QStringLiteral("Judges… in the menu bar"), [&window] {
        QMenuBar& bar = *window.menuBar();
        for (QAction* action : bar.actions()) {
            if (action->text() == shown("pairrank::ui::MainWindow", "&Judges…")) {
                input::click(bar, bar.actionGeometry(action).center());
            }
        }
    });
    addPictureOfModal<ui::JudgesDialog>(
        list, QStringLiteral("judges"), [](ui::JudgesDialog& judges) {
            return judges.configs().rowCount() > 0 && judges.isEnabled(); // read in the background
        });

    // Ctrl+I, the path of a plain CSV typed in, Next: the mapping the wizard proposes.
    keyboardTo(window);
    once(QStringLiteral("Ctrl+I"),
         [&window] { input::press(window, QKeySequence(Qt::CTRL | Qt::Key_I)); });
    add(QStringLiteral("the import wizard"), [this] {
        auto* wizard = modalOfType<ui::ImportWizard>();
        auto* path =
            wizard != nullptr
                ? named<QLineEdit>(*wizard, shown("pairrank::ui::ImportFilePage", "File to import"))
                : nullptr;
        if (path == nullptr) {
            return false;
        }
        const QString csv = writePlainCsv();
        if (csv.isEmpty()) {
            return false;
        }
        input::type(*path, csv);
        input::click(*wizard->button(QWizard::NextButton));
        return true;
    });
    addPictureOfModal<ui::ImportWizard>(
        list, QStringLiteral("import"), [](ui::ImportWizard& wizard) {
            // The preview is read in the background; Next waits for it.
            return wizard.currentId() == ui::ImportWizard::MappingPage &&
                   wizard.button(QWizard::NextButton)->isEnabled();
        });

    // F1 opens the guide; its Contents and Methods buttons are clicked.
    keyboardTo(window);
    once(QStringLiteral("F1"), [&window] { input::press(window, QKeySequence(Qt::Key_F1)); });
    add(QStringLiteral("the guide's contents"), [this, &window] {
        ui::HelpBrowser* guide = window.guide().browser();
        QWidget* contents =
            guide != nullptr ? toolButton(*guide, shown("pairrank::ui::HelpBrowser", "&Contents"))
                             : nullptr;
        if (contents == nullptr || !guide->isVisible()) {
            return false;
        }
        input::click(*contents);
        return guide->source().fileName() == QLatin1String("index.html") &&
               save(*guide, QStringLiteral("help"));
    });
    add(QStringLiteral("the guide's methods page"), [this, &window] {
        ui::HelpBrowser* guide = window.guide().browser();
        QWidget* methods = toolButton(*guide, shown("pairrank::ui::HelpBrowser", "&Methods"));
        if (methods == nullptr) {
            return false;
        }
        input::click(*methods);
        if (guide->source().fileName() != QLatin1String("methods.html") ||
            !save(*guide, QStringLiteral("help-methods"))) {
            return false;
        }
        input::press(*guide, QKeySequence(Qt::Key_Escape));
        return true;
    });

    // Shift+F5 stops the run; then PairRank quits without a question.
    keyboardTo(window);
    once(QStringLiteral("Shift+F5"), [this, &window, &run] {
        showTab(run);
        input::press(window, QKeySequence(Qt::SHIFT | Qt::Key_F5));
    });
    add(QStringLiteral("the run to stop"), [&run] { return !run.isRunActive(); });
    return list;
}

template <typename Window>
void ScreenshotMode::addPictureOfModal(std::vector<Step>& list, const QString& name,
                                       std::function<bool(Window&)> ready) {
    list.push_back({QStringLiteral("%1.png's window to be ready").arg(name), [this, name, ready] {
                        auto* window = modalOfType<Window>();
                        if (window == nullptr || !ready(*window) || !save(*window, name)) {
                            return false;
                        }
                        input::press(*window, QKeySequence(Qt::Key_Escape));
                        return true;
                    }});
    list.push_back({QStringLiteral("%1.png's window to close").arg(name), [] {
                        return modalOfType<Window>() == nullptr;
                    }});
}

QString ScreenshotMode::writePlainCsv() {
    // What an analyst might export from a spreadsheet: answers of three models to two
    // questions, with a human rating — the header names nothing PairRank-specific.
    const QString path = m_files.filePath(QStringLiteral("answers.csv"));
    QFile file(path);
    if (!m_files.isValid() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        fail(QStringLiteral("cannot write %1").arg(path));
        return {};
    }
    file.write("context,candidate,system,text,score\n"
               "q1,q1-a,gpt,\"Paris, the capital of France.\",4\n"
               "q1,q1-b,llama,It is Paris.,5\n"
               "q1,q1-c,mistral,Lyon.,1\n"
               "q2,q2-a,gpt,Water boils at 100 °C at sea level.,5\n"
               "q2,q2-b,llama,\"It boils at 90 °C, I think.\",2\n"
               "q2,q2-c,mistral,At 100 degrees Celsius.,4\n");
    return path;
}

bool ScreenshotMode::save(QWidget& widget, const QString& name) {
    const QString path = m_folder + u'/' + name + QStringLiteral(".png");
    // A label whose text changed a moment ago has asked for its new size; a person sees
    // it laid out (the event loop does that before it paints), so the picture does too.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (!widget.grab().save(path)) {
        fail(QStringLiteral("cannot write %1").arg(path));
        return false;
    }
    QTextStream(stdout) << path << Qt::endl;
    return true;
}

void ScreenshotMode::fail(const QString& message) {
    m_poll.stop();
    m_timeout.stop();
    QTextStream(stderr) << "pairrank --screenshots: " << message << Qt::endl;
    QApplication::exit(1);
}

} // namespace pairrank::app
