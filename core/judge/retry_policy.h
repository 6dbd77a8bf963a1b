// When to try again after a retryable failure: exponential backoff with full
// jitter (AWS architecture blog, "Exponential Backoff And Jitter", 2015), never
// earlier than the server's Retry-After.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QtGlobal>

#include <optional>

namespace pairrank::judge {

class RetryPolicy {
public:
    // initial > 0 and maximum ≥ initial, in milliseconds.
    RetryPolicy(qint64 initialMilliseconds, qint64 maximumMilliseconds);

    // The cap of the delay before retry number `retry` (1 = the first retry):
    // min(maximum, initial · 2^(retry − 1)).
    qint64 ceilingMilliseconds(int retry) const;
    // The delay itself: uniform in [0, ceiling] (full jitter) drawn from `uniform01`
    // ∈ [0, 1), raised to the server's Retry-After when that is longer.
    qint64 delayMilliseconds(int retry, double uniform01,
                             std::optional<qint64> retryAfterMilliseconds) const;

private:
    qint64 m_initial;
    qint64 m_maximum;
};

// Parses a Retry-After header value: delay-seconds ("120") or an HTTP-date
// ("Sun, 22 Nov 2026 11:00:00 GMT", RFC 9110 §10.2.3), relative to `now`.
// Empty for a missing or unreadable value; a date in the past gives 0.
std::optional<qint64> parseRetryAfterMilliseconds(const QByteArray& value, const QDateTime& now);

} // namespace pairrank::judge
