// The "simulated" backend: core/stats' SimulatedJudge in-process, one per
// context, judging by the candidates' positions (PairToJudge::positionA/B).
// A Score request gets the judge's class probabilities of the scores 1 … 10 for
// the candidate at positionA (SimulatedJudge::scoreClassProbabilities).
// For demos, tests and benchmarks; it costs nothing and never fails except for
// a context that was not described or a position outside it (permanent failures).
// With a latency each answer arrives that much later (a timer per attempt, cancellable).
#pragma once

#include "backend.h"
#include "core/stats/simulated_judge.h"
#include "judge_settings.h"

#include <QObject>

#include <unordered_map>
#include <vector>

namespace pairrank::judge {

class SimulatedBackend : public QObject, public JudgeBackend {
    Q_OBJECT
public:
    explicit SimulatedBackend(const SimulatedJudgeOptions& options, QObject* parent = nullptr);

    void start(AttemptId attempt, const PreparedRequest& request) override;
    void cancel(AttemptId attempt) override;
    void describeContext(domain::ContextId context, int candidateCount,
                         const std::vector<double>& trueScoresByPosition) override;

private:
    void deliver();

    SimulatedJudgeOptions m_options;
    std::unordered_map<domain::ContextId, stats::Result<stats::SimulatedJudge>> m_judges;
    void deliverLate(AttemptId attempt);

    std::vector<std::pair<AttemptId, BackendReply>> m_pending;
    std::unordered_map<AttemptId, BackendReply> m_late; // waiting out the latency
    bool m_deliveryScheduled = false;
};

} // namespace pairrank::judge
