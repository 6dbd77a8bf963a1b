// `pairrank-cli report`: the report of the Calibration tab's Export report…, made
// from a project on a machine without a display: the same content
// (core/analysis/report_content.h) written by the same exporter
// (ui/report/report_exporter.h) in one of HTML, PDF, CSV or JSON. Prints
// {"format", "files"} on stdout; progress goes to stderr when it is a terminal.
// Ctrl-C (SIGINT) or SIGTERM cancels the export and leaves nothing written.
// Exit 2 on bad usage or input (the message names the option or file), 1 when
// the report cannot be made or written, or was cancelled.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "core/analysis/report_content.h"
#include "core/analysis/win_rate_project.h"
#include "estimator_draw_options.h"
#include "interrupt_progress.h"
#include "storage/project_database.h"
#include "ui/report/report_exporter.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>

#include <cstdio>
#include <optional>

namespace pairrank::cli {
namespace {

struct OutputFormat {
    const char* name;
    ui::ReportFormat format;
    const char* suffix; // dropped from OUTPUT to make the exporter's base name
};

constexpr OutputFormat kOutputFormats[] = {{"html", ui::ReportFormat::Html, ".html"},
                                           {"pdf", ui::ReportFormat::Pdf, ".pdf"},
                                           {"csv", ui::ReportFormat::Csv, ".csv"},
                                           {"json", ui::ReportFormat::Json, ".json"}};

std::optional<OutputFormat> outputFormat(const QString& name) {
    for (const OutputFormat& format : kOutputFormats) {
        if (name == QLatin1String(format.name)) {
            return format;
        }
    }
    return std::nullopt;
}

// OUTPUT as the exporter's folder and base name: "out/r.pdf" → out, "r"
// (written to out/r.pdf); "out/r" → out, "r" (also out/r.pdf); for CSV,
// "out/r.csv" → out/r-pairs.csv, out/r-matrix.csv, ….
ui::ReportExportRequest exportRequest(const QString& output, const OutputFormat& format) {
    const QFileInfo file(output);
    QString baseName = file.fileName();
    const QString suffix = QLatin1String(format.suffix);
    if (baseName.endsWith(suffix, Qt::CaseInsensitive) && baseName.size() > suffix.size()) {
        baseName.chop(suffix.size());
    }
    return {file.absolutePath(), baseName, format.format};
}

// Qt's platform set-up remarks on the session it finds (e.g. "XDG_RUNTIME_DIR
// not set" on a server), which is no concern of a report written to a file:
// while the application is made, only its critical and fatal messages pass.
QtMessageHandler g_previousMessageHandler = nullptr;

void passOnlyCriticalMessages(QtMsgType type, const QMessageLogContext& context,
                              const QString& message) {
    if (type != QtCriticalMsg && type != QtFatalMsg) {
        return;
    }
    if (g_previousMessageHandler != nullptr) {
        g_previousMessageHandler(type, context, message);
    } else {
        std::fprintf(stderr, "%s\n", qPrintable(message));
    }
}

} // namespace

std::unique_ptr<QCoreApplication> makeReportApplication(int& argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    g_previousMessageHandler = qInstallMessageHandler(passOnlyCriticalMessages);
    auto application = std::make_unique<QGuiApplication>(argc, argv);
    qInstallMessageHandler(g_previousMessageHandler);
    return application;
}

int runReportCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the report of a project's calibrated win rates and rankings, as the Calibration "
        "tab's Export report… does: HTML or PDF (summary, warnings, charts, tables, the settings "
        "that reproduce it), CSV tables (OUTPUT-pairs.csv, OUTPUT-matrix.csv, "
        "OUTPUT-accuracy.csv, OUTPUT-rankings.csv) or JSON (resources/report.schema.json). "
        "Ctrl-C cancels and leaves nothing written. With SOURCE_DATE_EPOCH set, the report is "
        "dated then instead of now. The estimators' draws are those of the Calibration tab unless "
        "given; the report records them."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("OUTPUT"),
        QStringLiteral("the file to write; the format's suffix is added when missing"));
    parser.addOptions({
        {QStringLiteral("project"), QStringLiteral("The project (file or postgresql://…)."),
         QStringLiteral("project")},
        {QStringLiteral("format"), QStringLiteral("html, pdf, csv or json."),
         QStringLiteral("format")},
        {QStringLiteral("criterion"), QStringLiteral("The criterion (default: the only one)."),
         QStringLiteral("name")},
        {QStringLiteral("prior"),
         QStringLiteral("The win rates' prior: auto (default), none, in-distribution or ood."),
         QStringLiteral("prior"), QStringLiteral("auto")},
        {QStringLiteral("seed"), QStringLiteral("Random seed of the estimators (0)."),
         QStringLiteral("n"), QStringLiteral("0")},
    });
    // The estimators' sizes: fewer draws make a report of many pairs of systems faster, at
    // the price of Monte Carlo error in its intervals; the report records those used.
    addEstimatorDrawOptions(parser);
    if (!parser.parse(arguments.mid(1))) {
        return failUsage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (!parser.isSet(QStringLiteral("project")) || !parser.isSet(QStringLiteral("format"))) {
        return failUsage(QStringLiteral("report needs --project FILE and --format FORMAT"));
    }
    if (parser.positionalArguments().size() != 1) {
        return failUsage(QStringLiteral("report expects exactly one OUTPUT; see --help"));
    }
    const std::optional<OutputFormat> format = outputFormat(parser.value(QStringLiteral("format")));
    if (!format) {
        return failUsage(QStringLiteral("--format must be html, pdf, csv or json, not '%1'")
                             .arg(parser.value(QStringLiteral("format"))));
    }
    analysis::ReportGatherRequest gather;
    gather.calibration.criterion = parser.value(QStringLiteral("criterion"));
    const std::optional<stats::ReportPrior> prior =
        analysis::reportPriorFromName(parser.value(QStringLiteral("prior")));
    if (!prior) {
        return failUsage(
            QStringLiteral("--prior must be auto, none, in-distribution or ood, not '%1'")
                .arg(parser.value(QStringLiteral("prior"))));
    }
    gather.calibration.prior = *prior;
    bool seedOk = false;
    gather.calibration.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk) {
        return failUsage(QStringLiteral("--seed must be an integer ≥ 0, got '%1'")
                             .arg(parser.value(QStringLiteral("seed"))));
    }
    const auto draws = readEstimatorDrawOptions(parser);
    if (const auto* error = std::get_if<QString>(&draws)) {
        return failUsage(*error);
    }
    gather.calibration.draws = std::get<analysis::EstimatorDraws>(draws);
    const QString output = parser.positionalArguments().constFirst();
    if (QFileInfo(output).isDir() || QFileInfo(output).fileName().isEmpty()) {
        return failUsage(QStringLiteral("OUTPUT '%1' is a folder; name the file to write")
                             .arg(QDir::toNativeSeparators(output)));
    }
    const ui::ReportExportRequest request = exportRequest(output, *format);
    if (!QFileInfo(request.folder).isDir()) {
        return failUsage(QStringLiteral("OUTPUT: the folder '%1' does not exist")
                             .arg(QDir::toNativeSeparators(request.folder)));
    }
    // The report records where the project is: its absolute path, or a server's address
    // without its password (ProjectDatabase::path()).
    auto database = storage::ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!database) {
        return failUsage(QStringLiteral("--project: %1").arg(database.error().toString()));
    }
    if (const auto criterion = analysis::chooseCriterion(**database, gather.calibration.criterion);
        !criterion) {
        return failUsage(QStringLiteral("--criterion: %1")
                             .arg(QString::fromStdString(criterion.error().message)));
    }

    const InterruptRequestsCancel interruptCancels;
    const common::ProgressCallback progress = interruptibleProgress("report");
    auto content = analysis::gatherReportContent(**database, gather, progress);
    auto files = content ? ui::exportReport(*content, request, progress)
                         : Result<QStringList>(content.error());
    endProgressLine();
    if (!files) {
        printError(isCancelled(files.error())
                       ? QStringLiteral("report cancelled; nothing was written")
                       : QStringLiteral("report: %1").arg(files.error().toString()));
        return kExitFailure;
    }
    printJson({{QStringLiteral("format"), QLatin1String(format->name)},
               {QStringLiteral("files"), QJsonArray::fromStringList(*files)}});
    return kExitSuccess;
}

} // namespace pairrank::cli
