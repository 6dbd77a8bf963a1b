#include "import_validation.h"

#include "storage/candidate_importer.h"
#include "storage/import_common.h"
#include "storage/record_fields.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace pairrank::ui {

namespace {

// The translation context of this file's free functions.
class ImportValidationText {
    Q_DECLARE_TR_FUNCTIONS(ImportValidationText)
};

class ProblemList {
public:
    explicit ProblemList(ImportValidation& validation)
        : m_validation(validation) {}

    void add(const storage::Error& error) {
        if (m_validation.problems.size() >= kMaximumProblems) {
            m_validation.truncated = true;
            return;
        }
        m_validation.problems.append(error);
    }
    bool hasLine(qint64 line) const {
        return std::any_of(m_validation.problems.cbegin(), m_validation.problems.cend(),
                           [line](const storage::Error& error) { return error.line == line; });
    }

private:
    ImportValidation& m_validation;
};

void checkRecord(const storage::InputRecord& record, const QString& fileName,
                 const storage::CandidateColumns& columns, bool hasHeader,
                 QHash<QString, qint64>& firstLineOfId, ProblemList& problems) {
    const storage::RecordFields fields(record, fileName);
    if (!hasHeader) {
        for (const QString& column : columns.required) {
            if (!record.values.contains(column)) {
                problems.add(fields.errorAtRecord(
                    QStringLiteral("the required member '%1' is missing").arg(column)));
            }
        }
    }
    auto id = fields.requiredText(columns.candidateId);
    if (!id) {
        if (record.values.contains(columns.candidateId) || hasHeader) {
            problems.add(id.error());
        }
    } else if (auto first = firstLineOfId.constFind(*id); first != firstLineOfId.cend()) {
        problems.add(fields.errorAt(
            columns.candidateId, QStringLiteral("the candidate id '%1' appears already on line %2")
                                     .arg(*id)
                                     .arg(*first)));
    } else {
        firstLineOfId.insert(*id, record.line);
    }
    if (auto text = fields.requiredText(columns.text);
        !text && (record.values.contains(columns.text) || hasHeader)) {
        problems.add(text.error());
    }
    for (const auto& [criterion, column] : columns.referenceScores) {
        if (auto score = fields.optionalNumber(column); !score) {
            problems.add(score.error());
        }
    }
}

// Pass 1: every record through the reader and RecordFields.
void checkEveryRecord(const QString& path, storage::InputFormat format,
                      const storage::CandidateColumns& columns, TaskProgress& progress,
                      ImportValidation& validation, ProblemList& problems) {
    auto file = storage::InputFile::open(path, format);
    if (!file) {
        problems.add(file.error());
        return;
    }
    storage::RecordReader& reader = (*file)->reader();
    QHash<QString, qint64> firstLineOfId;
    storage::InputRecord record;
    bool first = true;
    while (!progress.isCancelled()) {
        auto more = reader.next(record);
        if (!more) {
            problems.add(more.error());
            return;
        }
        if (!*more) {
            return;
        }
        if (first) {
            first = false;
            if (auto header = storage::checkRequiredColumns(reader, columns.required.values());
                !header) {
                problems.add(header.error());
                return; // every row would repeat it
            }
        }
        ++validation.records;
        checkRecord(record, reader.fileName(), columns, !reader.header().isEmpty(), firstLineOfId,
                    problems);
        progress.setDone(validation.records);
    }
    validation.cancelled = true;
}

} // namespace

ImportValidation validateCandidateImport(storage::ProjectDatabase& database, const QString& path,
                                         storage::InputFormat format,
                                         const storage::CandidateColumns& columns,
                                         TaskProgress& progress) {
    ImportValidation validation;
    ProblemList problems(validation);
    progress.setStatus(ImportValidationText::tr("Checking every record…"));
    checkEveryRecord(path, format, columns, progress, validation, problems);
    if (validation.cancelled) {
        return validation;
    }
    progress.setStatus(ImportValidationText::tr("Trying the import without saving it…"));
    std::optional<storage::Error> refused;
    const storage::Status rolledBack = database.transaction([&]() -> storage::Status {
        auto imported = storage::importCandidatesFromFile(
            database, path, format, columns, [&progress](const common::Progress& read) {
                progress.setDone(read.done);
                return progress.isCancelled() ? common::ProgressDecision::Abort
                                              : common::ProgressDecision::Continue;
            });
        if (!imported) {
            refused = imported.error();
        }
        return storage::makeError(QStringLiteral("dry run")); // always roll back
    });
    Q_UNUSED(rolledBack)
    if (progress.isCancelled()) {
        validation.cancelled = true;
    } else if (refused && (refused->line == 0 || !problems.hasLine(refused->line))) {
        problems.add(*refused);
    }
    return validation;
}

} // namespace pairrank::ui
