// The input every win-rate estimator in PairRank works on (paper 004 §3.1):
// n items compared between two generators G0 and G1, each item with an optional
// human label and one optional label per evaluator (LLM judge, prompt or human
// annotator). A label is 0 when the first generator G0 is preferred and 1 when
// G1 is preferred, so the win rate p = P(G0 preferred) (paper 004 eq. 1).
//
// PairRank fixes this convention everywhere: q0 is an evaluator's accuracy on
// the items humans gave to G0 (eq. 5), q1 on the items humans gave to G1
// (eq. 6). (Model 1 in the paper writes h ~ Bernoulli(p) with h = 1 meaning
// G1, which contradicts §3.1; PairRank uses P(h = 0) = p.)
//
// The storage/session layer builds a WinRateData from the project's human
// labels and judgements; the estimators never see where they came from.
#pragma once

#include "result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pairrank::stats {

using Label = std::int8_t;
inline constexpr Label kFirstPreferred = 0;  // G0 won
inline constexpr Label kSecondPreferred = 1; // G1 won
inline constexpr Label kMissingLabel = -1;   // no label (unlabelled item, judge failed or tied)

struct WinRateData {
    std::vector<std::string> evaluatorNames; // E names
    std::vector<Label> humanLabels;          // n labels, kMissingLabel where no human looked
    std::vector<Label> judgeLabels;          // n × E, row-major: item * E + evaluator

    int itemCount() const { return static_cast<int>(humanLabels.size()); }
    int evaluatorCount() const { return static_cast<int>(evaluatorNames.size()); }
    Label judgeLabel(int item, int evaluator) const {
        return judgeLabels[static_cast<std::size_t>(item) * evaluatorNames.size() +
                           static_cast<std::size_t>(evaluator)];
    }
};

// One compared pair of systems of a project: G0 = firstSystem, labels 0 = firstSystem
// preferred, with the same evaluator names across a project's pairs where the same judge
// configuration was used.
struct SystemPairData {
    std::string firstSystem;  // G0
    std::string secondSystem; // G1
    WinRateData data;
};

// Checks sizes (judgeLabels has itemCount × evaluatorCount entries), that there is
// at least one item and one evaluator, and that every label is 0, 1 or missing.
// The error names the item and evaluator of the first bad label.
Status checkWinRateData(const WinRateData& data);

// The data restricted to one evaluator (E = 1), for per-evaluator estimates.
WinRateData selectEvaluator(const WinRateData& data, int evaluator);

// The data with every human label removed (the "no prior" setting).
WinRateData withoutHumanLabels(const WinRateData& data);

// Counts of one evaluator's labels on the items it labelled (paper 004 Algorithm 1
// lines 9–10): `judged` = n_k, `firstPreferred` = s_k.
struct JudgeCounts {
    int judged = 0;
    int firstPreferred = 0;
};

// Agreement of one evaluator with the human labels on the items both labelled
// (paper 004 Algorithm 1 lines 4–8, eq. 7–8).
struct AccuracyCounts {
    int humanFirst = 0;    // n0: items humans gave to G0
    int correctFirst = 0;  // s0: of those, items the evaluator also gave to G0
    int humanSecond = 0;   // n1: items humans gave to G1
    int correctSecond = 0; // s1: of those, items the evaluator also gave to G1

    AccuracyCounts& operator+=(const AccuracyCounts& other);
};

// Counts of the human labels themselves.
struct HumanCounts {
    int labelled = 0;
    int firstPreferred = 0;
};

JudgeCounts judgeCounts(const WinRateData& data, int evaluator);
AccuracyCounts accuracyCounts(const WinRateData& data, int evaluator);
HumanCounts humanCounts(const WinRateData& data);

} // namespace pairrank::stats
