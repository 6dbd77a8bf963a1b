// The typed form of a domain::JudgeConfig (DESIGN.md §4). The project stores
// the config's `settings` as JSON; these are its members (all optional, with the
// defaults below). No member ever holds a secret: the API key is read from the
// environment variable named by the config, or from a key file created with
// 0600 permissions (api_key_file), at Judge::create() time.
//
//   backend (JudgeConfig::backend):
//     "openai-chat"        OpenAI-compatible /v1/chat/completions with logprobs
//     "openai-completions" OpenAI-compatible /v1/completions with logprobs
//     "llama-native"       llama.cpp /completion with n_probs
//     "ollama-chat"        Ollama /api/chat with logprobs + top_logprobs
//     "ollama-generate"    Ollama /api/generate with logprobs + top_logprobs
//     "local"              start `local_server_program` (llama-server by default)
//                          on a free loopback port and talk to it with
//                          `local_protocol` (one of the HTTP backends above)
//     "command"            a program (JudgeConfig::endpoint) started without a shell,
//                          one JSON request per line on stdin, one JSON answer per line
//     "simulated"          core/stats' simulated judge, in-process
//   endpoint: base URL (http[s]://host:port) or the command's program path.
//   JSON settings members:
//     endpoints ([{url, concurrency}], HTTP backends): a judge fleet, several servers of the
//       same model, each with its own concurrency limit; when given, `endpoint` is empty
//       or the first url. Without it the fleet is `endpoint` alone with `concurrency`.
//     concurrency (int, 8), requests_per_minute (0 = unlimited), tokens_per_minute (0),
//     timeout_ms (60000), max_attempts (5), backoff_initial_ms (500), backoff_max_ms (30000),
//     circuit_breaker_failures (10 consecutive failures open the circuit),
//     budget_calls (0 = unlimited), budget_tokens (0), budget_money (0),
//     price_prompt_per_million (0), price_completion_per_million (0), currency ("USD"),
//     top_logprobs (0 = each API's default, 5 for openai-completions and 20 for the others;
//       see api_protocols.h), temperature (0),
//     samples_without_logprobs (0 = fail when an answer has no logprobs; n > 0: sample
//       that pair's n answers and count, p = (#A + 0.5)/(n + 1)),
//     min_label_mass (0.01: an answer whose label tokens hold less of the first token's
//       probability fails), disable_thinking (true: send each API's switch that turns a
//       thinking model's reasoning off),
//     system_prompt (""), extra_body (object merged into each request body),
//     api_key_file (path of a 0600 file holding the key),
//     local_server_program ("llama-server"), local_model_path (""), local_protocol
//       ("llama-native"), local_extra_arguments ([]), local_startup_timeout_ms (60000),
//     command_arguments ([]),
//     simulated: {agreement, slope, noise, position_bias, temperature, seed,
//                 truth_criterion (reference score used as hidden truth; empty = drawn),
//                 latency_ms (each answer's delay, 0), absolute_slope (1.5),
//                 absolute_noise (0.5), absolute_spread (1.0): the absolute ratings of
//                 core/stats/simulated_judge.h}
#pragma once

#include "core/domain/judge_config.h"
#include "judge_result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace pairrank::judge {

enum class Backend {
    OpenAiChat,
    OpenAiCompletions,
    LlamaNative,
    OllamaChat,
    OllamaGenerate,
    Local,
    Command,
    Simulated,
};

QString backendName(Backend backend); // "openai-chat", …
std::optional<Backend> backendFromName(const QString& name);

struct SimulatedJudgeOptions {
    double agreement = 1.0;
    double slope = 1.0;
    double noise = 0.5;
    double positionBias = 0.0;
    double temperature = 1.0;
    quint64 seed = 0;
    QString truthCriterion; // reference-score criterion used as the hidden truth; empty: drawn
    // Each answer arrives this many milliseconds after its request, like a remote judge's
    // would, so that a demo run lasts long enough to be watched; 0: at once.
    int latencyMilliseconds = 0;
    // Absolute ratings (stats::SimulatedJudgeSettings::absoluteSlope … absoluteSpread).
    double absoluteSlope = 1.5;
    double absoluteNoise = 0.5;
    double absoluteSpread = 1.0;
};

// One server of a judge fleet.
struct JudgeEndpoint {
    QUrl url;
    int concurrency = 8; // requests on the wire at once, at most

    friend bool operator==(const JudgeEndpoint&, const JudgeEndpoint&) = default;
};

struct JudgeSettings {
    Backend backend = Backend::Simulated;
    QUrl endpoint;   // HTTP backends: the first of `endpoints`
    QString program; // command backend
    QString model;
    QString apiKeyEnvironmentVariable;
    QString apiKeyFile;

    // HTTP backends: every server of the fleet (at least one); empty otherwise.
    QList<JudgeEndpoint> endpoints;
    // Requests in flight at once: the sum of the endpoints' limits for HTTP backends.
    int concurrency = 8;
    int requestsPerMinute = 0;
    qint64 tokensPerMinute = 0;
    int timeoutMilliseconds = 60000;
    int maxAttempts = 5;
    int backoffInitialMilliseconds = 500;
    int backoffMaxMilliseconds = 30000;
    int circuitBreakerFailures = 10;

    qint64 budgetCalls = 0;
    qint64 budgetTokens = 0;
    double budgetMoney = 0.0;
    double pricePromptPerMillion = 0.0;
    double priceCompletionPerMillion = 0.0;
    QString currency = QStringLiteral("USD");

    int topLogprobs = 0; // 0: defaultTopLogprobs() of the backend
    // A lower top-k a server named in a 400/422 answer; 0 = none. Not a setting:
    // the HTTP backend learns it and keeps it for the judge's life.
    int topLogprobsCap = 0;
    double minimumLabelMass = 0.01;
    bool disableThinking = true;
    double temperature = 0.0;
    int samplesWithoutLogprobs = 0;
    QString systemPrompt;
    QJsonObject extraBody;

    QString localServerProgram = QStringLiteral("llama-server");
    QString localModelPath;
    Backend localProtocol = Backend::LlamaNative;
    QStringList localExtraArguments;
    int localStartupTimeoutMilliseconds = 60000;

    QStringList commandArguments;

    SimulatedJudgeOptions simulated;

    // Reads a config; the message names the bad member ("settings.concurrency must be ≥ 1").
    static Result<JudgeSettings> fromConfig(const domain::JudgeConfig& config);
    // Writes the config back (name and id are the caller's). Never writes a key.
    domain::JudgeConfig toConfig(const QString& name) const;
};

} // namespace pairrank::judge
