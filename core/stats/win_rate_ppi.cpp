#include "win_rate_ppi.h"

#include "comparison.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace pairrank::stats {
namespace {

double mean(const std::vector<double>& values) {
    double sum = 0.0;
    for (const double value : values) {
        sum += value;
    }
    return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

// Sample covariance with the n − 1 denominator; 0 below two values.
double covariance(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() < 2) {
        return 0.0;
    }
    const double meanX = mean(x);
    const double meanY = mean(y);
    double sum = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sum += (x[i] - meanX) * (y[i] - meanY);
    }
    return sum / static_cast<double>(x.size() - 1);
}

double variance(const std::vector<double>& x) {
    return covariance(x, x);
}

struct Sample {
    std::vector<double> labelledY;
    std::vector<double> labelledF;
    std::vector<double> unlabelledF;
    std::vector<double> allF;
};

Sample split(const WinRateData& data) {
    Sample sample;
    for (int item = 0; item < data.itemCount(); ++item) {
        const double f = itemPrediction(data, item);
        sample.allF.push_back(f);
        const Label human = data.humanLabels[static_cast<std::size_t>(item)];
        if (human == kMissingLabel) {
            sample.unlabelledF.push_back(f);
        } else {
            sample.labelledY.push_back(human == kFirstPreferred ? 1.0 : 0.0);
            sample.labelledF.push_back(f);
        }
    }
    return sample;
}

// The moments of the labelled items and of f that every formula below uses.
struct Moments {
    double n = 0.0;                   // labelled
    double unlabelled = 0.0;          // N
    double varianceY = 0.0;           // over L
    double covariance = 0.0;          // of Y and f over L
    double varianceF = 0.0;           // over all items (for λ and r) …
    double varianceFUnlabelled = 0.0; // … and over U (for (2))
    double varianceFLabelled = 0.0;   // over L (ρ̂)
};

Moments moments(const Sample& sample) {
    Moments m;
    m.n = static_cast<double>(sample.labelledY.size());
    m.unlabelled = static_cast<double>(sample.unlabelledF.size());
    m.varianceY = variance(sample.labelledY);
    m.covariance = covariance(sample.labelledY, sample.labelledF);
    m.varianceF = variance(sample.allF);
    m.varianceFUnlabelled = variance(sample.unlabelledF);
    m.varianceFLabelled = variance(sample.labelledF);
    return m;
}

// p̂_λ of (1).
double pointEstimate(const Sample& sample, double lambda) {
    return mean(sample.labelledY) +
           (sample.unlabelledF.empty()
                ? 0.0
                : lambda * (mean(sample.unlabelledF) - mean(sample.labelledF)));
}

// √ of (2) or (4) with the sample variances.
double standardError(const Sample& sample, const Moments& m, double lambda, PpiEstimand estimand) {
    if (estimand == PpiEstimand::Distribution) {
        std::vector<double> rectifier(sample.labelledY.size());
        for (std::size_t i = 0; i < rectifier.size(); ++i) {
            rectifier[i] = sample.labelledY[i] - lambda * sample.labelledF[i];
        }
        const double imputed =
            m.unlabelled > 0 ? lambda * lambda * m.varianceFUnlabelled / m.unlabelled : 0.0;
        return std::sqrt(variance(rectifier) / m.n + imputed); // (2)
    }
    if (m.unlabelled == 0) {
        return 0.0; // every item labelled: p_T is known exactly
    }
    const double kappa = m.unlabelled / (m.n + m.unlabelled);
    std::vector<double> w(sample.labelledY.size());
    for (std::size_t i = 0; i < w.size(); ++i) {
        w[i] = kappa * sample.labelledY[i] - lambda * sample.labelledF[i];
    }
    return std::sqrt(variance(w) * (1.0 / m.n + 1.0 / m.unlabelled)); // (4)
}

// c and r of the score interval (header): Var(p̂ − p) = c (1 − r) p0 (1 − p0).
struct ScoreVariance {
    double scale = 0.0;     // c
    double reduction = 0.0; // r
};

ScoreVariance scoreVariance(const Moments& m, double lambda, PpiEstimand estimand) {
    const double total = m.n + m.unlabelled;
    const double kappa = m.unlabelled / total;
    ScoreVariance score;
    double reduction = 0.0;
    if (estimand == PpiEstimand::Distribution) {
        score.scale = 1.0 / m.n;
        const double inflation = m.unlabelled > 0 ? 1.0 + m.n / m.unlabelled : 0.0;
        reduction = 2.0 * lambda * m.covariance - inflation * lambda * lambda * m.varianceF;
    } else {
        score.scale = kappa / m.n; // N/(nT)
        reduction = 2.0 * kappa * lambda * m.covariance - lambda * lambda * m.varianceF;
        reduction /= kappa > 0 ? kappa * kappa : 1.0;
    }
    if (!(m.varianceY > 0.0) || !(m.varianceFLabelled > 0.0) || m.n < 3 || m.unlabelled == 0) {
        return score; // no measurable correlation: r = 0
    }
    const double squaredCorrelation =
        m.covariance * m.covariance / (m.varianceY * m.varianceFLabelled);
    const double adjusted = 1.0 - (1.0 - squaredCorrelation) * (m.n - 1.0) / (m.n - 2.0);
    const double cap =
        std::max(0.0, adjusted) * (estimand == PpiEstimand::Distribution ? kappa : 1.0);
    score.reduction = std::clamp(reduction / m.varianceY, 0.0, cap);
    return score;
}

// { p0 : (p̂ − p0)² ≤ z² a p0 (1 − p0) }, a = c (1 − r): Wilson's interval with n = 1/a.
CredibleInterval scoreInterval(double estimate, double a, double z) {
    const double k = z * z * a;
    const double centre = (estimate + k / 2.0) / (1.0 + k);
    const double halfWidth =
        std::sqrt(std::max(0.0, k * estimate * (1.0 - estimate) + k * k / 4.0)) / (1.0 + k);
    return {std::clamp(centre - halfWidth, 0.0, 1.0), std::clamp(centre + halfWidth, 0.0, 1.0)};
}

} // namespace

Result<double> studentTQuantile(double degreesOfFreedom, double probability) {
    if (!(degreesOfFreedom > 0.0) || !std::isfinite(degreesOfFreedom)) {
        return Error{"degrees of freedom must be finite and > 0"};
    }
    if (!(probability > 0.0 && probability < 1.0)) {
        return Error{"probability must be in (0, 1)"};
    }
    if (probability == 0.5) {
        return 0.0;
    }
    // P(|T| > t) = I_x(ν/2, 1/2) with x = ν/(ν + t²) (Abramowitz & Stegun 26.7.1, 26.5.27).
    const Result<double> x =
        betaQuantile({degreesOfFreedom / 2.0, 0.5}, 2.0 * std::min(probability, 1.0 - probability));
    if (!x) {
        return x.error();
    }
    const double t = std::sqrt(degreesOfFreedom * (1.0 / *x - 1.0));
    return probability > 0.5 ? t : -t;
}

const char* ppiEstimandName(PpiEstimand estimand) {
    return estimand == PpiEstimand::Items ? "items" : "distribution";
}

const char* ppiIntervalName(PpiInterval interval) {
    return interval == PpiInterval::Score ? "score" : "wald";
}

double itemPrediction(const WinRateData& data, int item) {
    int labels = 0;
    int first = 0;
    for (int e = 0; e < data.evaluatorCount(); ++e) {
        const Label label = data.judgeLabel(item, e);
        if (label != kMissingLabel) {
            ++labels;
            first += label == kFirstPreferred ? 1 : 0;
        }
    }
    return labels == 0 ? 0.5 : static_cast<double>(first) / labels;
}

Result<PpiResult> predictionPoweredWinRate(const WinRateData& data, const PpiOptions& options) {
    if (const Status status = checkWinRateData(data); !status) {
        return status.error();
    }
    if (!(options.level > 0.0 && options.level < 1.0)) {
        return Error{"PPI++: level must be in (0, 1), got " + std::to_string(options.level)};
    }
    if (options.lambda && !std::isfinite(*options.lambda)) {
        return Error{"PPI++: a fixed λ must be finite"};
    }
    const Sample sample = split(data);
    const int n = static_cast<int>(sample.labelledY.size());
    if (n < 3) {
        return Error{"PPI++ needs at least 3 human-labelled items of this pair, got " +
                     std::to_string(n) +
                     "; label a uniformly random sample of the pair's items (10–25% is typical)"};
    }
    const Moments m = moments(sample);
    const double total = m.n + m.unlabelled;
    double lambda = 0.0;
    if (options.lambda) {
        lambda = *options.lambda;
    } else if (m.varianceF > 0.0 && m.unlabelled > 0 && n >= kMinimumLabelsForTuning) {
        // (3), with 1/(1 + n/N) = N/T.
        lambda = std::clamp(m.unlabelled / total * m.covariance / m.varianceF, 0.0, 1.0);
    }
    const double z = normalQuantile(0.5 + options.level / 2.0);
    const double value = pointEstimate(sample, lambda);
    PpiResult result;
    result.lambda = lambda;
    result.labelled = n;
    result.unlabelled = static_cast<int>(m.unlabelled);
    result.predictionMean = mean(sample.allF);
    result.estimate = std::clamp(value, 0.0, 1.0);
    result.standardError = standardError(sample, m, lambda, options.estimand);
    result.classicalEstimate = pointEstimate(sample, 0.0);
    result.classicalStandardError = standardError(sample, m, 0.0, options.estimand);
    if (options.interval == PpiInterval::Wald) {
        result.interval = {std::clamp(value - z * result.standardError, 0.0, 1.0),
                           std::clamp(value + z * result.standardError, 0.0, 1.0)};
    } else if (options.estimand == PpiEstimand::Items && m.unlabelled == 0) {
        result.interval = {result.estimate, result.estimate}; // p_T known exactly
    } else {
        const ScoreVariance score = scoreVariance(m, lambda, options.estimand);
        result.varianceReduction = score.reduction;
        // A λ fitted to the labelled items costs a degree of freedom (Cochran §7.9): Student's
        // t with n − 2; a fixed λ keeps the normal quantile (Wilson's interval for λ = 0).
        const bool fitted = !options.lambda && lambda != 0.0;
        const Result<double> quantile =
            fitted ? studentTQuantile(m.n - 2.0, 0.5 + options.level / 2.0) : Result<double>(z);
        if (!quantile) {
            return quantile.error();
        }
        result.interval =
            scoreInterval(result.estimate, score.scale * (1.0 - score.reduction), *quantile);
    }
    return result;
}

} // namespace pairrank::stats
