// A candidate's full text with its context, for the side panels of the
// Candidates and Ranking tabs; loaded in the project's worker.
#pragma once

#include "core/domain/candidate.h"
#include "core/domain/context.h"
#include "storage/project_database.h"

#include <QString>

namespace pairrank::ui {

struct CandidateDetails {
    domain::Candidate candidate;
    domain::Context context;
};

storage::Result<CandidateDetails> loadCandidateDetails(storage::ProjectDatabase& database,
                                                       domain::CandidateId id);

// The details as HTML for a QTextBrowser: id, system, reference scores, the
// text, and (when `withContext`) the context's text below it. Every piece of
// data is escaped.
QString candidateDetailsHtml(const CandidateDetails& details, bool withContext = true);
// Only the context's heading and text; empty when the context has no text.
QString candidateContextHtml(const CandidateDetails& details);

} // namespace pairrank::ui
