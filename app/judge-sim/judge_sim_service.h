// The simulator's request handler: routes every HTTP request, injects faults and
// latency into judging requests, answers in each route's dialect (dialects.h),
// and keeps the statistics and the request log.
//
// Routes:
//   POST /v1/chat/completions, /v1/completions, /completion, /api/chat, /api/generate
//                      judging
//   GET  /health       200 {"status":"ok"}; 503 {"status":"loading model"} while
//                      --startup-delay-ms has not elapsed (judging requests get
//                      llama-server's 503 error meanwhile)
//   GET  /api/version  {"version": "0.12.11"} (Ollama's)
//   GET  /v1/models    {"object":"list","data":[{"id": model, "object":"model", ...}]}
//   GET  /stats        sim_statistics.h;  POST /stats/reset  {"status":"reset"}
//   anything else      404 (unknown path) or 405 (known path, wrong method), JSON errors
//
// A judging request: the fault is drawn first (429 with Retry-After, 500, timeout
// = never answered, drop = connection closed unanswered); then the body is read
// (400 naming the problem: bad JSON, bad field, neither one candidate nor two, a
// top-k above the dialect's limit — 422 for TGI —, a refused thinking switch);
// then the answer is built (malformed = the first half of the real JSON body
// with status 200; no-logprobs = sampled labels, no logprobs fields; refusal =
// the API's refusal, or "I'm sorry" without a label where it has none). With
// --thinking, chat and Ollama answers start with "<think>" unless the request
// switched thinking off. Every judging reply except a timeout waits
// --latency-ms first. The request log (--request-log) gets one JSON line per
// judging request when its reply is written:
//   {"route", "status", "fault", "logprobs" (asked for), "top", "thinking_off",
//    "pair" ("idA|idB", absent when the pair is unknown)}; a rating (a prompt
//   showing one candidate, prompt_judge.h) has "task": "score" and "candidate"
//   (its id) instead of "pair", and its answers carry the score labels' logprobs
//   (label_distribution.h) in the same shapes, with the same faults and top-k limits.
#pragma once

#include "fault_injector.h"
#include "prompt_judge.h"
#include "sim_http_server.h"
#include "sim_options.h"
#include "sim_statistics.h"

#include <QElapsedTimer>
#include <QFile>

namespace pairrank::judgesim {

struct JudgingRequest;

class JudgeSimService {
public:
    JudgeSimService(PromptJudge judge, SimOptions options);

    HandlerReply handle(const HttpRequest& request);
    // False when --request-log cannot be opened (the message says why).
    std::optional<QString> openRequestLog();

private:
    enum class Api { ChatCompletions, Completions, LlamaCompletion, OllamaChat, OllamaGenerate };

    HandlerReply judging(const HttpRequest& request, Api api);
    HandlerReply judgingAnswer(const HttpRequest& request, Api api, Fault fault, int delay);
    std::optional<HttpResponse> refusedLimits(const JudgingRequest& request, Api api) const;
    void logRequest(const QByteArray& path, int status, Fault fault, const JudgingRequest* request,
                    const PairVerdict* verdict);
    HttpResponse health() const;
    HttpResponse models() const;
    bool loading() const;

    PromptJudge m_judge;
    SimOptions m_options;
    FaultInjector m_faults;
    stats::Random m_sampling; // labels of sampled answers
    SimStatistics m_statistics;
    QFile m_requestLog;
    QElapsedTimer m_sinceStart;
    qint64 m_serial = 0;
};

} // namespace pairrank::judgesim
