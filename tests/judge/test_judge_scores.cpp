// Absolute scoring (paper 002 §3.2) end to end: every HTTP backend asks
// pairrank-judge-sim, in each server family's dialect, to rate one candidate at a
// time, and the class probabilities of the scores 1 … 10 it reads must be those of
// core/stats' SimulatedJudge for the same truth and seed (the hidden truth, not the
// simulator's output). Faults end as failures or refusals with their reason and
// without probabilities; a 500 is retried like a comparison's.
#include "core/judge/judge.h"
#include "core/stats/simulated_judge.h"
#include "sim_judge_run.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

const std::vector<double> kTruth{0.3, 2.1, -1.2, 0.9, 1.5, -0.4, 2.8, -2.0};
constexpr std::uint64_t kSeed = 9;

// How closely a backend's rating must match the truth.
enum class Expect {
    Exact,    // the top list holds every label token: equal up to rounding
    Close,    // top 20: the least likely classes fall behind filler tokens (below)
    TopClass, // top 5: only the most likely class is sure to be listed
};

// The simulator's judge with its defaults (agreement 1, slope 1, noise 0.5, no bias,
// temperature 1; ratings: slope 1.5, noise 0.5, spread 1) over kTruth.
stats::SimulatedJudge truthJudge() {
    return *stats::SimulatedJudge::create(
        kTruth, stats::SimulatedJudgeSettings{1.0, 1.0, 0.5, 0.0, 1.0, 1.5, 0.5, 1.0}, kSeed);
}

std::size_t mostLikelyClass(const std::vector<double>& probabilities) {
    return static_cast<std::size_t>(std::max_element(probabilities.begin(), probabilities.end()) -
                                    probabilities.begin());
}

QString describe(const std::vector<double>& probabilities) {
    QStringList parts;
    for (const double probability : probabilities) {
        parts.append(QString::number(probability, 'g', 4));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

Q_DECLARE_METATYPE(Expect)

class JudgeScoresTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyBackendReadsTheRating_data();
    void everyBackendReadsTheRating();
    void missingLogprobsFailPermanently();
    void serverErrorsAreRetried();
    void refusalsAreRefusals_data();
    void refusalsAreRefusals();
    void malformedAnswersFailAfterTheirRetries();
    void aThinkingAnswerFailsNamingTheScoresShare();
    void scoreAndCompareRequestsHaveTheirOwnHashes();

private:
    SimRunOutcome run(const QString& backend, QStringList simArguments,
                      const QJsonObject& settings);
    SimRunFolder m_folder;
};

void JudgeScoresTest::initTestCase() {
    QVERIFY(m_folder.create(kTruth));
}

SimRunOutcome JudgeScoresTest::run(const QString& backend, QStringList simArguments,
                                   const QJsonObject& settings) {
    simArguments << QStringLiteral("--truth") << m_folder.truthFile() << QStringLiteral("--seed")
                 << QString::number(kSeed);
    return runAgainstSimulator(backend, simArguments, settings,
                               allScoreRequests(static_cast<int>(kTruth.size())),
                               m_folder.nextLogPath());
}

void JudgeScoresTest::everyBackendReadsTheRating_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QStringList>("simArguments");
    QTest::addColumn<QJsonObject>("settings");
    QTest::addColumn<Expect>("expect");
    const QJsonObject top40{{QStringLiteral("top_logprobs"), 40}};
    const auto dialect = [](const char* assignment) {
        return QStringList{QStringLiteral("--dialect"), QString::fromLatin1(assignment)};
    };
    QTest::newRow("openai-chat, OpenAI")
        << u"openai-chat"_qs << dialect("chat=openai") << QJsonObject() << Expect::Close;
    QTest::newRow("openai-chat, legacy logprobs")
        << u"openai-chat"_qs << dialect("chat=legacy-logprobs") << QJsonObject() << Expect::Close;
    QTest::newRow("openai-chat, TGI (cap 5 learnt from its 422)")
        << u"openai-chat"_qs << dialect("chat=tgi") << QJsonObject() << Expect::TopClass;
    QTest::newRow("openai-completions, vLLM (20 asked for scores)")
        << u"openai-completions"_qs << dialect("completions=vllm") << QJsonObject()
        << Expect::Close;
    QTest::newRow("openai-completions, OpenAI (cap 5 learnt from its 400)")
        << u"openai-completions"_qs << dialect("completions=openai") << QJsonObject()
        << Expect::TopClass;
    QTest::newRow("openai-completions, chat-shaped logprobs (llama-server, Ollama /v1)")
        << u"openai-completions"_qs << dialect("completions=chat-logprobs") << QJsonObject()
        << Expect::Close;
    QTest::newRow("llama-native, current, n_probs 40")
        << u"llama-native"_qs << dialect("llama=current") << top40 << Expect::Exact;
    QTest::newRow("llama-native, 2024, n_probs 40")
        << u"llama-native"_qs << dialect("llama=2024") << top40 << Expect::Exact;
    QTest::newRow("ollama-chat") << u"ollama-chat"_qs << QStringList() << QJsonObject()
                                 << Expect::Close;
    QTest::newRow("ollama-generate")
        << u"ollama-generate"_qs << QStringList() << QJsonObject() << Expect::Close;
    QTest::newRow("ollama-chat, thinking model, think: false sent")
        << u"ollama-chat"_qs << QStringList{u"--thinking"_qs} << QJsonObject() << Expect::Close;
    QTest::newRow("openai-chat, thinking model, chat_template_kwargs sent")
        << u"openai-chat"_qs << QStringList{u"--thinking"_qs} << QJsonObject() << Expect::Close;
}

void JudgeScoresTest::everyBackendReadsTheRating() {
    QFETCH(QString, backend);
    QFETCH(QStringList, simArguments);
    QFETCH(QJsonObject, settings);
    QFETCH(Expect, expect);
    const SimRunOutcome outcome = run(backend, simArguments, settings);
    QCOMPARE(outcome.answers.size(), kTruth.size());
    const stats::SimulatedJudge truth = truthJudge();
    for (const JudgeAnswer& answer : outcome.answers) {
        const int index = static_cast<int>(answer.ticket);
        const domain::Judgement& judgement = answer.judgement;
        QVERIFY2(judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(judgement.failureReason));
        QCOMPARE(judgement.candidateA, domain::CandidateId(100 + index));
        QCOMPARE(judgement.candidateB, domain::CandidateId(0));
        QVERIFY(!judgement.p.has_value());
        const std::vector<double>& read = answer.classProbabilities;
        QCOMPARE(read.size(), std::size_t{10});
        QVERIFY(std::abs(std::accumulate(read.begin(), read.end(), 0.0) - 1.0) < 1e-9);
        const std::vector<double> expected = *truth.scoreClassProbabilities(index);
        const QString message = QStringLiteral("candidate %1: read %2, truth %3")
                                    .arg(index)
                                    .arg(describe(read), describe(expected));
        QVERIFY2(mostLikelyClass(read) == mostLikelyClass(expected), qPrintable(message));
        // Top 20 of 20 label tokens and 16 fillers (which hold 3 %, the largest 0.9 %):
        // only the label tokens below the 20th place are lost — the classes far from
        // the rating's mean, here about 0.1 % of the mass — and the listed classes
        // share it out.
        const double tolerance = expect == Expect::Exact   ? 1e-9
                                 : expect == Expect::Close ? 0.005
                                                           : 1.0;
        for (std::size_t c = 0; c < read.size(); ++c) {
            QVERIFY2(std::abs(read[c] - expected[c]) <= tolerance, qPrintable(message));
        }
    }
    // The simulator saw score requests: one per candidate, marked in its log.
    int scored = 0;
    for (const QJsonObject& line : outcome.log) {
        if (line.value(QStringLiteral("status")).toInt() == 200) {
            QCOMPARE(line.value(QStringLiteral("task")).toString(), QStringLiteral("score"));
            QVERIFY(line.value(QStringLiteral("candidate")).toString().startsWith(u'c'));
            QVERIFY(!line.contains(QStringLiteral("pair")));
            ++scored;
        }
    }
    QCOMPARE(scored, static_cast<int>(kTruth.size()));
}

void JudgeScoresTest::missingLogprobsFailPermanently() {
    // Even with sampling configured for comparisons: scores are never sampled.
    const SimRunOutcome outcome = run(u"openai-chat"_qs, {u"--fail-no-logprobs"_qs, u"1"_qs},
                                      QJsonObject{{QStringLiteral("samples_without_logprobs"), 5}});
    QCOMPARE(outcome.answers.size(), kTruth.size());
    // Permanent: not retried.
    const QString other = unlessAllFailed(
        outcome.answers, u"absolute scoring needs token logprobs; the server sent none"_qs, 1);
    QVERIFY2(other.isEmpty(), qPrintable(other));
}

void JudgeScoresTest::serverErrorsAreRetried() {
    const SimRunOutcome outcome =
        run(u"llama-native"_qs, {u"--fail-500"_qs, u"0.5"_qs},
            QJsonObject{{QStringLiteral("top_logprobs"), 40},
                        {QStringLiteral("concurrency"), 1},
                        {QStringLiteral("max_attempts"), 30},
                        {QStringLiteral("backoff_initial_ms"), 1},
                        {QStringLiteral("backoff_max_ms"), 5},
                        {QStringLiteral("circuit_breaker_failures"), 1000}});
    QCOMPARE(outcome.answers.size(), kTruth.size());
    const stats::SimulatedJudge truth = truthJudge();
    int retried = 0;
    for (const JudgeAnswer& answer : outcome.answers) {
        QVERIFY2(answer.judgement.status == domain::JudgementStatus::Ok,
                 qPrintable(answer.judgement.failureReason));
        const std::vector<double> expected =
            *truth.scoreClassProbabilities(static_cast<int>(answer.ticket));
        for (std::size_t c = 0; c < expected.size(); ++c) {
            QVERIFY(std::abs(answer.classProbabilities.at(c) - expected[c]) < 1e-9);
        }
        retried += answer.attempts > 1 ? 1 : 0;
    }
    const int serverErrors =
        outcome.stats.value(QStringLiteral("by_fault")).toObject().value(u"500"_qs).toInt();
    QVERIFY2(serverErrors > 0, QJsonDocument(outcome.stats).toJson().constData());
    QVERIFY(retried > 0);
}

void JudgeScoresTest::refusalsAreRefusals_data() {
    QTest::addColumn<QString>("backend");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("reason");
    // OpenAI's chat API says so in message.refusal.
    QTest::newRow("openai-chat: a refusal") << u"openai-chat"_qs << u"refusal"_qs << u"refused"_qs;
    // llama.cpp has no refusal field: "I'm sorry" is an answer without any score.
    QTest::newRow("llama-native: no score token, a failure")
        << u"llama-native"_qs << u"failed"_qs << u"no score token between 1 and 10"_qs;
}

void JudgeScoresTest::refusalsAreRefusals() {
    QFETCH(QString, backend);
    QFETCH(QString, status);
    QFETCH(QString, reason);
    const SimRunOutcome outcome = run(backend, {u"--fail-refusal"_qs, u"1"_qs}, {});
    QCOMPARE(outcome.answers.size(), kTruth.size());
    for (const JudgeAnswer& answer : outcome.answers) {
        QCOMPARE(domain::toString(answer.judgement.status), status);
        QVERIFY2(answer.judgement.failureReason.contains(reason),
                 qPrintable(answer.judgement.failureReason));
        QVERIFY(answer.classProbabilities.empty());
        QVERIFY(!answer.judgement.p.has_value());
    }
}

void JudgeScoresTest::malformedAnswersFailAfterTheirRetries() {
    const SimRunOutcome outcome =
        run(u"ollama-generate"_qs, {u"--fail-malformed"_qs, u"1"_qs},
            QJsonObject{{QStringLiteral("max_attempts"), 2},
                        {QStringLiteral("backoff_initial_ms"), 1},
                        {QStringLiteral("backoff_max_ms"), 5},
                        {QStringLiteral("circuit_breaker_failures"), 1000}});
    QCOMPARE(outcome.answers.size(), kTruth.size());
    const QString other = unlessAllFailed(outcome.answers, u"malformed response"_qs, 2);
    QVERIFY2(other.isEmpty(), qPrintable(other));
}

void JudgeScoresTest::aThinkingAnswerFailsNamingTheScoresShare() {
    // The switch left on: "<think>" holds 1 − 1e-4, the score labels the rest.
    const SimRunOutcome outcome = run(u"ollama-generate"_qs, {u"--thinking"_qs},
                                      QJsonObject{{QStringLiteral("disable_thinking"), false}});
    QCOMPARE(outcome.answers.size(), kTruth.size());
    const QString other = unlessAllFailed(
        outcome.answers, u"of the probability mass, less than the minimum 1%"_qs, 1);
    QVERIFY2(other.isEmpty(), qPrintable(other));
}

void JudgeScoresTest::scoreAndCompareRequestsHaveTheirOwnHashes() {
    auto judge = Judge::create(httpConfig(u"openai-chat"_qs, QUrl(u"http://127.0.0.1:9"_qs)),
                               defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    QVERIFY((*judge)->canScore());
    const PairToJudge score = allScoreRequests(2).at(0);
    const PreparedRequest prepared = (*judge)->prepare(score);
    // The absolute template shows the one candidate and no comparison.
    QVERIFY(prepared.prompt.contains(u"<candidate>\n"_qs + score.textA + u"\n</candidate>"_qs));
    QVERIFY(!prepared.prompt.contains(u"<candidate_a>"_qs));
    QCOMPARE(prepared.estimatedCompletionTokens, qint64{1});
    QCOMPARE((*judge)->prepare(score).requestHash, prepared.requestHash);
    // A comparison with the same text as A and an empty B still hashes apart.
    PairToJudge compare = score;
    compare.task = JudgeTask::Compare;
    QVERIFY((*judge)->prepare(compare).requestHash != prepared.requestHash);

    // A criterion without an absolute template cannot score; such a request fails
    // with the reason instead of sending an empty prompt.
    domain::Criterion comparativeOnly = defaultCriterion();
    comparativeOnly.absolutePromptTemplate.clear();
    auto withoutTemplate = Judge::create(
        httpConfig(u"openai-chat"_qs, QUrl(u"http://127.0.0.1:9"_qs)), comparativeOnly);
    QVERIFY(withoutTemplate.ok());
    QVERIFY(!(*withoutTemplate)->canScore());
    AnswerCollector collector(**withoutTemplate);
    (*withoutTemplate)->submit({(*withoutTemplate)->prepare(score)});
    QTRY_COMPARE(collector.answers.size(), std::size_t{1});
    QVERIFY2(collector.answers.front().judgement.failureReason.contains(
                 u"no absolute prompt template"_qs),
             qPrintable(collector.answers.front().judgement.failureReason));
    QCOMPARE(collector.answers.front().attempts, 0);

    // A broken absolute template is refused when the judge is created.
    domain::Criterion broken = defaultCriterion();
    broken.absolutePromptTemplate = u"Rate {candidate} by {nonsense}"_qs;
    const auto refused =
        Judge::create(httpConfig(u"openai-chat"_qs, QUrl(u"http://127.0.0.1:9"_qs)), broken);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.contains(u"absolutePromptTemplate"_qs),
             qPrintable(refused.error().message));
}

QTEST_GUILESS_MAIN(JudgeScoresTest)
#include "test_judge_scores.moc"
