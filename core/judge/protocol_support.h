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

// usage.prompt_tokens / usage.completion_tokens, shared by both OpenAI APIs.
Status readOpenAiUsage(const JsonCursor& root, ExtractedResponse& response);

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
