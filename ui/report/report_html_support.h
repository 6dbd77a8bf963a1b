// Small helpers the report's HTML sections share (report_html.cpp,
// report_html_settings.cpp): escaping, number formats, table rows.
#pragma once

#include "core/stats/beta_distribution.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace pairrank::ui::report_html {

// The translation context of the report's HTML texts.
class ReportHtml {
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)
};

QString escape(const QString& text);
QString escape(const std::string& text);
QString probability(double value);                            // "0.642"
QString probability(const std::optional<double>& value);      // "—" when absent
QString interval(const stats::CredibleInterval& interval);    // "[0.551, 0.720]"
QString interval(const QString& lower, const QString& upper); // "[lower, upper]", unbroken
QString heading(int level, const QString& title);             // escaped
// A level-2 heading that starts a new page when printed (the PDF).
QString sectionHeading(const QString& title, bool newPage);
QString paragraph(const QString& text); // escaped
// A table: `header` and `rows` are already HTML (escape the texts first). A row
// of one cell spans every column, shaded: a group heading. The columns are as
// wide as their words need (fittedColumnPercents), so that no word is broken.
QString table(const QStringList& header, const QList<QStringList>& rows);
// Preformatted text that wraps long lines (for prompts and JSON settings).
QString preformatted(const QString& text);
// Stored JSON text indented for reading; the text itself when it is not JSON.
QString indentedJson(const QString& text);

} // namespace pairrank::ui::report_html
