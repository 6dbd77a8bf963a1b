// pairrank-cli run: an active ranking run on a project, headless (core/run).
// Prints the estimate, progress lines and, as the last line, a JSON summary.
// Running the same command again resumes the same run (matched by its settings,
// the budget aside) and asks nothing already stored.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "core/run/run_controller.h"
#include "core/run/run_store.h"
#include "endpoint_options.h"
#include "storage/project_database.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace pairrank::cli {
namespace {

using run::RunSettings;

void addRunOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {QStringLiteral("project"), QStringLiteral("The project file."), QStringLiteral("path")},
        {QStringLiteral("criterion"), QStringLiteral("Criterion (default: the only one)."),
         QStringLiteral("name")},
        {QStringLiteral("judge"),
         QStringLiteral("sim, openai, openai-completions, llama, ollama, "
                        "local or command."),
         QStringLiteral("kind")},
        {QStringLiteral("endpoint"),
         QStringLiteral("Judge URL, or the command's program; more than once (URL=N with its own "
                        "concurrency N) for a fleet of servers of the same model."),
         QStringLiteral("url")},
        {QStringLiteral("judge-model"), QStringLiteral("The judge's model name."),
         QStringLiteral("name")},
        {QStringLiteral("local-model"), QStringLiteral("Model file for --judge local."),
         QStringLiteral("path")},
        {QStringLiteral("api-key-env"), QStringLiteral("Environment variable holding the key."),
         QStringLiteral("name")},
        {QStringLiteral("concurrency"), QStringLiteral("Requests in flight (default 8)."),
         QStringLiteral("n")},
        {QStringLiteral("agreement"), QStringLiteral("sim: agreement with the truth (1)."),
         QStringLiteral("r")},
        {QStringLiteral("noise"), QStringLiteral("sim: logit noise (0.5)."), QStringLiteral("x")},
        {QStringLiteral("position-bias"), QStringLiteral("sim: logit bias for A (0)."),
         QStringLiteral("x")},
        {QStringLiteral("judge-seed"), QStringLiteral("sim: seed (0)."), QStringLiteral("n")},
        {QStringLiteral("truth"), QStringLiteral("sim: reference-score criterion as hidden truth."),
         QStringLiteral("criterion")},
        {QStringLiteral("model"), QStringLiteral("Scoring model (poe-bt)."),
         QStringLiteral("name")},
        {QStringLiteral("home-advantage"), QStringLiteral("none, fixed-from-mean or fitted."),
         QStringLiteral("mode")},
        {QStringLiteral("strategy"), QStringLiteral("Selection strategy (epsilon)."),
         QStringLiteral("name")},
        {QStringLiteral("epsilon"), QStringLiteral("ε of the epsilon strategy (0.5)."),
         QStringLiteral("e")},
        {QStringLiteral("batch"), QStringLiteral("Pairs per context and round (16)."),
         QStringLiteral("b")},
        {QStringLiteral("batches-ahead"),
         QStringLiteral("Batches chosen while earlier ones are answered (0; up to 4)."),
         QStringLiteral("k")},
        {QStringLiteral("budget"), QStringLiteral("Comparisons per context: 10N or a number."),
         QStringLiteral("budget")},
        {QStringLiteral("tokens-cap"), QStringLiteral("Hard cap on tokens."), QStringLiteral("n")},
        {QStringLiteral("money-cap"), QStringLiteral("Hard cap on money."), QStringLiteral("x")},
        {QStringLiteral("wall-seconds"), QStringLiteral("Running time cap."), QStringLiteral("s")},
        {QStringLiteral("stop"), QStringLiteral("entropy:X, reorder:X, flat:W[:X] or none."),
         QStringLiteral("rule")},
        {QStringLiteral("seed"), QStringLiteral("Run seed (0)."), QStringLiteral("n")},
        {QStringLiteral("symmetric"), QStringLiteral("Ask every chosen pair in both orders.")},
        {QStringLiteral("human-labels"), QStringLiteral("Human labels join with this weight."),
         QStringLiteral("weight")},
        {QStringLiteral("human-budget"),
         QStringLiteral("Put up to this many judged pairs to people (needs --human-labels)."),
         QStringLiteral("labels")},
        {QStringLiteral("absolute-scores"),
         QStringLiteral("Rate every candidate once on 1…10 and join the ratings (needs a criterion "
                        "with an absolute template and a judge giving token logprobs).")},
        {QStringLiteral("absolute-weight"),
         QStringLiteral("Weight of the absolute ratings (1; > 0; with --absolute-scores)."),
         QStringLiteral("weight")},
        {QStringLiteral("prior-variance"), QStringLiteral("σ0² (1)."), QStringLiteral("v")},
        {QStringLiteral("context"), QStringLiteral("Only this context id."), QStringLiteral("id")},
        {QStringLiteral("max-contexts"), QStringLiteral("Only the first K contexts."),
         QStringLiteral("k")},
        {QStringLiteral("progress-seconds"), QStringLiteral("Seconds between progress lines (1)."),
         QStringLiteral("s")},
        {QStringLiteral("quiet"), QStringLiteral("No estimate and progress lines.")},
    });
}

// Reads a number option into `target`; an error message names the option.
template <typename T>
std::optional<QString> readNumber(const QCommandLineParser& parser, const QString& name,
                                  T& target) {
    if (!parser.isSet(name)) {
        return std::nullopt;
    }
    bool ok = false;
    const QString text = parser.value(name);
    if constexpr (std::is_same_v<T, double>) {
        target = text.toDouble(&ok);
    } else if constexpr (std::is_same_v<T, int>) {
        target = text.toInt(&ok);
    } else if constexpr (std::is_same_v<T, quint64>) {
        target = text.toULongLong(&ok);
    } else {
        target = text.toLongLong(&ok);
    }
    if (!ok) {
        return QStringLiteral("--%1 must be a number, not '%2'").arg(name, text);
    }
    return std::nullopt;
}

// The judge configuration the options describe, with a readable name (the stored
// configuration with the same settings keeps its own: ensureJudgeAndCriterion).
std::variant<domain::JudgeConfig, QString> judgeConfigFrom(const QCommandLineParser& parser) {
    const QString kind = parser.value(QStringLiteral("judge"));
    static const QHash<QString, QString> backends{
        {QStringLiteral("sim"), QStringLiteral("simulated")},
        {QStringLiteral("openai"), QStringLiteral("openai-chat")},
        {QStringLiteral("openai-completions"), QStringLiteral("openai-completions")},
        {QStringLiteral("llama"), QStringLiteral("llama-native")},
        {QStringLiteral("ollama"), QStringLiteral("ollama-chat")},
        {QStringLiteral("local"), QStringLiteral("local")},
        {QStringLiteral("command"), QStringLiteral("command")},
    };
    if (!backends.contains(kind)) {
        return QStringLiteral("--judge must be sim, openai, openai-completions, llama, ollama, "
                              "local or command, not '%1'")
            .arg(kind);
    }
    domain::JudgeConfig config;
    config.backend = backends.value(kind);
    config.model = parser.value(QStringLiteral("judge-model"));
    config.apiKeyEnvironmentVariable = parser.value(QStringLiteral("api-key-env"));
    int concurrency = 8;
    if (auto error = readNumber(parser, QStringLiteral("concurrency"), concurrency)) {
        return *error;
    }
    config.settings.insert(QStringLiteral("concurrency"), concurrency);
    if (auto problem =
            applyEndpoints(config, parser.values(QStringLiteral("endpoint")), concurrency)) {
        return *problem;
    }
    if (kind == QStringLiteral("local") && parser.isSet(QStringLiteral("local-model"))) {
        config.settings.insert(QStringLiteral("local_model_path"),
                               parser.value(QStringLiteral("local-model")));
    }
    if (kind == QStringLiteral("sim")) {
        double agreement = 1.0;
        double noise = 0.5;
        double positionBias = 0.0;
        qint64 seed = 0;
        for (const auto& error : {readNumber(parser, QStringLiteral("agreement"), agreement),
                                  readNumber(parser, QStringLiteral("noise"), noise),
                                  readNumber(parser, QStringLiteral("position-bias"), positionBias),
                                  readNumber(parser, QStringLiteral("judge-seed"), seed)}) {
            if (error) {
                return *error;
            }
        }
        QJsonObject simulated{{QStringLiteral("agreement"), agreement},
                              {QStringLiteral("noise"), noise},
                              {QStringLiteral("position_bias"), positionBias},
                              {QStringLiteral("seed"), static_cast<double>(seed)}};
        if (parser.isSet(QStringLiteral("truth"))) {
            simulated.insert(QStringLiteral("truth_criterion"),
                             parser.value(QStringLiteral("truth")));
        }
        config.settings.insert(QStringLiteral("simulated"), simulated);
    }
    // Read in the GUI's judge list and in the report: say what it is, not a hash.
    config.name = config.model.isEmpty()
                      ? QStringLiteral("%1 (command line)").arg(kind)
                      : QStringLiteral("%1 %2 (command line)").arg(kind, config.model);
    return config;
}

// Stores the judge configuration (run_store.h: the stored one with the same settings,
// or a new one under a free name) and names the criterion when the project has only one;
// `config.name` becomes the stored configuration's name.
std::optional<QString> ensureJudgeAndCriterion(const QString& projectPath,
                                               domain::JudgeConfig& config, QString& criterion) {
    auto database = storage::ProjectDatabase::open(projectPath);
    if (!database) {
        return database.error().toString();
    }
    auto resolved = run::criterionForRun(**database, criterion);
    if (!resolved) {
        return resolved.error().toString().replace(QStringLiteral("; name one"),
                                                   QStringLiteral("; name one with --criterion"));
    }
    criterion = resolved->name;
    auto stored = run::storeJudgeConfig(**database, config);
    if (!stored) {
        return stored.error().toString();
    }
    config = *stored;
    return std::nullopt;
}

std::variant<RunSettings, QString> settingsFrom(const QCommandLineParser& parser) {
    RunSettings settings;
    settings.model = parser.value(QStringLiteral("model"));
    if (settings.model.isEmpty()) {
        settings.model = QStringLiteral("poe-bt");
    }
    if (parser.isSet(QStringLiteral("strategy"))) {
        settings.strategy = parser.value(QStringLiteral("strategy"));
    }
    if (parser.isSet(QStringLiteral("home-advantage"))) {
        const auto mode =
            analysis::homeAdvantageSettingFromName(parser.value(QStringLiteral("home-advantage")));
        if (!mode) {
            return QStringLiteral("--home-advantage must be none, fixed-from-mean or fitted");
        }
        settings.homeAdvantage = *mode;
    }
    qint64 context = 0;
    for (const auto& error :
         {readNumber(parser, QStringLiteral("epsilon"), settings.epsilon),
          readNumber(parser, QStringLiteral("batch"), settings.batchSize),
          readNumber(parser, QStringLiteral("batches-ahead"), settings.batchesAhead),
          readNumber(parser, QStringLiteral("seed"), settings.seed),
          readNumber(parser, QStringLiteral("prior-variance"), settings.priorVariance),
          readNumber(parser, QStringLiteral("max-contexts"), settings.maxContexts),
          readNumber(parser, QStringLiteral("context"), context),
          readNumber(parser, QStringLiteral("tokens-cap"), settings.budget.tokens),
          readNumber(parser, QStringLiteral("money-cap"), settings.budget.money),
          readNumber(parser, QStringLiteral("wall-seconds"), settings.budget.wallSeconds),
          readNumber(parser, QStringLiteral("human-labels"), settings.humanLabelWeight),
          readNumber(parser, QStringLiteral("human-budget"), settings.humanBudget),
          readNumber(parser, QStringLiteral("absolute-weight"), settings.absoluteScoreWeight)}) {
        if (error) {
            return *error;
        }
    }
    if (parser.isSet(QStringLiteral("context"))) {
        settings.context = context;
    }
    settings.symmetric = parser.isSet(QStringLiteral("symmetric"));
    settings.useHumanLabels = parser.isSet(QStringLiteral("human-labels"));
    if (parser.isSet(QStringLiteral("human-budget")) && !settings.useHumanLabels) {
        return QStringLiteral("--human-budget needs --human-labels: the labels join the model");
    }
    settings.useAbsoluteScores = parser.isSet(QStringLiteral("absolute-scores"));
    if (parser.isSet(QStringLiteral("absolute-weight"))) {
        if (!settings.useAbsoluteScores) {
            return QStringLiteral("--absolute-weight needs --absolute-scores");
        }
        if (!std::isfinite(settings.absoluteScoreWeight) || settings.absoluteScoreWeight <= 0.0) {
            return QStringLiteral("--absolute-weight must be > 0, not '%1'")
                .arg(parser.value(QStringLiteral("absolute-weight")));
        }
    }
    if (parser.isSet(QStringLiteral("budget"))) {
        auto budget = run::RunBudget::parseComparisons(parser.value(QStringLiteral("budget")));
        if (!budget) {
            return budget.error().message;
        }
        settings.budget.comparisonsPerCandidate = budget->comparisonsPerCandidate;
        settings.budget.comparisonsPerContext = budget->comparisonsPerContext;
    }
    if (parser.isSet(QStringLiteral("stop"))) {
        auto rule = run::StoppingRule::parse(parser.value(QStringLiteral("stop")));
        if (!rule) {
            return rule.error().message;
        }
        settings.stopping = *rule;
    }
    return settings;
}

QString progressLine(const run::RunSnapshot& snapshot) {
    const run::RunTotals& totals = snapshot.totals;
    QString line = QStringLiteral("progress: %1/%2 comparisons, %3 failures, %4 tokens, cost %5, "
                                  "%6/s, %7 s")
                       .arg(totals.comparisonsDone)
                       .arg(totals.comparisonsPlanned)
                       .arg(totals.failures)
                       .arg(totals.promptTokens + totals.completionTokens)
                       .arg(totals.cost, 0, 'f', 4)
                       .arg(totals.throughputPerSecond, 0, 'f', 1)
                       .arg(totals.elapsedSeconds, 0, 'f', 1);
    if (totals.ratings > 0) {
        line += QStringLiteral(", %1 absolute ratings").arg(totals.ratings);
    }
    if (totals.humanLabels > 0) {
        line += QStringLiteral(", %1 human labels").arg(totals.humanLabels);
    }
    if (totals.humanBudget > 0) {
        line += QStringLiteral(", %1 pairs waiting for people (%2 of %3 asked)")
                    .arg(totals.humanWaiting)
                    .arg(totals.humanQueued)
                    .arg(totals.humanBudget);
    }
    if (totals.estimatedSecondsLeft) {
        line += QStringLiteral(", ~%1 s left").arg(*totals.estimatedSecondsLeft, 0, 'f', 0);
    }
    if (totals.meanSpearman) {
        line += QStringLiteral(", mean Spearman %1").arg(*totals.meanSpearman, 0, 'f', 3);
    }
    return line + QLatin1Char('\n');
}

} // namespace

int runRunCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run an active ranking on a project: choose pairs, ask the judge, store, refit."));
    parser.addHelpOption();
    addRunOptions(parser);
    if (!parser.parse(withDefaultOne(arguments, {QStringLiteral("human-labels")}).mid(1))) {
        return failUsage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (!parser.isSet(QStringLiteral("project")) || !parser.isSet(QStringLiteral("judge"))) {
        return failUsage(QStringLiteral("run needs --project and --judge; see --help"));
    }
    const QString projectPath = parser.value(QStringLiteral("project"));
    auto config = judgeConfigFrom(parser);
    if (auto* error = std::get_if<QString>(&config)) {
        return failUsage(*error);
    }
    auto parsed = settingsFrom(parser);
    if (auto* error = std::get_if<QString>(&parsed)) {
        return failUsage(*error);
    }
    RunSettings settings = std::get<RunSettings>(parsed);
    settings.criterion = parser.value(QStringLiteral("criterion"));
    auto& judgeConfig = std::get<domain::JudgeConfig>(config);
    if (auto error = ensureJudgeAndCriterion(projectPath, judgeConfig, settings.criterion)) {
        return failUsage(*error);
    }
    settings.judgeConfig = judgeConfig.name;
    if (pairrank::Status status = settings.validate(); !status) {
        return failUsage(status.message());
    }

    const auto opened = run::openRun(projectPath, settings);
    if (!opened) {
        return failUsage(opened.error().toString());
    }
    const domain::RunId run = opened->id;
    const bool quiet = parser.isSet(QStringLiteral("quiet"));
    if (!quiet) {
        auto estimate = run::estimateRun(projectPath, settings, run);
        if (!estimate) {
            return failUsage(estimate.error().message);
        }
        printOut(QStringLiteral("run %1%2\n%3\n")
                     .arg(run)
                     .arg(opened->resumed ? QStringLiteral(" (resumed)") : QString())
                     .arg(run::describeEstimate(*estimate)));
    }
    double progressSeconds = 1.0;
    if (auto error = readNumber(parser, QStringLiteral("progress-seconds"), progressSeconds)) {
        return failUsage(*error);
    }

    run::RunController controller;
    int exitCode = kExitFailure;
    QDateTime lastProgress;
    QObject::connect(&controller, &run::RunController::snapshotReady, &controller,
                     [&](const run::RunSnapshot& snapshot) {
                         const QDateTime now = QDateTime::currentDateTimeUtc();
                         if (!quiet && (!lastProgress.isValid() ||
                                        lastProgress.msecsTo(now) >= progressSeconds * 1000.0)) {
                             lastProgress = now;
                             printOut(progressLine(snapshot));
                         }
                     });
    QObject::connect(&controller, &run::RunController::failed, &controller,
                     [](const QString& message) { printError(message); });
    QObject::connect(&controller, &run::RunController::finished, &controller,
                     [&](const run::RunSummary& summary) {
                         printJson(summary.toJson());
                         exitCode = summary.finalState == run::RunState::Finished ? kExitSuccess
                                                                                  : kExitFailure;
                         QCoreApplication::exit(exitCode);
                     });
    auto job = controller.start(projectPath, run);
    if (!job) {
        return failUsage(job.error().message);
    }
    QCoreApplication::exec();
    return exitCode;
}

} // namespace pairrank::cli
