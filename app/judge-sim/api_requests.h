// The judging requests of the five APIs, read from their JSON bodies into one
// shape. Every function fails with a message naming the bad field. These readers
// are the simulator's outside input beyond what Qt HTTP Server parses: the fuzz
// harness (fuzz_sim_requests.cpp) feeds them arbitrary bodies.
//
//  POST /v1/chat/completions  messages[].content (string, or parts [{"type":
//      "text", "text": ...}]) of every message joined with "\n"; logprobs (bool),
//      top_logprobs (0–1000), n (1–128), temperature (≥ 0), model,
//      chat_template_kwargs.enable_thinking (bool)
//  POST /v1/completions       prompt (string, or an array of one string); logprobs
//      (null or 0–1000: the length of the top list), n, temperature, model
//  POST /completion           prompt (string); n_probs (≥ 0; 0 = none),
//      temperature (≤ 0 means greedy, as llama.cpp), post_sampling_probs (bool)
//  POST /api/chat, /api/generate  messages (as chat) or prompt + system; logprobs
//      (bool), top_logprobs (0–1000), think (bool), options.temperature,
//      options.num_predict; "stream" must be false (Ollama streams by default)
// "stream": true is refused everywhere (streaming is not simulated). The top-k
// limits of the servers are the service's to enforce (dialects.h).
#pragma once

#include "storage/storage_result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace pairrank::judgesim {

inline constexpr int kMaxTopLogprobs = 1000;
inline constexpr int kMaxChoices = 128;

struct JudgingRequest {
    QByteArray prompt; // UTF-8
    qsizetype promptCharacters = 0;
    QString model;              // empty: the server's model name
    int choiceCount = 1;        // n
    bool wantsLogprobs = false; // chat: logprobs; completions: logprobs given; llama: n_probs > 0
    int topLogprobs = 0;        // length of the top list asked for
    bool greedy = false;        // temperature 0: the most likely label, never sampled
    double temperature = 1.0;
    bool thinkingSwitchSent = false; // chat_template_kwargs or think was sent
    bool thinkingOff = false;        // ... and it switches thinking off
    bool postSamplingProbs = false;  // llama.cpp's post_sampling_probs
};

storage::Result<JudgingRequest> parseChatRequest(const QJsonObject& body);
storage::Result<JudgingRequest> parseCompletionsRequest(const QJsonObject& body);
storage::Result<JudgingRequest> parseLlamaCompletionRequest(const QJsonObject& body);
// `chat`: /api/chat (messages); else /api/generate (prompt, system).
storage::Result<JudgingRequest> parseOllamaRequest(const QJsonObject& body, bool chat);

// The usage estimate of OpenAI-shaped answers: about 4 characters per token.
qint64 estimatedPromptTokens(qsizetype promptCharacters);

} // namespace pairrank::judgesim
