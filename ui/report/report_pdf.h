// The report as a PDF: the same HTML as the HTML export,
// laid out by QTextDocument on A4 pages with 2 cm margins and page numbers, its
// headings kept with their tables and charts (report_pagination.h), and
// written by QPdfWriter. QTextDocument does not load data: URLs, so the charts
// are registered as image resources under their chartResourceName().
// Safe on a worker thread (QPainter on a QPdfWriter and QImage only).
#pragma once

#include "core/analysis/report_content.h"

#include <QByteArray>

namespace pairrank::ui {

// The PDF's bytes (starting with "%PDF").
QByteArray reportPdf(const analysis::ReportContent& content);

} // namespace pairrank::ui
