#include "mcmc_diagnostics.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <string>
#include <unsupported/Eigen/FFT>
#include <utility>

namespace pairrank::stats {
namespace {

struct HalfChain {
    std::span<const double> draws;
    double mean = 0.0;
    double variance = 0.0; // with divisor n − 1
};

// Lags are computed directly, a batch at a time (Eigen's vectorised dot products over
// the centred chain), and Geyer's sum usually stops within the first batch or two; past
// kDirectLagLimit the FFT (O(n log n) for all lags) is cheaper.
constexpr std::size_t kLagBatch = 32;
constexpr std::size_t kDirectLagLimit = 512;

// Adds the biased autocovariances (divisor n) of the centred chain at lags
// [firstLag, firstLag + sums.size()), each divided by `chainCount`, to `sums`.
void addAutocovarianceBatch(const Eigen::VectorXd& centred, std::size_t firstLag,
                            std::span<double> sums, double chainCount) {
    const auto n = static_cast<Eigen::Index>(centred.size());
    for (std::size_t k = 0; k < sums.size(); ++k) {
        const auto lag = static_cast<Eigen::Index>(firstLag + k);
        const double sum = centred.head(n - lag).dot(centred.tail(n - lag));
        sums[k] += sum / static_cast<double>(n) / chainCount;
    }
}

// Biased autocovariances (divisor n, as BDA3 §11.5 and Stan use) at every lag,
// through the FFT of the zero-padded centred chain: O(n log n) even when the
// chain mixes slowly and Geyer's sum runs over thousands of lags.
std::vector<double> autocovariances(const HalfChain& chain) {
    const std::size_t n = chain.draws.size();
    std::size_t padded = 1;
    while (padded < 2 * n) {
        padded *= 2;
    }
    std::vector<double> centred(padded, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        centred[i] = chain.draws[i] - chain.mean;
    }
    Eigen::FFT<double> fft;
    fft.SetFlag(Eigen::FFT<double>::HalfSpectrum); // real input: half the work
    std::vector<std::complex<double>> spectrum;
    fft.fwd(spectrum, centred);
    for (std::complex<double>& value : spectrum) {
        value = std::complex<double>(std::norm(value), 0.0);
    }
    std::vector<double> result(padded);
    fft.inv(result.data(), spectrum.data(), static_cast<Eigen::Index>(padded));
    result.resize(n);
    for (double& value : result) {
        value /= static_cast<double>(n);
    }
    return result;
}

} // namespace

Result<ChainDiagnostics> diagnoseChains(std::span<const std::vector<double>> chains) {
    if (chains.empty()) {
        return Error{"diagnostics need at least one chain"};
    }
    const std::size_t length = chains.front().size();
    if (length < 4) {
        return Error{"diagnostics need chains of at least 4 draws, got " + std::to_string(length)};
    }
    for (std::size_t c = 0; c < chains.size(); ++c) {
        if (chains[c].size() != length) {
            return Error{"chain " + std::to_string(c) + " has " + std::to_string(chains[c].size()) +
                         " draws, chain 0 has " + std::to_string(length)};
        }
        for (std::size_t i = 0; i < length; ++i) {
            if (!std::isfinite(chains[c][i])) {
                return Error{"draw " + std::to_string(i) + " of chain " + std::to_string(c) +
                             " is not finite"};
            }
        }
    }

    // Split every chain into two halves (an odd middle draw is dropped), BDA3 §11.4.
    const std::size_t half = length / 2;
    std::vector<HalfChain> halves;
    for (const std::vector<double>& chain : chains) {
        halves.push_back({std::span<const double>(chain).subspan(0, half)});
        halves.push_back({std::span<const double>(chain).subspan(length - half, half)});
    }
    const double n = static_cast<double>(half);
    const double m = static_cast<double>(halves.size());
    double grandMean = 0.0;
    for (HalfChain& chain : halves) {
        double sum = 0.0;
        for (const double draw : chain.draws) {
            sum += draw;
        }
        chain.mean = sum / n;
        grandMean += chain.mean / m;
    }
    double between = 0.0; // B / n
    double within = 0.0;  // W
    for (HalfChain& chain : halves) {
        double sumOfSquares = 0.0;
        for (const double draw : chain.draws) {
            sumOfSquares += (draw - chain.mean) * (draw - chain.mean);
        }
        chain.variance = sumOfSquares / (n - 1.0);
        within += chain.variance / m;
        between += (chain.mean - grandMean) * (chain.mean - grandMean) / (m - 1.0);
    }
    if (within == 0.0) {
        if (between == 0.0) {
            return ChainDiagnostics{1.0, m * n};
        }
        return ChainDiagnostics{std::numeric_limits<double>::infinity(), m};
    }
    const double pooledVariance = (n - 1.0) / n * within + between; // var⁺, BDA3 eq. 11.3
    ChainDiagnostics diagnostics;
    diagnostics.splitRHat = std::sqrt(pooledVariance / within); // BDA3 eq. 11.4

    // ρ̂_t = 1 − (W − mean autocovariance_t) / var⁺ (BDA3 eq. 11.7), summed in pairs
    // while the pair sums stay positive and made monotone (Geyer's initial sequence).
    // The mean autocovariances are computed on demand, a batch of lags at a time, up to
    // where Geyer's sum stops; only very slowly mixing chains reach the FFT.
    std::vector<Eigen::VectorXd> centred;
    for (const HalfChain& chain : halves) {
        centred.push_back(Eigen::Map<const Eigen::VectorXd>(
                              chain.draws.data(), static_cast<Eigen::Index>(chain.draws.size()))
                              .array() -
                          chain.mean);
    }
    std::vector<double> meanAutocovariance;
    auto correlation = [&](std::size_t lag) {
        while (lag >= meanAutocovariance.size()) {
            const std::size_t first = meanAutocovariance.size();
            if (first >= kDirectLagLimit) {
                meanAutocovariance.assign(half, 0.0);
                for (const HalfChain& chain : halves) {
                    const std::vector<double> values = autocovariances(chain);
                    for (std::size_t t = 0; t < half; ++t) {
                        meanAutocovariance[t] += values[t] / m;
                    }
                }
                break;
            }
            const std::size_t count = std::min(kLagBatch, half - first);
            meanAutocovariance.resize(first + count, 0.0);
            for (const Eigen::VectorXd& chain : centred) {
                addAutocovarianceBatch(
                    chain, first, std::span<double>(meanAutocovariance).subspan(first, count), m);
            }
        }
        return 1.0 - (within - meanAutocovariance[lag]) / pooledVariance;
    };
    double sum = 0.0;
    double previousPair = std::numeric_limits<double>::infinity();
    for (std::size_t lag = 0; lag + 1 < half; lag += 2) {
        double pair = (lag == 0 ? 1.0 : correlation(lag)) + correlation(lag + 1);
        if (pair <= 0.0) {
            break;
        }
        pair = std::min(pair, previousPair);
        previousPair = pair;
        sum += pair;
    }
    const double integratedTime =
        std::max(-1.0 + 2.0 * sum, 1.0 / std::log10(m * n)); // Stan's floor
    diagnostics.effectiveSampleSize = m * n / integratedTime;
    return diagnostics;
}

bool hasSettled(const ChainDiagnostics& diagnostics) {
    return diagnostics.splitRHat <= kMaximumSplitRHat &&
           diagnostics.effectiveSampleSize >= kMinimumEffectiveSampleSize;
}

} // namespace pairrank::stats
