// The simulator's request handler: routes every HTTP request, injects faults and
// latency into judging requests, and keeps the statistics.
//
// Routes:
//   POST /v1/chat/completions, POST /v1/completions, POST /completion   judging
//   GET  /health       200 {"status":"ok"}; 503 {"status":"loading model"} while
//                      --startup-delay-ms has not elapsed (judging requests get
//                      llama-server's 503 error meanwhile)
//   GET  /v1/models    {"object":"list","data":[{"id": model, "object":"model", ...}]}
//   GET  /stats        sim_statistics.h;  POST /stats/reset  {"status":"reset"}
//   anything else      404 (unknown path) or 405 (known path, wrong method), JSON errors
//
// A judging request: the fault is drawn first (429 with Retry-After, 500, timeout
// = never answered, drop = connection closed unanswered); then the body is read
// (400 naming the problem: bad JSON, bad field, not exactly two candidates); then
// the answer is built (malformed = the first half of the real JSON body with
// status 200; no-logprobs = sampled labels, no logprobs fields). Every judging
// reply except a timeout waits --latency-ms first.
#pragma once

#include "fault_injector.h"
#include "http_connection.h"
#include "prompt_judge.h"
#include "sim_options.h"
#include "sim_statistics.h"

#include <QElapsedTimer>

namespace pairrank::judgesim {

class JudgeSimService {
public:
    JudgeSimService(PromptJudge judge, SimOptions options);

    HandlerReply handle(const HttpRequest& request);

private:
    enum class Api { ChatCompletions, Completions, LlamaCompletion };

    HandlerReply judging(const HttpRequest& request, Api api);
    HttpResponse judgingAnswer(const HttpRequest& request, Api api, Fault fault);
    HttpResponse health() const;
    HttpResponse models() const;
    bool loading() const;

    PromptJudge m_judge;
    SimOptions m_options;
    FaultInjector m_faults;
    stats::Random m_sampling; // labels of sampled answers
    SimStatistics m_statistics;
    QElapsedTimer m_sinceStart;
    qint64 m_serial = 0;
};

} // namespace pairrank::judgesim
