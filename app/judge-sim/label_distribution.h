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
#pragma once

#include <QByteArray>
#include <QList>

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

// A thinking model's first token: "<think>" holds 1 − 1e-4 and the distribution
// above shares the remaining 1e-4 (Qwen3-style templates and Ollama's default
// thinking, asked for one token).
QList<TokenProbability> thinkingDistribution(double p);

// A server that reports the sampled token's one-hot distribution (llama-server
// of 2024 at temperature 0): `chosen` gets 1, every other token 0.
QList<TokenProbability> oneHotDistribution(QList<TokenProbability> distribution,
                                           QByteArrayView chosen);

// A model that refuses in words on a server without a refusal field: the first
// token is "I" ("I'm sorry…"), no label among the likely tokens.
QList<TokenProbability> refusalDistribution();

// The most likely label word: "A" when p ≥ 0.5, else "B".
QByteArray mostLikelyLabel(double p);

// The entry of `token` in `distribution` (precondition: it is there).
const TokenProbability& tokenEntry(const QList<TokenProbability>& distribution,
                                   QByteArrayView token);

} // namespace pairrank::judgesim
