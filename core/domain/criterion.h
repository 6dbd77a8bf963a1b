// What a comparison is about (coherence, fluency, overall…) and how the judge
// is asked about it (DESIGN.md §1, §4).
#pragma once

#include "identifiers.h"

#include <QString>
#include <QStringList>

namespace pairrank::domain {

struct Criterion {
    CriterionId id = 0;
    QString name; // unique in the project
    QString comparativePromptTemplate;
    QString absolutePromptTemplate; // empty: no absolute scoring for this criterion
    // The answer words that mean "A is better" and "B is better", in that order
    // (the prompt-based classifier sums their token variants, DESIGN.md §3).
    QStringList labelWords{QStringLiteral("A"), QStringLiteral("B")};
};

} // namespace pairrank::domain
