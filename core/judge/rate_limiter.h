// Requests-per-minute and tokens-per-minute limits over a sliding one-minute
// window. Pure: the caller passes the time (milliseconds of a monotonic clock),
// so that tests can drive it with a fake clock.
#pragma once

#include <QtGlobal>

#include <deque>

namespace pairrank::judge {

class RateLimiter {
public:
    // 0 means unlimited.
    RateLimiter(int requestsPerMinute, qint64 tokensPerMinute);

    // How long to wait from `now` before a request of `tokens` may start (0: now).
    // A request larger than the whole token limit waits for an empty window.
    qint64 delayMilliseconds(qint64 now, qint64 tokens);
    // Records a request started at `now`.
    void record(qint64 now, qint64 tokens);

private:
    struct Sent {
        qint64 time;
        qint64 tokens;
    };
    void forgetBefore(qint64 now);

    int m_requestsPerMinute;
    qint64 m_tokensPerMinute;
    std::deque<Sent> m_window;
    qint64 m_tokensInWindow = 0;
};

} // namespace pairrank::judge
