// `pairrank-cli winrate`: the win rate of G0 over G1 from judge labels and
// optional human labels (paper 004): observed, BWRS, Bayesian Dawid–Skene or PPI++.
// Input format: winrate_input.h. Output: one JSON object on stdout.
// Exit 2 on bad usage or input (the message names the option or line), 1 when
// no estimate can be made from valid input (e.g. BWRS with q0 + q1 ≤ 1).
#include "cli_output.h"
#include "command.h"
#include "core/analysis/win_rate_json.h"
#include "core/stats/bwrs.h"
#include "core/stats/dawid_skene.h"
#include "core/stats/win_rate_observed.h"
#include "core/stats/win_rate_ppi.h"
#include "core/stats/win_rate_report.h"
#include "winrate_input.h"

#include <QCommandLineParser>
#include <QJsonArray>

#include <cmath>
#include <optional>

namespace pairrank::cli {

using analysis::accuracyToJson;
using analysis::bwrsToJson;
using analysis::dawidSkeneToJson;
using analysis::observedToJson;
using analysis::ppiToJson;
using analysis::reportToJson;
namespace {

using stats::AccuracyCounts;
using stats::PriorSetting;

struct WinRateSettings {
    QString method;
    stats::PpiOptions ppi;
    PriorSetting prior = PriorSetting::InDistribution;
    stats::BwrsOptions bwrs;
    stats::DawidSkeneOptions dawidSkene;
    QString oodFile;
    QString judge;
};

// Parses a non-negative integer option; `minimum` is the smallest allowed value.
std::optional<long long> integerOption(const QCommandLineParser& parser, const QString& option,
                                       long long minimum, QString& error) {
    bool ok = false;
    const long long value = parser.value(option).toLongLong(&ok);
    if (!ok || value < minimum) {
        error = QStringLiteral("--%1 must be an integer ≥ %2, got '%3'")
                    .arg(option)
                    .arg(minimum)
                    .arg(parser.value(option));
        return std::nullopt;
    }
    return value;
}

// Accuracy counts of each evaluator on the OOD file: the whole file, or — when
// its items name their systems — the generator pair whose observed win rate of
// that evaluator is closest to the target's (paper 004 §4.3).
stats::Result<std::vector<AccuracyCounts>> oodCounts(const QString& path,
                                                     const stats::WinRateData& target) {
    stats::Result<WinRateInput> ood = readWinRateFile(path);
    if (!ood) {
        return stats::Error{"--ood-file: " + ood.error().message};
    }
    std::vector<stats::SystemPairData> pairs;
    if (!ood->systems.empty()) {
        pairs = std::move(splitBySystems(*ood).value());
    } else {
        pairs.push_back({"", "", ood->data});
    }
    std::vector<AccuracyCounts> counts;
    for (int e = 0; e < target.evaluatorCount(); ++e) {
        const std::string& name = target.evaluatorNames[static_cast<std::size_t>(e)];
        const stats::JudgeCounts own = stats::judgeCounts(target, e);
        const double ownRate = own.judged > 0 ? double(own.firstPreferred) / own.judged : 0.5;
        std::vector<std::optional<double>> candidates(pairs.size());
        std::vector<AccuracyCounts> pairCounts(pairs.size());
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            const auto& names = pairs[i].data.evaluatorNames;
            const auto it = std::find(names.begin(), names.end(), name);
            if (it == names.end()) {
                continue;
            }
            const int index = static_cast<int>(it - names.begin());
            pairCounts[i] = stats::accuracyCounts(pairs[i].data, index);
            const stats::JudgeCounts judged = stats::judgeCounts(pairs[i].data, index);
            if (judged.judged > 0 && pairCounts[i].humanFirst + pairCounts[i].humanSecond > 0) {
                candidates[i] = double(judged.firstPreferred) / judged.judged;
            }
        }
        const std::optional<std::size_t> closest =
            stats::closestObservedWinRate(ownRate, candidates);
        if (!closest) {
            return stats::Error{"--ood-file has no human-labelled item judged by '" + name + "'"};
        }
        counts.push_back(pairCounts[*closest]);
    }
    return counts;
}

int failWith(const std::string& message, int exitCode) {
    printError(QString::fromStdString(message));
    return exitCode;
}

QJsonArray toJsonArray(const std::vector<std::string>& texts) {
    QJsonArray array;
    for (const std::string& text : texts) {
        array.append(QString::fromStdString(text));
    }
    return array;
}

// --method ppi++: the estimate with every judge's labels pooled as the prediction, and
// one per judge. Exit 1 when no estimate can be made (too few human labels).
int runPpi(const stats::WinRateData& data, const stats::PpiOptions& options, QJsonObject output) {
    output.insert(QStringLiteral("estimand"),
                  QString::fromLatin1(stats::ppiEstimandName(options.estimand)));
    output.insert(QStringLiteral("interval_method"),
                  QString::fromLatin1(stats::ppiIntervalName(options.interval)));
    const stats::Result<stats::PpiResult> pooled = stats::predictionPoweredWinRate(data, options);
    if (!pooled) {
        return failWith(pooled.error().message, kExitFailure);
    }
    const QJsonObject estimate = ppiToJson(*pooled);
    for (auto it = estimate.begin(); it != estimate.end(); ++it) {
        output.insert(it.key(), it.value());
    }
    QJsonArray evaluators;
    for (int e = 0; e < data.evaluatorCount(); ++e) {
        QJsonObject entry{
            {QStringLiteral("name"),
             QString::fromStdString(data.evaluatorNames[static_cast<std::size_t>(e)])}};
        const stats::Result<stats::PpiResult> single =
            stats::predictionPoweredWinRate(stats::selectEvaluator(data, e), options);
        entry.insert(QStringLiteral("estimate"),
                     single ? QJsonValue(ppiToJson(*single))
                            : QJsonValue(QString::fromStdString(single.error().message)));
        evaluators.append(entry);
    }
    output.insert(QStringLiteral("evaluators"), evaluators);
    printJson(output);
    return kExitSuccess;
}

// The PPI++ options; an error message names the bad option.
std::optional<std::string> readPpiOptions(const QCommandLineParser& parser,
                                          stats::PpiOptions& options) {
    const QString estimand = parser.value(QStringLiteral("estimand"));
    const QString interval = parser.value(QStringLiteral("interval"));
    if (estimand != QStringLiteral("items") && estimand != QStringLiteral("distribution")) {
        return "--estimand must be items or distribution, got '" + estimand.toStdString() + "'";
    }
    if (interval != QStringLiteral("score") && interval != QStringLiteral("wald")) {
        return "--interval must be score or wald, got '" + interval.toStdString() + "'";
    }
    options.estimand = estimand == QStringLiteral("items") ? stats::PpiEstimand::Items
                                                           : stats::PpiEstimand::Distribution;
    options.interval =
        interval == QStringLiteral("score") ? stats::PpiInterval::Score : stats::PpiInterval::Wald;
    if (parser.isSet(QStringLiteral("lambda"))) {
        bool ok = false;
        const double lambda = parser.value(QStringLiteral("lambda")).toDouble(&ok);
        if (!ok || !std::isfinite(lambda)) {
            return "--lambda must be a finite number, got '" +
                   parser.value(QStringLiteral("lambda")).toStdString() + "'";
        }
        options.lambda = lambda;
    }
    return std::nullopt;
}

} // namespace

int runWinRateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Calibrated win rate p = P(G0 preferred) of two generators from LLM-judge "
                       "labels and optional human labels "
                       "(paper 004).\nFILE: JSON Lines {\"item\": id, \"human\": 0|1|null, "
                       "\"judges\": {\"name\": 0|1|null, ...}}, "
                       "0 = G0 preferred."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("items as JSON Lines"));
    parser.addOptions({
        {QStringLiteral("method"),
         QStringLiteral("observed | bwrs | dawid-skene (default) | ppi++ (prediction-powered: "
                        "the judges' labels corrected by a random sample of human labels)"),
         QStringLiteral("method"), QStringLiteral("dawid-skene")},
        {QStringLiteral("estimand"),
         QStringLiteral("ppi++: items (the human win rate over FILE's items, default) | "
                        "distribution (of the population the items come from)"),
         QStringLiteral("estimand"), QStringLiteral("items")},
        {QStringLiteral("interval"), QStringLiteral("ppi++: score (Wilson-type, default) | wald"),
         QStringLiteral("interval"), QStringLiteral("score")},
        {QStringLiteral("lambda"),
         QStringLiteral("ppi++: a fixed power-tuning λ (0: human labels alone; default: tuned)"),
         QStringLiteral("lambda")},
        {QStringLiteral("prior"),
         QStringLiteral("none | in-distribution | ood (default: in-distribution when FILE has "
                        "human labels, else none)"),
         QStringLiteral("prior")},
        {QStringLiteral("ood-file"),
         QStringLiteral("human-labelled items of other generator pairs for --prior ood; with "
                        "\"systems\" the pair "
                        "with the closest observed win rate is used per judge"),
         QStringLiteral("file")},
        {QStringLiteral("judge"), QStringLiteral("use only this judge"), QStringLiteral("name")},
        {QStringLiteral("project"),
         QStringLiteral("read the items from this project instead of FILE: human labels and "
                        "every judge's judgements of the pairs of --system-a and --system-b"),
         QStringLiteral("file")},
        {QStringLiteral("criterion"),
         QStringLiteral("with --project: the criterion (default: the project's only one)"),
         QStringLiteral("name")},
        {QStringLiteral("system-a"), QStringLiteral("with --project: the first generator G0"),
         QStringLiteral("system")},
        {QStringLiteral("system-b"), QStringLiteral("with --project: the second generator G1"),
         QStringLiteral("system")},
        {QStringLiteral("draws"),
         QStringLiteral("BWRS draws (100000) or Dawid-Skene draws per chain (20000)"),
         QStringLiteral("n")},
        {QStringLiteral("chains"), QStringLiteral("Dawid-Skene chains (4)"), QStringLiteral("c"),
         QStringLiteral("4")},
        {QStringLiteral("warmup"), QStringLiteral("Dawid-Skene warm-up sweeps per chain (1000)"),
         QStringLiteral("w"), QStringLiteral("1000")},
        {QStringLiteral("seed"), QStringLiteral("random seed (0)"), QStringLiteral("x"),
         QStringLiteral("0")},
        {QStringLiteral("threads"),
         QStringLiteral("threads, 0 = all cores (0); results do not depend on it"),
         QStringLiteral("t"), QStringLiteral("0")},
        {QStringLiteral("level"), QStringLiteral("credible interval level (0.95)"),
         QStringLiteral("level"), QStringLiteral("0.95")},
        {QStringLiteral("out-of-range"),
         QStringLiteral("BWRS draws outside [0, 1]: reject (default) | clamp | keep"),
         QStringLiteral("policy"), QStringLiteral("reject")},
    });
    if (!parser.parse(arguments.mid(1))) {
        return failWith(parser.errorText().toStdString(), kExitBadInput);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    const bool fromProject = parser.isSet(QStringLiteral("project"));
    if (parser.positionalArguments().size() != (fromProject ? 0 : 1)) {
        return failWith(fromProject
                            ? "winrate --project takes no FILE"
                            : "winrate needs exactly one FILE or --project; see 'pairrank-cli "
                              "winrate --help'",
                        kExitBadInput);
    }
    if (fromProject &&
        (!parser.isSet(QStringLiteral("system-a")) || !parser.isSet(QStringLiteral("system-b")))) {
        return failWith("winrate --project needs --system-a and --system-b", kExitBadInput);
    }

    WinRateSettings settings;
    settings.method = parser.value(QStringLiteral("method"));
    if (settings.method != QStringLiteral("observed") &&
        settings.method != QStringLiteral("bwrs") &&
        settings.method != QStringLiteral("dawid-skene") &&
        settings.method != QStringLiteral("ppi++")) {
        return failWith("--method must be observed, bwrs, dawid-skene or ppi++, got '" +
                            settings.method.toStdString() + "'",
                        kExitBadInput);
    }
    if (const std::optional<std::string> ppiError = readPpiOptions(parser, settings.ppi)) {
        return failWith(*ppiError, kExitBadInput);
    }
    QString error;
    const auto chains = integerOption(parser, QStringLiteral("chains"), 1, error);
    const auto warmup = integerOption(parser, QStringLiteral("warmup"), 0, error);
    const auto seed = integerOption(parser, QStringLiteral("seed"), 0, error);
    const auto threads = integerOption(parser, QStringLiteral("threads"), 0, error);
    std::optional<long long> draws = settings.method == QStringLiteral("bwrs") ? 100000 : 20000;
    if (parser.isSet(QStringLiteral("draws"))) {
        draws = integerOption(parser, QStringLiteral("draws"), 4, error);
    }
    if (!error.isEmpty()) {
        return failWith(error.toStdString(), kExitBadInput);
    }
    if (*draws > 100000000 || *chains > 64) {
        return failWith("--draws must be ≤ 100000000 and --chains ≤ 64", kExitBadInput);
    }
    bool levelOk = false;
    const double level = parser.value(QStringLiteral("level")).toDouble(&levelOk);
    if (!levelOk || !(level > 0.0 && level < 1.0)) {
        return failWith("--level must be a number in (0, 1), got '" +
                            parser.value(QStringLiteral("level")).toStdString() + "'",
                        kExitBadInput);
    }
    const QString policy = parser.value(QStringLiteral("out-of-range"));
    if (policy == QStringLiteral("reject")) {
        settings.bwrs.outOfRange = stats::OutOfRangePolicy::Reject;
    } else if (policy == QStringLiteral("clamp")) {
        settings.bwrs.outOfRange = stats::OutOfRangePolicy::Clamp;
    } else if (policy == QStringLiteral("keep")) {
        settings.bwrs.outOfRange = stats::OutOfRangePolicy::Keep;
    } else {
        return failWith("--out-of-range must be reject, clamp or keep, got '" +
                            policy.toStdString() + "'",
                        kExitBadInput);
    }
    settings.bwrs.draws = static_cast<int>(*draws);
    settings.bwrs.seed = static_cast<std::uint64_t>(*seed);
    settings.bwrs.level = level;
    settings.bwrs.threads = static_cast<int>(*threads);
    settings.dawidSkene.draws = static_cast<int>(*draws);
    settings.dawidSkene.chains = static_cast<int>(*chains);
    settings.dawidSkene.warmup = static_cast<int>(*warmup);
    settings.dawidSkene.seed = static_cast<std::uint64_t>(*seed);
    settings.dawidSkene.level = level;
    settings.dawidSkene.threads = static_cast<int>(*threads);
    settings.ppi.level = level;

    stats::Result<WinRateInput> input =
        fromProject ? readWinRateProjectFile(parser.value(QStringLiteral("project")),
                                             {parser.value(QStringLiteral("criterion")),
                                              parser.value(QStringLiteral("system-a")),
                                              parser.value(QStringLiteral("system-b"))})
                    : readWinRateFile(parser.positionalArguments().constFirst());
    if (!input) {
        return failWith(input.error().message, kExitBadInput);
    }
    stats::WinRateData data = input->data;
    if (parser.isSet(QStringLiteral("judge"))) {
        const std::string judge = parser.value(QStringLiteral("judge")).toStdString();
        const auto it = std::find(data.evaluatorNames.begin(), data.evaluatorNames.end(), judge);
        if (it == data.evaluatorNames.end()) {
            return failWith("--judge '" + judge + "' does not occur in FILE", kExitBadInput);
        }
        data = stats::selectEvaluator(data, static_cast<int>(it - data.evaluatorNames.begin()));
    }
    const stats::HumanCounts human = stats::humanCounts(data);

    const QString priorText = parser.value(QStringLiteral("prior"));
    if (priorText.isEmpty()) {
        settings.prior = human.labelled > 0 ? PriorSetting::InDistribution : PriorSetting::None;
    } else if (priorText == QStringLiteral("none")) {
        settings.prior = PriorSetting::None;
    } else if (priorText == QStringLiteral("in-distribution")) {
        settings.prior = PriorSetting::InDistribution;
    } else if (priorText == QStringLiteral("ood")) {
        settings.prior = PriorSetting::OutOfDistribution;
    } else {
        return failWith("--prior must be none, in-distribution or ood, got '" +
                            priorText.toStdString() + "'",
                        kExitBadInput);
    }
    std::vector<AccuracyCounts> ood;
    if (settings.prior == PriorSetting::OutOfDistribution &&
        settings.method != QStringLiteral("observed")) {
        if (!parser.isSet(QStringLiteral("ood-file"))) {
            return failWith(
                "--prior ood needs --ood-file with human-labelled items of other generator pairs",
                kExitBadInput);
        }
        stats::Result<std::vector<AccuracyCounts>> counts =
            oodCounts(parser.value(QStringLiteral("ood-file")), data);
        if (!counts) {
            return failWith(counts.error().message, kExitBadInput);
        }
        ood = std::move(counts).value();
    }
    if (settings.method == QStringLiteral("bwrs") && settings.prior == PriorSetting::None) {
        return failWith(
            "BWRS needs human labels: use --prior in-distribution or --prior ood (paper "
            "004 footnote 4)",
            kExitBadInput);
    }

    QJsonObject output{{QStringLiteral("method"), settings.method},
                       {QStringLiteral("items"), data.itemCount()},
                       {QStringLiteral("human_labelled"), human.labelled},
                       {QStringLiteral("human_first_preferred"), human.firstPreferred},
                       {QStringLiteral("level"), level}};
    if (settings.method == QStringLiteral("ppi++")) {
        return runPpi(data, settings.ppi, output); // no prior: the pair's own labels
    }
    if (settings.method != QStringLiteral("observed")) {
        output.insert(QStringLiteral("prior"),
                      QString::fromLatin1(stats::priorSettingName(settings.prior)));
    }

    if (settings.method == QStringLiteral("dawid-skene")) {
        stats::Result<stats::PreparedDawidSkene> prepared =
            stats::prepareDawidSkene(data, settings.prior, ood);
        if (!prepared) {
            return failWith(prepared.error().message, kExitFailure);
        }
        const stats::Result<stats::DawidSkeneResult> result =
            stats::fitDawidSkene(prepared->data, prepared->model, settings.dawidSkene);
        if (!result) {
            return failWith(result.error().message, kExitFailure);
        }
        const QJsonObject fitted = dawidSkeneToJson(*result, data.evaluatorNames);
        for (auto it = fitted.begin(); it != fitted.end(); ++it) {
            output.insert(it.key(), it.value());
        }
        output.insert(QStringLiteral("sampler"),
                      QString::fromLatin1(stats::dawidSkeneSamplerName(result->sampler)));
        // Split R-hat and ESS of every parameter are in the output; these name the bad ones.
        output.insert(QStringLiteral("warnings"),
                      toJsonArray(stats::convergenceWarnings(*result, data.evaluatorNames)));
        // Accuracy against the human labels alongside the model's q0, q1.
        QJsonArray evaluators = output.value(QStringLiteral("evaluators")).toArray();
        for (int e = 0; e < data.evaluatorCount(); ++e) {
            QJsonObject entry = evaluators[e].toObject();
            entry.insert(
                QStringLiteral("human_accuracy"),
                accuracyToJson(
                    stats::evaluatorAccuracy(stats::accuracyCounts(data, e), level).value()));
            evaluators[e] = entry;
        }
        output.insert(QStringLiteral("evaluators"), evaluators);
        printJson(output);
        return kExitSuccess;
    }

    // observed and bwrs: one estimate per evaluator.
    QJsonArray evaluators;
    std::optional<QJsonObject> onlyEstimate;
    std::string lastError;
    int estimates = 0;
    for (int e = 0; e < data.evaluatorCount(); ++e) {
        QJsonObject entry{
            {QStringLiteral("name"),
             QString::fromStdString(data.evaluatorNames[static_cast<std::size_t>(e)])}};
        const AccuracyCounts own = stats::accuracyCounts(data, e);
        entry.insert(QStringLiteral("human_accuracy"),
                     accuracyToJson(stats::evaluatorAccuracy(own, level).value()));
        const stats::JudgeCounts judged = stats::judgeCounts(data, e);
        const stats::Result<stats::ObservedWinRate> observed =
            stats::observedWinRate(judged, level);
        QJsonObject estimate;
        std::string estimateError;
        if (settings.method == QStringLiteral("observed")) {
            if (observed) {
                estimate = observedToJson(*observed);
            } else {
                estimateError = observed.error().message;
            }
        } else {
            if (observed) {
                entry.insert(QStringLiteral("observed"), observedToJson(*observed));
            }
            const AccuracyCounts counts = settings.prior == PriorSetting::OutOfDistribution
                                              ? ood[static_cast<std::size_t>(e)]
                                              : own;
            if (settings.prior == PriorSetting::OutOfDistribution) {
                entry.insert(QStringLiteral("ood_accuracy"),
                             accuracyToJson(stats::evaluatorAccuracy(counts, level).value()));
            }
            settings.bwrs.seed = static_cast<std::uint64_t>(*seed) + static_cast<std::uint64_t>(e);
            const stats::Result<stats::BwrsResult> bwrs =
                stats::bayesianWinRateSampling(counts, judged, settings.bwrs);
            if (bwrs) {
                estimate = bwrsToJson(*bwrs);
                if (const std::string advice = stats::bwrsAdvice(counts, &*bwrs); !advice.empty()) {
                    estimate.insert(QStringLiteral("advice"), QString::fromStdString(advice));
                }
            } else {
                estimateError = bwrs.error().message;
            }
        }
        if (estimateError.empty()) {
            ++estimates;
            entry.insert(QStringLiteral("estimate"), estimate);
            onlyEstimate = estimate;
        } else {
            entry.insert(QStringLiteral("error"), QString::fromStdString(estimateError));
            lastError = data.evaluatorNames[static_cast<std::size_t>(e)] + ": " + estimateError;
        }
        evaluators.append(entry);
    }
    if (estimates == 0) {
        return failWith(lastError, kExitFailure);
    }
    if (data.evaluatorCount() == 1) {
        for (auto it = onlyEstimate->begin(); it != onlyEstimate->end(); ++it) {
            output.insert(it.key(), it.value());
        }
    }
    output.insert(QStringLiteral("evaluators"), evaluators);
    printJson(output);
    return kExitSuccess;
}

} // namespace pairrank::cli
