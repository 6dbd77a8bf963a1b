// A run's queue of pairs for people (core/stats/human_routing.h, the rule and its
// equations): when a context's judge answers arrive, each answered pair gets the value
// of a human label — the judge recalibrated on the labels so far, its calibration need
// √(f(1 − f)) and the ranking need from the context's last fit (the pair's variance from
// Σ, or in a large pool from the comparison graph, stats::LocalPairVariances) — and an inclusion
// probability π, so that the labels the run's human budget has left are spread over
// the judgements it has left; a coin drawn from the run's seed and the pair decides
// whether the pair is put to people. The caller stores the chosen pairs
// (storage/human_queue_store.h), where the Annotate tab finds them, and the context no
// longer asks the judge the pair's other order: a person is about to label it.
//
// Labels are paid when a pair is queued: the budget counts pairs queued, by this and
// earlier sessions (restore()). A pair waits until a label of the run's criterion joins
// the run for it (learn(), in either order); a pair people have labelled is not put to
// them again. The judge's answer a label is compared with, for the recalibration, is the
// one its context holds. Lives in the run's worker thread.
#pragma once

#include "context_state.h"
#include "core/domain/human_label.h"
#include "core/stats/human_routing.h"
#include "storage/human_queue_store.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <memory>
#include <span>
#include <vector>

namespace pairrank::run {

// A judge's answer with a probability, as it entered its context.
struct AnsweredPair {
    std::size_t context = 0; // index of the context in the run
    stats::OrderedPair pair; // positions, in the order shown
    double p = 0.5;          // the judge's probability that pair.a is better
};

class HumanQueue {
public:
    // budget: labels the run may ask people for (> 0).
    HumanQueue(domain::RunId run, domain::CriterionId criterion, qint64 budget, quint64 seed);

    // The pairs earlier sessions queued: counted against the budget, waiting, and their
    // other order reserved in their contexts. Call before learn() of the labels at start.
    void restore(const QList<storage::QueuedPair>& queued,
                 std::span<const std::unique_ptr<ContextState>> contexts);

    // Labels that joined the run (human_label_feed.h): their pairs no longer wait, and
    // those on pairs the judge answered teach the recalibration.
    void learn(const QList<domain::HumanLabel>& labels,
               std::span<const std::unique_ptr<ContextState>> contexts);

    // The pairs of `answers` put to people, to be stored; `judgementsLeft` is what the run
    // will still ask the judge after these answers (≥ 0).
    QList<storage::QueuedPair> offer(std::span<const AnsweredPair> answers,
                                     std::span<const std::unique_ptr<ContextState>> contexts,
                                     qint64 judgementsLeft);

    qint64 budget() const { return m_budget; }
    qint64 queued() const { return m_queued; }          // pairs put to people, all sessions
    qint64 waiting() const { return m_waiting.size(); } // of them, not labelled yet
    const stats::JudgeRecalibration& recalibration() const { return m_recalibration; }

private:
    // A pair of candidates, smaller id first.
    struct CandidatePair {
        domain::CandidateId low = 0;
        domain::CandidateId high = 0;
        friend bool operator==(const CandidatePair&, const CandidatePair&) = default;
    };
    friend size_t qHash(const CandidatePair& pair, size_t seed) {
        return qHashMulti(seed, pair.low, pair.high);
    }
    static CandidatePair unordered(domain::CandidateId first, domain::CandidateId second) {
        return first < second ? CandidatePair{first, second} : CandidatePair{second, first};
    }

    domain::RunId m_run = 0;
    domain::CriterionId m_criterion = 0;
    qint64 m_budget = 0;
    quint64 m_seed = 0;
    qint64 m_queued = 0;
    QSet<CandidatePair> m_waiting;  // queued, no label yet
    QSet<CandidatePair> m_labelled; // a label joined the run
    std::vector<stats::LabelledJudgement> m_labelledJudgements;
    stats::JudgeRecalibration m_recalibration;
    stats::RoutingOptions m_options;
};

} // namespace pairrank::run
