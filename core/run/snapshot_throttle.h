// When a run sends its snapshots (DESIGN.md §5): at most one per interval, and
// when one is held back, one as soon as the interval has passed so that the
// last change shows. The judge diagnostics read every comparison, so they are
// recomputed at most once a second, at the end, and whenever the comparisons
// have doubled since the last time — a short run still shows them evolve, at a
// total cost of a constant times the last computation.
#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <optional>

namespace pairrank::run {

class SnapshotThrottle {
public:
    static constexpr int kDiagnosticsIntervalMilliseconds = 1000;

    explicit SnapshotThrottle(int intervalMilliseconds)
        : m_interval(qMax(0, intervalMilliseconds)) {}

    bool due() const { return !m_last.isValid() || m_last.elapsed() >= m_interval; }
    // A snapshot that is not due is held back: the milliseconds to wait before sending
    // it, or empty when one is already waiting.
    std::optional<int> holdBack();
    void waited() { m_waiting = false; }
    void sent() { m_last.start(); }

    bool diagnosticsDue(qint64 comparisons, bool final) const;
    void diagnosticsComputed(qint64 comparisons);

private:
    int m_interval;
    QElapsedTimer m_last;
    bool m_waiting = false;
    QElapsedTimer m_lastDiagnostics;
    qint64 m_diagnosticsComparisons = 0;
};

} // namespace pairrank::run
