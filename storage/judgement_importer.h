// Imports judgements computed elsewhere (or exported from another project)
// from CSV, TSV or JSON Lines. All-or-nothing (see import_common.h).
//
// Columns (the names judgement export writes):
//   a, b          candidate ids as shown in positions A and B (required; both
//                 must exist in the project and share a context)
//   p             probability that A is better, strictly in (0, 1); required for
//                 status ok and tie, absent for failed and refusal
//   status        ok (default), tie, refusal, failed
//   context_id    optional; checked against the candidates' context
//   judge, backend, model, criterion (default "overall"), run (a run label;
//                 judgements with the same judge, criterion and run label share
//                 one imported run)
//   failure_reason, request_hash, raw_answer, prompt_tokens, completion_tokens,
//   latency_ms, cost, created_at (ISO 8601)
#pragma once

#include "import_common.h"
#include "project_database.h"

namespace pairrank::storage {

namespace judgement_columns {
inline const QString kA = QStringLiteral("a");
inline const QString kB = QStringLiteral("b");
inline const QString kP = QStringLiteral("p");
inline const QString kStatus = QStringLiteral("status");
inline const QString kContextId = QStringLiteral("context_id");
inline const QString kJudge = QStringLiteral("judge");
inline const QString kBackend = QStringLiteral("backend");
inline const QString kModel = QStringLiteral("model");
inline const QString kCriterion = QStringLiteral("criterion");
inline const QString kRun = QStringLiteral("run");
inline const QString kFailureReason = QStringLiteral("failure_reason");
inline const QString kRequestHash = QStringLiteral("request_hash");
inline const QString kRawAnswer = QStringLiteral("raw_answer");
inline const QString kPromptTokens = QStringLiteral("prompt_tokens");
inline const QString kCompletionTokens = QStringLiteral("completion_tokens");
inline const QString kLatency = QStringLiteral("latency_ms");
inline const QString kCost = QStringLiteral("cost");
inline const QString kCreatedAt = QStringLiteral("created_at");
} // namespace judgement_columns

inline const QString kDefaultImportedJudge = QStringLiteral("imported");
inline const QString kDefaultImportedRun = QStringLiteral("imported");

Result<ImportSummary> importJudgements(ProjectDatabase& database, RecordReader& reader,
                                       const common::ProgressCallback& progress = {});
Result<ImportSummary> importJudgementsFromFile(ProjectDatabase& database, const QString& path,
                                               InputFormat format,
                                               const common::ProgressCallback& progress = {});

} // namespace pairrank::storage
