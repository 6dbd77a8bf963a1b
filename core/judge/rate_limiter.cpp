#include "rate_limiter.h"

#include <algorithm>

namespace pairrank::judge {

namespace {
constexpr qint64 kWindowMilliseconds = 60'000;
}

RateLimiter::RateLimiter(int requestsPerMinute, qint64 tokensPerMinute)
    : m_requestsPerMinute(std::max(0, requestsPerMinute))
    , m_tokensPerMinute(std::max<qint64>(0, tokensPerMinute)) {}

void RateLimiter::forgetBefore(qint64 now) {
    while (!m_window.empty() && m_window.front().time + kWindowMilliseconds <= now) {
        m_tokensInWindow -= m_window.front().tokens;
        m_window.pop_front();
    }
}

qint64 RateLimiter::delayMilliseconds(qint64 now, qint64 tokens) {
    if (m_requestsPerMinute == 0 && m_tokensPerMinute == 0) {
        return 0;
    }
    forgetBefore(now);
    qint64 delay = 0;
    if (m_requestsPerMinute > 0 && std::ssize(m_window) >= m_requestsPerMinute) {
        // The oldest request that must leave the window before one more fits.
        const auto& oldest =
            m_window[m_window.size() - static_cast<std::size_t>(m_requestsPerMinute)];
        delay = std::max(delay, oldest.time + kWindowMilliseconds - now);
    }
    if (m_tokensPerMinute > 0 && m_tokensInWindow + tokens > m_tokensPerMinute) {
        const qint64 allowed = std::max<qint64>(0, m_tokensPerMinute - tokens);
        qint64 remaining = m_tokensInWindow;
        for (const Sent& sent : m_window) {
            if (remaining <= allowed) {
                break;
            }
            remaining -= sent.tokens;
            delay = std::max(delay, sent.time + kWindowMilliseconds - now);
        }
    }
    return delay;
}

void RateLimiter::record(qint64 now, qint64 tokens) {
    if (m_requestsPerMinute == 0 && m_tokensPerMinute == 0) {
        return;
    }
    m_window.push_back(Sent{now, tokens});
    m_tokensInWindow += tokens;
}

} // namespace pairrank::judge
