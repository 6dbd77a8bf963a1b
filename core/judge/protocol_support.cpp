#include "protocol_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <utility>

namespace pairrank::judge::protocol {

JsonCursor::JsonCursor(QJsonValue value, QString path)
    : m_value(std::move(value))
    , m_path(std::move(path)) {}

JsonCursor JsonCursor::member(const QString& key) const {
    const QString path = m_path.isEmpty() ? key : m_path + u'.' + key;
    return JsonCursor(m_value.isObject() ? m_value.toObject().value(key)
                                         : QJsonValue(QJsonValue::Undefined),
                      path);
}

JsonCursor JsonCursor::at(qsizetype index) const {
    const QString path = m_path + QStringLiteral("[%1]").arg(index);
    if (!m_value.isArray()) {
        return JsonCursor(QJsonValue(QJsonValue::Undefined), path);
    }
    const QJsonArray array = m_value.toArray();
    return JsonCursor(index < array.size() ? array.at(index) : QJsonValue(QJsonValue::Undefined),
                      path);
}

namespace {

Error missingOrWrongType(const JsonCursor& cursor, const char* expected) {
    if (cursor.value().isUndefined()) {
        return makeError(QStringLiteral("%1 is missing").arg(cursor.path()));
    }
    return makeError(QStringLiteral("%1 is not %2").arg(cursor.path(), QLatin1String(expected)));
}

} // namespace

Result<QJsonObject> JsonCursor::object() const {
    if (!m_value.isObject()) {
        return missingOrWrongType(*this, "an object");
    }
    return m_value.toObject();
}

Result<QJsonArray> JsonCursor::array() const {
    if (!m_value.isArray()) {
        return missingOrWrongType(*this, "an array");
    }
    return m_value.toArray();
}

Result<QString> JsonCursor::string() const {
    if (!m_value.isString()) {
        return missingOrWrongType(*this, "a string");
    }
    return m_value.toString();
}

Result<double> JsonCursor::number() const {
    if (!m_value.isDouble() || !std::isfinite(m_value.toDouble())) {
        return missingOrWrongType(*this, "a finite number");
    }
    return m_value.toDouble();
}

Result<std::optional<qint64>> JsonCursor::optionalCount() const {
    if (isAbsent()) {
        return std::optional<qint64>();
    }
    const double count = m_value.toDouble();
    if (!m_value.isDouble() || !std::isfinite(count) || count < 0.0 || std::floor(count) != count ||
        count > 9.0e15) {
        return missingOrWrongType(*this, "a non-negative integer");
    }
    return std::optional<qint64>(static_cast<qint64>(count));
}

Result<JsonCursor> bodyRoot(const QByteArray& body) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return makeError(QStringLiteral("body is not JSON: %1 at offset %2")
                             .arg(parseError.errorString())
                             .arg(parseError.offset));
    }
    if (!document.isObject()) {
        return makeError(QStringLiteral("body is not a JSON object"));
    }
    return JsonCursor(document.object(), QString());
}

Result<TokenLogprob> tokenLogprobEntry(const JsonCursor& entry) {
    if (const Result<QJsonObject> object = entry.object(); !object) {
        return object.error();
    }
    const Result<QString> token = entry.member(QStringLiteral("token")).string();
    if (!token) {
        return token.error();
    }
    const Result<double> logprob = entry.member(QStringLiteral("logprob")).number();
    if (!logprob) {
        return logprob.error();
    }
    return TokenLogprob{*token, *logprob};
}

double samplingTemperature(const JudgeSettings& settings) {
    // Greedy samples would all be the same answer; paper 001 samples at 1.0.
    return settings.temperature > 0.0 ? settings.temperature : 1.0;
}

QString promptWithSystemPrefix(const QString& prompt, const JudgeSettings& settings) {
    if (settings.systemPrompt.isEmpty()) {
        return prompt;
    }
    return settings.systemPrompt + QStringLiteral("\n\n") + prompt;
}

QJsonArray chatMessages(const QString& prompt, const JudgeSettings& settings) {
    QJsonArray messages;
    if (!settings.systemPrompt.isEmpty()) {
        messages.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("system")},
                                    {QStringLiteral("content"), settings.systemPrompt}});
    }
    messages.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                {QStringLiteral("content"), prompt}});
    return messages;
}

QJsonObject withExtraBody(QJsonObject body, const JudgeSettings& settings) {
    for (auto it = settings.extraBody.begin(); it != settings.extraBody.end(); ++it) {
        body.insert(it.key(), it.value());
    }
    return body;
}

Result<QList<TokenLogprob>> readTokenLogprobs(const JsonCursor& entries,
                                              TokenEntryReader readEntry) {
    const Result<QJsonArray> array = entries.array();
    if (!array) {
        return array.error();
    }
    QList<TokenLogprob> list;
    list.reserve(array->size());
    for (qsizetype i = 0; i < array->size(); ++i) {
        const Result<TokenLogprob> entry = readEntry(entries.at(i));
        if (!entry) {
            return entry.error();
        }
        list.append(*entry);
    }
    return list;
}

Status readTokenCounts(const JsonCursor& counts, const QString& promptKey,
                       const QString& completionKey, ExtractedResponse& response) {
    const auto promptTokens = counts.member(promptKey).optionalCount();
    if (!promptTokens) {
        return promptTokens.error();
    }
    const auto completionTokens = counts.member(completionKey).optionalCount();
    if (!completionTokens) {
        return completionTokens.error();
    }
    response.promptTokens = *promptTokens;
    response.completionTokens = *completionTokens;
    return {};
}

QJsonObject openAiRequestBody(QJsonObject body, const JudgeSettings& settings, RequestMode mode,
                              const QJsonObject& logprobsMembers) {
    if (mode == RequestMode::Logprobs) {
        body.insert(QStringLiteral("max_tokens"), 1);
        body.insert(QStringLiteral("temperature"), settings.temperature);
        for (auto member = logprobsMembers.begin(); member != logprobsMembers.end(); ++member) {
            body.insert(member.key(), member.value());
        }
    } else {
        body.insert(QStringLiteral("max_tokens"), kSampleMaxTokens);
        body.insert(QStringLiteral("temperature"), samplingTemperature(settings));
        body.insert(QStringLiteral("n"), std::max(1, settings.samplesWithoutLogprobs));
    }
    return withExtraBody(std::move(body), settings);
}

namespace {

// logprobs.top_logprobs[0] of the legacy completions shape.
Result<std::optional<QList<TokenLogprob>>> legacyTopLogprobs(const JsonCursor& logprobs) {
    using Optional = std::optional<QList<TokenLogprob>>;
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
    return list.isEmpty() ? Optional() : Optional(list);
}

// logprobs.content[0].top_logprobs of the chat shape.
Result<std::optional<QList<TokenLogprob>>> chatTopLogprobs(const JsonCursor& content) {
    using Optional = std::optional<QList<TokenLogprob>>;
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
    const Result<TokenLogprob> chosen = tokenLogprobEntry(first);
    if (!chosen) {
        return chosen.error();
    }
    return Optional(QList<TokenLogprob>{*chosen});
}

// OpenAI's refusal (structured outputs guide: message.content null and
// message.refusal the model's explanation) or a content filter that stopped
// the answer (finish_reason "content_filter", Azure OpenAI and OpenAI).
std::optional<QString> choiceRefusal(const JsonCursor& choice, const QString& text) {
    const QJsonValue refusal =
        choice.member(QStringLiteral("message")).member(QStringLiteral("refusal")).value();
    if (refusal.isString() && !refusal.toString().isEmpty()) {
        return refusal.toString();
    }
    if (choice.member(QStringLiteral("finish_reason")).value().toString() ==
        QLatin1String("content_filter")) {
        return text.isEmpty() ? QStringLiteral("stopped by the content filter") : text;
    }
    return std::nullopt;
}

} // namespace

Result<std::optional<QList<TokenLogprob>>> choiceFirstTokenTopLogprobs(const JsonCursor& choice) {
    using Optional = std::optional<QList<TokenLogprob>>;
    const JsonCursor logprobs = choice.member(QStringLiteral("logprobs"));
    if (logprobs.isAbsent()) {
        return Optional();
    }
    if (const Result<QJsonObject> object = logprobs.object(); !object) {
        return object.error();
    }
    const JsonCursor content = logprobs.member(QStringLiteral("content"));
    if (!content.isAbsent()) {
        return chatTopLogprobs(content);
    }
    return legacyTopLogprobs(logprobs);
}

Result<ExtractedResponse> extractOpenAiChoices(const QByteArray& body,
                                               ChoiceTextReader choiceText) {
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
    auto top = choiceFirstTokenTopLogprobs(choices.at(0));
    if (!top) {
        return top.error();
    }
    response.firstTokenTopLogprobs = std::move(*top);
    response.refusal = choiceRefusal(choices.at(0), response.texts.front());
    const JsonCursor usage = root->member(QStringLiteral("usage"));
    if (!usage.isAbsent()) {
        if (const Result<QJsonObject> object = usage.object(); !object) {
            return object.error();
        }
        if (const Status counts = readTokenCounts(usage, QStringLiteral("prompt_tokens"),
                                                  QStringLiteral("completion_tokens"), response);
            !counts) {
            return counts.error();
        }
    }
    return response;
}

int requestedTopLogprobs(Backend protocol, const JudgeSettings& settings) {
    int k = settings.topLogprobs;
    if (k <= 0) {
        k = defaultTopLogprobs(protocol);
    }
    if (settings.topLogprobsCap > 0) {
        k = std::min(k, settings.topLogprobsCap);
    }
    return std::max(1, k);
}

} // namespace pairrank::judge::protocol
