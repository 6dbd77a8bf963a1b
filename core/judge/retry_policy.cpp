#include "retry_policy.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace pairrank::judge {

RetryPolicy::RetryPolicy(qint64 initialMilliseconds, qint64 maximumMilliseconds)
    : m_initial(std::max<qint64>(1, initialMilliseconds))
    , m_maximum(std::max(m_initial, maximumMilliseconds)) {}

qint64 RetryPolicy::ceilingMilliseconds(int retry) const {
    const int doublings = std::clamp(retry - 1, 0, 40);
    const double ceiling = static_cast<double>(m_initial) * std::ldexp(1.0, doublings);
    return ceiling >= static_cast<double>(m_maximum) ? m_maximum : static_cast<qint64>(ceiling);
}

qint64 RetryPolicy::delayMilliseconds(int retry, double uniform01,
                                      std::optional<qint64> retryAfterMilliseconds) const {
    const double fraction = std::clamp(uniform01, 0.0, 1.0);
    const auto jittered = static_cast<qint64>(
        std::llround(fraction * static_cast<double>(ceilingMilliseconds(retry))));
    return std::max(jittered, retryAfterMilliseconds.value_or(0));
}

std::optional<qint64> parseRetryAfterMilliseconds(const QByteArray& value, const QDateTime& now) {
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty()) {
        return std::nullopt;
    }
    bool isNumber = false;
    const double seconds = trimmed.toDouble(&isNumber);
    if (isNumber) {
        if (!std::isfinite(seconds) || seconds < 0) {
            return std::nullopt;
        }
        return static_cast<qint64>(std::ceil(std::min(seconds, 86400.0) * 1000.0));
    }
    // IMF-fixdate, the form RFC 9110 requires senders to use.
    QDateTime date = QLocale::c().toDateTime(QString::fromLatin1(trimmed),
                                             QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!date.isValid()) {
        return std::nullopt;
    }
    date.setTimeSpec(Qt::UTC);
    return std::max<qint64>(0, now.msecsTo(date));
}

} // namespace pairrank::judge
