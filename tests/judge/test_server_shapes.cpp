// The answer bodies real servers send, one row per documented shape, read by
// the protocol layer (api_protocols.h). Each body was written from the server's
// public documentation or serialiser, named above it; the expected p comes from
// the numbers in the body (p = ΣP(A variants) / (ΣP(A) + ΣP(B)), paper 001 eq. 3),
// never from the code under test.
#include "core/judge/api_protocols.h"
#include "core/judge/server_limits.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pairrank::judge;

Q_DECLARE_METATYPE(pairrank::judge::Backend)
Q_DECLARE_METATYPE(pairrank::judge::ParsedKind)

namespace {

double p(double a, double b) {
    return a / (a + b);
}

double e(double logprob) {
    return std::exp(logprob);
}

constexpr double kNoP = std::numeric_limits<double>::quiet_NaN();

// OpenAI chat completion object with logprobs (platform.openai.com/docs/api-reference/chat/object).
const QByteArray kOpenAiChat = R"({"id":"chatcmpl-9","object":"chat.completion","created":1,
 "model":"gpt-4o-mini-2024-07-18","choices":[{"index":0,"message":{"role":"assistant",
 "content":"B","refusal":null},"logprobs":{"content":[{"token":"B","logprob":-0.4,"bytes":[66],
 "top_logprobs":[{"token":"B","logprob":-0.4,"bytes":[66]},{"token":"A","logprob":-1.2,"bytes":[65]},
 {"token":"Both","logprob":-4.5,"bytes":[66,111,116,104]}]}],"refusal":null},
 "finish_reason":"length"}],"usage":{"prompt_tokens":90,"completion_tokens":1,"total_tokens":91},
 "system_fingerprint":"fp_1"})";

// OpenAI refusal (platform.openai.com/docs/guides/structured-outputs, "Refusals"):
// content null, the explanation in message.refusal, logprobs of the refusal only.
const QByteArray kOpenAiRefusal = R"({"id":"chatcmpl-10","object":"chat.completion",
 "choices":[{"index":0,"message":{"role":"assistant","content":null,
 "refusal":"I'm sorry, I can't assist with that request."},
 "logprobs":{"content":null,"refusal":[{"token":"I'm","logprob":-0.01,"bytes":[73,39,109],
 "top_logprobs":[]}]},"finish_reason":"stop"}],"usage":{"prompt_tokens":90,"completion_tokens":10}})";

// Azure OpenAI content filtering (learn.microsoft.com/azure/ai-services/openai/concepts/
// content-filter): finish_reason "content_filter", content null, no logprobs.
const QByteArray kContentFilter = R"({"id":"chatcmpl-11","object":"chat.completion",
 "choices":[{"index":0,"finish_reason":"content_filter","message":{"role":"assistant",
 "content":null},"logprobs":null,"content_filter_results":{"violence":{"filtered":true,
 "severity":"medium"}}}],"usage":{"prompt_tokens":90,"completion_tokens":0}})";

// OpenAI legacy completion object (platform.openai.com/docs/api-reference/completions/object):
// top_logprobs[i] is a dict; "the API will always return the logprob of the sampled token, so
// there may be up to logprobs+1 elements" — here 5 asked, the sampled " B" added as a sixth.
const QByteArray kOpenAiLegacy = R"({"id":"cmpl-1","object":"text_completion","created":1,
 "model":"gpt-3.5-turbo-instruct","choices":[{"text":" B","index":0,"logprobs":{"tokens":[" B"],
 "token_logprobs":[-2.0],"top_logprobs":[{" A":-0.3," The":-1.9,"\n":-2.2," It":-2.6,
 " Both":-2.9," B":-2.0}],"text_offset":[402]},"finish_reason":"length"}],
 "usage":{"prompt_tokens":101,"completion_tokens":1,"total_tokens":102}})";

// vLLM /v1/completions (vllm-project/vllm vllm/entrypoints/openai/serving_completion.py:
// logprobs clamped with max(logprob, -9999.0) because JSON has no -inf; the dict holds the
// k asked plus the sampled token when it is not among them).
const QByteArray kVllmCompletions = R"({"id":"cmpl-2","object":"text_completion",
 "model":"Qwen/Qwen2.5-7B-Instruct","choices":[{"index":0,"text":"A","logprobs":{
 "text_offset":[0],"token_logprobs":[-0.25],"tokens":["A"],"top_logprobs":[{"A":-0.25,
 "B":-1.6,"<|endoftext|>":-9999.0}]},"finish_reason":"length","stop_reason":null}],
 "usage":{"prompt_tokens":77,"total_tokens":78,"completion_tokens":1}})";

// vLLM /v1/chat/completions (vllm/entrypoints/openai/serving_chat.py, ChatCompletionLogProbs:
// the chat shape, -9999.0 for -inf).
const QByteArray kVllmChat = R"({"id":"chatcmpl-3","object":"chat.completion",
 "model":"meta-llama/Llama-3.1-8B-Instruct","choices":[{"index":0,"message":{"role":"assistant",
 "content":"A","tool_calls":[]},"logprobs":{"content":[{"token":"A","logprob":-0.7,
 "bytes":[65],"top_logprobs":[{"token":"A","logprob":-0.7,"bytes":[65]},{"token":"B",
 "logprob":-0.9,"bytes":[66]},{"token":"<|eot_id|>","logprob":-9999.0,"bytes":[]}]}]},
 "finish_reason":"length","stop_reason":null}],"usage":{"prompt_tokens":60,"completion_tokens":1}})";

// vLLM before 0.4.1 (vllm/entrypoints/openai/protocol.py of v0.4.0: ChatCompletionResponseChoice
// .logprobs is the completions LogProbs) and llama-cpp-python ≤ 0.3.1 (llama_cpp/
// llama_chat_format.py copies the completion's logprobs into the chat choice): the legacy
// dict shape inside a chat answer.
const QByteArray kLegacyInChat = R"({"id":"chatcmpl-4","object":"chat.completion","created":1,
 "model":"llama-3-8b-instruct.Q4_K_M.gguf","choices":[{"index":0,"message":{"role":"assistant",
 "content":"B"},"logprobs":{"text_offset":[0],"token_logprobs":[-0.5],"tokens":["B"],
 "top_logprobs":[{"B":-0.5,"A":-1.1," B":-3.0}]},"finish_reason":"length"}],
 "usage":{"prompt_tokens":50,"completion_tokens":1,"total_tokens":51}})";

// llama-server /v1/chat/completions (ggml-org/llama.cpp tools/server/README.md, OpenAI-
// compatible chat completions with logprobs: the chat shape, bytes included).
const QByteArray kLlamaServerChat = R"({"choices":[{"finish_reason":"length","index":0,
 "message":{"role":"assistant","content":"A"},"logprobs":{"content":[{"id":32,"token":"A",
 "bytes":[65],"logprob":-0.2,"top_logprobs":[{"id":32,"token":"A","bytes":[65],"logprob":-0.2},
 {"id":33,"token":"B","bytes":[66],"logprob":-1.9}]}]}}],"created":1,"model":"gpt-3.5-turbo",
 "object":"chat.completion","usage":{"completion_tokens":1,"prompt_tokens":40,"total_tokens":41},
 "id":"chatcmpl-x"})";

// llama-server /v1/completions (tools/server/server.cpp, to_json_oaicompat: logprobs are
// written with probs_to_json in the chat shape, {"content": [...]}, not the legacy dict).
const QByteArray kLlamaServerCompletions = R"({"choices":[{"text":"B","index":0,
 "logprobs":{"content":[{"id":33,"token":"B","bytes":[66],"logprob":-0.35,"top_logprobs":[
 {"id":33,"token":"B","bytes":[66],"logprob":-0.35},{"id":32,"token":"A","bytes":[65],
 "logprob":-1.3},{"id":578,"token":" The","bytes":[32,84,104,101],"logprob":-3.1}]}]},
 "finish_reason":"length"}],"created":1,"model":"gpt-3.5-turbo","object":"text_completion",
 "usage":{"completion_tokens":1,"prompt_tokens":40,"total_tokens":41},"id":"chatcmpl-y"})";

// Ollama's OpenAI layer (ollama/ollama openai/openai.go; docs/openai.md): chat and
// completions both carry logprobs in the chat shape.
const QByteArray kOllamaV1Chat = R"({"id":"chatcmpl-5","object":"chat.completion","created":1,
 "model":"llama3.2","system_fingerprint":"fp_ollama","choices":[{"index":0,"message":{
 "role":"assistant","content":"A"},"finish_reason":"length","logprobs":{"content":[{"token":"A",
 "logprob":-0.15,"bytes":[65],"top_logprobs":[{"token":"A","logprob":-0.15,"bytes":[65]},
 {"token":"B","logprob":-2.0,"bytes":[66]}]}]}}],"usage":{"prompt_tokens":30,
 "completion_tokens":1,"total_tokens":31}})";
const QByteArray kOllamaV1Completions = R"({"id":"cmpl-6","object":"text_completion","created":1,
 "model":"llama3.2","system_fingerprint":"fp_ollama","choices":[{"text":"B","index":0,
 "finish_reason":"length","logprobs":{"content":[{"token":"B","logprob":-0.6,"bytes":[66],
 "top_logprobs":[{"token":"B","logprob":-0.6,"bytes":[66]},{"token":"A","logprob":-0.9,
 "bytes":[65]}]}]}}],"usage":{"prompt_tokens":30,"completion_tokens":1,"total_tokens":31}})";

// TGI Messages API (huggingface/text-generation-inference router/src/lib.rs:
// ChatCompletionLogprobs {content: [{token, logprob, top_logprobs: [{token, logprob}]}]}, no
// bytes).
const QByteArray kTgiChat = R"({"object":"chat.completion","id":"","created":1,
 "model":"tgi","system_fingerprint":"3.0.0-sha","choices":[{"index":0,"message":{"role":
 "assistant","content":"B"},"logprobs":{"content":[{"token":"B","logprob":-0.1,"top_logprobs":[
 {"token":"B","logprob":-0.1},{"token":"A","logprob":-2.4},{"token":"Both","logprob":-5.0}]}]},
 "finish_reason":"length"}],"usage":{"prompt_tokens":55,"completion_tokens":1,"total_tokens":56}})";

// llama-server /completion with n_probs, current format (tools/server/README.md,
// "completion_probabilities": [{id, token, bytes, logprob, top_logprobs}]).
const QByteArray kLlamaNative = R"({"index":0,"content":"A","tokens":[],"id_slot":0,"stop":true,
 "model":"gguf","tokens_predicted":1,"tokens_evaluated":70,"generation_settings":{},
 "prompt":"","has_new_line":false,"truncated":false,"stop_type":"limit","stopping_word":"",
 "tokens_cached":70,"timings":{},"completion_probabilities":[{"id":32,"token":"A","bytes":[65],
 "logprob":-0.45,"top_logprobs":[{"id":32,"token":"A","bytes":[65],"logprob":-0.45},
 {"id":33,"token":"B","bytes":[66],"logprob":-1.25},{"id":362,"token":" A","bytes":[32,65],
 "logprob":-3.5}]}]})";

// The same with "post_sampling_probs": true (tools/server/README.md: "prob" instead of
// "logprob", "top_probs" instead of "top_logprobs").
const QByteArray kLlamaPostSampling = R"({"content":"B","stop":true,"tokens_predicted":1,
 "tokens_evaluated":70,"completion_probabilities":[{"id":33,"token":"B","bytes":[66],"prob":0.55,
 "top_probs":[{"id":33,"token":"B","bytes":[66],"prob":0.55},{"id":32,"token":"A","bytes":[65],
 "prob":0.4}]}]})";

// llama-server of 2024 (examples/server/README.md before the December 2024 change:
// "completion_probabilities": [{"content", "probs": [{"tok_str", "prob"}]}]).
const QByteArray kLlama2024 = R"({"content":"A","stop":true,"tokens_predicted":1,
 "tokens_evaluated":70,"completion_probabilities":[{"content":"A","probs":[
 {"tok_str":"A","prob":0.62},{"tok_str":"B","prob":0.31},{"tok_str":"The","prob":0.02}]}]})";

// The same server asked at temperature 0: "temp == 0.0 -> no probs" (llama.cpp's sampler),
// the sampled token gets 1 and every other 0.
const QByteArray kLlama2024OneHot = R"({"content":"A","stop":true,"tokens_predicted":1,
 "tokens_evaluated":70,"completion_probabilities":[{"content":"A","probs":[
 {"tok_str":"A","prob":1.0},{"tok_str":"B","prob":0.0},{"tok_str":"The","prob":0.0}]}]})";

// Ollama native /api/chat and /api/generate with "logprobs": true, "top_logprobs": k
// (ollama/ollama docs/api.md; Ollama ≥ 0.12.11).
const QByteArray kOllamaChat = R"({"model":"qwen2.5:7b","created_at":"2025-11-20T10:00:00Z",
 "message":{"role":"assistant","content":"B"},"done":true,"done_reason":"length",
 "total_duration":1,"load_duration":1,"prompt_eval_count":61,"prompt_eval_duration":1,
 "eval_count":1,"eval_duration":1,"logprobs":[{"token":"B","logprob":-0.3,"bytes":[66],
 "top_logprobs":[{"token":"B","logprob":-0.3,"bytes":[66]},{"token":"A","logprob":-1.5,
 "bytes":[65]}]}]})";
const QByteArray kOllamaGenerate = R"({"model":"qwen2.5:7b","created_at":"2025-11-20T10:00:00Z",
 "response":"A","done":true,"done_reason":"length","context":[1,2],"prompt_eval_count":61,
 "eval_count":1,"logprobs":[{"token":"A","logprob":-0.05,"top_logprobs":[{"token":"A",
 "logprob":-0.05},{"token":" A","logprob":-4.0},{"token":"B","logprob":-3.2}]}]})";

// A thinking model asked for one token without "think": false (Ollama ≥ 0.12.11 thinks by
// default): the token is the start of its reasoning, the labels hold 1e-4 of the mass.
const QByteArray kOllamaThinking = R"({"model":"qwen3:8b","message":{"role":"assistant",
 "content":"","thinking":""},"done":true,"done_reason":"length","prompt_eval_count":61,
 "eval_count":1,"logprobs":[{"token":"<think>","logprob":-0.0001,"top_logprobs":[
 {"token":"<think>","logprob":-0.0001},{"token":"A","logprob":-9.9},{"token":"B","logprob":-11.1}]}]})";

// A Qwen3-style chat template on vLLM without chat_template_kwargs {"enable_thinking": false}.
const QByteArray kVllmThinking = R"({"id":"chatcmpl-7","object":"chat.completion",
 "model":"Qwen/Qwen3-8B","choices":[{"index":0,"message":{"role":"assistant","content":"<think>"},
 "logprobs":{"content":[{"token":"<think>","logprob":-0.00005,"top_logprobs":[{"token":"<think>",
 "logprob":-0.00005},{"token":"A","logprob":-10.5},{"token":"B","logprob":-10.9}]}]},
 "finish_reason":"length"}]})";

// A first word, not a verdict: with one output token "Both" and "It" start a sentence.
const QByteArray kFirstWord = R"({"choices":[{"index":0,"message":{"role":"assistant",
 "content":"Both"},"logprobs":{"content":[{"token":"Both","logprob":-0.2,"top_logprobs":[
 {"token":"Both","logprob":-0.2},{"token":"It","logprob":-1.9},{"token":"Neither","logprob":-3.0}]}]},
 "finish_reason":"length"}]})";

// A prompt offering "Tie" as a third answer, and the tie winning.
const QByteArray kTieWins = R"({"choices":[{"index":0,"message":{"role":"assistant",
 "content":"Tie"},"logprobs":{"content":[{"token":"Tie","logprob":-0.5,"top_logprobs":[
 {"token":"Tie","logprob":-0.5},{"token":"A","logprob":-1.5},{"token":"B","logprob":-1.7}]}]},
 "finish_reason":"length"}]})";

} // namespace

class ServerShapesTest : public QObject {
    Q_OBJECT

private slots:
    void readsEveryServerShape_data();
    void readsEveryServerShape();
    void minimumLabelMassIsConfigurable();
    void errorBodiesNameTheirCap_data();
    void errorBodiesNameTheirCap();
    void thinkingSwitchRefusals_data();
    void thinkingSwitchRefusals();
    void requestsAskForRealProbabilities();
};

void ServerShapesTest::readsEveryServerShape_data() {
    QTest::addColumn<Backend>("backend");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("tieLabel");
    QTest::addColumn<ParsedKind>("expectedKind");
    QTest::addColumn<double>("expectedP");
    QTest::addColumn<QString>("detail"); // a part of the reason, for the kinds without p
    const QString none;
    QTest::newRow("OpenAI chat") << Backend::OpenAiChat << kOpenAiChat << none
                                 << ParsedKind::Probability << p(e(-1.2), e(-0.4)) << none;
    QTest::newRow("OpenAI refusal")
        << Backend::OpenAiChat << kOpenAiRefusal << none << ParsedKind::Refusal << kNoP
        << QStringLiteral("I'm sorry, I can't assist");
    QTest::newRow("content filter")
        << Backend::OpenAiChat << kContentFilter << none << ParsedKind::Refusal << kNoP
        << QStringLiteral("content filter");
    QTest::newRow("OpenAI legacy completions, k+1 entries")
        << Backend::OpenAiCompletions << kOpenAiLegacy << none << ParsedKind::Probability
        << p(e(-0.3), e(-2.0)) << none;
    QTest::newRow("vLLM completions with -9999.0")
        << Backend::OpenAiCompletions << kVllmCompletions << none << ParsedKind::Probability
        << p(e(-0.25), e(-1.6)) << none;
    QTest::newRow("vLLM chat with -9999.0")
        << Backend::OpenAiChat << kVllmChat << none << ParsedKind::Probability
        << p(e(-0.7), e(-0.9)) << none;
    QTest::newRow("legacy shape in a chat answer (vLLM < 0.4.1, llama-cpp-python <= 0.3.1)")
        << Backend::OpenAiChat << kLegacyInChat << none << ParsedKind::Probability
        << p(e(-1.1), e(-0.5) + e(-3.0)) << none;
    QTest::newRow("legacy shape read as completions too")
        << Backend::OpenAiCompletions
        << QByteArray(kLegacyInChat).replace("\"message\"", "\"text\":\"B\",\"m\"") << none
        << ParsedKind::Probability << p(e(-1.1), e(-0.5) + e(-3.0)) << none;
    QTest::newRow("llama-server chat") << Backend::OpenAiChat << kLlamaServerChat << none
                                       << ParsedKind::Probability << p(e(-0.2), e(-1.9)) << none;
    QTest::newRow("llama-server /v1/completions in the chat shape")
        << Backend::OpenAiCompletions << kLlamaServerCompletions << none << ParsedKind::Probability
        << p(e(-1.3), e(-0.35)) << none;
    QTest::newRow("Ollama /v1 chat") << Backend::OpenAiChat << kOllamaV1Chat << none
                                     << ParsedKind::Probability << p(e(-0.15), e(-2.0)) << none;
    QTest::newRow("Ollama /v1/completions in the chat shape")
        << Backend::OpenAiCompletions << kOllamaV1Completions << none << ParsedKind::Probability
        << p(e(-0.9), e(-0.6)) << none;
    QTest::newRow("TGI chat") << Backend::OpenAiChat << kTgiChat << none << ParsedKind::Probability
                              << p(e(-2.4), e(-0.1)) << none;
    QTest::newRow("llama-server /completion")
        << Backend::LlamaNative << kLlamaNative << none << ParsedKind::Probability
        << p(e(-0.45) + e(-3.5), e(-1.25)) << none;
    QTest::newRow("llama-server post_sampling_probs")
        << Backend::LlamaNative << kLlamaPostSampling << none << ParsedKind::Probability
        << p(0.4, 0.55) << none;
    QTest::newRow("llama-server 2024 probs/tok_str")
        << Backend::LlamaNative << kLlama2024 << none << ParsedKind::Probability << p(0.62, 0.31)
        << none;
    QTest::newRow("llama-server 2024 one-hot")
        << Backend::LlamaNative << kLlama2024OneHot << none << ParsedKind::Unusable << kNoP
        << QStringLiteral("one-hot probabilities");
    QTest::newRow("Ollama /api/chat") << Backend::OllamaChat << kOllamaChat << none
                                      << ParsedKind::Probability << p(e(-1.5), e(-0.3)) << none;
    QTest::newRow("Ollama /api/generate")
        << Backend::OllamaGenerate << kOllamaGenerate << none << ParsedKind::Probability
        << p(e(-0.05) + e(-4.0), e(-3.2)) << none;
    QTest::newRow("Ollama thinking")
        << Backend::OllamaChat << kOllamaThinking << none << ParsedKind::Unusable << kNoP
        << QStringLiteral("the labels hold 0.0065% of the probability mass, "
                          "less than the minimum 1%");
    QTest::newRow("vLLM Qwen3 thinking")
        << Backend::OpenAiChat << kVllmThinking << none << ParsedKind::Unusable << kNoP
        << QStringLiteral("\"<think>\"");
    QTest::newRow("a first word, no tie label")
        << Backend::OpenAiChat << kFirstWord << none << ParsedKind::Unusable << kNoP
        << QStringLiteral("neither label among the top tokens: "
                          "\"Both\", \"It\", \"Neither\"");
    QTest::newRow("a first word, tie label Tie")
        << Backend::OpenAiChat << kFirstWord << QStringLiteral("Tie") << ParsedKind::Unusable
        << kNoP << QStringLiteral("\"Both\", \"It\", \"Neither\"");
    QTest::newRow("the offered tie label wins")
        << Backend::OpenAiChat << kTieWins << QStringLiteral("Tie") << ParsedKind::Tie << 0.5
        << none;
    QTest::newRow("a tie word not offered")
        << Backend::OpenAiChat << kTieWins << none << ParsedKind::Probability << p(e(-1.5), e(-1.7))
        << none;
}

void ServerShapesTest::readsEveryServerShape() {
    QFETCH(Backend, backend);
    QFETCH(QByteArray, body);
    QFETCH(QString, tieLabel);
    QFETCH(ParsedKind, expectedKind);
    QFETCH(double, expectedP);
    QFETCH(QString, detail);
    const LabelWords labels{QStringLiteral("A"), QStringLiteral("B"), tieLabel};
    const ParsedAnswer answer =
        parseComparativeResponse(backend, body, labels, RequestMode::Logprobs);
    QVERIFY2(answer.kind == expectedKind,
             qPrintable(QStringLiteral("kind %1: %2").arg(int(answer.kind)).arg(answer.detail)));
    if (std::isnan(expectedP)) {
        QVERIFY(!answer.p.has_value());
        QVERIFY2(answer.detail.contains(detail), qPrintable(answer.detail));
    } else {
        QVERIFY(answer.p.has_value());
        QVERIFY2(std::abs(*answer.p - expectedP) < 1e-12,
                 qPrintable(QStringLiteral("%1 vs %2").arg(*answer.p).arg(expectedP)));
    }
}

void ServerShapesTest::minimumLabelMassIsConfigurable() {
    // Labels at 0.0065 %: unusable at the default 1 %, a probability at 0.001 %.
    const ParsedAnswer strict = parseComparativeResponse(Backend::OllamaChat, kOllamaThinking,
                                                         LabelWords{}, RequestMode::Logprobs);
    QCOMPARE(strict.kind, ParsedKind::Unusable);
    const ParsedAnswer lenient =
        parseComparativeResponse(Backend::OllamaChat, kOllamaThinking, LabelWords{},
                                 RequestMode::Logprobs, InterpretOptions{0.00001});
    QCOMPARE(lenient.kind, ParsedKind::Probability);
    QVERIFY(std::abs(*lenient.p - p(e(-9.9), e(-11.1))) < 1e-12);
}

void ServerShapesTest::errorBodiesNameTheirCap_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("requested");
    QTest::addColumn<int>("expectedCap"); // 0: none
    // huggingface/text-generation-inference router/src/validation.rs (422).
    QTest::newRow("TGI") << QByteArray(R"({"error":"Input validation error: `top_n_tokens` must )"
                                       R"(be >= 0 and <= 5. Given: 20","error_type":"validation"})")
                         << 20 << 5;
    // vLLM ≥ 0.4.3 refusing more logprobs than --max-logprobs allows.
    QTest::newRow("vLLM") << QByteArray(R"({"object":"error","message":"Requested sample logprobs )"
                                        R"(of 20, which is greater than max allowed: 5",)"
                                        R"("type":"BadRequestError","param":null,"code":400})")
                          << 20 << 5;
    // vLLM 0.4.0–0.4.2: the older wording of the same refusal.
    QTest::newRow("vLLM 0.4.0")
        << QByteArray(R"({"object":"error","message":"Cannot request more than 5 logprobs.",)"
                      R"("type":"BadRequestError","param":null,"code":400})")
        << 10 << 5;
    // Azure OpenAI: OpenAI's own cap of 5 top_logprobs, in its error object.
    QTest::newRow("Azure OpenAI")
        << QByteArray(R"({"error":{"message":"Invalid value for 'top_logprobs': must be less )"
                      R"(than or equal to 5.","type":"invalid_request_error","param":)"
                      R"("top_logprobs","code":"integer_above_max_value"}})")
        << 20 << 5;
    // An OpenAI-compatible host that allows a single logprob (Together's wording).
    QTest::newRow("maximum of") << QByteArray(R"({"message":"5 is greater than the maximum of 1 - )"
                                              R"('logprobs'","type":"invalid_request_error"})")
                                << 5 << 1;
    QTest::newRow("a cap not below the request")
        << QByteArray(R"({"error":"`top_n_tokens` must be >= 0 and <= 5. Given: 5"})") << 5 << 0;
    QTest::newRow("another limit")
        << QByteArray(R"({"error":"max_tokens must be <= 4096"})") << 20 << 0;
}

void ServerShapesTest::errorBodiesNameTheirCap() {
    QFETCH(QByteArray, body);
    QFETCH(int, requested);
    QFETCH(int, expectedCap);
    QCOMPARE(topLogprobsCapFromError(body, requested).value_or(0), expectedCap);
}

void ServerShapesTest::thinkingSwitchRefusals_data() {
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("refused");
    QTest::newRow("Ollama") << QByteArray(
                                   R"({"error":"\"llama3.1:8b\" does not support thinking"})")
                            << true;
    QTest::newRow("OpenAI") << QByteArray(R"({"error":{"message":"Unrecognized request argument )"
                                          R"(supplied: chat_template_kwargs"}})")
                            << true;
    QTest::newRow("a top-k cap") << QByteArray(R"({"error":"`top_n_tokens` must be <= 5"})")
                                 << false;
}

void ServerShapesTest::thinkingSwitchRefusals() {
    QFETCH(QByteArray, body);
    QFETCH(bool, refused);
    QCOMPARE(rejectsThinkingSwitch(body), refused);
}

void ServerShapesTest::requestsAskForRealProbabilities() {
    JudgeSettings settings;
    settings.model = QStringLiteral("m");
    settings.temperature = 0.0;
    // llama.cpp's sampler: "temp == 0.0 -> no probs, temp < 0.0 -> probs".
    const auto llama =
        buildRequest(Backend::LlamaNative, QStringLiteral("x"), settings, RequestMode::Logprobs);
    QVERIFY(llama->body.value(QStringLiteral("temperature")).toDouble() < 0.0);
    // By default: OpenAI's legacy completions take at most 5, the chat APIs 20.
    QCOMPARE(buildRequest(Backend::OpenAiCompletions, QStringLiteral("x"), settings,
                          RequestMode::Logprobs)
                 ->body.value(QStringLiteral("logprobs"))
                 .toInt(),
             5);
    QCOMPARE(buildRequest(Backend::OpenAiChat, QStringLiteral("x"), settings, RequestMode::Logprobs)
                 ->body.value(QStringLiteral("top_logprobs"))
                 .toInt(),
             20);
    settings.topLogprobs = 20; // as configured for a vLLM server
    QCOMPARE(buildRequest(Backend::OpenAiCompletions, QStringLiteral("x"), settings,
                          RequestMode::Logprobs)
                 ->body.value(QStringLiteral("logprobs"))
                 .toInt(),
             20);
    settings.topLogprobsCap = 5; // learnt from a server
    QCOMPARE(buildRequest(Backend::OllamaChat, QStringLiteral("x"), settings, RequestMode::Logprobs)
                 ->body.value(QStringLiteral("top_logprobs"))
                 .toInt(),
             5);
    // Thinking switched off where the API has a switch.
    const auto ollama =
        buildRequest(Backend::OllamaGenerate, QStringLiteral("x"), settings, RequestMode::Logprobs);
    QCOMPARE(ollama->body.value(QStringLiteral("think")).toBool(true), false);
    const auto chat =
        buildRequest(Backend::OpenAiChat, QStringLiteral("x"), settings, RequestMode::Logprobs);
    QCOMPARE(chat->body.value(QStringLiteral("chat_template_kwargs"))
                 .toObject()
                 .value(QStringLiteral("enable_thinking"))
                 .toBool(true),
             false);
    settings.disableThinking = false;
    QVERIFY(!buildRequest(Backend::OllamaChat, QStringLiteral("x"), settings, RequestMode::Logprobs)
                 ->body.contains(QStringLiteral("think")));
    QVERIFY(!buildRequest(Backend::OpenAiChat, QStringLiteral("x"), settings, RequestMode::Logprobs)
                 ->body.contains(QStringLiteral("chat_template_kwargs")));
}

QTEST_APPLESS_MAIN(ServerShapesTest)
#include "test_server_shapes.moc"
