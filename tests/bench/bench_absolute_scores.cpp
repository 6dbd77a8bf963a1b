// bench_absolute_scores: does a judge's absolute rating of every candidate (paper
// 002 §3.2) improve an active run's ranking at a small comparison budget?
//
// SummEval from data/ (100 articles × 16 summaries, human coherence ratings) is
// imported as a user would (`pairrank-cli init`, `import --dataset summeval`);
// pairrank-judge-sim takes the human coherence scores as its hidden truth (a
// truth file of the distinct texts) and
// answers both kinds of prompt with noise; `pairrank-cli run` ranks every article
// with K comparisons, once without and once with `--absolute-scores`;
// `pairrank-cli ranking --run --json` gives each article's Spearman against the
// human coherence. Both runs of a seed ask the same simulated judge, so a pair
// asked by both is answered alike; the budgets grow within one run (K = 16, then
// the same run resumed to K = 48).
//
// Prints, per budget, the mean per-article Spearman without and with ratings and
// the mean paired difference, each with its standard error over the articles ×
// seeds (articles are the unit: each is ranked on its own), and the difference's
// standard error over the seeds' means (the articles recur in every seed).
//
//   bench_absolute_scores [--seeds 5] [--budgets 16,48] [--agreement 0.7] [--noise 1]
//                         [--strategy epsilon] [--weight 1]
#include "bench_arguments.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <vector>

using pairrank::bench::optionValue;

namespace {

struct Outcome {
    bool ok = false;
    QByteArray output;
};

Outcome runProcess(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(3600 * 1000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    const QByteArray errors = process.readAllStandardError();
    Outcome outcome;
    outcome.output = process.readAllStandardOutput();
    outcome.ok = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    if (!outcome.ok) {
        std::fprintf(stderr, "%s %s failed:\n%s\n", qPrintable(program),
                     qPrintable(arguments.join(QLatin1Char(' '))), errors.constData());
    }
    return outcome;
}

// The last line of `pairrank-cli run`: its JSON summary.
std::optional<qint64> runId(const QByteArray& output) {
    const QList<QByteArray> lines = output.trimmed().split('\n');
    const QJsonObject summary = QJsonDocument::fromJson(lines.value(lines.size() - 1)).object();
    const qint64 id = summary.value(QStringLiteral("run")).toInteger();
    return id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

// Spearman of each context against the reference, by context name.
std::map<QString, double> spearmanByContext(const QByteArray& output) {
    std::map<QString, double> spearman;
    for (const QByteArray& line : output.split('\n')) {
        const QJsonObject ranking = QJsonDocument::fromJson(line).object();
        if (ranking.value(QStringLiteral("spearman_against_reference")).isDouble()) {
            spearman[ranking.value(QStringLiteral("context")).toString()] =
                ranking.value(QStringLiteral("spearman_against_reference")).toDouble();
        }
    }
    return spearman;
}

// The simulator's hidden truth: every distinct summary text with its human coherence.
// A text two systems wrote word for word is one item to a judge that reads texts, as
// to a real LLM: its first score stands for both.
bool writeTruth(const QString& dataset, const QString& truthPath) {
    QFile input(dataset);
    QFile output(truthPath);
    if (!input.open(QIODevice::ReadOnly) || !output.open(QIODevice::WriteOnly)) {
        std::fprintf(stderr, "cannot read %s or write %s\n", qPrintable(dataset),
                     qPrintable(truthPath));
        return false;
    }
    QSet<QString> seen;
    int index = 0;
    while (!input.atEnd()) {
        const QJsonObject row = QJsonDocument::fromJson(input.readLine()).object();
        const QString text = row.value(QStringLiteral("text")).toString();
        if (text.isEmpty() || seen.contains(text)) {
            continue;
        }
        seen.insert(text);
        const QJsonObject truth{{QStringLiteral("id"), QStringLiteral("t%1").arg(index++)},
                                {QStringLiteral("score"), row.value(QStringLiteral("scores"))
                                                              .toObject()
                                                              .value(QStringLiteral("coherence"))
                                                              .toDouble()},
                                {QStringLiteral("text"), text}};
        output.write(QJsonDocument(truth).toJson(QJsonDocument::Compact) + '\n');
    }
    return true;
}

struct MeanWithError {
    double mean = 0.0;
    double standardError = 0.0;
};

MeanWithError meanWithError(const std::vector<double>& values) {
    MeanWithError result;
    if (values.empty()) {
        return result;
    }
    double sum = 0.0;
    for (const double value : values) {
        sum += value;
    }
    result.mean = sum / static_cast<double>(values.size());
    double squares = 0.0;
    for (const double value : values) {
        squares += (value - result.mean) * (value - result.mean);
    }
    if (values.size() > 1) {
        result.standardError = std::sqrt(squares / static_cast<double>(values.size() - 1) /
                                         static_cast<double>(values.size()));
    }
    return result;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int seeds =
        optionValue(arguments, QStringLiteral("--seeds"), QStringLiteral("5")).toInt();
    const QStringList budgets =
        optionValue(arguments, QStringLiteral("--budgets"), QStringLiteral("16,48"))
            .split(QLatin1Char(','));
    const QString agreement =
        optionValue(arguments, QStringLiteral("--agreement"), QStringLiteral("0.7"));
    const QString noise = optionValue(arguments, QStringLiteral("--noise"), QStringLiteral("1"));
    const QString strategy =
        optionValue(arguments, QStringLiteral("--strategy"), QStringLiteral("epsilon"));
    const QString weight = optionValue(arguments, QStringLiteral("--weight"), QStringLiteral("1"));
    const QString data = QStringLiteral(PAIRRANK_SOURCE_DIR "/data/summeval/summeval.jsonl");
    const QString cli = QStringLiteral(PAIRRANK_CLI_PATH);

    // Per budget: the per-article Spearman without and with ratings, over every seed.
    std::map<QString, std::vector<double>> without;
    std::map<QString, std::vector<double>> with;
    std::map<QString, std::vector<double>> differences;
    std::map<QString, std::vector<double>> seedDifferences; // the mean difference of each seed
    for (int seed = 1; seed <= seeds; ++seed) {
        QTemporaryDir directory;
        const QString project = directory.filePath(QStringLiteral("summeval.pairrank"));
        if (!runProcess(cli, {QStringLiteral("init"), project}).ok ||
            !runProcess(cli, {QStringLiteral("import"), QStringLiteral("--project"), project,
                              QStringLiteral("--dataset"), QStringLiteral("summeval"), data})
                 .ok) {
            return 1;
        }
        const QString truth = directory.filePath(QStringLiteral("truth.jsonl"));
        if (!writeTruth(data, truth)) {
            return 1;
        }
        QProcess simulator;
        simulator.start(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                        {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--truth"),
                         truth, QStringLiteral("--seed"), QString::number(seed),
                         QStringLiteral("--agreement"), agreement, QStringLiteral("--noise"),
                         noise});
        QByteArray banner;
        while (!banner.contains('\n') && simulator.waitForReadyRead(30000)) {
            banner += simulator.readAllStandardOutput();
        }
        const QString endpoint = QString::fromUtf8(banner).trimmed().section(QLatin1Char(' '), -1);
        if (!endpoint.startsWith(QStringLiteral("http://"))) {
            std::fprintf(stderr, "the simulator did not start: %s\n", banner.constData());
            return 1;
        }
        std::map<QString, std::map<QString, double>> seedWithout;
        std::map<QString, std::map<QString, double>> seedWith;
        for (const bool absolute : {false, true}) {
            for (const QString& budget : budgets) {
                QStringList run = {QStringLiteral("run"),
                                   QStringLiteral("--project"),
                                   project,
                                   QStringLiteral("--criterion"),
                                   QStringLiteral("coherence"),
                                   QStringLiteral("--judge"),
                                   QStringLiteral("openai"),
                                   QStringLiteral("--endpoint"),
                                   endpoint,
                                   QStringLiteral("--judge-model"),
                                   QStringLiteral("sim"),
                                   QStringLiteral("--budget"),
                                   budget,
                                   QStringLiteral("--strategy"),
                                   strategy,
                                   QStringLiteral("--seed"),
                                   QString::number(seed),
                                   QStringLiteral("--concurrency"),
                                   QStringLiteral("16"),
                                   QStringLiteral("--quiet")};
                if (absolute) {
                    run << QStringLiteral("--absolute-scores")
                        << QStringLiteral("--absolute-weight") << weight;
                }
                const Outcome ran = runProcess(cli, run);
                const auto id = runId(ran.output);
                if (!ran.ok || !id) {
                    std::fprintf(stderr, "no run summary: %s\n", ran.output.constData());
                    return 1;
                }
                QStringList ranking = {QStringLiteral("ranking"),
                                       QStringLiteral("--project"),
                                       project,
                                       QStringLiteral("--criterion"),
                                       QStringLiteral("coherence"),
                                       QStringLiteral("--run"),
                                       QString::number(*id),
                                       QStringLiteral("--json")};
                if (absolute) {
                    ranking << QStringLiteral("--absolute-scores") << weight;
                } else {
                    ranking << QStringLiteral("--no-absolute-scores");
                }
                const Outcome ranked = runProcess(cli, ranking);
                if (!ranked.ok) {
                    return 1;
                }
                (absolute ? seedWith : seedWithout)[budget] = spearmanByContext(ranked.output);
            }
        }
        simulator.terminate();
        simulator.waitForFinished(10000);
        for (const QString& budget : budgets) {
            const std::size_t before = differences[budget].size();
            for (const auto& [article, plain] : seedWithout[budget]) {
                const auto rated = seedWith[budget].find(article);
                if (rated == seedWith[budget].end()) {
                    continue;
                }
                without[budget].push_back(plain);
                with[budget].push_back(rated->second);
                differences[budget].push_back(rated->second - plain);
            }
            const std::vector<double> ofSeed(differences[budget].begin() +
                                                 static_cast<std::ptrdiff_t>(before),
                                             differences[budget].end());
            seedDifferences[budget].push_back(meanWithError(ofSeed).mean);
        }
        std::fprintf(stderr, "seed %d done\n", seed);
    }
    std::printf("bench_absolute_scores: SummEval coherence, %d seeds, pairrank-judge-sim "
                "(agreement %s, noise %s, default absolute settings), strategy %s, weight %s\n",
                seeds, qPrintable(agreement), qPrintable(noise), qPrintable(strategy),
                qPrintable(weight));
    std::printf("%-6s %-18s %-18s %-22s %-20s %s\n", "K", "Spearman without", "Spearman with",
                "difference (paired)", "difference, by seed", "articles × seeds");
    for (const QString& budget : budgets) {
        const MeanWithError a = meanWithError(without[budget]);
        const MeanWithError b = meanWithError(with[budget]);
        const MeanWithError d = meanWithError(differences[budget]);
        const MeanWithError bySeed = meanWithError(seedDifferences[budget]);
        std::printf("%-6s %.3f ± %.3f      %.3f ± %.3f      %+.3f ± %.3f         %+.3f ± %.3f      "
                    "%zu\n",
                    qPrintable(budget), a.mean, a.standardError, b.mean, b.standardError, d.mean,
                    d.standardError, bySeed.mean, bySeed.standardError, differences[budget].size());
    }
    std::printf("(± one standard error: over articles × seeds, or over the seeds' means)\n");
    return 0;
}
