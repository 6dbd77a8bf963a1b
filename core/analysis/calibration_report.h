// The calibrated win-rate report of a project (DESIGN.md §6, paper 004):
// for one criterion, every pair of systems (generators) with observed, BWRS and
// Dawid–Skene win rates and intervals, the win-rate matrix, a systems ranking, each
// judge's accuracy against the human labels, the judges' bias diagnostics and the
// warnings a reader must see. The Calibration tab, the exports and `pairrank-cli
// winrate-matrix --project` all build it here, so their numbers are the same.
//
// Runs on a worker thread with its own database connection; nothing here touches
// widgets. Building it costs one Dawid–Skene fit per pair of systems (about 0.1 s).
#pragma once

#include "core/common/progress.h"
#include "core/domain/error.h"
#include "core/stats/win_rate_report.h"
#include "judge_diagnostics.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::analysis {

// How many draws the sampling estimators take: their Monte Carlo error against their
// time. The defaults put the 2.5 % and 97.5 % quantiles of each interval well inside its
// printed precision; fewer draws make a report of many pairs of systems faster, and the
// report records the sizes it used.
struct EstimatorDraws {
    int dawidSkeneChains = 4;
    int dawidSkeneDraws = 20'000; // per chain, after the warm-up
    int dawidSkeneWarmup = 1'000;
    int bwrsDraws = 100'000;
    int pooledChains = 4;
    int pooledDraws = 2'000; // kept per chain
    int pooledWarmup = 2'000;
};

struct CalibrationRequest {
    // The criterion's name; empty: the project's only criterion (an error naming
    // them when there are several).
    QString criterion;
    stats::ReportPrior prior = stats::ReportPrior::Automatic;
    std::uint64_t seed = 0;
    EstimatorDraws draws = {};
};

// The estimator settings both the report and `pairrank-cli winrate-matrix` use: `draws`,
// 95 % intervals; Dawid–Skene seeded with `seed`, BWRS with `seed + 1`, the pooled
// regression with `seed + 2`.
stats::WinRateReportOptions defaultWinRateReportOptions(stats::ReportPrior prior,
                                                        std::uint64_t seed,
                                                        const EstimatorDraws& draws = {});

// Fewer human-labelled items than this on a pair of systems earns a warning.
inline constexpr int kFewHumanLabels = 30;

enum class WarningKind {
    FewHumanLabels,          // a pair with fewer than kFewHumanLabels human-labelled items
    JudgeNoBetterThanChance, // q0 + q1 ≤ 1 for a judge (posterior means), paper 004 eq. 14
    EstimateUnavailable,     // an estimate could not be made; the message says why
    // Labels on pairs chosen for their value (storage::countLabelsChosenForValue): the
    // estimators take the labelled items for a random sample, which these are not.
    LabelsNotRandom,
    // The pooled regression's chains disagree or carry few independent draws
    // (stats::hasSettled): its intervals carry Monte Carlo error.
    NotConverged,
};

struct CalibrationWarning {
    WarningKind kind = WarningKind::EstimateUnavailable;
    QString firstSystem; // empty when the warning is about the whole project
    QString secondSystem;
    QString evaluator;          // the judge concerned, if any
    QString message;            // a complete sentence for the reader
    int humanLabelledItems = 0; // FewHumanLabels: the pair's human-labelled items
};

// A judge configuration as it must be recorded to reproduce the judgements.
struct JudgeSetup {
    QString name;           // the evaluator name used in the report (the configuration's name)
    QString backend;        // e.g. "openai-chat", "simulated"
    QString model;          // empty when the backend has no model name
    QString promptTemplate; // the criterion's comparative prompt text as sent
    QString promptHash;     // SHA-256 (hex) of promptTemplate
    QString settingsJson;   // the configuration's settings (secrets are never stored)
};

// A run of the criterion, as recorded in the project.
struct RunRecord {
    qint64 id = 0;
    QString label;
    QString judge;    // judge configuration name
    QString strategy; // selection strategy
    QString model;    // scoring model
    std::uint64_t seed = 0;
    QString status;
    qint64 judgements = 0; // stored judgements of this run with a probability
    QString configJson;    // the whole run configuration
};

struct CalibrationReport {
    QString projectPath;
    QString criterion;
    QDateTime createdAt; // UTC
    QString pairrankVersion;
    stats::ReportPrior prior = stats::ReportPrior::Automatic;
    stats::WinRateReportOptions options;
    stats::WinRateReport winRates; // the pairs, matrix, ranking and accuracy table
    // Why the report has no win rates: no context has texts of two systems (the
    // candidates name none, as in datasets of single pairs). winRates then holds only
    // the accuracy table, over every pair of texts people labelled. Empty otherwise.
    QString winRatesMissing;
    std::optional<JudgeDiagnostics> judgeBias; // over every judgement of the criterion
    QList<CalibrationWarning> warnings;
    QList<JudgeSetup> judges;
    QList<RunRecord> runs;
    // Of this criterion: real labels (A, B, ties; storage::countHumanLabels), and
    // judgements with a probability.
    qint64 humanLabels = 0;
    qint64 judgements = 0;
    // Of those labels, the ones on pairs chosen for their value, not at random
    // (LabelsNotRandom; storage::countLabelsChosenForValue): on either kind of pair, on
    // pairs a run put to people, and on pairs the Annotate tab chose as most uncertain.
    qint64 humanLabelsNotRandom = 0;
    qint64 humanLabelsOnQueuedPairs = 0;
    qint64 humanLabelsOnMostUncertainPairs = 0;
};

// What a criterion's report would rest on, counted without building it: shown
// when the report cannot be made yet (e.g. labels but no judgements), with the
// same meaning as CalibrationReport's counts.
struct CalibrationEvidence {
    QString criterion;
    qint64 humanLabels = 0;
    qint64 judgements = 0;
};
Result<CalibrationEvidence> countCalibrationEvidence(storage::ProjectDatabase& database,
                                                     const QString& criterion);

// Errors: the criterion is unknown or ambiguous, the project has fewer than two
// systems, no pair of systems has an item, or the estimators refuse the data as a
// whole. An estimate that cannot be made for one pair is not an error: it carries
// its reason in the pair's report and a warning.
// `progress` hears of each of kCalibrationSteps steps before it begins (reading,
// fitting, the judges' evidence) and once at the end; when it answers Abort the
// build stops before the next step and returns cancelledError() (error.h). It
// only reads the project.
Result<CalibrationReport> buildCalibrationReport(storage::ProjectDatabase& database,
                                                 const CalibrationRequest& request,
                                                 const common::ProgressCallback& progress = {});
inline constexpr int kCalibrationSteps = 3;

// "auto", "none", "in-distribution", "ood" and back.
QString reportPriorName(stats::ReportPrior prior);
std::optional<stats::ReportPrior> reportPriorFromName(const QString& name);

} // namespace pairrank::analysis
