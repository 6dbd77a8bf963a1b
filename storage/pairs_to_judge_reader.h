// Pairs to ask a judge about, as JSON Lines (`pairrank-cli judge --pairs`):
//
//   {"a": id, "b": id, "text_a": "…", "text_b": "…"}
//
// and optionally "context" (an id, default 0), "context_text", "position_a"
// and "position_b" (the candidates' places in their context, which the
// simulated judge judges by; by default the order in which the file first
// names each id within its context). Ids are text or integers, read exactly.
// A context's text is the first one a line gives: lines of that context
// without one take it, and a line giving a different one is refused. Errors
// name the file, line and column.
//
// Plain values: the caller makes the judge's requests of them.
#pragma once

#include "input_record.h"
#include "storage_result.h"

#include <QJsonValue>
#include <QList>

namespace pairrank::storage {

struct PairToJudgeLine {
    qint64 line = 0;
    // The ids as written (a string or an integer), for the output.
    QJsonValue context;
    QJsonValue idA;
    QJsonValue idB;
    // 0-based numbers of the context and of the two candidates, in the order the
    // file first names them (a candidate is an id within its context).
    qint64 contextNumber = 0;
    qint64 candidateNumberA = 0;
    qint64 candidateNumberB = 0;
    int positionA = 0;
    int positionB = 0;
    QString contextText;
    QString textA;
    QString textB;
};

Result<QList<PairToJudgeLine>> readPairsToJudge(RecordReader& reader);
// `path` may be "-" for standard input.
Result<QList<PairToJudgeLine>> readPairsToJudgeFile(const QString& path);

} // namespace pairrank::storage
