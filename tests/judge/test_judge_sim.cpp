// pairrank-judge-sim through HTTP: the real executable on a free loopback port,
// spoken to with QNetworkAccessManager. The probabilities it serves are checked
// against core/stats' SimulatedJudge (the hidden truth), not against its own output.
#include "core/stats/simulated_judge.h"
#include "judge_sim_harness.h"
#include "storage/candidate_store.h"
#include "storage/project_database.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

using namespace pairrank;
using namespace Qt::StringLiterals;
using pairrank::judgesim::testing::HttpExchange;
using pairrank::judgesim::testing::SimulatorProcess;

namespace {

// Truth items: distinct texts of different lengths; u"good answer"_s lies inside the
// longest one, so containment is exercised by every prompt that shows that one.
struct TruthRow {
    QString id;
    double score;
    QString text;
};

const std::vector<TruthRow>& truthRows() {
    static const std::vector<TruthRow> rows{
        {u"c0"_s, 0.3, u"good answer"_s},
        {u"c1"_s, 2.0,
         u"The cat sat on the mat because the mat was warm and the floor was cold."_s},
        {u"c2"_s, -1.1, u"Paris is the capital of France; it lies on the Seine."_s},
        {u"c3"_s, 0.9, u"A very good answer here, with details \u00e9l\u00e8ve and more."_s},
        {u"c4"_s, -0.4, u"Water boils at 100 degrees Celsius at sea level."_s},
        {u"c5"_s, 1.4, u"Short reply."_s},
    };
    return rows;
}

const stats::SimulatedJudgeSettings kSettings{0.8, 1.3, 0.7, 0.25, 0.9, 1.5, 0.5, 1.0};
constexpr std::uint64_t kSeed = 1234;

QStringList judgeArguments() {
    return {u"--seed"_s,          QString::number(kSeed),
            u"--agreement"_s,     u"0.8"_s,
            u"--slope"_s,         u"1.3"_s,
            u"--noise"_s,         u"0.7"_s,
            u"--position-bias"_s, u"0.25"_s,
            u"--temperature"_s,   u"0.9"_s};
}

double expectedProbability(int a, int b) {
    std::vector<double> scores;
    for (const TruthRow& row : truthRows()) {
        scores.push_back(row.score);
    }
    const stats::Result<stats::SimulatedJudge> judge =
        stats::SimulatedJudge::create(scores, kSettings, kSeed);
    return *judge->probability(a, b);
}

// The simulated judge's class probabilities of the scores 1 … 10 for truth item `index`.
std::vector<double> expectedRating(int index) {
    std::vector<double> scores;
    for (const TruthRow& row : truthRows()) {
        scores.push_back(row.score);
    }
    const stats::Result<stats::SimulatedJudge> judge =
        stats::SimulatedJudge::create(scores, kSettings, kSeed);
    return *judge->scoreClassProbabilities(index);
}

// A rating read back as a client would: each score's spellings ("7", " 7") summed,
// normalised over the scores listed.
std::vector<double> ratingFrom(const QJsonArray& topLogprobs) {
    std::vector<double> classes(10, 0.0);
    double total = 0.0;
    for (const QJsonValue& entry : topLogprobs) {
        bool isNumber = false;
        const int score = entry[u"token"_s].toString().trimmed().toInt(&isNumber);
        if (isNumber && score >= 1 && score <= 10) {
            const double probability = std::exp(entry[u"logprob"_s].toDouble());
            classes[static_cast<std::size_t>(score - 1)] += probability;
            total += probability;
        }
    }
    for (double& probability : classes) {
        probability /= total;
    }
    return classes;
}

bool closeToAll(const std::vector<double>& actual, const std::vector<double>& expected) {
    if (actual.size() != expected.size()) {
        return false;
    }
    for (std::size_t i = 0; i < actual.size(); ++i) {
        if (std::abs(actual[i] - expected[i]) > 1e-12) {
            return false;
        }
    }
    return true;
}

QJsonObject llamaBody(const QString& prompt, int probabilities) {
    return QJsonObject{{u"prompt"_s, prompt}, {u"n_probs"_s, probabilities}, {u"n_predict"_s, 1}};
}

// A prompt showing a, then b, with surrounding instructions.
QString promptFor(int a, int b) {
    return QStringLiteral(
               "Compare the two answers.\nAnswer 1:\n%1\n\nAnswer 2:\n%2\n\nReply A or B.")
        .arg(truthRows()[a].text, truthRows()[b].text);
}

QString templatePrompt(const QString& a, const QString& b) {
    return QStringLiteral("Which is better?\n<candidate_a>\n%1\n</candidate_a>\n"
                          "<candidate_b>\n%2\n</candidate_b>\nAnswer A or B.")
        .arg(a, b);
}

QJsonObject chatBody(const QString& prompt, int topLogprobs = 20) {
    return QJsonObject{
        {u"model"_s, u"judge"_s},
        {u"messages"_s,
         QJsonArray{QJsonObject{{u"role"_s, u"system"_s}, {u"content"_s, u"You are a judge."_s}},
                    QJsonObject{{u"role"_s, u"user"_s}, {u"content"_s, prompt}}}},
        {u"logprobs"_s, true},
        {u"top_logprobs"_s, topLogprobs},
        {u"max_tokens"_s, 1}};
}

// The prompt-based classifier: P(A variants) / (P(A variants) + P(B variants)).
double classify(const QList<QPair<QString, double>>& tokenLogprobs) {
    double a = 0;
    double b = 0;
    for (const auto& [token, logprob] : tokenLogprobs) {
        if (token.trimmed() == QLatin1String("A")) {
            a += std::exp(logprob);
        } else if (token.trimmed() == QLatin1String("B")) {
            b += std::exp(logprob);
        }
    }
    return a / (a + b);
}

double chatProbability(const QJsonObject& response) {
    const QJsonArray top =
        response[u"choices"_s][0][u"logprobs"_s][u"content"_s][0][u"top_logprobs"_s].toArray();
    QList<QPair<QString, double>> tokens;
    for (const QJsonValue& entry : top) {
        tokens.append({entry[u"token"_s].toString(), entry[u"logprob"_s].toDouble()});
    }
    return classify(tokens);
}

bool closeTo(double actual, double expected) {
    return std::abs(actual - expected) <= 1e-12 * std::max(1.0, std::abs(expected));
}

QString writeTruthFile(const QTemporaryDir& directory, bool withText) {
    const QString path = directory.filePath(withText ? u"truth.jsonl"_s : u"truth-ids.jsonl"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    for (const TruthRow& row : truthRows()) {
        QJsonObject line{{u"id"_s, row.id}, {u"score"_s, row.score}};
        if (withText) {
            line.insert(u"text"_s, row.text);
        }
        file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    return path;
}

} // namespace

class JudgeSimTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();

    void chatLogprobsRecoverTheSimulatedJudge_data();
    void chatLogprobsRecoverTheSimulatedJudge();
    void completionsAndLlamaRecoverTheSimulatedJudge();
    void llamaLegacyProbsShape();
    void chatShapeAndUsage();
    void topLogprobsIsHonoured_data();
    void topLogprobsIsHonoured();
    void sampledChoicesWithoutLogprobs();
    void answersAreDeterministicPerOrderedPair();
    void hashedTextsAreDeterministicAcrossProcesses();
    void truthIdsInTemplateTags();
    void onlyTheCandidatesPartsOfATemplateCount();
    void unidentifiablePromptsAre400_data();
    void unidentifiablePromptsAre400();
    void badRequestsAreJsonErrors_data();
    void badRequestsAreJsonErrors();
    void statsCountPairsAndReset();
    void truthFromAProject();
    void oneKnownTextIsRated_data();
    void oneKnownTextIsRated();
    void ratingTopListIsCutToTheTopK();
    void absoluteTemplateTagsAreRated();

private:
    QJsonObject stats();
    // Starts `server` on the truth without texts; the error, or empty.
    QString startIdsOnly(SimulatorProcess& server);

    QTemporaryDir m_directory;
    QString m_truthPath;
    SimulatorProcess m_server; // truth with texts and the settings above
    QNetworkAccessManager* m_network = nullptr;
};

void JudgeSimTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    m_truthPath = writeTruthFile(m_directory, true);
    QVERIFY(!m_truthPath.isEmpty());
    QString error;
    QVERIFY2(m_server.start(QStringList{u"--truth"_s, m_truthPath} + judgeArguments(), &error),
             qPrintable(error));
    m_network = new QNetworkAccessManager(this);
}

void JudgeSimTest::cleanupTestCase() {
    m_server.stop();
    QCOMPARE(m_server.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(m_server.process().exitCode(), 0); // SIGTERM ends it cleanly
}

void JudgeSimTest::init() {
    const HttpExchange reset =
        judgesim::testing::exchange(*m_network, m_server.url(u"/stats/reset"_s), "POST");
    QCOMPARE(reset.status, 200);
}

QString JudgeSimTest::startIdsOnly(SimulatorProcess& server) {
    QString error;
    server.start(QStringList{u"--truth"_s, writeTruthFile(m_directory, false)} + judgeArguments(),
                 &error);
    return error;
}

QJsonObject JudgeSimTest::stats() {
    return judgesim::testing::exchange(*m_network, m_server.url(u"/stats"_s), "GET").json();
}

void JudgeSimTest::chatLogprobsRecoverTheSimulatedJudge_data() {
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    const int n = static_cast<int>(truthRows().size());
    for (int a = 0; a < n; ++a) {
        for (int b = 0; b < n; ++b) {
            if (a != b) {
                QTest::addRow("%d-%d", a, b) << a << b;
            }
        }
    }
}

void JudgeSimTest::chatLogprobsRecoverTheSimulatedJudge() {
    QFETCH(int, a);
    QFETCH(int, b);
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s), chatBody(promptFor(a, b)));
    QCOMPARE(reply.status, 200);
    const double expected = expectedProbability(a, b);
    const double recovered = chatProbability(reply.json());
    QVERIFY2(closeTo(recovered, expected), qPrintable(QStringLiteral("recovered %1, expected %2")
                                                          .arg(recovered, 0, 'g', 17)
                                                          .arg(expected, 0, 'g', 17)));
    const QString content = reply.json()[u"choices"_s][0][u"message"_s][u"content"_s].toString();
    QCOMPARE(content, expected >= 0.5 ? QStringLiteral("A") : QStringLiteral("B"));
}

void JudgeSimTest::completionsAndLlamaRecoverTheSimulatedJudge() {
    const int a = 3;
    const int b = 0; // u"good answer"_s inside c3: containment must not count it
    const double expected = expectedProbability(a, b);

    const HttpExchange completions = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/completions"_s),
        QJsonObject{{u"prompt"_s, promptFor(a, b)}, {u"logprobs"_s, 20}, {u"max_tokens"_s, 1}});
    QCOMPARE(completions.status, 200);
    const QJsonObject choice = completions.json()[u"choices"_s][0].toObject();
    QVERIFY(choice[u"text"_s].isString());
    QList<QPair<QString, double>> tokens;
    const QJsonObject top = choice[u"logprobs"_s][u"top_logprobs"_s][0].toObject();
    for (auto it = top.begin(); it != top.end(); ++it) {
        tokens.append({it.key(), it.value().toDouble()});
    }
    QVERIFY(closeTo(classify(tokens), expected));
    QCOMPARE(choice[u"logprobs"_s][u"tokens"_s][0].toString(), choice[u"text"_s].toString());
    QCOMPARE(completions.json()[u"object"_s].toString(), QStringLiteral("text_completion"));

    const HttpExchange llama = judgesim::testing::postJson(
        *m_network, m_server.url(u"/completion"_s),
        QJsonObject{{u"prompt"_s, promptFor(a, b)}, {u"n_probs"_s, 20}, {u"n_predict"_s, 1}});
    QCOMPARE(llama.status, 200);
    const QJsonObject first = llama.json()[u"completion_probabilities"_s][0].toObject();
    tokens.clear();
    for (const QJsonValue& entry : first[u"top_logprobs"_s].toArray()) {
        QVERIFY(entry[u"id"_s].isDouble());
        tokens.append({entry[u"token"_s].toString(), entry[u"logprob"_s].toDouble()});
    }
    QVERIFY(closeTo(classify(tokens), expected));
    QCOMPARE(first[u"token"_s].toString(), llama.json()[u"content"_s].toString());
    QVERIFY(llama.json()[u"tokens_evaluated"_s].toInt() > 0);
    QCOMPARE(llama.json()[u"tokens_predicted"_s].toInt(), 1);

    const HttpExchange withoutProbabilities = judgesim::testing::postJson(
        *m_network, m_server.url(u"/completion"_s), QJsonObject{{u"prompt"_s, promptFor(a, b)}});
    QCOMPARE(withoutProbabilities.status, 200);
    QVERIFY(!withoutProbabilities.json().contains(u"completion_probabilities"_s));
}

void JudgeSimTest::llamaLegacyProbsShape() {
    SimulatorProcess legacy;
    QString error;
    QVERIFY2(legacy.start(QStringList{u"--truth"_s, m_truthPath, u"--llama-legacy-probs"_s} +
                              judgeArguments(),
                          &error),
             qPrintable(error));
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, legacy.url(u"/completion"_s),
        QJsonObject{{u"prompt"_s, promptFor(1, 2)}, {u"n_probs"_s, 10}});
    QCOMPARE(reply.status, 200);
    const QJsonObject first = reply.json()[u"completion_probabilities"_s][0].toObject();
    QCOMPARE(first[u"content"_s].toString(), reply.json()[u"content"_s].toString());
    QList<QPair<QString, double>> tokens;
    const QJsonArray probs = first[u"probs"_s].toArray();
    QCOMPARE(probs.size(), 10);
    for (const QJsonValue& entry : probs) {
        tokens.append({entry[u"tok_str"_s].toString(), std::log(entry[u"prob"_s].toDouble())});
    }
    QVERIFY(closeTo(classify(tokens), expectedProbability(1, 2)));
}

void JudgeSimTest::chatShapeAndUsage() {
    const QString prompt = promptFor(4, 5);
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s), chatBody(prompt, 3));
    QCOMPARE(reply.status, 200);
    const QJsonObject json = reply.json();
    QCOMPARE(json[u"object"_s].toString(), QStringLiteral("chat.completion"));
    QCOMPARE(json[u"model"_s].toString(), QStringLiteral("judge"));
    QVERIFY(json[u"id"_s].toString().startsWith(u"chatcmpl-"_s));
    const QJsonObject choice = json[u"choices"_s][0].toObject();
    QCOMPARE(choice[u"message"_s][u"role"_s].toString(), QStringLiteral("assistant"));
    const QJsonObject first = choice[u"logprobs"_s][u"content"_s][0].toObject();
    QCOMPARE(first[u"token"_s].toString(), choice[u"message"_s][u"content"_s].toString());
    QCOMPARE(first[u"bytes"_s].toArray().size(), 1);
    QVERIFY(first[u"logprob"_s].toDouble() < 0);
    const QJsonArray top = first[u"top_logprobs"_s].toArray();
    QCOMPARE(top.size(), 3);
    for (qsizetype i = 1; i < top.size(); ++i) {
        QVERIFY(top[i][u"logprob"_s].toDouble() <= top[i - 1][u"logprob"_s].toDouble());
        QVERIFY(top[i][u"bytes"_s].isArray());
    }
    // The system message and the user message both count: ≈ characters / 4.
    const int characters =
        static_cast<int>(QStringLiteral("You are a judge.").size() + 1 + prompt.size());
    const QJsonObject usage = json[u"usage"_s].toObject();
    QCOMPARE(usage[u"prompt_tokens"_s].toInt(), (characters + 3) / 4);
    QCOMPARE(usage[u"completion_tokens"_s].toInt(), 1);
    QCOMPARE(usage[u"total_tokens"_s].toInt(), usage[u"prompt_tokens"_s].toInt() + 1);
}

void JudgeSimTest::topLogprobsIsHonoured_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("expectedEntries");
    QTest::newRow("chat 0") << u"/v1/chat/completions"_s << u"top_logprobs"_s << 0 << 0;
    QTest::newRow("chat 5") << u"/v1/chat/completions"_s << u"top_logprobs"_s << 5 << 5;
    QTest::newRow("chat 20") << u"/v1/chat/completions"_s << u"top_logprobs"_s << 20 << 20;
    // The completions dict also holds the chosen token, which is the most likely one here.
    QTest::newRow("completions 1") << u"/v1/completions"_s << u"logprobs"_s << 1 << 1;
    QTest::newRow("completions 5") << u"/v1/completions"_s << u"logprobs"_s << 5 << 5;
    QTest::newRow("llama 7") << u"/completion"_s << u"n_probs"_s << 7 << 7;
}

void JudgeSimTest::topLogprobsIsHonoured() {
    QFETCH(QString, path);
    QFETCH(QString, field);
    QFETCH(int, count);
    QFETCH(int, expectedEntries);
    QJsonObject body = path == u"/v1/chat/completions"_s
                           ? chatBody(promptFor(1, 4), count)
                           : QJsonObject{{u"prompt"_s, promptFor(1, 4)}, {field, count}};
    body.insert(u"temperature"_s, 0);
    const HttpExchange reply = judgesim::testing::postJson(*m_network, m_server.url(path), body);
    QCOMPARE(reply.status, 200);
    const QJsonObject json = reply.json();
    qsizetype entries = -1;
    if (path == u"/v1/chat/completions"_s) {
        entries = json[u"choices"_s][0][u"logprobs"_s][u"content"_s][0][u"top_logprobs"_s]
                      .toArray()
                      .size();
    } else if (path == u"/v1/completions"_s) {
        entries = json[u"choices"_s][0][u"logprobs"_s][u"top_logprobs"_s][0].toObject().size();
    } else {
        entries = json[u"completion_probabilities"_s][0][u"top_logprobs"_s].toArray().size();
    }
    QCOMPARE(entries, expectedEntries);
}

void JudgeSimTest::sampledChoicesWithoutLogprobs() {
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s),
        QJsonObject{{u"messages"_s, QJsonArray{QJsonObject{{u"role"_s, u"user"_s},
                                                           {u"content"_s, promptFor(0, 2)}}}},
                    {u"n"_s, 40}});
    QCOMPARE(reply.status, 200);
    const QJsonArray choices = reply.json()[u"choices"_s].toArray();
    QCOMPARE(choices.size(), 40);
    for (qsizetype i = 0; i < choices.size(); ++i) {
        QCOMPARE(choices[i][u"index"_s].toInt(), i);
        QVERIFY(choices[i][u"logprobs"_s].isNull());
        const QString label = choices[i][u"message"_s][u"content"_s].toString();
        QVERIFY2(label == u"A"_s || label == u"B"_s, qPrintable(label));
    }
    QCOMPARE(reply.json()[u"usage"_s][u"completion_tokens"_s].toInt(), 40);
}

void JudgeSimTest::answersAreDeterministicPerOrderedPair() {
    const auto ask = [&](int a, int b) {
        return chatProbability(judgesim::testing::postJson(*m_network,
                                                           m_server.url(u"/v1/chat/completions"_s),
                                                           chatBody(promptFor(a, b)))
                                   .json());
    };
    const double first = ask(2, 5);
    QCOMPARE(ask(1, 3), ask(1, 3));
    QCOMPARE(ask(2, 5), first);
    // The reversed pair has its own noise and the bias in favour of the other text.
    QVERIFY(std::abs(ask(5, 2) - (1.0 - first)) > 1e-9);
}

void JudgeSimTest::hashedTextsAreDeterministicAcrossProcesses() {
    const QStringList arguments{u"--seed"_s, u"77"_s, u"--noise"_s, u"0.5"_s};
    SimulatorProcess one;
    SimulatorProcess two;
    QString error;
    QVERIFY2(one.start(arguments, &error), qPrintable(error));
    QVERIFY2(two.start(arguments, &error), qPrintable(error));
    const QJsonObject body = chatBody(templatePrompt(u"first text"_s, u"second text"_s));
    const double p1 = chatProbability(
        judgesim::testing::postJson(*m_network, one.url(u"/v1/chat/completions"_s), body).json());
    const double p2 = chatProbability(
        judgesim::testing::postJson(*m_network, two.url(u"/v1/chat/completions"_s), body).json());
    QCOMPARE(p1, p2);
    QVERIFY(p1 > 0 && p1 < 1);
    const double reversed = chatProbability(
        judgesim::testing::postJson(*m_network, one.url(u"/v1/chat/completions"_s),
                                    chatBody(templatePrompt(u"second text"_s, u"first text"_s)))
            .json());
    QVERIFY(std::abs(reversed - (1.0 - p1)) > 1e-9); // per-pair noise: not a mirror image
    const QJsonObject pairs = judgesim::testing::exchange(*m_network, one.url(u"/stats"_s), "GET")
                                  .json()[u"pairs"_s]
                                  .toObject();
    QCOMPARE(pairs.size(), 2);
    for (auto it = pairs.begin(); it != pairs.end(); ++it) {
        QVERIFY2(it.key().startsWith(u"h:"_s) && it.key().contains(u"|h:"_s), qPrintable(it.key()));
        QCOMPARE(it.value().toInt(), 1);
    }
}

void JudgeSimTest::truthIdsInTemplateTags() {
    SimulatorProcess idsOnly;
    const QString error = startIdsOnly(idsOnly);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const HttpExchange reply =
        judgesim::testing::postJson(*m_network, idsOnly.url(u"/v1/chat/completions"_s),
                                    chatBody(templatePrompt(u"c4"_s, u"c1"_s)));
    QCOMPARE(reply.status, 200);
    QVERIFY(closeTo(chatProbability(reply.json()), expectedProbability(4, 1)));
    const QJsonObject pairs =
        judgesim::testing::exchange(*m_network, idsOnly.url(u"/stats"_s), "GET")
            .json()[u"pairs"_s]
            .toObject();
    QCOMPARE(pairs[u"c4|c1"_s].toInt(), 1);
}

// An extractive summary is a sentence of its article: a templated prompt that shows
// the article (quoting a third known text) still compares the two tagged candidates,
// and a templated rating rates the one tagged.
void JudgeSimTest::onlyTheCandidatesPartsOfATemplateCount() {
    const QString context = u"Article: "_s + truthRows()[4].text + u" and more.\n"_s;
    const QString comparison = context + u"<candidate_a>\n"_s + truthRows()[1].text +
                               u"\n</candidate_a>\n<candidate_b>\n"_s + truthRows()[2].text +
                               u"\n</candidate_b>\nWhich is better? Answer A or B."_s;
    const HttpExchange compared = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s), chatBody(comparison));
    QCOMPARE(compared.status, 200);
    QVERIFY(closeTo(chatProbability(compared.json()), expectedProbability(1, 2)));

    const QString rating = context + u"<candidate>\n"_s + truthRows()[3].text +
                           u"\n</candidate>\nRate it from 1 to 10."_s;
    const HttpExchange rated = judgesim::testing::postJson(
        *m_network, m_server.url(u"/completion"_s), llamaBody(rating, 40));
    QCOMPARE(rated.status, 200);
    const QJsonObject first = rated.json()[u"completion_probabilities"_s][0].toObject();
    QVERIFY(closeToAll(ratingFrom(first[u"top_logprobs"_s].toArray()), expectedRating(3)));

    // Two summaries written word for word alike: only the position bias speaks.
    const QString twins = u"<candidate_a>\n"_s + truthRows()[5].text +
                          u"\n</candidate_a>\n<candidate_b>\n"_s + truthRows()[5].text +
                          u"\n</candidate_b>\nWhich is better? Answer A or B."_s;
    const HttpExchange same = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s), chatBody(twins));
    QCOMPARE(same.status, 200);
    const double biasAlone =
        1.0 / (1.0 + std::exp(-kSettings.positionBias / kSettings.temperature));
    QVERIFY2(closeTo(chatProbability(same.json()), biasAlone),
             qPrintable(QString::number(chatProbability(same.json()))));
}

void JudgeSimTest::unidentifiablePromptsAre400_data() {
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("none") << u"Which is better, X or Y?"_s << u"found 0"_s;
    QTest::newRow("three") << truthRows()[1].text + truthRows()[2].text + truthRows()[4].text
                           << u"found 3"_s;
}

void JudgeSimTest::unidentifiablePromptsAre400() {
    QFETCH(QString, prompt);
    QFETCH(QString, messagePart);
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, m_server.url(u"/v1/chat/completions"_s), chatBody(prompt));
    QCOMPARE(reply.status, 400);
    const QString message = reply.json()[u"error"_s][u"message"_s].toString();
    QVERIFY2(message.contains(messagePart), qPrintable(message));
    QCOMPARE(stats()[u"answered"_s].toInt(), 0);
    QCOMPARE(stats()[u"rejected"_s].toInt(), 1);
}

void JudgeSimTest::badRequestsAreJsonErrors_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("invalid json") << u"/v1/chat/completions"_s << QByteArray("POST")
                                  << QByteArray("{\"messages\": [") << 400 << u"not valid JSON"_s;
    QTest::newRow("not an object") << u"/v1/completions"_s << QByteArray("POST")
                                   << QByteArray("[1]") << 400 << u"JSON object"_s;
    QTest::newRow("no messages") << u"/v1/chat/completions"_s << QByteArray("POST")
                                 << QByteArray("{\"model\": \"x\"}") << 400 << u"\"messages\""_s;
    QTest::newRow("top_logprobs 21")
        << u"/v1/chat/completions"_s << QByteArray("POST")
        << QByteArray("{\"messages\": [{\"role\": \"user\", \"content\": \"x\"}], \"logprobs\": "
                      "true, \"top_logprobs\": 21}")
        << 400 << u"Invalid value for 'top_logprobs': must be less than or equal to 20"_s;
    QTest::newRow("prompt not a string") << u"/completion"_s << QByteArray("POST")
                                         << QByteArray("{\"prompt\": 5}") << 400 << u"\"prompt\""_s;
    QTest::newRow("streaming") << u"/completion"_s << QByteArray("POST")
                               << QByteArray("{\"prompt\": \"x\", \"stream\": true}") << 400
                               << u"\"stream\""_s;
    QTest::newRow("unknown path") << u"/v2/anything"_s << QByteArray("GET") << QByteArray() << 404
                                  << u"no such endpoint"_s;
    QTest::newRow("wrong method") << u"/v1/chat/completions"_s << QByteArray("GET") << QByteArray()
                                  << 405 << u"POST"_s;
}

void JudgeSimTest::badRequestsAreJsonErrors() {
    QFETCH(QString, path);
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, messagePart);
    const HttpExchange reply =
        judgesim::testing::exchange(*m_network, m_server.url(path), method, body);
    QCOMPARE(reply.status, status);
    const QString message = reply.json()[u"error"_s][u"message"_s].toString();
    QVERIFY2(message.contains(messagePart), qPrintable(message));
    QCOMPARE(reply.json()[u"error"_s][u"code"_s].toInt(), status);
}

void JudgeSimTest::statsCountPairsAndReset() {
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(judgesim::testing::postJson(*m_network, m_server.url(u"/v1/chat/completions"_s),
                                             chatBody(promptFor(0, 1)))
                     .status,
                 200);
    }
    QCOMPARE(judgesim::testing::postJson(*m_network, m_server.url(u"/v1/completions"_s),
                                         QJsonObject{{u"prompt"_s, promptFor(1, 0)}})
                 .status,
             200);
    QCOMPARE(judgesim::testing::exchange(*m_network, m_server.url(u"/health"_s), "GET").status,
             200);
    QJsonObject counters = stats();
    QCOMPARE(counters[u"total"_s].toInt(), 5);
    QCOMPARE(counters[u"answered"_s].toInt(), 4);
    QCOMPARE(counters[u"by_endpoint"_s][u"/v1/chat/completions"_s].toInt(), 3);
    QCOMPARE(counters[u"by_endpoint"_s][u"/v1/completions"_s].toInt(), 1);
    QCOMPARE(counters[u"by_endpoint"_s][u"/health"_s].toInt(), 1);
    QCOMPARE(counters[u"pairs"_s][u"c0|c1"_s].toInt(), 3);
    QCOMPARE(counters[u"pairs"_s][u"c1|c0"_s].toInt(), 1);
    QCOMPARE(counters[u"pairs"_s].toObject().size(), 2);
    for (const QString& fault :
         {u"429"_s, u"500"_s, u"timeout"_s, u"drop"_s, u"malformed"_s, u"no-logprobs"_s}) {
        QCOMPARE(counters[u"by_fault"_s][fault].toInt(), 0);
    }
    QCOMPARE(
        judgesim::testing::exchange(*m_network, m_server.url(u"/stats/reset"_s), "POST").status,
        200);
    counters = stats();
    QCOMPARE(counters[u"total"_s].toInt(), 0);
    QCOMPARE(counters[u"pairs"_s].toObject().size(), 0);
}

void JudgeSimTest::truthFromAProject() {
    // Two contexts; candidate "x2" has no score for the criterion and is left out,
    // so the simulator's indices are 0..3 over the others in id order.
    const QString path = m_directory.filePath(u"truth.pairrank"_s);
    {
        auto project = storage::ProjectDatabase::create(path, u"sim"_s);
        QVERIFY2(project, qPrintable(project.error().toString()));
        const storage::Status stored = (*project)->transaction([&]() -> storage::Status {
            auto writer = storage::CandidateWriter::prepare(**project);
            if (!writer) {
                return writer.error();
            }
            for (int context = 0; context < 2; ++context) {
                auto contextId = writer->addContext({0, QString::number(context), {}, {}});
                if (!contextId) {
                    return contextId.error();
                }
                for (int i = 0; i < 3; ++i) {
                    const int index = context * 3 + i;
                    domain::Candidate candidate;
                    candidate.contextId = *contextId;
                    candidate.externalId = u"x%1"_s.arg(index);
                    candidate.text = truthRows()[static_cast<std::size_t>(index)].text;
                    if (index != 2) {
                        candidate.referenceScores.insert(
                            u"quality"_s, truthRows()[static_cast<std::size_t>(index)].score);
                    }
                    if (auto added = writer->addCandidate(candidate); !added) {
                        return added.error();
                    }
                }
            }
            return storage::Status::success();
        });
        QVERIFY2(stored, qPrintable(stored.error().toString()));
    }
    SimulatorProcess server;
    QString error;
    QVERIFY2(server.start(QStringList{u"--project"_s, path, u"--criterion"_s, u"quality"_s} +
                              judgeArguments(),
                          &error),
             qPrintable(error));
    std::vector<double> scores;
    for (const int row : {0, 1, 3, 4, 5}) {
        scores.push_back(truthRows()[static_cast<std::size_t>(row)].score);
    }
    const auto judge = stats::SimulatedJudge::create(scores, kSettings, kSeed);
    // Rows 4 and 1 are simulator indices 3 and 1.
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, server.url(u"/v1/chat/completions"_s), chatBody(promptFor(4, 1)));
    QCOMPARE(reply.status, 200);
    QVERIFY(closeTo(chatProbability(reply.json()), *judge->probability(3, 1)));
    const QJsonObject pairs =
        judgesim::testing::exchange(*m_network, server.url(u"/stats"_s), "GET")
            .json()[u"pairs"_s]
            .toObject();
    QCOMPARE(pairs[u"x4|x1"_s].toInt(), 1);
    // The left-out candidate is not recognised: the prompt shows one known candidate,
    // x1, which is rated (simulator index 1).
    const HttpExchange rated = judgesim::testing::postJson(*m_network, server.url(u"/completion"_s),
                                                           llamaBody(promptFor(2, 1), 40));
    QCOMPARE(rated.status, 200);
    QVERIFY(closeToAll(
        ratingFrom(rated.json()[u"completion_probabilities"_s][0][u"top_logprobs"_s].toArray()),
        *judge->scoreClassProbabilities(1)));
    const QJsonObject answered =
        judgesim::testing::exchange(*m_network, server.url(u"/stats"_s), "GET")
            .json()[u"pairs"_s]
            .toObject();
    QCOMPARE(answered[u"x1"_s].toInt(), 1);
    QCOMPARE(answered.size(), 2); // x4|x1 and x1: nothing names x2
}

void JudgeSimTest::oneKnownTextIsRated_data() {
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("prompt");
    for (int index = 0; index < static_cast<int>(truthRows().size()); ++index) {
        QTest::addRow("c%d", index) << index
                                    << u"Rate this answer from 1 to 10:\n"_s +
                                           truthRows()[static_cast<std::size_t>(index)].text;
    }
    // One distinct known text shown twice is still one candidate.
    QTest::newRow("same text twice") << 2 << truthRows()[2].text + u" vs "_s + truthRows()[2].text;
}

void JudgeSimTest::oneKnownTextIsRated() {
    QFETCH(int, index);
    QFETCH(QString, prompt);
    // n_probs 40 lists every token of the distribution: the rating is exact.
    const HttpExchange reply = judgesim::testing::postJson(
        *m_network, m_server.url(u"/completion"_s), llamaBody(prompt, 40));
    QCOMPARE(reply.status, 200);
    const QJsonObject first = reply.json()[u"completion_probabilities"_s][0].toObject();
    const std::vector<double> expected = expectedRating(index);
    QVERIFY(closeToAll(ratingFrom(first[u"top_logprobs"_s].toArray()), expected));
    const auto mostLikely = std::max_element(expected.begin(), expected.end());
    QCOMPARE(reply.json()[u"content"_s].toString(),
             QString::number(mostLikely - expected.begin() + 1));
    const QJsonObject pairs = stats()[u"pairs"_s].toObject();
    QCOMPARE(pairs[QStringLiteral("c%1").arg(index)].toInt(), 1);
}

void JudgeSimTest::ratingTopListIsCutToTheTopK() {
    const int index = 1; // the highest truth: its ratings crowd at the top of the scale
    const HttpExchange reply =
        judgesim::testing::postJson(*m_network, m_server.url(u"/v1/chat/completions"_s),
                                    chatBody(u"Score it: "_s + truthRows()[index].text, 5));
    QCOMPARE(reply.status, 200);
    const QJsonArray top =
        reply.json()[u"choices"_s][0][u"logprobs"_s][u"content"_s][0][u"top_logprobs"_s].toArray();
    QCOMPARE(top.size(), 5);
    for (qsizetype i = 1; i < top.size(); ++i) {
        QVERIFY(top[i][u"logprob"_s].toDouble() <= top[i - 1][u"logprob"_s].toDouble());
    }
    // The most likely class's bare spelling leads, with its share 0.97 · 0.9 of P(class).
    const std::vector<double> expected = expectedRating(index);
    const auto mostLikely = std::max_element(expected.begin(), expected.end());
    QCOMPARE(top[0][u"token"_s].toString(), QString::number(mostLikely - expected.begin() + 1));
    QVERIFY(std::abs(std::exp(top[0][u"logprob"_s].toDouble()) - 0.97 * 0.9 * *mostLikely) < 1e-12);
}

void JudgeSimTest::absoluteTemplateTagsAreRated() {
    SimulatorProcess idsOnly;
    const QString error = startIdsOnly(idsOnly);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto rate = [&](const QString& candidate) {
        const HttpExchange reply = judgesim::testing::postJson(
            *m_network, idsOnly.url(u"/completion"_s),
            llamaBody(u"Summary:\n<candidate>\n"_s + candidate +
                          u"\n</candidate>\n\nScore the summary between 1 and 10."_s,
                      40));
        return reply.status == 200
                   ? ratingFrom(reply.json()[u"completion_probabilities"_s][0][u"top_logprobs"_s]
                                    .toArray())
                   : std::vector<double>{};
    };
    QVERIFY(closeToAll(rate(u"c4"_s), expectedRating(4)));
    QVERIFY(closeToAll(rate(u"c1"_s), expectedRating(1)));
    // A text that is no truth id is rated by its hash: the same every time, another for
    // another text.
    const std::vector<double> hashed = rate(u"An answer nobody told the simulator about."_s);
    QCOMPARE(hashed.size(), std::size_t{10});
    QVERIFY(std::abs(std::accumulate(hashed.begin(), hashed.end(), 0.0) - 1.0) < 1e-12);
    QCOMPARE(rate(u"An answer nobody told the simulator about."_s), hashed);
    QVERIFY(rate(u"A different answer altogether."_s) != hashed);
}

QTEST_MAIN(JudgeSimTest)
#include "test_judge_sim.moc"
