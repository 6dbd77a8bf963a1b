#include "judge_settings.h"

#include "api_protocols.h"
#include "json_member_reader.h"

#include <QJsonArray>

#include <array>
#include <limits>
#include <utility>

namespace pairrank::judge {
namespace {

constexpr std::array<std::pair<Backend, const char*>, 8> kBackendNames{{
    {Backend::OpenAiChat, "openai-chat"},
    {Backend::OpenAiCompletions, "openai-completions"},
    {Backend::LlamaNative, "llama-native"},
    {Backend::OllamaChat, "ollama-chat"},
    {Backend::OllamaGenerate, "ollama-generate"},
    {Backend::Local, "local"},
    {Backend::Command, "command"},
    {Backend::Simulated, "simulated"},
}};

constexpr int kIntMax = std::numeric_limits<int>::max();
constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();
constexpr double kInfinity = std::numeric_limits<double>::infinity();

void readSimulated(JsonMemberReader& reader, SimulatedJudgeOptions& options) {
    const QJsonValue value = reader.take(QStringLiteral("simulated"));
    if (value.isUndefined() || reader.failed()) {
        return;
    }
    if (!value.isObject()) {
        reader.fail(QStringLiteral("settings.simulated must be a JSON object"));
        return;
    }
    JsonMemberReader simulated(value.toObject(), QStringLiteral("settings.simulated"));
    simulated.number(QStringLiteral("agreement"), -1.0, 1.0, options.agreement);
    simulated.number(QStringLiteral("slope"), -kInfinity, kInfinity, options.slope);
    simulated.number(QStringLiteral("noise"), 0.0, kInfinity, options.noise);
    simulated.number(QStringLiteral("position_bias"), -kInfinity, kInfinity, options.positionBias);
    simulated.number(QStringLiteral("temperature"), 0.0, kInfinity, options.temperature, true);
    // JSON numbers are doubles: seeds above 2^53 would be rounded.
    qint64 seed = static_cast<qint64>(options.seed);
    simulated.integer(QStringLiteral("seed"), qint64{0}, qint64{1} << 53, seed);
    options.seed = static_cast<quint64>(seed);
    simulated.string(QStringLiteral("truth_criterion"), options.truthCriterion);
    simulated.integer(QStringLiteral("latency_ms"), 0, 60'000, options.latencyMilliseconds);
    simulated.number(QStringLiteral("absolute_slope"), -kInfinity, kInfinity,
                     options.absoluteSlope);
    simulated.number(QStringLiteral("absolute_noise"), 0.0, kInfinity, options.absoluteNoise);
    simulated.number(QStringLiteral("absolute_spread"), 0.0, kInfinity, options.absoluteSpread,
                     true);
    simulated.rejectUnknownMembers();
    if (simulated.failed()) {
        reader.fail(simulated.error());
    }
}

Result<QUrl> httpUrl(const QString& text, const QString& what) {
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http" && scheme != u"https") || url.host().isEmpty()) {
        return makeError(QStringLiteral("%1 \"%2\" is not an http:// or https:// URL with a host")
                             .arg(what, text));
    }
    return url;
}

// settings.endpoints: [{"url": ..., "concurrency": n}, ...], at least one.
Result<QList<JudgeEndpoint>> readEndpoints(const QJsonValue& value, int defaultConcurrency) {
    if (!value.isArray() || value.toArray().isEmpty()) {
        return makeError(QStringLiteral("settings.endpoints must be a non-empty list of "
                                        "{\"url\": ..., \"concurrency\": n}"));
    }
    QList<JudgeEndpoint> endpoints;
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString prefix = QStringLiteral("settings.endpoints[%1]").arg(i);
        if (!list[i].isObject()) {
            return makeError(QStringLiteral("%1 must be a JSON object").arg(prefix));
        }
        JsonMemberReader reader(list[i].toObject(), prefix);
        QString url;
        JudgeEndpoint endpoint;
        endpoint.concurrency = defaultConcurrency;
        reader.string(QStringLiteral("url"), url, true);
        reader.integer(QStringLiteral("concurrency"), 1, 4096, endpoint.concurrency);
        reader.rejectUnknownMembers();
        if (reader.failed()) {
            return makeError(reader.error());
        }
        Result<QUrl> parsed = httpUrl(url, reader.path(QStringLiteral("url")));
        if (!parsed) {
            return parsed.error();
        }
        endpoint.url = *parsed;
        for (const JudgeEndpoint& earlier : endpoints) {
            if (earlier.url == endpoint.url) {
                return makeError(QStringLiteral("%1.url \"%2\" is listed twice").arg(prefix, url));
            }
        }
        endpoints.append(endpoint);
    }
    return endpoints;
}

Status checkEndpoint(const domain::JudgeConfig& config, JudgeSettings& settings) {
    if (isHttpProtocol(settings.backend)) {
        if (config.endpoint.trimmed().isEmpty()) {
            if (config.settings.contains(QStringLiteral("endpoints"))) {
                return {}; // the fleet's list names them
            }
            return makeError(QStringLiteral("endpoint is required by the %1 backend (e.g. "
                                            "http://127.0.0.1:8080)")
                                 .arg(config.backend));
        }
        Result<QUrl> url = httpUrl(config.endpoint, QStringLiteral("endpoint"));
        if (!url) {
            return url.error();
        }
        settings.endpoint = *url;
    } else if (settings.backend == Backend::Command) {
        if (config.endpoint.trimmed().isEmpty()) {
            return makeError(
                QStringLiteral("endpoint (the program to start) is required by the command "
                               "backend"));
        }
        settings.program = config.endpoint;
    } else if (!config.endpoint.isEmpty()) {
        return makeError(
            QStringLiteral("endpoint must be empty for the %1 backend").arg(config.backend));
    }
    return {};
}

} // namespace

QString backendName(Backend backend) {
    for (const auto& [value, name] : kBackendNames) {
        if (value == backend) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

std::optional<Backend> backendFromName(const QString& name) {
    for (const auto& [value, known] : kBackendNames) {
        if (name == QLatin1String(known)) {
            return value;
        }
    }
    return std::nullopt;
}

Result<JudgeSettings> JudgeSettings::fromConfig(const domain::JudgeConfig& config) {
    JudgeSettings settings;
    const std::optional<Backend> backend = backendFromName(config.backend);
    if (!backend) {
        QStringList known;
        for (const auto& entry : kBackendNames) {
            known.append(QString::fromLatin1(entry.second));
        }
        return makeError(QStringLiteral("backend \"%1\" is not a judge backend (known: %2)")
                             .arg(config.backend, known.join(QStringLiteral(", "))));
    }
    settings.backend = *backend;
    if (const Status endpoint = checkEndpoint(config, settings); !endpoint) {
        return endpoint.error();
    }
    settings.model = config.model;
    // llama-server serves the one model it was started with; the other APIs need a name.
    const bool needsModel =
        isHttpProtocol(settings.backend) && settings.backend != Backend::LlamaNative;
    if (needsModel && config.model.trimmed().isEmpty()) {
        return makeError(QStringLiteral("model is required by the %1 backend").arg(config.backend));
    }
    settings.apiKeyEnvironmentVariable = config.apiKeyEnvironmentVariable;

    for (const char* secret : {"api_key", "apiKey", "key", "token"}) {
        if (config.settings.contains(QLatin1String(secret))) {
            return makeError(QStringLiteral("settings.%1: an API key is never stored in the "
                                            "project; name an environment variable or "
                                            "settings.api_key_file instead")
                                 .arg(QLatin1String(secret)));
        }
    }
    JsonMemberReader reader(config.settings, QStringLiteral("settings"));
    reader.integer(QStringLiteral("concurrency"), 1, 4096, settings.concurrency);
    reader.integer(QStringLiteral("requests_per_minute"), 0, kIntMax, settings.requestsPerMinute);
    reader.integer(QStringLiteral("tokens_per_minute"), qint64{0}, kInt64Max,
                   settings.tokensPerMinute);
    reader.integer(QStringLiteral("timeout_ms"), 1, kIntMax, settings.timeoutMilliseconds);
    reader.integer(QStringLiteral("max_attempts"), 1, 100, settings.maxAttempts);
    reader.integer(QStringLiteral("backoff_initial_ms"), 0, kIntMax,
                   settings.backoffInitialMilliseconds);
    reader.integer(QStringLiteral("backoff_max_ms"), 0, kIntMax, settings.backoffMaxMilliseconds);
    reader.integer(QStringLiteral("circuit_breaker_failures"), 1, kIntMax,
                   settings.circuitBreakerFailures);
    reader.integer(QStringLiteral("budget_calls"), qint64{0}, kInt64Max, settings.budgetCalls);
    reader.integer(QStringLiteral("budget_tokens"), qint64{0}, kInt64Max, settings.budgetTokens);
    reader.number(QStringLiteral("budget_money"), 0.0, kInfinity, settings.budgetMoney);
    reader.number(QStringLiteral("price_prompt_per_million"), 0.0, kInfinity,
                  settings.pricePromptPerMillion);
    reader.number(QStringLiteral("price_completion_per_million"), 0.0, kInfinity,
                  settings.priceCompletionPerMillion);
    reader.string(QStringLiteral("currency"), settings.currency, true);
    reader.integer(QStringLiteral("top_logprobs"), 0, 1000, settings.topLogprobs);
    reader.number(QStringLiteral("min_label_mass"), 0.0, 0.999, settings.minimumLabelMass);
    reader.boolean(QStringLiteral("disable_thinking"), settings.disableThinking);
    reader.number(QStringLiteral("temperature"), 0.0, 10.0, settings.temperature);
    reader.integer(QStringLiteral("samples_without_logprobs"), 0, 1000,
                   settings.samplesWithoutLogprobs);
    reader.string(QStringLiteral("system_prompt"), settings.systemPrompt);
    reader.object(QStringLiteral("extra_body"), settings.extraBody);
    reader.string(QStringLiteral("api_key_file"), settings.apiKeyFile);
    reader.string(QStringLiteral("local_server_program"), settings.localServerProgram, true);
    reader.string(QStringLiteral("local_model_path"), settings.localModelPath);
    QString localProtocol = backendName(settings.localProtocol);
    reader.string(QStringLiteral("local_protocol"), localProtocol);
    reader.stringList(QStringLiteral("local_extra_arguments"), settings.localExtraArguments);
    reader.integer(QStringLiteral("local_startup_timeout_ms"), 1, kIntMax,
                   settings.localStartupTimeoutMilliseconds);
    reader.stringList(QStringLiteral("command_arguments"), settings.commandArguments);
    readSimulated(reader, settings.simulated);
    const QJsonValue endpointList = reader.take(QStringLiteral("endpoints"));
    reader.rejectUnknownMembers();
    if (reader.failed()) {
        return makeError(reader.error());
    }
    if (!endpointList.isUndefined()) {
        if (!isHttpProtocol(settings.backend)) {
            return makeError(QStringLiteral("settings.endpoints is only meaningful for the HTTP "
                                            "backends, not %1")
                                 .arg(config.backend));
        }
        Result<QList<JudgeEndpoint>> endpoints = readEndpoints(endpointList, settings.concurrency);
        if (!endpoints) {
            return endpoints.error();
        }
        if (!config.endpoint.trimmed().isEmpty() && settings.endpoint != endpoints->first().url) {
            return makeError(QStringLiteral("endpoint \"%1\" must be empty or the first of "
                                            "settings.endpoints")
                                 .arg(config.endpoint));
        }
        settings.endpoints = *endpoints;
    } else if (isHttpProtocol(settings.backend)) {
        settings.endpoints = {JudgeEndpoint{settings.endpoint, settings.concurrency}};
    }
    if (!settings.endpoints.isEmpty()) {
        settings.endpoint = settings.endpoints.first().url;
        settings.concurrency = 0;
        for (const JudgeEndpoint& endpoint : settings.endpoints) {
            settings.concurrency += endpoint.concurrency;
        }
    }

    if (settings.backoffMaxMilliseconds < settings.backoffInitialMilliseconds) {
        return makeError(QStringLiteral("settings.backoff_max_ms (%1) must be ≥ "
                                        "settings.backoff_initial_ms (%2)")
                             .arg(settings.backoffMaxMilliseconds)
                             .arg(settings.backoffInitialMilliseconds));
    }
    const std::optional<Backend> protocol = backendFromName(localProtocol);
    if (!protocol || !isHttpProtocol(*protocol)) {
        return makeError(QStringLiteral("settings.local_protocol \"%1\" must be one of "
                                        "openai-chat, openai-completions, llama-native, "
                                        "ollama-chat, ollama-generate")
                             .arg(localProtocol));
    }
    settings.localProtocol = *protocol;
    if (settings.backend == Backend::Local && settings.localModelPath.trimmed().isEmpty()) {
        return makeError(
            QStringLiteral("settings.local_model_path is required by the local backend"));
    }
    return settings;
}

domain::JudgeConfig JudgeSettings::toConfig(const QString& name) const {
    domain::JudgeConfig config;
    config.name = name;
    config.backend = backendName(backend);
    config.model = model;
    if (backend == Backend::Command) {
        config.endpoint = program;
    } else if (isHttpProtocol(backend)) {
        config.endpoint = endpoint.toString();
    }
    config.apiKeyEnvironmentVariable = apiKeyEnvironmentVariable;

    QJsonObject members;
    members.insert(QStringLiteral("concurrency"), concurrency);
    if (endpoints.size() > 1) {
        QJsonArray list;
        for (const JudgeEndpoint& server : endpoints) {
            list.append(QJsonObject{{QStringLiteral("url"), server.url.toString()},
                                    {QStringLiteral("concurrency"), server.concurrency}});
        }
        members.insert(QStringLiteral("endpoints"), list);
    }
    members.insert(QStringLiteral("requests_per_minute"), requestsPerMinute);
    members.insert(QStringLiteral("tokens_per_minute"), tokensPerMinute);
    members.insert(QStringLiteral("timeout_ms"), timeoutMilliseconds);
    members.insert(QStringLiteral("max_attempts"), maxAttempts);
    members.insert(QStringLiteral("backoff_initial_ms"), backoffInitialMilliseconds);
    members.insert(QStringLiteral("backoff_max_ms"), backoffMaxMilliseconds);
    members.insert(QStringLiteral("circuit_breaker_failures"), circuitBreakerFailures);
    members.insert(QStringLiteral("budget_calls"), budgetCalls);
    members.insert(QStringLiteral("budget_tokens"), budgetTokens);
    members.insert(QStringLiteral("budget_money"), budgetMoney);
    members.insert(QStringLiteral("price_prompt_per_million"), pricePromptPerMillion);
    members.insert(QStringLiteral("price_completion_per_million"), priceCompletionPerMillion);
    members.insert(QStringLiteral("currency"), currency);
    members.insert(QStringLiteral("top_logprobs"), topLogprobs);
    members.insert(QStringLiteral("min_label_mass"), minimumLabelMass);
    members.insert(QStringLiteral("disable_thinking"), disableThinking);
    members.insert(QStringLiteral("temperature"), temperature);
    members.insert(QStringLiteral("samples_without_logprobs"), samplesWithoutLogprobs);
    members.insert(QStringLiteral("system_prompt"), systemPrompt);
    members.insert(QStringLiteral("extra_body"), extraBody);
    members.insert(QStringLiteral("api_key_file"), apiKeyFile);
    members.insert(QStringLiteral("local_server_program"), localServerProgram);
    members.insert(QStringLiteral("local_model_path"), localModelPath);
    members.insert(QStringLiteral("local_protocol"), backendName(localProtocol));
    members.insert(QStringLiteral("local_extra_arguments"),
                   QJsonArray::fromStringList(localExtraArguments));
    members.insert(QStringLiteral("local_startup_timeout_ms"), localStartupTimeoutMilliseconds);
    members.insert(QStringLiteral("command_arguments"),
                   QJsonArray::fromStringList(commandArguments));
    QJsonObject simulatedMembers;
    simulatedMembers.insert(QStringLiteral("agreement"), simulated.agreement);
    simulatedMembers.insert(QStringLiteral("slope"), simulated.slope);
    simulatedMembers.insert(QStringLiteral("noise"), simulated.noise);
    simulatedMembers.insert(QStringLiteral("position_bias"), simulated.positionBias);
    simulatedMembers.insert(QStringLiteral("temperature"), simulated.temperature);
    simulatedMembers.insert(QStringLiteral("seed"), static_cast<qint64>(simulated.seed));
    simulatedMembers.insert(QStringLiteral("truth_criterion"), simulated.truthCriterion);
    simulatedMembers.insert(QStringLiteral("latency_ms"), simulated.latencyMilliseconds);
    simulatedMembers.insert(QStringLiteral("absolute_slope"), simulated.absoluteSlope);
    simulatedMembers.insert(QStringLiteral("absolute_noise"), simulated.absoluteNoise);
    simulatedMembers.insert(QStringLiteral("absolute_spread"), simulated.absoluteSpread);
    members.insert(QStringLiteral("simulated"), simulatedMembers);
    config.settings = members;
    return config;
}

} // namespace pairrank::judge
