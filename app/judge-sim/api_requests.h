// The judging requests of the three APIs, read from their JSON bodies into one
// shape. Every function fails with a message naming the bad field.
//
//  POST /v1/chat/completions  messages[].content (string, or parts [{"type":
//      "text", "text": ...}]) of every message joined with "\n"; logprobs (bool),
//      top_logprobs (0–20), n (1–128), temperature (≥ 0), model
//  POST /v1/completions       prompt (string, or an array of one string); logprobs
//      (null or 0–20: the length of the top list), n, temperature, model
//  POST /completion           prompt (string); n_probs (≥ 0; 0 = none),
//      temperature (≤ 0 means greedy, as llama.cpp)
// "stream": true is refused in all three (streaming is not simulated).
#pragma once

#include "storage/storage_result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pairrank::judgesim {

inline constexpr int kMaxTopLogprobs = 20;
inline constexpr int kMaxChoices = 128;

struct JudgingRequest {
    QByteArray prompt; // UTF-8
    qsizetype promptCharacters = 0;
    QString model;              // empty: the server's model name
    int choiceCount = 1;        // n
    bool wantsLogprobs = false; // chat: logprobs; completions: logprobs given; llama: n_probs > 0
    int topLogprobs = 0;        // length of the top list asked for
    bool greedy = false;        // temperature 0: the most likely label, never sampled
};

storage::Result<JudgingRequest> parseChatRequest(const QJsonObject& body);
storage::Result<JudgingRequest> parseCompletionsRequest(const QJsonObject& body);
storage::Result<JudgingRequest> parseLlamaCompletionRequest(const QJsonObject& body);

// The usage estimate of OpenAI-shaped answers: about 4 characters per token.
qint64 estimatedPromptTokens(qsizetype promptCharacters);

} // namespace pairrank::judgesim
