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

} // namespace

JudgeSimService::JudgeSimService(PromptJudge judge, SimOptions options)
    : m_judge(std::move(judge))
    , m_options(std::move(options))
    , m_faults(m_options.faultRates, m_options.seed)
    , m_sampling(stats::Random(m_options.seed).split(kSamplingStream)) {
    m_sinceStart.start();
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
                    0};
        }
        if (!post) {
            return {HandlerReply::Action::Respond, methodNotAllowed("POST"), 0};
        }
        m_statistics.reset();
        return {HandlerReply::Action::Respond,
                HttpResponse::json(200, QJsonObject{{u"status"_s, u"reset"_s}}), 0};
    }
    const bool known = path == "/v1/chat/completions" || path == "/v1/completions" ||
                       path == "/completion" || path == "/health" || path == "/v1/models";
    m_statistics.countRequest(known ? QString::fromLatin1(path) : QStringLiteral("other"));
    if (!known) {
        m_statistics.countRejected();
        return {HandlerReply::Action::Respond,
                HttpResponse::error(404, "no such endpoint: " + request.method + ' ' + path), 0};
    }
    if (path == "/health" || path == "/v1/models") {
        if (!get) {
            m_statistics.countRejected();
            return {HandlerReply::Action::Respond, methodNotAllowed("GET"), 0};
        }
        return {HandlerReply::Action::Respond, path == "/health" ? health() : models(), 0};
    }
    if (!post) {
        m_statistics.countRejected();
        return {HandlerReply::Action::Respond, methodNotAllowed("POST"), 0};
    }
    const Api api = path == "/v1/chat/completions" ? Api::ChatCompletions
                    : path == "/v1/completions"    ? Api::Completions
                                                   : Api::LlamaCompletion;
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

HandlerReply JudgeSimService::judging(const HttpRequest& request, Api api) {
    const int delay = m_options.latencyMilliseconds;
    if (loading()) {
        m_statistics.countLoading();
        return {HandlerReply::Action::Respond, HttpResponse::error(503, "Loading model"), 0};
    }
    const Fault fault = m_faults.draw();
    switch (fault) {
    case Fault::TooManyRequests: {
        m_statistics.countFault(fault);
        HttpResponse response =
            HttpResponse::error(429, "simulated rate limit: retry after the Retry-After delay");
        response.extraHeaders.append(
            {"Retry-After", QByteArray::number(m_options.retryAfterSeconds)});
        return {HandlerReply::Action::Respond, response, delay};
    }
    case Fault::ServerError:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Respond,
                HttpResponse::error(500, "simulated internal server error"), delay};
    case Fault::Timeout:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Hang, {}, 0};
    case Fault::Drop:
        m_statistics.countFault(fault);
        return {HandlerReply::Action::Drop, {}, delay};
    case Fault::None:
    case Fault::Malformed:
    case Fault::NoLogprobs:
        break;
    }
    return {HandlerReply::Action::Respond, judgingAnswer(request, api, fault), delay};
}

HttpResponse JudgeSimService::judgingAnswer(const HttpRequest& request, Api api, Fault fault) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        m_statistics.countRejected();
        return HttpResponse::error(
            400, "the request body is not valid JSON: " + parseError.errorString().toUtf8() +
                     " at offset " + QByteArray::number(parseError.offset));
    }
    if (!document.isObject()) {
        m_statistics.countRejected();
        return HttpResponse::error(400, "the request body must be a JSON object");
    }
    const QJsonObject object = document.object();
    storage::Result<JudgingRequest> judgingRequest =
        api == Api::ChatCompletions ? parseChatRequest(object)
        : api == Api::Completions   ? parseCompletionsRequest(object)
                                    : parseLlamaCompletionRequest(object);
    if (!judgingRequest) {
        m_statistics.countRejected();
        return HttpResponse::error(400, judgingRequest.error().message.toUtf8());
    }
    storage::Result<PairVerdict> verdict = m_judge.judge(judgingRequest->prompt);
    if (!verdict) {
        m_statistics.countRejected();
        return HttpResponse::error(400, verdict.error().message.toUtf8());
    }

    JudgingAnswer answer;
    answer.verdict = *verdict;
    answer.withLogprobs = judgingRequest->wantsLogprobs && fault != Fault::NoLogprobs;
    if (answer.withLogprobs) {
        answer.distribution = firstTokenDistribution(verdict->probability);
    }
    const int choices = api == Api::LlamaCompletion ? 1 : judgingRequest->choiceCount;
    const bool sample =
        fault == Fault::NoLogprobs || (!answer.withLogprobs && !judgingRequest->greedy);
    for (int i = 0; i < choices; ++i) {
        answer.labels.append(sample ? (m_sampling.bernoulli(verdict->probability) ? "A" : "B")
                                    : mostLikelyLabel(verdict->probability));
    }
    answer.model = m_options.modelName;
    answer.created = QDateTime::currentSecsSinceEpoch();
    answer.serial = ++m_serial;

    HttpResponse response;
    switch (api) {
    case Api::ChatCompletions:
        response.body = chatCompletionResponse(*judgingRequest, answer);
        break;
    case Api::Completions:
        response.body = completionsResponse(*judgingRequest, answer);
        break;
    case Api::LlamaCompletion:
        response.body =
            llamaCompletionResponse(*judgingRequest, answer, m_options.llamaLegacyProbabilities);
        break;
    }
    if (fault == Fault::Malformed) {
        m_statistics.countFault(fault);
        // Cut in the middle: an object missing its closing brace is never valid JSON.
        response.body.truncate(response.body.size() / 2);
        return response;
    }
    if (fault == Fault::NoLogprobs) {
        m_statistics.countFault(fault);
    }
    m_statistics.countAnswered(verdict->idA, verdict->idB);
    return response;
}

} // namespace pairrank::judgesim
