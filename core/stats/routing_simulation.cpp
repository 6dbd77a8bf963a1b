#include "routing_simulation.h"

#include "cancelled_error.h"
#include "metrics.h"
#include "random.h"
#include "scoring_model.h"
#include "strategy_selection.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>

namespace pairrank::stats {
namespace {

// Streams of the seed: the truth, the judge, the people, the selection, the coins.
constexpr std::uint64_t kRoutingTruthStream = 0;
constexpr std::uint64_t kRoutingJudgeStream = 1;
constexpr std::uint64_t kRoutingPeopleStream = 2;
constexpr std::uint64_t kRoutingSelectionStream = 3;
constexpr std::uint64_t kRoutingCoinStream = 4;

// A pair the judge answered, with what the people's side keeps of it.
struct AnsweredPair {
    int a = 0;
    int b = 0;
    double p = 0.5;
    double prediction = 0.5;         // f at the time the coin was thrown
    double inclusionProbability = 0; // π (0: the arm puts no pair to people)
    bool asked = false;              // the coin said yes
    std::optional<bool> label;       // arrived: the person preferred a
};

struct PendingLabel {
    std::size_t pair = 0; // index into the answered pairs
    double arrival = 0.0; // simulated seconds
};

class RoutingRun {
public:
    RoutingRun(const RoutingSimulationSettings& settings, RoutingArm arm, SimulatedJudge judge,
               SimulatedAnnotator people)
        : m_settings(settings)
        , m_arm(arm)
        , m_judge(std::move(judge))
        , m_people(std::move(people))
        , m_selectionRandom(Random(settings.seed).split(kRoutingSelectionStream))
        , m_coins(Random(settings.seed).split(kRoutingCoinStream)) {
        m_model = *ModelSpec::parse("poe-bt");
        m_fitOptions.homeAdvantage.mode = HomeAdvantageMode::Fit;
        m_fitOptions.computeCovariance = true;
        const double judgeBudget = arm == RoutingArm::JudgeOnly
                                       ? settings.budget
                                       : settings.budget * (1.0 - settings.peopleShare);
        m_callBudget = static_cast<int>(std::floor(judgeBudget / settings.judgeCost));
        m_labelBudget = arm == RoutingArm::JudgeOnly
                            ? 0.0
                            : settings.budget * settings.peopleShare / settings.annotator.cost;
    }

    Result<RoutingRunResult> run(const common::ProgressCallback& progress);

private:
    Status answerBatch();
    Status putToPeople(std::size_t firstNew);
    void deliverLabels(bool all);
    Status refit();
    void record();
    std::vector<SystemPairWinRate> winRates() const;
    int system(int candidate) const { return candidate % m_settings.systems; }
    double oracleValue(const AnsweredPair& pair, double meanDifference) const {
        const std::vector<double>& truth = m_judge.trueScores();
        const double trueDifference = truth[pair.a] - truth[pair.b];
        const bool wrongWay = (meanDifference > 0.0) != (trueDifference > 0.0);
        return std::abs(trueDifference) * (wrongWay ? 1.0 : 1e-3);
    }

    const RoutingSimulationSettings& m_settings;
    RoutingArm m_arm;
    SimulatedJudge m_judge;
    SimulatedAnnotator m_people;
    Random m_selectionRandom;
    Random m_coins;
    ModelSpec m_model;
    FitOptions m_fitOptions;
    int m_callBudget = 0;
    double m_labelBudget = 0.0; // expected labels the budget affords
    double m_clock = 0.0;
    int m_labelsAsked = 0;
    std::vector<OrderedPair> m_asked;
    std::vector<OrderedPair> m_reservedForPeople; // reverse orders of pairs put to people
    std::vector<Comparison> m_comparisons;        // the judge's answers and the labels' experts
    std::vector<AnsweredPair> m_answered;
    std::vector<PendingLabel> m_pending;
    std::vector<LabelledJudgement> m_labelled;
    JudgeRecalibration m_recalibration;
    std::optional<FitResult> m_fit;
    RoutingRunResult m_result;
};

Result<RoutingRunResult> RoutingRun::run(const common::ProgressCallback& progress) {
    while (static_cast<int>(m_asked.size()) < m_callBudget) {
        const std::size_t firstNew = m_answered.size();
        if (Status status = answerBatch(); !status) {
            return status.error();
        }
        if (m_answered.size() == firstNew) {
            break; // no eligible pair left
        }
        m_clock += m_settings.batchSeconds;
        deliverLabels(false);
        if (m_arm != RoutingArm::JudgeOnly) {
            if (Status status = putToPeople(firstNew); !status) {
                return status.error();
            }
        }
        if (Status status = refit(); !status) {
            return status.error();
        }
        record();
        if (!common::shouldContinue(progress, {static_cast<std::int64_t>(m_asked.size()),
                                               m_callBudget, "simulating a routed run"})) {
            return cancelledError();
        }
    }
    if (!m_pending.empty()) {
        deliverLabels(true);
        if (Status status = refit(); !status) {
            return status.error();
        }
        record();
    }
    m_result.winRates = winRates();
    return std::move(m_result);
}

Status RoutingRun::answerBatch() {
    SelectionOptions options;
    options.strategy = m_settings.strategy;
    options.batchSize =
        std::min(m_settings.batchSize, m_callBudget - static_cast<int>(m_asked.size()));
    options.expert = m_model.expertWith(m_fitOptions.expert);
    const SelectionState state{m_judge.candidateCount(), m_asked, m_reservedForPeople};
    std::optional<PosteriorView> posterior;
    if (m_fit) {
        posterior.emplace(PosteriorView{m_fit->scores, *m_fit->covariance, m_fit->homeAdvantage});
    }
    Result<SelectionResult> chosen = selectWithStrategy(
        state, options,
        StrategyInputs{m_selectionRandom, m_fitOptions.priorVariance, posterior, 0.0, {}});
    if (!chosen) {
        return chosen.error();
    }
    for (const OrderedPair& pair : chosen->pairs) {
        Result<Comparison> answer = m_judge.judge(pair.a, pair.b);
        if (!answer) {
            return answer.error();
        }
        m_asked.push_back(pair);
        m_comparisons.push_back(*answer);
        AnsweredPair answered;
        answered.a = pair.a;
        answered.b = pair.b;
        answered.p = answer->p;
        m_answered.push_back(answered);
    }
    return Status::success();
}

Status RoutingRun::putToPeople(std::size_t firstNew) {
    const double batchCalls = static_cast<double>(m_answered.size() - firstNew);
    const double expected =
        labelsForAnswers(m_labelBudget - m_labelsAsked, batchCalls,
                         static_cast<double>(m_callBudget - static_cast<int>(m_asked.size())));
    std::vector<double> values;
    values.reserve(m_answered.size() - firstNew);
    for (std::size_t i = firstNew; i < m_answered.size(); ++i) {
        AnsweredPair& pair = m_answered[i];
        double difference = 0.0;
        double variance = m_fitOptions.priorVariance * 2.0;
        if (m_fit) {
            const Matrix& sigma = *m_fit->covariance;
            difference = m_fit->scores(pair.a) - m_fit->scores(pair.b);
            variance = sigma(pair.a, pair.a) + sigma(pair.b, pair.b) - 2.0 * sigma(pair.a, pair.b);
        }
        const HumanLabelValue value =
            humanLabelValue(pair.p, difference, variance, m_recalibration, m_settings.routing,
                            system(pair.a) == system(pair.b));
        pair.prediction = value.prediction;
        values.push_back(m_arm == RoutingArm::Routed   ? value.value
                         : m_arm == RoutingArm::Oracle ? oracleValue(pair, difference)
                                                       : 1.0);
    }
    Result<std::vector<double>> probabilities = inclusionProbabilities(values, expected);
    if (!probabilities) {
        return probabilities.error();
    }
    for (std::size_t k = 0; k < probabilities->size(); ++k) {
        AnsweredPair& pair = m_answered[firstNew + k];
        pair.inclusionProbability = (*probabilities)[k];
        if (pair.inclusionProbability > 0.0 && m_coins.bernoulli(pair.inclusionProbability)) {
            pair.asked = true;
            ++m_labelsAsked;
            m_pending.push_back({firstNew + k, m_clock + m_settings.annotator.latency});
            m_reservedForPeople.push_back({pair.b, pair.a});
        }
    }
    return Status::success();
}

void RoutingRun::deliverLabels(bool all) {
    const double halfWeight = m_settings.labelWeight / 2.0;
    auto arrived =
        std::stable_partition(m_pending.begin(), m_pending.end(), [&](const PendingLabel& label) {
            return !all && label.arrival > m_clock;
        });
    for (auto it = arrived; it != m_pending.end(); ++it) {
        AnsweredPair& pair = m_answered[it->pair];
        // prefersFirst cannot fail: the pair came from the selector, in range and distinct.
        const bool first = *m_people.prefersFirst(pair.a, pair.b);
        pair.label = first;
        const double p = first ? 1.0 - kProbabilityFloor : kProbabilityFloor;
        m_comparisons.push_back({pair.a, pair.b, p, halfWeight});
        m_comparisons.push_back({pair.b, pair.a, 1.0 - p, halfWeight});
        m_labelled.push_back({pair.p, first});
    }
    const bool any = arrived != m_pending.end();
    m_pending.erase(arrived, m_pending.end());
    if (any) {
        // Cannot fail: the judge's probabilities are clamped into [0, 1].
        m_recalibration = *fitJudgeRecalibration(m_labelled);
    }
}

Status RoutingRun::refit() {
    if (m_fit) {
        m_fitOptions.warmStart = m_fit->scores;
        m_fitOptions.warmStartHomeAdvantage = m_fit->homeAdvantage;
    }
    Result<FitResult> fit =
        fitModel(m_model, m_comparisons, m_judge.candidateCount(), m_fitOptions);
    if (!fit) {
        return Error{"fit after " + std::to_string(m_asked.size()) +
                     " judge calls: " + fit.error().message};
    }
    m_fit = std::move(*fit);
    return Status::success();
}

void RoutingRun::record() {
    RoutingCurvePoint point;
    point.judgeCalls = static_cast<int>(m_asked.size());
    point.labels = m_labelsAsked;
    point.spent =
        point.judgeCalls * m_settings.judgeCost + point.labels * m_settings.annotator.cost;
    const std::vector<double> scores(m_fit->scores.data(),
                                     m_fit->scores.data() + m_fit->scores.size());
    const Result<double> spearman = spearmanCorrelation(scores, m_judge.trueScores());
    point.spearman = spearman ? *spearman : 0.0; // all scores equal: no ranking
    m_result.curve.push_back(point);
}

std::vector<SystemPairWinRate> RoutingRun::winRates() const {
    if (m_arm == RoutingArm::JudgeOnly) {
        return {};
    }
    struct Items {
        std::vector<ActiveItem> items;
        double potentialFirst = 0.0;
    };
    std::map<std::pair<int, int>, Items> bySystems;
    for (const AnsweredPair& pair : m_answered) {
        const int sa = system(pair.a);
        const int sb = system(pair.b);
        if (sa == sb || pair.inclusionProbability <= 0.0) {
            continue;
        }
        // Oriented so that "first preferred" means G0 = the lower-numbered system won.
        const bool aIsFirst = sa < sb;
        Items& items = bySystems[{std::min(sa, sb), std::max(sa, sb)}];
        ActiveItem item;
        item.prediction = aIsFirst ? pair.prediction : 1.0 - pair.prediction;
        item.inclusionProbability = pair.inclusionProbability;
        if (pair.label) {
            item.firstPreferred = aIsFirst ? *pair.label : !*pair.label;
        }
        items.items.push_back(item);
        const bool potential = *m_people.prefersFirst(pair.a, pair.b);
        items.potentialFirst += (aIsFirst ? potential : !potential) ? 1.0 : 0.0;
    }
    std::vector<SystemPairWinRate> result;
    for (const auto& [systems, items] : bySystems) {
        const Result<ActiveWinRate> estimate = activeWinRate(items.items);
        if (!estimate) {
            continue; // cannot happen: items are non-empty and in range
        }
        result.push_back({systems.first, systems.second,
                          items.potentialFirst / static_cast<double>(items.items.size()),
                          *estimate});
    }
    return result;
}

} // namespace

const char* routingArmName(RoutingArm arm) {
    switch (arm) {
    case RoutingArm::JudgeOnly:
        return "judge-only";
    case RoutingArm::RandomPeople:
        return "random-people";
    case RoutingArm::Routed:
        return "routed";
    case RoutingArm::Oracle:
        return "oracle";
    }
    return "?";
}

Status RoutingSimulationSettings::check() const {
    if (candidateCount < 4 || candidateCount > kMaximumSelectionCandidates) {
        return Error{"candidateCount must be in [4, " +
                     std::to_string(kMaximumSelectionCandidates) + "], got " +
                     std::to_string(candidateCount)};
    }
    if (systems < 2 || systems > candidateCount / 2) {
        return Error{"systems must be in [2, candidateCount / 2], got " + std::to_string(systems)};
    }
    if (!(systemSpread >= 0.0 && std::isfinite(systemSpread))) {
        return Error{"systemSpread must be a finite number >= 0"};
    }
    if (!(budget > 0.0 && std::isfinite(budget))) {
        return Error{"budget must be a finite number > 0"};
    }
    if (!(peopleShare >= 0.0 && peopleShare < 1.0)) {
        return Error{"peopleShare must be in [0, 1), got " + std::to_string(peopleShare)};
    }
    if (batchSize < 1) {
        return Error{"batchSize must be >= 1"};
    }
    if (!(batchSeconds > 0.0 && std::isfinite(batchSeconds))) {
        return Error{"batchSeconds must be a finite number > 0"};
    }
    if (Status status = judge.check(); !status) {
        return Error{"judge: " + status.error().message};
    }
    if (!(judgeCost > 0.0 && std::isfinite(judgeCost))) {
        return Error{"judgeCost must be a finite number > 0"};
    }
    if (Status status = annotator.check(); !status) {
        return Error{"annotator: " + status.error().message};
    }
    if (!(annotator.cost > 0.0)) {
        return Error{"annotator: cost must be > 0 in a routed run"};
    }
    if (!(labelWeight > 0.0 && std::isfinite(labelWeight))) {
        return Error{"labelWeight must be a finite number > 0"};
    }
    if (Status status = routing.check(); !status) {
        return Error{"routing: " + status.error().message};
    }
    if (strategy == SelectionStrategy::DOptimal) {
        return Error{"strategy: d-optimal is not supported by the routing simulation"};
    }
    return Status::success();
}

Result<RoutingRunResult> simulateRouting(const RoutingSimulationSettings& settings, RoutingArm arm,
                                         const common::ProgressCallback& progress) {
    if (Status status = settings.check(); !status) {
        return status.error();
    }
    Random truthDraws = Random(settings.seed).split(kRoutingTruthStream);
    std::vector<double> systemEffects(static_cast<std::size_t>(settings.systems));
    for (double& effect : systemEffects) {
        effect = settings.systemSpread * truthDraws.normal();
    }
    std::vector<double> truth(static_cast<std::size_t>(settings.candidateCount));
    for (std::size_t i = 0; i < truth.size(); ++i) {
        truth[i] = systemEffects[i % systemEffects.size()] + truthDraws.normal();
    }
    const std::uint64_t judgeSeed = Random(settings.seed).split(kRoutingJudgeStream).next();
    Result<SimulatedJudge> judge = SimulatedJudge::create(truth, settings.judge, judgeSeed);
    if (!judge) {
        return judge.error();
    }
    const std::uint64_t peopleSeed = Random(settings.seed).split(kRoutingPeopleStream).next();
    Result<SimulatedAnnotator> people =
        SimulatedAnnotator::create(std::move(truth), settings.annotator, peopleSeed);
    if (!people) {
        return people.error();
    }
    RoutingRun run(settings, arm, std::move(*judge), std::move(*people));
    return run.run(progress);
}

double spearmanAtSpend(const std::vector<RoutingCurvePoint>& curve, double spent) {
    double result = 0.0;
    for (const RoutingCurvePoint& point : curve) {
        if (point.spent > spent) {
            break;
        }
        result = point.spearman;
    }
    return result;
}

} // namespace pairrank::stats
