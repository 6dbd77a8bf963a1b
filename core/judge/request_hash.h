// The identity of a judge request (DESIGN.md §4): a judgement already in the
// project is found again by this hash and never requested twice.
#pragma once

#include "judge_request.h"
#include "judge_settings.h"
#include "label_tokens.h"

#include <QByteArray>
#include <QString>

namespace pairrank::judge {

// The canonical text the hash is computed over: a compact JSON object with
// sorted keys holding everything that changes the answer — backend name (for
// Backend::Local, "local" plus the protocol and local_model_path), model, prompt
// text, temperature, top_logprobs, samples_without_logprobs, system_prompt,
// extra_body (sorted keys, compact) and the two label words; for the command
// backend also the program and its arguments; for the simulated backend its options. Not included:
// endpoint, API key, concurrency, rate limits, timeouts, retries, circuit breaker, budget and
// prices.
//
// A Score request (absolute rating) adds "task": "score" and leaves out the
// label words and samples_without_logprobs, which play no part in its answer; a
// Compare request's text has no "task" member, so the hashes of comparisons stay
// what they were before there were Score requests (cached answers still match).
QByteArray canonicalRequestText(const QString& prompt, const JudgeSettings& settings,
                                const LabelWords& labels, JudgeTask task = JudgeTask::Compare);

// Lowercase hex SHA-256 of canonicalRequestText() (64 characters).
QString requestHash(const QString& prompt, const JudgeSettings& settings, const LabelWords& labels,
                    JudgeTask task = JudgeTask::Compare);

// A rough token count for cost estimates before any request: ceil(characters / 4),
// the usual rule of thumb for English text with BPE tokenisers; 0 for "".
qint64 estimateTokenCount(const QString& text);

} // namespace pairrank::judge
