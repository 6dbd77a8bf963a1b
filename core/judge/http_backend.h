// The HTTP backends (openai-chat, openai-completions, llama-native,
// ollama-chat, ollama-generate): api_protocols.h builds the body and reads the
// answer; this class sends it to one endpoint of the judge's fleet and maps what
// happens to the engine's replies:
//   200 + probability / tie                    → answer
//   200 + model refusal                        → answer with status Refusal
//   200 + unusable first token (neither label,
//         labels' mass below the minimum,
//         one-hot probabilities)               → permanent failure with the reason
//   200 + unreadable body                      → retryable failure with the parser's detail
//   200 + no logprobs                          → that pair sampled (n = samples_without_logprobs)
//                                                — decided per answer, the next pair asks for
//                                                logprobs again — else permanent failure
//                                                "server returned no logprobs"
//   400/422 naming a lower top-k cap, or refusing the thinking switch
//                                              → the same request again without it, once per
//                                                attempt and kind, remembered for the judge
//   429, 408, 5xx (with Retry-After if sent)   → retryable failure
//   other 4xx                                  → permanent failure
//   timeout, refused/reset/dropped connection  → retryable failure, endpoint unreachable
// A Score request (absolute rating, paper 002 §3.2) is always sent in Logprobs
// mode, asking for top_logprobs 20 unless JudgeSettings::topLogprobs says
// otherwise (enough for the ten labels and some of their spellings; a server
// with a lower cap names it in a 400/422 and the request is sent again with the
// cap — OpenAI's legacy completions take 5, so only the five most likely score
// tokens are seen and the classes missing from them get 0). Its answer is read
// by parseScoreResponse: the class probabilities → answer; a refusal → answer
// with status Refusal; no logprobs → permanent failure "absolute scoring needs
// token logprobs; the server sent none" (sampled answers are not counted for
// scores); unusable or unreadable bodies, HTTP errors and network failures as
// for comparisons.
// https:// goes through QNetworkAccessManager, which opens at most 6 connections
// per host, so a pool of ceil(concurrency / 6) managers is used round-robin; TLS
// verification stays on. Plain http:// (local servers) goes through the much
// cheaper PlainHttpClient with each endpoint's concurrency kept-alive connections.
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

    // The base URL of the first endpoint (the local backend sets it once its server runs).
    void setBaseUrl(const QUrl& baseUrl);

    void start(AttemptId attempt, const PreparedRequest& request) override;
    void startOn(int endpoint, AttemptId attempt, const PreparedRequest& request) override;
    void cancel(AttemptId attempt) override;
    // GET /health (llama.cpp, vLLM, TGI, judge-sim) or /api/version (Ollama).
    void probe(int endpoint, ProbeDone done) override;

    // Ends every attempt in flight with a failure (the local server died).
    void failAllInFlight(const QString& reason, bool retryable);

private:
    struct Endpoint {
        QUrl baseUrl;
        int concurrency = 1;
        std::unique_ptr<PlainHttpClient> plain; // for http:// base URLs
    };
    // What one request on the wire was sent with, to tell whether a 400/422 that
    // names a limit is news or was already learnt from another attempt.
    struct Sent {
        int topLogprobs = 0;
        bool thinkingSwitch = false;
    };
    struct Attempt {
        QString prompt;
        JudgeTask task = JudgeTask::Compare;
        int endpoint = 0;
        RequestMode mode = RequestMode::Logprobs;
        int outstanding = 0; // requests on the wire (Sampling mode may send several)
        SampleCounts samples;
        QStringList texts;
        std::optional<qint64> promptTokens;
        std::optional<qint64> completionTokens;
        bool capRetried = false;
        bool thinkingRetried = false;
        std::vector<QNetworkReply*> replies;
        std::vector<quint64> plainRequests;
    };

    void send(AttemptId attempt, Attempt& state);
    void startSampling(AttemptId attempt, Attempt& state);
    void onReplyFinished(AttemptId attempt, QNetworkReply* reply, Sent sent);
    void onResult(AttemptId attempt, const HttpResult& result, const QString& path, Sent sent);
    bool resendWithin(Attempt& state, const HttpResult& result, Sent sent);
    void abortRequests(Attempt& state);
    void onAnswerBody(AttemptId attempt, Attempt& state, const QByteArray& body);
    void onScoreBody(AttemptId attempt, const QByteArray& body);
    BackendFailure malformedFailure(const QString& detail, const QByteArray& body) const;
    JudgeSettings settingsFor(JudgeTask task) const;
    void finish(AttemptId attempt, BackendReply reply);
    void get(int endpoint, const QString& path, std::function<void(const HttpResult&)> done);
    static HttpResult resultOf(QNetworkReply* reply);
    QUrl urlFor(int endpoint, const QString& path) const;
    QString redacted(const QString& text) const;
    void setEndpointUrl(Endpoint& endpoint, const QUrl& baseUrl);

    Backend m_protocol;
    JudgeSettings m_settings; // with the limits learnt from the servers
    LabelWords m_labels;
    QString m_apiKey;
    QNetworkRequest m_requestTemplate;
    std::vector<std::unique_ptr<QNetworkAccessManager>> m_managers;
    std::vector<Endpoint> m_endpoints;
    QByteArray m_plainHeaders;
    std::size_t m_nextManager = 0;
    std::unordered_map<AttemptId, Attempt> m_attempts;
};

} // namespace pairrank::judge
