// The answer shapes pairrank-judge-sim speaks per route (--dialect ROUTE=NAME),
// each the shape a real server family sends, and the top-k limit each enforces.
//
//   route        dialect          shape (as api_responses.h writes it)             top-k limit
//   chat         openai (default) logprobs.content[0].top_logprobs, with bytes       20, 400
//                legacy-logprobs  the completions dict shape inside a chat answer     20, 400
//                                 (llama-cpp-python ≤ 0.3.1, vLLM < 0.4.1)
//                tgi              the chat shape without bytes (TGI Messages API)     5, 422
//   completions  vllm (default)   logprobs.top_logprobs[0] = {token: lp}, k + 1       20, 400
//                openai           the same, OpenAI's legacy completions               5, 400
//                chat-logprobs    logprobs.content (llama-server's, Ollama's /v1)     20, 400
//   llama        current (default) completion_probabilities [{token, logprob,         none
//                                 top_logprobs}], or with post_sampling_probs
//                                 {prob, top_probs}
//                2024             [{content, probs: [{tok_str, prob}]}]; at            none
//                                 temperature 0 one-hot (1 for the sampled token)
//   Ollama's /api/chat and /api/generate speak Ollama's native shape only (top-k 20).
// --max-top-logprobs N lowers every route's limit to N. The error bodies are the
// servers' own wording (see core/judge/server_limits.h for their sources).
#pragma once

#include <QString>

#include <optional>

namespace pairrank::judgesim {

enum class ChatDialect { OpenAi, LegacyLogprobs, Tgi };
enum class CompletionsDialect { Vllm, OpenAi, ChatLogprobs };
enum class LlamaDialect { Current, Legacy2024 };

struct Dialects {
    ChatDialect chat = ChatDialect::OpenAi;
    CompletionsDialect completions = CompletionsDialect::Vllm;
    LlamaDialect llama = LlamaDialect::Current;
};

// Applies "ROUTE=NAME"; the message names what is wrong otherwise.
std::optional<QString> applyDialect(Dialects& dialects, const QString& assignment);

} // namespace pairrank::judgesim
