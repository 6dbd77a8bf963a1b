// A person's choice between two texts shown side by side (DESIGN.md §1, §6).
// `candidateA` was shown on the left (position A), `candidateB` on the right.
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace pairrank::domain {

enum class HumanChoice { A, B, Tie, Skip };

struct HumanLabel {
    HumanLabelId id = 0;
    QString annotator;
    CriterionId criterionId = 0;
    ContextId contextId = 0;
    CandidateId candidateA = 0; // shown in position A
    CandidateId candidateB = 0; // shown in position B
    HumanChoice choice = HumanChoice::Skip;
    QDateTime labelledAt; // UTC
    std::optional<qint64> durationMilliseconds;
};

QString toString(HumanChoice choice);                                  // "A", "B", "tie", "skip"
std::optional<HumanChoice> humanChoiceFromString(const QString& text); // case-insensitive

} // namespace pairrank::domain
