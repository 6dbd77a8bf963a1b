#include "candidate_columns.h"

namespace pairrank::storage {

Result<CandidateColumns> parseCandidateColumns(const QStringList& assignments) {
    CandidateColumns columns;
    for (const QString& assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals <= 0 || equals == assignment.size() - 1) {
            return makeError(
                QStringLiteral("the mapping '%1' is not field=column").arg(assignment));
        }
        const QString field = assignment.left(equals).trimmed();
        const QString column = assignment.mid(equals + 1).trimmed();
        QString* target = nullptr;
        if (field == QStringLiteral("candidate_id")) {
            target = &columns.candidateId;
        } else if (field == QStringLiteral("text")) {
            target = &columns.text;
        } else if (field == QStringLiteral("context_id")) {
            target = &columns.contextId;
        } else if (field == QStringLiteral("context_text")) {
            target = &columns.contextText;
        } else if (field == QStringLiteral("system")) {
            target = &columns.system;
        } else if (field == QStringLiteral("scores")) {
            target = &columns.referenceScoreObject;
        } else if (field == QStringLiteral("metadata")) {
            target = &columns.metadataObject;
        } else if (field == QStringLiteral("fixed_context")) {
            columns.fixedContextId = column;
            columns.contextId.clear();
            continue;
        } else if (field.startsWith(QStringLiteral("score:")) && field.size() > 6) {
            columns.referenceScores.append({field.mid(6), column});
            columns.required.insert(column);
            continue;
        } else if (field.startsWith(QStringLiteral("metadata:")) && field.size() > 9) {
            columns.metadata.append({field.mid(9), column});
            columns.required.insert(column);
            continue;
        } else {
            return makeError(QStringLiteral("unknown field '%1' in the mapping '%2' (fields: "
                                            "candidate_id, text, context_id, context_text, "
                                            "system, scores, score:<criterion>, metadata, "
                                            "metadata:<key>, fixed_context)")
                                 .arg(field, assignment));
        }
        // A field mapped twice keeps the last column; the earlier one stops being required.
        columns.required.remove(*target);
        *target = column;
        columns.required.insert(column);
    }
    return columns;
}

} // namespace pairrank::storage
