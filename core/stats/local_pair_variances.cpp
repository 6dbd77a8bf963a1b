#include "local_pair_variances.h"

#include "laplace_precision.h"
#include "parallel_tasks.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <string>
#include <thread>
#include <utility>

namespace pairrank::stats {
namespace {

// Fewer pairs than this are not worth a thread of their own.
constexpr std::size_t kPairsPerSlice = 4096;

// Sparse accumulation over a dense scratch vector: the entries touched since the last clear.
class SparseScratch {
public:
    explicit SparseScratch(int size)
        : m_values(static_cast<std::size_t>(size), 0.0)
        , m_touched(static_cast<std::size_t>(size), 0) {}

    void add(int index, double value) {
        const auto i = static_cast<std::size_t>(index);
        if (!m_touched[i]) {
            m_touched[i] = 1;
            m_indices.push_back(index);
        }
        m_values[i] += value;
    }
    double at(int index) const { return m_values[static_cast<std::size_t>(index)]; }
    const std::vector<int>& indices() const { return m_indices; }
    double squaredNorm() const {
        double sum = 0.0;
        for (const int index : m_indices) {
            sum += at(index) * at(index);
        }
        return sum;
    }
    void clear() {
        for (const int index : m_indices) {
            m_values[static_cast<std::size_t>(index)] = 0.0;
            m_touched[static_cast<std::size_t>(index)] = 0;
        }
        m_indices.clear();
    }

private:
    std::vector<double> m_values;
    std::vector<unsigned char> m_touched; // not vector<bool>: a byte is faster to test
    std::vector<int> m_indices;
};

} // namespace

Result<LocalPairVariances> LocalPairVariances::create(const PoeObjective& objective,
                                                      const Vector& scores, double homeAdvantage,
                                                      bool homeAdvantageFitted) {
    auto precision =
        LaplacePrecision::create(objective, scores, homeAdvantage, homeAdvantageFitted);
    if (!precision) {
        return precision.error();
    }
    const int n = objective.candidateCount();
    const Vector& curvatures = precision->curvatures;
    LocalPairVariances result;
    result.m_inverseRootDiagonal = precision->diagonal.cwiseSqrt().cwiseInverse();

    // Rows of A: a pair compared in both orders appears twice in a row, which the sparse
    // accumulation of variances() sums like one entry.
    const auto pairs = objective.pairs();
    result.m_offsets.assign(static_cast<std::size_t>(n) + 1, 0);
    for (const PairObservation& pair : pairs) {
        ++result.m_offsets[static_cast<std::size_t>(pair.a) + 1];
        ++result.m_offsets[static_cast<std::size_t>(pair.b) + 1];
    }
    for (std::size_t i = 1; i < result.m_offsets.size(); ++i) {
        result.m_offsets[i] += result.m_offsets[i - 1];
    }
    result.m_neighbours.resize(result.m_offsets.back());
    result.m_entries.resize(result.m_offsets.back());
    std::vector<std::size_t> next(result.m_offsets.begin(), result.m_offsets.end() - 1);
    const Vector& scale = result.m_inverseRootDiagonal;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const int a = pairs[k].a;
        const int b = pairs[k].b;
        const double entry = curvatures[static_cast<Index>(k)] * scale[a] * scale[b]; // M_ab
        const std::size_t fromA = next[static_cast<std::size_t>(a)]++;
        const std::size_t fromB = next[static_cast<std::size_t>(b)]++;
        result.m_neighbours[fromA] = b;
        result.m_entries[fromA] = entry;
        result.m_neighbours[fromB] = a;
        result.m_entries[fromB] = entry;
    }
    if (precision->home) {
        result.m_homeDirection = std::move(precision->home->direction);
        result.m_homeScale = precision->home->scale;
    }
    return result;
}

std::vector<double> LocalPairVariances::variances(std::span<const OrderedPair> pairs,
                                                  int hops) const {
    assert(hops >= 0 && hops <= 2);
    std::vector<double> result(pairs.size());
    // Every pair is independent of the others: slices of the pairs on every core, each with
    // its own scratch, give the same numbers on any number of threads.
    const int slices = static_cast<int>(
        std::min<std::size_t>(std::max(1U, std::thread::hardware_concurrency()),
                              (pairs.size() + kPairsPerSlice - 1) / kPairsPerSlice));
    runParallelTasks(slices, slices, [&](int slice) {
        const std::size_t begin =
            pairs.size() * static_cast<std::size_t>(slice) / static_cast<std::size_t>(slices);
        const std::size_t end =
            pairs.size() * static_cast<std::size_t>(slice + 1) / static_cast<std::size_t>(slices);
        evaluate(pairs.subspan(begin, end - begin), hops,
                 std::span<double>(result).subspan(begin, end - begin));
    });
    return result;
}

void LocalPairVariances::evaluate(std::span<const OrderedPair> pairs, int hops,
                                  std::span<double> out) const {
    const int n = candidateCount();
    SparseScratch once(n);  // M v
    SparseScratch twice(n); // M² v
    for (std::size_t index = 0; index < pairs.size(); ++index) {
        const OrderedPair& pair = pairs[index];
        const double va = m_inverseRootDiagonal[pair.a];
        const double vb = -m_inverseRootDiagonal[pair.b];
        double variance = va * va + vb * vb; // t = 0
        if (hops >= 1) {
            for (const auto& [node, weight] : {std::pair{pair.a, va}, std::pair{pair.b, vb}}) {
                const auto row = static_cast<std::size_t>(node);
                for (std::size_t k = m_offsets[row]; k < m_offsets[row + 1]; ++k) {
                    once.add(m_neighbours[k], m_entries[k] * weight);
                }
            }
            const double first = va * once.at(pair.a) + vb * once.at(pair.b); // vᵀ M v
            variance += first + once.squaredNorm();                           // t = 1, 2
            if (hops >= 2) {
                for (const int node : once.indices()) {
                    const auto row = static_cast<std::size_t>(node);
                    const double weight = once.at(node);
                    for (std::size_t k = m_offsets[row]; k < m_offsets[row + 1]; ++k) {
                        twice.add(m_neighbours[k], m_entries[k] * weight);
                    }
                }
                double third = 0.0; // (M v)ᵀ M (M v)
                for (const int node : once.indices()) {
                    third += once.at(node) * twice.at(node);
                }
                variance += third + twice.squaredNorm(); // t = 3, 4
                twice.clear();
            }
            once.clear();
        }
        if (m_homeDirection.size() > 0) {
            const double difference = m_homeDirection[pair.a] - m_homeDirection[pair.b];
            variance += difference * difference * m_homeScale;
        }
        out[index] = variance;
    }
}

} // namespace pairrank::stats
