#include "calibration_report.h"

#include "human_label_experts.h"
#include "judge_diagnostics.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/comparison_loader.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"
#include "win_rate_items.h"
#include "win_rate_project.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace pairrank::analysis {
namespace {

Error fromStats(const stats::Error& error) {
    return makeError(QString::fromStdString(error.message));
}

Error fromStorage(const storage::Error& error) {
    return makeError(error.toString());
}

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

// Where each candidate sits in its context: the index the diagnostics use and the
// length of its text.
struct CandidatePlace {
    domain::ContextId context = 0;
    int index = 0;
};

struct ContextEvidence {
    std::vector<stats::Comparison> comparisons;
    std::vector<int> textLengths;
    // By index, NaN where a candidate has no reference score of the criterion.
    std::vector<double> referenceScores;
    QList<domain::HumanLabel> humanLabels;
    std::vector<stats::Comparison> humanLabelExperts;
};

Status readJudgeEvidence(storage::ProjectDatabase& database, const domain::Criterion& criterion,
                         CalibrationReport& report) {
    const auto runs = storage::listRuns(database);
    const auto judges = storage::listJudgeConfigs(database);
    if (!runs) {
        return fromStorage(runs.error());
    }
    if (!judges) {
        return fromStorage(judges.error());
    }
    QHash<domain::JudgeConfigId, domain::JudgeConfig> judgeById;
    for (const domain::JudgeConfig& judge : *judges) {
        judgeById.insert(judge.id, judge);
    }
    QHash<domain::RunId, qsizetype> runIndex; // the criterion's runs, in report.runs
    for (const domain::Run& run : *runs) {
        if (run.criterionId != criterion.id) {
            continue;
        }
        RunRecord record;
        record.id = run.id;
        record.label = run.label;
        record.judge = judgeById.value(run.judgeConfigId).name;
        record.strategy = run.config.value(QStringLiteral("strategy")).toString();
        record.model = run.config.value(QStringLiteral("model")).toString();
        record.seed = run.seed;
        record.status = domain::toString(run.status);
        record.configJson =
            QString::fromUtf8(QJsonDocument(run.config).toJson(QJsonDocument::Compact));
        runIndex.insert(run.id, report.runs.size());
        report.runs.append(record);
    }

    // Candidate places for the bias diagnostics, one page of candidates at a time.
    QHash<domain::CandidateId, CandidatePlace> places;
    std::map<domain::ContextId, ContextEvidence> contexts;
    storage::CandidatePageRequest page;
    for (;;) {
        const auto candidates = storage::candidatesPage(database, page);
        if (!candidates) {
            return fromStorage(candidates.error());
        }
        if (candidates->isEmpty()) {
            break;
        }
        for (const domain::Candidate& candidate : *candidates) {
            ContextEvidence& context = contexts[candidate.contextId];
            const int index = static_cast<int>(context.textLengths.size());
            places.insert(candidate.id, {candidate.contextId, index});
            context.textLengths.push_back(static_cast<int>(candidate.text.size()));
            context.referenceScores.push_back(
                candidate.referenceScores.value(criterion.name, std::nan("")));
        }
        page.afterId = candidates->constLast().id;
    }

    const storage::Status streamed =
        storage::forEachJudgedPair(database, [&](const storage::JudgedPair& judgement) {
            const auto run = runIndex.constFind(judgement.runId);
            if (run == runIndex.cend() || !judgement.p) {
                return;
            }
            ++report.judgements;
            ++report.runs[*run].judgements;
            const auto a = places.constFind(judgement.candidateA);
            const auto b = places.constFind(judgement.candidateB);
            if (a != places.cend() && b != places.cend()) {
                contexts[a->context].comparisons.push_back({a->index, b->index, *judgement.p});
            }
        });
    if (!streamed) {
        return fromStorage(streamed.error());
    }
    // What the length bias is measured beyond: reference scores and the people's labels.
    storage::HumanLabelPageRequest labelPages;
    labelPages.limit = 1000;
    const auto labels = storage::allHumanLabels(database, labelPages);
    if (!labels) {
        return fromStorage(labels.error());
    }
    for (const domain::HumanLabel& label : *labels) {
        if (const auto place = places.constFind(label.candidateA); place != places.cend()) {
            contexts[place->context].humanLabels.append(label);
        }
    }
    // The labelled contexts' candidates by index, as humanLabelExperts() takes them.
    std::map<domain::ContextId, QHash<domain::CandidateId, int>> positions;
    for (auto place = places.cbegin(); place != places.cend(); ++place) {
        if (!contexts[place->context].humanLabels.isEmpty()) {
            positions[place->context].insert(place.key(), place->index);
        }
    }
    std::vector<DiagnosticsInput> inputs;
    for (auto& [id, context] : contexts) {
        if (context.comparisons.empty()) {
            continue;
        }
        if (std::any_of(context.referenceScores.begin(), context.referenceScores.end(),
                        [](double score) { return std::isnan(score); })) {
            context.referenceScores.clear();
        }
        if (!context.humanLabels.isEmpty()) {
            context.humanLabelExperts =
                humanLabelExperts(context.humanLabels, criterion.id, positions[id], 1.0);
        }
        inputs.push_back({context.comparisons, context.textLengths, 0.0, std::nullopt,
                          context.referenceScores, context.humanLabelExperts});
    }
    if (!inputs.empty()) {
        report.judgeBias = computeJudgeDiagnostics(inputs);
    }

    // The judges that judged this criterion, as configured.
    QList<domain::JudgeConfigId> used;
    for (const domain::Run& run : *runs) {
        if (run.criterionId == criterion.id && !used.contains(run.judgeConfigId)) {
            used.append(run.judgeConfigId);
        }
    }
    for (const domain::JudgeConfigId id : std::as_const(used)) {
        const domain::JudgeConfig judge = judgeById.value(id);
        JudgeSetup setup;
        setup.name = judge.name;
        setup.backend = judge.backend;
        setup.model = judge.model;
        setup.settingsJson =
            QString::fromUtf8(QJsonDocument(judge.settings).toJson(QJsonDocument::Compact));
        report.judges.append(setup);
    }
    return {};
}

void addWarnings(CalibrationReport& report) {
    const auto add = [&report](WarningKind kind, const stats::PairReport* pair,
                               const QString& evaluator, const QString& message) {
        CalibrationWarning warning;
        warning.kind = kind;
        if (pair) {
            warning.firstSystem = fromStd(pair->firstSystem);
            warning.secondSystem = fromStd(pair->secondSystem);
        }
        warning.evaluator = evaluator;
        warning.message = message;
        report.warnings.append(warning);
    };
    if (report.humanLabelsNotRandom > 0) {
        // Routed labels sit where the judge seemed least reliable (its probabilities, not
        // only its verdicts, and the ranking's need), and Most uncertain's where the ranking
        // was least sure, so an accuracy learnt from them is not the judge's accuracy over
        // all items, and the regression's missing-at-random given the verdicts does not
        // hold either.
        add(WarningKind::LabelsNotRandom, nullptr, {},
            QCoreApplication::translate(
                "CalibrationReport",
                "Human labels on pairs chosen for what a label is worth, not at random: %1 of "
                "%2 (%3 on pairs a run put to people, %4 on pairs the Annotate tab chose as the "
                "ranking's most uncertain). The pooled regression needs labels that depend only "
                "on the judges' verdicts, and Dawid–Skene, BWRS and the judges' accuracies need a "
                "random sample; such a choice is neither, so all of them may be biased. Labels of "
                "pairs chosen with \"Next pair: Random\" in the Annotate tab are a random sample.")
                .arg(report.humanLabelsNotRandom)
                .arg(report.humanLabels)
                .arg(report.humanLabelsOnQueuedPairs)
                .arg(report.humanLabelsOnMostUncertainPairs));
    }
    if (const auto& pooled = report.winRates.pooledRegression.value; pooled && !pooled->settled) {
        // Vehtari et al. 2021, "Rank-normalization, folding, and localization", §4.
        add(WarningKind::NotConverged, nullptr, {},
            QCoreApplication::translate(
                "CalibrationReport",
                "The pooled regression's sampler has not settled: split R̂ up to %1 (below %2 "
                "expected) and %3 effective draws for the worst pair (%4 expected). Its win rates "
                "and intervals carry Monte Carlo error; recompute with another seed to see how "
                "much.")
                .arg(pooled->largestRHat, 0, 'f', 3)
                .arg(stats::kMaximumSplitRHat, 0, 'f', 2)
                .arg(std::lround(pooled->smallestEffectiveSampleSize))
                .arg(std::lround(stats::kMinimumEffectiveSampleSize)));
    }
    for (const stats::PairReport& pair : report.winRates.pairs) {
        const QString first = fromStd(pair.firstSystem);
        const QString second = fromStd(pair.secondSystem);
        if (pair.human.labelled < kFewHumanLabels) {
            add(WarningKind::FewHumanLabels, &pair, {},
                QCoreApplication::translate(
                    "CalibrationReport",
                    "%1 vs %2: only %n human-labelled item(s); the judge's accuracy and the "
                    "calibrated win rates rest on little evidence.",
                    nullptr, pair.human.labelled)
                    .arg(first, second));
            report.warnings.last().humanLabelledItems = pair.human.labelled;
        }
        if (!pair.dawidSkene.value) {
            add(WarningKind::EstimateUnavailable, &pair, {},
                QCoreApplication::translate("CalibrationReport",
                                            "%1 vs %2: no Dawid–Skene estimate: %3")
                    .arg(first, second, fromStd(pair.dawidSkene.error)));
        }
        for (const stats::EvaluatorPairReport& evaluator : pair.evaluators) {
            const QString name = fromStd(evaluator.evaluator);
            const stats::EvaluatorAccuracy& accuracy = evaluator.accuracy;
            if (accuracy.q0 && accuracy.q1 && accuracy.q0->mean + accuracy.q1->mean <= 1.0) {
                add(WarningKind::JudgeNoBetterThanChance, &pair, name,
                    QCoreApplication::translate(
                        "CalibrationReport",
                        "%1 vs %2: judge %3 has q0 + q1 = %4 ≤ 1 against the humans: no better "
                        "than chance, so its win rate cannot be calibrated.")
                        .arg(first, second, name)
                        .arg(accuracy.q0->mean + accuracy.q1->mean, 0, 'f', 2));
            }
            if (!evaluator.bwrs.value && pair.prior != stats::PriorSetting::None) {
                add(WarningKind::EstimateUnavailable, &pair, name,
                    QCoreApplication::translate("CalibrationReport",
                                                "%1 vs %2: no BWRS estimate for judge %3: %4")
                        .arg(first, second, name, fromStd(evaluator.bwrs.error)));
            }
        }
    }
}

QString hashOf(const QString& text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

// Step `done` of kCalibrationSteps, doing `stage` (translated; none at the end).
common::Progress calibrationStep(int done, const char* stage) {
    return {done, kCalibrationSteps,
            stage ? QCoreApplication::translate("CalibrationReport", stage).toStdString()
                  : std::string()};
}

// Reports step `done` of kCalibrationSteps; false when the caller asked to stop.
bool reportStep(const common::ProgressCallback& progress, int done, const char* stage) {
    return common::shouldContinue(progress, calibrationStep(done, stage));
}

} // namespace

stats::WinRateReportOptions defaultWinRateReportOptions(stats::ReportPrior prior,
                                                        std::uint64_t seed,
                                                        const EstimatorDraws& draws) {
    stats::WinRateReportOptions options;
    options.prior = prior;
    options.dawidSkene.chains = draws.dawidSkeneChains;
    options.dawidSkene.draws = draws.dawidSkeneDraws;
    options.dawidSkene.warmup = draws.dawidSkeneWarmup;
    options.dawidSkene.seed = seed;
    options.pooledRegression.chains = draws.pooledChains;
    options.pooledRegression.draws = draws.pooledDraws;
    options.pooledRegression.warmup = draws.pooledWarmup;
    options.pooledRegression.seed = seed + 2;
    options.bwrs.draws = draws.bwrsDraws;
    options.bwrs.seed = seed + 1;
    options.level = 0.95;
    return options;
}

Result<CalibrationReport> buildCalibrationReport(storage::ProjectDatabase& database,
                                                 const CalibrationRequest& request,
                                                 const common::ProgressCallback& progress) {
    if (!reportStep(progress, 0,
                    QT_TRANSLATE_NOOP("CalibrationReport", "Reading the judgements and labels…"))) {
        return cancelledError();
    }
    const stats::Result<domain::Criterion> criterion = chooseCriterion(database, request.criterion);
    if (!criterion) {
        return fromStats(criterion.error());
    }
    CalibrationReport report;
    report.projectPath = database.path();
    report.criterion = criterion->name;
    report.createdAt = QDateTime::currentDateTimeUtc();
    report.pairrankVersion = QCoreApplication::applicationVersion();
    report.prior = request.prior;
    report.options = defaultWinRateReportOptions(request.prior, request.seed, request.draws);

    ProjectWinRateRequest items;
    items.criterion = criterion->name;
    items.textPairsWhenNoSystems = true;
    const stats::Result<WinRateInput> input = readWinRateProject(database, items);
    if (!input) {
        return fromStats(input.error());
    }
    const auto pairs = splitBySystems(*input);
    if (!pairs) {
        return fromStats(pairs.error());
    }
    const common::Progress fitting = calibrationStep(
        1, QT_TRANSLATE_NOOP("CalibrationReport", "Fitting the calibrated win rates…"));
    if (!common::shouldContinue(progress, fitting)) {
        return cancelledError();
    }
    if (input->withoutSystems) {
        // Datasets of single pairs (LLMBar, MT-Bench's human judgements): no win rate, but
        // every judge's agreement with the people over the pairs they labelled.
        report.winRatesMissing = *input->withoutSystems;
        report.winRates.level = report.options.level;
        report.winRates.pooledRegression.error = report.winRatesMissing.toStdString();
        report.winRates.accuracyTable = stats::pooledAccuracyTable(*pairs, report.options.level);
    } else {
        // The estimators ask too (their chains run for seconds), reported as this step.
        const auto winRates = stats::buildWinRateReport(*pairs, report.options,
                                                        common::withinStep(progress, fitting));
        if (!winRates) {
            return fromStats(winRates.error());
        }
        report.winRates = *winRates;
    }

    const auto labels = storage::countHumanLabels(database, criterion->id);
    if (!labels) {
        return fromStorage(labels.error());
    }
    report.humanLabels = *labels;
    const auto chosen = storage::countLabelsChosenForValue(database, criterion->id);
    if (!chosen) {
        return fromStorage(chosen.error());
    }
    report.humanLabelsNotRandom = chosen->total;
    report.humanLabelsOnQueuedPairs = chosen->onQueuedPairs;
    report.humanLabelsOnMostUncertainPairs = chosen->onMostUncertainPairs;
    if (!reportStep(progress, 2,
                    QT_TRANSLATE_NOOP("CalibrationReport", "Reading the judges' evidence…"))) {
        return cancelledError();
    }
    if (const Status evidence = readJudgeEvidence(database, *criterion, report); !evidence) {
        return evidence.error();
    }
    for (JudgeSetup& judge : report.judges) {
        judge.promptTemplate = criterion->comparativePromptTemplate;
        judge.promptHash = hashOf(judge.promptTemplate);
    }
    addWarnings(report);
    if (!reportStep(progress, kCalibrationSteps, nullptr)) {
        return cancelledError();
    }
    return report;
}

Result<CalibrationEvidence> countCalibrationEvidence(storage::ProjectDatabase& database,
                                                     const QString& criterion) {
    const stats::Result<domain::Criterion> chosen = chooseCriterion(database, criterion);
    if (!chosen) {
        return fromStats(chosen.error());
    }
    const auto labels = storage::countHumanLabels(database, chosen->id);
    if (!labels) {
        return fromStorage(labels.error());
    }
    const auto judgements = storage::countJudgementsWithProbability(database, chosen->id);
    if (!judgements) {
        return fromStorage(judgements.error());
    }
    return CalibrationEvidence{chosen->name, *labels, *judgements};
}

QString reportPriorName(stats::ReportPrior prior) {
    switch (prior) {
    case stats::ReportPrior::Automatic:
        return QStringLiteral("auto");
    case stats::ReportPrior::None:
        return QStringLiteral("none");
    case stats::ReportPrior::InDistribution:
        return QStringLiteral("in-distribution");
    case stats::ReportPrior::OutOfDistribution:
        return QStringLiteral("ood");
    }
    return QStringLiteral("auto");
}

std::optional<stats::ReportPrior> reportPriorFromName(const QString& name) {
    for (const stats::ReportPrior prior :
         {stats::ReportPrior::Automatic, stats::ReportPrior::None,
          stats::ReportPrior::InDistribution, stats::ReportPrior::OutOfDistribution}) {
        if (reportPriorName(prior) == name) {
            return prior;
        }
    }
    return std::nullopt;
}

} // namespace pairrank::analysis
