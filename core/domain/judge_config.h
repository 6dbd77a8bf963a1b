// How a judge is reached (DESIGN.md §4). A judge configuration never holds a
// secret: at most the name of the environment variable that holds the API key.
#pragma once

#include "identifiers.h"

#include <QJsonObject>
#include <QString>

namespace pairrank::domain {

struct JudgeConfig {
    JudgeConfigId id = 0;
    QString name;    // unique in the project
    QString backend; // e.g. "openai-chat", "llama-native", "command", "simulated", "imported"
    QString model;
    QString endpoint;                  // URL or program path; empty when not applicable
    QJsonObject settings;              // sampling, concurrency, rate limit, budget…
    QString apiKeyEnvironmentVariable; // a variable NAME, never the key itself
};

} // namespace pairrank::domain
