// Win rates of every pair of systems in a project (paper 004 §3.1.3): for each
// compared pair the observed, BWRS and Dawid–Skene win rates with intervals, the
// matrix of calibrated win rates, a ranking of the systems derived from it, and
// each evaluator's accuracy against the human labels.
//
// API for the storage/session layer: build one SystemPairData per compared pair
// (G0 = firstSystem; labels 0 = firstSystem preferred), with the same evaluator
// names across pairs where the same judge configuration was used, and call
// buildWinRateReport. Nothing here reads files or knows about Qt.
//
// Prior settings (paper 004 §4.3) per pair:
// * Automatic: in-distribution when the pair has human labels of both outcomes,
//   otherwise OOD when another pair can supply one, otherwise none.
// * InDistribution: the pair's own human labels (BWRS counts; Dawid–Skene gold labels).
// * OutOfDistribution: the pair's own human labels are ignored; for each evaluator
//   the other pair (with human labels of both outcomes for that evaluator) whose
//   observed win rate of that evaluator is closest to this pair's supplies the
//   accuracy counts (the paper's choice) — for BWRS as its F set, for Dawid–Skene
//   through eq. 12–13. An evaluator without such a pair has no OOD BWRS or
//   per-evaluator estimate (the reason is reported); in the joint model it keeps
//   the Beta(2, 1) prior.
// * None: human labels ignored; BWRS is then not applicable (paper 004 footnote 4).
// PPI++ (win_rate_ppi.h) has no prior: it always uses the pair's own human labels, and
// is reported whenever the pair has at least two, whatever the prior setting.
//
// The headline win rate of a pair — the matrix, the ranking of the systems and the summary
// — is the pooled regression (win_rate_pooled_regression.h) under the Automatic setting,
// fitted once over all pairs when the project has at least
// kMinimumLabelsForPooledRegression human labels; otherwise, or when a Dawid–Skene prior
// setting was chosen explicitly, it is the pair's joint Dawid–Skene estimate. On the real
// datasets of scripts/calibration-coverage (10% and 25% of the items labelled; 200 splits,
// 50 for HANNA's 45 pairs), joint Dawid–Skene's 95% intervals held the human win rate 71%
// and 88% of the time, the pooled regression's 95.2% and 95.5%, and 21% and 28% narrower
// than per-judge Dawid–Skene's.
// An estimate that cannot be made is reported with its reason, never as a number.
#pragma once

#include "bwrs.h"
#include "dawid_skene.h"
#include "result.h"
#include "win_rate_data.h"
#include "win_rate_observed.h"
#include "win_rate_pooled_regression.h"
#include "win_rate_ppi.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace pairrank::stats {

enum class ReportPrior { Automatic, None, InDistribution, OutOfDistribution };

struct WinRateReportOptions {
    ReportPrior prior = ReportPrior::Automatic;
    BwrsOptions bwrs;
    DawidSkeneOptions dawidSkene;
    bool perEvaluatorDawidSkene = false;      // also fit one E = 1 model per evaluator
    PpiOptions ppi;                           // its level is replaced by `level`
    PooledRegressionOptions pooledRegression; // its level too
    double level = 0.95;
};

// An estimate or the reason it could not be made.
template <typename T> struct Estimate {
    std::optional<T> value;
    std::string error;
};

struct EvaluatorPairReport {
    std::string evaluator;
    EvaluatorAccuracy accuracy; // on this pair's human labels
    Estimate<ObservedWinRate> observed;
    Estimate<BwrsResult> bwrs;
    Estimate<DawidSkeneResult> dawidSkene; // E = 1, when perEvaluatorDawidSkene
    Estimate<PpiResult> ppi;               // this evaluator's labels as the prediction
    std::optional<int> oodSourcePair;      // index of the pair the OOD prior came from
};

struct PairReport {
    std::string firstSystem;
    std::string secondSystem;
    int items = 0;
    HumanCounts human; // human labels of this pair (rate = firstPreferred / labelled)
    PriorSetting prior = PriorSetting::None;
    std::vector<EvaluatorPairReport> evaluators;
    Estimate<DawidSkeneResult> dawidSkene; // all evaluators jointly: the pair's headline estimate
    Estimate<PpiResult> ppi;               // the share of all evaluators' labels as the prediction
};

struct EvaluatorAccuracyRow {
    std::string evaluator;
    EvaluatorAccuracy accuracy; // pooled over every pair's human-labelled items
};

// Which estimator gives the headline win rates.
enum class WinRateSource { PooledRegression, DawidSkene };

struct WinRateReport {
    std::vector<PairReport> pairs;
    // Over all pairs (its pairs in the order of `pairs`); the error says why not.
    Estimate<PooledRegressionResult> pooledRegression;
    WinRateSource headlineSource = WinRateSource::DawidSkene;
    double level = 0.95;              // of every interval
    std::vector<std::string> systems; // in order of first appearance
    // winRate[i][j] = P(systems[i] preferred over systems[j]), the pair's headline win rate
    // (headlineSummary); empty where the pair was not compared or has no estimate.
    std::vector<std::vector<std::optional<double>>> winRate;
    // Systems by their average win rate against the opponents they were compared
    // with (a Borda-style score from the matrix), best first.
    std::vector<int> ranking;
    std::vector<std::optional<double>>
        averageWinRate; // per system; empty if never compared (ranked last)
    std::vector<EvaluatorAccuracyRow> accuracyTable;
};

// What every output shows of one estimate: the win rate and its interval.
struct WinRatePoint {
    double mean = 0.0;
    CredibleInterval interval;
};
WinRatePoint summarize(const ObservedWinRate& estimate);
WinRatePoint summarize(const BwrsResult& estimate);
WinRatePoint summarize(const PpiResult& estimate);
WinRatePoint summarize(const DawidSkeneResult& estimate);
WinRatePoint summarize(const PooledRegressionPair& estimate);
template <typename T> Estimate<WinRatePoint> summarize(const Estimate<T>& estimate) {
    if (!estimate.value) {
        return {std::nullopt, estimate.error};
    }
    return {summarize(*estimate.value), {}};
}
// The pooled regression's estimate of report.pairs[pair], or why the report has none.
Estimate<WinRatePoint> pooledRegressionSummary(const WinRateReport& report, std::size_t pair);
// A pair's headline win rate P(first system preferred) from `report.headlineSource` (its
// interval at `report.level`), or the reason it has none.
Estimate<WinRatePoint> headlineSummary(const WinRateReport& report, std::size_t pair);

// "pooled regression" or "Dawid–Skene".
const char* winRateSourceName(WinRateSource source);

// Errors: no pairs; a pair with invalid data (named by index); a pair of a system
// with itself; the same two systems compared in two pairs. `progress` is asked before each
// pair's estimators (done: pairs finished, total: pairs + 1) and by the pooled regression
// (reported as the last of those steps); an Abort ends it with kCancelledMessage.
Result<WinRateReport> buildWinRateReport(std::span<const SystemPairData> pairs,
                                         const WinRateReportOptions& options,
                                         const common::ProgressCallback& progress = {});

// Each evaluator's accuracy against the human labels, pooled over the human-labelled
// items of every pair (the report's accuracy table), evaluators in order of first
// appearance; intervals at `level`. Precondition: every pair's data passes
// checkWinRateData.
std::vector<EvaluatorAccuracyRow> pooledAccuracyTable(std::span<const SystemPairData> pairs,
                                                      double level);

// Index of the candidate closest to `target` (ties: the first), none if all are empty.
std::optional<std::size_t>
closestObservedWinRate(double target, std::span<const std::optional<double>> candidates);

} // namespace pairrank::stats
