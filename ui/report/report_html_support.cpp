#include "report_html_support.h"

#include "report_table_widths.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace pairrank::ui::report_html {

QString escape(const QString& text) {
    return text.toHtmlEscaped();
}

QString escape(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString probability(double value) {
    return QString::number(value, 'f', 3);
}

QString probability(const std::optional<double>& value) {
    return value ? probability(*value) : QStringLiteral("—");
}

QString interval(const stats::CredibleInterval& range) {
    return interval(probability(range.lower), probability(range.upper));
}

QString interval(const QString& lower, const QString& upper) {
    // A no-break space: an interval is read as one thing and never split over lines.
    return QStringLiteral("[%1,\u00a0%2]").arg(lower, upper);
}

QString heading(int level, const QString& title) {
    return QStringLiteral("<h%1>%2</h%1>\n").arg(QString::number(level), escape(title));
}

QString sectionHeading(const QString& title, bool newPage) {
    return QStringLiteral("<h2%1>%2</h2>\n")
        .arg(newPage ? QStringLiteral(" style=\"page-break-before: always;\"") : QString(),
             escape(title));
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>%1</p>\n").arg(escape(text));
}

QString table(const QStringList& header, const QList<QStringList>& rows) {
    const QList<double> columnPercent = fittedColumnPercents(header, rows);
    QString html =
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                       "style=\"border-collapse: collapse; border-color: #999999;\">\n<tr>");
    for (qsizetype column = 0; column < header.size(); ++column) {
        const QString width = column < columnPercent.size()
                                  ? QStringLiteral(" width=\"%1%\"")
                                        .arg(QString::number(columnPercent[column], 'f', 1))
                                  : QString();
        html += QStringLiteral("<th bgcolor=\"#e8e8e8\" align=\"left\"") + width +
                QStringLiteral(">") + header[column] + QStringLiteral("</th>");
    }
    html += QStringLiteral("</tr>\n");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        if (row.size() == 1 && header.size() > 1) {
            html += QStringLiteral("<td colspan=\"%1\" bgcolor=\"#f3f3f3\">%2</td>")
                        .arg(QString::number(header.size()), row.first());
        } else {
            for (const QString& cell : row) {
                html += QStringLiteral("<td>") + cell + QStringLiteral("</td>");
            }
        }
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QString preformatted(const QString& text) {
    return QStringLiteral("<pre style=\"white-space: pre-wrap; font-size: 8pt;\">") + escape(text) +
           QStringLiteral("</pre>\n");
}

} // namespace pairrank::ui::report_html

namespace pairrank::ui::report_html {

QString indentedJson(const QString& text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || document.isNull()) {
        return text;
    }
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

} // namespace pairrank::ui::report_html
