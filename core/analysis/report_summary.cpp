#include "report_summary.h"

#include "warning_lines.h"

#include <QCoreApplication>

namespace pairrank::analysis {

namespace {

class ReportSummary {
    Q_DECLARE_TR_FUNCTIONS(ReportSummary)
};

QString percent(double probability) {
    return QString::number(100.0 * probability, 'f', 1);
}

QString certaintySentence(const QString& system, const QString& opponent,
                          const DirectedWinRate& rate) {
    const QString level = QString::number(100.0 * rate.level, 'f', 0);
    if (rate.interval.lower > 0.5) {
        return ReportSummary::tr("The %1 % interval lies above 50 %: %2 is preferred over %3 "
                                 "with at least %1 % credibility.")
            .arg(level, system, opponent);
    }
    if (rate.interval.upper < 0.5) {
        return ReportSummary::tr("The %1 % interval lies below 50 %: %3 is preferred over %2 "
                                 "with at least %1 % credibility.")
            .arg(level, system, opponent);
    }
    return ReportSummary::tr("The %1 % interval includes 50 %: the data cannot tell %2 and %3 "
                             "apart with confidence.")
        .arg(level, system, opponent);
}

} // namespace

stats::Estimate<DirectedWinRate> directedWinRate(const stats::WinRateReport& report,
                                                 const std::string& system,
                                                 const std::string& opponent) {
    for (std::size_t i = 0; i < report.pairs.size(); ++i) {
        const stats::PairReport& pair = report.pairs[i];
        const bool forward = pair.firstSystem == system && pair.secondSystem == opponent;
        const bool backward = pair.firstSystem == opponent && pair.secondSystem == system;
        if (!forward && !backward) {
            continue;
        }
        const stats::Estimate<stats::WinRatePoint> headline = stats::headlineSummary(report, i);
        if (!headline.value) {
            return {std::nullopt, headline.error};
        }
        const stats::WinRatePoint& p = *headline.value;
        if (forward) {
            return {DirectedWinRate{p.mean, p.interval, report.level}, {}};
        }
        return {DirectedWinRate{
                    1.0 - p.mean, {1.0 - p.interval.upper, 1.0 - p.interval.lower}, report.level},
                {}};
    }
    return {};
}

QString winRateSourceTitle(stats::WinRateSource source) {
    return source == stats::WinRateSource::PooledRegression ? ReportSummary::tr("pooled regression")
                                                            : ReportSummary::tr("Dawid–Skene");
}

QList<int> systemsInRankingOrder(const stats::WinRateReport& report) {
    QList<int> order(report.ranking.begin(), report.ranking.end());
    for (int system = 0; system < static_cast<int>(report.systems.size()); ++system) {
        if (!order.contains(system)) {
            order.append(system);
        }
    }
    return order;
}

namespace {

// The systems' ranking and the best system's calibrated win rates over the others.
void appendSystemsRanking(const stats::WinRateReport& report, QStringList& paragraphs) {
    if (report.ranking.empty()) {
        paragraphs.append(ReportSummary::tr("No ranking of the systems could be made."));
        return;
    }
    const int best = report.ranking.front();
    const std::string& winner = report.systems[static_cast<std::size_t>(best)];
    const std::optional<double>& average = report.averageWinRate[static_cast<std::size_t>(best)];
    paragraphs.append(
        average ? ReportSummary::tr("%1 ranks first: on average it is preferred in %2 % of "
                                    "comparisons against the systems it was compared with.")
                      .arg(QString::fromStdString(winner), percent(*average))
                : ReportSummary::tr("%1 ranks first.").arg(QString::fromStdString(winner)));
    for (std::size_t position = 1; position < report.ranking.size(); ++position) {
        const std::string& opponent =
            report.systems[static_cast<std::size_t>(report.ranking[position])];
        const auto rate = directedWinRate(report, winner, opponent).value;
        if (!rate) {
            paragraphs.append(
                ReportSummary::tr("%1 and %2: no calibrated win rate (see the "
                                  "warnings and the pair details).")
                    .arg(QString::fromStdString(winner), QString::fromStdString(opponent)));
            continue;
        }
        paragraphs.append(
            ReportSummary::tr("%1 over %2: preferred in %3 % of comparisons (%4 % interval "
                              "%5–%6 %), a margin of %7 percentage points over a tie. %8")
                .arg(QString::fromStdString(winner), QString::fromStdString(opponent),
                     percent(rate->mean), QString::number(100.0 * rate->level, 'f', 0),
                     percent(rate->interval.lower), percent(rate->interval.upper),
                     percent(rate->mean - 0.5),
                     certaintySentence(QString::fromStdString(winner),
                                       QString::fromStdString(opponent), *rate)));
    }
}

} // namespace

QStringList reportSummary(const ReportContent& content) {
    const CalibrationReport& calibration = content.calibration;
    const stats::WinRateReport& report = calibration.winRates;
    QStringList paragraphs;
    if (!calibration.winRatesMissing.isEmpty()) {
        //: %1: the criterion; %2: why, e.g. "no candidate names the system that wrote it …"
        paragraphs.append(
            ReportSummary::tr("Criterion “%1”: no win rates, because %2. Below, each judge's "
                              "agreement with the people on the pairs of texts both judged (%3 "
                              "LLM judgements, %4 human labels); the first text of a pair is the "
                              "one imported first.")
                .arg(calibration.criterion, calibration.winRatesMissing,
                     QString::number(calibration.judgements),
                     QString::number(calibration.humanLabels)));
    } else {
        paragraphs.append(
            ReportSummary::tr("Criterion “%1”: %n system(s) compared, from %2 LLM judgements and "
                              "%3 human labels.",
                              nullptr, static_cast<int>(report.systems.size()))
                .arg(calibration.criterion, QString::number(calibration.judgements),
                     QString::number(calibration.humanLabels)));
        paragraphs.append(
            report.headlineSource == stats::WinRateSource::PooledRegression
                ? ReportSummary::tr("The win rates are the human win rates over each pair's "
                                    "items, estimated by the pooled regression of the human "
                                    "labels on all judges' verdicts across the pairs.")
                : ReportSummary::tr("The win rates are the joint Dawid–Skene estimates of all "
                                    "judges and human labels."));
        appendSystemsRanking(report, paragraphs);
    }
    for (const stats::EvaluatorAccuracyRow& row : report.accuracyTable) {
        if (row.accuracy.overallAccuracy) {
            paragraphs.append(ReportSummary::tr("Judge %1 agreed with the human labels on %2 % "
                                                "of the %3 items both labelled.")
                                  .arg(QString::fromStdString(row.evaluator),
                                       percent(*row.accuracy.overallAccuracy),
                                       QString::number(row.accuracy.counts.humanFirst +
                                                       row.accuracy.counts.humanSecond)));
        } else {
            paragraphs.append(ReportSummary::tr("Judge %1 has no item labelled by humans too: its "
                                                "accuracy is unknown.")
                                  .arg(QString::fromStdString(row.evaluator)));
        }
    }
    if (const QStringList warnings = warningLines(calibration.warnings); !warnings.isEmpty()) {
        paragraphs.append(ReportSummary::tr("%n warning(s) below qualify these numbers.", nullptr,
                                            static_cast<int>(warnings.size())));
    }
    return paragraphs;
}

} // namespace pairrank::analysis
