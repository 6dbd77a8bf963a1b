// Tests of the typed judge settings (judge_settings.h: defaults, round trip,
// the message of every bad member) and of the request hash (request_hash.h:
// known answer, stability, what it is and is not sensitive to).
#include "core/judge/judge_settings.h"
#include "core/judge/request_hash.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace pairrank::judge;
using pairrank::domain::JudgeConfig;

using SettingsChange = std::function<void(JudgeSettings&)>;
Q_DECLARE_METATYPE(SettingsChange)

namespace {

JudgeConfig httpConfig(const QJsonObject& settings = {}) {
    JudgeConfig config;
    config.name = QStringLiteral("judge");
    config.backend = QStringLiteral("openai-chat");
    config.model = QStringLiteral("gpt-4o-mini");
    config.endpoint = QStringLiteral("https://api.example.com");
    config.settings = settings;
    return config;
}

// Every member away from its default.
JudgeSettings unusualSettings() {
    JudgeSettings settings;
    settings.backend = Backend::OllamaChat;
    settings.endpoint = QUrl(QStringLiteral("http://127.0.0.1:11434"));
    settings.model = QStringLiteral("qwen2.5:7b");
    settings.apiKeyEnvironmentVariable = QStringLiteral("OLLAMA_KEY");
    settings.apiKeyFile = QStringLiteral("/home/me/.config/pairrank/key");
    settings.concurrency = 3;
    settings.requestsPerMinute = 120;
    settings.tokensPerMinute = 90000;
    settings.timeoutMilliseconds = 1234;
    settings.maxAttempts = 2;
    settings.backoffInitialMilliseconds = 10;
    settings.backoffMaxMilliseconds = 20;
    settings.circuitBreakerFailures = 4;
    settings.budgetCalls = 1000;
    settings.budgetTokens = 2000000;
    settings.budgetMoney = 12.5;
    settings.pricePromptPerMillion = 0.15;
    settings.priceCompletionPerMillion = 0.6;
    settings.currency = QStringLiteral("EUR");
    settings.topLogprobs = 5;
    settings.temperature = 0.7;
    settings.samplesWithoutLogprobs = 9;
    settings.systemPrompt = QStringLiteral("You are an expert assessor.");
    settings.extraBody = QJsonObject{{QStringLiteral("seed"), 7}};
    settings.localServerProgram = QStringLiteral("/opt/llama/llama-server");
    settings.localModelPath = QStringLiteral("/models/m.gguf");
    settings.localProtocol = Backend::OpenAiChat;
    settings.localExtraArguments = {QStringLiteral("-c"), QStringLiteral("4096")};
    settings.localStartupTimeoutMilliseconds = 5000;
    settings.commandArguments = {QStringLiteral("--fast")};
    settings.simulated.agreement = 0.8;
    settings.simulated.slope = 2.0;
    settings.simulated.noise = 0.3;
    settings.simulated.positionBias = 0.4;
    settings.simulated.temperature = 0.5;
    settings.simulated.seed = 99;
    settings.simulated.truthCriterion = QStringLiteral("coherence");
    return settings;
}

} // namespace

class JudgeSettingsTest : public QObject {
    Q_OBJECT

private slots:
    void backendNamesRoundTrip();
    void unknownBackendsAreRefused_data();
    void unknownBackendsAreRefused();
    void emptySettingsGiveTheDefaults();
    void settingsRoundTrip();
    void commandAndLocalBackendsRoundTrip();
    void badMembersAreNamed_data();
    void badMembersAreNamed();
    void endpointAndModelAreChecked_data();
    void endpointAndModelAreChecked();
    void fleetEndpointsRoundTrip();
    void oneEndpointIsAFleetOfOne();
    void hashHasAKnownAnswer();
    void scoreHashHasAKnownAnswer();
    void hashChangesWithWhatChangesTheAnswer_data();
    void hashChangesWithWhatChangesTheAnswer();
    void tokenEstimateIsCharactersOverFour_data();
    void tokenEstimateIsCharactersOverFour();
};

void JudgeSettingsTest::backendNamesRoundTrip() {
    const QList<Backend> all{Backend::OpenAiChat, Backend::OpenAiCompletions, Backend::LlamaNative,
                             Backend::OllamaChat, Backend::OllamaGenerate,    Backend::Local,
                             Backend::Command,    Backend::Simulated};
    QStringList names;
    for (const Backend backend : all) {
        const QString name = backendName(backend);
        QVERIFY(!name.isEmpty());
        QCOMPARE(backendFromName(name), std::optional<Backend>(backend));
        names.append(name);
    }
    QCOMPARE(names.removeDuplicates(), qsizetype{0});
    QCOMPARE(backendName(Backend::OpenAiChat), QStringLiteral("openai-chat"));
    QCOMPARE(backendName(Backend::LlamaNative), QStringLiteral("llama-native"));
}

void JudgeSettingsTest::unknownBackendsAreRefused_data() {
    QTest::addColumn<QString>("backend");
    QTest::newRow("imported") << QStringLiteral("imported");
    QTest::newRow("typo") << QStringLiteral("openai_chat");
    QTest::newRow("case") << QStringLiteral("OpenAI-Chat");
    QTest::newRow("empty") << QString();
}

void JudgeSettingsTest::unknownBackendsAreRefused() {
    QFETCH(QString, backend);
    QVERIFY(!backendFromName(backend).has_value());
    JudgeConfig config = httpConfig();
    config.backend = backend;
    const Result<JudgeSettings> settings = JudgeSettings::fromConfig(config);
    QVERIFY(!settings.ok());
    QVERIFY2(settings.error().message.contains(QStringLiteral("backend \"%1\"").arg(backend)),
             qPrintable(settings.error().message));
}

void JudgeSettingsTest::emptySettingsGiveTheDefaults() {
    const Result<JudgeSettings> read = JudgeSettings::fromConfig(httpConfig());
    QVERIFY2(read.ok(), qPrintable(read.error().message));
    const JudgeSettings defaults;
    QCOMPARE(read->backend, Backend::OpenAiChat);
    QCOMPARE(read->endpoint, QUrl(QStringLiteral("https://api.example.com")));
    QCOMPARE(read->model, QStringLiteral("gpt-4o-mini"));
    QCOMPARE(read->concurrency, defaults.concurrency);
    QCOMPARE(read->timeoutMilliseconds, 60000);
    QCOMPARE(read->topLogprobs, 0); // the backend's default
    QCOMPARE(read->minimumLabelMass, 0.01);
    QCOMPARE(read->disableThinking, true);
    QCOMPARE(read->temperature, 0.0);
    QCOMPARE(read->currency, QStringLiteral("USD"));
    QCOMPARE(read->localServerProgram, QStringLiteral("llama-server"));
    QCOMPARE(read->localProtocol, Backend::LlamaNative);
    QCOMPARE(read->simulated.noise, defaults.simulated.noise);
}

void JudgeSettingsTest::settingsRoundTrip() {
    const JudgeSettings original = unusualSettings();
    JudgeConfig config = original.toConfig(QStringLiteral("my judge"));
    QCOMPARE(config.name, QStringLiteral("my judge"));
    QCOMPARE(config.backend, QStringLiteral("ollama-chat"));
    QCOMPARE(config.endpoint, QStringLiteral("http://127.0.0.1:11434"));
    QCOMPARE(config.apiKeyEnvironmentVariable, QStringLiteral("OLLAMA_KEY"));
    // As the project stores it: JSON text.
    config.settings = QJsonDocument::fromJson(QJsonDocument(config.settings).toJson()).object();

    const Result<JudgeSettings> read = JudgeSettings::fromConfig(config);
    QVERIFY2(read.ok(), qPrintable(read.error().message));
    const JudgeSettings& copy = *read;
    QCOMPARE(copy.backend, original.backend);
    QCOMPARE(copy.endpoint, original.endpoint);
    QCOMPARE(copy.model, original.model);
    QCOMPARE(copy.apiKeyEnvironmentVariable, original.apiKeyEnvironmentVariable);
    QCOMPARE(copy.apiKeyFile, original.apiKeyFile);
    QCOMPARE(copy.concurrency, original.concurrency);
    QCOMPARE(copy.requestsPerMinute, original.requestsPerMinute);
    QCOMPARE(copy.tokensPerMinute, original.tokensPerMinute);
    QCOMPARE(copy.timeoutMilliseconds, original.timeoutMilliseconds);
    QCOMPARE(copy.maxAttempts, original.maxAttempts);
    QCOMPARE(copy.backoffInitialMilliseconds, original.backoffInitialMilliseconds);
    QCOMPARE(copy.backoffMaxMilliseconds, original.backoffMaxMilliseconds);
    QCOMPARE(copy.circuitBreakerFailures, original.circuitBreakerFailures);
    QCOMPARE(copy.budgetCalls, original.budgetCalls);
    QCOMPARE(copy.budgetTokens, original.budgetTokens);
    QCOMPARE(copy.budgetMoney, original.budgetMoney);
    QCOMPARE(copy.pricePromptPerMillion, original.pricePromptPerMillion);
    QCOMPARE(copy.priceCompletionPerMillion, original.priceCompletionPerMillion);
    QCOMPARE(copy.currency, original.currency);
    QCOMPARE(copy.topLogprobs, original.topLogprobs);
    QCOMPARE(copy.temperature, original.temperature);
    QCOMPARE(copy.samplesWithoutLogprobs, original.samplesWithoutLogprobs);
    QCOMPARE(copy.systemPrompt, original.systemPrompt);
    QCOMPARE(copy.extraBody, original.extraBody);
    QCOMPARE(copy.localServerProgram, original.localServerProgram);
    QCOMPARE(copy.localModelPath, original.localModelPath);
    QCOMPARE(copy.localProtocol, original.localProtocol);
    QCOMPARE(copy.localExtraArguments, original.localExtraArguments);
    QCOMPARE(copy.localStartupTimeoutMilliseconds, original.localStartupTimeoutMilliseconds);
    QCOMPARE(copy.commandArguments, original.commandArguments);
    QCOMPARE(copy.simulated.agreement, original.simulated.agreement);
    QCOMPARE(copy.simulated.slope, original.simulated.slope);
    QCOMPARE(copy.simulated.noise, original.simulated.noise);
    QCOMPARE(copy.simulated.positionBias, original.simulated.positionBias);
    QCOMPARE(copy.simulated.temperature, original.simulated.temperature);
    QCOMPARE(copy.simulated.seed, original.simulated.seed);
    QCOMPARE(copy.simulated.truthCriterion, original.simulated.truthCriterion);
    // Writing it again gives the same config: nothing is lost or invented.
    QCOMPARE(copy.toConfig(QStringLiteral("my judge")).settings, config.settings);
}

void JudgeSettingsTest::commandAndLocalBackendsRoundTrip() {
    JudgeSettings command;
    command.backend = Backend::Command;
    command.program = QStringLiteral("/usr/bin/python3");
    command.commandArguments = {QStringLiteral("scorer.py")};
    const JudgeConfig commandConfig = command.toConfig(QStringLiteral("c"));
    QCOMPARE(commandConfig.endpoint, QStringLiteral("/usr/bin/python3"));
    const Result<JudgeSettings> readCommand = JudgeSettings::fromConfig(commandConfig);
    QVERIFY2(readCommand.ok(), qPrintable(readCommand.error().message));
    QCOMPARE(readCommand->program, command.program);
    QCOMPARE(readCommand->commandArguments, command.commandArguments);

    JudgeSettings local;
    local.backend = Backend::Local;
    local.localModelPath = QStringLiteral("/models/m.gguf");
    const JudgeConfig localConfig = local.toConfig(QStringLiteral("l"));
    QVERIFY(localConfig.endpoint.isEmpty());
    const Result<JudgeSettings> readLocal = JudgeSettings::fromConfig(localConfig);
    QVERIFY2(readLocal.ok(), qPrintable(readLocal.error().message));
    QCOMPARE(readLocal->localModelPath, local.localModelPath);

    // llama-server serves the model it was started with: no model name needed.
    JudgeConfig llama;
    llama.backend = QStringLiteral("llama-native");
    llama.endpoint = QStringLiteral("http://127.0.0.1:8080");
    const Result<JudgeSettings> readLlama = JudgeSettings::fromConfig(llama);
    QVERIFY2(readLlama.ok(), qPrintable(readLlama.error().message));
    QCOMPARE(readLlama->endpoint.port(), 8080);

    const Result<JudgeSettings> simulated =
        JudgeSettings::fromConfig(JudgeSettings{}.toConfig(QStringLiteral("s")));
    QVERIFY2(simulated.ok(), qPrintable(simulated.error().message));
    QCOMPARE(simulated->backend, Backend::Simulated);
}

void JudgeSettingsTest::badMembersAreNamed_data() {
    QTest::addColumn<QString>("member");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expectedMessage");
    const auto row = [](const char* name, const QString& member, const QJsonValue& value,
                        const QString& message) {
        QTest::newRow(name) << member << value << message;
    };
    row("concurrency 0", QStringLiteral("concurrency"), 0,
        QStringLiteral("settings.concurrency must be between 1 and 4096"));
    row("concurrency text", QStringLiteral("concurrency"), QStringLiteral("8"),
        QStringLiteral("settings.concurrency must be an integer"));
    row("concurrency fraction", QStringLiteral("concurrency"), 2.5,
        QStringLiteral("settings.concurrency must be an integer"));
    row("rpm negative", QStringLiteral("requests_per_minute"), -1,
        QStringLiteral("settings.requests_per_minute must be ≥ 0"));
    row("tpm negative", QStringLiteral("tokens_per_minute"), -5,
        QStringLiteral("settings.tokens_per_minute must be ≥ 0"));
    row("timeout 0", QStringLiteral("timeout_ms"), 0,
        QStringLiteral("settings.timeout_ms must be ≥ 1"));
    row("attempts 0", QStringLiteral("max_attempts"), 0,
        QStringLiteral("settings.max_attempts must be between 1 and 100"));
    row("backoff negative", QStringLiteral("backoff_initial_ms"), -1,
        QStringLiteral("settings.backoff_initial_ms must be ≥ 0"));
    row("backoff max below initial", QStringLiteral("backoff_max_ms"), 100,
        QStringLiteral("settings.backoff_max_ms (100) must be ≥ settings.backoff_initial_ms"));
    row("breaker 0", QStringLiteral("circuit_breaker_failures"), 0,
        QStringLiteral("settings.circuit_breaker_failures must be ≥ 1"));
    row("budget calls", QStringLiteral("budget_calls"), -1,
        QStringLiteral("settings.budget_calls must be ≥ 0"));
    row("budget tokens", QStringLiteral("budget_tokens"), true,
        QStringLiteral("settings.budget_tokens must be an integer"));
    row("budget money", QStringLiteral("budget_money"), -0.5,
        QStringLiteral("settings.budget_money must be ≥ 0"));
    row("price", QStringLiteral("price_prompt_per_million"), QStringLiteral("cheap"),
        QStringLiteral("settings.price_prompt_per_million must be a finite number"));
    row("price completion", QStringLiteral("price_completion_per_million"), -1,
        QStringLiteral("settings.price_completion_per_million must be ≥ 0"));
    row("currency empty", QStringLiteral("currency"), QString(),
        QStringLiteral("settings.currency must not be empty"));
    row("top logprobs negative", QStringLiteral("top_logprobs"), -1,
        QStringLiteral("settings.top_logprobs must be between 0 and 1000"));
    row("label mass 1", QStringLiteral("min_label_mass"), 1.0,
        QStringLiteral("settings.min_label_mass must be ≥ 0 and ≤ 0.999"));
    row("thinking as text", QStringLiteral("disable_thinking"), QStringLiteral("yes"),
        QStringLiteral("settings.disable_thinking must be true or false"));
    row("endpoints empty", QStringLiteral("endpoints"), QJsonArray(),
        QStringLiteral("settings.endpoints must be a non-empty list"));
    row("endpoint url missing", QStringLiteral("endpoints"),
        QJsonArray{QJsonObject{{QStringLiteral("concurrency"), 2}}},
        QStringLiteral("settings.endpoints[0].url \"\" is not an http:// or https:// URL"));
    row("endpoint url not http", QStringLiteral("endpoints"),
        QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("ftp://h")}}},
        QStringLiteral("settings.endpoints[0].url \"ftp://h\" is not an http:// or https:// URL"));
    row("endpoint concurrency 0", QStringLiteral("endpoints"),
        QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://h:1")},
                               {QStringLiteral("concurrency"), 0}}},
        QStringLiteral("settings.endpoints[0].concurrency must be between 1 and 4096"));
    row("endpoint listed twice", QStringLiteral("endpoints"),
        QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://h:1")}},
                   QJsonObject{{QStringLiteral("url"), QStringLiteral("http://h:1")}}},
        QStringLiteral("settings.endpoints[1].url \"http://h:1\" is listed twice"));
    row("endpoint typo", QStringLiteral("endpoints"),
        QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://h:1")},
                               {QStringLiteral("concurency"), 2}}},
        QStringLiteral("settings.endpoints[0].concurency"));
    row("temperature negative", QStringLiteral("temperature"), -0.1,
        QStringLiteral("settings.temperature must be ≥ 0 and ≤ 10"));
    row("samples negative", QStringLiteral("samples_without_logprobs"), -1,
        QStringLiteral("settings.samples_without_logprobs must be between 0 and 1000"));
    row("system prompt number", QStringLiteral("system_prompt"), 5,
        QStringLiteral("settings.system_prompt must be a string"));
    row("extra body array", QStringLiteral("extra_body"), QJsonArray{1},
        QStringLiteral("settings.extra_body must be a JSON object"));
    row("key file number", QStringLiteral("api_key_file"), 1,
        QStringLiteral("settings.api_key_file must be a string"));
    row("server program empty", QStringLiteral("local_server_program"), QString(),
        QStringLiteral("settings.local_server_program must not be empty"));
    row("local protocol", QStringLiteral("local_protocol"), QStringLiteral("command"),
        QStringLiteral("settings.local_protocol \"command\" must be one of"));
    row("local arguments", QStringLiteral("local_extra_arguments"),
        QJsonArray{QStringLiteral("-c"), 4},
        QStringLiteral("settings.local_extra_arguments[1] must be a string"));
    row("local arguments object", QStringLiteral("local_extra_arguments"), QJsonObject{},
        QStringLiteral("settings.local_extra_arguments must be an array of strings"));
    row("startup timeout", QStringLiteral("local_startup_timeout_ms"), 0,
        QStringLiteral("settings.local_startup_timeout_ms must be ≥ 1"));
    row("command arguments", QStringLiteral("command_arguments"), QStringLiteral("--fast"),
        QStringLiteral("settings.command_arguments must be an array of strings"));
    row("simulated not object", QStringLiteral("simulated"), 3,
        QStringLiteral("settings.simulated must be a JSON object"));
    row("simulated agreement", QStringLiteral("simulated"),
        QJsonObject{{QStringLiteral("agreement"), 1.5}},
        QStringLiteral("settings.simulated.agreement must be ≥ -1 and ≤ 1"));
    row("simulated noise", QStringLiteral("simulated"), QJsonObject{{QStringLiteral("noise"), -1}},
        QStringLiteral("settings.simulated.noise must be ≥ 0"));
    row("simulated temperature", QStringLiteral("simulated"),
        QJsonObject{{QStringLiteral("temperature"), 0}},
        QStringLiteral("settings.simulated.temperature must be > 0"));
    row("simulated seed", QStringLiteral("simulated"), QJsonObject{{QStringLiteral("seed"), -3}},
        QStringLiteral("settings.simulated.seed must be between 0 and"));
    row("simulated unknown", QStringLiteral("simulated"), QJsonObject{{QStringLiteral("bias"), 1}},
        QStringLiteral("settings.simulated.bias is not a known setting"));
    row("misspelt member", QStringLiteral("concurency"), 4,
        QStringLiteral("settings.concurency is not a known setting"));
    row("api key in settings", QStringLiteral("api_key"), QStringLiteral("sk-secret"),
        QStringLiteral("settings.api_key: an API key is never stored"));
}

void JudgeSettingsTest::badMembersAreNamed() {
    QFETCH(QString, member);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expectedMessage);
    QJsonObject settings{{QStringLiteral("backoff_initial_ms"), 500}};
    settings.insert(member, value);
    const Result<JudgeSettings> read = JudgeSettings::fromConfig(httpConfig(settings));
    QVERIFY(!read.ok());
    QVERIFY2(read.error().message.contains(expectedMessage), qPrintable(read.error().message));
    // A secret never echoes back into an error message (it may end up in a log).
    QVERIFY(!read.error().message.contains(QStringLiteral("sk-secret")));
}

void JudgeSettingsTest::endpointAndModelAreChecked_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("endpoint");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QJsonObject>("settings");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("http without endpoint")
        << QStringLiteral("llama-native") << QString() << QStringLiteral("m") << QJsonObject{}
        << QStringLiteral("endpoint is required by the llama-native backend");
    QTest::newRow("ftp endpoint") << QStringLiteral("openai-chat") << QStringLiteral("ftp://x")
                                  << QStringLiteral("m") << QJsonObject{}
                                  << QStringLiteral("endpoint \"ftp://x\" is not an http://");
    QTest::newRow("endpoint without host")
        << QStringLiteral("openai-chat") << QStringLiteral("localhost:8080") << QStringLiteral("m")
        << QJsonObject{} << QStringLiteral("endpoint \"localhost:8080\"");
    QTest::newRow("http without model")
        << QStringLiteral("ollama-generate") << QStringLiteral("http://127.0.0.1:11434")
        << QString() << QJsonObject{}
        << QStringLiteral("model is required by the "
                          "ollama-generate backend");
    QTest::newRow("command without program")
        << QStringLiteral("command") << QString() << QString() << QJsonObject{}
        << QStringLiteral("endpoint (the program to start) is required");
    QTest::newRow("local without model file")
        << QStringLiteral("local") << QString() << QString() << QJsonObject{}
        << QStringLiteral("settings.local_model_path is required by the local backend");
    QTest::newRow("simulated with endpoint")
        << QStringLiteral("simulated") << QStringLiteral("http://x") << QString() << QJsonObject{}
        << QStringLiteral("endpoint must be empty for the simulated backend");
}

void JudgeSettingsTest::endpointAndModelAreChecked() {
    QFETCH(QString, backend);
    QFETCH(QString, endpoint);
    QFETCH(QString, model);
    QFETCH(QJsonObject, settings);
    QFETCH(QString, expectedMessage);
    JudgeConfig config;
    config.backend = backend;
    config.endpoint = endpoint;
    config.model = model;
    config.settings = settings;
    const Result<JudgeSettings> read = JudgeSettings::fromConfig(config);
    QVERIFY(!read.ok());
    QVERIFY2(read.error().message.contains(expectedMessage), qPrintable(read.error().message));
}

void JudgeSettingsTest::fleetEndpointsRoundTrip() {
    JudgeConfig config = httpConfig();
    config.endpoint.clear();
    config.settings = QJsonObject{
        {QStringLiteral("endpoints"),
         QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("http://10.0.0.1:8000")},
                                {QStringLiteral("concurrency"), 4}},
                    QJsonObject{{QStringLiteral("url"), QStringLiteral("http://10.0.0.2:8000")},
                                {QStringLiteral("concurrency"), 12}}}}};
    const Result<JudgeSettings> read = JudgeSettings::fromConfig(config);
    QVERIFY2(read.ok(), qPrintable(read.error().message));
    QCOMPARE(read->endpoints.size(), qsizetype{2});
    QCOMPARE(read->endpoints[1].url, QUrl(QStringLiteral("http://10.0.0.2:8000")));
    QCOMPARE(read->endpoints[1].concurrency, 12);
    QCOMPARE(read->concurrency, 16); // in flight at once over the fleet
    QCOMPARE(read->endpoint, QUrl(QStringLiteral("http://10.0.0.1:8000")));
    const Result<JudgeSettings> again = JudgeSettings::fromConfig(read->toConfig(config.name));
    QVERIFY2(again.ok(), qPrintable(again.error().message));
    QCOMPARE(again->endpoints, read->endpoints);
    QCOMPARE(again->concurrency, 16);

    config.endpoint = QStringLiteral("http://10.0.0.9:8000");
    const Result<JudgeSettings> clash = JudgeSettings::fromConfig(config);
    QVERIFY(!clash.ok());
    QVERIFY2(clash.error().message.contains(QStringLiteral("must be empty or the first of")),
             qPrintable(clash.error().message));
}

void JudgeSettingsTest::oneEndpointIsAFleetOfOne() {
    // A config written before fleets: `endpoint` and `concurrency`.
    JudgeConfig config = httpConfig();
    config.settings = QJsonObject{{QStringLiteral("concurrency"), 5}};
    const Result<JudgeSettings> read = JudgeSettings::fromConfig(config);
    QVERIFY2(read.ok(), qPrintable(read.error().message));
    QCOMPARE(read->endpoints.size(), qsizetype{1});
    QCOMPARE(read->endpoints[0].url, QUrl(config.endpoint));
    QCOMPARE(read->endpoints[0].concurrency, 5);
    const JudgeConfig written = read->toConfig(config.name);
    QCOMPARE(written.endpoint, config.endpoint);
    QVERIFY(!written.settings.contains(QStringLiteral("endpoints")));
}

void JudgeSettingsTest::hashHasAKnownAnswer() {
    JudgeSettings settings;
    settings.backend = Backend::OpenAiChat;
    settings.model = QStringLiteral("m");
    const QString prompt = QStringLiteral("Which is better?");
    QCOMPARE(canonicalRequestText(prompt, settings, LabelWords{}),
             QByteArray(R"({"backend":"openai-chat","extra_body":{},"labels":["A","B"],)"
                        R"("model":"m","prompt":"Which is better?","samples_without_logprobs":0,)"
                        R"("system_prompt":"","temperature":0,"top_logprobs":20})"));
    // SHA-256 of the text above, computed independently (Python hashlib): cache
    // keys stored in projects must not change between versions.
    QCOMPARE(requestHash(prompt, settings, LabelWords{}),
             QStringLiteral("63c29bf1409258c9bb8d6d3080e7bca243c131012aac88b39a39ecd776378833"));
}

void JudgeSettingsTest::scoreHashHasAKnownAnswer() {
    JudgeSettings settings;
    settings.backend = Backend::OpenAiChat;
    settings.model = QStringLiteral("m");
    const QString prompt = QStringLiteral("Rate it.");
    // A Score request: "task": "score", and neither the label words nor
    // samples_without_logprobs, which play no part in a rating.
    QCOMPARE(canonicalRequestText(prompt, settings, LabelWords{}, JudgeTask::Score),
             QByteArray(R"({"backend":"openai-chat","extra_body":{},"model":"m",)"
                        R"("prompt":"Rate it.","system_prompt":"","task":"score",)"
                        R"("temperature":0,"top_logprobs":20})"));
    // SHA-256 of the text above, computed independently (Python hashlib).
    QCOMPARE(requestHash(prompt, settings, LabelWords{}, JudgeTask::Score),
             QStringLiteral("991301bbd5a361ebdba029be7f07171da7dda517595de11e1ec45a034d19db0c"));
    // The same prompt as a comparison hashes as it always did: no "task" member.
    QVERIFY(!canonicalRequestText(prompt, settings, LabelWords{}).contains("task"));
    // The simulated backend's rating settings enter only a Score request's hash.
    settings.backend = Backend::Simulated;
    const QByteArray compare = canonicalRequestText(prompt, settings, LabelWords{});
    QVERIFY(!compare.contains("absolute_"));
    settings.simulated.absoluteSpread = 2.0;
    QCOMPARE(canonicalRequestText(prompt, settings, LabelWords{}), compare);
    const QByteArray score = canonicalRequestText(prompt, settings, LabelWords{}, JudgeTask::Score);
    settings.simulated.absoluteSpread = 1.0;
    QVERIFY(canonicalRequestText(prompt, settings, LabelWords{}, JudgeTask::Score) != score);
}

void JudgeSettingsTest::hashChangesWithWhatChangesTheAnswer_data() {
    QTest::addColumn<SettingsChange>("change");
    QTest::addColumn<bool>("changesHash");
    const auto row = [](const char* name, SettingsChange change, bool changesHash) {
        QTest::newRow(name) << change << changesHash;
    };
    row(
        "backend", [](JudgeSettings& s) { s.backend = Backend::OpenAiCompletions; }, true);
    row(
        "model", [](JudgeSettings& s) { s.model += u'x'; }, true);
    row(
        "temperature", [](JudgeSettings& s) { s.temperature = 0.1; }, true);
    row(
        "top logprobs", [](JudgeSettings& s) { s.topLogprobs = 5; }, true);
    row(
        "samples", [](JudgeSettings& s) { s.samplesWithoutLogprobs = 3; }, true);
    row(
        "system prompt", [](JudgeSettings& s) { s.systemPrompt = QStringLiteral("x"); }, true);
    row(
        "extra body", [](JudgeSettings& s) { s.extraBody[QStringLiteral("seed")] = 1; }, true);
    row(
        "concurrency", [](JudgeSettings& s) { s.concurrency = 64; }, false);
    row(
        "timeout", [](JudgeSettings& s) { s.timeoutMilliseconds = 5; }, false);
    row(
        "rate limits",
        [](JudgeSettings& s) {
            s.requestsPerMinute = 60;
            s.tokensPerMinute = 9;
        },
        false);
    row(
        "retries",
        [](JudgeSettings& s) {
            s.maxAttempts = 1;
            s.backoffMaxMilliseconds = 1;
        },
        false);
    row(
        "budget and prices",
        [](JudgeSettings& s) {
            s.budgetCalls = 5;
            s.budgetMoney = 1.0;
            s.pricePromptPerMillion = 3.0;
        },
        false);
    row(
        "endpoint", [](JudgeSettings& s) { s.endpoint = QUrl(QStringLiteral("http://other")); },
        false);
    row(
        "key source",
        [](JudgeSettings& s) {
            s.apiKeyEnvironmentVariable = QStringLiteral("KEY");
            s.apiKeyFile = QStringLiteral("/k");
        },
        false);
    row(
        "circuit breaker", [](JudgeSettings& s) { s.circuitBreakerFailures = 1; }, false);
}

void JudgeSettingsTest::hashChangesWithWhatChangesTheAnswer() {
    QFETCH(SettingsChange, change);
    QFETCH(bool, changesHash);
    JudgeSettings base;
    base.backend = Backend::OpenAiChat;
    base.model = QStringLiteral("m");
    const QString prompt = QStringLiteral("Which is better?");
    const QString before = requestHash(prompt, base, LabelWords{});
    QCOMPARE(before.size(), qsizetype{64});
    QCOMPARE(requestHash(prompt, base, LabelWords{}), before); // stable
    JudgeSettings changed = base;
    change(changed);
    QCOMPARE(requestHash(prompt, changed, LabelWords{}) != before, changesHash);
    // The prompt and the label words always matter.
    QVERIFY(requestHash(prompt + u' ', base, LabelWords{}) != before);
    QVERIFY(requestHash(prompt, base, LabelWords{QStringLiteral("1"), QStringLiteral("2"), {}}) !=
            before);
}

void JudgeSettingsTest::tokenEstimateIsCharactersOverFour_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("empty") << QString() << qint64{0};
    QTest::newRow("one char") << QStringLiteral("a") << qint64{1};
    QTest::newRow("four") << QStringLiteral("abcd") << qint64{1};
    QTest::newRow("five") << QStringLiteral("abcde") << qint64{2};
    QTest::newRow("400") << QString(400, u'x') << qint64{100};
}

void JudgeSettingsTest::tokenEstimateIsCharactersOverFour() {
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    QCOMPARE(estimateTokenCount(text), expected);
}

QTEST_APPLESS_MAIN(JudgeSettingsTest)
#include "test_judge_settings.moc"
