#include "api_requests.h"

#include <QJsonArray>

#include <cmath>

namespace pairrank::judgesim {
namespace {

using namespace Qt::StringLiterals;

using storage::makeError;
using storage::Result;

// An optional integer field in [minimum, maximum]; `fallback` when absent or null.
Result<int> integerField(const QJsonObject& body, const QString& name, int minimum, int maximum,
                         int fallback) {
    const QJsonValue value = body.value(name);
    if (value.isUndefined() || value.isNull()) {
        return fallback;
    }
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || number != std::floor(number) || number < minimum || number > maximum) {
        return makeError(QStringLiteral("\"%1\" must be an integer between %2 and %3")
                             .arg(name)
                             .arg(minimum)
                             .arg(maximum));
    }
    return static_cast<int>(number);
}

// The sampling temperature; `fallback` when absent or null.
Result<double> temperatureField(const QJsonObject& body, double fallback, bool allowNegative) {
    const QJsonValue value = body.value(QStringLiteral("temperature"));
    if (value.isUndefined() || value.isNull()) {
        return fallback;
    }
    if (!value.isDouble() || !std::isfinite(value.toDouble()) ||
        (!allowNegative && value.toDouble() < 0)) {
        return makeError(allowNegative ? QStringLiteral("\"temperature\" must be a number")
                                       : QStringLiteral("\"temperature\" must be a number >= 0"));
    }
    return value.toDouble();
}

Result<QString> modelField(const QJsonObject& body) {
    const QJsonValue value = body.value(QStringLiteral("model"));
    if (value.isUndefined() || value.isNull()) {
        return QString();
    }
    if (!value.isString()) {
        return makeError(QStringLiteral("\"model\" must be a string"));
    }
    return value.toString();
}

Result<QString> messageText(const QJsonValue& content, qsizetype index) {
    if (content.isString()) {
        return content.toString();
    }
    if (content.isArray()) {
        QString text;
        for (const QJsonValue& part : content.toArray()) {
            const QJsonValue partText = part.toObject().value(QStringLiteral("text"));
            if (partText.isString()) {
                text += partText.toString();
            }
        }
        return text;
    }
    return makeError(QStringLiteral("\"messages[%1].content\" must be a string or an array of "
                                    "text parts")
                         .arg(index));
}

// Streaming answers (server-sent events) are not simulated; answering a streaming
// client with one JSON body would confuse it, so it is refused clearly.
storage::Status refuseStreaming(const QJsonObject& body) {
    if (body.value(u"stream"_s).toBool(false)) {
        return makeError(u"\"stream\": true is not supported by pairrank-judge-sim"_s);
    }
    return storage::Status::success();
}

void setPrompt(JudgingRequest& request, const QString& prompt) {
    request.prompt = prompt.toUtf8();
    request.promptCharacters = prompt.size();
}

// Every message's text joined with "\n".
Result<QString> messagesPrompt(const QJsonObject& body) {
    const QJsonValue messages = body.value(QStringLiteral("messages"));
    if (!messages.isArray() || messages.toArray().isEmpty()) {
        return makeError(QStringLiteral("\"messages\" must be a non-empty array"));
    }
    QString prompt;
    const QJsonArray list = messages.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list[i].isObject()) {
            return makeError(QStringLiteral("\"messages[%1]\" must be an object").arg(i));
        }
        Result<QString> text = messageText(list[i].toObject().value(QStringLiteral("content")), i);
        if (!text) {
            return text.error();
        }
        if (i > 0) {
            prompt += QLatin1Char('\n');
        }
        prompt += *text;
    }
    return prompt;
}

Result<bool> booleanField(const QJsonObject& object, const QString& name, bool fallback) {
    const QJsonValue value = object.value(name);
    if (value.isUndefined() || value.isNull()) {
        return fallback;
    }
    if (!value.isBool()) {
        return makeError(QStringLiteral("\"%1\" must be a boolean").arg(name));
    }
    return value.toBool();
}

} // namespace

qint64 estimatedPromptTokens(qsizetype promptCharacters) {
    return std::max<qint64>(1, (promptCharacters + 3) / 4);
}

Result<JudgingRequest> parseChatRequest(const QJsonObject& body) {
    JudgingRequest request;
    if (storage::Status streaming = refuseStreaming(body); !streaming) {
        return streaming.error();
    }
    Result<QString> prompt = messagesPrompt(body);
    if (!prompt) {
        return prompt.error();
    }
    setPrompt(request, *prompt);
    const QJsonValue kwargs = body.value(QStringLiteral("chat_template_kwargs"));
    if (!kwargs.isUndefined() && !kwargs.isNull()) {
        if (!kwargs.isObject()) {
            return makeError(QStringLiteral("\"chat_template_kwargs\" must be an object"));
        }
        Result<bool> thinking =
            booleanField(kwargs.toObject(), QStringLiteral("enable_thinking"), true);
        if (!thinking) {
            return thinking.error();
        }
        request.thinkingSwitchSent = true;
        request.thinkingOff = !*thinking;
    }
    const QJsonValue logprobs = body.value(QStringLiteral("logprobs"));
    if (!logprobs.isUndefined() && !logprobs.isNull() && !logprobs.isBool()) {
        return makeError(QStringLiteral("\"logprobs\" must be a boolean"));
    }
    request.wantsLogprobs = logprobs.toBool(false);
    Result<int> top = integerField(body, QStringLiteral("top_logprobs"), 0, kMaxTopLogprobs, 0);
    Result<int> n = integerField(body, QStringLiteral("n"), 1, kMaxChoices, 1);
    Result<double> temperature = temperatureField(body, 1.0, false);
    Result<QString> model = modelField(body);
    if (!top || !n || !temperature || !model) {
        return !top           ? top.error()
               : !n           ? n.error()
               : !temperature ? temperature.error()
                              : model.error();
    }
    request.topLogprobs = *top;
    request.choiceCount = *n;
    request.greedy = *temperature == 0;
    request.temperature = *temperature;
    request.model = *model;
    return request;
}

Result<JudgingRequest> parseCompletionsRequest(const QJsonObject& body) {
    JudgingRequest request;
    if (storage::Status streaming = refuseStreaming(body); !streaming) {
        return streaming.error();
    }
    QJsonValue prompt = body.value(QStringLiteral("prompt"));
    if (prompt.isArray() && prompt.toArray().size() == 1) {
        prompt = prompt.toArray().first();
    }
    if (!prompt.isString()) {
        return makeError(QStringLiteral("\"prompt\" must be a string (or an array of one string)"));
    }
    setPrompt(request, prompt.toString());
    Result<int> logprobs = integerField(body, QStringLiteral("logprobs"), 0, kMaxTopLogprobs, -1);
    Result<int> n = integerField(body, QStringLiteral("n"), 1, kMaxChoices, 1);
    Result<double> temperature = temperatureField(body, 1.0, false);
    Result<QString> model = modelField(body);
    if (!logprobs || !n || !temperature || !model) {
        return !logprobs      ? logprobs.error()
               : !n           ? n.error()
               : !temperature ? temperature.error()
                              : model.error();
    }
    request.wantsLogprobs = *logprobs >= 0;
    request.topLogprobs = std::max(0, *logprobs);
    request.choiceCount = *n;
    request.greedy = *temperature == 0;
    request.temperature = *temperature;
    request.model = *model;
    return request;
}

Result<JudgingRequest> parseLlamaCompletionRequest(const QJsonObject& body) {
    JudgingRequest request;
    if (storage::Status streaming = refuseStreaming(body); !streaming) {
        return streaming.error();
    }
    const QJsonValue prompt = body.value(QStringLiteral("prompt"));
    if (!prompt.isString()) {
        return makeError(QStringLiteral("\"prompt\" must be a string"));
    }
    setPrompt(request, prompt.toString());
    // llama.cpp has no fixed maximum; the simulated vocabulary has 20 first tokens.
    Result<int> probabilities = integerField(body, QStringLiteral("n_probs"), 0, 1 << 20, 0);
    Result<double> temperature = temperatureField(body, 0.8, true); // llama.cpp's default
    Result<bool> postSampling = booleanField(body, QStringLiteral("post_sampling_probs"), false);
    if (!probabilities || !temperature || !postSampling) {
        return !probabilities ? probabilities.error()
               : !temperature ? temperature.error()
                              : postSampling.error();
    }
    request.wantsLogprobs = *probabilities > 0;
    request.topLogprobs = std::min(*probabilities, kMaxTopLogprobs);
    request.greedy = *temperature <= 0;
    request.temperature = *temperature;
    request.postSamplingProbs = *postSampling;
    return request;
}

Result<JudgingRequest> parseOllamaRequest(const QJsonObject& body, bool chat) {
    JudgingRequest request;
    // Ollama streams unless told not to.
    if (body.value(u"stream"_s).toBool(true)) {
        return makeError(u"\"stream\" must be false: pairrank-judge-sim does not stream"_s);
    }
    if (chat) {
        Result<QString> prompt = messagesPrompt(body);
        if (!prompt) {
            return prompt.error();
        }
        setPrompt(request, *prompt);
    } else {
        const QJsonValue prompt = body.value(QStringLiteral("prompt"));
        const QJsonValue system = body.value(QStringLiteral("system"));
        if (!prompt.isString() || (!system.isUndefined() && !system.isString())) {
            return makeError(
                QStringLiteral("\"prompt\" (and \"system\", if given) must be strings"));
        }
        setPrompt(request, system.isString() ? system.toString() + u'\n' + prompt.toString()
                                             : prompt.toString());
    }
    const QJsonValue options = body.value(QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject()) {
        return makeError(QStringLiteral("\"options\" must be an object"));
    }
    Result<bool> logprobs = booleanField(body, QStringLiteral("logprobs"), false);
    Result<int> top = integerField(body, QStringLiteral("top_logprobs"), 0, kMaxTopLogprobs, 0);
    Result<double> temperature = temperatureField(options.toObject(), 0.8, false);
    Result<QString> model = modelField(body);
    if (!logprobs || !top || !temperature || !model) {
        return !logprobs      ? logprobs.error()
               : !top         ? top.error()
               : !temperature ? temperature.error()
                              : model.error();
    }
    const QJsonValue think = body.value(QStringLiteral("think"));
    if (!think.isUndefined() && !think.isNull()) {
        if (!think.isBool()) {
            return makeError(QStringLiteral("\"think\" must be a boolean"));
        }
        request.thinkingSwitchSent = true;
        request.thinkingOff = !think.toBool();
    }
    request.wantsLogprobs = *logprobs;
    request.topLogprobs = *top;
    request.greedy = *temperature == 0;
    request.temperature = *temperature;
    request.model = *model;
    return request;
}

} // namespace pairrank::judgesim
