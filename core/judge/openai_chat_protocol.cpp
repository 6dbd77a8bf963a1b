// OpenAI-compatible chat completions (/v1/chat/completions): OpenAI, vLLM,
// llama-server, LM Studio, Ollama's /v1 layer.
#include "protocol_support.h"

#include <QJsonArray>

#include <algorithm>

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
    const JsonCursor top = first.member(QStringLiteral("top_logprobs"));
    const Result<QJsonArray> entries = top.array();
    if (!entries) {
        return entries.error();
    }
    QList<TokenLogprob> list;
    if (entries->isEmpty()) {
        // top_logprobs: 0 — only the chosen token is known.
        const Result<TokenLogprob> chosen = tokenLogprobEntry(first);
        if (!chosen) {
            return chosen.error();
        }
        list.append(*chosen);
        return Optional(list);
    }
    for (qsizetype i = 0; i < entries->size(); ++i) {
        const Result<TokenLogprob> entry = tokenLogprobEntry(top.at(i));
        if (!entry) {
            return entry.error();
        }
        list.append(*entry);
    }
    return Optional(list);
}

} // namespace

Status readOpenAiUsage(const JsonCursor& root, ExtractedResponse& response) {
    const JsonCursor usage = root.member(QStringLiteral("usage"));
    if (usage.isAbsent()) {
        return {};
    }
    if (const Result<QJsonObject> object = usage.object(); !object) {
        return object.error();
    }
    const auto promptTokens = usage.member(QStringLiteral("prompt_tokens")).optionalCount();
    if (!promptTokens) {
        return promptTokens.error();
    }
    const auto completionTokens = usage.member(QStringLiteral("completion_tokens")).optionalCount();
    if (!completionTokens) {
        return completionTokens.error();
    }
    response.promptTokens = *promptTokens;
    response.completionTokens = *completionTokens;
    return {};
}

ProtocolRequest buildOpenAiChatRequest(const QString& prompt, const JudgeSettings& settings,
                                       RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("messages"), chatMessages(prompt, settings)},
    };
    if (mode == RequestMode::Logprobs) {
        body.insert(QStringLiteral("max_tokens"), 1);
        body.insert(QStringLiteral("temperature"), settings.temperature);
        body.insert(QStringLiteral("logprobs"), true);
        body.insert(QStringLiteral("top_logprobs"), settings.topLogprobs);
    } else {
        body.insert(QStringLiteral("max_tokens"), kSampleMaxTokens);
        body.insert(QStringLiteral("temperature"), samplingTemperature(settings));
        body.insert(QStringLiteral("n"), std::max(1, settings.samplesWithoutLogprobs));
    }
    return ProtocolRequest{QStringLiteral("/v1/chat/completions"),
                           withExtraBody(std::move(body), settings)};
}

Result<ExtractedResponse> extractOpenAiChatResponse(const QByteArray& body) {
    const Result<JsonCursor> root = bodyRoot(body);
    if (!root) {
        return root.error();
    }
    const JsonCursor choices = root->member(QStringLiteral("choices"));
    const Result<QJsonArray> choiceArray = choices.array();
    if (!choiceArray) {
        return choiceArray.error();
    }
    if (choiceArray->isEmpty()) {
        return makeError(QStringLiteral("choices is empty"));
    }
    ExtractedResponse response;
    for (qsizetype i = 0; i < choiceArray->size(); ++i) {
        const Result<QString> text = choiceText(choices.at(i));
        if (!text) {
            return text.error();
        }
        response.texts.append(*text);
    }
    auto top = firstTokenTopLogprobs(choices.at(0));
    if (!top) {
        return top.error();
    }
    response.firstTokenTopLogprobs = std::move(*top);
    if (const Status usage = readOpenAiUsage(*root, response); !usage) {
        return usage.error();
    }
    return response;
}

} // namespace pairrank::judge::protocol
