// A candidate text to be ranked within its context (DESIGN.md §1).
#pragma once

#include "identifiers.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

namespace pairrank::domain {

struct Candidate {
    CandidateId id = 0;
    ContextId contextId = 0;
    QString externalId; // the id in the imported file; unique in the project
    QString text;
    QString system; // the generator that wrote it; empty when unknown
    // Gold scores by criterion name, used only to evaluate rankings, never to rank.
    QMap<QString, double> referenceScores;
    QJsonObject metadata; // anything else the import carried, kept verbatim
    // 0-based place of the candidate within its context in import order. It is the
    // candidate's index in the statistics engine's input for that context.
    int position = 0;
};

// A text on one line (every run of whitespace made one space), cut to `characters`
// with an ellipsis (…) as its last character when longer; characters ≥ 1.
QString textPreview(const QString& text, qsizetype characters);

// How much of a text its previews (of up to 160 characters) read: tables of candidates
// let the database cut the texts there (storage/candidate_store.h) instead of reading
// and converting 100,000 of them whole. A preview shows less than it could only for a
// text whose first 320 characters are mostly whitespace.
inline constexpr int kPreviewTextPrefix = 320;

} // namespace pairrank::domain
