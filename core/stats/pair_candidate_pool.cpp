#include "pair_candidate_pool.h"

#include "tie_rule.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pairrank::stats::detail {

namespace {

struct Ranked {
    double bound = 0.0;
    std::int64_t key = 0;
};

// The tie rule's order: a higher bound first, then the smaller key.
bool comesBefore(const Ranked& left, const Ranked& right) {
    return left.bound != right.bound ? left.bound > right.bound : left.key < right.key;
}

} // namespace

PairCandidatePool::PairCandidatePool(const CovarianceColumns& covariance, const Vector& diagonal,
                                     const VectorRef& mean, const PairExclusions& exclusions,
                                     ColumnScorer& scorer, std::size_t capacity,
                                     std::vector<double>& columnMaximum)
    : m_candidateCount(exclusions.candidateCount())
    , m_firstLeftOutBound(kNegativeInfinity)
    , m_firstLeftOutKey(std::numeric_limits<std::int64_t>::max()) {
    const int n = m_candidateCount;
    const auto count = static_cast<std::int64_t>(n);
    capacity = std::max<std::size_t>(1, capacity);
    std::vector<Ranked> kept;
    kept.reserve(2 * capacity);
    Ranked firstLeftOut{kNegativeInfinity, std::numeric_limits<std::int64_t>::max()};
    const auto keepBest = [&](std::size_t keep) {
        if (kept.size() <= keep) {
            return;
        }
        const auto cut = kept.begin() + static_cast<std::ptrdiff_t>(keep);
        std::nth_element(kept.begin(), cut, kept.end(), comesBefore);
        for (auto entry = cut; entry != kept.end(); ++entry) {
            if (comesBefore(*entry, firstLeftOut)) {
                firstLeftOut = *entry;
            }
        }
        kept.erase(cut, kept.end());
    };
    for (int high = 1; high < n; ++high) {
        const double maximum =
            scorer.scoreColumn(covariance, diagonal, mean, exclusions, high, true);
        columnMaximum[static_cast<std::size_t>(high)] = maximum;
        // Bounds are raised so that scorePair can never exceed them (roundingSafeBound).
        if (std::isnan(maximum) || roundingSafeBound(maximum) < firstLeftOut.bound) {
            continue;
        }
        const std::uint8_t* flags = exclusions.column(high);
        const double* lowFirst = scorer.lowFirst();
        const double* highFirst = scorer.highFirst();
        const auto consider = [&](double score, std::int64_t key) {
            const Ranked entry{roundingSafeBound(score), key};
            if (comesBefore(entry, firstLeftOut)) {
                kept.push_back(entry);
            }
        };
        for (int low = 0; low < high; ++low) {
            const std::uint8_t flag = flags[low];
            const bool lowFirstEligible = (flag & PairExclusions::kLowFirstExcluded) == 0;
            if (lowFirstEligible) {
                consider(lowFirst[low], low * count + high);
            }
            // Where both orders score alike, (high, low) has the larger key: it can only
            // be chosen once (low, high) is out, which a choice of (low, high) never
            // leaves it eligible for. So it is needed only when (low, high) is out already.
            if ((flag & PairExclusions::kHighFirstExcluded) == 0 &&
                (scorer.orderMatters() || !lowFirstEligible)) {
                consider(highFirst[low], high * count + low);
            }
        }
        if (kept.size() >= 2 * capacity) {
            keepBest(capacity);
        }
    }
    keepBest(capacity);
    m_firstLeftOutBound = firstLeftOut.bound;
    m_firstLeftOutKey = firstLeftOut.key;
    m_candidates.reserve(kept.size());
    for (const Ranked& entry : kept) {
        const int a = static_cast<int>(entry.key / count);
        const int b = static_cast<int>(entry.key % count);
        m_candidates.push_back(Candidate{
            a, b, ColumnScorer::pairVariance(covariance, diagonal, std::min(a, b), std::max(a, b)),
            0.0, 0.0});
    }
}

PairCandidatePool::Pick PairCandidatePool::pick(const VectorRef& mean,
                                                const PairExclusions& exclusions,
                                                const ColumnScorer& scorer,
                                                const BatchCovariance& batch) {
    const int rank = batch.rank();
    // Drop what was excluded since (chosen pairs and their reverses), take in the new
    // columns of W, score.
    std::erase_if(m_candidates, [&](const Candidate& candidate) {
        return exclusions.isExcluded(candidate.a, candidate.b);
    });
    double best = kNegativeInfinity;
    for (Candidate& candidate : m_candidates) {
        if (m_columnsSeen == 0 && rank > 0) {
            candidate.reduction = batch.pairReduction(std::min(candidate.a, candidate.b),
                                                      std::max(candidate.a, candidate.b));
        } else {
            for (int k = m_columnsSeen; k < rank; ++k) {
                const double gap = batch.factor(candidate.a, k) - batch.factor(candidate.b, k);
                candidate.reduction += gap * gap;
            }
        }
        candidate.score = scorer.scorePairVariance(mean, candidate.a, candidate.b,
                                                   candidate.variance, candidate.reduction);
        best = std::max(best, candidate.score);
    }
    m_columnsSeen = rank;
    if (m_candidates.empty()) {
        return {m_firstLeftOutBound == kNegativeInfinity ? Outcome::NoneLeft : Outcome::Undecided,
                {}};
    }
    if (std::isnan(best) || best == kNegativeInfinity) {
        return {Outcome::Undecided, {}};
    }
    const double threshold = tieThreshold(best);
    // A pair left out with a bound above the threshold might tie, whatever its key.
    if (m_firstLeftOutBound > threshold) {
        return {Outcome::Undecided, {}};
    }
    const auto count = static_cast<std::int64_t>(m_candidateCount);
    std::int64_t chosenKey = std::numeric_limits<std::int64_t>::max();
    for (const Candidate& candidate : m_candidates) {
        if (candidate.score >= threshold) {
            chosenKey = std::min(chosenKey, candidate.a * count + candidate.b);
        }
    }
    // Pairs left out reach the threshold only with a bound equal to it, and then have
    // keys after the first one left out: the choice stands when its key comes before.
    if (m_firstLeftOutBound == threshold && chosenKey >= m_firstLeftOutKey) {
        return {Outcome::Undecided, {}};
    }
    return {Outcome::Picked,
            OrderedPair{static_cast<int>(chosenKey / count), static_cast<int>(chosenKey % count)}};
}

} // namespace pairrank::stats::detail
