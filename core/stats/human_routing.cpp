#include "human_routing.h"

#include "comparison.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace pairrank::stats {
namespace {

// The priors of step 1: α ~ N(0, 1), β ~ N(1, 1).
constexpr double kInterceptPriorMean = 0.0;
constexpr double kSlopePriorMean = 1.0;
constexpr double kPriorPrecision = 1.0;
constexpr int kNewtonIterations = 50;
constexpr double kNewtonTolerance = 1e-10;

} // namespace

double JudgeRecalibration::predict(double judgeProbability) const {
    return sigmoid(intercept + slope * logit(judgeProbability));
}

Result<JudgeRecalibration> fitJudgeRecalibration(std::span<const LabelledJudgement> labelled) {
    for (std::size_t i = 0; i < labelled.size(); ++i) {
        const double p = labelled[i].judgeProbability;
        if (!(p >= 0.0 && p <= 1.0)) {
            return Error{"labelled[" + std::to_string(i) +
                         "]: the judge's probability must be in [0, 1]"};
        }
    }
    JudgeRecalibration fit;
    fit.labels = static_cast<int>(labelled.size());
    // Damped Newton on the negative log-posterior of a two-parameter logistic regression:
    // a full step can overshoot from β = 1 when the judge's logits are large.
    const auto objective = [&](double alpha, double beta) {
        double value = 0.5 * kPriorPrecision *
                       ((alpha - kInterceptPriorMean) * (alpha - kInterceptPriorMean) +
                        (beta - kSlopePriorMean) * (beta - kSlopePriorMean));
        for (const LabelledJudgement& item : labelled) {
            const double eta = alpha + beta * logit(item.judgeProbability);
            // −log σ(±η) = softplus(∓η), computed without overflow.
            const double signedEta = item.personPrefersFirst ? -eta : eta;
            value += signedEta > 0.0 ? signedEta + std::log1p(std::exp(-signedEta))
                                     : std::log1p(std::exp(signedEta));
        }
        return value;
    };
    double current = objective(fit.intercept, fit.slope);
    for (int iteration = 0; iteration < kNewtonIterations; ++iteration) {
        double g0 = kPriorPrecision * (fit.intercept - kInterceptPriorMean);
        double g1 = kPriorPrecision * (fit.slope - kSlopePriorMean);
        double h00 = kPriorPrecision;
        double h01 = 0.0;
        double h11 = kPriorPrecision;
        for (const LabelledJudgement& item : labelled) {
            const double x = logit(item.judgeProbability);
            const double f = sigmoid(fit.intercept + fit.slope * x);
            const double residual = f - (item.personPrefersFirst ? 1.0 : 0.0);
            const double curvature = f * (1.0 - f);
            g0 += residual;
            g1 += residual * x;
            h00 += curvature;
            h01 += curvature * x;
            h11 += curvature * x * x;
        }
        // The prior makes the Hessian positive definite: det ≥ h00 h11 − h01² > 0.
        const double determinant = h00 * h11 - h01 * h01;
        const double step0 = (h11 * g0 - h01 * g1) / determinant;
        const double step1 = (h00 * g1 - h01 * g0) / determinant;
        double length = 1.0;
        double next = objective(fit.intercept - step0, fit.slope - step1);
        while (next > current && length > 1e-8) {
            length /= 2.0;
            next = objective(fit.intercept - length * step0, fit.slope - length * step1);
        }
        fit.intercept -= length * step0;
        fit.slope -= length * step1;
        current = next;
        if (std::max(std::abs(length * step0), std::abs(length * step1)) < kNewtonTolerance) {
            break;
        }
    }
    return fit;
}

Status RoutingOptions::check() const {
    if (!(rankingFloor > 0.0 && rankingFloor <= 1.0)) {
        return Error{"rankingFloor must be in (0, 1], got " + std::to_string(rankingFloor)};
    }
    if (!(sameSystemShare >= 0.0 && sameSystemShare <= 1.0)) {
        return Error{"sameSystemShare must be in [0, 1], got " + std::to_string(sameSystemShare)};
    }
    return Status::success();
}

HumanLabelValue humanLabelValue(double judgeProbability, double meanDifference,
                                double differenceVariance, const JudgeRecalibration& judge,
                                const RoutingOptions& options, bool sameSystem) {
    HumanLabelValue result;
    result.prediction = judge.predict(judgeProbability);
    result.calibrationNeed = std::sqrt(result.prediction * (1.0 - result.prediction));
    const double deviation = std::sqrt(std::max(differenceVariance, 0.0));
    if (deviation > 0.0) {
        result.rankingNeed = 2.0 * normalCdf(-std::abs(meanDifference) / deviation);
    } else {
        result.rankingNeed = meanDifference == 0.0 ? 1.0 : 0.0;
    }
    result.value = result.calibrationNeed *
                   (options.rankingFloor + (1.0 - options.rankingFloor) * result.rankingNeed) *
                   (sameSystem ? options.sameSystemShare : 1.0);
    return result;
}

double labelsForAnswers(double labelsLeft, double answers, double judgementsLeftAfter) {
    const double calls = std::max(0.0, judgementsLeftAfter) + answers;
    return calls > 0.0 ? std::max(0.0, labelsLeft) * answers / calls : 0.0;
}

Result<std::vector<double>> inclusionProbabilities(std::span<const double> values,
                                                   double expectedLabels) {
    if (!(expectedLabels >= 0.0 && std::isfinite(expectedLabels))) {
        return Error{"the expected number of labels must be a finite number >= 0"};
    }
    std::vector<double> sorted;
    sorted.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!(values[i] >= 0.0 && std::isfinite(values[i]))) {
            return Error{"values[" + std::to_string(i) + "] must be a finite number >= 0"};
        }
        if (values[i] > 0.0) {
            sorted.push_back(values[i]);
        }
    }
    std::vector<double> probabilities(values.size(), 0.0);
    if (sorted.empty() || expectedLabels == 0.0) {
        return probabilities;
    }
    // Water-filling: the k largest values are capped at 1 and λ spreads the rest,
    // λ = (E − k) / Σ_{others} v; k is the smallest count for which no other pair exceeds 1.
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    double remainingSum = 0.0;
    for (const double value : sorted) {
        remainingSum += value;
    }
    double lambda = 0.0;
    bool found = false;
    for (std::size_t capped = 0; capped < sorted.size(); ++capped) {
        const double share = expectedLabels - static_cast<double>(capped);
        if (share <= 0.0) {
            break;
        }
        lambda = share / remainingSum;
        if (lambda * sorted[capped] <= 1.0) {
            found = true;
            break;
        }
        remainingSum -= sorted[capped];
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        probabilities[i] =
            found ? std::min(1.0, lambda * values[i]) : (values[i] > 0.0 ? 1.0 : 0.0);
    }
    return probabilities;
}

} // namespace pairrank::stats
