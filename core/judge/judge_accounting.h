// Counters a judge keeps while it works, reported as a value snapshot.
#pragma once

#include <QtGlobal>

namespace pairrank::judge {

struct JudgeAccounting {
    qint64 submitted = 0; // pairs handed to submit()
    qint64 inFlight = 0;  // attempts on the wire now
    qint64 queued = 0;    // pairs waiting for a slot, a rate limit or a backoff
    qint64 answered = 0;  // Ok and Tie answers
    qint64 refused = 0;   // Refusal answers
    qint64 failed = 0;    // Failed answers (after the retries)
    qint64 cancelled = 0; // cancelled before an answer
    qint64 attempts = 0;  // every attempt made, retries included
    qint64 retries = 0;   // attempts after the first of a pair
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double cost = 0.0; // in the price table's currency
    bool circuitOpen = false;
};

} // namespace pairrank::judge
