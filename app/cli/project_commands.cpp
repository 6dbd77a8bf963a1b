// The subcommands that work on a project file: init, import, export, info.
// They parse arguments and call storage/; every error is one line naming the
// file (and line and column for bad input) and exits with kExitBadInput.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "storage/candidate_importer.h"
#include "storage/dataset_adapters.h"
#include "storage/exporters.h"
#include "storage/human_label_importer.h"
#include "storage/judgement_importer.h"
#include "storage/project_summary.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace pairrank::cli {
namespace {

using storage::Backend;
using storage::ImportSummary;
using storage::ProjectDatabase;
using storage::ProjectLocation;
using storage::Result;

QJsonObject toJson(const ImportSummary& summary) {
    return {{QStringLiteral("records"), summary.records},
            {QStringLiteral("contexts_created"), summary.contextsCreated},
            {QStringLiteral("candidates_created"), summary.candidatesCreated},
            {QStringLiteral("judgements_created"), summary.judgementsCreated},
            {QStringLiteral("human_labels_created"), summary.humanLabelsCreated},
            {QStringLiteral("runs_created"), summary.runsCreated}};
}

QJsonObject toJson(const QMap<QString, qint64>& counts) {
    QJsonObject object;
    for (auto count = counts.cbegin(); count != counts.cend(); ++count) {
        object.insert(count.key(), count.value());
    }
    return object;
}

Result<ImportSummary> runImport(ProjectDatabase& project, const QCommandLineParser& parser,
                                const QString& input) {
    if (parser.isSet(QStringLiteral("dataset"))) {
        Result<storage::KnownDataset> dataset =
            storage::knownDatasetFromName(parser.value(QStringLiteral("dataset")));
        if (!dataset) {
            return dataset.error();
        }
        return storage::importDatasetFromFile(project, input, *dataset);
    }
    Result<storage::InputFormat> format =
        parser.isSet(QStringLiteral("format"))
            ? storage::inputFormatFromName(parser.value(QStringLiteral("format")))
            : storage::inputFormatFromPath(input);
    if (!format) {
        return format.error();
    }
    const QString kind = parser.value(QStringLiteral("kind"));
    if (kind == QStringLiteral("candidates")) {
        Result<storage::CandidateColumns> columns =
            storage::parseCandidateColumns(parser.values(QStringLiteral("map")));
        if (!columns) {
            return columns.error();
        }
        return storage::importCandidatesFromFile(project, input, *format, *columns);
    }
    if (parser.isSet(QStringLiteral("map"))) {
        return storage::makeError(QStringLiteral("--map applies to candidates only"));
    }
    if (kind == QStringLiteral("judgements")) {
        return storage::importJudgementsFromFile(project, input, *format);
    }
    if (kind == QStringLiteral("labels")) {
        return storage::importHumanLabelsFromFile(project, input, *format);
    }
    return storage::makeError(
        QStringLiteral("--kind must be candidates, judgements or labels, not '%1'").arg(kind));
}

} // namespace

int runInitCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("name"), QStringLiteral("The project's name."), QStringLiteral("name")});
    if (auto exit =
            parseArguments(parser, arguments, QStringLiteral("Create an empty project file."),
                           {{QStringLiteral("FILE"), QStringLiteral("the new *.pairrank file")}})) {
        return *exit;
    }
    const QString path = parser.positionalArguments().first();
    const Result<ProjectLocation> location = ProjectLocation::parse(path);
    if (!location) {
        return fail(location.error());
    }
    // A file's name without its suffix, or the server database's name (if the
    // address names one rather than a service).
    const QString defaultName = location->backend() == Backend::Sqlite
                                    ? QFileInfo(path).completeBaseName()
                                    : location->server().database;
    const QString name =
        parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name")) : defaultName;
    Result<std::unique_ptr<ProjectDatabase>> project = ProjectDatabase::create(path, name);
    if (!project) {
        return fail(project.error());
    }
    // path(): a server address without the password it may hold.
    printJson({{QStringLiteral("created"), (*project)->path()}, {QStringLiteral("name"), name}});
    return kExitSuccess;
}

int runImportCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("project"), QStringLiteral("The project file."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("kind"), QStringLiteral("candidates, judgements or labels."),
                      QStringLiteral("kind"), QStringLiteral("candidates")});
    parser.addOption({QStringLiteral("format"),
                      QStringLiteral("csv, tsv or jsonl (default: from the file name)."),
                      QStringLiteral("format")});
    parser.addOption({QStringLiteral("map"),
                      QStringLiteral("Candidates: field=column (candidate_id, text, context_id, "
                                     "context_text, system, scores, score:<criterion>, metadata, "
                                     "metadata:<key>, fixed_context); repeatable."),
                      QStringLiteral("field=column")});
    parser.addOption({QStringLiteral("dataset"),
                      QStringLiteral("A known dataset (%1): imports everything it holds.")
                          .arg(storage::knownDatasetNames().join(QStringLiteral(", "))),
                      QStringLiteral("name")});
    if (auto exit = parseArguments(parser, arguments,
                                   QStringLiteral("Import candidates, judgements or human labels "
                                                  "into a project (all or nothing)."),
                                   {{QStringLiteral("INPUT"),
                                     QStringLiteral("the file to import (a pipe or FIFO too; '-': "
                                                    "standard input, with --format)")}})) {
        return *exit;
    }
    if (!parser.isSet(QStringLiteral("project"))) {
        return failUsage(QStringLiteral("import needs --project FILE"));
    }
    Result<std::unique_ptr<ProjectDatabase>> project =
        ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!project) {
        return fail(project.error());
    }
    Result<ImportSummary> summary =
        runImport(**project, parser, parser.positionalArguments().first());
    if (!summary) {
        return fail(summary.error());
    }
    printJson(toJson(*summary));
    return kExitSuccess;
}

int runExportCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("project"), QStringLiteral("The project file."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("kind"), QStringLiteral("candidates, judgements or labels."),
                      QStringLiteral("kind")});
    parser.addOption({QStringLiteral("format"), QStringLiteral("csv, json or jsonl."),
                      QStringLiteral("format")});
    if (auto exit =
            parseArguments(parser, arguments,
                           QStringLiteral("Export candidates (with their current ranking), "
                                          "judgements or human labels."),
                           {{QStringLiteral("OUTPUT"), QStringLiteral("the file to write")}})) {
        return *exit;
    }
    if (!parser.isSet(QStringLiteral("project")) || !parser.isSet(QStringLiteral("kind"))) {
        return failUsage(QStringLiteral("export needs --project FILE and --kind KIND"));
    }
    const QString kindName = parser.value(QStringLiteral("kind"));
    storage::ExportKind kind = storage::ExportKind::Candidates;
    QString defaultFormat = QStringLiteral("csv");
    if (kindName == QStringLiteral("judgements")) {
        kind = storage::ExportKind::Judgements;
        defaultFormat = QStringLiteral("jsonl");
    } else if (kindName == QStringLiteral("labels")) {
        kind = storage::ExportKind::HumanLabels;
    } else if (kindName != QStringLiteral("candidates")) {
        return failUsage(QStringLiteral("--kind must be candidates, judgements or labels, not '%1'")
                             .arg(kindName));
    }
    Result<storage::OutputFormat> format = storage::outputFormatFromName(
        parser.isSet(QStringLiteral("format")) ? parser.value(QStringLiteral("format"))
                                               : defaultFormat);
    if (!format) {
        return fail(format.error());
    }
    Result<std::unique_ptr<ProjectDatabase>> project =
        ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!project) {
        return fail(project.error());
    }
    const QString output = parser.positionalArguments().first();
    Result<qint64> written = storage::exportToFile(**project, kind, *format, output);
    if (!written) {
        return fail(written.error());
    }
    printJson({{QStringLiteral("written"), output}, {QStringLiteral("rows"), *written}});
    return kExitSuccess;
}

int runInfoCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    if (auto exit =
            parseArguments(parser, arguments,
                           QStringLiteral("Describe a project file as JSON: counts per "
                                          "table, contexts, criteria, systems."),
                           {{QStringLiteral("FILE"), QStringLiteral("the *.pairrank file")}})) {
        return *exit;
    }
    Result<std::unique_ptr<ProjectDatabase>> project =
        ProjectDatabase::open(parser.positionalArguments().first());
    if (!project) {
        return fail(project.error());
    }
    Result<storage::ProjectSummary> summary = storage::summarizeProject(**project);
    if (!summary) {
        return fail(summary.error());
    }
    // Candidates without a system are counted apart: a key "" among the systems' names
    // reads as a system with an empty name.
    QMap<QString, qint64> bySystem = summary->candidatesBySystem;
    const qint64 withoutSystem = bySystem.take(QString());
    printJson({
        {QStringLiteral("name"), summary->project.name},
        {QStringLiteral("schema_version"), summary->project.schemaVersion},
        {QStringLiteral("created_at"), summary->project.createdAt.toString(Qt::ISODate)},
        {QStringLiteral("tables"), toJson(summary->rowsByTable)},
        {QStringLiteral("contexts"), summary->rowsByTable.value(QStringLiteral("contexts"))},
        {QStringLiteral("candidates"), summary->rowsByTable.value(QStringLiteral("candidates"))},
        {QStringLiteral("largest_context"), summary->largestContext},
        {QStringLiteral("systems"), toJson(bySystem)},
        {QStringLiteral("candidates_without_system"), withoutSystem},
        {QStringLiteral("criteria"), QJsonArray::fromStringList(summary->criteria)},
        {QStringLiteral("reference_score_criteria"),
         QJsonArray::fromStringList(summary->referenceScoreCriteria)},
        {QStringLiteral("judges"), static_cast<qint64>(summary->judges.size())},
        {QStringLiteral("judgements_by_status"), toJson(summary->judgementsByStatus)},
        {QStringLiteral("human_labels_by_choice"), toJson(summary->humanLabelsByChoice)},
        {QStringLiteral("annotators"), QJsonArray::fromStringList(summary->annotators)},
    });
    return kExitSuccess;
}

} // namespace pairrank::cli
