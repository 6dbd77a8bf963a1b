#include "run_loop.h"

#include "core/analysis/judge_diagnostics.h"
#include "core/judge/judge_settings.h"
#include "run_budget.h"
#include "storage/catalog_store.h"

#include <QDateTime>
#include <QTimer>

#include <cmath>
#include <utility>

namespace pairrank::run {

namespace {

// Adds the time spent in one engine entry point to the engine's total.
class EngineTime {
public:
    explicit EngineTime(double& total)
        : m_total(total) {
        m_clock.start();
    }
    ~EngineTime() { m_total += static_cast<double>(m_clock.nsecsElapsed()) * 1e-9; }
    EngineTime(const EngineTime&) = delete;
    EngineTime& operator=(const EngineTime&) = delete;

private:
    double& m_total;
    QElapsedTimer m_clock;
};

} // namespace

RunLoop::RunLoop(quint64 jobId, QString projectPath, domain::RunId run,
                 int snapshotIntervalMilliseconds, QObject* context, RunLoopCallbacks callbacks)
    : m_jobId(jobId)
    , m_projectPath(std::move(projectPath))
    , m_runId(run)
    , m_snapshotIntervalMilliseconds(std::max(0, snapshotIntervalMilliseconds))
    , m_context(context)
    , m_callbacks(std::move(callbacks)) {}

RunLoop::~RunLoop() = default;

void RunLoop::start() {
    m_sessionClock.start();
    setState(RunState::Starting);
    {
        EngineTime timing(m_engineSeconds);
        if (Status status = open(); !status) {
            fail(status.message());
            return;
        }
    }
    setState(RunState::Running);
    maybeSnapshot(true);
    pump();
}

Status RunLoop::open() {
    auto database = storage::ProjectDatabase::open(m_projectPath);
    if (!database) {
        return makeError(
            QStringLiteral("opening %1: %2").arg(m_projectPath, database.error().toString()));
    }
    m_database = std::move(database).value();
    auto definition = loadRunDefinition(*m_database, m_runId);
    if (!definition) {
        return definition.error();
    }
    m_definition = std::move(definition).value();
    auto rebuilt = rebuildRun(*m_database, m_definition);
    if (!rebuilt) {
        return rebuilt.error();
    }
    m_contexts = std::move(rebuilt->contexts);
    m_stored = rebuilt->totals;
    for (const auto& context : m_contexts) {
        if (Status status = context->refresh(); !status) {
            return status;
        }
    }

    // The judge gets what is left of the run's token and money caps as its own budget,
    // so that it refuses requests beyond them (judge_settings.h).
    auto judgeSettings = judge::JudgeSettings::fromConfig(m_definition.judge);
    if (!judgeSettings) {
        return makeError(QStringLiteral("judge '%1': %2")
                             .arg(m_definition.judge.name, judgeSettings.error().message));
    }
    const RunSpending spent{m_stored.promptTokens + m_stored.completionTokens, m_stored.cost, 0.0};
    if (const qint64 tokens = remainingTokens(m_definition.settings.budget, spent); tokens > 0) {
        judgeSettings->budgetTokens = judgeSettings->budgetTokens > 0
                                          ? std::min(judgeSettings->budgetTokens, tokens)
                                          : tokens;
    }
    if (const double money = remainingMoney(m_definition.settings.budget, spent); money > 0.0) {
        judgeSettings->budgetMoney =
            judgeSettings->budgetMoney > 0.0 ? std::min(judgeSettings->budgetMoney, money) : money;
    }
    domain::JudgeConfig config = judgeSettings->toConfig(m_definition.judge.name);
    config.id = m_definition.judge.id;
    auto created = judge::Judge::create(config, m_definition.criterion);
    if (!created) {
        return makeError(
            QStringLiteral("judge '%1': %2").arg(m_definition.judge.name, created.error().message));
    }
    m_judge = std::move(created).value();
    const QString truthCriterion = judgeSettings->simulated.truthCriterion;
    for (const auto& context : m_contexts) {
        std::vector<double> truth;
        for (int position = 0; position < context->candidateCount(); ++position) {
            const auto& scores = context->candidate(position).referenceScores;
            if (truthCriterion.isEmpty() || !scores.contains(truthCriterion)) {
                truth.clear();
                break;
            }
            truth.push_back(scores.value(truthCriterion));
        }
        m_judge->describeContext(context->id(), context->candidateCount(), truth);
    }
    QObject::connect(m_judge.get(), &judge::Judge::answered, m_context,
                     [this](const judge::JudgeAnswer& answer) { onAnswered(answer); });
    QObject::connect(m_judge.get(), &judge::Judge::budgetExhausted, m_context,
                     [this](const QString& reason) { onCapReached(reason); });
    QObject::connect(m_judge.get(), &judge::Judge::circuitOpened, m_context,
                     [this](const QString& reason) {
                         m_failure = QStringLiteral("the judge stopped answering: ") + reason;
                         onCapReached(m_failure);
                     });

    auto writer = storage::JudgementWriter::prepare(*m_database);
    if (!writer) {
        return makeError(
            QStringLiteral("preparing to store judgements: %1").arg(writer.error().toString()));
    }
    m_writer.emplace(std::move(writer).value());
    auto lookup = storage::JudgementLookup::prepare(*m_database);
    if (!lookup) {
        return makeError(
            QStringLiteral("preparing to look up requests: %1").arg(lookup.error().toString()));
    }
    m_lookup.emplace(std::move(lookup).value());
    const storage::Status marked = m_database->transaction([&]() -> storage::Status {
        return storage::updateRunStatus(*m_database, m_runId, domain::RunStatus::Running,
                                        QDateTime::currentDateTimeUtc());
    });
    if (!marked) {
        return makeError(
            QStringLiteral("marking the run as running: %1").arg(marked.error().toString()));
    }
    return {};
}

judge::PairToJudge RunLoop::pairToJudge(std::size_t context, stats::OrderedPair pair,
                                        quint64 ticket) const {
    const ContextState& state = *m_contexts[context];
    const domain::Candidate& a = state.candidate(pair.a);
    const domain::Candidate& b = state.candidate(pair.b);
    judge::PairToJudge request;
    request.ticket = ticket;
    request.contextId = state.id();
    request.candidateA = a.id;
    request.candidateB = b.id;
    request.contextText = state.context().text;
    request.textA = a.text;
    request.textB = b.text;
    request.positionA = pair.a;
    request.positionB = pair.b;
    return request;
}

void RunLoop::pump() {
    if (m_ended) {
        return;
    }
    EngineTime timing(m_engineSeconds);
    if (m_state == RunState::Running) {
        const RunSpending spending{m_stored.promptTokens + m_stored.completionTokens +
                                       m_promptTokens + m_completionTokens,
                                   m_stored.cost + m_cost, runningSeconds()};
        if (const auto reason = capReached(m_definition.settings.budget, spending)) {
            onCapReached(*reason);
            return;
        }
        if (Status status = proposeAndSubmit(); !status) {
            fail(status.message());
            return;
        }
    }
    maybeSnapshot(false);
    checkFinished();
}

Status RunLoop::proposeAndSubmit() {
    // Cached answers resolve a batch at once, and with batches ahead one answered batch
    // is released per pass (each followed by a refit and a choice): loop until every
    // context waits on the judge.
    bool again = true;
    while (again && m_state == RunState::Running) {
        again = false;
        QList<judge::PreparedRequest> requests;
        for (std::size_t index = 0; index < m_contexts.size(); ++index) {
            ContextState& context = *m_contexts[index];
            if (context.releaseAnsweredBatch()) {
                again = true; // the next batch may be answered too
            }
            if (context.readyToRefit()) {
                if (Status status = context.refresh(); !status) {
                    return status;
                }
            }
            if (!context.wantsBatch()) {
                continue;
            }
            auto batch = context.proposeBatch();
            if (!batch) {
                return batch.error();
            }
            if (!batch->empty() && context.wantsBatch()) {
                again = true; // batches ahead: the next one is chosen at once
            }
            // Every pair's request, then one lookup for the whole batch of what the project
            // already holds for them.
            std::vector<judge::PreparedRequest> prepared;
            QStringList hashes;
            prepared.reserve(batch->size());
            for (const stats::OrderedPair& pair : *batch) {
                prepared.push_back(m_judge->prepare(pairToJudge(index, pair, m_nextTicket++)));
                hashes.append(prepared.back().requestHash);
            }
            auto stored = m_lookup->byRequestHashes(hashes);
            if (!stored) {
                return makeError(
                    QStringLiteral("looking up requests: %1").arg(stored.error().toString()));
            }
            std::vector<Arrival> cached;
            for (std::size_t position = 0; position < prepared.size(); ++position) {
                const stats::OrderedPair pair = (*batch)[position];
                judge::PreparedRequest& request = prepared[position];
                const domain::Judgement* reusable = nullptr;
                if (const auto found = stored->constFind(request.requestHash);
                    found != stored->constEnd()) {
                    for (const domain::Judgement& judgement : *found) {
                        if (domain::statusHasProbability(judgement.status) && judgement.p) {
                            reusable = &judgement;
                            break;
                        }
                    }
                }
                if (reusable != nullptr) {
                    // Already paid for (by another run): store this run's copy, cost nothing.
                    // The same prompt for this pair (e.g. two candidates with equal texts).
                    domain::Judgement copy = *reusable;
                    copy.id = 0;
                    copy.contextId = request.pair.contextId;
                    copy.candidateA = request.pair.candidateA;
                    copy.candidateB = request.pair.candidateB;
                    copy.promptTokens = 0;
                    copy.completionTokens = 0;
                    copy.cost = 0.0;
                    copy.createdAt = QDateTime();
                    cached.push_back(Arrival{index, pair, std::move(copy), true});
                    continue;
                }
                m_tickets.insert(request.pair.ticket, Ticket{index, pair});
                requests.append(std::move(request));
            }
            if (!cached.empty()) {
                if (Status status = storeAnswers(std::move(cached)); !status) {
                    return status;
                }
                again = true;
            }
        }
        if (!requests.isEmpty()) {
            m_judge->submit(requests);
            trackJudgeIdle();
        }
    }
    return {};
}

Status RunLoop::storeAnswers(std::vector<Arrival> answers) {
    if (answers.empty()) {
        return {};
    }
    const storage::Status stored = m_database->transaction([&]() -> storage::Status {
        for (Arrival& answer : answers) {
            answer.judgement.runId = m_runId;
            auto id = m_writer->add(answer.judgement);
            if (!id) {
                return storage::Status{id.error()};
            }
        }
        return {};
    });
    if (!stored) {
        return makeError(QStringLiteral("storing a judgement: %1").arg(stored.error().toString()));
    }
    // Stored first; only now does the model see them (DESIGN.md §5).
    for (const Arrival& answer : answers) {
        const domain::Judgement& judgement = answer.judgement;
        const bool hasProbability =
            domain::statusHasProbability(judgement.status) && judgement.p.has_value();
        ContextState& state = *m_contexts[answer.context];
        state.resolve(answer.pair, hasProbability ? judgement.p : std::nullopt);
        m_promptTokens += judgement.promptTokens.value_or(0);
        m_completionTokens += judgement.completionTokens.value_or(0);
        m_cost += judgement.cost.value_or(0.0);
        if (hasProbability) {
            ++m_answersWithProbability;
            m_cachedReused += answer.cached ? 1 : 0;
        } else {
            ++m_failures;
            if (m_callbacks.failure && !m_ended) {
                m_callbacks.failure(FailureEntry{m_jobId, QDateTime::currentDateTimeUtc(),
                                                 state.id(), judgement.candidateA,
                                                 judgement.candidateB, judgement.failureReason});
            }
        }
    }
    return {};
}

void RunLoop::onAnswered(const judge::JudgeAnswer& answer) {
    if (m_ended) {
        return;
    }
    const auto found = m_tickets.constFind(answer.ticket);
    if (found == m_tickets.constEnd()) {
        return; // not ours (a previous session's judge is gone with it)
    }
    const Ticket ticket = *found;
    m_tickets.erase(found);
    trackJudgeIdle();
    // Cancelled pairs and pairs never sent (refused by the budget or the circuit
    // breaker before any attempt) are not stored: they may be asked later.
    if (answer.cancelled ||
        (answer.attempts == 0 && answer.judgement.status == domain::JudgementStatus::Failed)) {
        EngineTime timing(m_engineSeconds);
        m_contexts[ticket.context]->cancel(ticket.pair);
    } else {
        m_arrived.push_back(Arrival{ticket.context, ticket.pair, answer.judgement, false});
    }
    scheduleProcessing();
}

void RunLoop::scheduleProcessing() {
    if (m_processingScheduled || m_ended) {
        return;
    }
    m_processingScheduled = true;
    // Answers arriving together are taken in one pass after the event loop has handed
    // over everything the network delivered.
    QTimer::singleShot(0, m_context, [this]() {
        m_processingScheduled = false;
        processAnswers();
    });
}

void RunLoop::processAnswers() {
    if (m_ended) {
        return;
    }
    {
        EngineTime timing(m_engineSeconds);
        if (Status status = storeAnswers(std::exchange(m_arrived, {})); !status) {
            fail(status.message());
            return;
        }
    }
    pump();
}

void RunLoop::onCapReached(const QString& reason) {
    if (m_ended || !m_capReason.isEmpty()) {
        return;
    }
    m_capReason = reason;
    for (const auto& context : m_contexts) {
        context->stop(reason);
    }
    if (m_judge) {
        m_judge->cancelAll();
    }
    scheduleProcessing();
}

double RunLoop::runningSeconds() const {
    if (!m_sessionClock.isValid()) {
        return 0.0;
    }
    double paused = m_pausedSeconds;
    if (m_state == RunState::Paused) {
        paused += static_cast<double>(m_pauseClock.nsecsElapsed()) * 1e-9;
    }
    return std::max(0.0, static_cast<double>(m_sessionClock.nsecsElapsed()) * 1e-9 - paused);
}

} // namespace pairrank::run
