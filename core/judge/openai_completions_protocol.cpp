// OpenAI-compatible completions (/v1/completions): OpenAI caps `logprobs` at 5,
// vLLM at --max-logprobs (20 by default); JudgeSettings::topLogprobs is sent as is.
#include "protocol_support.h"

#include <QJsonArray>

#include <algorithm>

namespace pairrank::judge::protocol {
namespace {

// choices[0].logprobs.top_logprobs[0]: OpenAI sends an object {token: logprob};
// some servers send a list of {token, logprob} instead.
Result<std::optional<QList<TokenLogprob>>> firstTokenTopLogprobs(const JsonCursor& choice) {
    using Optional = std::optional<QList<TokenLogprob>>;
    const JsonCursor logprobs = choice.member(QStringLiteral("logprobs"));
    if (logprobs.isAbsent()) {
        return Optional();
    }
    if (const Result<QJsonObject> object = logprobs.object(); !object) {
        return object.error();
    }
    const JsonCursor top = logprobs.member(QStringLiteral("top_logprobs"));
    if (top.isAbsent()) {
        return Optional();
    }
    const Result<QJsonArray> positions = top.array();
    if (!positions) {
        return positions.error();
    }
    if (positions->isEmpty()) {
        return Optional();
    }
    const JsonCursor first = top.at(0);
    QList<TokenLogprob> list;
    if (first.value().isObject()) {
        const QJsonObject entries = first.value().toObject();
        for (auto it = entries.begin(); it != entries.end(); ++it) {
            const Result<double> logprob = first.member(it.key()).number();
            if (!logprob) {
                return logprob.error();
            }
            list.append(TokenLogprob{it.key(), *logprob});
        }
    } else if (first.value().isArray()) {
        for (qsizetype i = 0; i < first.value().toArray().size(); ++i) {
            const Result<TokenLogprob> entry = tokenLogprobEntry(first.at(i));
            if (!entry) {
                return entry.error();
            }
            list.append(*entry);
        }
    } else {
        return makeError(QStringLiteral("%1 is not an object of token logprobs").arg(first.path()));
    }
    if (list.isEmpty()) {
        return Optional();
    }
    return Optional(list);
}

} // namespace

ProtocolRequest buildOpenAiCompletionsRequest(const QString& prompt, const JudgeSettings& settings,
                                              RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("prompt"), promptWithSystemPrefix(prompt, settings)},
    };
    if (mode == RequestMode::Logprobs) {
        body.insert(QStringLiteral("max_tokens"), 1);
        body.insert(QStringLiteral("temperature"), settings.temperature);
        body.insert(QStringLiteral("logprobs"), settings.topLogprobs);
    } else {
        body.insert(QStringLiteral("max_tokens"), kSampleMaxTokens);
        body.insert(QStringLiteral("temperature"), samplingTemperature(settings));
        body.insert(QStringLiteral("n"), std::max(1, settings.samplesWithoutLogprobs));
    }
    return ProtocolRequest{QStringLiteral("/v1/completions"),
                           withExtraBody(std::move(body), settings)};
}

Result<ExtractedResponse> extractOpenAiCompletionsResponse(const QByteArray& body) {
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
        const Result<QString> text = choices.at(i).member(QStringLiteral("text")).string();
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
