// llama.cpp's native /completion with n_probs (tools/server/README.md of
// ggml-org/llama.cpp). A raw prompt: no chat template, so no thinking switch.
// Two generations of the answer format are accepted:
//   current: completion_probabilities[0] = {token, logprob, top_logprobs: [{token, logprob}]}
//            (with post_sampling_probs: {token, prob, top_probs: [{token, prob}]})
//   older:   completion_probabilities[0] (or `probs`[0]) = {content, probs: [{tok_str, prob}]}
#include "protocol_support.h"

#include <QJsonArray>

#include <array>
#include <cmath>
#include <limits>

namespace pairrank::judge::protocol {
namespace {

// The first of `keys` present in the object at `cursor`; the first key when none is.
JsonCursor firstPresentMember(const JsonCursor& cursor, std::initializer_list<const char*> keys) {
    for (const char* key : keys) {
        const JsonCursor member = cursor.member(QLatin1String(key));
        if (!member.value().isUndefined()) {
            return member;
        }
    }
    return cursor.member(QLatin1String(*keys.begin()));
}

// One entry: the token in `token` or `tok_str`, the value as `logprob` or as a
// probability `prob` (taken to its natural log).
Result<TokenLogprob> llamaEntry(const JsonCursor& entry) {
    if (const Result<QJsonObject> object = entry.object(); !object) {
        return object.error();
    }
    const Result<QString> token = firstPresentMember(entry, {"token", "tok_str"}).string();
    if (!token) {
        return token.error();
    }
    const JsonCursor logprob = entry.member(QStringLiteral("logprob"));
    if (!logprob.value().isUndefined()) {
        const Result<double> value = logprob.number();
        if (!value) {
            return value.error();
        }
        return TokenLogprob{*token, *value};
    }
    const JsonCursor probability = entry.member(QStringLiteral("prob"));
    if (probability.value().isUndefined()) {
        return makeError(QStringLiteral("%1.logprob is missing").arg(entry.path()));
    }
    const Result<double> value = probability.number();
    if (!value) {
        return value.error();
    }
    if (*value < 0.0 || *value > 1.0) {
        return makeError(
            QStringLiteral("%1 is not a probability in [0, 1]").arg(probability.path()));
    }
    const double log = *value > 0.0 ? std::log(*value) : -std::numeric_limits<double>::infinity();
    return TokenLogprob{*token, log};
}

} // namespace

ProtocolRequest buildLlamaNativeRequest(const QString& prompt, const JudgeSettings& settings,
                                        RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("prompt"), promptWithSystemPrefix(prompt, settings)},
    };
    if (!settings.model.isEmpty()) {
        body.insert(QStringLiteral("model"), settings.model);
    }
    if (mode == RequestMode::Logprobs) {
        body.insert(QStringLiteral("n_predict"), 1);
        body.insert(QStringLiteral("n_probs"),
                    requestedTopLogprobs(Backend::LlamaNative, settings));
        // llama.cpp's sampler: "temp == 0.0 -> no probs, temp < 0.0 -> probs" — builds of
        // 2024 answer temperature 0 with a one-hot list, a negative
        // temperature samples greedily too and reports the softmax of the logits.
        body.insert(QStringLiteral("temperature"),
                    settings.temperature > 0.0 ? settings.temperature : -1.0);
    } else {
        body.insert(QStringLiteral("n_predict"), kSampleMaxTokens);
        body.insert(QStringLiteral("temperature"), samplingTemperature(settings));
    }
    return ProtocolRequest{QStringLiteral("/completion"), withExtraBody(std::move(body), settings)};
}

Result<ExtractedResponse> extractLlamaNativeResponse(const QByteArray& body) {
    const Result<JsonCursor> root = bodyRoot(body);
    if (!root) {
        return root.error();
    }
    ExtractedResponse response;
    const Result<QString> content = root->member(QStringLiteral("content")).string();
    if (!content) {
        return content.error();
    }
    response.texts.append(*content);

    const JsonCursor positions = firstPresentMember(*root, {"completion_probabilities", "probs"});
    if (!positions.isAbsent()) {
        const Result<QJsonArray> array = positions.array();
        if (!array) {
            return array.error();
        }
        if (!array->isEmpty()) {
            const JsonCursor first = positions.at(0);
            if (const Result<QJsonObject> object = first.object(); !object) {
                return object.error();
            }
            const JsonCursor top =
                firstPresentMember(first, {"top_logprobs", "top_probs", "probs"});
            Result<QList<TokenLogprob>> entries = readTokenLogprobs(top, llamaEntry);
            if (!entries) {
                return entries.error();
            }
            QList<TokenLogprob> list = std::move(*entries);
            if (list.isEmpty()) {
                // n_probs: 0 — only the chosen token, when the server names it.
                const Result<TokenLogprob> chosen = llamaEntry(first);
                if (chosen) {
                    list.append(*chosen);
                }
            }
            if (!list.isEmpty()) {
                response.firstTokenTopLogprobs = list;
            }
        }
    }

    if (const Status counts = readTokenCounts(*root, QStringLiteral("tokens_evaluated"),
                                              QStringLiteral("tokens_predicted"), response);
        !counts) {
        return counts.error();
    }
    return response;
}

} // namespace pairrank::judge::protocol
