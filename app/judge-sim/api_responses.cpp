#include "api_responses.h"

#include "json_writer.h"

#include <algorithm>

namespace pairrank::judgesim {
namespace {

// A judging answer is about 2 KB with 20 top tokens.
constexpr qsizetype kTypicalAnswerBytes = 4096;
// vLLM's stand-in for a logprob of -inf.
constexpr double kZeroLogprob = -9999.0;

double logprobOf(const TokenProbability& token) {
    return std::max(token.logprob, kZeroLogprob);
}

void writeUtf8Bytes(JsonWriter& json, const QByteArray& token) {
    json.beginArray();
    for (const char byte : token) {
        json.value(static_cast<int>(static_cast<unsigned char>(byte)));
    }
    json.endArray();
}

qsizetype topCount(const JudgingRequest& request, const JudgingAnswer& answer) {
    return std::min<qsizetype>(request.topLogprobs, answer.distribution.size());
}

void writeUsage(JsonWriter& json, const JudgingRequest& request, const JudgingAnswer& answer) {
    const qint64 promptTokens = estimatedPromptTokens(request.promptCharacters);
    const qint64 completionTokens = answer.labels.size();
    json.key("usage")
        .beginObject()
        .key("prompt_tokens")
        .value(promptTokens)
        .key("completion_tokens")
        .value(completionTokens)
        .key("total_tokens")
        .value(promptTokens + completionTokens)
        .endObject();
}

void writeHeader(JsonWriter& json, const char* idPrefix, const char* object,
                 const JudgingRequest& request, const JudgingAnswer& answer) {
    const QByteArray id = idPrefix + QByteArray::number(answer.serial);
    json.key("id").value(QByteArrayView(id));
    json.key("object").value(object);
    json.key("created").value(answer.created);
    json.key("model").value(request.model.isEmpty() ? answer.model : request.model);
}

// {"token": ..., "logprob": ..., ["bytes": [...]]} without its closing brace.
void writeChatToken(JsonWriter& json, const TokenProbability& token, bool bytes) {
    json.beginObject().key("token").value(QByteArrayView(token.token));
    json.key("logprob").value(logprobOf(token));
    if (bytes) {
        json.key("bytes");
        writeUtf8Bytes(json, token.token);
    }
}

// The chat shape: {"content": [{chosen token, "top_logprobs": [...]}]}.
void writeChatLogprobs(JsonWriter& json, const JudgingRequest& request, const JudgingAnswer& answer,
                       const QByteArray& label, bool bytes) {
    json.beginObject().key("content").beginArray();
    writeChatToken(json, tokenEntry(answer.distribution, label), bytes);
    json.key("top_logprobs").beginArray();
    for (qsizetype k = 0; k < topCount(request, answer); ++k) {
        writeChatToken(json, answer.distribution[k], bytes);
        json.endObject();
    }
    json.endArray().endObject().endArray().endObject();
}

// The legacy completions shape: {"tokens", "token_logprobs", "top_logprobs": [{...}],
// "text_offset"}; the dict holds the k most likely tokens plus the chosen one.
void writeLegacyLogprobs(JsonWriter& json, const JudgingRequest& request,
                         const JudgingAnswer& answer, const QByteArray& label) {
    const TokenProbability& chosen = tokenEntry(answer.distribution, label);
    json.beginObject();
    json.key("tokens").beginArray().value(QByteArrayView(label)).endArray();
    json.key("token_logprobs").beginArray().value(logprobOf(chosen)).endArray();
    json.key("top_logprobs").beginArray().beginObject();
    bool chosenWritten = false;
    for (qsizetype k = 0; k < topCount(request, answer); ++k) {
        const TokenProbability& token = answer.distribution[k];
        json.key(token.token).value(logprobOf(token));
        chosenWritten = chosenWritten || token.token == chosen.token;
    }
    if (!chosenWritten) {
        json.key(chosen.token).value(logprobOf(chosen));
    }
    json.endObject().endArray();
    json.key("text_offset").beginArray().value(static_cast<qint64>(request.promptCharacters));
    json.endArray().endObject();
}

// {"id": ..., "token": ..., "bytes": [...], "logprob"|"prob": ...} without its closing brace.
void writeLlamaToken(JsonWriter& json, const TokenProbability& token, bool probability) {
    json.beginObject().key("id").value(token.tokenId);
    json.key("token").value(QByteArrayView(token.token)).key("bytes");
    writeUtf8Bytes(json, token.token);
    if (probability) {
        json.key("prob").value(token.probability);
    } else {
        json.key("logprob").value(logprobOf(token));
    }
}

void writeLlamaProbabilities(JsonWriter& json, const JudgingRequest& request,
                             const JudgingAnswer& answer, const QByteArray& label,
                             LlamaDialect dialect) {
    const qsizetype count = topCount(request, answer);
    json.key("completion_probabilities").beginArray();
    if (dialect == LlamaDialect::Legacy2024) {
        json.beginObject().key("content").value(QByteArrayView(label)).key("probs").beginArray();
        for (qsizetype k = 0; k < count; ++k) {
            json.beginObject().key("tok_str").value(QByteArrayView(answer.distribution[k].token));
            json.key("prob").value(answer.distribution[k].probability).endObject();
        }
        json.endArray().endObject();
    } else {
        const bool post = request.postSamplingProbs;
        writeLlamaToken(json, tokenEntry(answer.distribution, label), post);
        json.key(post ? "top_probs" : "top_logprobs").beginArray();
        for (qsizetype k = 0; k < count; ++k) {
            writeLlamaToken(json, answer.distribution[k], post);
            json.endObject();
        }
        json.endArray().endObject();
    }
    json.endArray();
}

} // namespace

QByteArray chatCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                                  ChatDialect dialect) {
    QByteArray out;
    out.reserve(kTypicalAnswerBytes);
    JsonWriter json(out);
    json.beginObject();
    writeHeader(json, "chatcmpl-sim-", "chat.completion", request, answer);
    json.key("system_fingerprint").value("pairrank-judge-sim");
    json.key("choices").beginArray();
    for (qsizetype i = 0; i < answer.labels.size(); ++i) {
        const QByteArray& label = answer.labels[i];
        json.beginObject().key("index").value(static_cast<qint64>(i));
        json.key("message").beginObject().key("role").value("assistant");
        json.key("content").value(QByteArrayView(label)).endObject();
        json.key("logprobs");
        if (!answer.withLogprobs) {
            json.null();
        } else if (dialect == ChatDialect::LegacyLogprobs) {
            writeLegacyLogprobs(json, request, answer, label);
        } else {
            writeChatLogprobs(json, request, answer, label, dialect != ChatDialect::Tgi);
        }
        json.key("finish_reason").value("length").endObject();
    }
    json.endArray();
    writeUsage(json, request, answer);
    json.endObject();
    return out;
}

QByteArray completionsResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                               CompletionsDialect dialect) {
    QByteArray out;
    out.reserve(kTypicalAnswerBytes);
    JsonWriter json(out);
    json.beginObject();
    writeHeader(json, "cmpl-sim-", "text_completion", request, answer);
    json.key("choices").beginArray();
    for (qsizetype i = 0; i < answer.labels.size(); ++i) {
        const QByteArray& label = answer.labels[i];
        json.beginObject().key("index").value(static_cast<qint64>(i));
        json.key("text").value(QByteArrayView(label)).key("logprobs");
        if (!answer.withLogprobs) {
            json.null();
        } else if (dialect == CompletionsDialect::ChatLogprobs) {
            writeChatLogprobs(json, request, answer, label, true);
        } else {
            writeLegacyLogprobs(json, request, answer, label);
        }
        json.key("finish_reason").value("length").endObject();
    }
    json.endArray();
    writeUsage(json, request, answer);
    json.endObject();
    return out;
}

QByteArray llamaCompletionResponse(const JudgingRequest& request, const JudgingAnswer& answer,
                                   LlamaDialect dialect) {
    const QByteArray& label = answer.labels.front();
    const qint64 promptTokens = estimatedPromptTokens(request.promptCharacters);
    QByteArray out;
    out.reserve(kTypicalAnswerBytes);
    JsonWriter json(out);
    json.beginObject();
    json.key("index").value(0).key("content").value(QByteArrayView(label));
    json.key("id_slot").value(0).key("stop").value(true).key("model").value(answer.model);
    json.key("tokens_predicted").value(1).key("tokens_evaluated").value(promptTokens);
    json.key("stop_type").value("limit").key("stopping_word").value("");
    json.key("tokens_cached").value(0).key("truncated").value(false);
    json.key("timings").beginObject().key("prompt_n").value(promptTokens);
    json.key("prompt_ms").value(0.0).key("predicted_n").value(1).key("predicted_ms").value(0.0);
    json.endObject();
    if (answer.withLogprobs) {
        writeLlamaProbabilities(json, request, answer, label, dialect);
    }
    json.endObject();
    return out;
}

QByteArray ollamaResponse(const JudgingRequest& request, const JudgingAnswer& answer, bool chat) {
    const QByteArray& label = answer.labels.front();
    QByteArray out;
    out.reserve(kTypicalAnswerBytes);
    JsonWriter json(out);
    json.beginObject();
    json.key("model").value(request.model.isEmpty() ? answer.model : request.model);
    json.key("created_at").value("2025-11-20T10:00:00Z");
    if (chat) {
        json.key("message").beginObject().key("role").value("assistant");
        json.key("content").value(QByteArrayView(label)).endObject();
    } else {
        json.key("response").value(QByteArrayView(label));
    }
    json.key("done").value(true).key("done_reason").value("length");
    json.key("prompt_eval_count").value(estimatedPromptTokens(request.promptCharacters));
    json.key("eval_count").value(1);
    if (answer.withLogprobs) {
        json.key("logprobs").beginArray();
        writeChatToken(json, tokenEntry(answer.distribution, label), true);
        json.key("top_logprobs").beginArray();
        for (qsizetype k = 0; k < topCount(request, answer); ++k) {
            writeChatToken(json, answer.distribution[k], true);
            json.endObject();
        }
        json.endArray().endObject().endArray();
    }
    json.endObject();
    return out;
}

QByteArray refusalResponse(const JudgingRequest& request, const JudgingAnswer& answer, bool chat) {
    QByteArray out;
    JsonWriter json(out);
    json.beginObject();
    writeHeader(json, chat ? "chatcmpl-sim-" : "cmpl-sim-",
                chat ? "chat.completion" : "text_completion", request, answer);
    json.key("choices").beginArray().beginObject().key("index").value(0);
    if (chat) {
        json.key("message").beginObject().key("role").value("assistant");
        json.key("content").null();
        json.key("refusal").value("I'm sorry, I can't help with that request.").endObject();
    } else {
        json.key("text").value("");
    }
    json.key("logprobs").null();
    json.key("finish_reason").value(chat ? "stop" : "content_filter").endObject().endArray();
    writeUsage(json, request, answer);
    json.endObject();
    return out;
}

} // namespace pairrank::judgesim
