// pairrank-cli fit: fits a scoring model to judgements read as JSON Lines and prints
// one JSON object with the centred scores and, for the poe-* models, the posterior.
#include "cli_output.h"
#include "command.h"
#include "comparison_reader.h"
#include "core/stats/scoring_model.h"

#include <QCommandLineParser>

#include <cmath>
#include <optional>

namespace pairrank::cli {
namespace {

using stats::ExpertDistribution;
using stats::Link;
using stats::ModelSpec;
using stats::ScoringMethod;

struct FitSettings {
    QString modelName;
    ModelSpec model;
    std::optional<int> candidateCount;
    stats::FitOptions options;
    bool printCovariance = false;
    QString path;
};

// A parsed option value or the one-line message explaining why it is bad.
template <typename T> struct Parsed {
    std::optional<T> value;
    QString error;
};

Parsed<double> parseNumber(const QCommandLineParser& parser, const QString& name, bool positive) {
    bool ok = false;
    const double value = parser.value(name).toDouble(&ok);
    if (!ok || !std::isfinite(value) || (positive && value <= 0.0)) {
        return {std::nullopt, QStringLiteral("option --%1 = '%2' is not a %3number")
                                  .arg(name, parser.value(name),
                                       positive ? QStringLiteral("positive ") : QString())};
    }
    return {value, {}};
}

bool isLinearGaussian(const ModelSpec& model) {
    return model.link == Link::Identity && model.distribution == ExpertDistribution::Gaussian;
}

// Checks which options apply to the model and fills the settings; returns an error line.
QString applyOptions(const QCommandLineParser& parser, FitSettings& settings) {
    const ModelSpec& model = settings.model;
    const QString modelName = settings.modelName;
    const auto notFor = [&](const QString& option) {
        return QStringLiteral("option --%1 does not apply to model %2").arg(option, modelName);
    };
    if (parser.isSet(QStringLiteral("candidates"))) {
        bool ok = false;
        const int count = parser.value(QStringLiteral("candidates")).toInt(&ok);
        if (!ok || count < 0) {
            return QStringLiteral("option --candidates = '%1' is not an integer >= 0")
                .arg(parser.value(QStringLiteral("candidates")));
        }
        settings.candidateCount = count;
    }
    const bool probabilistic = model.isProbabilistic();
    const bool poeBradleyTerry = settings.modelName == QStringLiteral("poe-bt");
    struct NumberOption {
        const char* name;
        bool applies;
        bool positive;
        double* target;
    };
    stats::ExpertSpec& expert = settings.options.expert;
    const bool beta = model.distribution == ExpertDistribution::Beta;
    const bool gaussian = probabilistic && model.distribution == ExpertDistribution::Gaussian;
    const bool linear = probabilistic && isLinearGaussian(model);
    const std::initializer_list<NumberOption> numbers{
        {"prior-variance", probabilistic, true, &settings.options.priorVariance},
        {"variance", gaussian, true, &expert.gaussianVariance},
        {"alpha", linear || (probabilistic && beta && !poeBradleyTerry), linear,
         linear ? &expert.gaussianScale : &expert.betaAlpha},
        {"beta", linear || (probabilistic && beta && !poeBradleyTerry), false,
         linear ? &expert.gaussianOffset : &expert.betaBeta},
    };
    for (const NumberOption& option : numbers) {
        const QString name = QString::fromLatin1(option.name);
        if (!parser.isSet(name)) {
            continue;
        }
        if (!option.applies) {
            return notFor(name);
        }
        const Parsed<double> parsed = parseNumber(parser, name, option.positive);
        if (!parsed.value) {
            return parsed.error;
        }
        *option.target = *parsed.value;
    }
    if (parser.isSet(QStringLiteral("home-advantage"))) {
        if (!probabilistic) {
            return notFor(QStringLiteral("home-advantage"));
        }
        const auto homeAdvantage = stats::HomeAdvantage::parse(
            parser.value(QStringLiteral("home-advantage")).toStdString());
        if (!homeAdvantage.ok()) {
            return QStringLiteral("option --home-advantage: %1")
                .arg(QString::fromStdString(homeAdvantage.error().message));
        }
        settings.options.homeAdvantage = *homeAdvantage;
    }
    settings.printCovariance = parser.isSet(QStringLiteral("covariance"));
    if (settings.printCovariance && !probabilistic) {
        return notFor(QStringLiteral("covariance"));
    }
    settings.options.computeCovariance = probabilistic;
    if (probabilistic) {
        stats::ExpertSpec check = expert;
        check.link = model.link;
        check.distribution = model.distribution;
        if (const stats::Status status = stats::checkExpertSpec(check); !status.ok()) {
            return QString::fromStdString(status.message());
        }
    }
    return {};
}

bool reportsIterations(const FitSettings& settings) {
    switch (settings.model.method) {
    case ScoringMethod::BradleyTerryZermelo:
    case ScoringMethod::BradleyTerryNewman:
    case ScoringMethod::PoeExpert:
        return true;
    case ScoringMethod::PoeGaussianClosedForm:
        return settings.options.homeAdvantage.mode == stats::HomeAdvantageMode::Fit;
    default:
        return false;
    }
}

QJsonObject toJson(const FitSettings& settings, const stats::FitResult& result) {
    QJsonObject object;
    object.insert(QStringLiteral("model"), settings.modelName);
    object.insert(
        QStringLiteral("scores"),
        toJsonArray({result.scores.data(), static_cast<std::size_t>(result.scores.size())}));
    if (settings.model.isProbabilistic()) {
        if (result.entropy) {
            object.insert(QStringLiteral("entropy"), *result.entropy);
        }
        object.insert(QStringLiteral("home_advantage"), result.homeAdvantage);
        if (result.homeAdvantageStandardError) {
            object.insert(QStringLiteral("home_advantage_standard_error"),
                          *result.homeAdvantageStandardError);
        }
    }
    if (settings.printCovariance && result.covariance) {
        QJsonArray rows;
        for (stats::Index i = 0; i < result.covariance->rows(); ++i) {
            const stats::Vector row = result.covariance->row(i);
            rows.append(toJsonArray({row.data(), static_cast<std::size_t>(row.size())}));
        }
        object.insert(QStringLiteral("covariance"), rows);
    }
    if (reportsIterations(settings)) {
        object.insert(QStringLiteral("iterations"), result.iterations);
    }
    return object;
}

void addFitOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Fits a scoring model to judgements, one JSON object per line:\n"
        "  {\"a\": 0, \"b\": 3, \"p\": 0.71, \"weight\": 1.0}\n"
        "a is shown first, p is the probability that a is better; indices are 0-based.\n"
        "Prints {\"model\", \"scores\", \"entropy\", \"home_advantage\", ...} as one JSON line."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("win-ratio, avg-prob, bt, bt-newman, poe-gaussian, poe-bt or "
                        "poe-<identity|sigmoid|phi>-<gaussian|beta>."),
         QStringLiteral("M")},
        {QStringLiteral("candidates"),
         QStringLiteral("Number of candidates (default: largest index + 1)."), QStringLiteral("N")},
        {QStringLiteral("prior-variance"),
         QStringLiteral("Variance of the N(0, V) prior on every score (default 1)."),
         QStringLiteral("V")},
        {QStringLiteral("home-advantage"),
         QStringLiteral("none, estimate (logit of mean p), fit, or a fixed number (default none)."),
         QStringLiteral("H")},
        {QStringLiteral("alpha"),
         QStringLiteral("Linear Gaussian: scale of mu = alpha (p - beta) (default 1). "
                        "Beta experts: Beta(p + alpha, 1 - p + beta) (default 0)."),
         QStringLiteral("A")},
        {QStringLiteral("beta"),
         QStringLiteral(
             "Linear Gaussian: offset (default 0.5). Beta experts: see --alpha (default 0)."),
         QStringLiteral("B")},
        {QStringLiteral("variance"),
         QStringLiteral("Variance of every Gaussian expert (default 1)."), QStringLiteral("S2")},
        {QStringLiteral("covariance"), QStringLiteral("Also print the Laplace covariance.")},
    });
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("JSON Lines file; '-' or none: standard input."),
                                 QStringLiteral("[FILE|-]"));
}

} // namespace

int runFitCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    addFitOptions(parser);
    QStringList withoutSubcommand = arguments;
    withoutSubcommand.removeAt(1);
    withoutSubcommand[0] += QStringLiteral(" fit");
    if (!parser.parse(withoutSubcommand)) {
        printError(parser.errorText());
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(QStringLiteral("fit takes at most one input file, got %1")
                       .arg(parser.positionalArguments().size()));
        return kExitBadInput;
    }
    if (!parser.isSet(QStringLiteral("model"))) {
        printError(QStringLiteral("option --model is required; see 'pairrank-cli fit --help'"));
        return kExitBadInput;
    }
    FitSettings settings;
    settings.modelName = parser.value(QStringLiteral("model"));
    const auto model = ModelSpec::parse(settings.modelName.toStdString());
    if (!model.ok()) {
        printError(QString::fromStdString(model.error().message));
        return kExitBadInput;
    }
    settings.model = *model;
    if (settings.modelName == QStringLiteral("poe-bt")) {
        settings.options.expert.betaAlpha = 0.0;
        settings.options.expert.betaBeta = 0.0;
    }
    if (const QString error = applyOptions(parser, settings); !error.isEmpty()) {
        printError(error);
        return kExitBadInput;
    }
    settings.path = parser.positionalArguments().value(0);
    const auto input = readComparisons(settings.path, settings.candidateCount);
    if (!input.ok()) {
        printError(QString::fromStdString(input.error().message));
        return kExitBadInput;
    }
    const auto fitted = stats::fitModel(settings.model, input->comparisons, input->candidateCount,
                                        settings.options);
    if (!fitted.ok()) {
        printError(
            QStringLiteral("fit failed: %1").arg(QString::fromStdString(fitted.error().message)));
        return kExitFailure;
    }
    printJson(toJson(settings, *fitted));
    return kExitSuccess;
}

} // namespace pairrank::cli
