#include "endpoint_pool.h"

namespace pairrank::judge {

EndpointPool::EndpointPool(const QList<JudgeEndpoint>& endpoints, int concurrency,
                           int serverErrorLimit)
    : m_serverErrorLimit(std::max(1, serverErrorLimit)) {
    for (const JudgeEndpoint& endpoint : endpoints) {
        Endpoint entry;
        entry.figures.url = endpoint.url.toString();
        entry.figures.concurrency = endpoint.concurrency;
        m_endpoints.append(entry);
    }
    if (m_endpoints.isEmpty()) {
        Endpoint entry;
        entry.figures.concurrency = concurrency;
        m_endpoints.append(entry);
    }
}

bool EndpointPool::anyInService() const {
    for (const Endpoint& endpoint : m_endpoints) {
        if (endpoint.figures.inService) {
            return true;
        }
    }
    return false;
}

bool EndpointPool::hasFreeSlot() const {
    return choose().has_value();
}

std::optional<int> EndpointPool::choose(std::optional<int> avoid) const {
    std::optional<int> best;
    double bestShare = 0.0;
    for (int i = 0; i < size(); ++i) {
        const EndpointFigures& figures = m_endpoints[i].figures;
        const int free = figures.concurrency - figures.inFlight;
        if (!figures.inService || free <= 0) {
            continue;
        }
        // The avoided endpoint ranks below every other one with a free slot.
        const double share =
            static_cast<double>(free) / figures.concurrency - (avoid == i && isFleet() ? 2.0 : 0.0);
        if (!best || share > bestShare) {
            best = i;
            bestShare = share;
        }
    }
    return best;
}

void EndpointPool::started(int endpoint) {
    EndpointFigures& figures = m_endpoints[endpoint].figures;
    ++figures.inFlight;
    ++figures.requests;
}

void EndpointPool::answered(int endpoint, double latencyMilliseconds) {
    Endpoint& entry = m_endpoints[endpoint];
    --entry.figures.inFlight;
    ++entry.figures.answers;
    entry.figures.latencySumMilliseconds += latencyMilliseconds;
    entry.serverErrorsInARow = 0;
}

bool EndpointPool::failed(int endpoint, const BackendFailure& failure, qint64 now) {
    Endpoint& entry = m_endpoints[endpoint];
    EndpointFigures& figures = entry.figures;
    --figures.inFlight;
    ++figures.failures;
    figures.lastError = failure.reason;
    bool takeOut = false;
    switch (failure.health) {
    case EndpointHealth::Fine:
        entry.serverErrorsInARow = 0;
        break;
    case EndpointHealth::ServerError:
        ++figures.serverErrors;
        takeOut = ++entry.serverErrorsInARow >= m_serverErrorLimit;
        break;
    case EndpointHealth::Unreachable:
        ++figures.unreachable;
        takeOut = true;
        break;
    }
    if (!takeOut || !isFleet() || !figures.inService) {
        return false;
    }
    figures.inService = false;
    ++figures.timesTakenOut;
    figures.lastTakenOutAt = now;
    return true;
}

void EndpointPool::broughtBack(int endpoint, qint64 now) {
    Endpoint& entry = m_endpoints[endpoint];
    entry.figures.inService = true;
    entry.figures.lastBroughtBackAt = now;
    entry.serverErrorsInARow = 0;
}

QList<EndpointFigures> EndpointPool::figures() const {
    QList<EndpointFigures> list;
    for (const Endpoint& endpoint : m_endpoints) {
        list.append(endpoint.figures);
    }
    return list;
}

} // namespace pairrank::judge
