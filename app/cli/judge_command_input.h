// The inputs of `pairrank-cli judge`: the judge configuration (a JSON file or
// --backend/--endpoint/--model/--setting options) and the pairs of a JSONL file.
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

// A judge configuration file:
//   {"name": …, "backend": …, "model": …, "endpoint": …, "settings": {…}, "api_key_env": "VAR"}
// Only "backend" is required. The message names the file and the bad member.
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

// A --pairs file: JSON Lines with {"a": id, "b": id, "text_a": …, "text_b": …} and
// optionally "context" (an id, default 0), "context_text", "position_a" and
// "position_b" (the candidates' places, used by the simulated judge; by default
// the order in which the file first names each id within its context). The
// message names the file, line and member.
std::variant<QList<FilePair>, QString> readPairsFile(const QString& path);

} // namespace pairrank::cli
