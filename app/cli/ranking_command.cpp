// pairrank-cli ranking: the current ranking of a project's contexts from the
// stored judgements, with credible and rank intervals (core/analysis/ranking.h).
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "core/analysis/ranking.h"
#include "core/analysis/report_json.h"
#include "storage/project_database.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <cmath>

namespace pairrank::cli {
namespace {

QString optionalNumber(const std::optional<double>& value, int decimals) {
    return value ? QString::number(*value, 'f', decimals) : QStringLiteral("-");
}

QString rankingText(const analysis::RankingSnapshot& ranking) {
    QString text = QStringLiteral("context %1 (%2), criterion %3, model %4: %5 comparisons")
                       .arg(ranking.contextExternalId)
                       .arg(ranking.contextId)
                       .arg(ranking.criterionName, ranking.model)
                       .arg(ranking.comparisons);
    if (ranking.spearmanAgainstReference) {
        text += QStringLiteral(", Spearman vs reference %1")
                    .arg(*ranking.spearmanAgainstReference, 0, 'f', 3);
    }
    if (ranking.intervalsOmitted) {
        text += QStringLiteral(", no intervals above %1 candidates")
                    .arg(analysis::kRankingCovarianceLimit);
    }
    if (ranking.intervalDraws > 0) {
        text +=
            QStringLiteral(", intervals from %1 draws of the posterior").arg(ranking.intervalDraws);
    }
    text += QStringLiteral("\nrank  rank95%    score     sd   score95%            P(>next)  seen  "
                           "reference  candidate\n");
    for (const analysis::RankingRow& row : ranking.rows) {
        const QString rankInterval =
            row.rankLower ? QStringLiteral("[%1, %2]").arg(*row.rankLower).arg(*row.rankUpper)
                          : QStringLiteral("-");
        const QString scoreInterval = row.credibleInterval
                                          ? QStringLiteral("[%1, %2]")
                                                .arg(row.credibleInterval->lower, 0, 'f', 3)
                                                .arg(row.credibleInterval->upper, 0, 'f', 3)
                                          : QStringLiteral("-");
        text += QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9\n")
                    .arg(row.rank, 4)
                    .arg(rankInterval, -9)
                    .arg(row.score, 7, 'f', 3)
                    .arg(optionalNumber(row.standardDeviation, 3), 5)
                    .arg(scoreInterval, -18)
                    .arg(optionalNumber(row.probabilityAboveNext, 3), 8)
                    .arg(row.judgementsSeen, 4)
                    .arg(optionalNumber(row.referenceScore, 3), 9)
                    .arg(row.externalId);
    }
    return text;
}

// The report's form of a ranking, with the criterion it ranks by.
QJsonObject rankingJsonWithCriterion(const analysis::RankingSnapshot& ranking) {
    QJsonObject json = analysis::rankingJson(ranking);
    json.insert(QStringLiteral("criterion"), ranking.criterionName);
    return json;
}

} // namespace

int runRankingCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Print the current ranking of a project's contexts with intervals."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("project"), QStringLiteral("The project file."), QStringLiteral("path")},
        {QStringLiteral("context"), QStringLiteral("Only this context id."), QStringLiteral("id")},
        {QStringLiteral("criterion"), QStringLiteral("Criterion (default: the only one)."),
         QStringLiteral("name")},
        {QStringLiteral("run"), QStringLiteral("Only this run's judgements."),
         QStringLiteral("id")},
        {QStringLiteral("model"), QStringLiteral("Scoring model (poe-bt)."),
         QStringLiteral("name")},
        {QStringLiteral("human-labels"), QStringLiteral("Human labels join with this weight."),
         QStringLiteral("weight")},
        {QStringLiteral("absolute-scores"),
         QStringLiteral("The weight of the judge's stored absolute ratings (default 1; "
                        "poe-* models)."),
         QStringLiteral("weight")},
        {QStringLiteral("no-absolute-scores"),
         QStringLiteral("Fit the judgements without the stored absolute ratings.")},
        {QStringLiteral("large-pool-draws"),
         QStringLiteral("Above %1 candidates: draws of the posterior the intervals come from "
                        "(default %2; 0: none above %3 candidates, faster).")
             .arg(stats::kDenseMatrixLimit)
             .arg(analysis::kLargePoolIntervalDraws)
             .arg(analysis::kRankingCovarianceLimit),
         QStringLiteral("count")},
        {QStringLiteral("json"),
         QStringLiteral("One JSON object per context, as in the report's JSON (rankings), with "
                        "the criterion.")},
    });
    const QStringList normalised = withDefaultOne(
        arguments, {QStringLiteral("human-labels"), QStringLiteral("absolute-scores")});
    if (!parser.parse(normalised.mid(1))) {
        return failUsage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (!parser.isSet(QStringLiteral("project"))) {
        return failUsage(QStringLiteral("ranking needs --project; see --help"));
    }
    analysis::RankingRequest request;
    request.criterion = parser.value(QStringLiteral("criterion"));
    if (parser.isSet(QStringLiteral("model"))) {
        request.model = parser.value(QStringLiteral("model"));
    }
    bool ok = true;
    if (parser.isSet(QStringLiteral("context"))) {
        request.context = parser.value(QStringLiteral("context")).toLongLong(&ok);
    }
    if (ok && parser.isSet(QStringLiteral("run"))) {
        request.run = parser.value(QStringLiteral("run")).toLongLong(&ok);
    }
    if (ok && parser.isSet(QStringLiteral("human-labels"))) {
        request.useHumanLabels = true;
        request.humanLabelWeight = parser.value(QStringLiteral("human-labels")).toDouble(&ok);
    }
    request.useAbsoluteScores = !parser.isSet(QStringLiteral("no-absolute-scores"));
    if (ok && parser.isSet(QStringLiteral("absolute-scores"))) {
        if (!request.useAbsoluteScores) {
            return failUsage(
                QStringLiteral("--absolute-scores and --no-absolute-scores exclude each other"));
        }
        request.absoluteScoreWeight = parser.value(QStringLiteral("absolute-scores")).toDouble(&ok);
        ok = ok && std::isfinite(request.absoluteScoreWeight) && request.absoluteScoreWeight > 0.0;
    }
    if (!ok) {
        return failUsage(QStringLiteral(
            "--context, --run, --human-labels and --absolute-scores take numbers (weights > 0)"));
    }
    if (parser.isSet(QStringLiteral("large-pool-draws"))) {
        request.largePoolIntervalDraws =
            parser.value(QStringLiteral("large-pool-draws")).toInt(&ok);
        if (!ok || request.largePoolIntervalDraws < 0) {
            return failUsage(QStringLiteral("--large-pool-draws takes a count (0 or more)"));
        }
    }
    auto database = storage::ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!database) {
        return failUsage(database.error().toString());
    }
    QList<analysis::RankingSnapshot> rankings;
    if (request.context) {
        auto ranking = analysis::computeRanking(**database, request);
        if (!ranking) {
            return failUsage(ranking.error().message);
        }
        rankings.append(*ranking);
    } else {
        auto all = analysis::computeAllRankings(**database, request);
        if (!all) {
            return failUsage(all.error().message);
        }
        rankings = *all;
    }
    for (const analysis::RankingSnapshot& ranking : rankings) {
        if (parser.isSet(QStringLiteral("json"))) {
            printJson(rankingJsonWithCriterion(ranking));
        } else {
            printOut(rankingText(ranking) + QLatin1Char('\n'));
        }
    }
    return kExitSuccess;
}

} // namespace pairrank::cli
