// A judge configuration file (`pairrank-cli judge --judge-config`):
//
//   {"name": …, "backend": …, "model": …, "endpoint": …, "settings": {…},
//    "api_key_env": "VAR"}
//
// Only "backend" is required; the texts must be strings and "settings" an
// object. Errors name the file and the line and column of the bad member.
#pragma once

#include "core/domain/judge_config.h"
#include "storage_result.h"

#include <QJsonValue>

namespace pairrank::storage {

// `path` may be "-" for standard input.
Result<domain::JudgeConfig> readJudgeConfigFile(const QString& path);
// The same from bytes already read; `fileName` is used in errors.
Result<domain::JudgeConfig> parseJudgeConfig(QByteArray bytes, const QString& fileName);

// The value of a setting given as text on a command line: its JSON value when
// the text is valid JSON ("8", "0.5", "true", "[\"-c\", \"4096\"]", "{…}"),
// else the text itself as a string.
QJsonValue settingValueFromText(const QString& text);

} // namespace pairrank::storage
