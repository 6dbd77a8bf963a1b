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

} // namespace pairrank::domain
