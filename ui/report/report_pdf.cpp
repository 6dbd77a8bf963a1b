#include "report_pdf.h"

#include "report_charts.h"
#include "report_html.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace pairrank::ui {

QByteArray reportPdf(const ReportContent& content) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(content.projectName + QStringLiteral(" — ") +
                        content.calibration.criterion);
        writer.setCreator(QStringLiteral("PairRank ") + content.calibration.pairrankVersion);

        QTextDocument document;
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9.5);
        document.setDefaultFont(font);
        for (const ReportChart chart : kReportCharts) {
            document.addResource(QTextDocument::ImageResource, QUrl(chartResourceName(chart)),
                                 chartImage(content, chart));
        }
        document.setHtml(reportHtml(content, ReportImages::Resources));
        // Without a page size of its own, print() paginates the document onto the
        // writer's pages with 2 cm margins and draws the page numbers.
        document.print(&writer);
    }
    return bytes;
}

} // namespace pairrank::ui
