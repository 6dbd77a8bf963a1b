// The servers of a judge fleet as the request engine sees them (private to
// core/judge; DESIGN.md §10): which one takes the next request, which are in
// service, and their figures.
//
// The next request goes to the in-service endpoint with the largest share of
// its concurrency free (ties: the first listed), so that requests spread by free
// capacity. An endpoint is taken out of service on an unreachable failure
// (refused, reset or dropped connection, timeout) or after `serverErrorLimit`
// HTTP 5xx in a row; the engine then probes it and brings it back when a probe
// succeeds. With a single endpoint nothing is ever taken out: the retry policy
// and the circuit breaker deal with a lone server, as they always did.
#pragma once

#include "backend.h"
#include "endpoint_figures.h"
#include "judge_settings.h"

#include <QList>

#include <optional>

namespace pairrank::judge {

class EndpointPool {
public:
    // An empty list means one endpoint without a URL with `concurrency` slots
    // (backends that are not HTTP).
    EndpointPool(const QList<JudgeEndpoint>& endpoints, int concurrency, int serverErrorLimit = 3);

    int size() const { return static_cast<int>(m_endpoints.size()); }
    bool isFleet() const { return size() > 1; }
    bool inService(int endpoint) const { return m_endpoints[endpoint].figures.inService; }
    bool anyInService() const;
    bool hasFreeSlot() const;

    // The endpoint for the next attempt; `avoid` (the endpoint a retried attempt
    // failed on) is taken only when no other in-service endpoint has a free slot.
    std::optional<int> choose(std::optional<int> avoid = std::nullopt) const;

    void started(int endpoint);
    void answered(int endpoint, double latencyMilliseconds);
    // Returns true when this failure took the endpoint out of service.
    bool failed(int endpoint, const BackendFailure& failure, qint64 now);
    void broughtBack(int endpoint, qint64 now);

    QList<EndpointFigures> figures() const;

private:
    struct Endpoint {
        EndpointFigures figures;
        int serverErrorsInARow = 0;
    };
    QList<Endpoint> m_endpoints;
    int m_serverErrorLimit;
};

} // namespace pairrank::judge
