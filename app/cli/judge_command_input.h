// The inputs of `pairrank-cli judge`: the judge configuration (a JSON file or
// --backend/--endpoint/--model/--setting options) and the pairs of a JSONL
// file, read by storage/ (judge_config_reader.h, pairs_to_judge_reader.h) and
// turned into the judge's types here.
#pragma once

#include "core/domain/judge_config.h"
#include "core/judge/judge_request.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace pairrank::cli {

// A judge configuration file; the message is "file:line:column: reason".
std::variant<domain::JudgeConfig, QString> readJudgeConfigFile(const QString& path);

// Applies "key=value" settings: the value is read as JSON when it is valid JSON
// ("8", "0.5", "true", "[\"-c\", \"4096\"]", "{…}") and as a string otherwise;
// a dotted key ("simulated.noise=0") sets a member of a nested object.
std::optional<QString> applySettings(domain::JudgeConfig& config, const QStringList& assignments);

// One pair of a --pairs file, with the ids as given (strings or numbers).
struct FilePair {
    judge::PairToJudge pair;
    QJsonValue contextId;
    QJsonValue idA;
    QJsonValue idB;
};

// A --pairs file (storage/pairs_to_judge_reader.h says what it holds); the
// message is "file:line:column: reason".
std::variant<QList<FilePair>, QString> readPairsFile(const QString& path);

} // namespace pairrank::cli
