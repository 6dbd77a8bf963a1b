// Pieces shared by the two modes of `pairrank-cli judge` (a pairs file, a project).
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/domain/judgement.h"
#include "core/judge/judge.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QJsonValue>

#include <functional>
#include <optional>
#include <variant>

namespace pairrank::cli {

// The ids a pair is printed with.
struct PairIdentity {
    QJsonValue context;
    QJsonValue a;
    QJsonValue b;
};

// One output line: context, a, b, status, p, reason, raw_answer, request_hash,
// attempts, cached, prompt_tokens, completion_tokens, cost, latency_ms.
QJsonObject judgementLine(const PairIdentity& ids, const domain::Judgement& judgement, int attempts,
                          bool cached);

// The judge configuration from --judge-config and/or --backend, --endpoint,
// --model, --judge-name, --api-key-env and --setting; or the usage error.
std::variant<domain::JudgeConfig, QString> judgeConfigFromOptions(const QCommandLineParser& parser);

// The criterion `name` with its comparative template: --criterion-template, else
// the stored criterion's, else the default prompt of that criterion, else one made
// from its name (run::criterionForJudging, as a run does).
std::variant<domain::Criterion, QString> resolveCriterion(const QCommandLineParser& parser,
                                                          std::optional<domain::Criterion> stored,
                                                          const QString& name);

// Submits the requests and runs an event loop until each is answered; calls
// onAnswer for each answer as it arrives. Returns the number of failed answers.
int judgeAll(judge::Judge& judge, const QList<judge::PreparedRequest>& requests,
             const std::function<void(const judge::JudgeAnswer&)>& onAnswer);

// One line on stderr with the judge's counters.
void printSummary(const judge::Judge& judge, qsizetype cached);

// The project mode (judge_command_project.cpp).
int judgeProjectPairs(const QCommandLineParser& parser, const domain::JudgeConfig& config);

} // namespace pairrank::cli
