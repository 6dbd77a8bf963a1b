// The report's summary in plain words, so that a reviewer who has only the
// exported report can tell which system wins, by how much and how sure that is:
// sentences built from the systems ranking and each pair's calibrated
// (Dawid–Skene) win rate and 95 % interval. Plain text; the HTML escapes it.
#pragma once

#include "report_content.h"

#include <QStringList>

namespace pairrank::analysis {

// The headline win rate of `system` over `opponent` (either order of the pair), mean
// and interval already turned to the system's side. Without a value, `error` is the
// headline estimator's reason, or empty when no item of the report compares the two.
struct DirectedWinRate {
    double mean = 0.0;
    stats::CredibleInterval interval;
    double level = 0.95;
};
stats::Estimate<DirectedWinRate> directedWinRate(const stats::WinRateReport& report,
                                                 const std::string& system,
                                                 const std::string& opponent);

// The systems' indices best first: the report's ranking, then any system it left out.
// The estimator of the headline win rates as the report names it ("pooled regression").
QString winRateSourceTitle(stats::WinRateSource source);

QList<int> systemsInRankingOrder(const stats::WinRateReport& report);

// One paragraph per entry: the winner and its average win rate; the winner
// against each other system (by how much, with the interval, and whether the
// interval excludes a tie); the judges' accuracy; how many warnings follow.
QStringList reportSummary(const ReportContent& content);

} // namespace pairrank::analysis
