// Column widths for the report's tables that keep every word whole.
// QTextDocument (which makes the PDF) breaks a word anywhere once its column is
// narrower than the word, and shares the width out evenly when a table gives
// none; so each column gets at least its longest word (header or cell; a word
// being what a line may not be broken inside, so "cerebras-gpt-6.7B" is two),
// and what is left goes to the columns with the longest texts.
#pragma once

#include <QList>
#include <QStringList>

namespace pairrank::ui::report_html {

// The printable width of an A4 page with 2 cm margins, in pixels at 96 dpi: the
// width the PDF's tables and charts are laid out in.
inline constexpr double kPrintableWidth = 640.0;

// One width per column, in percent of the table's width, adding up to at most
// 100. `header` and `rows` are HTML (as report_html::table takes them); a row of
// one cell (a group heading spanning the table) does not size any column.
QList<double> fittedColumnPercents(const QStringList& header, const QList<QStringList>& rows);

} // namespace pairrank::ui::report_html
