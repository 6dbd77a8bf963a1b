// The prompt-based classifier (paper 001 §3.3, eq. 3; DESIGN.md §3): turns the
// next-token distribution of a judge into p = P(A) / (P(A) + P(B)), summing the
// probabilities of every token variant of each label; and the sampling
// estimate for servers without logprobs (paper 001 eq. 5). Pure functions.
#pragma once

#include "judge_result.h"
#include "label_tokens.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace pairrank::judge {

// One entry of a top-logprobs list: a token and its natural-log probability.
struct TokenLogprob {
    QString token;
    double logprob = 0.0;
};

struct LabelClassification {
    // P(A) / (P(A) + P(B)), clamped to [1e-6, 1 − 1e-6]; empty when neither
    // label appears in the list, or both appear with probability 0 (the caller
    // reports a refusal with `listedTokens`) — never a made-up 0.5.
    std::optional<double> p;
    double probabilityA = 0.0; // summed over A's variants (or A's bound, see below)
    double probabilityB = 0.0;
    // Set when one label has no variant in the list: a truncated top-k list only
    // says that the missing label is less likely than every listed token, so its
    // probability is taken as its upper bound min(smallest listed probability,
    // 1 − sum of listed probabilities) — not as zero. This keeps a
    // top-5 list from reporting a near-certain p that the model never gave.
    std::optional<LabelSide> boundedLabel;
    QStringList listedTokens; // the list's tokens, in the order given
    // The tie label's summed probability (0 when the prompt offers no tie label),
    // and whether the tie label is listed and more likely than A and than B.
    double probabilityTie = 0.0;
    bool tieWins = false;
    bool anyLabelListed = false; // a variant of A, B or the tie label is in the list
    // The probability the listed label tokens (A, B and tie variants) hold
    // together: a model that starts its answer with something else ("<think>",
    // "Let", "I") leaves the labels a sliver, and their ratio is then noise.
    double labelMass = 0.0;
    // Two or more tokens listed and all but one with probability exactly 0: a
    // server reporting the sampled token's one-hot distribution (llama-server of
    // mid-2024 at temperature 0), not the model's probabilities.
    bool oneHot = false;
};

// Classifies one top-logprobs list (the distribution of the first answer
// token). Entries with a non-finite logprob (NaN, +inf) are ignored; -inf, and
// vLLM's stand-in -9999.0 for it, mean probability 0. Each token is matched
// with matchLabelToken() and matchesTieLabel().
LabelClassification classifyTopLogprobs(const QList<TokenLogprob>& topLogprobs,
                                        const LabelWords& labels);

// Counts of sampled free text answers (classifyAnswerText on each).
struct SampleCounts {
    int a = 0;
    int b = 0;
    int ties = 0;
    int refusals = 0;

    int decisive() const { return a + b + ties; }
    SampleCounts& operator+=(const SampleCounts& other);
};

SampleCounts countSampledAnswers(const QStringList& answers, const LabelWords& labels);

// p = (#A + 0.5) / (n + 1) (paper 001 eq. 5 with add-half smoothing, DESIGN.md §3),
// where a tie counts as half an A and n = #A + #B + #ties; refusals are left
// out. Clamped to [1e-6, 1 − 1e-6]. Empty when n = 0 (every sample refused).
std::optional<double> probabilityFromSamples(const SampleCounts& counts);

// Absolute scoring (paper 002 §3.2): the class probabilities of the scores
// lowest..highest (1..10 by default) from the first answer token's top
// logprobs. A token counts for score k when, trimmed of whitespace and a
// trailing "." or "/", it is the decimal number k. Probabilities of repeated
// spellings (" 7", "7") are summed, then the vector is normalised to sum 1.
// Element i is the probability of score lowest + i. Classes absent from the
// list get 0 (a top-k list shorter than the classes and their spellings — OpenAI's
// legacy completions allow k ≤ 5 — thus loses the least likely classes, and the
// listed ones share their mass). Fails ("no score token between 1 and 10 in the
// top logprobs: …") when no class appears, or when lowest > highest.
//
// "10" and "1": a token is read as a whole number, so "10" counts for 10 and "1"
// for 1. But only the FIRST answer token is seen: a tokenizer that writes numbers
// digit by digit (Qwen2, Llama 2, Mistral) answers 10 as "1" then "0", so its
// P("1") holds P(1) + P(10) and "10" never shows. That cannot be told apart from
// the first token; such models need a scale whose labels are single digits.
Result<std::vector<double>> scoreClassProbabilities(const QList<TokenLogprob>& topLogprobs,
                                                    int lowest = 1, int highest = 10);

// The probability the listed score tokens (as above) hold together, before
// normalising: how much the model meant to answer with a score at all.
double scoreTokenMass(const QList<TokenLogprob>& topLogprobs, int lowest = 1, int highest = 10);

} // namespace pairrank::judge
