#include "stopping_rules.h"

#include "core/stats/metrics.h"
#include "core/stats/posterior.h"

#include <algorithm>
#include <numeric>
#include <span>
#include <vector>

namespace pairrank::run {

StoppingRuleTracker::StoppingRuleTracker(StoppingRule rule)
    : m_rule(rule) {}

bool StoppingRuleTracker::observe(const StoppingObservation& observation) {
    m_holds = false;
    switch (m_rule.kind) {
    case StoppingRuleKind::None:
        break;
    case StoppingRuleKind::EntropyBelow:
        if (observation.entropy) {
            m_lastValue = *observation.entropy;
            m_holds = m_lastValue < m_rule.threshold;
        }
        break;
    case StoppingRuleKind::ReorderBelow:
        if (observation.maxNeighbourReorderProbability) {
            m_lastValue = *observation.maxNeighbourReorderProbability;
            m_holds = m_lastValue < m_rule.threshold;
        }
        break;
    case StoppingRuleKind::ImprovementFlat: {
        if (observation.scores == nullptr) {
            break;
        }
        const qint64 target = observation.comparisons - m_rule.window;
        // Keep only the newest entry at or before the target and everything after it.
        while (m_history.size() >= 2 && m_history[1].first <= target) {
            m_history.pop_front();
        }
        if (!m_history.empty() && m_history.front().first <= target) {
            const stats::Vector& earlier = m_history.front().second;
            const stats::Vector& now = *observation.scores;
            auto spearman = stats::spearmanCorrelation(
                std::span<const double>(earlier.data(), static_cast<std::size_t>(earlier.size())),
                std::span<const double>(now.data(), static_cast<std::size_t>(now.size())));
            // A constant score vector (no information yet) has no correlation: not flat.
            if (spearman) {
                m_lastValue = *spearman;
                m_holds = *spearman >= 1.0 - m_rule.threshold;
            }
        }
        if (m_history.empty() || m_history.back().first < observation.comparisons) {
            m_history.emplace_back(observation.comparisons, *observation.scores);
        }
        break;
    }
    }
    return m_holds;
}

QString StoppingRuleTracker::reason() const {
    if (!m_holds) {
        return {};
    }
    switch (m_rule.kind) {
    case StoppingRuleKind::None:
        return {};
    case StoppingRuleKind::EntropyBelow:
        return QStringLiteral("entropy %1 below %2").arg(m_lastValue).arg(m_rule.threshold);
    case StoppingRuleKind::ReorderBelow:
        return QStringLiteral("neighbour reorder probability %1 below %2")
            .arg(m_lastValue)
            .arg(m_rule.threshold);
    case StoppingRuleKind::ImprovementFlat:
        return QStringLiteral("ranking flat: Spearman %1 with the scores %2 comparisons earlier")
            .arg(m_lastValue)
            .arg(m_rule.window);
    }
    return {};
}

namespace {

// Consecutive candidates in the order of their scores, best first (ties by index).
std::vector<stats::OrderedPair> rankNeighbours(const stats::VectorRef& scores) {
    const auto n = static_cast<std::size_t>(scores.size());
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int left, int right) {
        return scores(left) != scores(right) ? scores(left) > scores(right) : left < right;
    });
    std::vector<stats::OrderedPair> pairs;
    for (std::size_t place = 0; place + 1 < n; ++place) {
        pairs.push_back({order[place], order[place + 1]});
    }
    return pairs;
}

} // namespace

std::optional<double> maxNeighbourReorderProbability(const stats::VectorRef& scores,
                                                     const stats::MatrixRef& covariance) {
    if (scores.size() < 2) {
        return std::nullopt;
    }
    double largest = 0.0;
    for (const stats::OrderedPair& pair : rankNeighbours(scores)) {
        largest = std::max(largest, stats::reorderProbability(scores, covariance, pair.a, pair.b));
    }
    return largest;
}

std::optional<double> maxNeighbourReorderProbability(const stats::VectorRef& scores,
                                                     const stats::LocalPairVariances& variances) {
    if (scores.size() < 2) {
        return std::nullopt;
    }
    const std::vector<stats::OrderedPair> pairs = rankNeighbours(scores);
    const std::vector<double> pairVariances = variances.variances(pairs);
    double largest = 0.0;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        largest = std::max(largest, stats::reorderProbability(
                                        scores(pairs[k].a) - scores(pairs[k].b), pairVariances[k]));
    }
    return largest;
}

} // namespace pairrank::run
