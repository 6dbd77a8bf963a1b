// The wire formats of the HTTP judge backends (DESIGN.md §4), as pure
// functions: a request body builder and a response parser per API. No
// networking, no QObject; the request engine sends what buildRequest() returns
// and hands the received body bytes to the parser.
//
//   backend             path                   asks for
//   openai-chat         /v1/chat/completions   logprobs: true, top_logprobs: k, max_tokens: 1,
//                                              chat_template_kwargs: {enable_thinking: false}
//   openai-completions  /v1/completions        logprobs: k (by default 5, OpenAI's maximum)
//   llama-native        /completion            n_probs: k, n_predict: 1 (temperature 0 is
//                                              sent as -1: greedy, with real probabilities)
//   ollama-chat         /api/chat              logprobs: true, top_logprobs: k, think: false
//   ollama-generate     /api/generate          logprobs: true, top_logprobs: k, think: false
// k = JudgeSettings::topLogprobs (0: defaultTopLogprobs()), at most the cap a
// server named in an error (JudgeSettings::topLogprobsCap). The thinking
// switches are sent while JudgeSettings::disableThinking holds. Paths are
// relative to the endpoint's base URL.
//
// Sampling mode (servers without logprobs, JudgeSettings::samplesWithoutLogprobs
// = n > 0): a short free text answer is sampled instead (max 16 tokens, the
// configured temperature, or 1.0 when it is 0 since greedy samples would all be
// equal). The OpenAI APIs return n samples in one response (`n: n`); llama.cpp
// and Ollama have no `n`, so samplesPerRequest() is 1 for them and the engine
// sends n requests and adds up their ParsedAnswer::samples before calling
// answerFromSamples().
//
// System prompt: a "system" message for the chat APIs, Ollama generate's
// `system` field, and a prefix ("<system prompt>\n\n") of the prompt for the
// plain completion APIs. JudgeSettings::extraBody is merged into every body
// last (its members replace the built ones).
#pragma once

#include "judge_result.h"
#include "judge_settings.h"
#include "label_tokens.h"
#include "prompt_classifier.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace pairrank::judge {

enum class RequestMode {
    Logprobs, // one output token and its top-k distribution
    Sampling, // free text answers to count
};

struct ProtocolRequest {
    QString path; // e.g. "/v1/chat/completions"
    QJsonObject body;
};

// True for the five HTTP backends (OpenAiChat … OllamaGenerate).
bool isHttpProtocol(Backend backend);

// The request for one prompt. Fails ("backend 'command' has no HTTP protocol")
// for a backend that is not an HTTP protocol; for Backend::Local the caller
// passes settings.localProtocol.
Result<ProtocolRequest> buildRequest(Backend protocol, const QString& prompt,
                                     const JudgeSettings& settings, RequestMode mode);

// Samples one Sampling-mode request returns: settings.samplesWithoutLogprobs for
// the OpenAI APIs, 1 for llama.cpp and Ollama (and for non-HTTP backends).
int samplesPerRequest(Backend protocol, const JudgeSettings& settings);

// The top-k asked when JudgeSettings::topLogprobs is 0: the largest an API's
// reference server takes — openai-chat 20 (OpenAI's top_logprobs maximum),
// openai-completions 5 (OpenAI's legacy logprobs maximum), ollama-chat /
// ollama-generate 20, llama-native 20 (n_probs has no fixed maximum). Servers
// with lower limits (TGI's --max-top-n-tokens 5, vLLM's --max-logprobs) name
// theirs in a 400/422 answer: see server_limits.h.
int defaultTopLogprobs(Backend protocol);

// The raw content of a response, before any interpretation.
struct ExtractedResponse {
    QStringList texts; // the generated text of each choice / sample (at least one)
    // The first generated token's top-k distribution; empty when the server
    // sent no logprobs (null, absent, or an empty list of tokens).
    std::optional<QList<TokenLogprob>> firstTokenTopLogprobs;
    std::optional<qint64> promptTokens;
    std::optional<qint64> completionTokens;
    // The model declined to answer: OpenAI's message.refusal, or finish_reason
    // "content_filter"; the text says what it gave instead.
    std::optional<QString> refusal;
};

// Reads a response body of one API. Fails when the body is not a JSON object or
// a required member is absent or of the wrong type; the message names the JSON
// path ("choices[0].logprobs.content[0].top_logprobs is not an array",
// "body is not a JSON object: …"). Logprobs being absent altogether is not an
// error (firstTokenTopLogprobs is then empty); logprobs present but malformed is.
//
// Accepted shapes:
//   openai-chat: choices[i].message.content; openai-completions: choices[i].text; both:
//     choices[0].logprobs in the chat shape (content[0].top_logprobs[j] = {token, logprob})
//     or the legacy shape (top_logprobs[0] = {token: logprob}, or a list of {token,
//     logprob}), whichever the server sent (protocol_support.h); message.refusal and
//     finish_reason "content_filter" mark a refusal; usage.prompt_tokens / completion_tokens.
//   llama-native: content; completion_probabilities[0] (or the older `probs`[0]) with the
//     inner list `top_logprobs`, `top_probs` or `probs`, each entry's token in `token` or
//     `tok_str` and its value as `logprob` or `prob` (a probability, taken to log);
//     tokens_evaluated / tokens_predicted.
//   ollama-chat: message.content; ollama-generate: response; both: logprobs[0].top_logprobs[j]
//     = {token, logprob}; prompt_eval_count / eval_count.
Result<ExtractedResponse> extractResponse(Backend protocol, const QByteArray& body);

enum class ParsedKind {
    Probability, // p from the classifier or the samples
    Tie,         // the prompt's tie label won (or every decisive sample was a tie): p = 0.5
    Refusal,     // the model refused (a refusal field, a content filter, every sample refused)
    Unusable,    // an answer that carries no preference; `detail` says why (a failure)
    Malformed,   // the body could not be read; `detail` names the path
    NoLogprobs,  // Logprobs mode, but the server sent none (try Sampling mode)
};

// How an answer's first-token distribution is judged usable.
struct InterpretOptions {
    // The least probability the label tokens must hold together (JudgeSettings::
    // minimumLabelMass): below it the model was starting some other answer.
    double minimumLabelMass = 0.01;
};

struct ParsedAnswer {
    ParsedKind kind = ParsedKind::Malformed;
    std::optional<double> p; // Probability and Tie only; clamped to [1e-6, 1 − 1e-6]
    QString rawText; // the generated text (samples joined by " | "), for Judgement::rawAnswer
    std::optional<qint64> promptTokens;
    std::optional<qint64> completionTokens;
    // Malformed and Unusable: the reason; Refusal: what the model said;
    // Probability: a note when a label's probability was bounded ("label B absent
    // from the top 5 logprobs: bounded by 0.0123"), else empty.
    QString detail;
    bool upperBoundUsed = false; // a label was absent from a truncated top-k list
    SampleCounts samples;        // Sampling mode: the classified samples of this response
};

// Interprets an extracted response as a comparative answer.
//  A model refusal → Refusal, in either mode.
//  Logprobs mode, in this order: no logprobs → NoLogprobs; a one-hot list →
//    Unusable ("one-hot probabilities …"); no label (nor the tie label) listed →
//    Unusable ("neither label among the top tokens: "Both", "It", …"); the labels
//    holding less than options.minimumLabelMass → Unusable ("the labels hold 0.01% of
//    the probability mass, less than the minimum 1% …"); the tie label listed and
//    more likely than A and than B → Tie (p = 0.5); else the classifier's p →
//    Probability. The generated text never makes a tie: with one output token,
//    "Both" or "Neither" is the first word of a sentence.
//  Sampling mode: every text classified and counted; p = (#A + 0.5)/(n + 1) →
//    Probability; every sample refused → Refusal.
ParsedAnswer interpretComparative(const ExtractedResponse& response, const LabelWords& labels,
                                  RequestMode mode, const InterpretOptions& options = {});

// extractResponse() then interpretComparative(); a failed extraction → Malformed.
ParsedAnswer parseComparativeResponse(Backend protocol, const QByteArray& body,
                                      const LabelWords& labels, RequestMode mode,
                                      const InterpretOptions& options = {});

// The answer for samples added up over several Sampling-mode responses:
// Probability with p = (#A + 0.5)/(n + 1); Tie (p = 0.5) when every decisive
// sample was a tie; Refusal when every sample was refused or unparseable.
ParsedAnswer answerFromSamples(const SampleCounts& counts, const QString& rawText);

// An absolute-scoring answer (paper 002 §3.2): class probabilities of 1..10.
struct ParsedScore {
    // Probability, Refusal, Unusable, Malformed or NoLogprobs
    ParsedKind kind = ParsedKind::Malformed;
    std::vector<double> classProbabilities; // Probability only; element i is score 1 + i
    QString rawText;
    std::optional<qint64> promptTokens;
    std::optional<qint64> completionTokens;
    QString detail; // the reason, for every kind but Probability
};

// Reads a Logprobs-mode answer to an absolute prompt (extractResponse(), then
// scoreClassProbabilities() on the first token's top list), in this order:
//   unreadable body → Malformed; a model refusal → Refusal; no logprobs →
//   NoLogprobs; a one-hot list → Unusable ("one-hot probabilities …"); no score
//   token 1..10 listed → Unusable ("no score token between 1 and 10 …": the model
//   started some other answer, which is no refusal); the score tokens holding less
//   than options.minimumLabelMass → Unusable; else Probability.
// Sampled answers are not counted for scores: there is no Sampling mode here.
ParsedScore parseScoreResponse(Backend protocol, const QByteArray& body,
                               const InterpretOptions& options = {});

} // namespace pairrank::judge
