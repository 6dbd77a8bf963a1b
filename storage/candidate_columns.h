// Which input columns hold which parts of a candidate (the import wizard's and
// `pairrank-cli import --map field=column`'s column mapping).
#pragma once

#include "storage_result.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

namespace pairrank::storage {

struct CandidateColumns {
    QString candidateId = QStringLiteral("candidate_id");
    QString text = QStringLiteral("text");
    // Empty, or absent from a record: the candidate goes into fixedContextId.
    QString contextId = QStringLiteral("context_id");
    QString fixedContextId = QStringLiteral("default");
    QString contextText = QStringLiteral("context");
    QString system = QStringLiteral("system");
    // Reference scores: criterion ← column, plus every member of an object
    // column (JSON Lines: {"coherence": 3.3}), plus every column named
    // <prefix><criterion> (CSV exports: "score.coherence").
    QList<QPair<QString, QString>> referenceScores;
    QString referenceScoreObject = QStringLiteral("scores");
    QString referenceScorePrefix = QStringLiteral("score.");
    // Metadata: key ← column, copied verbatim, plus the members of an object column.
    QList<QPair<QString, QString>> metadata;
    QString metadataObject = QStringLiteral("metadata");
    // Columns that must be present (explicitly mapped ones and the two essentials).
    QSet<QString> required{QStringLiteral("candidate_id"), QStringLiteral("text")};
};

// Applies "field=column" assignments to the default mapping. Fields:
// candidate_id, text, context_id, context_text, system, scores (an object
// column), score:<criterion>, metadata (an object column), metadata:<key>,
// fixed_context (a context id for every row; the value is the id, not a column).
// A column given explicitly becomes required.
Result<CandidateColumns> parseCandidateColumns(const QStringList& assignments);

} // namespace pairrank::storage
