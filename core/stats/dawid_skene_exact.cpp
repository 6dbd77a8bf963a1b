// Independent draws from the exact posterior of the one-evaluator Dawid–Skene model
// (dawid_skene.h), by integrating the parameters out analytically.
//
// With E = 1 the data reduce to counts. Gold items: g0 (humans gave G0), g1, and among
// them the evaluator's c0 correct / w0 wrong labels on g0's items, c1 / w1 on g1's.
// Unlabelled items: m0 with evaluator label 0, m1 with label 1 (those without a label
// contribute Σ_h P(h) = 1 and drop out). Augment with x = #(label 0, h = 0) and
// y = #(label 1, h = 0). Given (x, y) the model is conjugate:
//
//   p  ~ Beta(αp + g0 + x + y,  βp + g1 + (m0 − x) + (m1 − y))
//   q0 ~ Beta(α0 + c0 + x,      β0 + w0 + y)
//   q1 ~ Beta(α1 + c1 + m1 − y, β1 + w1 + m0 − x),                                (1)
//
// independent; integrating them out leaves the exact discrete posterior of (x, y):
//
//   P(x, y | data) ∝ C(m0, x) C(m1, y) · B(αp + g0 + x + y, βp + g1 + M − x − y)
//                    · B(α0 + c0 + x, β0 + w0 + y) · B(α1 + c1 + m1 − y, β1 + w1 + m0 − x)   (2)
//
// (M = m0 + m1; B the Beta function), which factorises as X(x) + Y(y) + S(x + y) in
// logarithms, so the (m0 + 1)(m1 + 1) grid costs a few additions per cell. A draw takes
// (x, y) from (2) by inverting its cumulative sum, then p, q0, q1 from (1): independent
// draws from the joint posterior, where Gibbs sampling of the latent labels mixes slowly
// whenever the data barely identify the accuracies (one evaluator, few or no gold labels).
#include "dawid_skene_exact.h"

#include "dawid_skene_internal.h"
#include "parallel_tasks.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace pairrank::stats::detail {
namespace {

struct SingleEvaluatorCounts {
    long long goldFirst = 0, goldSecond = 0;
    long long correctFirst = 0, wrongFirst = 0, correctSecond = 0, wrongSecond = 0;
    long long labelFirst = 0, labelSecond = 0; // m0, m1 among the unlabelled items
};

SingleEvaluatorCounts countSingleEvaluator(const WinRateData& data) {
    SingleEvaluatorCounts counts;
    for (int item = 0; item < data.itemCount(); ++item) {
        const Label human = data.humanLabels[static_cast<std::size_t>(item)];
        const Label label = data.judgeLabel(item, 0);
        if (human == kMissingLabel) {
            counts.labelFirst += label == kFirstPreferred ? 1 : 0;
            counts.labelSecond += label == kSecondPreferred ? 1 : 0;
            continue;
        }
        const bool first = human == kFirstPreferred;
        (first ? counts.goldFirst : counts.goldSecond) += 1;
        if (label == kMissingLabel) {
            continue;
        }
        if (first) {
            (label == kFirstPreferred ? counts.correctFirst : counts.wrongFirst) += 1;
        } else {
            (label == kSecondPreferred ? counts.correctSecond : counts.wrongSecond) += 1;
        }
    }
    return counts;
}

// log Γ(offset + i) for i = 0 … count − 1.
std::vector<double> logGammaTable(double offset, long long count) {
    std::vector<double> table(static_cast<std::size_t>(count));
    for (long long i = 0; i < count; ++i) {
        table[static_cast<std::size_t>(i)] = std::lgamma(offset + static_cast<double>(i));
    }
    return table;
}

} // namespace

long long exactSingleEvaluatorCells(const WinRateData& data) {
    const SingleEvaluatorCounts counts = countSingleEvaluator(data);
    return (counts.labelFirst + 1) * (counts.labelSecond + 1);
}

DawidSkeneDraws sampleSingleEvaluatorExact(const WinRateData& data, const DawidSkeneModel& model,
                                           const DawidSkeneOptions& options) {
    const SingleEvaluatorCounts c = countSingleEvaluator(data);
    const EvaluatorPrior& prior = model.evaluators.front();
    const long long m0 = c.labelFirst;
    const long long m1 = c.labelSecond;
    const long long total = m0 + m1;
    const double ap = model.p.alpha + static_cast<double>(c.goldFirst);
    const double bp = model.p.beta + static_cast<double>(c.goldSecond);
    const double a0 = prior.q0.alpha + static_cast<double>(c.correctFirst);
    const double b0 = prior.q0.beta + static_cast<double>(c.wrongFirst);
    const double a1 = prior.q1.alpha + static_cast<double>(c.correctSecond);
    const double b1 = prior.q1.beta + static_cast<double>(c.wrongSecond);

    // (2) as X(x) + Y(y) + S(x + y); log B(a, b) = lgΓ(a) + lgΓ(b) − lgΓ(a + b).
    const std::vector<double> gammaX = logGammaTable(1.0, std::max(m0, m1) + 1); // log k!
    const auto logChoose = [&](long long m, long long k) {
        return gammaX[static_cast<std::size_t>(m)] - gammaX[static_cast<std::size_t>(k)] -
               gammaX[static_cast<std::size_t>(m - k)];
    };
    const std::vector<double> q0First = logGammaTable(a0, m0 + 1);   // lgΓ(a0 + x)
    const std::vector<double> q0Second = logGammaTable(b0, m1 + 1);  // lgΓ(b0 + y)
    const std::vector<double> q1First = logGammaTable(a1, m1 + 1);   // lgΓ(a1 + m1 − y)
    const std::vector<double> q1Second = logGammaTable(b1, m0 + 1);  // lgΓ(b1 + m0 − x)
    const std::vector<double> pFirst = logGammaTable(ap, total + 1); // lgΓ(ap + s)
    const std::vector<double> pSecond = logGammaTable(bp, total + 1);
    const std::vector<double> q0Sum = logGammaTable(a0 + b0, total + 1); // lgΓ(a0 + b0 + s)
    const std::vector<double> q1Sum = logGammaTable(a1 + b1, total + 1);
    std::vector<double> termX(static_cast<std::size_t>(m0 + 1));
    std::vector<double> termY(static_cast<std::size_t>(m1 + 1));
    std::vector<double> termS(static_cast<std::size_t>(total + 1));
    for (long long x = 0; x <= m0; ++x) {
        termX[static_cast<std::size_t>(x)] = logChoose(m0, x) +
                                             q0First[static_cast<std::size_t>(x)] +
                                             q1Second[static_cast<std::size_t>(m0 - x)];
    }
    for (long long y = 0; y <= m1; ++y) {
        termY[static_cast<std::size_t>(y)] = logChoose(m1, y) +
                                             q0Second[static_cast<std::size_t>(y)] +
                                             q1First[static_cast<std::size_t>(m1 - y)];
    }
    for (long long s = 0; s <= total; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const auto rest = static_cast<std::size_t>(total - s);
        termS[i] = pFirst[i] + pSecond[rest] - q0Sum[i] - q1Sum[rest];
    }
    // The cumulative weights of the grid, row x by column y.
    const auto columns = static_cast<std::size_t>(m1 + 1);
    std::vector<double> cumulative(static_cast<std::size_t>(m0 + 1) * columns);
    double top = -INFINITY;
    for (long long x = 0; x <= m0; ++x) {
        for (long long y = 0; y <= m1; ++y) {
            const double value = termX[static_cast<std::size_t>(x)] +
                                 termY[static_cast<std::size_t>(y)] +
                                 termS[static_cast<std::size_t>(x + y)];
            cumulative[static_cast<std::size_t>(x) * columns + static_cast<std::size_t>(y)] = value;
            top = std::max(top, value);
        }
    }
    double running = 0.0;
    for (double& value : cumulative) {
        running += std::exp(value - top);
        value = running;
    }

    DawidSkeneDraws draws = allocateDraws(1, options.chains, options.draws);
    draws.patternCount = (m0 > 0 ? 1 : 0) + (m1 > 0 ? 1 : 0);
    draws.goldItems = static_cast<int>(c.goldFirst + c.goldSecond);
    const Random root(options.seed);
    runParallelTasks(options.chains, options.threads, [&](int chain) {
        Random random = root.split(static_cast<std::uint64_t>(chain));
        DawidSkeneState state;
        state.q0.assign(1, 0.0);
        state.q1.assign(1, 0.0);
        for (int draw = 0; draw < options.draws; ++draw) {
            const double target = random.uniform() * running;
            const auto cell = static_cast<std::size_t>(
                std::upper_bound(cumulative.begin(), cumulative.end(), target) -
                cumulative.begin());
            const auto index = std::min(cell, cumulative.size() - 1);
            const auto x = static_cast<double>(index / columns);
            const auto y = static_cast<double>(index % columns);
            const auto first = static_cast<double>(m0);
            const auto second = static_cast<double>(m1);
            state.p = random.beta(ap + x + y, bp + (first - x) + (second - y)); // (1)
            state.q0[0] = random.beta(a0 + x, b0 + y);
            state.q1[0] = random.beta(a1 + second - y, b1 + first - x);
            recordDraw(state, chain, draw, draws);
        }
    });
    return draws;
}

} // namespace pairrank::stats::detail
