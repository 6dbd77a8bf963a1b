// OpenAI-compatible chat completions (/v1/chat/completions): OpenAI, vLLM,
// llama-server, LM Studio, TGI's Messages API, Ollama's /v1 layer,
// llama-cpp-python. Thinking is switched off with chat_template_kwargs
// {"enable_thinking": false}, which vLLM and llama-server pass to the chat
// template (Qwen3-style templates read it); see thinkingSwitch().
#include "protocol_support.h"

#include <QJsonArray>

namespace pairrank::judge::protocol {
namespace {

// choices[i].message.content; a null content with a `refusal` string (OpenAI's
// refusal field) gives the refusal text.
Result<QString> chatChoiceText(const JsonCursor& choice) {
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

} // namespace

ProtocolRequest buildOpenAiChatRequest(const QString& prompt, const JudgeSettings& settings,
                                       RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("messages"), chatMessages(prompt, settings)},
    };
    const QJsonObject logprobs{
        {QStringLiteral("logprobs"), true},
        {QStringLiteral("top_logprobs"), requestedTopLogprobs(Backend::OpenAiChat, settings)}};
    if (settings.disableThinking) {
        body.insert(QStringLiteral("chat_template_kwargs"),
                    QJsonObject{{QStringLiteral("enable_thinking"), false}});
    }
    return ProtocolRequest{QStringLiteral("/v1/chat/completions"),
                           openAiRequestBody(std::move(body), settings, mode, logprobs)};
}

Result<ExtractedResponse> extractOpenAiChatResponse(const QByteArray& body) {
    return extractOpenAiChoices(body, chatChoiceText);
}

} // namespace pairrank::judge::protocol
