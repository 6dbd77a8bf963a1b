#include "run_snapshot.h"

#include "ranking_snapshot.h"

#include <QJsonArray>

namespace pairrank::session {

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

QJsonObject estimateToJson(const EstimateWithInterval& estimate) {
    QJsonObject json;
    json.insert(QStringLiteral("value"), estimate.value);
    json.insert(QStringLiteral("lower"), estimate.interval.lower);
    json.insert(QStringLiteral("upper"), estimate.interval.upper);
    json.insert(QStringLiteral("count"), estimate.count);
    return json;
}

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

QJsonObject toJson(const JudgeDiagnostics& diagnostics) {
    QJsonObject json;
    if (diagnostics.positionA) {
        json.insert(QStringLiteral("position_a"), estimateToJson(*diagnostics.positionA));
    }
    if (diagnostics.homeAdvantage) {
        json.insert(QStringLiteral("home_advantage"), estimateToJson(*diagnostics.homeAdvantage));
    }
    if (diagnostics.lengthBiasSlope) {
        json.insert(QStringLiteral("length_bias_slope"),
                    estimateToJson(*diagnostics.lengthBiasSlope));
    }
    if (diagnostics.orderConsistency) {
        json.insert(QStringLiteral("order_consistency"),
                    estimateToJson(*diagnostics.orderConsistency));
    }
    return json;
}

QJsonObject RunSummary::toJson() const {
    QJsonObject json;
    json.insert(QStringLiteral("run"), static_cast<double>(runId));
    json.insert(QStringLiteral("state"), runStateName(finalState));
    json.insert(QStringLiteral("stop_reason"), stopReason);
    json.insert(QStringLiteral("contexts"), contexts);
    json.insert(QStringLiteral("totals"), session::toJson(totals));
    json.insert(QStringLiteral("diagnostics"), session::toJson(diagnostics));
    return json;
}

void registerSessionMetaTypes() {
    qRegisterMetaType<RunState>("pairrank::session::RunState");
    qRegisterMetaType<RunSnapshot>("pairrank::session::RunSnapshot");
    qRegisterMetaType<FailureEntry>("pairrank::session::FailureEntry");
    qRegisterMetaType<RunSummary>("pairrank::session::RunSummary");
    qRegisterMetaType<RankingSnapshot>("pairrank::session::RankingSnapshot");
}

} // namespace pairrank::session
