// What a judge reports about each server of its fleet (judge_settings.h's
// endpoints), as a plain value a window can poll: requests, answers, errors,
// latency, and when the server was taken out of service and brought back.
// Times are milliseconds of the judge's monotonic clock since it was created.
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace pairrank::judge {

struct EndpointFigures {
    QString url; // the endpoint's base URL (never with a key: keys travel in headers)
    int concurrency = 0;
    int inFlight = 0;
    bool inService = true;   // false while taken out, until a health probe succeeds
    qint64 requests = 0;     // attempts sent to it
    qint64 answers = 0;      // attempts it answered (a probability, a tie or a refusal)
    qint64 failures = 0;     // attempts that failed on it, for any reason
    qint64 serverErrors = 0; // of which HTTP 5xx
    qint64 unreachable = 0;  // of which refused, reset or dropped connections and timeouts
    double latencySumMilliseconds = 0.0; // over its answers
    qint64 timesTakenOut = 0;
    std::optional<qint64> lastTakenOutAt;
    std::optional<qint64> lastBroughtBackAt;
    QString lastError;

    double meanLatencyMilliseconds() const {
        return answers > 0 ? latencySumMilliseconds / static_cast<double>(answers) : 0.0;
    }
};

} // namespace pairrank::judge
