// Evaluating a run's stopping rule for one context (DESIGN.md §5; run_settings.h
// describes the rules). The tracker is fed the context's state after every
// refit and says when the rule holds: exactly then, and not before.
#pragma once

#include "core/stats/linear_algebra.h"
#include "core/stats/local_pair_variances.h"
#include "run_settings.h"

#include <QString>

#include <deque>
#include <optional>

namespace pairrank::run {

// What a rule looks at after a refit.
struct StoppingObservation {
    qint64 comparisons = 0;                // comparisons the fit has seen
    const stats::Vector* scores = nullptr; // the fit's scores (flat rule); not owned
    std::optional<double> entropy;
    std::optional<double> maxNeighbourReorderProbability;
};

class StoppingRuleTracker {
public:
    explicit StoppingRuleTracker(StoppingRule rule);

    // Records an observation (comparisons never decrease) and returns true when the
    // rule holds now. Rules whose number is missing (no posterior) never hold.
    bool observe(const StoppingObservation& observation);
    bool holds() const { return m_holds; }
    QString reason() const; // e.g. "entropy 3.2 below 4"; empty while the rule does not hold

private:
    StoppingRule m_rule;
    bool m_holds = false;
    double m_lastValue = 0.0;
    // Flat rule: earlier scores by comparison count, oldest first; only the entries
    // that may still be the one W comparisons back are kept.
    std::deque<std::pair<qint64, stats::Vector>> m_history;
};

// The largest probability of reordering between rank neighbours: sort by score and
// take max over consecutive pairs of Φ(−|μ_a − μ_b| / √V_ab) (DESIGN.md §3). Empty for
// fewer than two candidates.
std::optional<double> maxNeighbourReorderProbability(const stats::VectorRef& scores,
                                                     const stats::MatrixRef& covariance);
// The same with V_ab from the comparison graph (a large pool keeps no covariance).
std::optional<double> maxNeighbourReorderProbability(const stats::VectorRef& scores,
                                                     const stats::LocalPairVariances& variances);

} // namespace pairrank::run
