#include "api_protocols.h"

#include "protocol_support.h"
#include "text_excerpt.h"

namespace pairrank::judge {
namespace {

constexpr qsizetype kRawTextLimit = 2000; // Judgement::rawAnswer is an excerpt

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

QString quotedTokens(const QStringList& tokens) {
    QStringList quoted;
    for (const QString& token : tokens) {
        quoted.append(QLatin1Char('"') + token + QLatin1Char('"'));
    }
    return quoted.join(QStringLiteral(", "));
}

QString percent(double share) {
    return QString::number(100.0 * share, 'g', 2) + u'%';
}

ParsedAnswer unusable(ParsedAnswer answer, QString reason) {
    answer.kind = ParsedKind::Unusable;
    answer.detail = std::move(reason);
    return answer;
}

ParsedAnswer interpretLogprobs(const ExtractedResponse& response, const LabelWords& labels,
                               const InterpretOptions& options) {
    ParsedAnswer answer;
    answer.rawText = excerpt(response.texts.value(0), kRawTextLimit);
    if (!response.firstTokenTopLogprobs) {
        answer.kind = ParsedKind::NoLogprobs;
        answer.detail = QStringLiteral("the server sent no logprobs");
        return answer;
    }
    const LabelClassification classification =
        classifyTopLogprobs(*response.firstTokenTopLogprobs, labels);
    const QString tokens = quotedTokens(classification.listedTokens);
    if (classification.oneHot) {
        return unusable(std::move(answer),
                        QStringLiteral("one-hot probabilities (one token certain, the others "
                                       "0: the server reported the sampled token, not the "
                                       "model's distribution): %1")
                            .arg(tokens));
    }
    if (!classification.anyLabelListed) {
        return unusable(std::move(answer),
                        QStringLiteral("neither label among the top tokens: %1").arg(tokens));
    }
    if (classification.labelMass < options.minimumLabelMass) {
        return unusable(
            std::move(answer),
            QStringLiteral("the labels hold %1 of the probability mass, less than "
                           "the minimum %2 (a thinking model, or a prompt the "
                           "model answers otherwise?): %3")
                .arg(percent(classification.labelMass), percent(options.minimumLabelMass), tokens));
    }
    if (classification.tieWins) {
        answer.kind = ParsedKind::Tie;
        answer.p = 0.5; // a hard tie (domain::Judgement)
        return answer;
    }
    if (!classification.p) {
        return unusable(std::move(answer),
                        QStringLiteral("neither label among the top tokens: %1").arg(tokens));
    }
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

ParsedAnswer modelRefusal(const ExtractedResponse& response) {
    ParsedAnswer answer;
    answer.kind = ParsedKind::Refusal;
    answer.rawText = excerpt(response.refusal.value_or(QString()), kRawTextLimit);
    answer.detail = QStringLiteral("the model refused: %1").arg(answer.rawText);
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

int defaultTopLogprobs(Backend protocol) {
    return protocol == Backend::OpenAiCompletions ? 5 : 20;
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
    answer.rawText = excerpt(rawText, kRawTextLimit);
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
                                  RequestMode mode, const InterpretOptions& options) {
    if (response.refusal) {
        return withUsage(modelRefusal(response), response);
    }
    if (mode == RequestMode::Logprobs) {
        return withUsage(interpretLogprobs(response, labels, options), response);
    }
    return withUsage(answerFromSamples(countSampledAnswers(response.texts, labels),
                                       response.texts.join(QStringLiteral(" | "))),
                     response);
}

ParsedAnswer parseComparativeResponse(Backend protocol, const QByteArray& body,
                                      const LabelWords& labels, RequestMode mode,
                                      const InterpretOptions& options) {
    const Result<ExtractedResponse> response = extractResponse(protocol, body);
    if (!response) {
        return malformed(response.error());
    }
    return interpretComparative(*response, labels, mode, options);
}

ParsedScore parseScoreResponse(Backend protocol, const QByteArray& body,
                               const InterpretOptions& options) {
    ParsedScore score;
    const Result<ExtractedResponse> response = extractResponse(protocol, body);
    if (!response) {
        score.kind = ParsedKind::Malformed;
        score.detail = response.error().message;
        return score;
    }
    score.promptTokens = response->promptTokens;
    score.completionTokens = response->completionTokens;
    if (response->refusal) {
        const ParsedAnswer refusal = modelRefusal(*response);
        score.kind = ParsedKind::Refusal;
        score.rawText = refusal.rawText;
        score.detail = refusal.detail;
        return score;
    }
    score.rawText = excerpt(response->texts.value(0), kRawTextLimit);
    if (!response->firstTokenTopLogprobs) {
        score.kind = ParsedKind::NoLogprobs;
        score.detail = QStringLiteral("the server sent no logprobs");
        return score;
    }
    const QList<TokenLogprob>& topLogprobs = *response->firstTokenTopLogprobs;
    score.kind = ParsedKind::Unusable;
    // The label words play no part: only whether the list is one-hot is read.
    const LabelClassification shape = classifyTopLogprobs(topLogprobs, LabelWords{});
    if (shape.oneHot) {
        score.detail = QStringLiteral("one-hot probabilities (one token certain, the others 0: "
                                      "the server reported the sampled token, not the model's "
                                      "distribution): %1")
                           .arg(quotedTokens(shape.listedTokens));
        return score;
    }
    Result<std::vector<double>> classes = scoreClassProbabilities(topLogprobs);
    if (!classes) {
        score.detail = classes.error().message;
        return score;
    }
    const double mass = scoreTokenMass(topLogprobs);
    if (mass < options.minimumLabelMass) {
        score.detail = QStringLiteral("the score tokens hold %1 of the probability mass, less than "
                                      "the minimum %2 (a thinking model, or a prompt the model "
                                      "answers otherwise?): %3")
                           .arg(percent(mass), percent(options.minimumLabelMass),
                                quotedTokens(shape.listedTokens));
        return score;
    }
    score.kind = ParsedKind::Probability;
    score.classProbabilities = std::move(*classes);
    return score;
}

} // namespace pairrank::judge
