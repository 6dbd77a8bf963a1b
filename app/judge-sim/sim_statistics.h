// Request counters of the simulator, served as JSON by GET /stats so that tests
// can prove what was and was not asked:
//
//   {"total": n,            every request except GET /stats and POST /stats/reset
//    "by_endpoint": {path: n},   known paths; anything else counts as "other"
//    "by_fault": {"429": n, "500": n, "timeout": n, "drop": n, "malformed": n,
//                 "no-logprobs": n},
//    "answered": n,         judging answers written with a usable body (including
//                           no-logprobs and refusal answers, excluding malformed ones)
//    "logprobs_requested": n, "sampling_requested": n,   judging requests that asked
//                           for logprobs, and that did not (sampled answers)
//    "rejected": n,         requests answered 4xx (bad body, unidentifiable pair, ...)
//    "loading": n,          judging requests refused with 503 during --startup-delay-ms
//    "pairs": {"idA|idB": n}}  answers written per ordered pair
#pragma once

#include "fault_injector.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <array>

namespace pairrank::judgesim {

class SimStatistics {
public:
    void countRequest(const QString& endpoint);
    void countFault(Fault fault);
    void countAnswered(const QString& pair); // "idA|idB"
    void countAsked(bool logprobs) { ++(logprobs ? m_logprobsRequested : m_samplingRequested); }
    void countRejected() { ++m_rejected; }
    void countLoading() { ++m_loading; }
    void reset();

    QJsonObject toJson() const;

private:
    qint64 m_total = 0;
    qint64 m_answered = 0;
    qint64 m_rejected = 0;
    qint64 m_loading = 0;
    qint64 m_logprobsRequested = 0;
    qint64 m_samplingRequested = 0;
    QHash<QString, qint64> m_byEndpoint;
    std::array<qint64, kAllFaults.size() + 1> m_byFault{}; // indexed by the Fault's value
    QHash<QString, qint64> m_pairs;
};

} // namespace pairrank::judgesim
