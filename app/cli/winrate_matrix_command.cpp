// `pairrank-cli winrate-matrix`: observed, BWRS, pooled-regression and Dawid–Skene win rates for
// every pair of systems in a file whose items name their systems, the win-rate
// matrix, a ranking and the judges' accuracy table (core/stats/win_rate_report.h).
#include "cli_output.h"
#include "command.h"
#include "core/analysis/calibration_report.h"
#include "core/analysis/win_rate_json.h"
#include "core/stats/win_rate_report.h"
#include "estimator_draw_options.h"
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
    // The calibration report's estimator sizes (the Calibration tab) unless given.
    addEstimatorDrawOptions(parser);
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
    bool seedOk = false;
    const qint64 seed = parser.value(QStringLiteral("seed")).toLongLong(&seedOk);
    if (!seedOk || seed < 0) {
        printError(QStringLiteral("--seed must be an integer ≥ 0, got '%1'")
                       .arg(parser.value(QStringLiteral("seed"))));
        return kExitBadInput;
    }
    const auto draws = readEstimatorDrawOptions(parser);
    if (const auto* error = std::get_if<QString>(&draws)) {
        printError(*error);
        return kExitBadInput;
    }
    // Each estimator's seed derives from --seed as in the report.
    stats::WinRateReportOptions options = analysis::defaultWinRateReportOptions(
        *prior, static_cast<std::uint64_t>(seed), std::get<analysis::EstimatorDraws>(draws));
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
