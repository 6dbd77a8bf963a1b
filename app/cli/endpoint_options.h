// `--endpoint` given more than once (`pairrank-cli judge` and `run`): a judge fleet,
// several servers of the same model (judge_settings.h, settings.endpoints). Each
// value is a URL, optionally followed by "=N", its own concurrency (default:
// `defaultConcurrency`). One value is the plain endpoint, as before.
#pragma once

#include "core/domain/judge_config.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::cli {

// Writes the endpoints into `config` (endpoint, and settings.endpoints for more than
// one); the message names the bad value.
std::optional<QString> applyEndpoints(domain::JudgeConfig& config, const QStringList& values,
                                      int defaultConcurrency);

} // namespace pairrank::cli
