#include "run_snapshot.h"

#include <QJsonArray>

namespace pairrank::run {

QString runStateName(RunState state) {
    switch (state) {
    case RunState::Idle:
        return QStringLiteral("idle");
    case RunState::Starting:
        return QStringLiteral("starting");
    case RunState::Running:
        return QStringLiteral("running");
    case RunState::Paused:
        return QStringLiteral("paused");
    case RunState::Stopping:
        return QStringLiteral("stopping");
    case RunState::Finished:
        return QStringLiteral("finished");
    case RunState::Stopped:
        return QStringLiteral("stopped");
    case RunState::Failed:
        return QStringLiteral("failed");
    }
    return QStringLiteral("idle");
}

namespace {

void insertOptional(QJsonObject& json, const QString& key, const std::optional<double>& value) {
    if (value) {
        json.insert(key, *value);
    }
}

} // namespace

QJsonObject toJson(const RunTotals& totals) {
    QJsonObject json;
    json.insert(QStringLiteral("comparisons_done"), static_cast<double>(totals.comparisonsDone));
    json.insert(QStringLiteral("comparisons_planned"),
                static_cast<double>(totals.comparisonsPlanned));
    json.insert(QStringLiteral("cached_reused"), static_cast<double>(totals.cachedReused));
    json.insert(QStringLiteral("failures"), static_cast<double>(totals.failures));
    json.insert(QStringLiteral("absolute_ratings"), static_cast<double>(totals.ratings));
    json.insert(QStringLiteral("human_labels"), static_cast<double>(totals.humanLabels));
    if (totals.humanBudget > 0) {
        json.insert(QStringLiteral("human_budget"), static_cast<double>(totals.humanBudget));
        json.insert(QStringLiteral("human_queued"), static_cast<double>(totals.humanQueued));
        json.insert(QStringLiteral("human_waiting"), static_cast<double>(totals.humanWaiting));
    }
    json.insert(QStringLiteral("prompt_tokens"), static_cast<double>(totals.promptTokens));
    json.insert(QStringLiteral("completion_tokens"), static_cast<double>(totals.completionTokens));
    json.insert(QStringLiteral("cost"), totals.cost);
    json.insert(QStringLiteral("currency"), totals.currency);
    json.insert(QStringLiteral("throughput_per_second"), totals.throughputPerSecond);
    json.insert(QStringLiteral("elapsed_seconds"), totals.elapsedSeconds);
    json.insert(QStringLiteral("engine_seconds"), totals.engineSeconds);
    json.insert(QStringLiteral("judge_idle_seconds"), totals.judgeIdleSeconds);
    insertOptional(json, QStringLiteral("estimated_seconds_left"), totals.estimatedSecondsLeft);
    insertOptional(json, QStringLiteral("estimated_cost_left"), totals.estimatedCostLeft);
    insertOptional(json, QStringLiteral("mean_spearman"), totals.meanSpearman);
    insertOptional(json, QStringLiteral("spearman_standard_error"), totals.spearmanStandardError);
    return json;
}

QJsonObject RunSummary::toJson() const {
    QJsonObject json;
    json.insert(QStringLiteral("run"), static_cast<double>(runId));
    json.insert(QStringLiteral("state"), runStateName(finalState));
    json.insert(QStringLiteral("stop_reason"), stopReason);
    json.insert(QStringLiteral("contexts"), contexts);
    json.insert(QStringLiteral("totals"), run::toJson(totals));
    json.insert(QStringLiteral("diagnostics"), analysis::toJson(diagnostics));
    return json;
}

void registerSessionMetaTypes() {
    qRegisterMetaType<RunState>("pairrank::run::RunState");
    qRegisterMetaType<RunSnapshot>("pairrank::run::RunSnapshot");
    qRegisterMetaType<FailureEntry>("pairrank::run::FailureEntry");
    qRegisterMetaType<RunSummary>("pairrank::run::RunSummary");
}

} // namespace pairrank::run
