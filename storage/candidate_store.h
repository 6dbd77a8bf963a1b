// Contexts and candidates in the project file, with the candidates' reference
// scores. Writes must run inside ProjectDatabase::transaction().
#pragma once

#include "core/common/progress.h"
#include "core/domain/candidate.h"
#include "core/domain/context.h"
#include "project_database.h"
#include "storage_result.h"

#include <QHash>
#include <QList>

#include <optional>

namespace pairrank::storage {

// Inserts contexts and candidates with prepared statements kept for many rows
// (an import adds 100,000 of them). A candidate's position is assigned here:
// the next free index in its context. Lives only inside one transaction.
class CandidateWriter {
public:
    static Result<CandidateWriter> prepare(ProjectDatabase& database);

    Result<domain::ContextId> addContext(const domain::Context& context);
    // Gives a stored context its text (one that had none).
    Status setContextText(domain::ContextId context, const QString& text);
    // Precondition: candidate.contextId names a stored context. The candidate's
    // id and position are ignored; both are assigned and returned in the result.
    Result<domain::Candidate> addCandidate(const domain::Candidate& candidate);

private:
    CandidateWriter(ProjectDatabase& database);
    Result<int> nextPosition(domain::ContextId context);

    QSqlQuery m_insertContext;
    QSqlQuery m_insertCandidate;
    QSqlQuery m_insertScore;
    QSqlQuery m_maxPosition;
    QSqlQuery m_updateContextText;
    QHash<domain::ContextId, int> m_nextPosition;
};

Result<std::optional<domain::Context>> findContextByExternalId(ProjectDatabase& database,
                                                               const QString& externalId);
// The context `id`, or without one the project's first (smallest id); nothing when there is
// no such context. One indexed read, where listContexts reads every context.
Result<std::optional<domain::Context>> findContext(ProjectDatabase& database,
                                                   std::optional<domain::ContextId> id);
Result<QList<domain::Context>> listContexts(ProjectDatabase& database);

// Where a candidate lives, for importers resolving external ids.
struct CandidateLocation {
    domain::CandidateId id = 0;
    domain::ContextId contextId = 0;
};
// Every candidate's location by external id (about 100 bytes per candidate).
Result<QHash<QString, CandidateLocation>> candidateLocations(ProjectDatabase& database);

// One page of candidates for views that scroll: the candidates of one context
// in position order after `afterPosition`, or of all contexts in id order after
// `afterId`. Reference scores are filled in.
struct CandidatePageRequest {
    std::optional<domain::ContextId> contextId;
    int afterPosition = -1;          // with contextId
    domain::CandidateId afterId = 0; // without contextId
    int limit = 500;
    std::optional<int> textPrefix; // as in candidatesOfContext
};
Result<QList<domain::Candidate>> candidatesPage(ProjectDatabase& database,
                                                const CandidatePageRequest& request);
// All candidates of one context in position order (the statistics engine's indices).
// With a textPrefix, each text is only its first textPrefix characters, cut by the
// database: what shows the beginnings of 100,000 texts need not read them whole.
// `progress` is asked before the read and every kCandidatesPerProgress rows (done: rows
// read, total unknown); an Abort ends it with cancelledError().
inline constexpr int kCandidatesPerProgress = 4096;
Result<QList<domain::Candidate>> candidatesOfContext(ProjectDatabase& database,
                                                     domain::ContextId context,
                                                     std::optional<int> textPrefix = {},
                                                     const common::ProgressCallback& progress = {});
// What candidateIdsInOrder() sorts by. Ties go by id; candidates without the value
// (no system, no reference score of the criterion) come last in either direction.
// Text and ids sort as the database compares text (bytes in a file, the server's
// collation on PostgreSQL).
struct CandidateSortOrder {
    enum class Key { ExternalId, Context, System, Text, ReferenceScore };
    Key key = Key::ExternalId;
    QString criterion; // of ReferenceScore
    bool descending = false;
    friend bool operator==(const CandidateSortOrder&, const CandidateSortOrder&) = default;
};
// The ids of one context's candidates (of every context when none is given) in
// `order`: one query over ids only, so that a table of 100,000 candidates is sorted
// by the database and read one page at a time (candidatesWithIds).
Result<QList<domain::CandidateId>> candidateIdsInOrder(ProjectDatabase& database,
                                                       std::optional<domain::ContextId> context,
                                                       const CandidateSortOrder& order);
// The candidates with the given ids, in the order of `ids` (ids not in the project
// are left out); textPrefix as in candidatesOfContext.
Result<QList<domain::Candidate>> candidatesWithIds(ProjectDatabase& database,
                                                   const QList<domain::CandidateId>& ids,
                                                   std::optional<int> textPrefix = {});
// The external ids of the given candidates, by id (ids not in the project are absent):
// what names a few candidates need not read a context's every row.
Result<QHash<domain::CandidateId, QString>> externalIdsOf(ProjectDatabase& database,
                                                          const QList<domain::CandidateId>& ids);
Result<std::optional<domain::Candidate>> findCandidate(ProjectDatabase& database,
                                                       domain::CandidateId id);

} // namespace pairrank::storage
