// The request engine's pure policies, driven with explicit times: the rate
// limiter's sliding window, exponential backoff with full jitter, and the
// Retry-After header (seconds or an HTTP-date).
#include "core/judge/rate_limiter.h"
#include "core/judge/retry_policy.h"

#include <QDateTime>
#include <QTest>

using namespace pairrank::judge;

class RequestPoliciesTest : public QObject {
    Q_OBJECT

private slots:
    void rateLimiterSpacesRequests_data();
    void rateLimiterSpacesRequests();
    void tokenLimitWaitsForRoomInTheWindow();
    void backoffCeilingGrowsAndIsCapped();
    void backoffHonoursRetryAfter();
    void retryAfterHeaderParses_data();
    void retryAfterHeaderParses();
};

void RequestPoliciesTest::rateLimiterSpacesRequests_data() {
    QTest::addColumn<int>("perMinute");
    QTest::addColumn<QList<qint64>>("sentAt");
    QTest::addColumn<qint64>("now");
    QTest::addColumn<qint64>("expectedDelay");
    QTest::newRow("room left") << 3 << QList<qint64>{0, 10} << qint64{20} << qint64{0};
    QTest::newRow("full: wait for the oldest")
        << 3 << QList<qint64>{0, 10, 20} << qint64{30} << qint64{59'970};
    QTest::newRow("oldest expired") << 3 << QList<qint64>{0, 10, 20} << qint64{60'000} << qint64{0};
    QTest::newRow("second oldest")
        << 2 << QList<qint64>{0, 1000, 2000} << qint64{60'500} << qint64{500};
    QTest::newRow("unlimited") << 0 << QList<qint64>{0, 1, 2, 3} << qint64{4} << qint64{0};
}

void RequestPoliciesTest::rateLimiterSpacesRequests() {
    QFETCH(int, perMinute);
    QFETCH(QList<qint64>, sentAt);
    QFETCH(qint64, now);
    QFETCH(qint64, expectedDelay);
    RateLimiter limiter(perMinute, 0);
    for (const qint64 time : sentAt) {
        limiter.record(time, 1);
    }
    QCOMPARE(limiter.delayMilliseconds(now, 1), expectedDelay);
}

void RequestPoliciesTest::tokenLimitWaitsForRoomInTheWindow() {
    RateLimiter limiter(0, 100);
    limiter.record(0, 40);
    limiter.record(1000, 40);
    QCOMPARE(limiter.delayMilliseconds(2000, 20), qint64{0});
    // 40 + 40 + 30 > 100: the first request must leave the window first.
    QCOMPARE(limiter.delayMilliseconds(2000, 30), qint64{58'000});
    // 40 + 40 + 90: both must leave.
    QCOMPARE(limiter.delayMilliseconds(2000, 90), qint64{59'000});
}

void RequestPoliciesTest::backoffCeilingGrowsAndIsCapped() {
    const RetryPolicy policy(500, 30'000);
    QCOMPARE(policy.ceilingMilliseconds(1), qint64{500});
    QCOMPARE(policy.ceilingMilliseconds(2), qint64{1000});
    QCOMPARE(policy.ceilingMilliseconds(3), qint64{2000});
    QCOMPARE(policy.ceilingMilliseconds(7), qint64{30'000});
    QCOMPARE(policy.ceilingMilliseconds(1000), qint64{30'000});
    for (int retry = 1; retry < 10; ++retry) {
        QVERIFY(policy.ceilingMilliseconds(retry + 1) >= policy.ceilingMilliseconds(retry));
        // Full jitter: anywhere between 0 and the ceiling.
        QCOMPARE(policy.delayMilliseconds(retry, 0.0, std::nullopt), qint64{0});
        QCOMPARE(policy.delayMilliseconds(retry, 1.0, std::nullopt),
                 policy.ceilingMilliseconds(retry));
        QVERIFY(policy.delayMilliseconds(retry, 0.5, std::nullopt) <=
                policy.ceilingMilliseconds(retry));
    }
}

void RequestPoliciesTest::backoffHonoursRetryAfter() {
    const RetryPolicy policy(500, 30'000);
    QCOMPARE(policy.delayMilliseconds(1, 0.3, 7000), qint64{7000});
    QCOMPARE(policy.delayMilliseconds(1, 1.0, 10), qint64{500});
}

void RequestPoliciesTest::retryAfterHeaderParses_data() {
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<qint64>("expected"); // -1: unreadable
    QTest::newRow("seconds") << QByteArray("3") << qint64{3000};
    QTest::newRow("fraction") << QByteArray(" 0.25 ") << qint64{250};
    QTest::newRow("date ahead") << QByteArray("Sun, 22 Nov 2026 11:00:10 GMT") << qint64{10'000};
    QTest::newRow("date past") << QByteArray("Sun, 22 Nov 2026 10:00:00 GMT") << qint64{0};
    QTest::newRow("garbage") << QByteArray("soon") << qint64{-1};
    QTest::newRow("negative") << QByteArray("-5") << qint64{-1};
    QTest::newRow("empty") << QByteArray() << qint64{-1};
}

void RequestPoliciesTest::retryAfterHeaderParses() {
    QFETCH(QByteArray, header);
    QFETCH(qint64, expected);
    const QDateTime now(QDate(2026, 11, 22), QTime(11, 0, 0), Qt::UTC);
    const auto parsed = parseRetryAfterMilliseconds(header, now);
    QCOMPARE(parsed.value_or(-1), expected);
}

QTEST_GUILESS_MAIN(RequestPoliciesTest)
#include "test_request_policies.moc"
