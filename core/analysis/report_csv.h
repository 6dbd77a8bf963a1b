// The report's tables for other programs, as CSV (RFC 4180: comma-separated,
// fields quoted as storage::RecordWriter quotes them, CRLF line ends, UTF-8, a
// header row):
//   "pairs"    one row per pair and estimate (the joint Dawid–Skene estimate,
//              then each judge's observed and BWRS estimates);
//   "matrix"   the systems × systems win-rate matrix, empty where not compared;
//   "accuracy" each judge's q0, q1 and overall accuracy against the humans;
//   "rankings" every candidate of every context with its rank and score.
// Numbers have 12 significant digits; a missing estimate is an empty field with
// its reason in "error".
#pragma once

#include "report_content.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace pairrank::analysis {

struct CsvTable {
    QString stem; // "pairs", "matrix", "accuracy", "rankings"
    QStringList header;
    QList<QStringList> rows; // each as long as the header
};

QList<CsvTable> reportCsvTables(const ReportContent& content);
QByteArray csvBytes(const CsvTable& table);

} // namespace pairrank::analysis
