// OpenAI-compatible completions (/v1/completions): OpenAI caps `logprobs` at 5
// ("The maximum value for logprobs is 5", platform.openai.com/docs/api-reference/
// completions/create), vLLM at --max-logprobs; requestedTopLogprobs() asks 5
// unless configured otherwise. The prompt is sent as is: no chat template, so no thinking switch.
#include "protocol_support.h"

#include <QJsonArray>

namespace pairrank::judge::protocol {
namespace {

// choices[i].text
Result<QString> completionChoiceText(const JsonCursor& choice) {
    return choice.member(QStringLiteral("text")).string();
}

} // namespace

ProtocolRequest buildOpenAiCompletionsRequest(const QString& prompt, const JudgeSettings& settings,
                                              RequestMode mode) {
    QJsonObject body{
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("prompt"), promptWithSystemPrefix(prompt, settings)},
    };
    const QJsonObject logprobs{
        {QStringLiteral("logprobs"), requestedTopLogprobs(Backend::OpenAiCompletions, settings)}};
    return ProtocolRequest{QStringLiteral("/v1/completions"),
                           openAiRequestBody(std::move(body), settings, mode, logprobs)};
}

Result<ExtractedResponse> extractOpenAiCompletionsResponse(const QByteArray& body) {
    return extractOpenAiChoices(body, completionChoiceText);
}

} // namespace pairrank::judge::protocol
