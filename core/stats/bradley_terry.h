// Hard Bradley–Terry on the judge's decisions (paper 000 §3.1, eq. 1–3):
// maximise Σ_ij w_ij log σ(s_i − s_j), w_ij = wins of i over j.
//
// Decisions are hardDecision(p) (baseline_scores.h): p = 0.5 is half a win each way.
// Following paper 000 §4.2 ("a prior of 1/(N−1) wins is added to each selected
// comparison") every comparison of positive weight adds 1/(N−1) of a win to EACH of its
// two candidates, so that a candidate that wins or loses everything keeps a finite score.
//
// Two solvers of the same likelihood equations W_i = Σ_j n_ij π_i / (π_i + π_j):
//   Zermelo / MM (Hunter 2004):  π_i ← W_i / Σ_j n_ij / (π_i + π_j), all i at once;
//   Newman (2023):               π_i ← Σ_j w_ij π_j/(π_i + π_j) / Σ_j w_ji/(π_i + π_j),
//                                one candidate at a time with the newest π (Gauss–Seidel;
//                                the simultaneous form can diverge).
// Both iterate until the largest change of a log-strength falls below `tolerance`
// (far tighter than the paper's 1e-4, which stops far from the limit for large sparse N).
//
// Scores s = log π are centred to mean 0. A candidate without comparisons keeps s = 0
// before centring; candidates in components that never met are on unrelated scales.
#pragma once

#include "comparison.h"
#include "linear_algebra.h"
#include "result.h"

#include <span>

namespace pairrank::stats {

enum class BradleyTerryIteration { Zermelo, Newman };

struct BradleyTerryOptions {
    BradleyTerryIteration iteration = BradleyTerryIteration::Zermelo;
    double tolerance = 1e-12;    // on max |Δ log π_i| per sweep
    int maxIterations = 1000000; // sweeps
};

struct BradleyTerryResult {
    Vector scores; // log-strengths, centred to mean 0
    int iterations = 0;
    // max_i |W_i − Σ_j n_ij σ(s_i − s_j)| / max(1, W_i): the score equations' residual
    double residual = 0.0;
};

// Preconditions: comparisons pass checkComparisons. Errors: tolerance ≤ 0,
// maxIterations < 1, no convergence within maxIterations (with the last change).
Result<BradleyTerryResult> fitHardBradleyTerry(std::span<const Comparison> comparisons,
                                               int candidateCount,
                                               const BradleyTerryOptions& options = {});

} // namespace pairrank::stats
