// `pairrank-cli winrate-matrix`: observed, BWRS, pooled-regression and Dawid–Skene win rates for
// every pair of systems in a file whose items name their systems, the win-rate
// matrix, a ranking and the judges' accuracy table (core/stats/win_rate_report.h).
#include "cli_output.h"
#include "command.h"
#include "core/analysis/calibration_report.h"
#include "core/analysis/win_rate_json.h"
#include "core/stats/win_rate_report.h"
#include "winrate_input.h"

#include <QCommandLineParser>

#include <optional>

namespace pairrank::cli {

using analysis::accuracyToJson;
using analysis::bwrsToJson;
using analysis::dawidSkeneToJson;
using analysis::observedToJson;
using analysis::reportToJson;

int runWinRateMatrixCommand(const QStringList& arguments) {
    // The calibration report's settings (the Calibration tab), then the options given.
    stats::WinRateReportOptions options =
        analysis::defaultWinRateReportOptions(stats::ReportPrior::Automatic, 0);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Win rates of every pair of systems (paper 004) and a ranking from "
                       "them.\nFILE: JSON Lines {\"item\": id, "
                       "\"systems\": [\"G0\", \"G1\"], \"human\": 0|1|null, \"judges\": {\"name\": "
                       "0|1|null}}, 0 = first system "
                       "preferred."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("items as JSON Lines"));
    parser.addOptions({
        {QStringLiteral("prior"),
         QStringLiteral("auto (default) | none | in-distribution | ood; ood takes each judge's "
                        "accuracy from the "
                        "other pair with the closest observed win rate"),
         QStringLiteral("prior"), QStringLiteral("auto")},
        {QStringLiteral("per-evaluator"),
         QStringLiteral("also fit one Dawid-Skene model per judge")},
        {QStringLiteral("draws"), QStringLiteral("Dawid-Skene draws per chain (20000)"),
         QStringLiteral("n"), QStringLiteral("20000")},
        {QStringLiteral("bwrs-draws"), QStringLiteral("BWRS draws (100000)"), QStringLiteral("n"),
         QStringLiteral("100000")},
        {QStringLiteral("chains"), QStringLiteral("Dawid-Skene chains (4)"), QStringLiteral("c"),
         QStringLiteral("4")},
        {QStringLiteral("warmup"), QStringLiteral("Dawid-Skene warm-up sweeps (1000)"),
         QStringLiteral("w"), QStringLiteral("1000")},
        {QStringLiteral("pooled-draws"),
         QStringLiteral("pooled regression: draws kept per chain (%1)")
             .arg(options.pooledRegression.draws),
         QStringLiteral("n"), QString::number(options.pooledRegression.draws)},
        {QStringLiteral("pooled-chains"),
         QStringLiteral("pooled regression: chains (%1)").arg(options.pooledRegression.chains),
         QStringLiteral("c"), QString::number(options.pooledRegression.chains)},
        {QStringLiteral("pooled-warmup"),
         QStringLiteral("pooled regression: warm-up sweeps per chain, at least 100 (%1)")
             .arg(options.pooledRegression.warmup),
         QStringLiteral("w"), QString::number(options.pooledRegression.warmup)},
        {QStringLiteral("seed"), QStringLiteral("random seed (0)"), QStringLiteral("x"),
         QStringLiteral("0")},
        {QStringLiteral("project"),
         QStringLiteral("read the items from this project instead of FILE: every pair of systems, "
                        "human labels and every judge's judgements"),
         QStringLiteral("file")},
        {QStringLiteral("criterion"),
         QStringLiteral("with --project: the criterion (default: the project's only one)"),
         QStringLiteral("name")},
    });
    if (!parser.parse(arguments.mid(1))) {
        printError(parser.errorText());
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    const bool fromProject = parser.isSet(QStringLiteral("project"));
    if (parser.positionalArguments().size() != (fromProject ? 0 : 1)) {
        printError(fromProject
                       ? QStringLiteral("winrate-matrix --project takes no FILE")
                       : QStringLiteral("winrate-matrix needs exactly one FILE or --project"));
        return kExitBadInput;
    }
    const QString priorName = parser.value(QStringLiteral("prior"));
    const std::optional<stats::ReportPrior> prior = analysis::reportPriorFromName(priorName);
    if (!prior) {
        printError(QStringLiteral("--prior must be auto, none, in-distribution or ood, got '%1'")
                       .arg(priorName));
        return kExitBadInput;
    }
    options.prior = *prior;
    struct IntegerOption {
        const char* name;
        long long minimum;
        long long maximum;
        int* target;
    };
    constexpr long long kMostDraws = 100'000'000;
    constexpr long long kMostChains = 64; // as `winrate`: each chain is a thread's work
    int seed = 0;
    const IntegerOption integers[] = {
        {"draws", 4, kMostDraws, &options.dawidSkene.draws},
        {"bwrs-draws", 2, kMostDraws, &options.bwrs.draws},
        {"chains", 1, kMostChains, &options.dawidSkene.chains},
        {"warmup", 0, kMostDraws, &options.dawidSkene.warmup},
        {"pooled-draws", 4, kMostDraws, &options.pooledRegression.draws},
        {"pooled-chains", 1, kMostChains, &options.pooledRegression.chains},
        {"pooled-warmup", 100, kMostDraws, &options.pooledRegression.warmup},
        {"seed", 0, kMostDraws, &seed}};
    for (const IntegerOption& option : integers) {
        bool ok = false;
        const QString name = QString::fromLatin1(option.name);
        const long long value = parser.value(name).toLongLong(&ok);
        if (!ok || value < option.minimum || value > option.maximum) {
            printError(QStringLiteral("--%1 must be an integer in [%2, %3], got '%4'")
                           .arg(name)
                           .arg(option.minimum)
                           .arg(option.maximum)
                           .arg(parser.value(name)));
            return kExitBadInput;
        }
        *option.target = static_cast<int>(value);
    }
    // Each estimator's seed derives from --seed as in the report.
    const stats::WinRateReportOptions seeded =
        analysis::defaultWinRateReportOptions(*prior, static_cast<std::uint64_t>(seed));
    options.dawidSkene.seed = seeded.dawidSkene.seed;
    options.bwrs.seed = seeded.bwrs.seed;
    options.pooledRegression.seed = seeded.pooledRegression.seed;
    options.perEvaluatorDawidSkene = parser.isSet(QStringLiteral("per-evaluator"));

    const stats::Result<WinRateInput> input =
        fromProject ? readWinRateProjectFile(parser.value(QStringLiteral("project")),
                                             {parser.value(QStringLiteral("criterion")), {}, {}})
                    : readWinRateFile(parser.positionalArguments().constFirst());
    if (!input) {
        printError(QString::fromStdString(input.error().message));
        return kExitBadInput;
    }
    const stats::Result<std::vector<stats::SystemPairData>> pairs = splitBySystems(*input);
    if (!pairs) {
        printError(QString::fromStdString(pairs.error().message));
        return kExitBadInput;
    }
    const stats::Result<stats::WinRateReport> report = stats::buildWinRateReport(*pairs, options);
    if (!report) {
        printError(QString::fromStdString(report.error().message));
        return kExitFailure;
    }
    printJson(reportToJson(*report));
    return kExitSuccess;
}

} // namespace pairrank::cli
