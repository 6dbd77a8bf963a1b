#include "dialects.h"

#include <QStringList>

namespace pairrank::judgesim {

std::optional<QString> applyDialect(Dialects& dialects, const QString& assignment) {
    const QString route = assignment.section(u'=', 0, 0);
    const QString name = assignment.section(u'=', 1);
    const auto unknown = [&](const char* known) {
        return QStringLiteral("--dialect %1: unknown dialect '%2' (known: %3)")
            .arg(route, name, QLatin1String(known));
    };
    if (route == u"chat") {
        if (name == u"openai") {
            dialects.chat = ChatDialect::OpenAi;
        } else if (name == u"legacy-logprobs") {
            dialects.chat = ChatDialect::LegacyLogprobs;
        } else if (name == u"tgi") {
            dialects.chat = ChatDialect::Tgi;
        } else {
            return unknown("openai, legacy-logprobs, tgi");
        }
    } else if (route == u"completions") {
        if (name == u"vllm") {
            dialects.completions = CompletionsDialect::Vllm;
        } else if (name == u"openai") {
            dialects.completions = CompletionsDialect::OpenAi;
        } else if (name == u"chat-logprobs") {
            dialects.completions = CompletionsDialect::ChatLogprobs;
        } else {
            return unknown("vllm, openai, chat-logprobs");
        }
    } else if (route == u"llama") {
        if (name == u"current") {
            dialects.llama = LlamaDialect::Current;
        } else if (name == u"2024") {
            dialects.llama = LlamaDialect::Legacy2024;
        } else {
            return unknown("current, 2024");
        }
    } else {
        return QStringLiteral("--dialect: expected chat=, completions= or llama=, got '%1'")
            .arg(assignment);
    }
    return std::nullopt;
}

} // namespace pairrank::judgesim
