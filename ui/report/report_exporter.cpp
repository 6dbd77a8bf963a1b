#include "report_exporter.h"

#include "core/analysis/report_csv.h"
#include "core/analysis/report_json.h"
#include "report_charts.h"
#include "report_html.h"
#include "report_pdf.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <functional>

namespace pairrank::ui {

namespace {

class ReportExporter {
    Q_DECLARE_TR_FUNCTIONS(ReportExporter)
};

// One file of the export: its path and how to make its bytes (made only when
// it is its turn, so that a cancel stops the expensive ones).
struct PlannedFile {
    QString path;
    QString description;
    std::function<QByteArray()> bytes;
};

QList<PlannedFile> planFiles(const analysis::ReportContent& content,
                             const ReportExportRequest& request) {
    const QDir folder(request.folder);
    const auto path = [&](const QString& suffix) {
        return folder.filePath(request.baseName + suffix);
    };
    QList<PlannedFile> files;
    if (request.formats.testFlag(ReportFormat::Html)) {
        files.append({path(QStringLiteral(".html")), ReportExporter::tr("Writing the HTML report…"),
                      [&content] {
                          return reportHtml(content, ReportImages::Embedded).toUtf8();
                      }});
    }
    if (request.formats.testFlag(ReportFormat::Pdf)) {
        files.append({path(QStringLiteral(".pdf")), ReportExporter::tr("Writing the PDF report…"),
                      [&content] {
                          return reportPdf(content);
                      }});
    }
    if (request.formats.testFlag(ReportFormat::Json)) {
        files.append({path(QStringLiteral(".json")), ReportExporter::tr("Writing the JSON data…"),
                      [&content] {
                          return QJsonDocument(analysis::reportJson(content)).toJson();
                      }});
    }
    if (request.formats.testFlag(ReportFormat::Csv)) {
        for (const analysis::CsvTable& table : analysis::reportCsvTables(content)) {
            files.append({path(u'-' + table.stem + QStringLiteral(".csv")),
                          ReportExporter::tr("Writing the CSV tables…"), [table] {
                              return analysis::csvBytes(table);
                          }});
        }
    }
    for (const ReportChart chart : reportCharts(content)) {
        if (request.formats.testFlag(ReportFormat::Png)) {
            files.append({path(u'-' + chartStem(chart) + QStringLiteral(".png")),
                          ReportExporter::tr("Drawing the charts…"), [&content, chart] {
                              return chartPng(content, chart);
                          }});
        }
        if (request.formats.testFlag(ReportFormat::Svg)) {
            files.append({path(u'-' + chartStem(chart) + QStringLiteral(".svg")),
                          ReportExporter::tr("Drawing the charts…"), [&content, chart] {
                              return chartSvg(content, chart);
                          }});
        }
    }
    return files;
}

Status checkRequest(const ReportExportRequest& request) {
    if (!(request.formats & ReportFormat::All)) {
        return makeError(ReportExporter::tr("no export format chosen"));
    }
    if (request.baseName.trimmed().isEmpty()) {
        return makeError(ReportExporter::tr("the file name is empty"));
    }
    if (request.baseName.contains(u'/') || request.baseName.contains(u'\\') ||
        request.baseName == QStringLiteral(".") || request.baseName == QStringLiteral("..")) {
        return makeError(ReportExporter::tr("the file name “%1” must not contain a folder")
                             .arg(request.baseName));
    }
    if (!QFileInfo(request.folder).isDir()) {
        return makeError(ReportExporter::tr("the folder “%1” does not exist").arg(request.folder));
    }
    return {};
}

Status writeAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return makeError(ReportExporter::tr("cannot write %1: %2").arg(path, file.errorString()));
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        return makeError(ReportExporter::tr("cannot write %1: %2").arg(path, file.errorString()));
    }
    return {};
}

void removeFiles(const QStringList& paths) {
    for (const QString& path : paths) {
        QFile::remove(path);
    }
}

} // namespace

QStringList reportFilePaths(const analysis::ReportContent& content,
                            const ReportExportRequest& request) {
    QStringList paths;
    for (const PlannedFile& file : planFiles(content, request)) {
        paths.append(file.path);
    }
    return paths;
}

pairrank::Result<QStringList> exportReport(const analysis::ReportContent& content,
                                           const ReportExportRequest& request,
                                           const common::ProgressCallback& progress) {
    if (const Status valid = checkRequest(request); !valid) {
        return valid.error();
    }
    const QList<PlannedFile> files = planFiles(content, request);
    QList<QByteArray> made;
    for (qsizetype index = 0; index < files.size(); ++index) {
        const PlannedFile& file = files[index];
        if (!common::shouldContinue(progress,
                                    {index, files.size(), file.description.toStdString()})) {
            return cancelledError();
        }
        made.append(file.bytes());
        if (made.last().isEmpty()) {
            return makeError(ReportExporter::tr("could not make %1").arg(file.path));
        }
    }
    // Written only once every file is made, so that a cancel leaves the folder as it was.
    QStringList written;
    for (qsizetype index = 0; index < files.size(); ++index) {
        if (const Status status = writeAtomically(files[index].path, made[index]); !status) {
            removeFiles(written);
            return status.error();
        }
        written.append(files[index].path);
    }
    return written;
}

} // namespace pairrank::ui
