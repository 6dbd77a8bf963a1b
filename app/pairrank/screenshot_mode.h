// `pairrank --screenshots DIR` (scripts/screenshots): PairRank used as a person uses
// it, with the mouse and the keys (user_input.h), and pictured on the way. On the
// demo project it clicks the Run tab and presses F5 once Start can be pressed,
// waits for the run to have data, then clicks through the tabs — a row of the
// Candidates and the Ranking table clicked, an annotator's name typed in — and
// saves each as DIR/<tab>.png (the whole window, so that the sidebar and the menus
// are in the picture); opens Judges… from the menu bar (DIR/judges.png); presses
// Ctrl+I, types the path of a plain CSV file into the import wizard and clicks
// Next (DIR/import.png, the column mapping it proposes); presses F1 and clicks the
// guide's Contents and Methods (DIR/help.png, DIR/help-methods.png); stops the run
// with Shift+F5 and quits. Every step waits for what a person would wait for,
// polled by a timer, never a blind wait; without all of it after kTimeout it fails.
#pragma once

#include <QObject>
#include <QString>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <vector>

class QWidget;

namespace pairrank::ui {
class MainWindow;
} // namespace pairrank::ui

namespace pairrank::app {

class ScreenshotMode : public QObject {
    Q_OBJECT

public:
    static constexpr int kPollInterval = 200;      // ms between checks
    static constexpr int kTimeout = 90'000;        // ms for one step before giving up
    static constexpr int kComparisonsWanted = 150; // judgements before the pictures

    ScreenshotMode(ui::MainWindow& window, QString folder);
    // Begins once the project is open; the application exits when done.
    void start();

private:
    // One step: true when done (the next one follows at once), false to be polled again.
    struct Step {
        QString what; // for the time-out message
        std::function<bool()> done;
    };
    std::vector<Step> steps();
    void poll();

    // Adds the steps that save the modal window in front as <name>.png once it is a
    // Window for which `ready` holds, close it with Escape and wait until it has closed.
    template <typename Window>
    void addPictureOfModal(std::vector<Step>& list, const QString& name,
                           std::function<bool(Window&)> ready);
    bool runHasData() const;
    // Clicks the main window's tab showing `tab`.
    void showTab(QWidget& tab);
    // Saves the widget as <folder>/<name>.png; false (and the application fails) when it cannot.
    bool save(QWidget& widget, const QString& name);
    // Writes the plain CSV file the import wizard is shown with; empty when it cannot.
    QString writePlainCsv();
    void fail(const QString& message);

    ui::MainWindow& m_window;
    QString m_folder;
    QTemporaryDir m_files;
    std::vector<Step> m_steps;
    std::size_t m_step = 0;
    QTimer m_poll;
    QTimer m_timeout;
    QString m_startHint; // why Start could not be pressed yet, for the time-out message
};

} // namespace pairrank::app
