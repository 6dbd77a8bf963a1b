#include "fault_injector.h"

namespace pairrank::judgesim {
namespace {

// The generator's stream for faults, apart from the streams of the simulated judge.
constexpr std::uint64_t kFaultStream = 0x6661756c74; // "fault"

} // namespace

QString faultName(Fault fault) {
    switch (fault) {
    case Fault::None:
        return QStringLiteral("none");
    case Fault::TooManyRequests:
        return QStringLiteral("429");
    case Fault::ServerError:
        return QStringLiteral("500");
    case Fault::Timeout:
        return QStringLiteral("timeout");
    case Fault::Drop:
        return QStringLiteral("drop");
    case Fault::Malformed:
        return QStringLiteral("malformed");
    case Fault::NoLogprobs:
        return QStringLiteral("no-logprobs");
    case Fault::Refusal:
        return QStringLiteral("refusal");
    }
    return QStringLiteral("none");
}

double FaultRates::rate(Fault fault) const {
    switch (fault) {
    case Fault::None:
        return 0;
    case Fault::TooManyRequests:
        return tooManyRequests;
    case Fault::ServerError:
        return serverError;
    case Fault::Timeout:
        return timeout;
    case Fault::Drop:
        return drop;
    case Fault::Malformed:
        return malformed;
    case Fault::NoLogprobs:
        return noLogprobs;
    case Fault::Refusal:
        return refusal;
    }
    return 0;
}

double FaultRates::total() const {
    double sum = 0;
    for (const Fault fault : kAllFaults) {
        sum += rate(fault);
    }
    return sum;
}

FaultInjector::FaultInjector(const FaultRates& rates, std::uint64_t seed)
    : m_rates(rates)
    , m_random(stats::Random(seed).split(kFaultStream))
    , m_anyFault(rates.total() > 0) {}

Fault FaultInjector::draw() {
    if (!m_anyFault) {
        return Fault::None;
    }
    const double u = m_random.uniform();
    double cumulative = 0;
    for (const Fault fault : kAllFaults) {
        cumulative += m_rates.rate(fault);
        if (u < cumulative) {
            return fault;
        }
    }
    return Fault::None;
}

} // namespace pairrank::judgesim
