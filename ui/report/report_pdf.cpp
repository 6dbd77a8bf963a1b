#include "report_pdf.h"

#include "report_charts.h"
#include "report_html.h"
#include "report_pagination.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace pairrank::ui {

QByteArray reportPdf(const analysis::ReportContent& content) {
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
        for (const ReportChart chart : reportCharts(content)) {
            for (int part = 0; part < documentChartParts(content, chart); ++part) {
                document.addResource(QTextDocument::ImageResource,
                                     QUrl(chartResourceName(chart, part)),
                                     documentChartImage(content, chart, part));
            }
        }
        document.setHtml(reportHtml(content, ReportImages::Resources));
        printKeepingHeadingsWithContent(document, writer);
    }
    return bytes;
}

} // namespace pairrank::ui
