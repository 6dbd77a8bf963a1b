#include "sim_statistics.h"

namespace pairrank::judgesim {

using namespace Qt::StringLiterals;

void SimStatistics::countRequest(const QString& endpoint) {
    ++m_total;
    ++m_byEndpoint[endpoint];
}

void SimStatistics::countFault(Fault fault) {
    ++m_byFault[static_cast<std::size_t>(fault)];
}

void SimStatistics::countAnswered(const QString& pair) {
    ++m_answered;
    ++m_pairs[pair];
}

void SimStatistics::reset() {
    *this = SimStatistics{};
}

QJsonObject SimStatistics::toJson() const {
    QJsonObject byEndpoint;
    for (auto it = m_byEndpoint.cbegin(); it != m_byEndpoint.cend(); ++it) {
        byEndpoint.insert(it.key(), it.value());
    }
    QJsonObject byFault;
    for (const Fault fault : kAllFaults) {
        byFault.insert(faultName(fault), m_byFault[static_cast<std::size_t>(fault)]);
    }
    QJsonObject pairs;
    for (auto it = m_pairs.cbegin(); it != m_pairs.cend(); ++it) {
        pairs.insert(it.key(), it.value());
    }
    return QJsonObject{{u"total"_s, m_total},
                       {u"by_endpoint"_s, byEndpoint},
                       {u"by_fault"_s, byFault},
                       {u"answered"_s, m_answered},
                       {u"rejected"_s, m_rejected},
                       {u"loading"_s, m_loading},
                       {u"logprobs_requested"_s, m_logprobsRequested},
                       {u"sampling_requested"_s, m_samplingRequested},
                       {u"pairs"_s, pairs}};
}

} // namespace pairrank::judgesim
