// Ollama's native /api/chat and /api/generate with `logprobs: true` and
// `top_logprobs` (Ollama ≥ 0.12.11; its /v1 layer may drop them). The answer
// carries a top-level `logprobs` list, one {token, logprob, top_logprobs:
// [{token, logprob}]} per generated token. Ollama thinks by default with models
// that can unless the request says `"think": false` (docs/api.md of
// ollama/ollama); both endpoints apply the chat template, so both get it.
#include "protocol_support.h"

#include <QJsonArray>

namespace pairrank::judge::protocol {

ProtocolRequest buildOllamaRequest(Backend protocol, const QString& prompt,
                                   const JudgeSettings& settings, RequestMode mode) {
    const bool chat = protocol == Backend::OllamaChat;
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("stream"), false},
    };
    if (chat) {
        body.insert(QStringLiteral("messages"), chatMessages(prompt, settings));
    } else {
        body.insert(QStringLiteral("prompt"), prompt);
        if (!settings.systemPrompt.isEmpty()) {
            body.insert(QStringLiteral("system"), settings.systemPrompt);
        }
    }
    if (settings.disableThinking) {
        body.insert(QStringLiteral("think"), false);
    }
    QJsonObject options;
    if (mode == RequestMode::Logprobs) {
        body.insert(QStringLiteral("logprobs"), true);
        body.insert(QStringLiteral("top_logprobs"), requestedTopLogprobs(protocol, settings));
        options.insert(QStringLiteral("num_predict"), 1);
        options.insert(QStringLiteral("temperature"), settings.temperature);
    } else {
        options.insert(QStringLiteral("num_predict"), kSampleMaxTokens);
        options.insert(QStringLiteral("temperature"), samplingTemperature(settings));
    }
    body.insert(QStringLiteral("options"), options);
    return ProtocolRequest{chat ? QStringLiteral("/api/chat") : QStringLiteral("/api/generate"),
                           withExtraBody(std::move(body), settings)};
}

Result<ExtractedResponse> extractOllamaResponse(Backend protocol, const QByteArray& body) {
    const Result<JsonCursor> root = bodyRoot(body);
    if (!root) {
        return root.error();
    }
    ExtractedResponse response;
    const JsonCursor text =
        protocol == Backend::OllamaChat
            ? root->member(QStringLiteral("message")).member(QStringLiteral("content"))
            : root->member(QStringLiteral("response"));
    if (protocol == Backend::OllamaChat) {
        if (const Result<QJsonObject> message = root->member(QStringLiteral("message")).object();
            !message) {
            return message.error();
        }
    }
    const Result<QString> content = text.string();
    if (!content) {
        return content.error();
    }
    response.texts.append(*content);

    const JsonCursor logprobs = root->member(QStringLiteral("logprobs"));
    if (!logprobs.isAbsent()) {
        const Result<QJsonArray> tokens = logprobs.array();
        if (!tokens) {
            return tokens.error();
        }
        if (!tokens->isEmpty()) {
            const JsonCursor first = logprobs.at(0);
            if (const Result<QJsonObject> object = first.object(); !object) {
                return object.error();
            }
            const JsonCursor top = first.member(QStringLiteral("top_logprobs"));
            QList<TokenLogprob> list;
            if (!top.isAbsent()) {
                Result<QList<TokenLogprob>> entries = readTokenLogprobs(top);
                if (!entries) {
                    return entries.error();
                }
                list = std::move(*entries);
            }
            if (list.isEmpty()) {
                // top_logprobs: 0 — only the chosen token is known.
                const Result<TokenLogprob> chosen = tokenLogprobEntry(first);
                if (!chosen) {
                    return chosen.error();
                }
                list.append(*chosen);
            }
            response.firstTokenTopLogprobs = list;
        }
    }

    if (const Status counts = readTokenCounts(*root, QStringLiteral("prompt_eval_count"),
                                              QStringLiteral("eval_count"), response);
        !counts) {
        return counts.error();
    }
    return response;
}

} // namespace pairrank::judge::protocol
