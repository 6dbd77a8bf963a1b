// The current ranking of one context under one criterion, computed from the
// stored judgements (DESIGN.md §6, the Ranking tab; `pairrank-cli ranking`).
// A value: rows are copies, ready to be shown or printed.
#pragma once

#include "core/domain/identifiers.h"
#include "interval.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace pairrank::analysis {

struct RankingRow {
    domain::CandidateId candidateId = 0;
    QString externalId;
    QString system;
    QString textPreview; // the first characters of the text, one line
    int position = 0;    // in the context
    int rank = 0;        // 1 = best
    double score = 0.0;  // centred to mean 0
    // Posterior (poe-* models only): Laplace standard deviation, 95 % credible interval
    // of the score, 95 % interval of the rank from draws of the Laplace Gaussian.
    std::optional<double> standardDeviation;
    std::optional<Interval> credibleInterval;
    std::optional<int> rankLower; // best plausible rank (smallest number)
    std::optional<int> rankUpper;
    std::optional<double> probabilityAboveNext; // P(better than the row below); none for the last
    int judgementsSeen = 0;
    std::optional<double> referenceScore; // of the criterion, when imported
};

struct RankingSnapshot {
    domain::ContextId contextId = 0;
    QString contextExternalId;
    domain::CriterionId criterionId = 0;
    QString criterionName;
    QString model;
    qint64 comparisons = 0;                  // judgements with a probability used
    qint64 judgementsWithoutProbability = 0; // failed and refused, not used
    qint64 humanLabels = 0;                  // used as experts (RankingRequest::useHumanLabels)
    qint64 absoluteRatings = 0; // candidates whose absolute rating is an expert of the fit
    double homeAdvantage = 0.0; // δ used
    std::optional<double> entropy;
    // When the entropy is estimated (stochastic_log_determinant.h), not computed exactly.
    std::optional<double> entropyStandardError;
    // A probabilistic model above kRankingCovarianceLimit candidates (ranking.h) is fitted
    // without the covariance: its intervals come from `intervalDraws` draws of the
    // posterior (laplace_draws.h) and its entropy is estimated, or both are omitted when no
    // draws were asked for.
    bool intervalsOmitted = false;
    int intervalDraws = 0;
    std::optional<double> spearmanAgainstReference;
    QList<RankingRow> rows; // by rank
};

} // namespace pairrank::analysis

Q_DECLARE_METATYPE(pairrank::analysis::RankingSnapshot)
