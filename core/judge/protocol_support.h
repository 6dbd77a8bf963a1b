// Private to core/judge: the pieces shared by the per-API request builders and
// response readers of api_protocols.h.
#pragma once

#include "api_protocols.h"

#include <QJsonValue>

namespace pairrank::judge::protocol {

// Free text answers are short: "A", "Summary B", "It's a tie" (Sampling mode).
inline constexpr int kSampleMaxTokens = 16;

// A JSON value together with the path it was reached by, so that every error
// names where in the body it happened ("choices[0].logprobs.content").
class JsonCursor {
public:
    JsonCursor(QJsonValue value, QString path);

    JsonCursor member(const QString& key) const;
    JsonCursor at(qsizetype index) const;

    const QJsonValue& value() const { return m_value; }
    const QString& path() const { return m_path; }
    // Absent or JSON null.
    bool isAbsent() const { return m_value.isUndefined() || m_value.isNull(); }

    Result<QJsonObject> object() const;
    Result<QJsonArray> array() const;
    Result<QString> string() const;
    Result<double> number() const;
    // Absent → empty; a non-negative integer → its value; anything else → error.
    Result<std::optional<qint64>> optionalCount() const;

private:
    QJsonValue m_value;
    QString m_path;
};

// The body as a JSON object; the error says why it is not one.
Result<JsonCursor> bodyRoot(const QByteArray& body);

// Reads one {token, logprob} entry (an OpenAI / Ollama top-logprobs element).
Result<TokenLogprob> tokenLogprobEntry(const JsonCursor& entry);

// Reads every element of the array at `entries` with `readEntry`.
using TokenEntryReader = Result<TokenLogprob> (*)(const JsonCursor& entry);
Result<QList<TokenLogprob>> readTokenLogprobs(const JsonCursor& entries,
                                              TokenEntryReader readEntry = tokenLogprobEntry);

// The prompt and completion token counts in the object at `counts` (members
// `promptKey` and `completionKey`; absent → unknown), e.g. OpenAI's
// usage.prompt_tokens, llama.cpp's tokens_evaluated, Ollama's prompt_eval_count.
Status readTokenCounts(const JsonCursor& counts, const QString& promptKey,
                       const QString& completionKey, ExtractedResponse& response);

// The body of an OpenAI-compatible request (chat or completions): in Logprobs mode
// one output token at the configured temperature with `logprobsMembers` (which
// differ between the two APIs), in Sampling mode n free-text answers.
QJsonObject openAiRequestBody(QJsonObject body, const JudgeSettings& settings, RequestMode mode,
                              const QJsonObject& logprobsMembers);

// The first generated token's top list of an OpenAI-compatible choice, in either
// shape, whichever API was asked (llama-server's and Ollama's /v1/completions
// answer in the chat shape, llama-cpp-python ≤ 0.3.1 and vLLM < 0.4.1 chat
// answers in the legacy one):
//   chat:   logprobs.content[0].top_logprobs = [{token, logprob}]
//           (an empty list: top_logprobs 0, only the chosen token is known)
//   legacy: logprobs.top_logprobs[0] = {token: logprob}, or a list of {token, logprob}
// Empty when logprobs are null or absent, or list no token.
Result<std::optional<QList<TokenLogprob>>> choiceFirstTokenTopLogprobs(const JsonCursor& choice);

// An OpenAI-compatible response (chat or completions): the text of every choice
// by `choiceText`, the first token's top logprobs of choice 0, a model refusal
// (choice 0's message.refusal, or finish_reason "content_filter"), and
// usage.prompt_tokens / usage.completion_tokens.
using ChoiceTextReader = Result<QString> (*)(const JsonCursor& choice);
Result<ExtractedResponse> extractOpenAiChoices(const QByteArray& body, ChoiceTextReader choiceText);

// The top-k the request asks for: settings.topLogprobs, or when it is 0 the
// API's default (defaultTopLogprobs), and at most the cap a server named in an
// error (settings.topLogprobsCap, learnt at run time).
int requestedTopLogprobs(Backend protocol, const JudgeSettings& settings);

// The pieces every builder shares.
double samplingTemperature(const JudgeSettings& settings); // > 0 for Sampling mode
QString promptWithSystemPrefix(const QString& prompt, const JudgeSettings& settings);
QJsonArray chatMessages(const QString& prompt, const JudgeSettings& settings);
QJsonObject withExtraBody(QJsonObject body, const JudgeSettings& settings);

// The per-API halves of buildRequest() and extractResponse().
ProtocolRequest buildOpenAiChatRequest(const QString& prompt, const JudgeSettings& settings,
                                       RequestMode mode);
Result<ExtractedResponse> extractOpenAiChatResponse(const QByteArray& body);
ProtocolRequest buildOpenAiCompletionsRequest(const QString& prompt, const JudgeSettings& settings,
                                              RequestMode mode);
Result<ExtractedResponse> extractOpenAiCompletionsResponse(const QByteArray& body);
ProtocolRequest buildLlamaNativeRequest(const QString& prompt, const JudgeSettings& settings,
                                        RequestMode mode);
Result<ExtractedResponse> extractLlamaNativeResponse(const QByteArray& body);
ProtocolRequest buildOllamaRequest(Backend protocol, const QString& prompt,
                                   const JudgeSettings& settings, RequestMode mode);
Result<ExtractedResponse> extractOllamaResponse(Backend protocol, const QByteArray& body);

} // namespace pairrank::judge::protocol
