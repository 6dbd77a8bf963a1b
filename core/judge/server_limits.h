// What a server's 400/422 answer says about a request it refused, so that the
// HTTP backend can send it again in a form the server takes (once per attempt,
// remembered for the judge's life). Pure functions over the error body.
//
// Error bodies read (each names its limit):
//   OpenAI / Azure OpenAI  "Invalid value for 'top_logprobs': must be less than or equal to 5"
//   vLLM ≥ 0.4.3           "Requested sample logprobs of 20, which is greater than max
//                           allowed: 5" (its --max-logprobs check, as users report it)
//   vLLM 0.4.0–0.4.2       "Cannot request more than 5 logprobs." (the older wording of
//                           the same check)
//   TGI                    "Input validation error: `top_n_tokens` must be >= 0 and <= 5.
//                           Given: 20" (huggingface/text-generation-inference
//                           router/src/validation.rs, status 422)
//   Together-style         "5 is greater than the maximum of 1 - 'logprobs'"
//   Ollama / OpenAI        "\"llama3.1:8b\" does not support thinking",
//                          "Unrecognized request argument supplied: chat_template_kwargs"
#pragma once

#include <QByteArray>

#include <optional>

namespace pairrank::judge {

// The top-k cap the body names, when it speaks of logprobs (logprobs,
// top_logprobs, top_n_tokens, n_probs) and names a number in [1, requested).
std::optional<int> topLogprobsCapFromError(const QByteArray& body, int requested);

// True when the body refuses the thinking switch (chat_template_kwargs,
// enable_thinking, think/thinking).
bool rejectsThinkingSwitch(const QByteArray& body);

} // namespace pairrank::judge
