// OpenAI-compatible chat completions (/v1/chat/completions): OpenAI, vLLM,
// llama-server, LM Studio, Ollama's /v1 layer.
#include "protocol_support.h"

#include <QJsonArray>

namespace pairrank::judge::protocol {
namespace {

// choices[i].message.content; a null content with a `refusal` string (OpenAI's
// refusal field) gives the refusal text.
Result<QString> choiceText(const JsonCursor& choice) {
    const JsonCursor message = choice.member(QStringLiteral("message"));
    if (const Result<QJsonObject> object = message.object(); !object) {
        return object.error();
    }
    const JsonCursor content = message.member(QStringLiteral("content"));
    if (content.value().isNull()) {
        const JsonCursor refusal = message.member(QStringLiteral("refusal"));
        return refusal.value().isString() ? refusal.value().toString() : QString();
    }
    return content.string();
}

// choices[0].logprobs.content[0].top_logprobs; absent when logprobs are null
// or absent or content is null or empty.
Result<std::optional<QList<TokenLogprob>>> firstTokenTopLogprobs(const JsonCursor& choice) {
    using Optional = std::optional<QList<TokenLogprob>>;
    const JsonCursor logprobs = choice.member(QStringLiteral("logprobs"));
    if (logprobs.isAbsent()) {
        return Optional();
    }
    if (const Result<QJsonObject> object = logprobs.object(); !object) {
        return object.error();
    }
    const JsonCursor content = logprobs.member(QStringLiteral("content"));
    if (content.isAbsent()) {
        return Optional();
    }
    const Result<QJsonArray> tokens = content.array();
    if (!tokens) {
        return tokens.error();
    }
    if (tokens->isEmpty()) {
        return Optional();
    }
    const JsonCursor first = content.at(0);
    const Result<QList<TokenLogprob>> list =
        readTokenLogprobs(first.member(QStringLiteral("top_logprobs")));
    if (!list) {
        return list.error();
    }
    if (!list->isEmpty()) {
        return Optional(*list);
    }
    // top_logprobs: 0 — only the chosen token is known.
    const Result<TokenLogprob> chosen = tokenLogprobEntry(first);
    if (!chosen) {
        return chosen.error();
    }
    return Optional(QList<TokenLogprob>{*chosen});
}

} // namespace

ProtocolRequest buildOpenAiChatRequest(const QString& prompt, const JudgeSettings& settings,
                                       RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("messages"), chatMessages(prompt, settings)},
    };
    const QJsonObject logprobs{{QStringLiteral("logprobs"), true},
                               {QStringLiteral("top_logprobs"), settings.topLogprobs}};
    return ProtocolRequest{QStringLiteral("/v1/chat/completions"),
                           openAiRequestBody(std::move(body), settings, mode, logprobs)};
}

Result<ExtractedResponse> extractOpenAiChatResponse(const QByteArray& body) {
    return extractOpenAiChoices(body, choiceText, firstTokenTopLogprobs);
}

} // namespace pairrank::judge::protocol
