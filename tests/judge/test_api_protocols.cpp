// Tests of the wire formats (api_protocols.h): request bodies of each API,
// real-shaped response bodies of each API (written from the documented
// formats), the truncated-top-k bound, ties, refusals, the sampling fallback
// and malformed bodies that must name the missing path.
#include "core/judge/api_protocols.h"
#include "core/judge/text_excerpt.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace pairrank::judge;

Q_DECLARE_METATYPE(pairrank::judge::Backend)
Q_DECLARE_METATYPE(pairrank::judge::ParsedKind)

// (score, probability of its spellings) as listed, before normalising.
using ScoreMasses = QList<QPair<int, double>>;

namespace {

JudgeSettings settingsFor(Backend backend) {
    JudgeSettings settings;
    settings.backend = backend;
    settings.model = QStringLiteral("judge-model");
    settings.topLogprobs = 7;
    settings.temperature = 0.0;
    return settings;
}

double p(double a, double b) {
    return a / (a + b);
}

// OpenAI chat completions with logprobs (platform.openai.com, "logprobs" guide).
const QByteArray kOpenAiChat =
    R"({"id":"chatcmpl-1","object":"chat.completion","created":1700000000,
 "model":"gpt-4o-mini","choices":[{"index":0,"message":{"role":"assistant","content":"A","refusal":null},
 "logprobs":{"content":[{"token":"A","logprob":-0.31,"bytes":[65],"top_logprobs":[
   {"token":"A","logprob":-0.31,"bytes":[65]},{"token":"B","logprob":-1.32,"bytes":[66]},
   {"token":" A","logprob":-5.1,"bytes":[32,65]}]}],"refusal":null},"finish_reason":"length"}],
 "usage":{"prompt_tokens":412,"completion_tokens":1,"total_tokens":413}})";

// OpenAI / vLLM completions: top_logprobs is a list of {token: logprob} objects.
const QByteArray kOpenAiCompletions = R"({"id":"cmpl-1","object":"text_completion","choices":[
 {"index":0,"text":" B","logprobs":{"tokens":[" B"],"token_logprobs":[-0.22],
  "top_logprobs":[{" B":-0.22," A":-1.61,"B":-4.0,"\n":-5.2,"The":-6.0}],"text_offset":[0]},
  "finish_reason":"length"}],"usage":{"prompt_tokens":380,"completion_tokens":1,"total_tokens":381}})";

// llama.cpp /completion, current format (n_probs, logprob values).
const QByteArray kLlamaNative = R"({"index":0,"content":"A","id_slot":0,"stop":true,
 "model":"model.gguf","tokens_predicted":1,"tokens_evaluated":297,
 "completion_probabilities":[{"id":32,"token":"A","bytes":[65],"logprob":-0.105,"top_logprobs":[
   {"id":32,"token":"A","bytes":[65],"logprob":-0.105},{"id":33,"token":"B","bytes":[66],"logprob":-2.31},
   {"id":362,"token":" A","bytes":[32,65],"logprob":-6.7}]}]})";

// llama.cpp with post_sampling_probs: probabilities in `prob`, list in `top_probs`.
const QByteArray kLlamaPostSampling = R"({"content":"B","tokens_predicted":1,"tokens_evaluated":50,
 "completion_probabilities":[{"id":33,"token":"B","bytes":[66],"prob":0.6,"top_probs":[
   {"id":33,"token":"B","bytes":[66],"prob":0.6},{"id":32,"token":"A","bytes":[65],"prob":0.3}]}]})";

// Older llama.cpp: {content, probs: [{tok_str, prob}]}.
const QByteArray kLlamaOld =
    R"({"content":"B","stop":true,"tokens_predicted":1,"tokens_evaluated":120,
 "completion_probabilities":[{"content":"B","probs":[{"tok_str":"B","prob":0.71},
   {"tok_str":"A","prob":0.27},{"tok_str":"Both","prob":0.01}]}]})";

// Oldest llama.cpp: the top-level key is `probs`.
const QByteArray kLlamaOldestKey = R"({"content":"A","probs":[{"content":"A","probs":[
   {"tok_str":"A","prob":0.8},{"tok_str":"B","prob":0.15}]}]})";

// Ollama native chat / generate with logprobs (Ollama >= 0.12.11).
const QByteArray kOllamaChat = R"({"model":"qwen2.5:7b","created_at":"2025-11-20T10:00:00Z",
 "message":{"role":"assistant","content":"A"},"done":true,"done_reason":"length",
 "prompt_eval_count":350,"eval_count":1,"logprobs":[{"token":"A","logprob":-0.4,"top_logprobs":[
   {"token":"A","logprob":-0.4},{"token":"B","logprob":-1.1},{"token":"Both","logprob":-6.2}]}]})";

const QByteArray kOllamaGenerate = R"({"model":"qwen2.5:7b","response":"B","done":true,
 "prompt_eval_count":280,"eval_count":1,"logprobs":[{"token":"B","logprob":-0.2,"top_logprobs":[
   {"token":"B","logprob":-0.2},{"token":" A","logprob":-2.0},{"token":"(A","logprob":-3.0}]}]})";

} // namespace

class ApiProtocolsTest : public QObject {
    Q_OBJECT

private slots:
    void openAiChatRequest();
    void openAiCompletionsRequest();
    void llamaNativeRequest();
    void ollamaRequests_data();
    void ollamaRequests();
    void samplingRequests_data();
    void samplingRequests();
    void extraBodyIsMergedLast();
    void nonHttpBackendsHaveNoRequest();
    void parsesRealShapedBodies_data();
    void parsesRealShapedBodies();
    void boundsALabelMissingFromATruncatedList();
    void tieAndRefusalWhenNeitherLabelIsListed_data();
    void tieAndRefusalWhenNeitherLabelIsListed();
    void missingLogprobsAreReported_data();
    void missingLogprobsAreReported();
    void countsSampledChoices();
    void addsUpSamplesOverRequests();
    void malformedBodiesNameThePath_data();
    void malformedBodiesNameThePath();
    void parsesAbsoluteScores();
    void scoresFromEachServersShape_data();
    void scoresFromEachServersShape();
    void unusableScoreAnswersSayWhy_data();
    void unusableScoreAnswersSayWhy();

    void excerptsQuoteTheBeginning();
};

void ApiProtocolsTest::openAiChatRequest() {
    JudgeSettings settings = settingsFor(Backend::OpenAiChat);
    settings.systemPrompt = QStringLiteral("You are an expert assessor.");
    const Result<ProtocolRequest> request = buildRequest(
        Backend::OpenAiChat, QStringLiteral("Which?"), settings, RequestMode::Logprobs);
    QVERIFY(request.ok());
    QCOMPARE(request->path, QStringLiteral("/v1/chat/completions"));
    const QJsonObject& body = request->body;
    QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("judge-model"));
    QCOMPARE(body.value(QStringLiteral("logprobs")).toBool(), true);
    QCOMPARE(body.value(QStringLiteral("top_logprobs")).toInt(), 7);
    QCOMPARE(body.value(QStringLiteral("max_tokens")).toInt(), 1);
    QCOMPARE(body.value(QStringLiteral("temperature")).toDouble(), 0.0);
    QVERIFY(!body.contains(QStringLiteral("n")));
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    QCOMPARE(messages.size(), qsizetype{2});
    QCOMPARE(messages[0][QStringLiteral("role")].toString(), QStringLiteral("system"));
    QCOMPARE(messages[0][QStringLiteral("content")].toString(), settings.systemPrompt);
    QCOMPARE(messages[1][QStringLiteral("role")].toString(), QStringLiteral("user"));
    QCOMPARE(messages[1][QStringLiteral("content")].toString(), QStringLiteral("Which?"));

    settings.systemPrompt.clear();
    const QJsonArray noSystem =
        buildRequest(Backend::OpenAiChat, QStringLiteral("Which?"), settings, RequestMode::Logprobs)
            ->body.value(QStringLiteral("messages"))
            .toArray();
    QCOMPARE(noSystem.size(), qsizetype{1});
}

void ApiProtocolsTest::openAiCompletionsRequest() {
    JudgeSettings settings = settingsFor(Backend::OpenAiCompletions);
    settings.topLogprobs = 5;
    settings.systemPrompt = QStringLiteral("System.");
    const Result<ProtocolRequest> request = buildRequest(
        Backend::OpenAiCompletions, QStringLiteral("Which?"), settings, RequestMode::Logprobs);
    QVERIFY(request.ok());
    QCOMPARE(request->path, QStringLiteral("/v1/completions"));
    QCOMPARE(request->body.value(QStringLiteral("logprobs")).toInt(), 5);
    QCOMPARE(request->body.value(QStringLiteral("max_tokens")).toInt(), 1);
    QCOMPARE(request->body.value(QStringLiteral("prompt")).toString(),
             QStringLiteral("System.\n\nWhich?"));
}

void ApiProtocolsTest::llamaNativeRequest() {
    JudgeSettings settings = settingsFor(Backend::LlamaNative);
    settings.temperature = 0.3;
    const Result<ProtocolRequest> request = buildRequest(
        Backend::LlamaNative, QStringLiteral("Which?"), settings, RequestMode::Logprobs);
    QVERIFY(request.ok());
    QCOMPARE(request->path, QStringLiteral("/completion"));
    QCOMPARE(request->body.value(QStringLiteral("n_probs")).toInt(), 7);
    QCOMPARE(request->body.value(QStringLiteral("n_predict")).toInt(), 1);
    QCOMPARE(request->body.value(QStringLiteral("temperature")).toDouble(), 0.3);
    QCOMPARE(request->body.value(QStringLiteral("prompt")).toString(), QStringLiteral("Which?"));
}

void ApiProtocolsTest::ollamaRequests_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QString>("path");
    QTest::newRow("chat") << Backend::OllamaChat << QStringLiteral("/api/chat");
    QTest::newRow("generate") << Backend::OllamaGenerate << QStringLiteral("/api/generate");
}

void ApiProtocolsTest::ollamaRequests() {
    QFETCH(Backend, backend);
    QFETCH(QString, path);
    JudgeSettings settings = settingsFor(backend);
    settings.systemPrompt = QStringLiteral("System.");
    const Result<ProtocolRequest> request =
        buildRequest(backend, QStringLiteral("Which?"), settings, RequestMode::Logprobs);
    QVERIFY(request.ok());
    QCOMPARE(request->path, path);
    const QJsonObject& body = request->body;
    QCOMPARE(body.value(QStringLiteral("logprobs")).toBool(), true);
    QCOMPARE(body.value(QStringLiteral("top_logprobs")).toInt(), 7);
    QCOMPARE(body.value(QStringLiteral("stream")).toBool(true), false);
    const QJsonObject options = body.value(QStringLiteral("options")).toObject();
    QCOMPARE(options.value(QStringLiteral("num_predict")).toInt(), 1);
    QCOMPARE(options.value(QStringLiteral("temperature")).toDouble(-1.0), 0.0);
    if (backend == Backend::OllamaChat) {
        QCOMPARE(body.value(QStringLiteral("messages")).toArray().size(), qsizetype{2});
    } else {
        QCOMPARE(body.value(QStringLiteral("prompt")).toString(), QStringLiteral("Which?"));
        QCOMPARE(body.value(QStringLiteral("system")).toString(), QStringLiteral("System."));
    }
}

void ApiProtocolsTest::samplingRequests_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<int>("expectedSamplesPerRequest");
    QTest::newRow("openai-chat") << Backend::OpenAiChat << 9;
    QTest::newRow("openai-completions") << Backend::OpenAiCompletions << 9;
    QTest::newRow("llama-native") << Backend::LlamaNative << 1;
    QTest::newRow("ollama-chat") << Backend::OllamaChat << 1;
    QTest::newRow("ollama-generate") << Backend::OllamaGenerate << 1;
}

void ApiProtocolsTest::samplingRequests() {
    QFETCH(Backend, backend);
    QFETCH(int, expectedSamplesPerRequest);
    JudgeSettings settings = settingsFor(backend);
    settings.samplesWithoutLogprobs = 9;
    QCOMPARE(samplesPerRequest(backend, settings), expectedSamplesPerRequest);
    const Result<ProtocolRequest> request =
        buildRequest(backend, QStringLiteral("Which?"), settings, RequestMode::Sampling);
    QVERIFY(request.ok());
    const QJsonObject& body = request->body;
    QVERIFY(!body.contains(QStringLiteral("logprobs")) ||
            body.value(QStringLiteral("logprobs")).toBool() == false);
    QVERIFY(!body.contains(QStringLiteral("top_logprobs")));
    QVERIFY(!body.contains(QStringLiteral("n_probs")));
    const QJsonObject options = body.value(QStringLiteral("options")).toObject();
    const QJsonObject& holder = options.isEmpty() ? body : options;
    // Temperature 0 would give n equal greedy answers: sampling uses 1.0.
    QCOMPARE(holder.value(QStringLiteral("temperature")).toDouble(), 1.0);
    if (expectedSamplesPerRequest > 1) {
        QCOMPARE(body.value(QStringLiteral("n")).toInt(), 9);
    } else {
        QVERIFY(!body.contains(QStringLiteral("n")));
    }
}

void ApiProtocolsTest::extraBodyIsMergedLast() {
    JudgeSettings settings = settingsFor(Backend::OpenAiChat);
    settings.extraBody =
        QJsonObject{{QStringLiteral("seed"), 42}, {QStringLiteral("max_tokens"), 2}};
    const Result<ProtocolRequest> request = buildRequest(
        Backend::OpenAiChat, QStringLiteral("Which?"), settings, RequestMode::Logprobs);
    QCOMPARE(request->body.value(QStringLiteral("seed")).toInt(), 42);
    QCOMPARE(request->body.value(QStringLiteral("max_tokens")).toInt(), 2);
}

void ApiProtocolsTest::nonHttpBackendsHaveNoRequest() {
    for (const Backend backend : {Backend::Local, Backend::Command, Backend::Simulated}) {
        QVERIFY(!isHttpProtocol(backend));
        const Result<ProtocolRequest> request =
            buildRequest(backend, QStringLiteral("x"), settingsFor(backend), RequestMode::Logprobs);
        QVERIFY(!request.ok());
        QVERIFY(request.error().message.contains(backendName(backend)));
        QCOMPARE(parseComparativeResponse(backend, kOpenAiChat, LabelWords{}, RequestMode::Logprobs)
                     .kind,
                 ParsedKind::Malformed);
    }
}

void ApiProtocolsTest::parsesRealShapedBodies_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<double>("expectedP");
    QTest::addColumn<qint64>("promptTokens");
    QTest::addColumn<qint64>("completionTokens");
    QTest::addColumn<QString>("rawText");
    using std::exp;
    QTest::newRow("openai-chat") << Backend::OpenAiChat << kOpenAiChat
                                 << p(exp(-0.31) + exp(-5.1), exp(-1.32)) << qint64{412}
                                 << qint64{1} << QStringLiteral("A");
    QTest::newRow("openai-completions")
        << Backend::OpenAiCompletions << kOpenAiCompletions << p(exp(-1.61), exp(-0.22) + exp(-4.0))
        << qint64{380} << qint64{1} << QStringLiteral(" B");
    QTest::newRow("llama-native") << Backend::LlamaNative << kLlamaNative
                                  << p(exp(-0.105) + exp(-6.7), exp(-2.31)) << qint64{297}
                                  << qint64{1} << QStringLiteral("A");
    QTest::newRow("llama post-sampling probs")
        << Backend::LlamaNative << kLlamaPostSampling << p(0.3, 0.6) << qint64{50} << qint64{1}
        << QStringLiteral("B");
    QTest::newRow("llama older probs") << Backend::LlamaNative << kLlamaOld << p(0.27, 0.71)
                                       << qint64{120} << qint64{1} << QStringLiteral("B");
    QTest::newRow("llama oldest key") << Backend::LlamaNative << kLlamaOldestKey << p(0.8, 0.15)
                                      << qint64{-1} << qint64{-1} << QStringLiteral("A");
    QTest::newRow("ollama-chat") << Backend::OllamaChat << kOllamaChat << p(exp(-0.4), exp(-1.1))
                                 << qint64{350} << qint64{1} << QStringLiteral("A");
    QTest::newRow("ollama-generate")
        << Backend::OllamaGenerate << kOllamaGenerate << p(exp(-2.0) + exp(-3.0), exp(-0.2))
        << qint64{280} << qint64{1} << QStringLiteral("B");
}

void ApiProtocolsTest::parsesRealShapedBodies() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    QFETCH(double, expectedP);
    QFETCH(qint64, promptTokens);
    QFETCH(qint64, completionTokens);
    QFETCH(QString, rawText);
    const ParsedAnswer answer =
        parseComparativeResponse(backend, body, LabelWords{}, RequestMode::Logprobs);
    QVERIFY2(answer.kind == ParsedKind::Probability, qPrintable(answer.detail));
    QVERIFY(answer.p.has_value());
    QVERIFY2(std::abs(*answer.p - expectedP) < 1e-12, qPrintable(QString::number(*answer.p)));
    QVERIFY(!answer.upperBoundUsed);
    QCOMPARE(answer.rawText, rawText);
    QCOMPARE(answer.promptTokens.value_or(-1), promptTokens);
    QCOMPARE(answer.completionTokens.value_or(-1), completionTokens);
}

void ApiProtocolsTest::boundsALabelMissingFromATruncatedList() {
    // OpenAI completions capped at 5: B is not among them. Listed mass
    // 0.5 + 0.2 + 0.1 + 0.05 + 0.04 = 0.89, smallest 0.04 < 0.11: B ≤ 0.04.
    const QByteArray body =
        QStringLiteral(R"({"choices":[{"text":"A","logprobs":{"top_logprobs":[{"A":%1,)"
                       R"(" A":%2,"The":%3,"Summary":%4,"I":%5}]}}]})")
            .arg(std::log(0.5), 0, 'g', 17)
            .arg(std::log(0.2), 0, 'g', 17)
            .arg(std::log(0.1), 0, 'g', 17)
            .arg(std::log(0.05), 0, 'g', 17)
            .arg(std::log(0.04), 0, 'g', 17)
            .toUtf8();
    const ParsedAnswer answer = parseComparativeResponse(Backend::OpenAiCompletions, body,
                                                         LabelWords{}, RequestMode::Logprobs);
    QVERIFY2(answer.kind == ParsedKind::Probability, qPrintable(answer.detail));
    QVERIFY(answer.upperBoundUsed);
    QVERIFY2(std::abs(*answer.p - 0.7 / 0.74) < 1e-12, qPrintable(QString::number(*answer.p)));
    QVERIFY2(answer.detail.contains(QStringLiteral("label B absent from the top 5 logprobs")),
             qPrintable(answer.detail));
    QVERIFY(!answer.promptTokens.has_value());
}

void ApiProtocolsTest::tieAndRefusalWhenNeitherLabelIsListed_data() {
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("tieLabel");
    QTest::addColumn<ParsedKind>("expectedKind");
    // One output token: "Tie", "Both", "I" start a sentence; only a tie label the
    // prompt offered, and that wins, is a tie.
    QTest::newRow("tie, no tie label offered")
        << QStringLiteral("Tie") << QString() << ParsedKind::Unusable;
    QTest::newRow("both, no tie label offered")
        << QStringLiteral("Both") << QString() << ParsedKind::Unusable;
    QTest::newRow("both, the tie label is Tie")
        << QStringLiteral("Both") << QStringLiteral("Tie") << ParsedKind::Unusable;
    QTest::newRow("the offered tie label wins")
        << QStringLiteral("Tie") << QStringLiteral("Tie") << ParsedKind::Tie;
    QTest::newRow("a first word") << QStringLiteral("I") << QString() << ParsedKind::Unusable;
}

void ApiProtocolsTest::tieAndRefusalWhenNeitherLabelIsListed() {
    QFETCH(QString, content);
    QFETCH(QString, tieLabel);
    QFETCH(ParsedKind, expectedKind);
    const QByteArray body =
        QStringLiteral(R"({"choices":[{"message":{"role":"assistant","content":"%1"},)"
                       R"("logprobs":{"content":[{"token":"%1","logprob":-0.1,"top_logprobs":[)"
                       R"({"token":"%1","logprob":-0.1},{"token":"Sorry","logprob":-3}]}]}}]})")
            .arg(content)
            .toUtf8();
    const LabelWords labels{QStringLiteral("A"), QStringLiteral("B"), tieLabel};
    const ParsedAnswer answer =
        parseComparativeResponse(Backend::OpenAiChat, body, labels, RequestMode::Logprobs);
    QCOMPARE(answer.kind, expectedKind);
    QCOMPARE(answer.rawText, content);
    if (expectedKind == ParsedKind::Tie) {
        QVERIFY(answer.p && *answer.p == 0.5);
    } else {
        QVERIFY(!answer.p.has_value());
        QVERIFY2(answer.detail.contains(QStringLiteral("neither label among the top tokens: \"") +
                                        content + QStringLiteral("\", \"Sorry\"")),
                 qPrintable(answer.detail));
    }
}

void ApiProtocolsTest::missingLogprobsAreReported_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("chat null") << Backend::OpenAiChat
                               << QByteArray(R"({"choices":[{"message":{"content":"A"},)"
                                             R"("logprobs":null}]})");
    QTest::newRow("chat absent") << Backend::OpenAiChat
                                 << QByteArray(R"({"choices":[{"message":{"content":"A"}}]})");
    QTest::newRow("chat empty content")
        << Backend::OpenAiChat
        << QByteArray(R"({"choices":[{"message":{"content":"A"},"logprobs":{"content":[]}}]})");
    QTest::newRow("completions null")
        << Backend::OpenAiCompletions
        << QByteArray(R"({"choices":[{"text":"A","logprobs":null}]})");
    QTest::newRow("llama no probabilities")
        << Backend::LlamaNative << QByteArray(R"({"content":"A"})");
    QTest::newRow("ollama no logprobs")
        << Backend::OllamaChat << QByteArray(R"({"message":{"content":"A"},"done":true})");
}

void ApiProtocolsTest::missingLogprobsAreReported() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    const ParsedAnswer answer =
        parseComparativeResponse(backend, body, LabelWords{}, RequestMode::Logprobs);
    QCOMPARE(answer.kind, ParsedKind::NoLogprobs);
    QVERIFY(!answer.p.has_value());
    QCOMPARE(answer.rawText, QStringLiteral("A"));
}

void ApiProtocolsTest::countsSampledChoices() {
    const QByteArray body = R"({"choices":[
      {"index":0,"message":{"role":"assistant","content":"Summary A"},"logprobs":null},
      {"index":1,"message":{"role":"assistant","content":"A."},"logprobs":null},
      {"index":2,"message":{"role":"assistant","content":"B"},"logprobs":null},
      {"index":3,"message":{"role":"assistant","content":"Sorry, I can't."},"logprobs":null}],
      "usage":{"prompt_tokens":400,"completion_tokens":9}})";
    const ParsedAnswer answer =
        parseComparativeResponse(Backend::OpenAiChat, body, LabelWords{}, RequestMode::Sampling);
    QCOMPARE(answer.kind, ParsedKind::Probability);
    QCOMPARE(answer.samples.a, 2);
    QCOMPARE(answer.samples.b, 1);
    QCOMPARE(answer.samples.refusals, 1);
    // (#A + 0.5) / (n + 1) with n = 3 decisive answers.
    QVERIFY(std::abs(*answer.p - 2.5 / 4.0) < 1e-12);
    QCOMPARE(answer.promptTokens.value_or(-1), qint64{400});
    QVERIFY(answer.rawText.contains(QStringLiteral("Summary A | A. | B")));
}

void ApiProtocolsTest::addsUpSamplesOverRequests() {
    // llama.cpp has no `n`: the engine asks one sample per request and adds up.
    SampleCounts total;
    for (const char* content : {"A", "B", "A", "tie", "I can't"}) {
        const QByteArray body =
            QStringLiteral(R"({"content":"%1"})").arg(QLatin1String(content)).toUtf8();
        const ParsedAnswer one = parseComparativeResponse(Backend::LlamaNative, body, LabelWords{},
                                                          RequestMode::Sampling);
        QVERIFY(one.kind != ParsedKind::Malformed);
        total += one.samples;
    }
    const ParsedAnswer combined = answerFromSamples(total, QStringLiteral("…"));
    QCOMPARE(combined.kind, ParsedKind::Probability);
    QVERIFY(std::abs(*combined.p - 3.0 / 5.0) < 1e-12); // (2 + 0.5 + 0.5) / (4 + 1)

    const ParsedAnswer onlyTies = answerFromSamples(SampleCounts{0, 0, 3, 0}, QString());
    QCOMPARE(onlyTies.kind, ParsedKind::Tie);
    QVERIFY(onlyTies.p && *onlyTies.p == 0.5);
    const ParsedAnswer refused = answerFromSamples(SampleCounts{0, 0, 0, 4}, QString());
    QCOMPARE(refused.kind, ParsedKind::Refusal);
    QVERIFY(!refused.p.has_value());
}

void ApiProtocolsTest::malformedBodiesNameThePath_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expectedDetail");
    QTest::newRow("not json") << Backend::OpenAiChat << QByteArray("<html>502</html>")
                              << QStringLiteral("body is not JSON");
    QTest::newRow("empty body") << Backend::LlamaNative << QByteArray()
                                << QStringLiteral("body is not JSON");
    QTest::newRow("array") << Backend::OllamaChat << QByteArray("[1,2]")
                           << QStringLiteral("body is not a JSON object");
    QTest::newRow("truncated") << Backend::OpenAiChat << kOpenAiChat.left(120)
                               << QStringLiteral("body is not JSON");
    QTest::newRow("no choices") << Backend::OpenAiChat << QByteArray(R"({"error":"x"})")
                                << QStringLiteral("choices is missing");
    QTest::newRow("choices object") << Backend::OpenAiChat << QByteArray(R"({"choices":{}})")
                                    << QStringLiteral("choices is not an array");
    QTest::newRow("choices empty") << Backend::OpenAiCompletions << QByteArray(R"({"choices":[]})")
                                   << QStringLiteral("choices is empty");
    QTest::newRow("no message") << Backend::OpenAiChat << QByteArray(R"({"choices":[{}]})")
                                << QStringLiteral("choices[0].message is missing");
    QTest::newRow("content number")
        << Backend::OpenAiChat << QByteArray(R"({"choices":[{"message":{"content":5}}]})")
        << QStringLiteral("choices[0].message.content is not a string");
    QTest::newRow("no top_logprobs")
        << Backend::OpenAiChat
        << QByteArray(R"({"choices":[{"message":{"content":"A"},"logprobs":{"content":[)"
                      R"({"token":"A","logprob":-0.1}]}}]})")
        << QStringLiteral("choices[0].logprobs.content[0].top_logprobs is missing");
    QTest::newRow("logprob string")
        << Backend::OpenAiChat
        << QByteArray(R"({"choices":[{"message":{"content":"A"},"logprobs":{"content":[)"
                      R"({"token":"A","logprob":-0.1,"top_logprobs":[{"token":"A","logprob":-0.1},)"
                      R"({"token":"B","logprob":"-2"}]}]}}]})")
        << QStringLiteral("choices[0].logprobs.content[0].top_logprobs[1].logprob is not a "
                          "finite number");
    QTest::newRow("token missing")
        << Backend::OllamaGenerate
        << QByteArray(R"({"response":"A","logprobs":[{"token":"A","logprob":-0.1,)"
                      R"("top_logprobs":[{"logprob":-0.1}]}]})")
        << QStringLiteral("logprobs[0].top_logprobs[0].token is missing");
    QTest::newRow("usage negative")
        << Backend::OpenAiChat
        << QByteArray(R"({"choices":[{"message":{"content":"A"}}],"usage":{"prompt_tokens":-3}})")
        << QStringLiteral("usage.prompt_tokens is not a non-negative integer");
    QTest::newRow("completions text missing")
        << Backend::OpenAiCompletions << QByteArray(R"({"choices":[{"logprobs":null}]})")
        << QStringLiteral("choices[0].text is missing");
    QTest::newRow("completions entry not a number")
        << Backend::OpenAiCompletions
        << QByteArray(R"({"choices":[{"text":"A","logprobs":{"top_logprobs":[{"A":null}]}}]})")
        << QStringLiteral("choices[0].logprobs.top_logprobs[0].A is not a finite number");
    QTest::newRow("llama content missing")
        << Backend::LlamaNative << QByteArray(R"({"completion_probabilities":[]})")
        << QStringLiteral("content is missing");
    QTest::newRow("llama inner list missing")
        << Backend::LlamaNative
        << QByteArray(R"({"content":"A","completion_probabilities":[{"token":"A"}]})")
        << QStringLiteral("completion_probabilities[0].top_logprobs is missing");
    QTest::newRow("llama value missing")
        << Backend::LlamaNative
        << QByteArray(R"({"content":"A","completion_probabilities":[{"top_logprobs":[)"
                      R"({"token":"A"}]}]})")
        << QStringLiteral("completion_probabilities[0].top_logprobs[0].logprob is missing");
    QTest::newRow("llama prob above 1")
        << Backend::LlamaNative
        << QByteArray(R"({"content":"A","probs":[{"probs":[{"tok_str":"A","prob":1.5}]}]})")
        << QStringLiteral("probs[0].probs[0].prob is not a probability");
    QTest::newRow("ollama message missing") << Backend::OllamaChat << QByteArray(R"({"done":true})")
                                            << QStringLiteral("message is missing");
    QTest::newRow("ollama logprobs object")
        << Backend::OllamaChat << QByteArray(R"({"message":{"content":"A"},"logprobs":{}})")
        << QStringLiteral("logprobs is not an array");
    QTest::newRow("ollama generate response missing")
        << Backend::OllamaGenerate << QByteArray(R"({"message":{"content":"A"}})")
        << QStringLiteral("response is missing");
}

void ApiProtocolsTest::malformedBodiesNameThePath() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    QFETCH(QString, expectedDetail);
    for (const RequestMode mode : {RequestMode::Logprobs, RequestMode::Sampling}) {
        const ParsedAnswer answer = parseComparativeResponse(backend, body, LabelWords{}, mode);
        QCOMPARE(answer.kind, ParsedKind::Malformed);
        QVERIFY(!answer.p.has_value());
        QVERIFY2(answer.detail.contains(expectedDetail), qPrintable(answer.detail));
    }
    const ParsedScore score = parseScoreResponse(backend, body);
    QCOMPARE(score.kind, ParsedKind::Malformed);
    QVERIFY(score.classProbabilities.empty());
}

void ApiProtocolsTest::parsesAbsoluteScores() {
    const QByteArray body = R"({"model":"qwen2.5:7b","response":"7","done":true,
      "prompt_eval_count":280,"eval_count":1,"logprobs":[{"token":"7","logprob":-0.9,
      "top_logprobs":[{"token":"7","logprob":-0.9},{"token":"8","logprob":-1.2},
      {"token":"6","logprob":-2.0},{"token":"The","logprob":-3.0}]}]})";
    const ParsedScore score = parseScoreResponse(Backend::OllamaGenerate, body);
    QCOMPARE(score.kind, ParsedKind::Probability);
    QCOMPARE(score.classProbabilities.size(), std::size_t{10});
    const double total = std::exp(-0.9) + std::exp(-1.2) + std::exp(-2.0);
    QVERIFY(std::abs(score.classProbabilities[6] - std::exp(-0.9) / total) < 1e-12);
    QVERIFY(std::abs(score.classProbabilities[7] - std::exp(-1.2) / total) < 1e-12);
    QVERIFY(std::abs(score.classProbabilities[5] - std::exp(-2.0) / total) < 1e-12);
    QCOMPARE(score.promptTokens.value_or(-1), qint64{280});
    QCOMPARE(score.rawText, QStringLiteral("7"));

    const ParsedScore noScore = parseScoreResponse(Backend::OpenAiChat, kOpenAiChat);
    QCOMPARE(noScore.kind, ParsedKind::Unusable);
    QVERIFY(noScore.detail.contains(QStringLiteral("no score token")));
    const ParsedScore noLogprobs =
        parseScoreResponse(Backend::LlamaNative, QByteArray(R"({"content":"7"})"));
    QCOMPARE(noLogprobs.kind, ParsedKind::NoLogprobs);
}

// Each server family's documented first-token shape with score tokens; the
// expected classes are written out from the literal logprobs: each score's
// spellings summed, then normalised over the scores listed.
void ApiProtocolsTest::scoresFromEachServersShape_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<ScoreMasses>("scoreProbabilities"); // before normalising
    QTest::addColumn<QString>("rawText");
    // vLLM / OpenAI chat: logprobs.content[0].top_logprobs, "8" and " 8" both listed.
    QTest::newRow("openai-chat (vLLM)")
        << Backend::OpenAiChat
        << QByteArray(R"({"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,
          "message":{"role":"assistant","content":"8"},"logprobs":{"content":[{"token":"8",
          "logprob":-0.5,"bytes":[56],"top_logprobs":[{"token":"8","logprob":-0.5,"bytes":[56]},
          {"token":"7","logprob":-1.5,"bytes":[55]},{"token":" 8","logprob":-2.5,"bytes":[32,56]},
          {"token":"9","logprob":-3.0,"bytes":[57]},{"token":"**","logprob":-4.0,"bytes":[42,42]}]}]},
          "finish_reason":"length"}],"usage":{"prompt_tokens":300,"completion_tokens":1}})")
        << ScoreMasses{{8, std::exp(-0.5) + std::exp(-2.5)},
                       {7, std::exp(-1.5)},
                       {9, std::exp(-3.0)}}
        << QStringLiteral("8");
    // OpenAI legacy completions: top_logprobs[0] is a {token: logprob} object; "10" is
    // one token and counts for 10, "1" for 1.
    QTest::newRow("openai-completions (legacy dict)")
        << Backend::OpenAiCompletions
        << QByteArray(R"({"id":"cmpl-1","object":"text_completion","choices":[{"index":0,
          "text":"10","logprobs":{"tokens":["10"],"token_logprobs":[-0.4],
          "top_logprobs":[{"10":-0.4," 10":-2.2,"9":-1.6,"1":-3.5,"The":-4.1}],
          "text_offset":[0]},"finish_reason":"length"}]})")
        << ScoreMasses{{10, std::exp(-0.4) + std::exp(-2.2)},
                       {9, std::exp(-1.6)},
                       {1, std::exp(-3.5)}}
        << QStringLiteral("10");
    // llama.cpp's /completion: completion_probabilities[0].top_logprobs with ids.
    QTest::newRow("llama-native (current)")
        << Backend::LlamaNative
        << QByteArray(R"({"index":0,"content":"6","tokens_predicted":1,"tokens_evaluated":120,
          "completion_probabilities":[{"id":21,"token":"6","bytes":[54],"logprob":-0.7,
          "top_logprobs":[{"id":21,"token":"6","bytes":[54],"logprob":-0.7},
          {"id":20,"token":"5","bytes":[53],"logprob":-1.1},
          {"id":358,"token":" 6","bytes":[32,54],"logprob":-3.3},
          {"id":791,"token":"The","bytes":[84,104,101],"logprob":-5.0}]}]})")
        << ScoreMasses{{6, std::exp(-0.7) + std::exp(-3.3)}, {5, std::exp(-1.1)}}
        << QStringLiteral("6");
    // llama.cpp of 2024: probs[0].probs with tok_str and a probability.
    QTest::newRow("llama-native (2024 probs)")
        << Backend::LlamaNative
        << QByteArray(R"({"content":"3","completion_probabilities":[{"content":"3",
          "probs":[{"tok_str":"3","prob":0.6},{"tok_str":"4","prob":0.3},{"tok_str":"I","prob":0.1}]}]})")
        << ScoreMasses{{3, 0.6}, {4, 0.3}} << QStringLiteral("3");
    // Ollama /api/chat: logprobs[0].top_logprobs.
    QTest::newRow("ollama-chat")
        << Backend::OllamaChat
        << QByteArray(R"({"model":"qwen2.5:7b","message":{"role":"assistant","content":"2"},
          "done":true,"prompt_eval_count":90,"eval_count":1,"logprobs":[{"token":"2",
          "logprob":-0.2,"top_logprobs":[{"token":"2","logprob":-0.2},{"token":"1",
          "logprob":-2.0},{"token":"3","logprob":-2.6}]}]})")
        << ScoreMasses{{2, std::exp(-0.2)}, {1, std::exp(-2.0)}, {3, std::exp(-2.6)}}
        << QStringLiteral("2");
}

void ApiProtocolsTest::scoresFromEachServersShape() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    QFETCH(ScoreMasses, scoreProbabilities);
    QFETCH(QString, rawText);
    const ParsedScore score = parseScoreResponse(backend, body);
    QVERIFY2(score.kind == ParsedKind::Probability, qPrintable(score.detail));
    QCOMPARE(score.rawText, rawText);
    double total = 0.0;
    for (const auto& [scoreValue, probability] : scoreProbabilities) {
        total += probability;
    }
    std::vector<double> expected(10, 0.0);
    for (const auto& [scoreValue, probability] : scoreProbabilities) {
        expected[static_cast<std::size_t>(scoreValue - 1)] = probability / total;
    }
    QCOMPARE(score.classProbabilities.size(), expected.size());
    for (std::size_t c = 0; c < expected.size(); ++c) {
        QVERIFY2(std::abs(score.classProbabilities[c] - expected[c]) < 1e-12,
                 qPrintable(QStringLiteral("score %1: %2, expected %3")
                                .arg(c + 1)
                                .arg(score.classProbabilities[c])
                                .arg(expected[c])));
    }
}

void ApiProtocolsTest::unusableScoreAnswersSayWhy_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<ParsedKind>("kind");
    QTest::addColumn<QString>("detail");
    // OpenAI: message.refusal, content null, no logprobs.
    QTest::newRow("openai refusal")
        << Backend::OpenAiChat
        << QByteArray(R"({"choices":[{"index":0,"message":{"role":"assistant","content":null,
          "refusal":"I can't rate this."},"logprobs":null,"finish_reason":"stop"}]})")
        << ParsedKind::Refusal << QStringLiteral("I can't rate this.");
    QTest::newRow("no logprobs") << Backend::OllamaGenerate
                                 << QByteArray(R"({"model":"m","response":"7","done":true})")
                                 << ParsedKind::NoLogprobs << QStringLiteral("no logprobs");
    // llama-server of 2024 at temperature 0 reports the sampled token only.
    QTest::newRow("one-hot") << Backend::LlamaNative
                             << QByteArray(
                                    R"({"content":"7","completion_probabilities":[{"content":"7",
          "probs":[{"tok_str":"7","prob":1.0},{"tok_str":"8","prob":0.0},{"tok_str":"6","prob":0.0}]}]})")
                             << ParsedKind::Unusable << QStringLiteral("one-hot");
    // A thinking model: "<think>" first, the scores share 1e-4.
    QTest::newRow("thinking") << Backend::OllamaChat
                              << QByteArray(
                                     R"({"message":{"role":"assistant","content":""},"done":true,
          "logprobs":[{"token":"<think>","logprob":-0.0001,"top_logprobs":[{"token":"<think>",
          "logprob":-0.0001},{"token":"7","logprob":-9.5},{"token":"8","logprob":-10.2}]}]})")
                              << ParsedKind::Unusable << QStringLiteral("the score tokens hold");
    QTest::newRow("words, no score")
        << Backend::OllamaChat
        << QByteArray(R"({"message":{"role":"assistant","content":"I"},"done":true,
          "logprobs":[{"token":"I","logprob":-0.2,"top_logprobs":[{"token":"I","logprob":-0.2},
          {"token":"Sorry","logprob":-1.9},{"token":"11","logprob":-3.0}]}]})")
        << ParsedKind::Unusable << QStringLiteral("no score token between 1 and 10");
}

void ApiProtocolsTest::unusableScoreAnswersSayWhy() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    QFETCH(ParsedKind, kind);
    QFETCH(QString, detail);
    const ParsedScore score = parseScoreResponse(backend, body);
    QCOMPARE(score.kind, kind);
    QVERIFY2(score.detail.contains(detail), qPrintable(score.detail));
    QVERIFY(score.classProbabilities.empty());
}

// What an error message or a stored raw answer quotes of an outside answer.
void ApiProtocolsTest::excerptsQuoteTheBeginning() {
    using pairrank::judge::excerpt;
    const QString ellipsis = QStringLiteral("…");
    QCOMPARE(excerpt(QStringLiteral("short"), 10), QStringLiteral("short"));
    QCOMPARE(excerpt(QString(12, u'x'), 10), QString(QString(10, u'x') + ellipsis));
    // Bytes: five two-byte characters fit in five, six do not.
    const QString e = QStringLiteral("é");
    QCOMPARE(excerpt(e.toUtf8().repeated(5), 5), e.repeated(5));
    QCOMPARE(excerpt(e.toUtf8().repeated(6), 5), QString(e.repeated(5) + ellipsis));
    // An emoji is four bytes and two UTF-16 units: the cut falls before a pair, not inside.
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80");
    QCOMPARE(emoji.size(), 2);
    QCOMPARE(excerpt(emoji.toUtf8().repeated(10), 5), QString(emoji.repeated(2) + ellipsis));
    QCOMPARE(excerpt(emoji.repeated(10), 5), QString(emoji.repeated(2) + ellipsis));
    QCOMPARE(excerpt(QByteArray(1'000'000, 'a'), 3), QStringLiteral("aaa…"));
}

QTEST_APPLESS_MAIN(ApiProtocolsTest)
#include "test_api_protocols.moc"
