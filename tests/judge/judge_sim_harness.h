// For the suites of app/judge-sim: the simulator launcher (judge_sim_process.h,
// the executable named by PAIRRANK_JUDGE_SIM_PATH) and a blocking HTTP exchange
// over QNetworkAccessManager that waits on the reply's signal.
#pragma once

#include "judge_sim_process.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QUrl>

#ifndef PAIRRANK_JUDGE_SIM_PATH
#error "PAIRRANK_JUDGE_SIM_PATH must name the pairrank-judge-sim executable"
#endif

namespace pairrank::judgesim::testing {

using SimulatorProcess = judge::testing::JudgeSimProcess;

// One finished HTTP exchange.
struct HttpExchange {
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    int status = 0; // 0 when no response arrived
    QByteArray body;
    QByteArray retryAfter;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

// Sends a request and waits (on the reply's signal) for it to finish.
inline HttpExchange exchange(QNetworkAccessManager& network, const QUrl& url,
                             const QByteArray& method, const QByteArray& body = {},
                             int transferTimeoutMs = 0) {
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    if (transferTimeoutMs > 0) {
        request.setTransferTimeout(transferTimeoutMs);
    }
    QNetworkReply* reply = network.sendCustomRequest(request, method, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!reply->isFinished()) {
        finished.wait(30000);
    }
    HttpExchange result;
    result.error = reply->error();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.retryAfter = reply->rawHeader("Retry-After");
    reply->deleteLater();
    return result;
}

inline HttpExchange postJson(QNetworkAccessManager& network, const QUrl& url,
                             const QJsonObject& body, int transferTimeoutMs = 0) {
    return exchange(network, url, "POST", QJsonDocument(body).toJson(QJsonDocument::Compact),
                    transferTimeoutMs);
}

} // namespace pairrank::judgesim::testing
