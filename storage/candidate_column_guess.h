// The first guess of which column of a candidates file holds what, for the
// import wizard's default mapping. Names decide first, the values second: a
// column named "context" holds ids in one file and the article itself in
// another, and only its values tell which. Reference scores are offered only
// among columns that hold numbers.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace pairrank::storage {

struct CandidateColumnGuess {
    // Empty when no column fits (the context id: every row goes into one context).
    QString candidateId;
    QString text;
    QString contextId;
    QString contextText;
    QString system;
    // Columns whose values are numbers: the ones a person may choose as
    // reference scores, in file order.
    QStringList numericColumns;
    // Of those, the ones named like a score and not holding anything else.
    QStringList referenceScores;
};

// `header` are the file's columns in order; `rows` its first rows as text, each
// in `header` order (a missing value counts as empty).
CandidateColumnGuess guessCandidateColumns(const QStringList& header,
                                           const QList<QStringList>& rows);

} // namespace pairrank::storage
