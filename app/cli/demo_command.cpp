// pairrank-cli demo: what `scripts/run` shows a newcomer until the GUI exists —
// a simulated LLM judge ranks 16 candidates, every scoring model is compared on
// random comparisons, then active selection (reorder) is raced against random
// selection. Plain text, a few seconds.
#include "cli_output.h"
#include "command.h"
#include "core/stats/active_simulation.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

#include <array>
#include <optional>

namespace pairrank::cli {
namespace {

using stats::ActiveSimulationResult;
using stats::ActiveSimulationSettings;

constexpr int kCandidates = 16;
constexpr int kAllPairs = kCandidates * (kCandidates - 1);
constexpr int kRepetitions = 40;
constexpr std::uint64_t kSeed = 2024;

ActiveSimulationSettings demoSettings(const char* model, const char* strategy) {
    ActiveSimulationSettings settings;
    settings.candidateCount = kCandidates;
    settings.repetitions = kRepetitions;
    settings.seed = kSeed;
    settings.model = *stats::ModelSpec::parse(model);
    settings.selection.strategy = *stats::parseSelectionStrategy(strategy);
    settings.judge.agreement = 1.0;
    settings.judge.slope = 1.0;
    settings.judge.noise = 1.5;
    settings.judge.positionBias = 0.0;
    return settings;
}

std::optional<ActiveSimulationResult> simulateOrReport(const ActiveSimulationSettings& settings) {
    stats::Result<ActiveSimulationResult> result = stats::runActiveSimulation(settings);
    if (!result) {
        printError(QStringLiteral("demo: %1").arg(QString::fromStdString(result.error().message)));
        return std::nullopt;
    }
    return std::move(result).value();
}

QString cell(double value) {
    return QString::number(value, 'f', 3).rightJustified(14);
}

// Spearman of every model on K random comparisons (one fit at K, paper 000 §4.1).
bool printModelTable() {
    const std::array models{"win-ratio", "bt", "avg-prob", "poe-gaussian", "poe-bt"};
    const std::array budgets{16, 32, 48, 120, kAllPairs};
    printOut(
        QStringLiteral(
            "1. Scoring models on K random comparisons (mean Spearman over %1 repetitions)\n\n")
            .arg(kRepetitions));
    QString header = QStringLiteral("   %1").arg(QStringLiteral("K"), -12);
    for (const char* model : models) {
        header += QString::fromLatin1(model).rightJustified(14);
    }
    printOut(header + QLatin1Char('\n'));
    for (const int budget : budgets) {
        const QString label =
            budget == kAllPairs
                ? QStringLiteral("%1 (all)").arg(budget)
                : QStringLiteral("%1 (%2%)").arg(budget).arg(100 * budget / kAllPairs);
        QString line = QStringLiteral("   %1").arg(label, -12);
        for (const char* model : models) {
            ActiveSimulationSettings settings = demoSettings(model, "random");
            settings.budget = budget;
            settings.fitOnlyAtBudget = true;
            const std::optional<ActiveSimulationResult> result = simulateOrReport(settings);
            if (!result) {
                return false;
            }
            line += cell(result->finalSpearman->mean);
        }
        printOut(line + QLatin1Char('\n'));
    }
    printOut(QStringLiteral(
        "\n   The probability-based models (avg-prob, poe-*) use how sure the judge was, not just "
        "who won;\n"
        "   the product-of-experts models (poe-*) also weigh every comparison by what else is "
        "known,\n"
        "   so they need far fewer comparisons for the same quality (paper 000).\n\n"));
    return true;
}

// poe-bt with random selection against probability-of-reordering selection, from a chain.
bool printActiveTable() {
    const int budget = 120;
    const std::array checkpoints{15, 24, 32, 48, 64, 80, 100, 120};
    std::array<std::optional<ActiveSimulationResult>, 2> results;
    const std::array strategies{"random", "reorder"};
    for (std::size_t i = 0; i < strategies.size(); ++i) {
        ActiveSimulationSettings settings = demoSettings("poe-bt", strategies[i]);
        settings.budget = budget;
        settings.start = stats::StartingSet::Chain;
        results[i] = simulateOrReport(settings);
        if (!results[i]) {
            return false;
        }
    }
    printOut(
        QStringLiteral(
            "2. Active selection: Spearman of poe-bt as comparisons arrive, starting from a chain "
            "of %1\n"
            "   comparisons (random pairs vs the pair most likely to be in the wrong order)\n\n")
            .arg(kCandidates - 1));
    printOut(QStringLiteral("   %1%2%3\n")
                 .arg(QStringLiteral("K"), -12)
                 .arg(QStringLiteral("random"), 14)
                 .arg(QStringLiteral("reorder"), 14));
    for (const int checkpoint : checkpoints) {
        QString line = QStringLiteral("   %1").arg(checkpoint, -12);
        for (const std::optional<ActiveSimulationResult>& result : results) {
            // The curve has one point per fit; the batch size is 1, so K − 15 indexes it.
            const std::size_t index = static_cast<std::size_t>(checkpoint - (kCandidates - 1));
            line += cell(result->curve.at(index).spearman.mean);
        }
        printOut(line + QLatin1Char('\n'));
    }
    printOut(QStringLiteral(
        "\n   Choosing the pair whose order is least certain (paper 002 eq. 5) tends to reach a\n"
        "   given Spearman with fewer judge calls than choosing pairs at random: compare the\n"
        "   columns row by row.\n\n"));
    return true;
}

} // namespace

int runDemoCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("A readable demonstration of the ranking engine on a simulated LLM judge."));
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(QStringLiteral("demo: %1").arg(parser.errorText()));
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(QStringLiteral("demo: unexpected argument '%1'")
                       .arg(parser.positionalArguments().at(1)));
        return kExitBadInput;
    }
    QElapsedTimer timer;
    timer.start();
    printOut(QStringLiteral(
                 "PairRank demo: a simulated LLM judge ranks %1 candidates\n\n"
                 "The candidates have hidden true quality scores. For a pair (A, B) the judge "
                 "answers with a\n"
                 "probability that A is better; it follows the true scores but adds noise (1.5 on "
                 "the logit\n"
                 "scale), like a real LLM judge. From these answers PairRank estimates a ranking.\n"
                 "Spearman = rank correlation of the estimated ranking with the true one (1 = "
                 "identical,\n"
                 "0 = unrelated). K = number of judge calls; all %2 ordered pairs is the most one "
                 "can ask.\n\n")
                 .arg(kCandidates)
                 .arg(kAllPairs));
    if (!printModelTable() || !printActiveTable()) {
        return kExitFailure;
    }
    printOut(QStringLiteral("Finished in %1 s. Try your own: pairrank-cli simulate --help\n")
                 .arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 1));
    return kExitSuccess;
}

} // namespace pairrank::cli
