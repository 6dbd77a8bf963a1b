#include "snapshot_throttle.h"

#include <algorithm>

namespace pairrank::run {

std::optional<int> SnapshotThrottle::holdBack() {
    if (m_waiting) {
        return std::nullopt;
    }
    m_waiting = true;
    const qint64 wait = m_last.isValid() ? m_interval - m_last.elapsed() : 0;
    return static_cast<int>(std::max<qint64>(1, wait));
}

bool SnapshotThrottle::diagnosticsDue(qint64 comparisons, bool final) const {
    return final || !m_lastDiagnostics.isValid() ||
           m_lastDiagnostics.elapsed() >= kDiagnosticsIntervalMilliseconds ||
           comparisons >= 2 * m_diagnosticsComparisons;
}

void SnapshotThrottle::diagnosticsComputed(qint64 comparisons) {
    m_diagnosticsComparisons = std::max<qint64>(comparisons, 1);
    m_lastDiagnostics.start();
}

} // namespace pairrank::run
