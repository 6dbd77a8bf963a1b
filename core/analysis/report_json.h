// The report's data for other programs as one JSON document with everything,
// described by resources/report.schema.json (kReportJsonFormat /
// kReportJsonFormatVersion). Probabilities are numbers in [0, 1], intervals
// [lower, upper] arrays, a missing estimate an object {"error": reason}, seeds
// integers (or decimal strings above 2^53, which a JSON number cannot hold exactly).
#pragma once

#include "report_content.h"

#include <QJsonObject>
#include <QString>

namespace pairrank::analysis {

inline const QString kReportJsonFormat = QStringLiteral("pairrank-report");
inline constexpr int kReportJsonFormatVersion = 1;

QJsonObject reportJson(const ReportContent& content);

// One context's ranking as the report writes it (the schema's $defs/ranking), and
// as `pairrank-cli ranking --json` prints it.
QJsonObject rankingJson(const RankingSnapshot& ranking);

} // namespace pairrank::analysis
