// `pairrank --screenshots DIR` (scripts/screenshots): opens the demo project,
// starts a run in the Run tab, waits — with timers and signals, never sleeps —
// until every tab shows real data, saves each tab as DIR/<tab>.png (the whole
// window, so that the sidebar and menus are in the picture), then the Judges
// dialog and the import wizard as DIR/judges.png and DIR/import.png, and quits.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QWidget;

namespace pairrank::ui {
class MainWindow;
}

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
    void captureDialogs();
    // Saves the widget as <folder>/<name>.png; false (and the application fails) when it cannot.
    bool save(QWidget& widget, const QString& name);
    void fail(const QString& message);

    ui::MainWindow& m_window;
    QString m_folder;
    QTimer m_poll;
    QTimer m_timeout;
    bool m_runStarted = false;
    bool m_rankingRequested = false;
};

} // namespace pairrank::app
