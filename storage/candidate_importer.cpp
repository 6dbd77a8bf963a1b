#include "candidate_importer.h"

#include "candidate_store.h"
#include "record_fields.h"

namespace pairrank::storage {
namespace {

class CandidateImport {
public:
    CandidateImport(ProjectDatabase& database, RecordReader& reader,
                    const CandidateColumns& columns, CandidateWriter writer)
        : m_database(database)
        , m_reader(reader)
        , m_columns(columns)
        , m_writer(std::move(writer)) {}

    Status run(const common::ProgressCallback& progress);
    const ImportSummary& summary() const { return m_summary; }

private:
    struct KnownContext {
        domain::ContextId id = 0;
        QString text;
        qint64 line = 0; // 0: it was in the project before this import
    };

    Status loadProject();
    Status importRecord(const InputRecord& record);
    Result<domain::ContextId> contextOf(const RecordFields& fields, const InputRecord& record);
    Status readReferenceScores(const RecordFields& fields, const InputRecord& record,
                               domain::Candidate& candidate) const;
    Status readMetadata(const RecordFields& fields, domain::Candidate& candidate) const;

    ProjectDatabase& m_database;
    RecordReader& m_reader;
    const CandidateColumns& m_columns;
    CandidateWriter m_writer;
    QHash<QString, KnownContext> m_contexts;
    QHash<QString, qint64> m_candidateLines; // 0: in the project before this import
    ImportSummary m_summary;
};

Status CandidateImport::loadProject() {
    Result<QList<domain::Context>> contexts = listContexts(m_database);
    if (!contexts) {
        return contexts.error();
    }
    for (const domain::Context& context : *contexts) {
        m_contexts.insert(context.externalId, KnownContext{context.id, context.text, 0});
    }
    Result<QHash<QString, CandidateLocation>> candidates = candidateLocations(m_database);
    if (!candidates) {
        return candidates.error();
    }
    for (auto candidate = candidates->cbegin(); candidate != candidates->cend(); ++candidate) {
        m_candidateLines.insert(candidate.key(), 0);
    }
    return {};
}

Status CandidateImport::run(const common::ProgressCallback& progress) {
    if (Status status = loadProject(); !status) {
        return status;
    }
    if (Status status = reportProgress(progress, 0); !status) {
        return status;
    }
    InputRecord record;
    for (;;) {
        Result<bool> read = m_reader.next(record);
        if (!read) {
            return read.error();
        }
        if (m_summary.records == 0) {
            QStringList required = m_columns.required.values();
            required.sort();
            if (Status status = checkRequiredColumns(m_reader, required); !status) {
                return status;
            }
        }
        if (!*read) {
            break;
        }
        if (Status status = importRecord(record); !status) {
            return status;
        }
        ++m_summary.records;
        if (Status status = reportProgress(progress, m_summary.records); !status) {
            return status;
        }
    }
    if (m_summary.records == 0) {
        return Error{QStringLiteral("the file has no rows to import"), m_reader.fileName(),
                     m_reader.endLine(), 1};
    }
    return {};
}

Result<domain::ContextId> CandidateImport::contextOf(const RecordFields& fields,
                                                     const InputRecord& record) {
    QString externalId = m_columns.fixedContextId;
    if (!m_columns.contextId.isEmpty() && (record.values.contains(m_columns.contextId) ||
                                           m_columns.required.contains(m_columns.contextId))) {
        Result<QString> id = fields.requiredText(m_columns.contextId);
        if (!id) {
            return id.error();
        }
        externalId = *id;
    }
    Result<QString> text = fields.optionalText(m_columns.contextText);
    if (!text) {
        return text.error();
    }
    if (auto known = m_contexts.find(externalId); known != m_contexts.end()) {
        if (!text->isEmpty() && known->text.isEmpty()) {
            // A context first seen without its text takes the first text given.
            if (Status stored = m_writer.setContextText(known->id, *text); !stored) {
                return fields.errorAtRecord(stored.error().message);
            }
            known->text = *text;
            known->line = record.line;
            return known->id;
        }
        if (!text->isEmpty() && *text != known->text) {
            return fields.errorAt(
                m_columns.contextText,
                known->line > 0
                    ? QStringLiteral("context '%1' has a different text here than on line %2")
                          .arg(externalId)
                          .arg(known->line)
                    : QStringLiteral("context '%1' has a different text in the project")
                          .arg(externalId));
        }
        return known->id;
    }
    domain::Context context;
    context.externalId = externalId;
    context.text = *text;
    Result<domain::ContextId> id = m_writer.addContext(context);
    if (!id) {
        return fields.errorAtRecord(id.error().message);
    }
    m_contexts.insert(externalId, KnownContext{*id, *text, record.line});
    ++m_summary.contextsCreated;
    return *id;
}

Status CandidateImport::readReferenceScores(const RecordFields& fields, const InputRecord& record,
                                            domain::Candidate& candidate) const {
    for (const auto& [criterion, column] : m_columns.referenceScores) {
        Result<std::optional<double>> score = fields.optionalNumber(column);
        if (!score) {
            return score.error();
        }
        if (score->has_value()) {
            candidate.referenceScores.insert(criterion, **score);
        }
    }
    if (!m_columns.referenceScorePrefix.isEmpty()) {
        for (auto value = record.values.cbegin(); value != record.values.cend(); ++value) {
            if (value.key().startsWith(m_columns.referenceScorePrefix) &&
                value.key().size() > m_columns.referenceScorePrefix.size()) {
                Result<std::optional<double>> score = fields.optionalNumber(value.key());
                if (!score) {
                    return score.error();
                }
                if (score->has_value()) {
                    candidate.referenceScores.insert(
                        value.key().mid(m_columns.referenceScorePrefix.size()), **score);
                }
            }
        }
    }
    if (!m_columns.referenceScoreObject.isEmpty()) {
        Result<QJsonObject> scores = fields.optionalObject(m_columns.referenceScoreObject);
        if (!scores) {
            return scores.error();
        }
        for (auto score = scores->begin(); score != scores->end(); ++score) {
            if (score.value().isNull()) {
                continue; // a criterion without a score
            }
            Result<double> number =
                fields.numberInObject(m_columns.referenceScoreObject, score.value(),
                                      QStringLiteral("the score of '%1'").arg(score.key()));
            if (!number) {
                return number.error();
            }
            candidate.referenceScores.insert(score.key(), *number);
        }
    }
    return {};
}

Status CandidateImport::readMetadata(const RecordFields& fields,
                                     domain::Candidate& candidate) const {
    if (!m_columns.metadataObject.isEmpty()) {
        Result<QJsonObject> metadata = fields.optionalObject(m_columns.metadataObject);
        if (!metadata) {
            return metadata.error();
        }
        candidate.metadata = *metadata;
    }
    for (const auto& [key, column] : m_columns.metadata) {
        const QJsonValue value = fields.value(column);
        if (!value.isNull() && !value.isUndefined()) {
            candidate.metadata.insert(key, value);
        }
    }
    return {};
}

Status CandidateImport::importRecord(const InputRecord& record) {
    const RecordFields fields(record, m_reader.fileName());
    for (const QString& column : m_columns.required) {
        if (!record.values.contains(column)) {
            return fields.errorAtRecord(
                QStringLiteral("the required field '%1' is missing").arg(column));
        }
    }
    domain::Candidate candidate;
    Result<QString> id = fields.requiredText(m_columns.candidateId);
    if (!id) {
        return id.error();
    }
    candidate.externalId = *id;
    if (auto seen = m_candidateLines.constFind(*id); seen != m_candidateLines.constEnd()) {
        return fields.errorAt(m_columns.candidateId,
                              *seen > 0 ? QStringLiteral("the candidate id '%1' was already used "
                                                         "on line %2")
                                              .arg(*id)
                                              .arg(*seen)
                                        : QStringLiteral("the candidate id '%1' is already in "
                                                         "the project")
                                              .arg(*id));
    }
    // An empty text is a legitimate candidate (a model's empty answer).
    Result<QString> text = fields.optionalText(m_columns.text);
    if (!text) {
        return text.error();
    }
    candidate.text = *text;
    Result<QString> system = fields.optionalText(m_columns.system);
    if (!system) {
        return system.error();
    }
    candidate.system = *system;
    if (Status status = readReferenceScores(fields, record, candidate); !status) {
        return status;
    }
    if (Status status = readMetadata(fields, candidate); !status) {
        return status;
    }
    Result<domain::ContextId> context = contextOf(fields, record);
    if (!context) {
        return context.error();
    }
    candidate.contextId = *context;
    Result<domain::Candidate> stored = m_writer.addCandidate(candidate);
    if (!stored) {
        return fields.errorAtRecord(stored.error().message);
    }
    m_candidateLines.insert(*id, record.line);
    ++m_summary.candidatesCreated;
    return {};
}

} // namespace

Result<ImportSummary> importCandidates(ProjectDatabase& database, RecordReader& reader,
                                       const CandidateColumns& columns,
                                       const common::ProgressCallback& progress) {
    ImportSummary summary;
    const Status status = database.transaction([&]() -> Status {
        Result<CandidateWriter> writer = CandidateWriter::prepare(database);
        if (!writer) {
            return writer.error();
        }
        CandidateImport import(database, reader, columns, std::move(*writer));
        if (Status imported = import.run(progress); !imported) {
            return imported;
        }
        summary = import.summary();
        return {};
    });
    if (!status) {
        return status.error();
    }
    return summary;
}

Result<ImportSummary> importCandidatesFromFile(ProjectDatabase& database, const QString& path,
                                               InputFormat format, const CandidateColumns& columns,
                                               const common::ProgressCallback& progress) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path, format);
    if (!input) {
        return input.error();
    }
    return importCandidates(database, (*input)->reader(), columns, progress);
}

} // namespace pairrank::storage
