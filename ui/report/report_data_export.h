// The report's data for other programs:
// * CSV tables (RFC 4180: comma-separated, fields with a comma, quote, CR or LF
//   quoted with inner quotes doubled, CRLF line ends, UTF-8, a header row):
//   "pairs"    one row per pair and estimate (the joint Dawid–Skene estimate,
//              then each judge's observed and BWRS estimates);
//   "matrix"   the systems × systems win-rate matrix, empty where not compared;
//   "accuracy" each judge's q0, q1 and overall accuracy against the humans;
//   "rankings" every candidate of every context with its rank and score.
// * one JSON document with everything, described by resources/report.schema.json
//   (kReportJsonFormat / kReportJsonFormatVersion). Probabilities are numbers in
//   [0, 1], intervals [lower, upper] arrays, a missing estimate an object
//   {"error": reason}, seeds integers (or decimal strings above 2^53, which a
//   JSON number cannot hold exactly).
#pragma once

#include "report_content.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace pairrank::ui {

struct CsvTable {
    QString stem; // "pairs", "matrix", "accuracy", "rankings"
    QStringList header;
    QList<QStringList> rows; // each as long as the header
};

QList<CsvTable> reportCsvTables(const ReportContent& content);
QByteArray csvBytes(const CsvTable& table);
QString csvField(const QString& field);

inline const QString kReportJsonFormat = QStringLiteral("pairrank-report");
inline constexpr int kReportJsonFormatVersion = 1;

QJsonObject reportJson(const ReportContent& content);

} // namespace pairrank::ui
