#include "judge_sim_service.h"

#include "api_requests.h"
#include "api_responses.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace pairrank::judgesim {

using namespace Qt::StringLiterals;
namespace {

// The sampling stream, apart from the judge's and the faults' streams.
constexpr std::uint64_t kSamplingStream = 0x73616d706c65; // "sample"

HttpResponse methodNotAllowed(const QByteArray& allowed) {
    HttpResponse response =
        HttpResponse::error(405, "this path accepts only " + allowed + " requests");
    response.extraHeaders.append({"Allow", allowed});
    return response;
}

bool isJudgingPath(const QByteArray& path) {
    return path == "/v1/chat/completions" || path == "/v1/completions" || path == "/completion" ||
           path == "/api/chat" || path == "/api/generate";
}

} // namespace

JudgeSimService::JudgeSimService(PromptJudge judge, SimOptions options)
    : m_judge(std::move(judge))
    , m_options(std::move(options))
    , m_faults(m_options.faultRates, m_options.seed)
    , m_sampling(stats::Random(m_options.seed).split(kSamplingStream)) {
    m_sinceStart.start();
}

std::optional<QString> JudgeSimService::openRequestLog() {
    if (m_options.requestLog.isEmpty()) {
        return std::nullopt;
    }
    m_requestLog.setFileName(m_options.requestLog);
    if (!m_requestLog.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        return QStringLiteral("--request-log %1: %2")
            .arg(m_options.requestLog, m_requestLog.errorString());
    }
    return std::nullopt;
}

bool JudgeSimService::loading() const {
    return m_options.startupDelayMilliseconds > 0 &&
           m_sinceStart.elapsed() < m_options.startupDelayMilliseconds;
}

HandlerReply JudgeSimService::handle(const HttpRequest& request) {
    const QByteArray& path = request.path;
    const bool get = request.method == "GET";
    const bool post = request.method == "POST";
    if (path == "/stats" || path == "/stats/reset") {
        // Not counted: reading the counters must not change them.
        if (path == "/stats") {
            return {HandlerReply::Action::Respond,
                    get ? HttpResponse::json(200, m_statistics.toJson()) : methodNotAllowed("GET"),
                    0,
                    {}};
        }
        if (!post) {
            return {HandlerReply::Action::Respond, methodNotAllowed("POST"), 0, {}};
        }
        m_statistics.reset();
        return {HandlerReply::Action::Respond,
                HttpResponse::json(200, QJsonObject{{u"status"_s, u"reset"_s}}),
                0,
                {}};
    }
    const bool known =
        isJudgingPath(path) || path == "/health" || path == "/v1/models" || path == "/api/version";
    m_statistics.countRequest(known ? QString::fromLatin1(path) : QStringLiteral("other"));
    if (!known) {
        m_statistics.countRejected();
        return {HandlerReply::Action::Respond,
                HttpResponse::error(404, "no such endpoint: " + request.method + ' ' + path),
                0,
                {}};
    }
    if (!isJudgingPath(path)) {
        if (!get) {
            m_statistics.countRejected();
            return {HandlerReply::Action::Respond, methodNotAllowed("GET"), 0, {}};
        }
        const HttpResponse response =
            path == "/health" ? health()
            : path == "/api/version"
                ? HttpResponse::json(200, QJsonObject{{u"version"_s, u"0.12.11"_s}})
                : models();
        return {HandlerReply::Action::Respond, response, 0, {}};
    }
    if (!post) {
        m_statistics.countRejected();
        return {HandlerReply::Action::Respond, methodNotAllowed("POST"), 0, {}};
    }
    const Api api = path == "/v1/chat/completions" ? Api::ChatCompletions
                    : path == "/v1/completions"    ? Api::Completions
                    : path == "/completion"        ? Api::LlamaCompletion
                    : path == "/api/chat"          ? Api::OllamaChat
                                                   : Api::OllamaGenerate;
    return judging(request, api);
}

HttpResponse JudgeSimService::health() const {
    if (loading()) {
        return HttpResponse::json(503, QJsonObject{{u"status"_s, u"loading model"_s}});
    }
    return HttpResponse::json(200, QJsonObject{{u"status"_s, u"ok"_s}});
}

HttpResponse JudgeSimService::models() const {
    const QJsonObject model{{u"id"_s, m_options.modelName},
                            {u"object"_s, u"model"_s},
                            {u"created"_s, QDateTime::currentSecsSinceEpoch()},
                            {u"owned_by"_s, u"pairrank-judge-sim"_s}};
    return HttpResponse::json(
        200, QJsonObject{{u"object"_s, u"list"_s}, {u"data"_s, QJsonArray{model}}});
}

void JudgeSimService::logRequest(const QByteArray& path, int status, Fault fault,
                                 const JudgingRequest* request, const PairVerdict* verdict) {
    if (!m_requestLog.isOpen()) {
        return;
    }
    QJsonObject line{{u"t_ms"_s, m_sinceStart.elapsed()},
                     {u"route"_s, QString::fromLatin1(path)},
                     {u"status"_s, status},
                     {u"fault"_s, faultName(fault)}};
    if (request) {
        line.insert(u"logprobs"_s, request->wantsLogprobs);
        line.insert(u"top"_s, request->topLogprobs);
        line.insert(u"thinking_off"_s, request->thinkingOff);
    }
    if (verdict && verdict->isRating()) {
        line.insert(u"task"_s, u"score"_s);
        line.insert(u"candidate"_s, verdict->idA);
    } else if (verdict) {
        line.insert(u"pair"_s, verdict->key());
    }
    m_requestLog.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
}

HandlerReply JudgeSimService::judging(const HttpRequest& request, Api api) {
    const int delay = m_options.latencyMilliseconds;
    const QByteArray path = request.path;
    if (loading()) {
        m_statistics.countLoading();
        return {HandlerReply::Action::Respond, HttpResponse::error(503, "Loading model"), 0,
                [this, path] {
                    logRequest(path, 503, Fault::None, nullptr, nullptr);
                }};
    }
    const Fault fault = m_faults.draw();
    switch (fault) {
    case Fault::TooManyRequests: {
        m_statistics.countFault(fault);
        HttpResponse response =
            HttpResponse::error(429, "simulated rate limit: retry after the Retry-After delay");
        response.extraHeaders.append(
            {"Retry-After", QByteArray::number(m_options.retryAfterSeconds)});
        return {HandlerReply::Action::Respond, response, delay, [this, path, fault] {
                    logRequest(path, 429, fault, nullptr, nullptr);
                }};
    }
    case Fault::ServerError:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Respond,
                HttpResponse::error(500, "simulated internal server error"), delay,
                [this, path, fault] {
                    logRequest(path, 500, fault, nullptr, nullptr);
                }};
    case Fault::Timeout:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Hang, {}, 0, {}};
    case Fault::Drop:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Drop, {}, delay, {}};
    case Fault::None:
    case Fault::Malformed:
    case Fault::NoLogprobs:
    case Fault::Refusal:
        break;
    }
    return judgingAnswer(request, api, fault, delay);
}

std::optional<HttpResponse> JudgeSimService::refusedLimits(const JudgingRequest& request,
                                                           Api api) const {
    const bool chatTemplate =
        api == Api::ChatCompletions || api == Api::OllamaChat || api == Api::OllamaGenerate;
    if (m_options.rejectThinkingSwitch && request.thinkingSwitchSent && chatTemplate) {
        // OpenAI's and Ollama's wording.
        return api == Api::ChatCompletions
                   ? HttpResponse::error(
                         400, "Unrecognized request argument supplied: chat_template_kwargs")
                   : HttpResponse::json(
                         400, QJsonObject{{u"error"_s, u"\"%1\" does not support thinking"_s.arg(
                                                           m_options.modelName)}});
    }
    if (!request.wantsLogprobs) {
        return std::nullopt;
    }
    const Dialects& dialects = m_options.dialects;
    int cap = 0;
    switch (api) {
    case Api::ChatCompletions:
        cap = dialects.chat == ChatDialect::Tgi ? 5 : 20;
        break;
    case Api::Completions:
        cap = dialects.completions == CompletionsDialect::OpenAi ? 5 : 20;
        break;
    case Api::LlamaCompletion:
        cap = kMaxTopLogprobs;
        break;
    case Api::OllamaChat:
    case Api::OllamaGenerate:
        cap = 20;
        break;
    }
    if (m_options.maxTopLogprobs > 0) {
        cap = std::min(cap, m_options.maxTopLogprobs);
    }
    const int asked = request.topLogprobs;
    if (asked <= cap) {
        return std::nullopt;
    }
    if (api == Api::ChatCompletions && dialects.chat == ChatDialect::Tgi) {
        return HttpResponse::json(
            422, QJsonObject{{u"error"_s, u"Input validation error: `top_n_tokens` must be >= 0 "
                                          u"and <= %1. Given: %2"_s.arg(cap)
                                              .arg(asked)},
                             {u"error_type"_s, u"validation"_s}});
    }
    if (api == Api::Completions && dialects.completions == CompletionsDialect::Vllm) {
        return HttpResponse::json(
            400, QJsonObject{{u"object"_s, u"error"_s},
                             {u"message"_s, u"Requested sample logprobs of %1, which is greater "
                                            u"than max allowed: %2"_s.arg(asked)
                                                .arg(cap)},
                             {u"type"_s, u"BadRequestError"_s},
                             {u"code"_s, 400}});
    }
    const QByteArray member = api == Api::Completions       ? "logprobs"
                              : api == Api::LlamaCompletion ? "n_probs"
                                                            : "top_logprobs";
    return HttpResponse::error(400, "Invalid value for '" + member +
                                        "': must be less than or equal to " +
                                        QByteArray::number(cap) + '.');
}

HandlerReply JudgeSimService::judgingAnswer(const HttpRequest& request, Api api, Fault fault,
                                            int delay) {
    const QByteArray path = request.path;
    const auto rejected = [&](HttpResponse response) {
        m_statistics.countRejected();
        const int status = response.status;
        return HandlerReply{HandlerReply::Action::Respond, std::move(response), delay,
                            [this, path, status, fault] {
                                logRequest(path, status, fault, nullptr, nullptr);
                            }};
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return rejected(HttpResponse::error(
            400, "the request body is not valid JSON: " + parseError.errorString().toUtf8() +
                     " at offset " + QByteArray::number(parseError.offset)));
    }
    if (!document.isObject()) {
        return rejected(HttpResponse::error(400, "the request body must be a JSON object"));
    }
    const QJsonObject object = document.object();
    storage::Result<JudgingRequest> parsed =
        api == Api::ChatCompletions   ? parseChatRequest(object)
        : api == Api::Completions     ? parseCompletionsRequest(object)
        : api == Api::LlamaCompletion ? parseLlamaCompletionRequest(object)
                                      : parseOllamaRequest(object, api == Api::OllamaChat);
    if (!parsed) {
        return rejected(HttpResponse::error(400, parsed.error().message.toUtf8()));
    }
    const JudgingRequest judgingRequest = *parsed;
    if (std::optional<HttpResponse> refused = refusedLimits(judgingRequest, api)) {
        return rejected(std::move(*refused));
    }
    storage::Result<PairVerdict> verdict = m_judge.judge(judgingRequest.prompt);
    if (!verdict) {
        return rejected(HttpResponse::error(400, verdict.error().message.toUtf8()));
    }

    const bool ollama = api == Api::OllamaChat || api == Api::OllamaGenerate;
    const bool thinking = m_options.thinking && !judgingRequest.thinkingOff &&
                          (api == Api::ChatCompletions || ollama);
    JudgingAnswer answer;
    answer.verdict = *verdict;
    answer.withLogprobs = judgingRequest.wantsLogprobs && fault != Fault::NoLogprobs;
    const int choices =
        api == Api::ChatCompletions || api == Api::Completions ? judgingRequest.choiceCount : 1;
    const bool sample =
        fault == Fault::NoLogprobs || (!answer.withLogprobs && !judgingRequest.greedy);
    const bool rating = verdict->isRating();
    for (int i = 0; i < choices; ++i) {
        if (rating) {
            answer.labels.append(sample ? sampledScore(verdict->scoreClasses, m_sampling.uniform())
                                        : mostLikelyScore(verdict->scoreClasses));
        } else {
            answer.labels.append(sample ? (m_sampling.bernoulli(verdict->probability) ? "A" : "B")
                                        : mostLikelyLabel(verdict->probability));
        }
    }
    const QList<TokenProbability> modelAnswer = rating
                                                    ? scoreDistribution(verdict->scoreClasses)
                                                    : firstTokenDistribution(verdict->probability);
    if (fault == Fault::Refusal) {
        answer.distribution = refusalDistribution();
        answer.labels = {"I"};
    } else if (thinking) {
        answer.distribution = thinkingDistribution(modelAnswer);
        answer.labels = {ollama ? QByteArray() : QByteArray("<think>")};
    } else {
        answer.distribution = modelAnswer;
    }
    // llama.cpp of 2024: "temp == 0.0 -> no probs" (its sampler), the sampled token gets 1.
    const bool oneHot = m_options.oneHot || (api == Api::LlamaCompletion &&
                                             m_options.dialects.llama == LlamaDialect::Legacy2024 &&
                                             judgingRequest.temperature == 0.0);
    if (oneHot && answer.withLogprobs) {
        answer.distribution = oneHotDistribution(answer.distribution, answer.labels.front());
    }
    answer.model = m_options.modelName;
    answer.created = QDateTime::currentSecsSinceEpoch();
    answer.serial = ++m_serial;

    HttpResponse response;
    if (fault == Fault::Refusal && (api == Api::ChatCompletions || api == Api::Completions)) {
        response.body = refusalResponse(judgingRequest, answer, api == Api::ChatCompletions);
    } else {
        switch (api) {
        case Api::ChatCompletions:
            response.body = chatCompletionResponse(judgingRequest, answer, m_options.dialects.chat);
            break;
        case Api::Completions:
            response.body =
                completionsResponse(judgingRequest, answer, m_options.dialects.completions);
            break;
        case Api::LlamaCompletion:
            response.body =
                llamaCompletionResponse(judgingRequest, answer, m_options.dialects.llama);
            break;
        case Api::OllamaChat:
        case Api::OllamaGenerate:
            response.body = ollamaResponse(judgingRequest, answer, api == Api::OllamaChat);
            break;
        }
    }
    if (fault == Fault::Malformed) {
        // Cut in the middle: an object missing its closing brace is never valid JSON.
        response.body.truncate(response.body.size() / 2);
    }
    if (fault != Fault::None) {
        m_statistics.countFault(fault);
    }
    m_statistics.countAsked(judgingRequest.wantsLogprobs);
    const QString answered = verdict->key();
    const bool usable = fault != Fault::Malformed;
    return {HandlerReply::Action::Respond, response, delay,
            [this, path, fault, judgingRequest, answered, usable, judged = *verdict] {
                if (usable) {
                    m_statistics.countAnswered(answered);
                }
                logRequest(path, 200, fault, &judgingRequest, &judged);
            }};
}

} // namespace pairrank::judgesim
