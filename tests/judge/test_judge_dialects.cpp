// Every HTTP backend end to end against pairrank-judge-sim speaking each
// server family's dialect (app/judge-sim/dialects.h) on loopback: the p each
// backend reads is the simulator's hidden truth where the server reports real
// probabilities; a server's top-k limit is learnt from its 400/422; thinking is
// switched off per API (and a thinking answer fails, naming the share of the
// labels); one-hot probabilities fail; refusals are stored as refusals while
// every other pair still asks for logprobs; the decision to sample is made per
// answer.
#include "core/judge/judge.h"
#include "core/stats/simulated_judge.h"
#include "sim_judge_run.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <tuple>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

const std::vector<double> kTruth{0.3, 2.1, -1.2, 0.9, 1.5, -0.4};
// The simulator's defaults: agreement 1, slope 1, noise 0.5, no bias, temperature 1; seed 0.
const stats::SimulatedJudgeSettings kSimulatorSettings{1.0, 1.0, 0.5, 0.0, 1.0, 1.5, 0.5, 1.0};

enum class Expect {
    Truth,  // every pair Ok with the simulator's p
    Ok,     // every pair Ok (a truncated top list bounds p: not the exact truth)
    Failed, // every pair Failed, the reason containing `reason`
};

} // namespace

Q_DECLARE_METATYPE(Expect)

class JudgeDialectsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyBackendReadsItsDialect_data();
    void everyBackendReadsItsDialect();
    void aLowerCapIsLearntOnceAndKept();
    void aRefusedThinkingSwitchIsDropped();
    void refusalsAreStoredAndOtherPairsStillAskForLogprobs();
    void samplingIsDecidedPerAnswer();

private:
    // Runs every ordered pair of the truth through one backend against a simulator.
    SimRunOutcome run(const QString& backend, QStringList simArguments,
                      const QJsonObject& settings);
    SimRunFolder m_folder;
};

void JudgeDialectsTest::initTestCase() {
    QVERIFY(m_folder.create(kTruth));
}

SimRunOutcome JudgeDialectsTest::run(const QString& backend, QStringList simArguments,
                                     const QJsonObject& settings) {
    return runAgainstSimulator(
        backend, simArguments << QStringLiteral("--truth") << m_folder.truthFile(), settings,
        allOrderedPairs(static_cast<int>(kTruth.size())), m_folder.nextLogPath());
}

void JudgeDialectsTest::everyBackendReadsItsDialect_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QStringList>("simArguments");
    QTest::addColumn<QJsonObject>("settings");
    QTest::addColumn<Expect>("expect");
    QTest::addColumn<QString>("reason");
    const QJsonObject top20{{QStringLiteral("top_logprobs"), 20}};
    const auto dialect = [](const char* assignment) {
        return QStringList{QStringLiteral("--dialect"), QString::fromLatin1(assignment)};
    };
    QTest::newRow("openai-chat, OpenAI") << u"openai-chat"_qs << dialect("chat=openai")
                                         << QJsonObject() << Expect::Truth << QString();
    QTest::newRow("openai-chat, legacy logprobs (llama-cpp-python)")
        << u"openai-chat"_qs << dialect("chat=legacy-logprobs") << QJsonObject() << Expect::Truth
        << QString();
    QTest::newRow("openai-chat, TGI (cap 5 learnt from its 422)")
        << u"openai-chat"_qs << dialect("chat=tgi") << QJsonObject() << Expect::Ok << QString();
    QTest::newRow("openai-completions, vLLM")
        << u"openai-completions"_qs << dialect("completions=vllm") << top20 << Expect::Truth
        << QString();
    QTest::newRow("openai-completions, OpenAI (5 by default)")
        << u"openai-completions"_qs << dialect("completions=openai") << QJsonObject() << Expect::Ok
        << QString();
    QTest::newRow("openai-completions, chat-shaped logprobs (llama-server, Ollama /v1)")
        << u"openai-completions"_qs << dialect("completions=chat-logprobs") << top20
        << Expect::Truth << QString();
    QTest::newRow("llama-native, current") << u"llama-native"_qs << dialect("llama=current")
                                           << QJsonObject() << Expect::Truth << QString();
    QTest::newRow("llama-native, post_sampling_probs")
        << u"llama-native"_qs << dialect("llama=current")
        << QJsonObject{{QStringLiteral("extra_body"),
                        QJsonObject{{QStringLiteral("post_sampling_probs"), true}}}}
        << Expect::Truth << QString();
    QTest::newRow("llama-native, 2024 (asked at temperature -1)")
        << u"llama-native"_qs << dialect("llama=2024") << QJsonObject() << Expect::Truth
        << QString();
    QTest::newRow("llama-native, 2024 forced to temperature 0: one-hot")
        << u"llama-native"_qs << dialect("llama=2024")
        << QJsonObject{{QStringLiteral("extra_body"),
                        QJsonObject{{QStringLiteral("temperature"), 0}}}}
        << Expect::Failed << u"one-hot probabilities"_qs;
    QTest::newRow("ollama-chat") << u"ollama-chat"_qs << QStringList() << QJsonObject()
                                 << Expect::Truth << QString();
    QTest::newRow("ollama-generate")
        << u"ollama-generate"_qs << QStringList() << QJsonObject() << Expect::Truth << QString();
    QTest::newRow("ollama-chat, thinking model, think: false sent")
        << u"ollama-chat"_qs << QStringList{u"--thinking"_qs} << QJsonObject() << Expect::Truth
        << QString();
    QTest::newRow("ollama-generate, thinking model, switch left on")
        << u"ollama-generate"_qs << QStringList{u"--thinking"_qs}
        << QJsonObject{{QStringLiteral("disable_thinking"), false}} << Expect::Failed
        << u"of the probability mass, less than the minimum 1%"_qs;
    QTest::newRow("openai-chat, thinking model, chat_template_kwargs sent")
        << u"openai-chat"_qs << QStringList{u"--thinking"_qs} << QJsonObject() << Expect::Truth
        << QString();
    QTest::newRow("openai-chat, one-hot")
        << u"openai-chat"_qs << QStringList{u"--one-hot"_qs} << QJsonObject() << Expect::Failed
        << u"one-hot probabilities"_qs;
    QTest::newRow("ollama-chat, one-hot")
        << u"ollama-chat"_qs << QStringList{u"--one-hot"_qs} << QJsonObject() << Expect::Failed
        << u"one-hot probabilities"_qs;
}

void JudgeDialectsTest::everyBackendReadsItsDialect() {
    QFETCH(QString, backend);
    QFETCH(QStringList, simArguments);
    QFETCH(QJsonObject, settings);
    QFETCH(Expect, expect);
    QFETCH(QString, reason);
    const SimRunOutcome outcome = run(backend, simArguments, settings);
    const QList<PairToJudge> pairs = allOrderedPairs(static_cast<int>(kTruth.size()));
    QCOMPARE(outcome.answers.size(), static_cast<std::size_t>(pairs.size()));
    const auto truth = stats::SimulatedJudge::create(kTruth, kSimulatorSettings, 0);
    QVERIFY(truth.ok());
    for (const JudgeAnswer& answer : outcome.answers) {
        const PairToJudge& pair = pairs.at(static_cast<qsizetype>(answer.ticket));
        const domain::Judgement& judgement = answer.judgement;
        if (expect == Expect::Failed) {
            QVERIFY(judgement.status == domain::JudgementStatus::Failed);
            QVERIFY(!judgement.p.has_value()); // never a made-up 0.5
            QVERIFY2(judgement.failureReason.contains(reason), qPrintable(judgement.failureReason));
            continue;
        }
        QVERIFY2(judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(judgement.failureReason));
        if (expect == Expect::Truth) {
            const double expected = *truth->probability(pair.positionA, pair.positionB);
            QVERIFY2(std::abs(*judgement.p - expected) < 1e-6,
                     qPrintable(QStringLiteral("p %1, truth %2").arg(*judgement.p).arg(expected)));
        }
    }
}

void JudgeDialectsTest::aLowerCapIsLearntOnceAndKept() {
    // vLLM started with --max-logprobs 5 and a judge configured for 20.
    const SimRunOutcome outcome =
        run(u"openai-completions"_qs,
            {u"--dialect"_qs, u"completions=vllm"_qs, u"--max-top-logprobs"_qs, u"5"_qs},
            QJsonObject{{QStringLiteral("top_logprobs"), 20}, {QStringLiteral("concurrency"), 1}});
    for (const JudgeAnswer& answer : outcome.answers) {
        QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
    }
    QCOMPARE(outcome.log.size(), static_cast<qsizetype>(outcome.answers.size()) + 1);
    QCOMPARE(outcome.log.front().value(u"status"_qs).toInt(), 400); // the first asks 20
    for (qsizetype i = 1; i < outcome.log.size(); ++i) {
        QCOMPARE(outcome.log[i].value(u"status"_qs).toInt(), 200);
        QCOMPARE(outcome.log[i].value(u"top"_qs).toInt(), 5); // remembered
    }
}

void JudgeDialectsTest::aRefusedThinkingSwitchIsDropped() {
    // A server that refuses chat_template_kwargs: the switch is dropped once, and the
    // thinking answers that follow fail naming the labels' share.
    const SimRunOutcome outcome =
        run(u"openai-chat"_qs, {u"--thinking"_qs, u"--reject-thinking-switch"_qs},
            QJsonObject{{QStringLiteral("concurrency"), 1}});
    for (const JudgeAnswer& answer : outcome.answers) {
        QVERIFY(answer.judgement.status == domain::JudgementStatus::Failed);
        QVERIFY2(answer.judgement.failureReason.contains(u"the labels hold 0.0097%"_qs),
                 qPrintable(answer.judgement.failureReason));
    }
    // The first request carried the switch and was refused; the rest went without it
    // (until the circuit breaker stopped asking a judge whose every answer failed).
    QVERIFY(outcome.log.size() >= 2);
    QCOMPARE(outcome.log.front().value(u"status"_qs).toInt(), 400);
    for (qsizetype i = 1; i < outcome.log.size(); ++i) {
        QCOMPARE(outcome.log[i].value(u"status"_qs).toInt(), 200);
    }
}

void JudgeDialectsTest::refusalsAreStoredAndOtherPairsStillAskForLogprobs() {
    const SimRunOutcome outcome = run(u"openai-chat"_qs, {u"--fail-refusal"_qs, u"0.2"_qs},
                                      QJsonObject{{QStringLiteral("samples_without_logprobs"), 3}});
    const qint64 refusals =
        outcome.stats.value(u"by_fault"_qs).toObject().value(u"refusal"_qs).toInteger();
    QVERIFY2(refusals > 0, "the seed gives some refusals among 30 pairs");
    int stored = 0;
    for (const JudgeAnswer& answer : outcome.answers) {
        if (answer.judgement.status == domain::JudgementStatus::Refusal) {
            ++stored;
            QVERIFY(!answer.judgement.p.has_value());
            QVERIFY2(answer.judgement.failureReason.contains(u"I'm sorry"_qs),
                     qPrintable(answer.judgement.failureReason));
        } else {
            QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                     qPrintable(answer.judgement.failureReason));
        }
    }
    QCOMPARE(stored, static_cast<int>(refusals));
    // Every pair asked for logprobs, none was sampled: a refusal is not a missing logprob.
    QCOMPARE(outcome.stats.value(u"logprobs_requested"_qs).toInteger(),
             static_cast<qint64>(outcome.answers.size()));
    QCOMPARE(outcome.stats.value(u"sampling_requested"_qs).toInteger(), qint64{0});
}

void JudgeDialectsTest::samplingIsDecidedPerAnswer() {
    // 30% of answers without logprobs: those pairs are sampled, every pair is
    // still asked for logprobs first (the log shows it), one request per pair at a time.
    const SimRunOutcome outcome = run(u"openai-chat"_qs, {u"--fail-no-logprobs"_qs, u"0.3"_qs},
                                      QJsonObject{{QStringLiteral("samples_without_logprobs"), 3},
                                                  {QStringLiteral("concurrency"), 1}});
    const qint64 noLogprobs =
        outcome.stats.value(u"by_fault"_qs).toObject().value(u"no-logprobs"_qs).toInteger();
    QVERIFY(noLogprobs > 0);
    const qint64 pairs = static_cast<qint64>(outcome.answers.size());
    qint64 askedWithLogprobsAfterAMiss = 0;
    bool missed = false;
    for (const QJsonObject& line : outcome.log) {
        if (line.value(u"fault"_qs).toString() == u"no-logprobs"_qs) {
            missed = true;
        } else if (missed && line.value(u"logprobs"_qs).toBool()) {
            ++askedWithLogprobsAfterAMiss;
        }
    }
    QVERIFY2(askedWithLogprobsAfterAMiss > 0, "pairs after a miss still ask for logprobs");
    // Each pair's first request asks for logprobs; a no-logprobs answer adds one sampling
    // request (n = 3 in one OpenAI request), whose own fault draw may miss again.
    QVERIFY(outcome.stats.value(u"logprobs_requested"_qs).toInteger() >= pairs);
    QVERIFY(outcome.stats.value(u"sampling_requested"_qs).toInteger() <= noLogprobs);
    for (const JudgeAnswer& answer : outcome.answers) {
        QVERIFY2(answer.judgement.p.has_value(), qPrintable(answer.judgement.failureReason));
    }
}

QTEST_MAIN(JudgeDialectsTest)
#include "test_judge_dialects.moc"
