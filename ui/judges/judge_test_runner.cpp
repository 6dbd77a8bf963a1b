#include "judge_test_runner.h"

#include "core/judge/judge.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>

namespace pairrank::ui {

namespace {

// How often a test waiting for its answer asks whether it was cancelled.
constexpr int kCancelPollMilliseconds = 50;

// Sends `pair` to a judge made here and waits, in an event loop of this
// thread, for its one answer; a cancellation (the callback answering Abort)
// cancels the request, whose answer then arrives marked cancelled.
JudgeTestResult runJudgeTest(const domain::JudgeConfig& config, const domain::Criterion& criterion,
                             const judge::PairToJudge& pair,
                             const common::ProgressCallback& progress) {
    JudgeTestResult result;
    auto created = judge::Judge::create(config, criterion);
    if (!created) {
        result.message = created.error().message;
        return result;
    }
    std::unique_ptr<judge::Judge> judge = std::move(*created);
    const judge::PreparedRequest request = judge->prepare(pair);
    result.prompt = request.prompt;
    QEventLoop loop;
    bool answered = false;
    QObject::connect(
        judge.get(), &judge::Judge::answered, &loop, [&](const judge::JudgeAnswer& answer) {
            result.status = answer.judgement.status;
            result.p = answer.judgement.p;
            result.rawAnswer = answer.judgement.rawAnswer;
            result.attempts = answer.attempts;
            result.latencyMilliseconds = answer.judgement.latencyMilliseconds;
            result.ok = !answer.cancelled && domain::statusHasProbability(answer.judgement.status);
            result.message = answer.judgement.failureReason;
            answered = true;
            loop.quit();
        });
    QTimer cancelPoll;
    QObject::connect(&cancelPoll, &QTimer::timeout, &loop, [&] {
        if (!common::shouldContinue(progress, {})) {
            cancelPoll.stop();
            judge->cancelAll();
        }
    });
    judge->describeContext(pair.contextId, std::max(pair.positionA, pair.positionB) + 1, {});
    judge->submit({request});
    if (!answered) {
        cancelPoll.start(kCancelPollMilliseconds);
        loop.exec();
    }
    judge.reset();
    // What the judge left to deleteLater() (its network replies) goes now: this
    // thread runs no event loop after the job.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return result;
}

} // namespace

JudgeTestRunner::JudgeTestRunner(QObject* parent)
    : QObject(parent) {}

void JudgeTestRunner::start(const domain::JudgeConfig& config, const domain::Criterion& criterion,
                            const judge::PairToJudge& pair) {
    m_test.start(
        [config, criterion, pair](const common::ProgressCallback& progress) {
            return runJudgeTest(config, criterion, pair, progress);
        },
        [this](const JudgeTestResult& result) { emit finished(result); });
}

} // namespace pairrank::ui
