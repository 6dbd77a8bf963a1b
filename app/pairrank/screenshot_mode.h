// `pairrank --screenshots DIR` (scripts/screenshots): opens the demo project,
// presses Start in the Run tab (a mouse click on the button, once a person could
// press it), polls — a timer, never a blind wait — until every
// tab shows real data (a side panel's text, the calibration report), saves each
// tab as DIR/<tab>.png (the whole window, so that the sidebar and menus are in the
// picture), then the Judges dialog and the import wizard as DIR/judges.png and
// DIR/import.png, the user guide's window as DIR/help.png (its contents) and
// DIR/help-methods.png, and quits. Fails after kTimeout without all of it.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QWidget;

namespace pairrank::ui {
class ImportWizard;
class JudgesDialog;
class MainWindow;
} // namespace pairrank::ui

namespace pairrank::app {

class ScreenshotMode : public QObject {
    Q_OBJECT

public:
    static constexpr int kPollInterval = 200;      // ms between checks for data
    static constexpr int kTimeout = 90'000;        // ms before giving up
    static constexpr int kComparisonsWanted = 150; // judgements before the pictures

    ScreenshotMode(ui::MainWindow& window, QString folder);
    // Begins once the project is open; the application exits when done.
    void start();

private:
    void poll();
    bool runHasData() const;
    void capture();
    // A tab is pictured once what it loads in a worker has arrived (its side panel,
    // the pair to annotate, the calibration report); until then it is polled.
    bool isReady(QWidget& tab) const;
    void captureNextTab();
    void captureDialogs();
    void saveDialogsOnceLoaded();
    bool captureGuide();
    // Saves the widget as <folder>/<name>.png; false (and the application fails) when it cannot.
    bool save(QWidget& widget, const QString& name);
    void fail(const QString& message);

    ui::MainWindow& m_window;
    QString m_folder;
    QTimer m_poll;
    QTimer m_timeout;
    bool m_runStarted = false;
    QString m_waitingFor; // why Start could not be pressed yet, for the time-out message
    bool m_rankingRequested = false;
    int m_nextTab = 0;
    ui::JudgesDialog* m_judges = nullptr;
    ui::ImportWizard* m_importWizard = nullptr;
};

} // namespace pairrank::app
