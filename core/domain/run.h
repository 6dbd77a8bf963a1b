// One ranking run: a judge and a criterion applied with given settings and seed
// (DESIGN.md §5). Judgements imported from elsewhere belong to a run of status
// Imported.
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace pairrank::domain {

enum class RunStatus { Created, Running, Paused, Finished, Failed, Imported };

struct Run {
    RunId id = 0;
    JudgeConfigId judgeConfigId = 0;
    CriterionId criterionId = 0;
    std::optional<ContextId> contextId; // empty: the run covers every context
    QString label;
    QJsonObject config; // strategy, model, stopping rule, budget… as chosen
    quint64 seed = 0;
    RunStatus status = RunStatus::Created;
    QDateTime createdAt; // UTC
    QDateTime startedAt;
    QDateTime finishedAt;
};

QString toString(RunStatus status);
std::optional<RunStatus> runStatusFromString(const QString& text);

} // namespace pairrank::domain
