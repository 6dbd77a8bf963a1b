// pairrank-cli select: the next batch of pairs to ask, given the judgements so far.
//
//   pairrank-cli select --strategy S [--batch B] [--epsilon E] [--model M] [--seed X]
//                       [--candidates N] [--prior-variance V] [--home-advantage H]
//                       [--pending FILE] [FILE|-]
//
// Judgements come as JSON Lines (comparison_reader.h). Pending pairs — sent to the
// judge, not answered yet — come as this command's own output, {"pairs": [[a, b], …]},
// or a bare [[a, b], …], so that one call's output can be passed to the next.
// Prints {"pairs": [[a, b], …], "exhausted": bool} ("exhausted": fewer pairs than the
// batch were left). Deterministic for the same input and seed.
#include "cli_output.h"
#include "command.h"
#include "comparison_reader.h"
#include "core/stats/pair_selection.h"
#include "core/stats/scoring_model.h"
#include "storage/index_pairs_reader.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace pairrank::cli {

namespace {

using stats::OrderedPair;

struct SelectArguments {
    stats::SelectionOptions selection;
    stats::ModelSpec model;
    stats::FitOptions fit;
    std::uint64_t seed = 0;
    std::optional<int> candidateCount;
    QString pendingPath;
    QString inputPath = QStringLiteral("-");
};

stats::Result<double> parseDouble(const QCommandLineParser& parser, const QString& name) {
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok) {
        return stats::Error{QStringLiteral("--%1: '%2' is not a number")
                                .arg(name, parser.value(name))
                                .toStdString()};
    }
    return value;
}

stats::Result<long long> parseInteger(const QCommandLineParser& parser, const QString& name) {
    bool ok = false;
    const long long value = parser.value(name).toLongLong(&ok);
    if (!ok) {
        return stats::Error{QStringLiteral("--%1: '%2' is not an integer")
                                .arg(name, parser.value(name))
                                .toStdString()};
    }
    return value;
}

stats::Result<SelectArguments> parseArguments(QCommandLineParser& parser) {
    SelectArguments arguments;
    if (!parser.isSet(QStringLiteral("strategy"))) {
        return stats::Error{"--strategy is required"};
    }
    const auto strategy =
        stats::parseSelectionStrategy(parser.value(QStringLiteral("strategy")).toStdString());
    if (!strategy) {
        return strategy.error();
    }
    arguments.selection.strategy = *strategy;
    const auto model = stats::ModelSpec::parse(parser.value(QStringLiteral("model")).toStdString());
    if (!model) {
        return stats::Error{"--model: " + model.error().message};
    }
    arguments.model = *model;
    if (stats::needsModelPosterior(*strategy) && !model->isProbabilistic()) {
        return stats::Error{"--strategy " + stats::selectionStrategyName(*strategy) +
                            " needs a probabilistic --model (poe-*), not " + model->name()};
    }
    const auto batch = parseInteger(parser, QStringLiteral("batch"));
    if (!batch) {
        return batch.error();
    }
    if (*batch < 1 || *batch > 1'000'000) {
        return stats::Error{"--batch must be in [1, 1000000]"};
    }
    arguments.selection.batchSize = static_cast<int>(*batch);
    const auto epsilon = parseDouble(parser, QStringLiteral("epsilon"));
    if (!epsilon) {
        return epsilon.error();
    }
    arguments.selection.epsilon = *epsilon;
    const auto priorVariance = parseDouble(parser, QStringLiteral("prior-variance"));
    if (!priorVariance) {
        return priorVariance.error();
    }
    if (!(*priorVariance > 0.0) || !std::isfinite(*priorVariance)) {
        return stats::Error{"--prior-variance must be finite and > 0"};
    }
    arguments.fit.priorVariance = *priorVariance;
    const auto home =
        stats::HomeAdvantage::parse(parser.value(QStringLiteral("home-advantage")).toStdString());
    if (!home) {
        return stats::Error{"--home-advantage: " + home.error().message};
    }
    arguments.fit.homeAdvantage = *home;
    arguments.fit.computeCovariance = true;
    arguments.selection.expert = model->expertWith(arguments.fit.expert);
    bool seedOk = false;
    arguments.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk) {
        return stats::Error{"--seed must be a non-negative integer"};
    }
    if (parser.isSet(QStringLiteral("candidates"))) {
        const auto count = parseInteger(parser, QStringLiteral("candidates"));
        if (!count) {
            return count.error();
        }
        if (*count < 1 || *count > stats::kMaximumSelectionCandidates) {
            return stats::Error{"--candidates must be in [1, " +
                                std::to_string(stats::kMaximumSelectionCandidates) + "]"};
        }
        arguments.candidateCount = static_cast<int>(*count);
    }
    arguments.pendingPath = parser.value(QStringLiteral("pending"));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        return stats::Error{"at most one input file may be given"};
    }
    if (!positional.isEmpty()) {
        arguments.inputPath = positional.front();
    }
    return arguments;
}

// {"pairs": [[a, b], …]} or [[a, b], …] (storage/index_pairs_reader.h); indices
// are checked by the selection.
stats::Result<std::vector<OrderedPair>> readPendingPairs(const QString& path) {
    auto read = storage::readIndexPairsFile(path);
    if (!read) {
        return stats::Error{"--pending: " + read.error().toString().toStdString()};
    }
    std::vector<OrderedPair> pairs;
    pairs.reserve(read->size());
    for (const auto& [a, b] : *read) {
        pairs.push_back({a, b});
    }
    return pairs;
}

// `fitted` is the model's fit for the strategies that need a posterior.
stats::Result<stats::SelectionResult> select(const SelectArguments& arguments,
                                             const std::vector<OrderedPair>& asked,
                                             const std::vector<OrderedPair>& pending,
                                             int candidateCount,
                                             const std::optional<stats::FitResult>& fitted) {
    const stats::SelectionState state{candidateCount, asked, pending};
    const stats::SelectionStrategy strategy = arguments.selection.strategy;
    if (!stats::isInformativeStrategy(strategy)) {
        stats::Random random(arguments.seed);
        return stats::selectPairs(state, arguments.selection, random);
    }
    if (strategy == stats::SelectionStrategy::DOptimal) {
        // The linear Gaussian design with the same per-score prior (paper 000 A.6).
        const auto design = stats::gaussianDesignCovariance(
            candidateCount, asked, arguments.selection.expert.gaussianVariance,
            arguments.fit.priorVariance);
        if (!design) {
            return design.error();
        }
        const stats::Vector zeros = stats::Vector::Zero(candidateCount);
        return stats::selectPairs(state, arguments.selection,
                                  stats::PosteriorView{zeros, *design, 0.0});
    }
    if (!fitted || !fitted->covariance) {
        return stats::Error{"model " + arguments.model.name() + " returned no covariance"};
    }
    return stats::selectPairs(
        state, arguments.selection,
        stats::PosteriorView{fitted->scores, *fitted->covariance, fitted->homeAdvantage});
}

} // namespace

int runSelectCommand(const QStringList& commandArguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Choose the next pairs to ask given the judgements so far (JSON Lines "
                       "{\"a\", \"b\", \"p\"[, \"weight\"]}).\n"
                       "Strategies: random, no-repeat, symmetric, d-optimal, min-uncertainty, "
                       "variance, reorder, epsilon."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("strategy"), QStringLiteral("Selection strategy (required)."),
         QStringLiteral("S")},
        {QStringLiteral("batch"), QStringLiteral("Pairs to propose (default 1)."),
         QStringLiteral("B"), QStringLiteral("1")},
        {QStringLiteral("epsilon"),
         QStringLiteral("Exponent of the epsilon strategy (default 0.5)."), QStringLiteral("E"),
         QStringLiteral("0.5")},
        {QStringLiteral("model"),
         QStringLiteral("Model whose posterior scores the pairs (default poe-bt)."),
         QStringLiteral("M"), QStringLiteral("poe-bt")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the random strategies (default 0)."),
         QStringLiteral("X"), QStringLiteral("0")},
        {QStringLiteral("candidates"),
         QStringLiteral("Number of candidates (default: largest index + 1)."), QStringLiteral("N")},
        {QStringLiteral("prior-variance"),
         QStringLiteral("Variance of the N(0, V) prior on every score (default 1)."),
         QStringLiteral("V"), QStringLiteral("1")},
        {QStringLiteral("home-advantage"),
         QStringLiteral("none, estimate, fit or a number (default none)."), QStringLiteral("H"),
         QStringLiteral("none")},
        {QStringLiteral("pending"),
         QStringLiteral("Pairs sent but not answered: {\"pairs\": [[a, b], ...]}."),
         QStringLiteral("FILE")},
    });
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Judgements as JSON Lines; '-' or none: stdin."));

    QStringList arguments = commandArguments;
    if (arguments.size() >= 2) {
        arguments.removeAt(1); // the subcommand
    }
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    const auto parsed = parseArguments(parser);
    if (!parsed) {
        printError(QString::fromStdString(parsed.error().message));
        return kExitBadInput;
    }
    const auto input = readComparisons(parsed->inputPath, parsed->candidateCount);
    if (!input) {
        printError(QString::fromStdString(input.error().message));
        return kExitBadInput;
    }
    std::vector<OrderedPair> pending;
    if (!parsed->pendingPath.isEmpty()) {
        auto pairs = readPendingPairs(parsed->pendingPath);
        if (!pairs) {
            printError(QString::fromStdString(pairs.error().message));
            return kExitBadInput;
        }
        pending = std::move(*pairs);
    }
    int candidateCount = parsed->candidateCount.value_or(input->candidateCount);
    if (!parsed->candidateCount) {
        for (const OrderedPair& pair : pending) {
            candidateCount = std::max({candidateCount, pair.a + 1, pair.b + 1});
        }
    }
    if (candidateCount < 1) {
        printError(QStringLiteral("no candidates: give judgements or --candidates"));
        return kExitBadInput;
    }
    std::vector<OrderedPair> asked;
    asked.reserve(input->comparisons.size());
    for (const stats::Comparison& comparison : input->comparisons) {
        asked.push_back({comparison.a, comparison.b});
    }
    std::optional<stats::FitResult> fitted;
    if (stats::needsModelPosterior(parsed->selection.strategy)) {
        auto fit = stats::fitModel(parsed->model, input->comparisons, candidateCount, parsed->fit);
        if (!fit) {
            printError(
                QStringLiteral("fit failed: %1").arg(QString::fromStdString(fit.error().message)));
            return kExitFailure;
        }
        fitted = std::move(*fit);
    }
    const auto selected = select(*parsed, asked, pending, candidateCount, fitted);
    if (!selected) {
        printError(QString::fromStdString(selected.error().message));
        return kExitBadInput;
    }
    QJsonArray pairs;
    for (const OrderedPair& pair : selected->pairs) {
        pairs.append(QJsonArray{pair.a, pair.b});
    }
    printJson(QJsonObject{{QStringLiteral("pairs"), pairs},
                          {QStringLiteral("exhausted"), selected->exhausted}});
    return kExitSuccess;
}

} // namespace pairrank::cli
