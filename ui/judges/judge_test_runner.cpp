#include "judge_test_runner.h"

#include "core/judge/judge.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

#include <algorithm>

namespace pairrank::ui {

JudgeTestRunner::JudgeTestRunner(QObject* parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_threadContext(new QObject) {
    m_thread->setObjectName(QStringLiteral("judge test"));
    m_threadContext->moveToThread(m_thread);
    m_thread->start();
}

JudgeTestRunner::~JudgeTestRunner() {
    ++m_generation;
    // The judges (children of the context) must die in their own thread: they own
    // network replies and timers of that thread.
    QObject* context = m_threadContext;
    QMetaObject::invokeMethod(
        m_threadContext, [context] { delete context; }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void JudgeTestRunner::start(const domain::JudgeConfig& config, const domain::Criterion& criterion,
                            const judge::PairToJudge& pair) {
    cancel();
    const quint64 generation = ++m_generation;
    m_running = true;
    QPointer<JudgeTestRunner> runner(this);
    QObject* context = m_threadContext;
    QMetaObject::invokeMethod(context, [runner, context, generation, config, criterion, pair] {
        const auto send = [runner, generation](const JudgeTestResult& result) {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [runner, generation, result] {
                    if (runner) {
                        runner->deliver(generation, result);
                    }
                },
                Qt::QueuedConnection);
        };
        auto created = judge::Judge::create(config, criterion, context);
        if (!created) {
            JudgeTestResult result;
            result.message = created.error().message;
            send(result);
            return;
        }
        judge::Judge* judge = created->release(); // owned by `context` from now on
        const judge::PreparedRequest request = judge->prepare(pair);
        QObject::connect(judge, &judge::Judge::answered, judge,
                         [judge, send, prompt = request.prompt](const judge::JudgeAnswer& answer) {
                             JudgeTestResult result;
                             result.status = answer.judgement.status;
                             result.p = answer.judgement.p;
                             result.rawAnswer = answer.judgement.rawAnswer;
                             result.prompt = prompt;
                             result.attempts = answer.attempts;
                             result.latencyMilliseconds = answer.judgement.latencyMilliseconds;
                             result.ok = !answer.cancelled &&
                                         domain::statusHasProbability(answer.judgement.status);
                             result.message = answer.cancelled ? JudgeTestRunner::tr("cancelled")
                                                               : answer.judgement.failureReason;
                             if (!answer.cancelled) {
                                 send(result);
                             }
                             judge->deleteLater();
                         });
        judge->describeContext(pair.contextId, std::max(pair.positionA, pair.positionB) + 1, {});
        judge->submit({request});
    });
}

void JudgeTestRunner::cancel() {
    if (!m_running) {
        return;
    }
    ++m_generation;
    m_running = false;
    QObject* context = m_threadContext;
    QMetaObject::invokeMethod(context, [context] {
        for (judge::Judge* judge : context->findChildren<judge::Judge*>()) {
            judge->cancelAll();
            judge->deleteLater();
        }
    });
}

void JudgeTestRunner::deliver(quint64 generation, const JudgeTestResult& result) {
    if (generation != m_generation) {
        return;
    }
    m_running = false;
    emit finished(result);
}

} // namespace pairrank::ui
