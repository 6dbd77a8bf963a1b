#include "http_backend.h"

#include "api_key.h"
#include "protocol_support.h"
#include "retry_policy.h"
#include "server_limits.h"
#include "text_excerpt.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <algorithm>

namespace pairrank::judge {

namespace {

// Qt opens at most this many HTTP/1.1 connections per host and manager.
constexpr int kConnectionsPerManager = 6;
constexpr qsizetype kBodyExcerptLength = 300;

QString bodyExcerpt(const QByteArray& body) {
    return excerpt(body, kBodyExcerptLength);
}

bool isRetryableStatus(int status) {
    return status == 408 || status == 425 || status == 429 || status >= 500;
}

QByteArray requestTarget(const QUrl& url) {
    return url.path(QUrl::FullyEncoded).toUtf8() +
           (url.hasQuery() ? "?" + url.query(QUrl::FullyEncoded).toUtf8() : QByteArray());
}

} // namespace

HttpBackend::HttpBackend(Backend protocol, const JudgeSettings& settings, const LabelWords& labels,
                         const QString& apiKey, QObject* parent)
    : QObject(parent)
    , m_protocol(protocol)
    , m_settings(settings)
    , m_labels(labels)
    , m_apiKey(apiKey) {
    const int managers =
        std::max(1, (settings.concurrency + kConnectionsPerManager - 1) / kConnectionsPerManager);
    for (int i = 0; i < managers; ++i) {
        auto manager = std::make_unique<QNetworkAccessManager>();
        // Redirects could carry the key elsewhere: only same-origin ones are followed.
        manager->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
        m_managers.push_back(std::move(manager));
    }
    m_requestTemplate.setHeader(QNetworkRequest::ContentTypeHeader,
                                QByteArrayLiteral("application/json"));
    m_requestTemplate.setRawHeader(QByteArrayLiteral("Accept"),
                                   QByteArrayLiteral("application/json"));
    if (!m_apiKey.isEmpty()) {
        m_requestTemplate.setRawHeader(QByteArrayLiteral("Authorization"),
                                       QByteArrayLiteral("Bearer ") + m_apiKey.toUtf8());
    }
    m_requestTemplate.setTransferTimeout(std::max(1, settings.timeoutMilliseconds));
    m_requestTemplate.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    if (!m_apiKey.isEmpty()) {
        m_plainHeaders = QByteArrayLiteral("Authorization: Bearer ") + m_apiKey.toUtf8() + "\r\n";
    }
    QList<JudgeEndpoint> endpoints = settings.endpoints;
    if (endpoints.isEmpty()) {
        endpoints.append(JudgeEndpoint{settings.endpoint, settings.concurrency});
    }
    m_endpoints.resize(static_cast<std::size_t>(endpoints.size()));
    for (qsizetype i = 0; i < endpoints.size(); ++i) {
        Endpoint& endpoint = m_endpoints[static_cast<std::size_t>(i)];
        endpoint.concurrency = endpoints[i].concurrency;
        setEndpointUrl(endpoint, endpoints[i].url);
    }
}

HttpBackend::~HttpBackend() {
    for (auto& [attempt, state] : m_attempts) {
        abortRequests(state);
    }
}

void HttpBackend::setEndpointUrl(Endpoint& endpoint, const QUrl& baseUrl) {
    endpoint.baseUrl = baseUrl;
    endpoint.plain.reset();
    if (baseUrl.scheme() == QStringLiteral("http") && !baseUrl.host().isEmpty()) {
        endpoint.plain = std::make_unique<PlainHttpClient>(
            baseUrl.host(), static_cast<quint16>(baseUrl.port(80)), endpoint.concurrency,
            m_settings.timeoutMilliseconds, m_plainHeaders);
    }
}

void HttpBackend::setBaseUrl(const QUrl& baseUrl) {
    setEndpointUrl(m_endpoints.front(), baseUrl);
}

void HttpBackend::abortRequests(Attempt& state) {
    for (QNetworkReply* reply : state.replies) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    state.replies.clear();
    if (PlainHttpClient* plain =
            m_endpoints[static_cast<std::size_t>(state.endpoint)].plain.get()) {
        for (const quint64 request : state.plainRequests) {
            plain->cancel(request);
        }
    }
    state.plainRequests.clear();
}

QUrl HttpBackend::urlFor(int endpoint, const QString& path) const {
    QUrl url = m_endpoints[static_cast<std::size_t>(endpoint)].baseUrl;
    QString basePath = url.path();
    while (basePath.endsWith(QLatin1Char('/'))) {
        basePath.chop(1);
    }
    QString relative = path;
    // "https://api.example.com/v1" + "/v1/chat/completions" must not repeat the "/v1".
    if (basePath.endsWith(QStringLiteral("/v1")) && relative.startsWith(QStringLiteral("/v1/"))) {
        relative = relative.mid(3);
    }
    url.setPath(basePath + relative);
    return url;
}

QString HttpBackend::redacted(const QString& text) const {
    return redactSecret(text, m_apiKey);
}

void HttpBackend::start(AttemptId attempt, const PreparedRequest& request) {
    startOn(0, attempt, request);
}

void HttpBackend::startOn(int endpoint, AttemptId attempt, const PreparedRequest& request) {
    Attempt& state = m_attempts[attempt];
    state.prompt = request.prompt;
    state.task = request.pair.task;
    state.endpoint = std::clamp(endpoint, 0, static_cast<int>(m_endpoints.size()) - 1);
    state.mode = RequestMode::Logprobs;
    send(attempt, state);
}

void HttpBackend::startSampling(AttemptId attempt, Attempt& state) {
    state.mode = RequestMode::Sampling;
    state.samples = {};
    state.texts.clear();
    // llama.cpp and Ollama return one sample per request, the OpenAI APIs n at once.
    const int perRequest = samplesPerRequest(m_protocol, m_settings);
    const int requests = (m_settings.samplesWithoutLogprobs + perRequest - 1) / perRequest;
    for (int i = 0; i < requests; ++i) {
        send(attempt, state);
    }
}

JudgeSettings HttpBackend::settingsFor(JudgeTask task) const {
    // Ten labels, some in two spellings (" 7", "7"): more than a comparison's top 5.
    constexpr int kScoreTopLogprobs = 20;
    JudgeSettings settings = m_settings;
    if (task == JudgeTask::Score && settings.topLogprobs <= 0) {
        settings.topLogprobs = kScoreTopLogprobs;
    }
    return settings;
}

void HttpBackend::send(AttemptId attempt, Attempt& state) {
    const JudgeSettings settings = settingsFor(state.task);
    const Result<ProtocolRequest> built =
        buildRequest(m_protocol, state.prompt, settings, state.mode);
    ++state.outstanding;
    if (!built.ok()) {
        // Complete later, as the backend contract requires.
        QMetaObject::invokeMethod(
            this,
            [this, attempt, reason = built.error().message] {
                if (m_attempts.contains(attempt)) {
                    finish(attempt,
                           BackendFailure{reason, false, std::nullopt, {}, EndpointHealth::Fine});
                }
            },
            Qt::QueuedConnection);
        return;
    }
    const Sent sent{protocol::requestedTopLogprobs(m_protocol, settings), settings.disableThinking};
    const QUrl url = urlFor(state.endpoint, built->path);
    const QByteArray body = QJsonDocument(built->body).toJson(QJsonDocument::Compact);
    if (PlainHttpClient* plain =
            m_endpoints[static_cast<std::size_t>(state.endpoint)].plain.get()) {
        const QString path = url.path();
        state.plainRequests.push_back(
            plain->post(requestTarget(url), body, [this, attempt, path, sent](HttpResult result) {
                onResult(attempt, result, path, sent);
            }));
        return;
    }
    QNetworkRequest request = m_requestTemplate;
    request.setUrl(url);
    QNetworkAccessManager& manager = *m_managers[m_nextManager];
    m_nextManager = (m_nextManager + 1) % m_managers.size();
    QNetworkReply* reply = manager.post(request, body);
    state.replies.push_back(reply);
    connect(reply, &QNetworkReply::finished, this,
            [this, attempt, reply, sent] { onReplyFinished(attempt, reply, sent); });
}

HttpResult HttpBackend::resultOf(QNetworkReply* reply) {
    HttpResult result;
    result.body = reply->isOpen() ? reply->readAll() : QByteArray();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.retryAfter = reply->rawHeader(QByteArrayLiteral("Retry-After"));
    const QNetworkReply::NetworkError error = reply->error();
    if (result.status == 0 || (error != QNetworkReply::NoError && result.status < 400)) {
        result.status = 0;
        // Our transfer timeout aborts with OperationCanceledError (Qt 6.4) or TimeoutError.
        result.timedOut =
            error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError;
        result.networkError = reply->errorString();
    }
    return result;
}

void HttpBackend::onReplyFinished(AttemptId attempt, QNetworkReply* reply, Sent sent) {
    reply->deleteLater();
    const auto found = m_attempts.find(attempt);
    if (found == m_attempts.end()) {
        return;
    }
    std::erase(found->second.replies, reply);
    const HttpResult result = resultOf(reply);
    const QNetworkReply::NetworkError error = reply->error();
    if (result.status == 0 && (error == QNetworkReply::SslHandshakeFailedError ||
                               error == QNetworkReply::ProtocolUnknownError ||
                               error == QNetworkReply::HostNotFoundError)) {
        finish(attempt, BackendFailure{
                            QStringLiteral("network error: %1").arg(redacted(result.networkError)),
                            false,
                            std::nullopt,
                            {},
                            EndpointHealth::Unreachable});
        return;
    }
    onResult(attempt, result, reply->url().path(), sent);
}

bool HttpBackend::resendWithin(Attempt& state, const HttpResult& result, Sent sent) {
    if (result.status != 400 && result.status != 422) {
        return false;
    }
    if (!state.capRetried) {
        if (const std::optional<int> cap = topLogprobsCapFromError(result.body, sent.topLogprobs)) {
            state.capRetried = true;
            if (m_settings.topLogprobsCap == 0 || *cap < m_settings.topLogprobsCap) {
                m_settings.topLogprobsCap = *cap;
            }
            return true;
        }
    }
    if (!state.thinkingRetried && sent.thinkingSwitch && rejectsThinkingSwitch(result.body)) {
        state.thinkingRetried = true;
        m_settings.disableThinking = false;
        return true;
    }
    return false;
}

void HttpBackend::onResult(AttemptId attempt, const HttpResult& result, const QString& path,
                           Sent sent) {
    const auto found = m_attempts.find(attempt);
    if (found == m_attempts.end()) {
        return;
    }
    Attempt& state = found->second;
    --state.outstanding;
    if (result.status == 0) {
        const QString reason =
            result.timedOut
                ? QStringLiteral("timeout: no answer within %1 ms")
                      .arg(m_settings.timeoutMilliseconds)
                : QStringLiteral("network error: %1").arg(redacted(result.networkError));
        finish(attempt,
               BackendFailure{reason, true, std::nullopt, {}, EndpointHealth::Unreachable});
        return;
    }
    if (resendWithin(state, result, sent)) {
        send(attempt, state);
        return;
    }
    if (result.status != 200) {
        const QString quoted = redacted(bodyExcerpt(result.body));
        const QString reason =
            QStringLiteral("HTTP %1 from %2: %3").arg(result.status).arg(path, quoted);
        const auto retryAfter =
            parseRetryAfterMilliseconds(result.retryAfter, QDateTime::currentDateTimeUtc());
        finish(attempt, BackendFailure{reason, isRetryableStatus(result.status), retryAfter, quoted,
                                       result.status >= 500 ? EndpointHealth::ServerError
                                                            : EndpointHealth::Fine});
        return;
    }
    onAnswerBody(attempt, state, result.body);
}

BackendFailure HttpBackend::malformedFailure(const QString& detail, const QByteArray& body) const {
    return BackendFailure{QStringLiteral("malformed response: %1").arg(redacted(detail)), true,
                          std::nullopt, redacted(bodyExcerpt(body))};
}

void HttpBackend::onScoreBody(AttemptId attempt, const QByteArray& body) {
    ParsedScore parsed =
        parseScoreResponse(m_protocol, body, InterpretOptions{m_settings.minimumLabelMass});
    BackendAnswer answer;
    answer.rawAnswer = redacted(parsed.rawText);
    answer.promptTokens = parsed.promptTokens;
    answer.completionTokens = parsed.completionTokens;
    switch (parsed.kind) {
    case ParsedKind::Malformed:
        finish(attempt, malformedFailure(parsed.detail, body));
        return;
    case ParsedKind::NoLogprobs:
        finish(attempt, BackendFailure{QStringLiteral("absolute scoring needs token logprobs; "
                                                      "the server sent none"),
                                       false, std::nullopt, redacted(parsed.rawText)});
        return;
    case ParsedKind::Unusable:
    case ParsedKind::Tie:
        // The same question would get the same answer: not retried.
        finish(attempt, BackendFailure{redacted(parsed.detail), false, std::nullopt,
                                       redacted(parsed.rawText)});
        return;
    case ParsedKind::Refusal:
        answer.status = domain::JudgementStatus::Refusal;
        answer.refusalReason = redacted(parsed.detail);
        break;
    case ParsedKind::Probability:
        answer.status = domain::JudgementStatus::Ok;
        answer.classProbabilities = scoreClassesOf(parsed.classProbabilities);
        break;
    }
    finish(attempt, std::move(answer));
}

void HttpBackend::onAnswerBody(AttemptId attempt, Attempt& state, const QByteArray& body) {
    if (state.task == JudgeTask::Score) {
        onScoreBody(attempt, body);
        return;
    }
    ParsedAnswer parsed = parseComparativeResponse(m_protocol, body, m_labels, state.mode,
                                                   InterpretOptions{m_settings.minimumLabelMass});
    switch (parsed.kind) {
    case ParsedKind::Malformed:
        finish(attempt, malformedFailure(parsed.detail, body));
        return;
    case ParsedKind::NoLogprobs:
        if (m_settings.samplesWithoutLogprobs <= 0) {
            finish(attempt,
                   BackendFailure{
                       QStringLiteral("server returned no logprobs (set "
                                      "samples_without_logprobs to sample answers instead)"),
                       false, std::nullopt, redacted(parsed.rawText)});
            return;
        }
        // This pair only: the next one asks for logprobs again.
        startSampling(attempt, state);
        return;
    case ParsedKind::Unusable:
        // The same question would get the same answer: not retried.
        finish(attempt, BackendFailure{redacted(parsed.detail), false, std::nullopt,
                                       redacted(parsed.rawText)});
        return;
    case ParsedKind::Probability:
    case ParsedKind::Tie:
    case ParsedKind::Refusal:
        break;
    }
    if (state.promptTokens || parsed.promptTokens) {
        state.promptTokens = state.promptTokens.value_or(0) + parsed.promptTokens.value_or(0);
    }
    if (state.completionTokens || parsed.completionTokens) {
        state.completionTokens =
            state.completionTokens.value_or(0) + parsed.completionTokens.value_or(0);
    }
    if (state.mode == RequestMode::Sampling) {
        state.samples += parsed.samples;
        state.texts.append(parsed.rawText);
        if (state.outstanding > 0) {
            return;
        }
        parsed = answerFromSamples(state.samples, state.texts.join(QStringLiteral(" | ")));
    }
    BackendAnswer answer;
    answer.rawAnswer = redacted(parsed.rawText);
    answer.promptTokens = state.promptTokens;
    answer.completionTokens = state.completionTokens;
    switch (parsed.kind) {
    case ParsedKind::Probability:
        answer.status = domain::JudgementStatus::Ok;
        answer.p = parsed.p;
        break;
    case ParsedKind::Tie:
        answer.status = domain::JudgementStatus::Tie;
        answer.p = parsed.p.value_or(0.5);
        break;
    default:
        answer.status = domain::JudgementStatus::Refusal;
        answer.refusalReason = redacted(parsed.detail);
        break;
    }
    finish(attempt, std::move(answer));
}

void HttpBackend::finish(AttemptId attempt, BackendReply reply) {
    const auto found = m_attempts.find(attempt);
    if (found == m_attempts.end()) {
        return;
    }
    abortRequests(found->second);
    m_attempts.erase(found);
    complete(attempt, std::move(reply));
}

void HttpBackend::cancel(AttemptId attempt) {
    const auto found = m_attempts.find(attempt);
    if (found == m_attempts.end()) {
        return;
    }
    abortRequests(found->second);
    m_attempts.erase(found);
}

void HttpBackend::get(int endpoint, const QString& path,
                      std::function<void(const HttpResult&)> done) {
    const QUrl url = urlFor(endpoint, path);
    if (PlainHttpClient* plain = m_endpoints[static_cast<std::size_t>(endpoint)].plain.get()) {
        plain->get(requestTarget(url),
                   [done = std::move(done)](HttpResult result) { done(result); });
        return;
    }
    QNetworkRequest request = m_requestTemplate;
    request.setUrl(url);
    QNetworkReply* reply = m_managers.front()->get(request);
    connect(reply, &QNetworkReply::finished, this, [reply, done = std::move(done)] {
        reply->deleteLater();
        done(resultOf(reply));
    });
}

void HttpBackend::probe(int endpoint, ProbeDone done) {
    const bool ollama = m_protocol == Backend::OllamaChat || m_protocol == Backend::OllamaGenerate;
    get(std::clamp(endpoint, 0, static_cast<int>(m_endpoints.size()) - 1),
        ollama ? QStringLiteral("/api/version") : QStringLiteral("/health"),
        [done = std::move(done)](const HttpResult& result) {
            // Any answer but a 5xx (503 "loading model" included) means it serves again.
            done(result.status > 0 && result.status < 500);
        });
}

void HttpBackend::failAllInFlight(const QString& reason, bool retryable) {
    std::vector<AttemptId> attempts;
    for (const auto& entry : m_attempts) {
        attempts.push_back(entry.first);
    }
    for (const AttemptId attempt : attempts) {
        finish(attempt, BackendFailure{reason, retryable, std::nullopt, {}, EndpointHealth::Fine});
    }
}

} // namespace pairrank::judge
