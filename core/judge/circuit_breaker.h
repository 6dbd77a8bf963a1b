// Stops asking a judge that keeps failing: after `threshold` consecutive failed
// attempts the circuit opens; after `cooldown` one trial attempt is let through
// (half-open), and its success closes the circuit again. Pure: the caller passes
// the time in milliseconds of a monotonic clock.
#pragma once

#include <QtGlobal>

namespace pairrank::judge {

class CircuitBreaker {
public:
    // threshold 0 disables the breaker.
    CircuitBreaker(int threshold, qint64 cooldownMilliseconds);

    // May an attempt start now? In the half-open state only one trial may.
    bool allows(qint64 now) const;
    bool isOpen() const { return m_open; }
    // Called when an attempt starts, so that half-open lets only one through.
    void attemptStarted(qint64 now);
    void recordSuccess();
    // Returns true when this failure opened the circuit.
    bool recordFailure(qint64 now);

private:
    int m_threshold;
    qint64 m_cooldown;
    int m_consecutiveFailures = 0;
    bool m_open = false;
    bool m_trialInFlight = false;
    qint64 m_openedAt = 0;
};

} // namespace pairrank::judge
