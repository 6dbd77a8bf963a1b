// Resolves the names an imported judgement or label uses — candidate ids,
// criteria, judges, runs — to rows of the project, creating the criteria,
// judges and runs that do not exist yet. Used inside an import's transaction.
#pragma once

#include "candidate_store.h"
#include "core/domain/judge_config.h"
#include "import_common.h"
#include "project_database.h"
#include "record_fields.h"

#include <QHash>

namespace pairrank::storage {

inline constexpr const char* kImportedBackend = "imported";
inline constexpr const char* kDefaultCriterion = "overall";

struct ResolvedPair {
    domain::ContextId contextId = 0;
    domain::CandidateId candidateA = 0;
    domain::CandidateId candidateB = 0;
};

class ImportReferences {
public:
    explicit ImportReferences(ProjectDatabase& database)
        : m_database(database) {}

    Status load();
    // Resolves the columns `columnA` and `columnB` to two different candidates of
    // one context (and of the context named in `contextColumn`, when present).
    Result<ResolvedPair> resolvePair(const RecordFields& fields, const QString& columnA,
                                     const QString& columnB, const QString& contextColumn) const;
    void addCandidate(const QString& externalId, CandidateLocation location);

    Result<domain::CriterionId> criterion(const QString& name);
    // The judge of that name; created with the given backend and model when missing.
    Result<domain::JudgeConfigId> judge(const QString& name, const QString& backend,
                                        const QString& model);
    // The imported run of (judge, criterion, label); created when missing.
    Result<domain::RunId> run(domain::JudgeConfigId judge, domain::CriterionId criterion,
                              const QString& label, ImportSummary& summary);

private:
    ProjectDatabase& m_database;
    QHash<QString, CandidateLocation> m_candidates;
    QHash<QString, domain::ContextId> m_contexts;
    QHash<QString, domain::CriterionId> m_criteria;
    QHash<QString, domain::JudgeConfigId> m_judges;
    QHash<QString, domain::RunId> m_runs;
};

} // namespace pairrank::storage
