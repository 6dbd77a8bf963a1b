// The command line of pairrank-judge-sim.
//
// Its own options (a value may also be given as --option=value):
//   --port P                 0..65535, 0 = any free port (default 8080, like llama-server)
//   --host H                 127.0.0.1 or localhost only: the simulator never leaves loopback
//   --truth FILE             JSONL {"id": ..., "score": s, "text": "..."} per line
//   --project FILE --criterion NAME   truth from a PairRank project's reference scores
//   --seed X                 unsigned 64-bit (default 0)
//   --agreement R --slope S --noise N --position-bias B --temperature T
//                            the simulated judge (defaults 1, 1, 0.5, 0, 1)
//   --absolute-slope S --absolute-noise N --absolute-spread W
//                            its absolute ratings (defaults 1.5, 0.5, 1;
//                            core/stats/simulated_judge.h)
//   --latency-ms L           delay of every judging answer (default 0)
//   --startup-delay-ms D     /health answers 503 "loading model" for D ms after start
//   --fail-429 R --fail-500 R --fail-timeout R --fail-drop R --fail-malformed R
//   --fail-no-logprobs R --fail-refusal R
//                            fault rates in [0, 1], adding up to at most 1
//   --retry-after S          seconds in the Retry-After header of 429s (default 1)
//   --dialect ROUTE=NAME     the answer shape of a route (dialects.h); repeatable
//   --llama-legacy-probs     the same as --dialect llama=2024
//   --max-top-logprobs N     every route refuses a larger top-k (400/422 naming N)
//   --thinking               a thinking model: chat and Ollama answers start with
//                            "<think>" unless the request switches thinking off
//   --reject-thinking-switch 400 for a request that sends the thinking switch
//   --one-hot                every route reports probability 1 for the answer token
//   --request-log FILE       one JSON line per judging request, at the answer
//   -m/--model PATH, -a/--alias NAME   the model name reported in answers
//   -h/--help
//
// llama-server compatibility: so that PairRank's local-model backend can start this
// program in place of llama-server, every other argument that starts with '-' is
// accepted and ignored (e.g. -c 4096, -ngl 99, -t 4, --ctx-size, --n-gpu-layers);
// it takes the next argument as its value unless that one starts with '-' too. The
// simulator has no positional arguments, so a bare word that is not such a value is
// an error.
#pragma once

#include "core/stats/simulated_judge.h"
#include "dialects.h"
#include "fault_injector.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <variant>

namespace pairrank::judgesim {

// The simulator's judge when no option changes it: noise 0.5, else the defaults
// of stats::SimulatedJudgeSettings.
inline stats::SimulatedJudgeSettings defaultSimulatorJudge() {
    stats::SimulatedJudgeSettings settings;
    settings.noise = 0.5;
    return settings;
}

struct SimOptions {
    quint16 port = 8080;
    QString truthFile;
    QString projectFile;
    QString criterion;
    std::uint64_t seed = 0;
    // agreement 1, slope 1, noise 0.5, no bias, temperature 1, the rating defaults
    stats::SimulatedJudgeSettings judge = defaultSimulatorJudge();
    int latencyMilliseconds = 0;
    int startupDelayMilliseconds = 0;
    FaultRates faultRates;
    int retryAfterSeconds = 1;
    Dialects dialects;
    int maxTopLogprobs = 0; // 0: each dialect's own limit
    bool thinking = false;
    bool rejectThinkingSwitch = false;
    bool oneHot = false;
    QString requestLog;
    QString modelName = QStringLiteral("pairrank-judge-sim");
    QStringList ignoredOptions; // what was accepted for llama-server compatibility
};

struct HelpRequested {};

// The parsed options, a request for --help, or a one-line message naming the bad
// option (the program then exits with status 2). `arguments` excludes argv[0].
using OptionsOutcome = std::variant<SimOptions, HelpRequested, QString>;
OptionsOutcome parseOptions(const QStringList& arguments);

QString usageText();

} // namespace pairrank::judgesim
