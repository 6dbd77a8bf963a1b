// The JSON answers of the three judging APIs, as the real servers shape them.
//
// /v1/chat/completions (OpenAI):
//   {"id": "chatcmpl-sim-N", "object": "chat.completion", "created": t, "model": m,
//    "system_fingerprint": "pairrank-judge-sim",
//    "choices": [{"index": i, "message": {"role": "assistant", "content": "A"},
//                 "logprobs": {"content": [{"token": "A", "logprob": l, "bytes": [65],
//                     "top_logprobs": [{"token": ..., "logprob": ..., "bytes": [...]}, ...]}]}
//                             (null without logprobs),
//                 "finish_reason": "length"}],
//    "usage": {"prompt_tokens": ≈chars/4, "completion_tokens": n, "total_tokens": ...}}
// /v1/completions (OpenAI legacy):
//   {"id": "cmpl-sim-N", "object": "text_completion", "created", "model",
//    "choices": [{"index", "text": "A", "finish_reason": "length",
//                 "logprobs": {"tokens": ["A"], "token_logprobs": [l],
//                              "top_logprobs": [{"A": l, " A": ..., ...}],
//                              "text_offset": [prompt chars]}}],   (null without logprobs)
//    "usage": {...}}
//   The top dict holds the `logprobs` most likely tokens plus the chosen token.
// /completion (llama.cpp server, current shape):
//   {"index": 0, "content": "A", "id_slot": 0, "stop": true, "model": m,
//    "tokens_predicted": 1, "tokens_evaluated": ≈chars/4, "stop_type": "limit",
//    "stopping_word": "", "tokens_cached": 0, "truncated": false,
//    "timings": {"prompt_n", "prompt_ms", "predicted_n", "predicted_ms"},
//    "completion_probabilities": [{"id": token id, "token": "A", "bytes": [65],
//        "logprob": l, "top_logprobs": [{"id", "token", "bytes", "logprob"}, ...]}]}
//   (completion_probabilities only when n_probs > 0), or with --llama-legacy-probs
//   the older "completion_probabilities": [{"content": "A",
//        "probs": [{"tok_str": "A", "prob": p}, ...]}].
#pragma once

#include "api_requests.h"
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

// Each writes the JSON body of the answer (json_writer.h), members in the order shown above.
QByteArray chatCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer);
QByteArray completionsResponse(const JudgingRequest& request, const JudgingAnswer& answer);
QByteArray llamaCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                                   bool legacyProbabilities);

} // namespace pairrank::judgesim
