// The HTTP backends (openai-chat, openai-completions, llama-native,
// ollama-chat, ollama-generate): api_protocols.h builds the body and reads the
// answer; this class sends it with QNetworkAccessManager and maps what happens
// to the engine's replies:
//   200 + probability / tie / refusal          → answer
//   200 + unreadable body                      → retryable failure with the parser's detail
//   200 + no logprobs                          → Sampling mode with n = samples_without_logprobs
//                                                (sticky for the server), else permanent
//                                                failure "server returned no logprobs"
//   429, 408, 5xx (with Retry-After if sent)   → retryable failure
//   other 4xx                                  → permanent failure
//   timeout, refused/reset/dropped connection  → retryable failure
// https:// goes through QNetworkAccessManager, which opens at most 6 connections
// per host, so a pool of ceil(concurrency / 6) managers is used round-robin; TLS
// verification stays on. Plain http:// (local servers) goes through the much
// cheaper PlainHttpClient with `concurrency` kept-alive connections.
// The API key goes into "Authorization: Bearer …" and is redacted from every
// reason and raw answer this backend reports.
#pragma once

#include "api_protocols.h"
#include "backend.h"
#include "judge_settings.h"
#include "label_tokens.h"
#include "plain_http_client.h"

#include <QNetworkRequest>
#include <QObject>
#include <QUrl>

#include <memory>
#include <unordered_map>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;

namespace pairrank::judge {

class HttpBackend : public QObject, public JudgeBackend {
    Q_OBJECT
public:
    // `protocol` is one of the five HTTP backends (isHttpProtocol).
    HttpBackend(Backend protocol, const JudgeSettings& settings, const LabelWords& labels,
                const QString& apiKey, QObject* parent = nullptr);
    ~HttpBackend() override;

    // The base URL requests go to (the local backend sets it once its server runs).
    void setBaseUrl(const QUrl& baseUrl);

    void start(AttemptId attempt, const PreparedRequest& request) override;
    void cancel(AttemptId attempt) override;

    // Ends every attempt in flight with a failure (the local server died).
    void failAllInFlight(const QString& reason, bool retryable);

private:
    struct Attempt {
        QString prompt;
        RequestMode mode = RequestMode::Logprobs;
        int outstanding = 0; // requests on the wire (Sampling mode may send several)
        SampleCounts samples;
        QStringList texts;
        std::optional<qint64> promptTokens;
        std::optional<qint64> completionTokens;
        std::vector<QNetworkReply*> replies;
        std::vector<quint64> plainRequests;
    };

    void send(AttemptId attempt, Attempt& state);
    void startSampling(AttemptId attempt, Attempt& state);
    void onReplyFinished(AttemptId attempt, QNetworkReply* reply);
    void onResult(AttemptId attempt, const HttpResult& result, const QString& path);
    void abortRequests(Attempt& state);
    void onAnswerBody(AttemptId attempt, Attempt& state, const QByteArray& body);
    void finish(AttemptId attempt, BackendReply reply);
    QUrl urlFor(const QString& path) const;
    QString redacted(const QString& text) const;

    Backend m_protocol;
    JudgeSettings m_settings;
    LabelWords m_labels;
    QString m_apiKey;
    QUrl m_baseUrl;
    QNetworkRequest m_requestTemplate;
    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    std::unique_ptr<PlainHttpClient> m_plain; // for http:// base URLs
    QByteArray m_plainHeaders;
    std::size_t m_nextManager = 0;
    bool m_serverLacksLogprobs = false;
    std::unordered_map<AttemptId, Attempt> m_attempts;
};

} // namespace pairrank::judge
