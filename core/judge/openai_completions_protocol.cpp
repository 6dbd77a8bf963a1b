// OpenAI-compatible completions (/v1/completions): OpenAI caps `logprobs` at 5,
// vLLM at --max-logprobs (20 by default); JudgeSettings::topLogprobs is sent as is.
#include "protocol_support.h"

#include <QJsonArray>

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
        Result<QList<TokenLogprob>> entries = readTokenLogprobs(first);
        if (!entries) {
            return entries.error();
        }
        list = std::move(*entries);
    } else {
        return makeError(QStringLiteral("%1 is not an object of token logprobs").arg(first.path()));
    }
    if (list.isEmpty()) {
        return Optional();
    }
    return Optional(list);
}

// choices[i].text
Result<QString> choiceText(const JsonCursor& choice) {
    return choice.member(QStringLiteral("text")).string();
}

} // namespace

ProtocolRequest buildOpenAiCompletionsRequest(const QString& prompt, const JudgeSettings& settings,
                                              RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("prompt"), promptWithSystemPrefix(prompt, settings)},
    };
    const QJsonObject logprobs{{QStringLiteral("logprobs"), settings.topLogprobs}};
    return ProtocolRequest{QStringLiteral("/v1/completions"),
                           openAiRequestBody(std::move(body), settings, mode, logprobs)};
}

Result<ExtractedResponse> extractOpenAiCompletionsResponse(const QByteArray& body) {
    return extractOpenAiChoices(body, choiceText, firstTokenTopLogprobs);
}

} // namespace pairrank::judge::protocol
