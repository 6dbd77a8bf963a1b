#include "judge_command_support.h"

#include "cli_output.h"
#include "core/run/resume_state.h"
#include "endpoint_options.h"
#include "judge_command_input.h"
#include "storage/text_file.h"

#include <QEventLoop>

namespace pairrank::cli {

QJsonObject judgementLine(const PairIdentity& ids, const domain::Judgement& judgement, int attempts,
                          bool cached) {
    QJsonObject line{{QStringLiteral("context"), ids.context},
                     {QStringLiteral("a"), ids.a},
                     {QStringLiteral("b"), ids.b},
                     {QStringLiteral("status"), domain::toString(judgement.status)},
                     {QStringLiteral("p"), judgement.p ? QJsonValue(*judgement.p) : QJsonValue()},
                     {QStringLiteral("reason"), judgement.failureReason},
                     {QStringLiteral("raw_answer"), judgement.rawAnswer},
                     {QStringLiteral("request_hash"), judgement.requestHash},
                     {QStringLiteral("attempts"), attempts},
                     {QStringLiteral("cached"), cached}};
    const auto optional = [&line](const char* key, const auto& value) {
        line.insert(QLatin1String(key),
                    value ? QJsonValue(static_cast<double>(*value)) : QJsonValue());
    };
    optional("prompt_tokens", judgement.promptTokens);
    optional("completion_tokens", judgement.completionTokens);
    optional("cost", judgement.cost);
    optional("latency_ms", judgement.latencyMilliseconds);
    return line;
}

std::variant<domain::JudgeConfig, QString>
judgeConfigFromOptions(const QCommandLineParser& parser) {
    domain::JudgeConfig config;
    if (parser.isSet(QStringLiteral("judge-config"))) {
        auto read = readJudgeConfigFile(parser.value(QStringLiteral("judge-config")));
        if (std::holds_alternative<QString>(read)) {
            return read;
        }
        config = std::get<domain::JudgeConfig>(std::move(read));
    } else if (!parser.isSet(QStringLiteral("backend"))) {
        return QStringLiteral("judge needs --judge-config FILE or --backend B; see --help");
    }
    for (const auto& [option, target] :
         {std::pair{"backend", &config.backend}, std::pair{"model", &config.model},
          std::pair{"judge-name", &config.name},
          std::pair{"api-key-env", &config.apiKeyEnvironmentVariable}}) {
        if (parser.isSet(QLatin1String(option))) {
            *target = parser.value(QLatin1String(option));
        }
    }
    if (auto problem = applySettings(config, parser.values(QStringLiteral("setting")))) {
        return *problem;
    }
    if (auto problem =
            applyEndpoints(config, parser.values(QStringLiteral("endpoint")),
                           config.settings.value(QStringLiteral("concurrency")).toInt(8))) {
        return *problem;
    }
    if (config.name.isEmpty()) {
        config.name = QStringLiteral("cli %1 %2").arg(config.backend, config.model).trimmed();
    }
    return config;
}

// The criterion's template: --criterion-template, else the rule a run uses
// (run::criterionForJudging: the stored template, else the default prompt of that
// criterion, else one made from its name), so that the same pair is the same
// request whichever command asks.
std::variant<domain::Criterion, QString> resolveCriterion(const QCommandLineParser& parser,
                                                          std::optional<domain::Criterion> stored,
                                                          const QString& name) {
    domain::Criterion criterion = stored.value_or(domain::Criterion{});
    criterion.name = name;
    if (parser.isSet(QStringLiteral("criterion-template"))) {
        auto text = storage::readTextFile(parser.value(QStringLiteral("criterion-template")));
        if (!text) {
            return text.error().toString();
        }
        criterion.comparativePromptTemplate = *text;
        return criterion;
    }
    return run::criterionForJudging(criterion);
}

int judgeAll(judge::Judge& judge, const QList<judge::PreparedRequest>& requests,
             const std::function<void(const judge::JudgeAnswer&)>& onAnswer) {
    if (requests.isEmpty()) {
        return 0;
    }
    QEventLoop loop;
    qsizetype answered = 0;
    int failed = 0;
    QObject::connect(&judge, &judge::Judge::answered, &loop, [&](const judge::JudgeAnswer& answer) {
        onAnswer(answer);
        failed += answer.judgement.status == domain::JudgementStatus::Failed ? 1 : 0;
        if (++answered == requests.size()) {
            loop.quit();
        }
    });
    judge.submit(requests);
    loop.exec();
    return failed;
}

void printSummary(const judge::Judge& judge, qsizetype cached) {
    const judge::JudgeAccounting accounting = judge.accounting();
    printError(
        QStringLiteral("judged %1 pairs: %2 answered, %3 refused, %4 failed, %5 from the project; "
                       "%6 attempts, %7 prompt + %8 completion tokens, cost %9")
            .arg(accounting.submitted + cached)
            .arg(accounting.answered)
            .arg(accounting.refused)
            .arg(accounting.failed)
            .arg(cached)
            .arg(accounting.attempts)
            .arg(accounting.promptTokens)
            .arg(accounting.completionTokens)
            .arg(accounting.cost, 0, 'g', 6));
}

} // namespace pairrank::cli
