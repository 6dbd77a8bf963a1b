#include "active_simulation_repetition.h"

#include "metrics.h"
#include "random.h"
#include "strategy_selection.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <string>

namespace pairrank::stats {
namespace {

// Streams of a repetition's generator (Random(seed).split(repetition)).
constexpr std::uint64_t kRepetitionJudgeStream = 0;
constexpr std::uint64_t kRepetitionSelectionStream = 1;
constexpr std::uint64_t kStartStream = 2;
constexpr std::uint64_t kPoolStream = 3;

// The repetition's judge: drawn truth and latent opinion, or a sample of the pool.
Result<SimulatedJudge> makeJudge(const ActiveSimulationSettings& settings, const Random& root) {
    const std::uint64_t seed = root.split(kRepetitionJudgeStream).next();
    if (!settings.pool) {
        return SimulatedJudge::createWithRandomTruth(settings.candidateCount, settings.judge, seed);
    }
    const ScorePool& pool = *settings.pool;
    std::vector<int> order(pool.truth.size());
    std::iota(order.begin(), order.end(), 0);
    Random draw = root.split(kPoolStream);
    draw.shuffle(std::span<int>(order));
    std::vector<double> truth, latent;
    for (int i = 0; i < settings.candidateCount; ++i) {
        truth.push_back(pool.truth[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])]);
        latent.push_back(pool.latent[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])]);
    }
    return SimulatedJudge::createWithLatent(std::move(truth), std::move(latent), settings.judge,
                                            seed);
}

// A reached target is compared with this slack: the last fit on all comparisons
// must count as reaching x · S_all even when x = 1 and rounding differs by an ulp.
constexpr double kReachSlack = 1e-12;

bool allEqual(const Vector& values) {
    return values.size() == 0 || (values.array() == values(0)).all();
}

// Spearman of fitted scores against reference scores; all-equal scores rank nothing
// and count as 0 (active_simulation.h).
Result<double> rankingSpearman(const Vector& scores, const std::vector<double>& reference) {
    if (allEqual(scores)) {
        return 0.0;
    }
    return spearmanCorrelation(
        std::span<const double>(scores.data(), static_cast<std::size_t>(scores.size())), reference);
}

Error repetitionError(int repetition, std::size_t comparisons, const std::string& message) {
    return Error{"repetition " + std::to_string(repetition) + " after " +
                 std::to_string(comparisons) + " judgements: " + message};
}

class Repetition {
public:
    Repetition(const ActiveSimulationSettings& settings, int index, SimulatedJudge judge,
               Random selectionRandom)
        : m_settings(settings)
        , m_index(index)
        , m_judge(std::move(judge))
        , m_selectionRandom(std::move(selectionRandom))
        , m_askedFlags(static_cast<std::size_t>(settings.candidateCount) *
                           static_cast<std::size_t>(settings.candidateCount),
                       false) {}

    Status computeReachTargets();
    Status askStartingChain(Random& startRandom);
    Status run(const SimulationProgressCallback& progress);
    RepetitionTrace takeTrace() { return std::move(m_trace); }

private:
    int candidateCount() const { return m_settings.candidateCount; }
    bool isAsked(int a, int b) const {
        return m_askedFlags[static_cast<std::size_t>(a) *
                                static_cast<std::size_t>(candidateCount()) +
                            static_cast<std::size_t>(b)];
    }
    Status ask(int a, int b);
    // Asks (a, b) unless it was asked already or the budget is spent.
    Status askIfNew(int a, int b) {
        if (m_comparisons.size() >= static_cast<std::size_t>(m_settings.budget) || isAsked(a, b)) {
            return Status::success();
        }
        return ask(a, b);
    }
    Status fitAndRecord();
    Result<SelectionResult> selectBatch(int batchSize);
    bool everyTargetSettled() const;
    Error error(const std::string& message) const {
        return repetitionError(m_index, m_comparisons.size(), message);
    }

    const ActiveSimulationSettings& m_settings;
    int m_index = 0;
    SimulatedJudge m_judge;
    Random m_selectionRandom;
    std::vector<bool> m_askedFlags; // N × N, row a, column b
    std::vector<OrderedPair> m_asked;
    std::vector<Comparison> m_comparisons;
    std::optional<FitResult> m_lastFit;
    std::vector<std::optional<double>> m_targets; // per reach fraction; nullopt: undefined
    RepetitionTrace m_trace;
};

Status Repetition::computeReachTargets() {
    if (m_settings.reachFractions.empty()) {
        return Status::success();
    }
    std::vector<Comparison> all;
    for (int a = 0; a < candidateCount(); ++a) {
        for (int b = 0; b < candidateCount(); ++b) {
            if (a != b) {
                all.push_back(*m_judge.judge(a, b));
            }
        }
    }
    FitOptions options = m_settings.fitOptions;
    options.computeCovariance = false;
    Result<FitResult> fit = fitModel(m_settings.model, all, candidateCount(), options);
    if (!fit) {
        return repetitionError(m_index, all.size(),
                               "fit to all comparisons failed: " + fit.error().message);
    }
    Result<double> spearman = rankingSpearman(fit->scores, m_judge.trueScores());
    if (!spearman) {
        return error(spearman.error().message);
    }
    m_trace.allComparisonsSpearman = *spearman;
    for (const double fraction : m_settings.reachFractions) {
        m_targets.push_back(*spearman > 0 ? std::optional<double>(fraction * *spearman)
                                          : std::nullopt);
    }
    m_trace.reach.assign(m_settings.reachFractions.size(), std::nullopt);
    return Status::success();
}

Status Repetition::ask(int a, int b) {
    Result<Comparison> judgement = m_judge.judge(a, b);
    if (!judgement) {
        return error(judgement.error().message);
    }
    m_comparisons.push_back(*judgement);
    m_asked.push_back({a, b});
    m_askedFlags[static_cast<std::size_t>(a) * static_cast<std::size_t>(candidateCount()) +
                 static_cast<std::size_t>(b)] = true;
    return Status::success();
}

Status Repetition::askStartingChain(Random& startRandom) {
    if (m_settings.start != StartingSet::Chain) {
        return Status::success();
    }
    std::vector<int> permutation(static_cast<std::size_t>(candidateCount()));
    std::iota(permutation.begin(), permutation.end(), 0);
    startRandom.shuffle(std::span<int>(permutation));
    for (std::size_t i = 0; i + 1 < permutation.size(); ++i) {
        if (Status status = ask(permutation[i], permutation[i + 1]); !status) {
            return status;
        }
    }
    return Status::success();
}

Status Repetition::fitAndRecord() {
    FitOptions options = m_settings.fitOptions;
    options.computeCovariance = needsModelPosterior(m_settings.selection.strategy);
    if (m_lastFit && m_settings.model.isProbabilistic()) {
        options.warmStart = m_lastFit->scores;
        if (options.homeAdvantage.mode == HomeAdvantageMode::Fit) {
            options.warmStartHomeAdvantage = m_lastFit->homeAdvantage;
        }
    }
    Result<FitResult> fit = fitModel(m_settings.model, m_comparisons, candidateCount(), options);
    if (!fit) {
        return error("fit failed: " + fit.error().message);
    }
    m_lastFit = std::move(fit).value();

    const int comparisons = static_cast<int>(m_comparisons.size());
    Result<double> spearman = rankingSpearman(m_lastFit->scores, m_judge.trueScores());
    if (!spearman) {
        return error(spearman.error().message);
    }
    m_trace.comparisons.push_back(comparisons);
    m_trace.spearman.push_back(*spearman);
    if (m_settings.trackLatentSpearman) {
        Result<double> latent = rankingSpearman(m_lastFit->scores, m_judge.latentScores());
        if (!latent) {
            return error(latent.error().message);
        }
        m_trace.latentSpearman.push_back(*latent);
    }
    for (std::size_t i = 0; i < m_targets.size(); ++i) {
        if (m_targets[i] && !m_trace.reach[i] && *spearman >= *m_targets[i] - kReachSlack) {
            m_trace.reach[i] = comparisons;
        }
    }
    return Status::success();
}

Result<SelectionResult> Repetition::selectBatch(int batchSize) {
    SelectionOptions options = m_settings.selection;
    options.batchSize = batchSize;
    const SelectionState state{candidateCount(), m_asked, {}};
    std::optional<PosteriorView> posterior;
    if (m_lastFit && m_lastFit->covariance) {
        posterior.emplace(
            PosteriorView{m_lastFit->scores, *m_lastFit->covariance, m_lastFit->homeAdvantage});
    }
    // Before the first fit the prior carries δ when the settings fix it.
    const HomeAdvantage& home = m_settings.fitOptions.homeAdvantage;
    const double delta = home.mode == HomeAdvantageMode::Fixed ? home.value : 0.0;
    return selectWithStrategy(
        state, options,
        StrategyInputs{
            m_selectionRandom, m_settings.fitOptions.priorVariance, posterior, delta, {}});
}

bool Repetition::everyTargetSettled() const {
    for (std::size_t i = 0; i < m_targets.size(); ++i) {
        if (m_targets[i] && !m_trace.reach[i]) {
            return false;
        }
    }
    return true;
}

Status Repetition::run(const SimulationProgressCallback& progress) {
    const auto budget = static_cast<std::size_t>(m_settings.budget);
    const bool fitEveryBatch = !m_settings.fitOnlyAtBudget;
    const auto fitAndReport = [&]() -> Status {
        if (Status status = fitAndRecord(); !status) {
            return status;
        }
        if (progress &&
            progress({m_index, m_settings.repetitions, static_cast<int>(m_comparisons.size()),
                      m_settings.budget}) == SimulationControl::Abort) {
            return error("cancelled");
        }
        return Status::success();
    };
    if (fitEveryBatch && !m_comparisons.empty()) {
        if (Status status = fitAndReport(); !status) {
            return status;
        }
    }
    while (m_comparisons.size() < budget) {
        if (m_settings.stopWhenReached && everyTargetSettled()) {
            return Status::success();
        }
        const int remaining = static_cast<int>(budget - m_comparisons.size());
        Result<SelectionResult> selection =
            selectBatch(std::min(m_settings.selection.batchSize, remaining));
        if (!selection) {
            return error("selection failed: " + selection.error().message);
        }
        if (selection->pairs.empty()) {
            m_trace.exhausted = true;
            break;
        }
        for (OrderedPair pair : selection->pairs) {
            if (m_settings.randomOrder && m_selectionRandom.bernoulli(0.5) &&
                !isAsked(pair.b, pair.a)) {
                std::swap(pair.a, pair.b);
            }
            if (Status status = askIfNew(pair.a, pair.b); !status) {
                return status;
            }
            if (m_settings.symmetric) {
                if (Status status = askIfNew(pair.b, pair.a); !status) {
                    return status;
                }
            }
        }
        if (fitEveryBatch) {
            if (Status status = fitAndReport(); !status) {
                return status;
            }
        }
    }
    if (!fitEveryBatch && !m_comparisons.empty()) {
        return fitAndReport();
    }
    return Status::success();
}

} // namespace

Result<RepetitionTrace> runSimulationRepetition(const ActiveSimulationSettings& settings,
                                                int repetition,
                                                const SimulationProgressCallback& progress) {
    const Random root = Random(settings.seed).split(static_cast<std::uint64_t>(repetition));
    Result<SimulatedJudge> judge = makeJudge(settings, root);
    if (!judge) {
        return repetitionError(repetition, 0, judge.error().message);
    }
    Repetition run(settings, repetition, std::move(judge).value(),
                   root.split(kRepetitionSelectionStream));
    if (Status status = run.computeReachTargets(); !status) {
        return status.error();
    }
    Random startRandom = root.split(kStartStream);
    if (Status status = run.askStartingChain(startRandom); !status) {
        return status.error();
    }
    if (Status status = run.run(progress); !status) {
        return status.error();
    }
    return run.takeTrace();
}

} // namespace pairrank::stats
