#include "run_loop.h"

#include "core/analysis/absolute_experts.h"
#include "core/judge/judge_settings.h"
#include "run_budget.h"
#include "run_store.h"
#include "storage/human_queue_store.h"

#include <QTimer>

#include <algorithm>
#include <utility>

namespace pairrank::run {

RunLoop::RunLoop(quint64 jobId, QString projectPath, domain::RunId run,
                 int snapshotIntervalMilliseconds, QObject* context, RunLoopCallbacks callbacks)
    : m_jobId(jobId)
    , m_projectPath(std::move(projectPath))
    , m_runId(run)
    , m_context(context)
    , m_callbacks(std::move(callbacks))
    , m_throttle(snapshotIntervalMilliseconds) {}

RunLoop::~RunLoop() {
    // The pipeline refers to the judge and the database: it goes first.
    m_pipeline.reset();
}

bool RunLoop::hasEnded() const {
    return m_state == RunState::Finished || m_state == RunState::Stopped ||
           m_state == RunState::Failed;
}

void RunLoop::start() {
    m_accounting.startClock();
    setState(RunState::Starting);
    {
        RunAccounting::EngineTime timing(m_accounting);
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
        return database.error().withContext(QStringLiteral("opening %1").arg(m_projectPath));
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
    m_accounting.setBefore(rebuilt->totals);
    m_humanLabels = std::move(rebuilt->humanLabels);
    if (m_definition.settings.humanBudget > 0) {
        m_humanQueue.emplace(m_runId, m_definition.criterion.id, m_definition.settings.humanBudget,
                             m_definition.settings.seed);
        auto queued = storage::queuedPairsOfRun(*m_database, m_runId);
        if (!queued) {
            return queued.error().withContext(QStringLiteral("reading the pairs put to people"));
        }
        m_humanQueue->restore(*queued, m_contexts);
        m_humanQueue->learn(rebuilt->humanLabelsAtStart, m_contexts);
    }
    for (const auto& context : m_contexts) {
        if (Status status = context->refresh(); !status) {
            return status;
        }
    }
    if (Status status = openJudge(); !status) {
        return status;
    }
    auto pipeline = JudgingPipeline::create(
        *m_database, m_runId, *m_judge, m_definition.judge,
        PipelineCallbacks{[this](Delivery delivery) {
                              {
                                  RunAccounting::EngineTime timing(m_accounting);
                                  fold(std::move(delivery));
                              }
                              pump();
                          },
                          [this](const Error& error) {
                              fail(error.toString());
                          }});
    if (!pipeline) {
        return pipeline.error();
    }
    m_pipeline = std::move(pipeline).value();
    for (const auto& context : m_contexts) {
        m_pipeline->addContext(context->context(), context->candidates());
    }
    if (Status marked = setRunStatus(*m_database, m_runId, domain::RunStatus::Running); !marked) {
        return marked.error().withContext(QStringLiteral("marking the run as running"));
    }
    return {};
}

Status RunLoop::openJudge() {
    // The judge gets what is left of the run's token and money caps as its own budget,
    // so that it refuses requests beyond them (judge_settings.h).
    auto judgeSettings = judge::JudgeSettings::fromConfig(m_definition.judge);
    if (!judgeSettings) {
        return judgeSettings.error().withContext(
            QStringLiteral("judge '%1'").arg(m_definition.judge.name));
    }
    const RunSpending spent = m_accounting.spending(false);
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
        return created.error().withContext(
            QStringLiteral("judge '%1'").arg(m_definition.judge.name));
    }
    m_judge = std::move(created).value();
    if (m_definition.settings.useAbsoluteScores && !m_judge->canScore()) {
        return makeError(QStringLiteral("absolute scores need an absolute template, and criterion "
                                        "'%1' has none")
                             .arg(m_definition.criterion.name));
    }
    QObject::connect(m_judge.get(), &judge::Judge::budgetExhausted, m_context,
                     [this](const QString& reason) {
                         endEarly(EarlyEnd{reason, false});
                     });
    QObject::connect(
        m_judge.get(), &judge::Judge::circuitOpened, m_context, [this](const QString& reason) {
            endEarly(EarlyEnd{QStringLiteral("the judge stopped answering: ") + reason, true});
        });
    return {};
}

void RunLoop::pump() {
    if (hasEnded()) {
        return;
    }
    {
        RunAccounting::EngineTime timing(m_accounting);
        if (m_state == RunState::Running && !m_earlyEnd) {
            if (const auto reason =
                    capReached(m_definition.settings.budget, m_accounting.spending(false))) {
                endEarly(EarlyEnd{*reason, false});
            } else if (Status status = askForBatches(); !status) {
                fail(status.message());
                return;
            }
        }
    }
    maybeSnapshot(false);
    checkFinished();
}

Status RunLoop::askForBatches() {
    // With batches ahead, one answered batch is released per pass (each followed by a
    // refit and a choice): loop until every context waits on the judge.
    bool again = true;
    while (again && m_state == RunState::Running) {
        again = false;
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
            if (const std::vector<int> ratings = context.takeRatingsToAsk(); !ratings.empty()) {
                if (Status status =
                        m_pipeline->askRatings(index, m_definition.criterion.id, ratings);
                    !status) {
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
            if (Status status = m_pipeline->ask(index, *batch); !status) {
                return status;
            }
        }
    }
    trackJudgeIdle();
    return {};
}

void RunLoop::fold(Delivery delivery) {
    for (const WithdrawnPair& withdrawn : delivery.withdrawn) {
        m_contexts[withdrawn.context]->cancel(withdrawn.pair);
    }
    // Stored first (the pipeline); only now does the model see them (DESIGN.md §5).
    std::vector<AnsweredPair> answered;
    for (const StoredAnswer& answer : delivery.stored) {
        const domain::Judgement& judgement = answer.judgement;
        const bool hasProbability =
            domain::statusHasProbability(judgement.status) && judgement.p.has_value();
        ContextState& state = *m_contexts[answer.context];
        state.resolve(answer.pair, hasProbability ? judgement.p : std::nullopt);
        if (hasProbability) {
            answered.push_back({answer.context, answer.pair, *judgement.p});
        }
        m_accounting.count(judgement, answer.reused);
        if (!hasProbability && m_callbacks.failure && !hasEnded()) {
            m_callbacks.failure(FailureEntry{m_jobId, QDateTime::currentDateTimeUtc(), state.id(),
                                             judgement.candidateA, judgement.candidateB,
                                             judgement.failureReason,
                                             state.candidate(answer.pair.a).externalId,
                                             state.candidate(answer.pair.b).externalId});
        }
    }
    queueForPeople(answered);
    for (const WithdrawnRating& withdrawn : delivery.withdrawnRatings) {
        m_contexts[withdrawn.context]->cancelRating(withdrawn.position);
    }
    for (const StoredRating& rating : delivery.ratings) {
        ContextState& state = *m_contexts[rating.context];
        auto expert = analysis::absoluteExpert(rating.score, rating.position,
                                               m_definition.settings.absoluteScoreWeight);
        state.recordRating(rating.position, expert ? *expert : std::nullopt);
        m_accounting.countRating(rating.score, rating.reused);
        const QString reason = !expert ? expert.error().message : rating.score.failureReason;
        if (!reason.isEmpty() && m_callbacks.failure && !hasEnded()) {
            m_callbacks.failure(FailureEntry{
                m_jobId, QDateTime::currentDateTimeUtc(), state.id(), rating.score.candidateId, 0,
                QStringLiteral("absolute rating: ") + reason,
                state.candidate(rating.position).externalId, QString()});
        }
    }
    trackJudgeIdle();
}

void RunLoop::endEarly(EarlyEnd end) {
    if (hasEnded() || m_earlyEnd) {
        return;
    }
    for (const auto& context : m_contexts) {
        context->stop(end.reason);
    }
    m_earlyEnd = std::move(end);
    if (m_judge) {
        m_judge->cancelAll(); // the cancelled pairs come back through the pipeline
    }
    // The end is decided in a pass of the event loop, once nothing is out.
    QTimer::singleShot(0, &m_timers, [this]() { pump(); });
}

Status RunLoop::refit(bool ending) {
    readHumanLabels(ending);
    for (const auto& context : m_contexts) {
        if (ending ? context->needsRefresh() : context->readyToRefit()) {
            if (Status status = context->refresh(); !status) {
                return status;
            }
        }
    }
    return {};
}

void RunLoop::queueForPeople(std::span<const AnsweredPair> answered) {
    if (!m_humanQueue || answered.empty() || m_humanQueue->queued() >= m_humanQueue->budget()) {
        return;
    }
    qint64 left = 0;
    for (const auto& context : m_contexts) {
        left += std::max<qint64>(0, context->planned() - context->comparisons());
    }
    const QList<storage::QueuedPair> chosen = m_humanQueue->offer(answered, m_contexts, left);
    // The queue is advice to people: a pair that could not be stored is not a lost answer
    // (it counts as asked, so that a failing database does not draw ever more pairs).
    if (Status stored = storage::queuePairsForPeople(*m_database, chosen); !stored) {
        qWarning("%s", qUtf8Printable(stored.error().toString()));
    }
}

void RunLoop::readHumanLabels(bool now) {
    if (!m_humanLabels ||
        (!now && m_sinceLabelRead.isValid() && m_sinceLabelRead.elapsed() < kLabelReadIntervalMs)) {
        return;
    }
    m_sinceLabelRead.start();
    // A failed read loses nothing: the labels stay in the project and the next read, or
    // the next session, takes them. The run's own writes report an outage of the database.
    auto read = m_humanLabels->read(*m_database, m_contexts);
    if (!read) {
        qWarning("%s", qUtf8Printable(read.error().toString()));
        return;
    }
    if (m_humanQueue) {
        m_humanQueue->learn(*read, m_contexts);
    }
}

RunTotals RunLoop::totals() const {
    qint64 done = 0;
    qint64 planned = 0;
    for (const auto& context : m_contexts) {
        done += context->comparisons();
        planned += context->planned();
    }
    const QString currency = m_definition.judge.settings.value(QStringLiteral("currency"))
                                 .toString(QStringLiteral("USD"));
    RunTotals result = m_accounting.totals(
        done, planned, m_judge ? m_judge->accounting() : judge::JudgeAccounting{}, currency,
        isPaused());
    result.humanLabels = m_humanLabels ? m_humanLabels->joined() : 0;
    if (m_humanQueue) {
        result.humanBudget = m_humanQueue->budget();
        result.humanQueued = m_humanQueue->queued();
        result.humanWaiting = m_humanQueue->waiting();
    }
    return result;
}

void RunLoop::trackJudgeIdle() {
    m_accounting.setJudgeIdle(m_state == RunState::Running && !hasEnded() && m_pipeline &&
                              m_pipeline->atJudge() == 0);
}

void RunLoop::setState(RunState state) {
    if (m_state == state) {
        return;
    }
    m_state = state;
    trackJudgeIdle();
    if (m_callbacks.stateChanged) {
        m_callbacks.stateChanged(state);
    }
}

} // namespace pairrank::run
