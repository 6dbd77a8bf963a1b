// Small projects for the session tests: contexts of candidates with reference
// scores ("coherence"), the default summary-coherence criterion, and a judge
// configuration of the in-process simulated backend whose hidden truth is the
// reference score.
#pragma once

#include "core/domain/identifiers.h"
#include "storage/project_database.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace pairrank::run::testing {

struct TestProjectSpec {
    int contexts = 3;
    int candidatesPerContext = 8;
    quint64 seed = 1; // of the reference scores
    double agreement = 0.9;
    double noise = 0.5;
    int concurrency = 8;
    // > 0: reference scores (position × spacing), well separated; 0: drawn N(0, 1).
    double scoreSpacing = 0.0;
};

inline const QString kCriterion = QStringLiteral("coherence");
inline const QString kSimulatedJudge = QStringLiteral("sim");

// Creates the project file at `path` (which must not exist).
void createTestProject(const QString& path, const TestProjectSpec& spec);

struct StoredJudgement {
    domain::JudgementId id = 0;
    domain::ContextId context = 0;
    domain::CandidateId a = 0;
    domain::CandidateId b = 0;
    QString requestHash;
    bool hasProbability = false;
};

// Adds `perContext` human labels to every context, on random pairs, choosing the
// candidate with the higher reference score (annotator "oracle").
storage::Status insertTruthfulHumanLabels(storage::ProjectDatabase& database, int perContext,
                                          quint64 seed = 5);

// Every candidate's external id (the name the simulator and the files use), by id.
QHash<domain::CandidateId, QString> candidateExternalIds(storage::ProjectDatabase& database);

// Every judgement of a run (of every run when run = 0), in id order.
std::vector<StoredJudgement> storedJudgements(storage::ProjectDatabase& database,
                                              domain::RunId run = 0);
// The number of request hashes that occur more than once among them.
int duplicateRequestHashes(const std::vector<StoredJudgement>& judgements);

} // namespace pairrank::run::testing
