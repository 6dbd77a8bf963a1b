// One context "pool" for driving a ContextState without a project, shared by the session
// tests and bench_context_engine (header only: the benchmarks build without the tests).
#pragma once

#include "core/run/context_state.h"

namespace pairrank::run::testing {

// `candidates` candidates (ids 1…N, texts "candidate i") and `planned` comparisons.
inline ContextSetup poolContextSetup(int candidates, qint64 planned) {
    ContextSetup setup;
    setup.context.id = 1;
    setup.context.externalId = QStringLiteral("pool");
    for (int index = 0; index < candidates; ++index) {
        domain::Candidate candidate;
        candidate.id = index + 1;
        candidate.contextId = 1;
        candidate.text = QStringLiteral("candidate %1").arg(index);
        setup.candidates.append(candidate);
    }
    setup.planned = planned;
    return setup;
}

} // namespace pairrank::run::testing
