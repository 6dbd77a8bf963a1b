#include "api_protocols.h"

#include "protocol_support.h"

namespace pairrank::judge {
namespace {

constexpr qsizetype kRawTextLimit = 2000; // Judgement::rawAnswer is an excerpt

QString excerpt(const QString& text) {
    return text.size() <= kRawTextLimit ? text : text.left(kRawTextLimit) + u'…';
}

ParsedAnswer withUsage(ParsedAnswer answer, const ExtractedResponse& response) {
    answer.promptTokens = response.promptTokens;
    answer.completionTokens = response.completionTokens;
    return answer;
}

ParsedAnswer malformed(const Error& error) {
    ParsedAnswer answer;
    answer.kind = ParsedKind::Malformed;
    answer.detail = error.message;
    return answer;
}

ParsedAnswer interpretLogprobs(const ExtractedResponse& response, const LabelWords& labels) {
    ParsedAnswer answer;
    answer.rawText = excerpt(response.texts.value(0));
    if (!response.firstTokenTopLogprobs) {
        answer.kind = ParsedKind::NoLogprobs;
        answer.detail = QStringLiteral("the server sent no logprobs");
        return answer;
    }
    const LabelClassification classification =
        classifyTopLogprobs(*response.firstTokenTopLogprobs, labels);
    if (classification.p) {
        answer.kind = ParsedKind::Probability;
        answer.p = classification.p;
        if (classification.boundedLabel) {
            const bool boundedA = *classification.boundedLabel == LabelSide::A;
            answer.upperBoundUsed = true;
            answer.detail =
                QStringLiteral("label %1 absent from the top %2 logprobs: bounded by %3")
                    .arg(boundedA ? labels.a : labels.b)
                    .arg(classification.listedTokens.size())
                    .arg(boundedA ? classification.probabilityA : classification.probabilityB);
        }
        return answer;
    }
    const TextClassification text = classifyAnswerText(answer.rawText, labels);
    if (text.verdict == TextVerdict::Tie) {
        answer.kind = ParsedKind::Tie;
        answer.p = 0.5; // a hard tie (domain::Judgement)
        return answer;
    }
    answer.kind = ParsedKind::Refusal;
    QStringList quoted;
    for (const QString& token : classification.listedTokens) {
        quoted.append(QLatin1Char('"') + token + QLatin1Char('"'));
    }
    answer.detail = QStringLiteral("neither label among the top logprobs: %1")
                        .arg(quoted.join(QStringLiteral(", ")));
    return answer;
}

} // namespace

bool isHttpProtocol(Backend backend) {
    switch (backend) {
    case Backend::OpenAiChat:
    case Backend::OpenAiCompletions:
    case Backend::LlamaNative:
    case Backend::OllamaChat:
    case Backend::OllamaGenerate:
        return true;
    case Backend::Local:
    case Backend::Command:
    case Backend::Simulated:
        break;
    }
    return false;
}

Result<ProtocolRequest> buildRequest(Backend protocol, const QString& prompt,
                                     const JudgeSettings& settings, RequestMode mode) {
    switch (protocol) {
    case Backend::OpenAiChat:
        return protocol::buildOpenAiChatRequest(prompt, settings, mode);
    case Backend::OpenAiCompletions:
        return protocol::buildOpenAiCompletionsRequest(prompt, settings, mode);
    case Backend::LlamaNative:
        return protocol::buildLlamaNativeRequest(prompt, settings, mode);
    case Backend::OllamaChat:
    case Backend::OllamaGenerate:
        return protocol::buildOllamaRequest(protocol, prompt, settings, mode);
    case Backend::Local:
    case Backend::Command:
    case Backend::Simulated:
        break;
    }
    return makeError(
        QStringLiteral("backend '%1' has no HTTP protocol").arg(backendName(protocol)));
}

int samplesPerRequest(Backend protocol, const JudgeSettings& settings) {
    if (protocol == Backend::OpenAiChat || protocol == Backend::OpenAiCompletions) {
        return std::max(1, settings.samplesWithoutLogprobs);
    }
    return 1;
}

Result<ExtractedResponse> extractResponse(Backend protocol, const QByteArray& body) {
    switch (protocol) {
    case Backend::OpenAiChat:
        return protocol::extractOpenAiChatResponse(body);
    case Backend::OpenAiCompletions:
        return protocol::extractOpenAiCompletionsResponse(body);
    case Backend::LlamaNative:
        return protocol::extractLlamaNativeResponse(body);
    case Backend::OllamaChat:
    case Backend::OllamaGenerate:
        return protocol::extractOllamaResponse(protocol, body);
    case Backend::Local:
    case Backend::Command:
    case Backend::Simulated:
        break;
    }
    return makeError(
        QStringLiteral("backend '%1' has no HTTP protocol").arg(backendName(protocol)));
}

ParsedAnswer answerFromSamples(const SampleCounts& counts, const QString& rawText) {
    ParsedAnswer answer;
    answer.samples = counts;
    answer.rawText = excerpt(rawText);
    const std::optional<double> p = probabilityFromSamples(counts);
    if (!p) {
        answer.kind = ParsedKind::Refusal;
        answer.detail = QStringLiteral("all %1 sampled answers were refusals or unparseable")
                            .arg(counts.refusals);
        return answer;
    }
    answer.p = p;
    answer.kind = counts.a == 0 && counts.b == 0 ? ParsedKind::Tie : ParsedKind::Probability;
    return answer;
}

ParsedAnswer interpretComparative(const ExtractedResponse& response, const LabelWords& labels,
                                  RequestMode mode) {
    if (mode == RequestMode::Logprobs) {
        return withUsage(interpretLogprobs(response, labels), response);
    }
    return withUsage(answerFromSamples(countSampledAnswers(response.texts, labels),
                                       response.texts.join(QStringLiteral(" | "))),
                     response);
}

ParsedAnswer parseComparativeResponse(Backend protocol, const QByteArray& body,
                                      const LabelWords& labels, RequestMode mode) {
    const Result<ExtractedResponse> response = extractResponse(protocol, body);
    if (!response) {
        return malformed(response.error());
    }
    return interpretComparative(*response, labels, mode);
}

ParsedScore parseScoreResponse(Backend protocol, const QByteArray& body) {
    ParsedScore score;
    const Result<ExtractedResponse> response = extractResponse(protocol, body);
    if (!response) {
        score.kind = ParsedKind::Malformed;
        score.detail = response.error().message;
        return score;
    }
    score.rawText = excerpt(response->texts.value(0));
    score.promptTokens = response->promptTokens;
    score.completionTokens = response->completionTokens;
    if (!response->firstTokenTopLogprobs) {
        score.kind = ParsedKind::NoLogprobs;
        score.detail = QStringLiteral("the server sent no logprobs");
        return score;
    }
    Result<std::vector<double>> classes = scoreClassProbabilities(*response->firstTokenTopLogprobs);
    if (!classes) {
        score.kind = ParsedKind::Refusal;
        score.detail = classes.error().message;
        return score;
    }
    score.kind = ParsedKind::Probability;
    score.classProbabilities = std::move(*classes);
    return score;
}

} // namespace pairrank::judge
