// One context of a running run (DESIGN.md §5): its candidates, the pairs asked
// and pending, its model (context_model.h), its share of the comparison budget,
// its stopping rule, and the next batch of pairs from the selector.
//
// Pairs are 0-based candidate positions (the statistics engine's indices).
// A pair is "asked" once its answer is stored — with a probability, as a failure
// or as a refusal — and is never proposed again; pending pairs (submitted, not
// answered) are not proposed either. By default a context proposes a new batch only
// when its previous batch is fully answered (the selector sees the refitted model).
// With batches ahead (SelectionPolicy::batchesAhead = k > 0) up to k + 1 batches are
// open: a batch is chosen from the model of the batches answered so far with the open
// ones counted as observed, and answers reach the model one whole batch at a time, in
// the order the batches were chosen — so what the model sees, and hence every later
// choice, does not depend on the order in which the judge's answers arrive.
#pragma once

#include "context_model.h"
#include "core/domain/candidate.h"
#include "core/domain/context.h"
#include "core/domain/criterion.h"
#include "core/domain/error.h"
#include "core/stats/metrics.h"
#include "core/stats/pair_exclusions.h"
#include "core/stats/selection_strategy.h"
#include "run_snapshot.h"
#include "stopping_rules.h"

#include <QHash>
#include <QList>
#include <QString>

#include <algorithm>
#include <deque>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace pairrank::run {

struct ContextSetup {
    domain::Context context;
    domain::Criterion criterion;         // ranked under (its name names the reference scores)
    QList<domain::Candidate> candidates; // by position
    qint64 planned = 0;                  // comparisons with a probability to reach
};

inline constexpr int kLiveRankIntervalsUpTo = 100;

struct SelectionPolicy {
    stats::SelectionStrategy strategy = stats::SelectionStrategy::Epsilon;
    int batchSize = 16;
    int batchesAhead = 0; // RunSettings::batchesAhead
    double epsilon = 0.5;
    bool symmetric = false;
    quint64 seed = 0;
    StoppingRule stopping;
    // Ask every candidate's absolute rating (RunSettings::useAbsoluteScores) before the
    // context's first batch, so that the first choice already sees them.
    bool rateCandidates = false;
};

class ContextState {
public:
    ContextState(ContextSetup setup, const analysis::ModelChoice& choice,
                 const SelectionPolicy& policy);

    domain::ContextId id() const { return m_setup.context.id; }
    const domain::Context& context() const { return m_setup.context; }
    const QList<domain::Candidate>& candidates() const { return m_setup.candidates; }
    const domain::Candidate& candidate(int position) const;
    int candidateCount() const { return static_cast<int>(m_setup.candidates.size()); }
    // The position of a candidate id, or empty when it is not in this context.
    std::optional<int> positionOf(domain::CandidateId candidate) const;

    // A stored answer of this run for (a, b): p when it carries one, else a failure.
    // Used on resume and for every new answer; the pair must not be pending.
    void recordAnswer(stats::OrderedPair pair, std::optional<double> p);
    // Extra experts of the product (human labels), not counted as asked or in the budget.
    void addExtraComparison(const stats::Comparison& comparison);
    // Takes an extra expert out again (a label undone): the next refit is without it.
    // False when no such expert was added.
    bool removeExtraComparison(const stats::Comparison& comparison);
    // A pair a person is about to label: the judge is not asked it (human_queue.h).
    void reserveForPeople(stats::OrderedPair pair) { m_reservedForPeople.push_back(pair); }

    // Absolute ratings (SelectionPolicy::rateCandidates). The positions to rate now:
    // every candidate not rated and not being rated (none when the policy asks for no
    // ratings, or the context stopped); they become pending.
    std::vector<int> takeRatingsToAsk();
    // A rating of this run arrived (on resume too): its expert (empty for a refusal or a
    // failure, which is not asked again in this session) joins the model at the next refit.
    void recordRating(int position, std::optional<stats::AbsoluteExpert> expert);
    // A pending rating was cancelled: it may be asked again.
    void cancelRating(int position);
    qint64 ratingsPending() const { return m_ratingsPending; }
    // Ratings takeRatingsToAsk() would ask now.
    qint64 ratingsToAsk() const;
    qint64 ratings() const { return m_ratingCount; } // with an expert

    // The next batch (possibly empty) within the budget; the pairs become pending.
    // Precondition: the model is current (refresh()).
    Result<std::vector<stats::OrderedPair>> proposeBatch();
    bool isPending(stats::OrderedPair pair) const;
    // An answer arrived for a pending pair: it is recorded as above (with batches ahead,
    // when its batch is released).
    void resolve(stats::OrderedPair pair, std::optional<double> p);
    // A pending pair was cancelled: it may be proposed again later.
    void cancel(stats::OrderedPair pair);
    // With batches ahead: records the answers of the oldest open batch once none of its
    // pairs is pending — at most one batch per call, so that a refit and a choice can
    // follow each. True when a batch was released.
    bool releaseAnsweredBatch();
    // Records every answer that arrived, whole batches or not (the run is ending).
    void releaseEverything();

    // Refits what arrived and evaluates the stopping rule.
    Status refresh();
    bool needsRefresh() const { return !m_model.isCurrent() || m_ratingsChanged; }
    // A refit now sees whole batches: nothing is pending, or answers come by batch; and
    // no rating is awaited.
    bool readyToRefit() const;

    qint64 comparisons() const { return m_comparisonsWithProbability; }
    qint64 planned() const { return m_setup.planned; }
    qint64 pendingCount() const { return static_cast<qint64>(m_pending.size()); }
    // Wants a new batch: not stopped, budget left after the open batches, and nothing
    // pending (or, with batches ahead, fewer than k + 1 batches open).
    bool wantsBatch() const;
    // Stopped (rule, budget or every pair asked), nothing pending and every answer recorded.
    bool isDone() const;
    bool isStopped() const { return m_stopped; }
    QString stopReason() const { return m_stopReason; }
    // Stops asking (e.g. the run's money ran out); pending answers are still taken.
    void stop(const QString& reason);

    const ContextModel& model() const { return m_model; }
    // The LLM judge's comparisons only (no human labels), for the diagnostics.
    std::span<const stats::Comparison> judgeComparisons() const { return m_judgeComparisons; }
    std::span<const int> textLengths() const { return m_textLengths; }
    // The criterion's reference scores by position; empty unless every candidate has one.
    std::span<const double> referenceScores() const { return m_referenceScores; }
    // The human-label experts the model holds (addExtraComparison).
    std::span<const stats::Comparison> humanLabelExperts() const { return m_humanLabelExperts; }

    // The context's ranking as of the last refit, with rank intervals up to
    // kLiveRankIntervalsUpTo candidates (they cost draws of an N-dimensional Gaussian).
    ContextSnapshot snapshot();

private:
    // A batch whose answers wait for the batches before it (batches ahead only).
    struct OpenBatch {
        enum class State { Pending, Answered, Cancelled };
        std::vector<stats::OrderedPair> pairs; // as chosen
        std::vector<State> states;
        std::vector<std::optional<double>> answers; // p of answered pairs (empty: a failure)
        bool hasPending() const {
            return std::find(states.begin(), states.end(), State::Pending) != states.end();
        }
    };

    void updateStopped();
    // Takes a pair off the pending list; false when it was not pending.
    bool removePending(stats::OrderedPair pair);
    // Marks a pair of an open batch answered or cancelled (batches ahead only).
    void settleInBatch(stats::OrderedPair pair, OpenBatch::State state, std::optional<double> p);
    void recordBatch(const OpenBatch& batch);
    // The pending pairs, and with batches ahead the answered pairs of open batches too.
    std::vector<stats::OrderedPair> unrecordedPairs() const;
    // Comparisons with a probability recorded, plus those the open batches may still bring.
    qint64 committedComparisons() const;

    ContextSetup m_setup;
    SelectionPolicy m_policy;
    ContextModel m_model;
    StoppingRuleTracker m_stopping;
    std::vector<stats::OrderedPair> m_asked;
    std::vector<stats::OrderedPair> m_pending;
    std::deque<OpenBatch> m_openBatches; // oldest first (batches ahead only)
    std::vector<stats::Comparison> m_judgeComparisons;
    std::vector<int> m_judgementsSeen;
    std::vector<int> m_textLengths;
    std::vector<double> m_referenceScores;
    std::vector<stats::Comparison> m_humanLabelExperts; // the model's extra comparisons
    QHash<domain::CandidateId, int> m_positions;
    qint64 m_comparisonsWithProbability = 0;
    qint64 m_withoutProbability = 0;                     // failed and refused answers recorded
    qint64 m_extraComparisonsFitted = 0;                 // human-label experts in the last refit
    std::vector<stats::OrderedPair> m_reservedForPeople; // their other order is queued for people
    enum class Rating { Unasked, Pending, Done };
    std::vector<Rating> m_ratingStates; // by position
    std::vector<std::optional<stats::AbsoluteExpert>> m_ratingExperts;
    QList<analysis::RankingRow> m_candidateRows; // what no fit changes, by position
    qint64 m_ratingsPending = 0;
    qint64 m_ratingCount = 0;
    bool m_ratingsChanged = false; // experts the model has not been given yet
    // The candidates' reference scores under the criterion, when every one has one.
    std::optional<stats::SpearmanReference> m_reference;
    // The rows of the last snapshot, their Spearman against the reference (it sorts N
    // scores), and the fit they were computed from: snapshots come faster than fits in a
    // large pool.
    QList<analysis::RankingRow> m_rankingRows;
    std::optional<double> m_spearman;
    std::optional<quint64> m_rankedFit;
    qint64 m_batches = 0;
    bool m_exhausted = false; // the selector found no eligible pair
    bool m_stopped = false;
    QString m_stopReason;
};

} // namespace pairrank::run
