#include "circuit_breaker.h"

namespace pairrank::judge {

CircuitBreaker::CircuitBreaker(int threshold, qint64 cooldownMilliseconds)
    : m_threshold(threshold)
    , m_cooldown(cooldownMilliseconds) {}

bool CircuitBreaker::allows(qint64 now) const {
    if (!m_open) {
        return true;
    }
    return !m_trialInFlight && now - m_openedAt >= m_cooldown;
}

void CircuitBreaker::attemptStarted(qint64 /*now*/) {
    if (m_open) {
        m_trialInFlight = true;
    }
}

void CircuitBreaker::recordSuccess() {
    m_consecutiveFailures = 0;
    m_open = false;
    m_trialInFlight = false;
}

bool CircuitBreaker::recordFailure(qint64 now) {
    if (m_threshold <= 0) {
        return false;
    }
    ++m_consecutiveFailures;
    if (m_open) {
        // A failed trial keeps it open for another cooldown.
        m_trialInFlight = false;
        m_openedAt = now;
        return false;
    }
    if (m_consecutiveFailures >= m_threshold) {
        m_open = true;
        m_openedAt = now;
        return true;
    }
    return false;
}

} // namespace pairrank::judge
