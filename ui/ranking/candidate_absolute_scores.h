// The absolute ratings of one candidate under one criterion (paper 002 §3.2), for
// the Ranking tab's evidence panel: read in the project's worker, and put in one
// compact line each — the mean rating Σ c p_c with the class distribution, or a
// failure or refusal with its reason.
#pragma once

#include "core/domain/absolute_score.h"
#include "storage/project_database.h"

#include <QList>
#include <QString>

#include <optional>

namespace pairrank::ui {

// The candidate's stored absolute scores of every status, in id order (the latest
// last); of one criterion, or of every criterion when `criterion` is empty.
storage::Result<QList<domain::AbsoluteScore>>
loadCandidateAbsoluteScores(storage::ProjectDatabase& database, domain::CandidateId candidate,
                            std::optional<domain::CriterionId> criterion);

// One line per score: "Absolute rating: 7.3 (P: 5 0.1, 6 0.2, 7 0.4, 8 0.3)" (the
// classes of probability ≥ 0.005), "Absolute rating failed: <reason>" or "… refused:
// <reason>"; "No absolute rating" first when none of them is a rating.
QString absoluteScoresText(const QList<domain::AbsoluteScore>& scores);

} // namespace pairrank::ui
