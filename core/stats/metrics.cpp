#include "metrics.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace pairrank::stats {
namespace {

Status checkFinite(std::span<const double> values, const char* name) {
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i])) {
            return Error{std::string(name) + "[" + std::to_string(i) + "] is not a finite number"};
        }
    }
    return Status::success();
}

// The common checks of the two-sequence metrics: equal sizes, at least two items, finite values.
Status checkPairedInput(std::span<const double> x, std::span<const double> y, const char* xName,
                        const char* yName) {
    if (x.size() != y.size()) {
        return Error{std::string(xName) + " has " + std::to_string(x.size()) + " values but " +
                     yName + " has " + std::to_string(y.size())};
    }
    if (x.size() < 2) {
        return Error{"at least 2 items are needed, got " + std::to_string(x.size())};
    }
    if (Status status = checkFinite(x, xName); !status) {
        return status;
    }
    return checkFinite(y, yName);
}

bool isConstant(std::span<const double> values) {
    return std::all_of(values.begin(), values.end(), [&](double v) { return v == values[0]; });
}

Status checkBinaryLabels(std::span<const int> labels, const char* name) {
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i] != 0 && labels[i] != 1) {
            return Error{std::string(name) + "[" + std::to_string(i) + "] is " +
                         std::to_string(labels[i]) + ", expected 0 or 1"};
        }
    }
    return Status::success();
}

int signOf(double value) {
    return (value > 0) - (value < 0);
}

// Pearson's correlation of already validated, non-constant sequences.
double pearsonOfValidated(std::span<const double> x, std::span<const double> y) {
    const double n = static_cast<double>(x.size());
    const double meanX = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double meanY = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sumXY = 0;
    double sumXX = 0;
    double sumYY = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double dx = x[i] - meanX;
        const double dy = y[i] - meanY;
        sumXY += dx * dy;
        sumXX += dx * dx;
        sumYY += dy * dy;
    }
    // Rounding can push |r| a hair above 1 for perfectly linear data.
    return std::clamp(sumXY / std::sqrt(sumXX * sumYY), -1.0, 1.0);
}

} // namespace

Result<std::vector<double>> averageRanks(std::span<const double> values) {
    if (values.empty()) {
        return Error{"cannot rank an empty sequence"};
    }
    if (Status status = checkFinite(values, "values"); !status) {
        return status.error();
    }
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t i, std::size_t j) { return values[i] < values[j]; });
    std::vector<double> ranks(values.size());
    std::size_t groupStart = 0;
    while (groupStart < order.size()) {
        std::size_t groupEnd = groupStart + 1;
        while (groupEnd < order.size() && values[order[groupEnd]] == values[order[groupStart]]) {
            ++groupEnd;
        }
        // Positions groupStart..groupEnd−1 hold 1-based ranks groupStart+1..groupEnd.
        const double averageRank = 0.5 * static_cast<double>(groupStart + 1 + groupEnd);
        for (std::size_t k = groupStart; k < groupEnd; ++k) {
            ranks[order[k]] = averageRank;
        }
        groupStart = groupEnd;
    }
    return ranks;
}

Result<double> pearsonCorrelation(std::span<const double> x, std::span<const double> y) {
    if (Status status = checkPairedInput(x, y, "x", "y"); !status) {
        return status.error();
    }
    if (isConstant(x) || isConstant(y)) {
        return Error{std::string("Pearson correlation is undefined: ") +
                     (isConstant(x) ? "x" : "y") + " is constant"};
    }
    return pearsonOfValidated(x, y);
}

Result<double> spearmanCorrelation(std::span<const double> x, std::span<const double> y) {
    if (Status status = checkPairedInput(x, y, "x", "y"); !status) {
        return status.error();
    }
    if (isConstant(x) || isConstant(y)) {
        return Error{std::string("Spearman correlation is undefined: ") +
                     (isConstant(x) ? "x" : "y") + " is constant"};
    }
    const std::vector<double> ranksX = averageRanks(x).value();
    const std::vector<double> ranksY = averageRanks(y).value();
    return pearsonOfValidated(ranksX, ranksY);
}

Result<SpearmanReference> SpearmanReference::create(std::span<const double> reference) {
    if (reference.size() < 2) {
        return Error{"at least 2 items are needed, got " + std::to_string(reference.size())};
    }
    if (Status status = checkFinite(reference, "reference"); !status) {
        return status.error();
    }
    if (isConstant(reference)) {
        return Error{"Spearman correlation is undefined: reference is constant"};
    }
    return SpearmanReference(averageRanks(reference).value());
}

Result<double> SpearmanReference::correlate(std::span<const double> scores) const {
    if (Status status = checkPairedInput(scores, m_ranks, "scores", "reference"); !status) {
        return status.error();
    }
    if (isConstant(scores)) {
        return Error{"Spearman correlation is undefined: scores is constant"};
    }
    return pearsonOfValidated(averageRanks(scores).value(), m_ranks);
}

Result<double> kendallTauB(std::span<const double> x, std::span<const double> y) {
    if (Status status = checkPairedInput(x, y, "x", "y"); !status) {
        return status.error();
    }
    if (isConstant(x) || isConstant(y)) {
        return Error{std::string("Kendall tau-b is undefined: ") + (isConstant(x) ? "x" : "y") +
                     " is constant"};
    }
    // Counts as doubles: n(n−1)/2 overflows 32 bits already at n ≈ 65,000.
    double concordantMinusDiscordant = 0;
    double pairsNotTiedInX = 0;
    double pairsNotTiedInY = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        for (std::size_t j = i + 1; j < x.size(); ++j) {
            const int signX = signOf(x[i] - x[j]);
            const int signY = signOf(y[i] - y[j]);
            concordantMinusDiscordant += signX * signY;
            pairsNotTiedInX += signX != 0;
            pairsNotTiedInY += signY != 0;
        }
    }
    // (n0 − n1) is the number of pairs not tied in x, (n0 − n2) not tied in y.
    return std::clamp(concordantMinusDiscordant / std::sqrt(pairsNotTiedInX * pairsNotTiedInY),
                      -1.0, 1.0);
}

Result<double> pairwiseAccuracy(std::span<const double> truth, std::span<const double> predicted) {
    if (Status status = checkPairedInput(truth, predicted, "truth", "predicted"); !status) {
        return status.error();
    }
    double correct = 0;
    double pairs = 0;
    for (std::size_t i = 0; i < truth.size(); ++i) {
        for (std::size_t j = i + 1; j < truth.size(); ++j) {
            const int signTruth = signOf(truth[i] - truth[j]);
            if (signTruth == 0) {
                continue;
            }
            const int signPredicted = signOf(predicted[i] - predicted[j]);
            pairs += 1;
            correct += signPredicted == 0 ? 0.5 : (signPredicted == signTruth ? 1.0 : 0.0);
        }
    }
    if (pairs == 0) {
        return Error{"pairwise accuracy is undefined: every truth value is the same"};
    }
    return correct / pairs;
}

Result<double> expectedCalibrationError(std::span<const double> probabilities,
                                        std::span<const int> outcomes, int binCount) {
    if (probabilities.size() != outcomes.size()) {
        return Error{"probabilities has " + std::to_string(probabilities.size()) +
                     " values but outcomes has " + std::to_string(outcomes.size())};
    }
    if (probabilities.empty()) {
        return Error{"expected calibration error needs at least 1 item, got 0"};
    }
    if (binCount < 1) {
        return Error{"binCount must be at least 1, got " + std::to_string(binCount)};
    }
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        if (!(probabilities[i] >= 0.0 && probabilities[i] <= 1.0)) {
            return Error{"probabilities[" + std::to_string(i) + "] is not a number in [0, 1]"};
        }
    }
    if (Status status = checkBinaryLabels(outcomes, "outcomes"); !status) {
        return status.error();
    }
    std::vector<double> probabilitySum(static_cast<std::size_t>(binCount), 0.0);
    std::vector<double> outcomeSum(static_cast<std::size_t>(binCount), 0.0);
    for (std::size_t i = 0; i < probabilities.size(); ++i) {
        const int bin = std::min(binCount - 1, static_cast<int>(probabilities[i] * binCount));
        probabilitySum[static_cast<std::size_t>(bin)] += probabilities[i];
        outcomeSum[static_cast<std::size_t>(bin)] += outcomes[i];
    }
    // Σ (n_b / n) |mean_b(y) − mean_b(p)| = Σ |Σ_b y − Σ_b p| / n
    double error = 0;
    for (std::size_t bin = 0; bin < probabilitySum.size(); ++bin) {
        error += std::abs(outcomeSum[bin] - probabilitySum[bin]);
    }
    return error / static_cast<double>(probabilities.size());
}

Result<double> areaUnderRocCurve(std::span<const double> scores, std::span<const int> labels) {
    if (scores.size() != labels.size()) {
        return Error{"scores has " + std::to_string(scores.size()) + " values but labels has " +
                     std::to_string(labels.size())};
    }
    if (scores.size() < 2) {
        return Error{"at least 2 items are needed, got " + std::to_string(scores.size())};
    }
    if (Status status = checkFinite(scores, "scores"); !status) {
        return status.error();
    }
    if (Status status = checkBinaryLabels(labels, "labels"); !status) {
        return status.error();
    }
    const double positives = static_cast<double>(std::count(labels.begin(), labels.end(), 1));
    const double negatives = static_cast<double>(labels.size()) - positives;
    if (positives == 0 || negatives == 0) {
        return Error{std::string("AUROC is undefined: there is no ") +
                     (positives == 0 ? "positive" : "negative") + " label"};
    }
    const std::vector<double> ranks = averageRanks(scores).value();
    double positiveRankSum = 0;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (labels[i] == 1) {
            positiveRankSum += ranks[i];
        }
    }
    // Mann–Whitney U of the positives; average ranks make ties count one half.
    const double u = positiveRankSum - positives * (positives + 1) / 2;
    return u / (positives * negatives);
}

} // namespace pairrank::stats
