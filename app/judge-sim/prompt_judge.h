// Turns a prompt into the simulated judge's verdict: which two candidates it
// shows (A = the one shown first) and the probability that A is better — or, for
// a prompt showing ONE candidate (an absolute rating, paper 002 §3.2), that
// candidate and its class probabilities of the scores 1 … 10.
//
// How candidates are identified:
//  - truth with texts (--truth with "text", or --project): the known texts found
//    in the prompt (CandidateMatcher) — only in its candidates' parts when it has
//    the default templates' tags (below), since a candidate may also be quoted in
//    the context; two distinct ones make a comparison, one a rating. A templated
//    comparison of two candidates with the same text gets p = σ(bias / temperature):
//    the texts cannot tell them apart, only their positions do. The verdict comes from ONE
//    stats::SimulatedJudge over all truth items, indices in file order, so p equals
//    SimulatedJudge::probability(indexA, indexB) and a rating
//    SimulatedJudge::scoreClassProbabilities(index).
//  - otherwise the prompt follows PairRank's default templates: the texts between
//    "<candidate_a>\n" and "\n</candidate_a>" and between "<candidate_b>\n" and
//    "\n</candidate_b>" (the newlines next to the tags are optional); without
//    those, the absolute template's text between "<candidate>\n" and
//    "\n</candidate>" is rated. If the truth has ids only and the texts are truth
//    ids, the truth judge answers (a cheap way to address truth items in
//    benchmarks); else they are judged as texts known only by their hash
//    (hashed_truth.h).
#pragma once

#include "candidate_matcher.h"
#include "core/stats/simulated_judge.h"
#include "storage/storage_result.h"
#include "truth_source.h"

#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace pairrank::judgesim {

struct PairVerdict {
    QString idA;              // truth id, or hashedTextId() of the text
    QString idB;              // empty for a rating
    double probability = 0.5; // that A is better; in [1e-6, 1 - 1e-6]
    // A rating of idA: P(score 1 + i) for i = 0 … 9; empty for a comparison.
    std::vector<double> scoreClasses;

    bool isRating() const { return !scoreClasses.empty(); }
    // How /stats counts it: "idA|idB" for a comparison, the candidate's id for a rating.
    QString key() const { return isRating() ? idA : idA + u'|' + idB; }
};

class PromptJudge {
public:
    // `truth` may be empty (every candidate is then a hashed text). Fails when the
    // settings are invalid or the truth scores cannot make a SimulatedJudge.
    static storage::Result<PromptJudge> create(QList<TruthItem> truth,
                                               const stats::SimulatedJudgeSettings& settings,
                                               std::uint64_t seed);

    // Fails with a message naming the problem when the prompt shows neither one
    // candidate (a rating) nor two different ones (a comparison).
    storage::Result<PairVerdict> judge(QByteArrayView prompt) const;

    // One line for the log: how candidates are recognised.
    QString description() const;

private:
    PromptJudge(QList<TruthItem> truth, std::optional<stats::SimulatedJudge> truthJudge,
                const stats::SimulatedJudgeSettings& settings, std::uint64_t seed);
    storage::Result<PairVerdict> judgeKnownTexts(QByteArrayView prompt) const;
    storage::Result<PairVerdict> judgeTemplate(QByteArrayView prompt) const;
    storage::Result<PairVerdict> rateTemplate(QByteArrayView prompt) const;
    PairVerdict truthVerdict(int a, int b) const;
    PairVerdict truthRating(int index) const;

    QList<TruthItem> m_truth;
    std::optional<stats::SimulatedJudge> m_truthJudge;
    std::optional<CandidateMatcher> m_matcher; // when the truth has texts
    QHash<QByteArray, int> m_indexById;        // when the truth has ids only
    stats::SimulatedJudgeSettings m_settings;
    std::uint64_t m_seed = 0;
};

} // namespace pairrank::judgesim
