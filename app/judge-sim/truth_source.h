// The hidden truth of the simulator: candidates with an id, a true score and,
// when known, their text (by which the simulator recognises them in a prompt).
#pragma once

#include "storage/storage_result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace pairrank::judgesim {

struct TruthItem {
    QString id;
    double score = 0;
    QByteArray text; // UTF-8; empty when the truth gives no text
};

// JSON Lines, one {"id": string or number, "score": finite number, "text": string}
// per line (text optional, but given for every item or for none). Refused, with
// file, line and column: malformed JSON, a missing or non-finite score, a missing,
// empty or duplicated id, an empty text, two items with the same text (they could
// not be told apart), text on some items only, fewer than 2 items.
storage::Result<QList<TruthItem>> loadTruthFile(const QString& path);

// Every candidate of a PairRank project (all contexts, in id order) with its text
// and its reference score for `criterion`; id = the candidate's external id (its
// numeric id when that is empty). Candidates without that score are left out and
// counted in `skipped`. Refused: no candidate with the score, or fewer than 2, or
// two candidates with the same text.
storage::Result<QList<TruthItem>> loadTruthFromProject(const QString& path,
                                                       const QString& criterion, int& skipped);

} // namespace pairrank::judgesim
