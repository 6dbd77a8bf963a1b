// Faults injected into judging requests (never into /health, /stats, /v1/models),
// drawn per request from a seeded generator with one uniform number u ∈ [0, 1)
// against the cumulative rates in a fixed order (429, 500, timeout, drop,
// malformed, no-logprobs, refusal), so every rate is exact as long as they add up to at
// most 1 (the options refuse more). A rate of 1 makes every request that fault.
#pragma once

#include "core/stats/random.h"

#include <QString>

#include <array>
#include <cstdint>

namespace pairrank::judgesim {

enum class Fault {
    None,
    TooManyRequests,
    ServerError,
    Timeout,
    Drop,
    Malformed,
    NoLogprobs,
    Refusal,
};

inline constexpr std::array<Fault, 7> kAllFaults{
    Fault::TooManyRequests, Fault::ServerError, Fault::Timeout, Fault::Drop,
    Fault::Malformed,       Fault::NoLogprobs,  Fault::Refusal};

// The key of a fault in /stats' by_fault: "429", "500", "timeout", "drop",
// "malformed", "no-logprobs", "refusal" (and "none").
QString faultName(Fault fault);

struct FaultRates {
    double tooManyRequests = 0;
    double serverError = 0;
    double timeout = 0;
    double drop = 0;
    double malformed = 0;
    double noLogprobs = 0;
    double refusal = 0; // the model refuses (api_responses.h: refusalResponse)

    double rate(Fault fault) const;
    double total() const;
};

class FaultInjector {
public:
    FaultInjector(const FaultRates& rates, std::uint64_t seed);

    // The fault for the next request (Fault::None most of the time).
    Fault draw();

private:
    FaultRates m_rates;
    stats::Random m_random;
    bool m_anyFault = false;
};

} // namespace pairrank::judgesim
