// The simulated model's distribution over its first output token, built so that
// a prompt-based classifier recovers the simulator's p exactly:
//
//   P(label A variants) = m · p,  P(label B variants) = m · (1 − p),  m = 0.97,
//
// each split between "A" (90 %) and " A" (10 %), and the remaining 3 % spread over
// filler tokens ("The", "Both", "\n", ...) that name no label. Hence
// Σ P(A variants) / (Σ P(A variants) + Σ P(B variants)) = p exactly in a full top
// list (top_logprobs 20 holds all 20 tokens). Shorter lists hold the k most likely
// tokens: the minority label's " A"/" B" falls behind the first filler (0.9 %) when
// p < 0.093 or p > 0.907, and its bare "A"/"B" when p < 0.0104 or p > 0.9896,
// as with a real, confident model.
//
// An absolute rating (a prompt showing one candidate) has the same shape over
// the score labels: P("c" variants) = m · P(c) for c = 1 … 10, split between "7"
// (90 %) and " 7" (10 %), beside the same fillers. A top-k list of at least the
// 20 label tokens shows every class; shorter lists lose the least likely ones.
#pragma once

#include <QByteArray>
#include <QList>

#include <vector>

namespace pairrank::judgesim {

inline constexpr double kLabelMass = 0.97;

struct TokenProbability {
    QByteArray token; // UTF-8
    int tokenId = 0;  // a stable made-up vocabulary id (llama.cpp reports ids)
    double probability = 0;
    double logprob = 0;
};

// Every token of the distribution (4 label tokens + 16 fillers = 20), most likely
// first (ties keep a fixed order). Precondition: p ∈ (0, 1).
QList<TokenProbability> firstTokenDistribution(double p);

// The first token of a rating with the class probabilities of the scores 1 … 10
// (element i is score 1 + i; they sum to 1), most likely first.
QList<TokenProbability> scoreDistribution(const std::vector<double>& classProbabilities);

// A thinking model's first token: "<think>" holds 1 − 1e-4 and `answer` (one of
// the distributions above) shares the remaining 1e-4 (Qwen3-style templates and
// Ollama's default thinking, asked for one token).
QList<TokenProbability> thinkingDistribution(const QList<TokenProbability>& answer);

// A server that reports the sampled token's one-hot distribution (llama-server
// of 2024 at temperature 0): `chosen` gets 1, every other token 0.
QList<TokenProbability> oneHotDistribution(QList<TokenProbability> distribution,
                                           QByteArrayView chosen);

// A model that refuses in words on a server without a refusal field: the first
// token is "I" ("I'm sorry…"), no label among the likely tokens.
QList<TokenProbability> refusalDistribution();

// The most likely label word: "A" when p ≥ 0.5, else "B".
QByteArray mostLikelyLabel(double p);
// The most likely score label ("1" … "10"; the lower one on a tie).
QByteArray mostLikelyScore(const std::vector<double>& classProbabilities);
// The score label drawn with its class probability at `uniform` ∈ [0, 1).
QByteArray sampledScore(const std::vector<double>& classProbabilities, double uniform);

// The entry of `token` in `distribution` (precondition: it is there).
const TokenProbability& tokenEntry(const QList<TokenProbability>& distribution,
                                   QByteArrayView token);

} // namespace pairrank::judgesim
