// The report as one HTML document, readable in a browser
// and by QTextDocument (which makes the PDF from it), so it uses only the HTML
// subset QTextDocument understands: headings, paragraphs, tables with border
// attributes, <pre>, <img>. Every text from the project is escaped.
//
// Sections, in order (reportSectionTitles()): Summary, Warnings, Win-rate
// matrix, Pairs of systems, Judge accuracy, Judge bias, Candidate rankings,
// Reproduction settings.
#pragma once

#include "core/analysis/report_content.h"
#include "report_charts.h"

#include <QString>
#include <QStringList>

namespace pairrank::ui {

enum class ReportImages {
    Embedded,  // <img src="data:image/png;base64,…">: one self-contained file
    Resources, // <img src="chart-<stem>.png">: names for QTextDocument::addResource
};

// The resource name of a chart's part (documentChartParts) under ReportImages::Resources.
QString chartResourceName(ReportChart chart, int part);

// The section headings, in the order the document has them (translated).
QStringList reportSectionTitles();

QString reportHtml(const analysis::ReportContent& content, ReportImages images);

} // namespace pairrank::ui
