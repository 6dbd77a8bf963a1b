// The settings of one ranking run (DESIGN.md §5), typed, and their JSON form
// stored with the run (domain::Run::config). Every member has a default, so a
// settings object built in code is valid as it is; JSON read from a project is
// checked member by member and an error names the bad member ("budget.tokens
// must be ≥ 0").
//
// The JSON form (every member optional, defaults below):
//   { "criterion": "coherence", "judge": "sim", "model": "poe-bt",
//     "home_advantage": "none" | "fixed-from-mean" | "fitted",
//     "strategy": "epsilon", "epsilon": 0.5, "batch_size": 16, "batches_ahead": 0,
//     "symmetric": false,
//     "seed": "42" (a decimal string: JSON numbers lose 64-bit integers; a number is accepted),
//     "context": 12 (one context id; absent = every context), "max_contexts": 0,
//     "budget": { "comparisons_per_candidate": 10 | "comparisons": 5000,
//                 "tokens": 0, "money": 0, "wall_seconds": 0 },
//     "stopping": { "rule": "none" | "entropy" | "reorder" | "flat",
//                   "threshold": 0.05, "window": 32 },
//     "prior_variance": 1, "human_labels": { "use": false, "weight": 1, "budget": 0 },
//     "absolute_scores": { "use": false, "weight": 1 } }
#pragma once

#include "core/analysis/model_settings.h"
#include "core/domain/error.h"
#include "core/domain/identifiers.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace pairrank::run {

using analysis::HomeAdvantageSetting;

// Limits of a run. Zero means "no limit" for tokens, money and wall time. The
// comparison budget is per context: either a multiple of the context's number of
// candidates N ("10N": 10 × N comparisons in every context) or an absolute
// number of comparisons for each context. Cached answers reused from the project
// count as comparisons; failures do not.
struct RunBudget {
    std::optional<double> comparisonsPerCandidate = 10.0; // "10N"
    std::optional<qint64> comparisonsPerContext;          // "5000"; wins when both are set
    qint64 tokens = 0;        // prompt + completion tokens spent by this run (hard cap)
    double money = 0.0;       // in the judge's currency (hard cap)
    double wallSeconds = 0.0; // time spent running (pauses excluded)

    // The comparisons planned for a context of `candidateCount` candidates, never more
    // than the N (N − 1) ordered pairs (the selectors never ask a pair twice).
    qint64 comparisonsFor(int candidateCount) const;

    // "10N", "2.5N" or "5000". The error names the text.
    static Result<RunBudget> parseComparisons(const QString& text);
};

enum class StoppingRuleKind {
    None,
    EntropyBelow, // "entropy:X": the context's ranking entropy (paper 002 §4.3) is below X
    ReorderBelow, // "reorder:X": the largest probability of reordering between rank
                  // neighbours (DESIGN.md §3) is below X
    // "flat:W" or "flat:W:X": the ranking stopped moving: the Spearman correlation between
    // the context's scores now and its scores W comparisons earlier is at least 1 − X
    // (X defaults to 0.001) — the expected improvement of asking more is flat over the window.
    ImprovementFlat,
};

// A stopping rule applies to every context on its own: a context whose condition
// holds is asked nothing more; the run finishes when every context has stopped or
// the budget is spent. Rules that need a posterior (entropy, reorder) need a
// probabilistic model (poe-*): RunSettings::validate refuses the combination.
struct StoppingRule {
    StoppingRuleKind kind = StoppingRuleKind::None;
    double threshold = 0.0; // X
    int window = 0;         // W, comparisons (flat only), ≥ 1

    // "none", "entropy:X", "reorder:X" (X in (0, 1)), "flat:W" or "flat:W:X".
    static Result<StoppingRule> parse(const QString& text);
    QString toString() const; // the same syntax
};

inline constexpr int kMaximumBatchesAhead = 4;

struct RunSettings {
    QString criterion;                        // criterion name in the project
    QString judgeConfig;                      // judge configuration name in the project
    QString model = QStringLiteral("poe-bt"); // stats::ModelSpec name
    HomeAdvantageSetting homeAdvantage = HomeAdvantageSetting::None;
    QString strategy = QStringLiteral("epsilon"); // stats::SelectionStrategy name
    double epsilon = 0.5;
    int batchSize = 16; // pairs proposed per context and round, ≥ 1
    // Batches chosen ahead, 0 … kMaximumBatchesAhead: with 1, batch k + 1 is chosen when
    // batch k − 1 is answered, from the model of batches ≤ k − 1 with batch k counted as
    // observed (pending), so that the judge is never idle while the engine works. Still
    // reproducible: what the model sees never depends on the order answers arrive in.
    int batchesAhead = 0;
    bool symmetric = false; // ask every chosen pair in both orders
    quint64 seed = 0;
    std::optional<domain::ContextId> context; // empty: every context of the project
    int maxContexts = 0;                      // > 0: only the first maxContexts contexts (by id)
    RunBudget budget;
    StoppingRule stopping;
    double priorVariance = 1.0;    // σ0² (DESIGN.md §3: the unit prior)
    bool useHumanLabels = false;   // human labels of the criterion join the product of experts
    double humanLabelWeight = 1.0; // the weight of one human label's expert, > 0
    // > 0: the run puts up to this many pairs its judge answered to people
    // (human_queue.h), where the Annotate tab offers them first; needs useHumanLabels.
    int humanBudget = 0;
    // Every candidate is rated once on the criterion's absolute template (1 … 10) and
    // the rating, moment matched to a Gaussian (paper 002 §3.2), joins the product of
    // experts with this weight. Needs a criterion with an absolute template and a
    // judge that gives token logprobs.
    bool useAbsoluteScores = false;
    double absoluteScoreWeight = 1.0; // > 0

    // Checks every member (model and strategy names parse, numbers in range, the
    // stopping rule fits the model). The message names the member.
    Status validate() const;

    QJsonObject toJson() const;
    static Result<RunSettings> fromJson(const QJsonObject& json);

    // True when `other` continues the same run: every member equal except the
    // limits (budget), so that rerunning a command with a larger budget resumes it.
    bool sameRunAs(const RunSettings& other) const;
};

} // namespace pairrank::run
