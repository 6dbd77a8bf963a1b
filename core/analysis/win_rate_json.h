// JSON views of the win-rate estimates for `pairrank-cli winrate` and
// `winrate-matrix` and the report's JSON export. Intervals are [lower, upper] arrays; a non-finite
// diagnostic (R̂ = ∞ for stuck chains) is written as the string "inf", never as NaN/null.
#pragma once

#include "core/stats/bwrs.h"
#include "core/stats/dawid_skene.h"
#include "core/stats/win_rate_observed.h"
#include "core/stats/win_rate_ppi.h"
#include "core/stats/win_rate_report.h"

#include <QJsonObject>

#include <string>
#include <vector>

namespace pairrank::analysis {

QJsonObject posteriorToJson(const stats::PosteriorSummary& summary);
QJsonObject betaSummaryToJson(const stats::BetaSummary& summary);
QJsonObject accuracyToJson(const stats::EvaluatorAccuracy& accuracy);
QJsonObject observedToJson(const stats::ObservedWinRate& observed);
QJsonObject bwrsToJson(const stats::BwrsResult& result);
// The PPI++ estimate (win_rate_ppi.h) with its λ and the human labels alone beside it.
QJsonObject ppiToJson(const stats::PpiResult& result);
// p, and q0/q1 per evaluator with their diagnostics.
QJsonObject dawidSkeneToJson(const stats::DawidSkeneResult& result,
                             const std::vector<std::string>& evaluatorNames);
QJsonObject reportToJson(const stats::WinRateReport& report);

} // namespace pairrank::analysis
