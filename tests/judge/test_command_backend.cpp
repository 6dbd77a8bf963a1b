// The command backend with small scripts that answer,
// hang, crash and print garbage (tests/judge/command_scripts/). Each gives the
// expected judgement or a failure whose reason says what went wrong.
#include "judge_test_support.h"

#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace pairrank;
using namespace pairrank::judge;
using namespace pairrank::judge::testing;

namespace {

QString script(const char* name) {
    return QStringLiteral(PAIRRANK_COMMAND_SCRIPTS_DIR "/") + QLatin1String(name);
}

domain::JudgeConfig commandConfig(const QString& python, const char* scriptName,
                                  int timeoutMs = 10000, int maxAttempts = 1) {
    domain::JudgeConfig config;
    config.name = QStringLiteral("command");
    config.backend = QStringLiteral("command");
    config.endpoint = python;
    config.settings.insert(QStringLiteral("command_arguments"), QJsonArray{script(scriptName)});
    config.settings.insert(QStringLiteral("timeout_ms"), timeoutMs);
    config.settings.insert(QStringLiteral("max_attempts"), maxAttempts);
    config.settings.insert(QStringLiteral("backoff_initial_ms"), 1);
    config.settings.insert(QStringLiteral("backoff_max_ms"), 5);
    return config;
}

PairToJudge textPair(quint64 ticket, const QString& a, const QString& b) {
    PairToJudge pair;
    pair.ticket = ticket;
    pair.contextId = 1;
    pair.candidateA = 10;
    pair.candidateB = 20;
    pair.textA = a;
    pair.textB = b;
    return pair;
}

} // namespace

class CommandBackendTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void answeringScriptGivesJudgements();
    void failingScripts_data();
    void failingScripts();
    void missingProgramFailsClearly();
    void scoreRequestsFailWithTheReason();

private:
    QString m_python;
};

void CommandBackendTest::initTestCase() {
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (m_python.isEmpty()) {
        QSKIP("python3 is not installed");
    }
}

void CommandBackendTest::answeringScriptGivesJudgements() {
    auto judge = Judge::create(commandConfig(m_python, "answers.py"), defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    const QList<PairToJudge> pairs{
        textPair(0, QStringLiteral("abc"), QStringLiteral("a")),         // p = 3/4
        textPair(1, QStringLiteral("a"), QStringLiteral("abcd")),        // p = 1/5
        textPair(2, QStringLiteral("label:A"), QStringLiteral("x")),     // one sample for A
        textPair(3, QStringLiteral("label:B"), QStringLiteral("x")),     // one sample for B
        textPair(4, QStringLiteral("label:tie"), QStringLiteral("x")),   // a tie
        textPair(5, QStringLiteral("label:maybe"), QStringLiteral("x")), // neither label
        textPair(6, QStringLiteral("error:out of memory"), QStringLiteral("x")),
    };
    (*judge)->submit(prepareAll(**judge, pairs));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{7}, 15000);
    std::map<quint64, domain::Judgement> byTicket;
    for (const JudgeAnswer& answer : collector.answers) {
        byTicket[answer.ticket] = answer.judgement;
    }
    QCOMPARE(byTicket[0].p.value_or(-1), 0.75);
    QCOMPARE(byTicket[1].p.value_or(-1), 0.2);
    // A label is one sampled answer: p = (#A + 0.5) / (n + 1) with n = 1 (paper 001 eq. 5).
    QCOMPARE(byTicket[2].p.value_or(-1), 0.75);
    QCOMPARE(byTicket[3].p.value_or(-1), 0.25);
    QCOMPARE(domain::toString(byTicket[4].status), domain::toString(domain::JudgementStatus::Tie));
    QCOMPARE(byTicket[4].p.value_or(-1), 0.5);
    QCOMPARE(domain::toString(byTicket[5].status),
             domain::toString(domain::JudgementStatus::Refusal));
    QVERIFY(!byTicket[5].p.has_value());
    QCOMPARE(domain::toString(byTicket[6].status),
             domain::toString(domain::JudgementStatus::Failed));
    QVERIFY2(byTicket[6].failureReason.contains(QStringLiteral("out of memory")),
             qPrintable(byTicket[6].failureReason));
}

void CommandBackendTest::failingScripts_data() {
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("timeoutMs");
    QTest::addColumn<QStringList>("reasonParts");
    QTest::newRow("hangs") << QStringLiteral("hangs.py") << 300
                           << QStringList{QStringLiteral("hangs.py"),
                                          QStringLiteral("did not answer within 300 ms")};
    QTest::newRow("crashes") << QStringLiteral("crashes.py") << 10000
                             << QStringList{QStringLiteral("crashes.py"),
                                            QStringLiteral("exited with code 3"),
                                            QStringLiteral("fatal: the model file is missing")};
    QTest::newRow("garbage") << QStringLiteral("garbage.py") << 10000
                             << QStringList{QStringLiteral("garbage.py"),
                                            QStringLiteral("unreadable line"),
                                            QStringLiteral("the answer is probably A")};
}

void CommandBackendTest::failingScripts() {
    QFETCH(QString, scriptName);
    QFETCH(int, timeoutMs);
    QFETCH(QStringList, reasonParts);
    auto judge = Judge::create(commandConfig(m_python, qPrintable(scriptName), timeoutMs, 2),
                               defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    AnswerCollector collector(**judge);
    (*judge)->submit(
        prepareAll(**judge, {textPair(0, QStringLiteral("one"), QStringLiteral("two"))}));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{1}, 15000);
    const JudgeAnswer& answer = collector.answers.front();
    QCOMPARE(domain::toString(answer.judgement.status),
             domain::toString(domain::JudgementStatus::Failed));
    QVERIFY(!answer.judgement.p.has_value());
    QCOMPARE(answer.attempts, 2); // each of these failures is worth one retry
    for (const QString& part : reasonParts) {
        QVERIFY2(answer.judgement.failureReason.contains(part),
                 qPrintable(answer.judgement.failureReason));
    }
}

void CommandBackendTest::missingProgramFailsClearly() {
    domain::JudgeConfig config = commandConfig(m_python, "answers.py");
    config.endpoint = QStringLiteral("/nonexistent/judge-program");
    auto judge = Judge::create(config, defaultCriterion());
    QVERIFY(judge.ok());
    AnswerCollector collector(**judge);
    (*judge)->submit(
        prepareAll(**judge, {textPair(0, QStringLiteral("one"), QStringLiteral("two"))}));
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{1}, 15000);
    QVERIFY2(
        collector.answers.front().judgement.failureReason.contains(QStringLiteral("cannot start")),
        qPrintable(collector.answers.front().judgement.failureReason));
}

// The line protocol has no field for a rating: a Score request fails at once,
// permanently, naming why, and the program is not even started for it.
void CommandBackendTest::scoreRequestsFailWithTheReason() {
    auto judge = Judge::create(commandConfig(m_python, "answers.py", 10000, 3), defaultCriterion());
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    QVERIFY((*judge)->canScore()); // the criterion can; this backend cannot answer
    AnswerCollector collector(**judge);
    PairToJudge score = textPair(0, QStringLiteral("abc"), QString());
    score.task = JudgeTask::Score;
    score.candidateB = 0;
    (*judge)->submit({(*judge)->prepare(score)});
    QTRY_COMPARE_WITH_TIMEOUT(collector.answers.size(), std::size_t{1}, 15000);
    const JudgeAnswer& answer = collector.answers.front();
    QCOMPARE(domain::toString(answer.judgement.status),
             domain::toString(domain::JudgementStatus::Failed));
    QVERIFY2(answer.judgement.failureReason.contains(QStringLiteral("cannot score")),
             qPrintable(answer.judgement.failureReason));
    QVERIFY(answer.classProbabilities.empty());
    QCOMPARE(answer.attempts, 1); // permanent: max_attempts 3 is not used up
    QVERIFY(!(*judge)->localServerProcessId().has_value());
}

QTEST_GUILESS_MAIN(CommandBackendTest)
#include "test_command_backend.moc"
