// Coverage of the win-rate intervals on real pairwise data: for every pair of systems of
// the given files, repeated random splits keep the human label of a fraction of each
// pair's items (a uniformly random subset, as paper 004 §4.3's prior data ratio), and
// every method estimates the pair's win rate from the judges' labels and those human
// labels. Truth: the human win rate over all the pair's items (ties dropped upstream).
// Printed per dataset and fraction, for each method: estimates made (refused), mean
// |p̂ − p|, coverage of the `--level` interval and its mean width, as a Markdown table.
//
// Input: JSON Lines, one item per line, {"item", "systems": [G0, G1], "human": 0|1,
// "judges": {name: 0|1|null}} (scripts/calibration-coverage writes them from data/);
// the dataset of a pair is the part of its first system's name before "/", or the
// file's base name. Methods: observed (the judge's own win rate), human labels only
// (PPI++ with λ = 0), PPI++ (estimand items and distribution), BWRS and Dawid–Skene
// (in-distribution, OOD from the closest other pair's labelled items, none), each per
// evaluator and, for Dawid–Skene and PPI++, with all evaluators jointly; the pooled
// regression (win_rate_pooled_regression.h) over each dataset's pairs, with all evaluators
// jointly and with each alone.
//
// Usage: bench_calibration_coverage [--splits 50] [--fractions 0.1,0.25] [--seed 1]
//        [--draws 2000] [--warmup 500] [--bwrs-draws 8000] [--level 0.95] [--quick] FILE...
#include "bench_arguments.h"
#include "core/stats/random.h"
#include "core/stats/win_rate_pooled_regression.h"
#include "core/stats/win_rate_report.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

using namespace pairrank::stats;
using pairrank::bench::optionValue;

namespace {

struct PairInput {
    std::string dataset;
    SystemPairData pair;
    double truth = 0.0;
};

Label toLabel(const QJsonValue& value) {
    if (!value.isDouble()) {
        return kMissingLabel;
    }
    return value.toInt() == 0 ? kFirstPreferred : kSecondPreferred;
}

// Every pair of one file, with the union of the evaluator names of its items.
std::vector<PairInput> readPairs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(path));
        std::exit(2);
    }
    struct Item {
        Label human;
        std::map<std::string, Label> judges;
    };
    std::map<std::pair<std::string, std::string>, std::vector<Item>> byPair;
    std::vector<std::pair<std::string, std::string>> order;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        const QJsonArray systems = object.value(QStringLiteral("systems")).toArray();
        const auto key = std::pair{systems.at(0).toString().toStdString(),
                                   systems.at(1).toString().toStdString()};
        Item item{toLabel(object.value(QStringLiteral("human"))), {}};
        const QJsonObject judges = object.value(QStringLiteral("judges")).toObject();
        for (auto it = judges.begin(); it != judges.end(); ++it) {
            item.judges[it.key().toStdString()] = toLabel(it.value());
        }
        if (byPair.find(key) == byPair.end()) {
            order.push_back(key);
        }
        byPair[key].push_back(std::move(item));
    }
    std::vector<PairInput> pairs;
    for (const auto& key : order) {
        const std::vector<Item>& items = byPair[key];
        std::map<std::string, int> names;
        for (const Item& item : items) {
            for (const auto& entry : item.judges) {
                names.emplace(entry.first, 0);
            }
        }
        PairInput input;
        const std::size_t slash = key.first.find('/');
        input.dataset = slash == std::string::npos
                            ? QFileInfo(path).completeBaseName().toStdString()
                            : key.first.substr(0, slash);
        input.pair.firstSystem = key.first;
        input.pair.secondSystem = key.second;
        for (auto& entry : names) {
            entry.second = static_cast<int>(input.pair.data.evaluatorNames.size());
            input.pair.data.evaluatorNames.push_back(entry.first);
        }
        int first = 0;
        for (const Item& item : items) {
            input.pair.data.humanLabels.push_back(item.human);
            first += item.human == kFirstPreferred ? 1 : 0;
            for (const auto& name : input.pair.data.evaluatorNames) {
                const auto it = item.judges.find(name);
                input.pair.data.judgeLabels.push_back(it == item.judges.end() ? kMissingLabel
                                                                              : it->second);
            }
        }
        input.truth = static_cast<double>(first) / static_cast<double>(items.size());
        pairs.push_back(std::move(input));
    }
    return pairs;
}

struct Tally {
    int estimates = 0;
    int refused = 0;
    int covered = 0;
    double absoluteError = 0.0;
    double width = 0.0;

    void add(double estimate, const CredibleInterval& interval, double truth) {
        ++estimates;
        absoluteError += std::abs(estimate - truth);
        width += interval.upper - interval.lower;
        covered += interval.lower <= truth && truth <= interval.upper ? 1 : 0;
    }
};

// Tallies by (dataset, fraction label, method), methods in first-seen order.
class Table {
public:
    Tally& at(const std::string& dataset, const std::string& fraction, const std::string& method) {
        if (std::find(m_methods.begin(), m_methods.end(), method) == m_methods.end()) {
            m_methods.push_back(method);
        }
        return m_tallies[{dataset, fraction, method}];
    }
    // Per fraction and method, the mean over datasets (each weighing the same) of the
    // coverage and the width, and that width against the reference method's.
    void printSummary(const std::string& reference) const {
        std::map<std::string, std::vector<std::string>> datasets; // by fraction
        for (const auto& entry : m_tallies) {
            auto& list = datasets[std::get<1>(entry.first)];
            if (std::find(list.begin(), list.end(), std::get<0>(entry.first)) == list.end()) {
                list.push_back(std::get<0>(entry.first));
            }
        }
        std::printf(
            "| human labels | method | datasets | coverage (mean over datasets) | mean width "
            "| width / %s |\n|---|---|---|---|---|---|\n",
            reference.c_str());
        for (const auto& [fraction, names] : datasets) {
            const auto average = [&](const std::string& method, double& coverage, double& width) {
                int count = 0;
                coverage = width = 0.0;
                for (const std::string& dataset : names) {
                    const auto it = m_tallies.find({dataset, fraction, method});
                    if (it == m_tallies.end() || it->second.estimates == 0) {
                        continue;
                    }
                    coverage += static_cast<double>(it->second.covered) / it->second.estimates;
                    width += it->second.width / it->second.estimates;
                    ++count;
                }
                if (count > 0) {
                    coverage /= count;
                    width /= count;
                }
                return count;
            };
            double referenceCoverage = 0.0, referenceWidth = 0.0;
            const int referenceCount = average(reference, referenceCoverage, referenceWidth);
            for (const std::string& method : m_methods) {
                double coverage = 0.0, width = 0.0;
                const int count = average(method, coverage, width);
                if (count == 0) {
                    continue;
                }
                std::printf(
                    "| %s | %s | %d | %.1f%% | %.3f | %s |\n", fraction.c_str(), method.c_str(),
                    count, 100.0 * coverage, width,
                    referenceCount == count
                        ? (std::to_string(std::lround(100.0 * width / referenceWidth)) + "%")
                              .c_str()
                        : "–");
            }
        }
    }

    void print() const {
        std::printf("| dataset | human labels | method | estimates (refused) | mean |p̂ − p| | "
                    "coverage | mean width |\n|---|---|---|---|---|---|---|\n");
        std::map<std::pair<std::string, std::string>, bool> groups;
        for (const auto& entry : m_tallies) {
            groups[{std::get<0>(entry.first), std::get<1>(entry.first)}] = true;
        }
        for (const auto& group : groups) {
            for (const std::string& method : m_methods) {
                const auto it = m_tallies.find({group.first.first, group.first.second, method});
                if (it == m_tallies.end()) {
                    continue;
                }
                const Tally& t = it->second;
                if (t.estimates == 0) {
                    std::printf("| %s | %s | %s | 0 (%d) | – | – | – |\n",
                                group.first.first.c_str(), group.first.second.c_str(),
                                method.c_str(), t.refused);
                    continue;
                }
                const double n = t.estimates;
                std::printf("| %s | %s | %s | %d (%d) | %.3f | %.1f%% | %.3f |\n",
                            group.first.first.c_str(), group.first.second.c_str(), method.c_str(),
                            t.estimates, t.refused, t.absoluteError / n, 100.0 * t.covered / n,
                            t.width / n);
            }
        }
    }

private:
    std::map<std::tuple<std::string, std::string, std::string>, Tally> m_tallies;
    std::vector<std::string> m_methods;
};

template <typename T, typename Summary>
void record(Tally& tally, const Estimate<T>& estimate, double truth, Summary summary) {
    if (!estimate.value) {
        ++tally.refused;
        return;
    }
    const auto [point, interval] = summary(*estimate.value);
    tally.add(point, interval, truth);
}

const auto dawidSkeneSummary = [](const DawidSkeneResult& result) {
    return std::pair{result.p.summary.mean, result.p.summary.interval};
};
const auto bwrsSummary = [](const BwrsResult& result) {
    return std::pair{result.p.mean, result.p.interval};
};
const auto ppiSummary = [](const PpiResult& result) {
    return std::pair{result.estimate, result.interval};
};

// The rows of one report (one prior setting) for one dataset and fraction.
void recordReport(const WinRateReport& report, const std::vector<PairInput>& pairs,
                  const std::string& fraction, const std::string& prior, Table& table) {
    for (std::size_t i = 0; i < report.pairs.size(); ++i) {
        const PairReport& pair = report.pairs[i];
        const std::string& dataset = pairs[i].dataset;
        const double truth = pairs[i].truth;
        for (const EvaluatorPairReport& row : pair.evaluators) {
            record(table.at(dataset, fraction, "Dawid–Skene " + prior), row.dawidSkene, truth,
                   dawidSkeneSummary);
            if (prior != "none") {
                record(table.at(dataset, fraction, "BWRS " + prior), row.bwrs, truth, bwrsSummary);
            }
        }
        record(table.at(dataset, fraction, "Dawid–Skene " + prior + ", judges jointly"),
               pair.dawidSkene, truth, dawidSkeneSummary);
    }
}

// Observed win rates, human labels alone and PPI++ under both estimands.
void recordUncalibrated(const std::vector<PairInput>& pairs,
                        const std::vector<SystemPairData>& split, const std::string& fraction,
                        double level, Table& table) {
    for (std::size_t i = 0; i < split.size(); ++i) {
        const std::string& dataset = pairs[i].dataset;
        const double truth = pairs[i].truth;
        const WinRateData& data = split[i].data;
        const auto ppi = [&](const WinRateData& input, PpiEstimand estimand,
                             std::optional<double> lambda,
                             PpiInterval interval = PpiInterval::Score) {
            Estimate<PpiResult> estimate;
            Result<PpiResult> result =
                predictionPoweredWinRate(input, {level, estimand, interval, lambda});
            if (result) {
                estimate.value = *result;
            }
            return estimate;
        };
        for (int e = 0; e < data.evaluatorCount(); ++e) {
            const WinRateData single = selectEvaluator(data, e);
            const Result<ObservedWinRate> observed = observedWinRate(judgeCounts(data, e), level);
            Tally& tally = table.at(dataset, fraction, "observed (judge alone)");
            if (observed) {
                tally.add(observed->posterior.mean, observed->posterior.interval, truth);
            } else {
                ++tally.refused;
            }
            record(table.at(dataset, fraction, "PPI++ items"),
                   ppi(single, PpiEstimand::Items, std::nullopt), truth, ppiSummary);
            record(table.at(dataset, fraction, "PPI++ distribution"),
                   ppi(single, PpiEstimand::Distribution, std::nullopt), truth, ppiSummary);
            record(table.at(dataset, fraction, "PPI++ items, Wald interval"),
                   ppi(single, PpiEstimand::Items, std::nullopt, PpiInterval::Wald), truth,
                   ppiSummary);
        }
        record(table.at(dataset, fraction, "human labels only (λ = 0), items"),
               ppi(data, PpiEstimand::Items, 0.0), truth, ppiSummary);
        record(table.at(dataset, fraction, "PPI++ items, Wald interval, judges jointly"),
               ppi(data, PpiEstimand::Items, std::nullopt, PpiInterval::Wald), truth, ppiSummary);
        record(table.at(dataset, fraction, "PPI++ items, judges jointly"),
               ppi(data, PpiEstimand::Items, std::nullopt), truth, ppiSummary);
        record(table.at(dataset, fraction, "PPI++ distribution, judges jointly"),
               ppi(data, PpiEstimand::Distribution, std::nullopt), truth, ppiSummary);
    }
}

// The pooled regression over each dataset's pairs: with all evaluators jointly, and with
// each evaluator alone (a pair it did not judge keeps its items, without verdicts).
void recordPooled(const std::vector<PairInput>& pairs, const std::vector<SystemPairData>& split,
                  const std::string& fraction, const PooledRegressionOptions& options,
                  Table& table) {
    std::map<std::string, std::vector<std::size_t>> byDataset;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        byDataset[pairs[i].dataset].push_back(i);
    }
    const auto fitAndRecord = [&](const std::string& dataset,
                                  const std::vector<std::size_t>& indices,
                                  const std::vector<SystemPairData>& input,
                                  const std::string& method) {
        const Result<PooledRegressionResult> result = pooledRegressionWinRates(input, options);
        Tally& tally = table.at(dataset, fraction, method);
        if (!result) {
            tally.refused += static_cast<int>(indices.size());
            return;
        }
        for (std::size_t j = 0; j < indices.size(); ++j) {
            tally.add(result->pairs[j].mean, result->pairs[j].interval, pairs[indices[j]].truth);
        }
    };
    for (const auto& [dataset, indices] : byDataset) {
        std::vector<SystemPairData> joint;
        std::map<std::string, int> evaluators;
        for (const std::size_t i : indices) {
            joint.push_back(split[i]);
            for (const std::string& name : split[i].data.evaluatorNames) {
                evaluators.emplace(name, 0);
            }
        }
        fitAndRecord(dataset, indices, joint, "pooled regression, judges jointly");
        for (const auto& entry : evaluators) {
            std::vector<SystemPairData> alone;
            for (const SystemPairData& pair : joint) {
                const auto& names = pair.data.evaluatorNames;
                const auto it = std::find(names.begin(), names.end(), entry.first);
                SystemPairData single = pair;
                if (it != names.end()) {
                    single.data = selectEvaluator(pair.data, static_cast<int>(it - names.begin()));
                } else {
                    single.data.evaluatorNames = {entry.first};
                    single.data.judgeLabels.assign(pair.data.humanLabels.size(), kMissingLabel);
                }
                alone.push_back(std::move(single));
            }
            fitAndRecord(dataset, indices, alone, "pooled regression (judge alone)");
        }
    }
}

// Each pair keeps the human labels of round(fraction · items) (at least 2) random items.
std::vector<SystemPairData> splitLabels(const std::vector<PairInput>& pairs, double fraction,
                                        Random& random) {
    std::vector<SystemPairData> split;
    for (const PairInput& input : pairs) {
        SystemPairData pair = input.pair;
        const int items = pair.data.itemCount();
        const int keep = std::max(2, static_cast<int>(std::lround(fraction * items)));
        std::vector<int> order(static_cast<std::size_t>(items));
        std::iota(order.begin(), order.end(), 0);
        random.shuffle(std::span<int>(order));
        for (int i = keep; i < items; ++i) {
            pair.data.humanLabels[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] =
                kMissingLabel;
        }
        split.push_back(std::move(pair));
    }
    return split;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int splits =
        optionValue(arguments, QStringLiteral("--splits"), QStringLiteral("50")).toInt();
    const std::uint64_t seed =
        optionValue(arguments, QStringLiteral("--seed"), QStringLiteral("1")).toULongLong();
    const double level =
        optionValue(arguments, QStringLiteral("--level"), QStringLiteral("0.95")).toDouble();
    WinRateReportOptions options;
    options.level = level;
    options.perEvaluatorDawidSkene = true;
    options.dawidSkene.draws =
        optionValue(arguments, QStringLiteral("--draws"), QStringLiteral("2000")).toInt();
    options.dawidSkene.warmup =
        optionValue(arguments, QStringLiteral("--warmup"), QStringLiteral("500")).toInt();
    options.dawidSkene.threads = 1;
    options.bwrs.draws =
        optionValue(arguments, QStringLiteral("--bwrs-draws"), QStringLiteral("8000")).toInt();
    options.bwrs.threads = 1;
    // --quick: only the estimators without Dawid–Skene and BWRS (minutes instead of an hour).
    const bool quick = arguments.contains(QStringLiteral("--quick"));
    PooledRegressionOptions pooled;
    pooled.level = level;
    pooled.threads = 1; // one thread, as the estimators above: thousands of small fits
    options.pooledRegression.threads = 1;
    std::vector<double> fractions;
    for (const QString& text :
         optionValue(arguments, QStringLiteral("--fractions"), QStringLiteral("0.1,0.25"))
             .split(QLatin1Char(','))) {
        fractions.push_back(text.toDouble());
    }
    QStringList files;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QStringLiteral("--quick")) {
            continue;
        }
        if (arguments.at(i).startsWith(QStringLiteral("--"))) {
            ++i; // the option's value
        } else {
            files.append(arguments.at(i));
        }
    }
    if (files.isEmpty() || splits < 1 || fractions.empty()) {
        std::fprintf(stderr, "usage: bench_calibration_coverage [--splits S] [--fractions a,b] "
                             "[--seed X] [--draws D] [--warmup W] [--bwrs-draws B] FILE...\n");
        return 2;
    }

    const auto start = std::chrono::steady_clock::now();
    Table table;
    for (const QString& file : files) {
        const std::vector<PairInput> pairs = readPairs(file);
        std::vector<SystemPairData> full;
        for (const PairInput& input : pairs) {
            full.push_back(input.pair);
        }
        // No human labels: the same for every split, fitted once and counted per fraction.
        WinRateReportOptions none = options;
        none.prior = ReportPrior::None;
        none.dawidSkene.seed = seed;
        const Result<WinRateReport> noneReport =
            quick ? Result<WinRateReport>(WinRateReport{}) : buildWinRateReport(full, none);
        if (!noneReport) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(file), noneReport.error().message.c_str());
            return 1;
        }
        for (const double fraction : fractions) {
            const std::string label =
                std::to_string(static_cast<int>(std::lround(100 * fraction))) + "%";
            recordReport(*noneReport, pairs, label, "none", table);
            Random random =
                Random(seed).split(static_cast<std::uint64_t>(std::lround(1000 * fraction)));
            for (int s = 0; s < splits; ++s) {
                const std::vector<SystemPairData> split = splitLabels(pairs, fraction, random);
                recordUncalibrated(pairs, split, label, level, table);
                pooled.seed = seed + static_cast<std::uint64_t>(s);
                recordPooled(pairs, split, label, pooled, table);
                if (quick) {
                    continue;
                }
                for (const auto& [prior, name] :
                     {std::pair{ReportPrior::InDistribution, "in-distribution"},
                      std::pair{ReportPrior::OutOfDistribution, "OOD"}}) {
                    WinRateReportOptions splitOptions = options;
                    splitOptions.prior = prior;
                    splitOptions.dawidSkene.seed = seed + static_cast<std::uint64_t>(s);
                    splitOptions.bwrs.seed = seed + static_cast<std::uint64_t>(s);
                    const Result<WinRateReport> report = buildWinRateReport(split, splitOptions);
                    if (!report) {
                        std::fprintf(stderr, "%s: %s\n", qPrintable(file),
                                     report.error().message.c_str());
                        return 1;
                    }
                    recordReport(*report, pairs, label, name, table);
                }
            }
        }
    }
    std::printf("Summary: every dataset weighs the same.\n\n");
    table.printSummary("Dawid–Skene in-distribution");
    std::printf("\nPer dataset:\n\n");
    table.print();
    std::printf("\n%d splits per fraction, seed %llu, level %.2f; %.0f s.\n", splits,
                static_cast<unsigned long long>(seed), level,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return 0;
}
