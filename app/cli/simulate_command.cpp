// pairrank-cli simulate: measures a scoring model and a selection strategy against
// a simulated judge (core/stats/active_simulation.h) and prints one JSON object.
#include "cli_output.h"
#include "command.h"
#include "core/stats/active_simulation.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace pairrank::cli {
namespace {

using stats::ActiveSimulationResult;
using stats::ActiveSimulationSettings;
using stats::SummaryStatistics;

const QString kHelpIntroduction = QStringLiteral(
    "Measures how well a scoring model, fed by a selection strategy, recovers the true "
    "ranking from a simulated LLM judge.\n"
    "Each repetition draws true scores N(0, 1) and a judge with p_ab = sigma((slope (l_a - l_b) "
    "+ bias + noise_ab) / temperature), where the judge's latent scores l agree with the truth "
    "with correlation --agreement. Prints JSON: the Spearman correlation against the truth at "
    "the budget (mean, standard deviation, standard error over the repetitions), optionally the "
    "curve over the number of judgements and the judgements needed to reach fractions of the "
    "all-comparisons Spearman (the starting set counted).");

std::optional<int> parseInteger(const QCommandLineParser& parser, const QString& name, int minimum,
                                QString& error) {
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < minimum) {
        error = QStringLiteral("--%1 must be an integer >= %2, got '%3'")
                    .arg(name)
                    .arg(minimum)
                    .arg(parser.value(name));
        return std::nullopt;
    }
    return value;
}

std::optional<double> parseNumber(const QCommandLineParser& parser, const QString& name,
                                  QString& error) {
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        error =
            QStringLiteral("--%1 must be a finite number, got '%2'").arg(name, parser.value(name));
        return std::nullopt;
    }
    return value;
}

// Lines of two numbers, "truth latent", separated by spaces, tabs or a comma; '#' starts a
// comment line.
std::optional<stats::ScorePool> readScorePool(const QString& path, std::optional<QString>& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = QStringLiteral("--pool: cannot open '%1'").arg(path);
        return std::nullopt;
    }
    stats::ScorePool pool;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        const QStringList fields =
            line.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        bool truthOk = false;
        bool latentOk = false;
        const double truth = fields.value(0).toDouble(&truthOk);
        const double latent = fields.value(1).toDouble(&latentOk);
        if (fields.size() != 2 || !truthOk || !latentOk || !std::isfinite(truth) ||
            !std::isfinite(latent)) {
            error = QStringLiteral("--pool: %1 line %2: expected two numbers 'truth latent'")
                        .arg(path)
                        .arg(lineNumber);
            return std::nullopt;
        }
        pool.truth.push_back(truth);
        pool.latent.push_back(latent);
    }
    return pool;
}

QJsonObject toJson(const SummaryStatistics& summary) {
    return QJsonObject{{QStringLiteral("mean"), summary.mean},
                       {QStringLiteral("standardDeviation"), summary.standardDeviation},
                       {QStringLiteral("standardError"), summary.standardError},
                       {QStringLiteral("count"), summary.count}};
}

QJsonValue toJson(const std::optional<SummaryStatistics>& summary) {
    return summary ? QJsonValue(toJson(*summary)) : QJsonValue(QJsonValue::Null);
}

void addSimulateOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(kHelpIntroduction);
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("candidates"), QStringLiteral("Number of candidates N (default 16)."),
         QStringLiteral("N"), QStringLiteral("16")},
        {QStringLiteral("budget"),
         QStringLiteral("Judgements per repetition, starting set included (default 48)."),
         QStringLiteral("K"), QStringLiteral("48")},
        {QStringLiteral("repetitions"), QStringLiteral("Independent repetitions (default 100)."),
         QStringLiteral("R"), QStringLiteral("100")},
        {QStringLiteral("model"),
         QStringLiteral("win-ratio, avg-prob, bt, bt-newman, poe-gaussian, poe-bt, poe-<f>-<dist> "
                        "(default poe-bt)."),
         QStringLiteral("M"), QStringLiteral("poe-bt")},
        {QStringLiteral("strategy"),
         QStringLiteral("random, no-repeat, symmetric, d-optimal, min-uncertainty, variance, "
                        "reorder, epsilon, "
                        "rank-variance (default random)."),
         QStringLiteral("S"), QStringLiteral("random")},
        {QStringLiteral("epsilon"),
         QStringLiteral("The epsilon of the epsilon strategy (default 0.5)."), QStringLiteral("E"),
         QStringLiteral("0.5")},
        {QStringLiteral("batch"), QStringLiteral("Pairs chosen per refit (default 1)."),
         QStringLiteral("B"), QStringLiteral("1")},
        {QStringLiteral("symmetric"), QStringLiteral("Also ask (b, a) for every chosen (a, b).")},
        {QStringLiteral("random-order"),
         QStringLiteral("Show every chosen pair in a random order, asked once (for a model that "
                        "fits the positional bias, --home-advantage fit).")},
        {QStringLiteral("bias"),
         QStringLiteral("Judge's positional bias, a logit for position A (default 0)."),
         QStringLiteral("B"), QStringLiteral("0")},
        {QStringLiteral("noise"),
         QStringLiteral("Standard deviation of the judge's per-pair logit noise (default 0)."),
         QStringLiteral("T"), QStringLiteral("0")},
        {QStringLiteral("slope"),
         QStringLiteral("Multiplies the judge's latent score difference (default 1)."),
         QStringLiteral("S"), QStringLiteral("1")},
        {QStringLiteral("temperature"),
         QStringLiteral("Divides the judge's logit; < 1 is over-confident (default 1)."),
         QStringLiteral("T"), QStringLiteral("1")},
        {QStringLiteral("agreement"),
         QStringLiteral(
             "Correlation of the judge's latent scores with the truth, in [-1, 1] (default 1)."),
         QStringLiteral("RHO"), QStringLiteral("1")},
        {QStringLiteral("prior-variance"),
         QStringLiteral("Variance of the N(0, v) prior on every score (default 1)."),
         QStringLiteral("V"), QStringLiteral("1")},
        {QStringLiteral("home-advantage"),
         QStringLiteral("Model's positional bias: none, estimate, fit or a number (default none)."),
         QStringLiteral("MODE"), QStringLiteral("none")},
        {QStringLiteral("pool"),
         QStringLiteral("Candidates with known scores: a text file of lines 'truth latent' (e.g. "
                        "human scores and an LLM's ratings of real texts). Each repetition draws "
                        "--candidates of them; the judge's latent opinion is the standardised "
                        "latent column (--agreement is unused)."),
         QStringLiteral("FILE")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the whole run (default 0)."),
         QStringLiteral("X"), QStringLiteral("0")},
        {QStringLiteral("start"),
         QStringLiteral("Starting set: none or chain (N - 1 comparisons; default none)."),
         QStringLiteral("SET"), QStringLiteral("none")},
        {QStringLiteral("curve"),
         QStringLiteral("Also print the mean Spearman after every refit.")},
        {QStringLiteral("latent"),
         QStringLiteral("Also report Spearman against the judge's own latent scores.")},
        {QStringLiteral("per-repetition"),
         QStringLiteral(
             "Also print every repetition's final Spearman, all-comparisons Spearman and "
             "reach (for paired comparisons: repetition r has the same judge whatever "
             "the model or strategy).")},
        {QStringLiteral("reach"),
         QStringLiteral(
             "Comma-separated fractions x: judgements needed to reach x times the all-comparisons "
             "Spearman."),
         QStringLiteral("LIST")},
        {QStringLiteral("stop-at-reach"),
         QStringLiteral("End a repetition once every --reach fraction is reached (faster; no final "
                        "Spearman, no "
                        "curve).")},
    });
}

// Fills `settings` from the parsed options; on error returns the message.
std::optional<QString> readSettings(const QCommandLineParser& parser,
                                    ActiveSimulationSettings& settings) {
    QString error;
    const auto candidates = parseInteger(parser, QStringLiteral("candidates"), 2, error);
    const auto budget =
        candidates ? parseInteger(parser, QStringLiteral("budget"), 1, error) : std::nullopt;
    const auto repetitions =
        budget ? parseInteger(parser, QStringLiteral("repetitions"), 1, error) : std::nullopt;
    const auto batch =
        repetitions ? parseInteger(parser, QStringLiteral("batch"), 1, error) : std::nullopt;
    if (!batch) {
        return error;
    }
    settings.candidateCount = *candidates;
    settings.budget = *budget;
    settings.repetitions = *repetitions;
    settings.selection.batchSize = *batch;

    bool seedOk = false;
    settings.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk) {
        return QStringLiteral("--seed must be a non-negative integer, got '%1'")
            .arg(parser.value(QStringLiteral("seed")));
    }

    const stats::Result<stats::ModelSpec> model =
        stats::ModelSpec::parse(parser.value(QStringLiteral("model")).toStdString());
    if (!model) {
        return QStringLiteral("--model: %1").arg(QString::fromStdString(model.error().message));
    }
    settings.model = *model;
    const stats::Result<stats::SelectionStrategy> strategy =
        stats::parseSelectionStrategy(parser.value(QStringLiteral("strategy")).toStdString());
    if (!strategy) {
        return QStringLiteral("--strategy: %1")
            .arg(QString::fromStdString(strategy.error().message));
    }
    settings.selection.strategy = *strategy;
    const stats::Result<stats::HomeAdvantage> home =
        stats::HomeAdvantage::parse(parser.value(QStringLiteral("home-advantage")).toStdString());
    if (!home) {
        return QStringLiteral("--home-advantage: %1")
            .arg(QString::fromStdString(home.error().message));
    }
    settings.fitOptions.homeAdvantage = *home;

    const QString start = parser.value(QStringLiteral("start"));
    if (start != QStringLiteral("none") && start != QStringLiteral("chain")) {
        return QStringLiteral("--start must be none or chain, got '%1'").arg(start);
    }
    settings.start =
        start == QStringLiteral("chain") ? stats::StartingSet::Chain : stats::StartingSet::None;

    struct NumberOption {
        const char* name;
        double* target;
    };
    const NumberOption numbers[] = {
        {"epsilon", &settings.selection.epsilon},
        {"bias", &settings.judge.positionBias},
        {"noise", &settings.judge.noise},
        {"slope", &settings.judge.slope},
        {"temperature", &settings.judge.temperature},
        {"agreement", &settings.judge.agreement},
        {"prior-variance", &settings.fitOptions.priorVariance},
    };
    for (const NumberOption& option : numbers) {
        const auto value = parseNumber(parser, QString::fromLatin1(option.name), error);
        if (!value) {
            return error;
        }
        *option.target = *value;
    }

    if (parser.isSet(QStringLiteral("pool"))) {
        std::optional<QString> poolError;
        settings.pool = readScorePool(parser.value(QStringLiteral("pool")), poolError);
        if (poolError) {
            return poolError;
        }
    }
    settings.symmetric = parser.isSet(QStringLiteral("symmetric"));
    settings.randomOrder = parser.isSet(QStringLiteral("random-order"));
    settings.trackLatentSpearman = parser.isSet(QStringLiteral("latent"));
    settings.stopWhenReached = parser.isSet(QStringLiteral("stop-at-reach"));
    if (parser.isSet(QStringLiteral("reach"))) {
        for (const QString& item : parser.value(QStringLiteral("reach")).split(QLatin1Char(','))) {
            bool ok = false;
            const double fraction = item.trimmed().toDouble(&ok);
            if (!ok) {
                return QStringLiteral("--reach: '%1' is not a number").arg(item);
            }
            settings.reachFractions.push_back(fraction);
        }
    }
    // Without a curve or reach targets, only the fit at the budget is reported: a random
    // subset then needs one fit instead of one per batch (paper 000's protocol).
    settings.fitOnlyAtBudget = !parser.isSet(QStringLiteral("curve")) &&
                               settings.reachFractions.empty() &&
                               !stats::isInformativeStrategy(settings.selection.strategy);
    if (settings.stopWhenReached && parser.isSet(QStringLiteral("curve"))) {
        return QStringLiteral("--curve cannot be combined with --stop-at-reach (repetitions stop "
                              "at different points)");
    }
    if (const stats::Status status = settings.check(); !status) {
        return QString::fromStdString(status.message());
    }
    return std::nullopt;
}

QJsonObject settingsToJson(const ActiveSimulationSettings& settings) {
    return QJsonObject{
        {QStringLiteral("candidates"), settings.candidateCount},
        {QStringLiteral("budget"), settings.budget},
        {QStringLiteral("repetitions"), settings.repetitions},
        {QStringLiteral("model"), QString::fromStdString(settings.model.name())},
        {QStringLiteral("strategy"),
         QString::fromStdString(stats::selectionStrategyName(settings.selection.strategy))},
        {QStringLiteral("epsilon"), settings.selection.epsilon},
        {QStringLiteral("batch"), settings.selection.batchSize},
        {QStringLiteral("symmetric"), settings.symmetric},
        {QStringLiteral("randomOrder"), settings.randomOrder},
        {QStringLiteral("bias"), settings.judge.positionBias},
        {QStringLiteral("noise"), settings.judge.noise},
        {QStringLiteral("slope"), settings.judge.slope},
        {QStringLiteral("temperature"), settings.judge.temperature},
        {QStringLiteral("agreement"), settings.judge.agreement},
        {QStringLiteral("priorVariance"), settings.fitOptions.priorVariance},
        {QStringLiteral("pool"), settings.pool ? static_cast<int>(settings.pool->truth.size()) : 0},
        {QStringLiteral("start"), settings.start == stats::StartingSet::Chain
                                      ? QStringLiteral("chain")
                                      : QStringLiteral("none")},
        // A string: JSON numbers cannot carry every 64-bit seed exactly.
        {QStringLiteral("seed"), QString::number(settings.seed)},
    };
}

QJsonArray repetitionsToJson(const ActiveSimulationResult& result, bool stoppedEarly) {
    QJsonArray repetitions;
    for (const stats::RepetitionTrace& trace : result.repetitions) {
        QJsonObject entry;
        if (!stoppedEarly && !trace.spearman.empty()) {
            entry.insert(QStringLiteral("spearman"), trace.spearman.back());
        }
        if (trace.allComparisonsSpearman) {
            entry.insert(QStringLiteral("allComparisonsSpearman"), *trace.allComparisonsSpearman);
            QJsonArray reach;
            for (const std::optional<int>& needed : trace.reach) {
                reach.append(needed ? QJsonValue(*needed) : QJsonValue(QJsonValue::Null));
            }
            entry.insert(QStringLiteral("reach"), reach);
        }
        repetitions.append(entry);
    }
    return repetitions;
}

QJsonObject resultToJson(const ActiveSimulationSettings& settings,
                         const ActiveSimulationResult& result, bool withCurve,
                         bool withRepetitions) {
    QJsonObject output{
        {QStringLiteral("settings"), settingsToJson(settings)},
        {QStringLiteral("spearman"), toJson(result.finalSpearman)},
        {QStringLiteral("exhaustedRepetitions"), result.exhaustedRepetitions},
    };
    if (settings.trackLatentSpearman) {
        output.insert(QStringLiteral("latentSpearman"), toJson(result.finalLatentSpearman));
    }
    if (withCurve) {
        QJsonArray curve;
        for (const stats::CurvePoint& point : result.curve) {
            QJsonObject entry = toJson(point.spearman);
            entry.insert(QStringLiteral("comparisons"), point.comparisons);
            if (point.latentSpearman) {
                entry.insert(QStringLiteral("latent"), toJson(*point.latentSpearman));
            }
            curve.append(entry);
        }
        output.insert(QStringLiteral("curve"), curve);
    }
    if (!settings.reachFractions.empty()) {
        output.insert(QStringLiteral("allComparisonsSpearman"),
                      toJson(result.allComparisonsSpearman));
        QJsonArray reach;
        for (const stats::ReachSummary& summary : result.reach) {
            reach.append(QJsonObject{{QStringLiteral("fraction"), summary.fraction},
                                     {QStringLiteral("comparisons"), toJson(summary.comparisons)},
                                     {QStringLiteral("reached"), summary.reached},
                                     {QStringLiteral("notReached"), summary.notReached},
                                     {QStringLiteral("undefined"), summary.undefined}});
        }
        output.insert(QStringLiteral("reach"), reach);
    }
    if (withRepetitions) {
        output.insert(QStringLiteral("perRepetition"),
                      repetitionsToJson(result, settings.stopWhenReached));
    }
    return output;
}

} // namespace

int runSimulateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    addSimulateOptions(parser);
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("simulate: %1").arg(parser.errorText()));
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(QStringLiteral("simulate: unexpected argument '%1'")
                       .arg(parser.positionalArguments().at(1)));
        return kExitBadInput;
    }
    ActiveSimulationSettings settings;
    if (const std::optional<QString> error = readSettings(parser, settings)) {
        printError(QStringLiteral("simulate: %1").arg(*error));
        return kExitBadInput;
    }
    const stats::Result<ActiveSimulationResult> result = stats::runActiveSimulation(settings);
    if (!result) {
        printError(
            QStringLiteral("simulate: %1").arg(QString::fromStdString(result.error().message)));
        return kExitFailure;
    }
    printJson(resultToJson(settings, *result, parser.isSet(QStringLiteral("curve")),
                           parser.isSet(QStringLiteral("per-repetition"))));
    return kExitSuccess;
}

} // namespace pairrank::cli
