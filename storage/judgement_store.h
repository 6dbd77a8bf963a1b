// Judgements in the project file. Each answer of a running judge is written in
// its own transaction before the model sees it (DESIGN.md §5); imports write
// many in one. Writes must run inside ProjectDatabase::transaction().
#pragma once

#include "core/domain/judgement.h"
#include "project_database.h"
#include "storage_result.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace pairrank::storage {

// Checks a judgement before it is stored: two different candidates, a p in
// (0, 1) exactly when the status carries one, no negative counts. The message
// names the bad field.
Status checkJudgement(const domain::Judgement& judgement);

// The raw answer stored with a judgement is an excerpt of at most this many characters.
inline constexpr qsizetype kRawAnswerExcerptCharacters = 4000;

// Inserts judgements with one prepared statement kept for many rows. A run
// keeps one writer for its lifetime and calls add() inside
// ProjectDatabase::transaction() once per answer: each answer is then durable
// on its own without preparing the statement again.
class JudgementWriter {
public:
    static Result<JudgementWriter> prepare(ProjectDatabase& database);
    // The judgement is checked first; createdAt defaults to now; the raw answer is
    // cut to kRawAnswerExcerptCharacters. Returns the new id.
    Result<domain::JudgementId> add(const domain::Judgement& judgement);

private:
    explicit JudgementWriter(ProjectDatabase& database);
    QSqlQuery m_insert;
};

// Finds the judgements made for request hashes (judge_request.h: backend, model, prompt
// and settings; a request is never paid for twice, DESIGN.md §4) with one statement
// prepared for many lookups: a run looks up every batch it is about to ask.
class JudgementLookup {
public:
    static Result<JudgementLookup> prepare(ProjectDatabase& database);
    // The judgements of many hashes (a batch about to be asked) in a few statements,
    // grouped by hash, each group in id order; hashes without a judgement are absent.
    Result<QHash<QString, QList<domain::Judgement>>>
    byRequestHashes(const QStringList& requestHashes);
    // The same for one hash, in id order.
    Result<QList<domain::Judgement>> byRequestHash(const QString& requestHash);

private:
    explicit JudgementLookup(ProjectDatabase& database);
    QSqlQuery m_select; // request_hash IN (kHashesPerStatement placeholders)
};

// Stores one judgement in its own transaction (or the caller's, when one is open).
Result<domain::JudgementId> insertJudgement(ProjectDatabase& database,
                                            const domain::Judgement& judgement);

// One page of judgements in id order after `afterId`, optionally of one run. (Not of
// one context: no index orders a context's judgements by id, so every page would sort
// the whole context. comparison_loader.h reads a context's judgements in one query.)
struct JudgementPageRequest {
    std::optional<domain::RunId> runId;
    domain::JudgementId afterId = 0;
    int limit = 500;
};
Result<QList<domain::Judgement>> judgementsPage(ProjectDatabase& database,
                                                const JudgementPageRequest& request);

// Every judgement matching the request's filters after request.afterId, read in
// pages of request.limit rows. forEachJudgement hands them to `visit` one page at
// a time (memory stays at one page) and stops at the first error `visit` returns.
Result<QList<domain::Judgement>> allJudgements(ProjectDatabase& database,
                                               JudgementPageRequest request);
Status forEachJudgement(ProjectDatabase& database, JudgementPageRequest request,
                        const std::function<Status(const domain::Judgement&)>& visit);

// The judgements that involve a candidate (in either position), newest first, at
// most `limit` of them, and how many there are in all. Uses the indexes on
// candidate_a and candidate_b: it never reads the rest of the context.
struct CandidateJudgementsFilter {
    std::optional<domain::CriterionId> criterion; // empty: every criterion
    bool withoutProbability = true;               // failed calls and refusals too
};
struct CandidateJudgementsPage {
    QList<domain::Judgement> newest;
    qint64 total = 0; // matching the filter
    // Failed and refused ones of the filter's criterion, counted even when the
    // filter leaves them out, so that a reader knows they are there.
    qint64 withoutProbability = 0;
};
Result<CandidateJudgementsPage> judgementsOfCandidate(ProjectDatabase& database,
                                                      domain::CandidateId candidate, int limit,
                                                      const CandidateJudgementsFilter& filter = {});

// How many judgements of runs of `criterion` carry a probability (failures and
// refusals left out).
Result<qint64> countJudgementsWithProbability(ProjectDatabase& database,
                                              domain::CriterionId criterion);

} // namespace pairrank::storage
