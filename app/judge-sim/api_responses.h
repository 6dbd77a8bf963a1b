// The JSON answers of the judging routes in each dialect (dialects.h), shaped
// as the real servers shape them.
//
// /v1/chat/completions, openai (OpenAI's chat completion object):
//   {"id": "chatcmpl-sim-N", "object": "chat.completion", "created", "model",
//    "system_fingerprint", "choices": [{"index", "message": {"role": "assistant",
//    "content": "A"}, "logprobs": {"content": [{"token", "logprob", "bytes",
//    "top_logprobs": [{"token", "logprob", "bytes"}, ...]}]} (null without logprobs),
//    "finish_reason": "length"}], "usage": {"prompt_tokens": ≈chars/4, ...}}
//   tgi: the same without "bytes"; legacy-logprobs: "logprobs" in the completions shape.
// /v1/completions, vllm and openai (OpenAI's legacy completion object):
//   {"id": "cmpl-sim-N", "object": "text_completion", ..., "choices": [{"index", "text",
//    "finish_reason", "logprobs": {"tokens": ["A"], "token_logprobs": [l],
//    "top_logprobs": [{"A": l, " A": ..., ...}], "text_offset": [n]}}], "usage"}
//   The dict holds the k most likely tokens plus the chosen one (up to k + 1);
//   chat-logprobs: "logprobs" in the chat shape (llama-server's and Ollama's /v1).
// /completion, current: {"index", "content", "id_slot", "stop", "model",
//   "tokens_predicted", "tokens_evaluated", ..., "completion_probabilities": [{"id",
//   "token", "bytes", "logprob", "top_logprobs": [{"id", "token", "bytes", "logprob"}]}]}
//   (with post_sampling_probs: "prob" and "top_probs"); 2024:
//   "completion_probabilities": [{"content": "A", "probs": [{"tok_str", "prob"}]}].
// /api/chat and /api/generate (Ollama): {"model", "created_at", "message": {"role",
//   "content"} or "response", "done": true, "done_reason": "length",
//   "prompt_eval_count", "eval_count", "logprobs": [{"token", "logprob", "bytes",
//   "top_logprobs": [...]}]} (no "logprobs" without them).
// A probability of 0 is written as the logprob -9999.0, as vLLM does (JSON has no -inf).
#pragma once

#include "api_requests.h"
#include "dialects.h"
#include "label_distribution.h"
#include "prompt_judge.h"

#include <QByteArray>

namespace pairrank::judgesim {

struct JudgingAnswer {
    PairVerdict verdict;
    QList<TokenProbability> distribution; // every first token, most likely first
    QList<QByteArray> labels;             // the answer of each choice
    bool withLogprobs = false;            // false for the no-logprobs fault too
    QString model;
    qint64 created = 0; // Unix seconds
    qint64 serial = 0;  // makes the answer's id unique
};

QByteArray chatCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                                  ChatDialect dialect);
QByteArray completionsResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                               CompletionsDialect dialect);
QByteArray llamaCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                                   LlamaDialect dialect);
QByteArray ollamaResponse(const JudgingRequest& request, const JudgingAnswer& answer, bool chat);

// A model refusal where the API has a way to say so: `chat`, chat completions as
// OpenAI sends it (content null, message.refusal, no logprobs, finish_reason
// "stop"); else completions as a content filter (text "", finish_reason
// "content_filter").
QByteArray refusalResponse(const JudgingRequest& request, const JudgingAnswer& answer, bool chat);

} // namespace pairrank::judgesim
