// A probe of the GUI thread's responsiveness: a timer firing every few milliseconds
// records the time between its consecutive firings. A gap much longer than the
// interval is a stall: the event loop was busy (or blocked) that long.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace pairrank::ui_test {

class EventLoopProbe : public QObject {
public:
    explicit EventLoopProbe(int intervalMilliseconds = 5) {
        m_timer.setInterval(intervalMilliseconds);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (m_clock.isValid()) {
                m_gapsMilliseconds.push_back(static_cast<double>(m_clock.nsecsElapsed()) / 1e6);
            }
            m_clock.start();
        });
    }
    int interval() const { return m_timer.interval(); }
    void start() { m_timer.start(); }
    void stop() {
        m_timer.stop();
        m_clock.invalidate();
    }
    // Forgets the gaps recorded so far (the probe keeps running).
    void clear() { m_gapsMilliseconds.clear(); }
    const std::vector<double>& gaps() const { return m_gapsMilliseconds; }
    double longestGap() const {
        return m_gapsMilliseconds.empty()
                   ? 0.0
                   : *std::max_element(m_gapsMilliseconds.begin(), m_gapsMilliseconds.end());
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    std::vector<double> m_gapsMilliseconds;
};

// The value below which `fraction` of `values` lie (nearest rank); 0 for none.
inline double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) {
        return 0.0;
    }
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1));
    return values[index];
}

} // namespace pairrank::ui_test
