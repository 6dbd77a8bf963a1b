// Tests of the label tokens, the free text classifier and the prompt-based
// classifier (paper 001 eq. 3 and 5; DESIGN.md §3). Expected values are
// computed by hand from the probabilities put into the lists.
#include "core/judge/label_tokens.h"
#include "core/judge/prompt_classifier.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace pairrank::judge;

Q_DECLARE_METATYPE(QList<pairrank::judge::TokenLogprob>)

namespace {

// 0 = A, 1 = B, -1 = neither (QTest data columns want plain types).
int sideCode(const std::optional<LabelSide>& side) {
    if (!side) {
        return -1;
    }
    return *side == LabelSide::A ? 0 : 1;
}

QList<TokenLogprob> listOf(std::initializer_list<std::pair<const char*, double>> entries) {
    QList<TokenLogprob> list;
    for (const auto& [token, probability] : entries) {
        list.append(TokenLogprob{QString::fromUtf8(token), std::log(probability)});
    }
    return list;
}

} // namespace

class PromptClassifierTest : public QObject {
    Q_OBJECT

private slots:
    void matchesLabelTokens_data();
    void matchesLabelTokens();
    void everyVariantMatchesItsLabel();
    void labelWordsAreChecked_data();
    void labelWordsAreChecked();
    void classifiesAnswerTexts_data();
    void classifiesAnswerTexts();
    void sumsTheVariantsOfEachLabel();
    void boundsAMissingLabelByItsUpperBound_data();
    void boundsAMissingLabelByItsUpperBound();
    void neitherLabelGivesNoProbability();
    void probabilityIsClamped();
    void nonFiniteEntriesAreIgnored();
    void samplingFallbackFollowsTheFormula_data();
    void samplingFallbackFollowsTheFormula();
    void countsSampledAnswers();
    void scoreClassesAreSummedAndNormalised();
    void scoreClassesFailWithoutScoreTokens();
};

void PromptClassifierTest::matchesLabelTokens_data() {
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("labelA");
    QTest::addColumn<QString>("labelB");
    QTest::addColumn<int>("expected");
    const QString a = QStringLiteral("A");
    const QString b = QStringLiteral("B");
    QTest::newRow("A") << QStringLiteral("A") << a << b << 0;
    QTest::newRow("space A") << QStringLiteral(" A") << a << b << 0;
    QTest::newRow("lower b") << QStringLiteral("b") << a << b << 1;
    QTest::newRow("A.") << QStringLiteral("A.") << a << b << 0;
    QTest::newRow("(B)") << QStringLiteral("(B)") << a << b << 1;
    QTest::newRow("(B") << QStringLiteral(" (B") << a << b << 1;
    QTest::newRow("Response A") << QStringLiteral("Response A") << a << b << 0;
    QTest::newRow("summary b:") << QStringLiteral("summary b:") << a << b << 1;
    QTest::newRow("bold") << QStringLiteral("**B**") << a << b << 1;
    QTest::newRow("sentencepiece") << QStringLiteral("▁A") << a << b << 0;
    QTest::newRow("byte bpe") << QStringLiteral("ĠB") << a << b << 1;
    QTest::newRow("newline") << QStringLiteral("\nA\n") << a << b << 0;
    QTest::newRow("other word") << QStringLiteral("Answer") << a << b << -1;
    QTest::newRow("AB") << QStringLiteral("AB") << a << b << -1;
    QTest::newRow("empty") << QString() << a << b << -1;
    QTest::newRow("punctuation only") << QStringLiteral(" (.") << a << b << -1;
    QTest::newRow("Response alone") << QStringLiteral("Response") << a << b << -1;
    QTest::newRow("custom first") << QStringLiteral(" First") << QStringLiteral("first")
                                  << QStringLiteral("second") << 0;
    QTest::newRow("custom digit") << QStringLiteral("2") << QStringLiteral("1")
                                  << QStringLiteral("2") << 1;
}

void PromptClassifierTest::matchesLabelTokens() {
    QFETCH(QString, token);
    QFETCH(QString, labelA);
    QFETCH(QString, labelB);
    QFETCH(int, expected);
    QCOMPARE(sideCode(matchLabelToken(token, LabelWords{labelA, labelB, {}})), expected);
}

void PromptClassifierTest::everyVariantMatchesItsLabel() {
    const LabelWords labels;
    const QStringList variantsA = labelTokenVariants(labels.a);
    const QStringList variantsB = labelTokenVariants(labels.b);
    for (const char* expected : {" A", "A", "A.", "(A)", "Response A", "a", " a"}) {
        QVERIFY2(variantsA.contains(QLatin1String(expected)), expected);
    }
    QStringList deduplicated = variantsA;
    QCOMPARE(deduplicated.removeDuplicates(), qsizetype{0});
    for (const QString& variant : variantsA) {
        QVERIFY2(matchLabelToken(variant, labels) == LabelSide::A, qPrintable(variant));
    }
    for (const QString& variant : variantsB) {
        QVERIFY2(matchLabelToken(variant, labels) == LabelSide::B, qPrintable(variant));
    }
}

void PromptClassifierTest::labelWordsAreChecked_data() {
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("valid") << QStringList{QStringLiteral("Yes"), QStringLiteral("No")} << QString();
    QTest::newRow("one word") << QStringList{QStringLiteral("A")}
                              << QStringLiteral("two words (or three with a tie label), not 1");
    QTest::newRow("with a tie label")
        << QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie")}
        << QString();
    QTest::newRow("four words") << QStringList{QStringLiteral("A"), QStringLiteral("B"),
                                               QStringLiteral("C"), QStringLiteral("D")}
                                << QStringLiteral("not 4");
    QTest::newRow("tie label repeats a label")
        << QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("b")}
        << QStringLiteral("labelWords[1] and labelWords[2] are the same word");
    QTest::newRow("empty second") << QStringList{QStringLiteral("A"), QStringLiteral(" ")}
                                  << QStringLiteral("labelWords[1] is empty");
    QTest::newRow("space") << QStringList{QStringLiteral("Summary A"), QStringLiteral("B")}
                           << QStringLiteral("labelWords[0] \"Summary A\" contains whitespace");
    QTest::newRow("same") << QStringList{QStringLiteral("a"), QStringLiteral("A")}
                          << QStringLiteral("the same word");
}

void PromptClassifierTest::labelWordsAreChecked() {
    QFETCH(QStringList, words);
    QFETCH(QString, expectedMessagePart);
    const Result<LabelWords> labels = labelWordsFromList(words);
    if (expectedMessagePart.isEmpty()) {
        QVERIFY(labels.ok());
        QCOMPARE(labels->a, words[0]);
        QCOMPARE(labels->b, words[1]);
        QCOMPARE(labels->tie, words.value(2));
    } else {
        QVERIFY(!labels.ok());
        QVERIFY2(labels.error().message.contains(expectedMessagePart),
                 qPrintable(labels.error().message));
    }
}

void PromptClassifierTest::classifiesAnswerTexts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("verdict"); // TextVerdict
    QTest::addColumn<QString>("reason");
    const int a = int(TextVerdict::A);
    const int b = int(TextVerdict::B);
    const int tie = int(TextVerdict::Tie);
    const int refusal = int(TextVerdict::Refusal);
    QTest::newRow("bare A") << QStringLiteral("A") << a << QString();
    QTest::newRow("Response B.") << QStringLiteral("  Response B.\n") << b << QString();
    QTest::newRow("sentence") << QStringLiteral("The better summary is B because it is shorter.")
                              << b << QString();
    QTest::newRow("article a is not A")
        << QStringLiteral("It is a close call, but Summary B reads better.") << b << QString();
    QTest::newRow("tie") << QStringLiteral("Tie") << tie << QString();
    QTest::newRow("both") << QStringLiteral("Both are equally good.") << tie << QString();
    QTest::newRow("equal") << QStringLiteral("They are equal") << tie << QString();
    QTest::newRow("neither") << QStringLiteral("Neither.") << tie << QString();
    QTest::newRow("cannot") << QStringLiteral("I cannot compare these texts.") << refusal
                            << QStringLiteral("refused");
    QTest::newRow("can't") << QStringLiteral("I can't help with that.") << refusal
                           << QStringLiteral("refused");
    QTest::newRow("sorry") << QStringLiteral("Sorry, I will not answer") << refusal
                           << QStringLiteral("refused");
    QTest::newRow("garbage") << QStringLiteral("42 bananas") << refusal
                             << QStringLiteral("unparseable answer");
    QTest::newRow("empty") << QString() << refusal << QStringLiteral("unparseable answer");
}

void PromptClassifierTest::classifiesAnswerTexts() {
    QFETCH(QString, text);
    QFETCH(int, verdict);
    QFETCH(QString, reason);
    const TextClassification classification = classifyAnswerText(text, LabelWords{});
    QCOMPARE(int(classification.verdict), verdict);
    QCOMPARE(classification.reason, reason);
    QCOMPARE(classification.text, text.trimmed());
}

void PromptClassifierTest::sumsTheVariantsOfEachLabel() {
    // P(A) = 0.30 + 0.10 + 0.05, P(B) = 0.20 + 0.15; "The" is neither.
    const QList<TokenLogprob> list =
        listOf({{"A", 0.30}, {"B", 0.20}, {" B", 0.15}, {" A", 0.10}, {"The", 0.08}, {"(A", 0.05}});
    const LabelClassification result = classifyTopLogprobs(list, LabelWords{});
    QVERIFY(result.p.has_value());
    QVERIFY(std::abs(result.probabilityA - 0.45) < 1e-12);
    QVERIFY(std::abs(result.probabilityB - 0.35) < 1e-12);
    QVERIFY(std::abs(*result.p - 0.45 / 0.80) < 1e-12);
    QVERIFY(!result.boundedLabel.has_value());
    QCOMPARE(result.listedTokens.size(), qsizetype{6});
}

void PromptClassifierTest::boundsAMissingLabelByItsUpperBound_data() {
    QTest::addColumn<QList<TokenLogprob>>("list");
    QTest::addColumn<int>("boundedSide");
    QTest::addColumn<double>("expectedBound");
    QTest::addColumn<double>("expectedP");
    // Smallest listed 0.05 < leftover 1 − 0.85: the bound is 0.05.
    QTest::newRow("B missing, smallest listed")
        << listOf({{"A", 0.6}, {"The", 0.2}, {"So", 0.05}}) << 1 << 0.05 << 0.6 / 0.65;
    // Leftover mass 1 − 0.9 = 0.1 < smallest listed 0.3: the bound is 0.1.
    QTest::newRow("A missing, leftover mass")
        << listOf({{" B", 0.6}, {"C", 0.3}}) << 0 << 0.1 << 0.1 / 0.7;
    // A one-entry list: B can have at most what A leaves over.
    QTest::newRow("only A listed") << listOf({{"A", 0.99}}) << 1 << 0.01 << 0.99;
}

void PromptClassifierTest::boundsAMissingLabelByItsUpperBound() {
    QFETCH(QList<TokenLogprob>, list);
    QFETCH(int, boundedSide);
    QFETCH(double, expectedBound);
    QFETCH(double, expectedP);
    const LabelClassification result = classifyTopLogprobs(list, LabelWords{});
    QVERIFY(result.p.has_value());
    QCOMPARE(sideCode(result.boundedLabel), boundedSide);
    const double bound = boundedSide == 0 ? result.probabilityA : result.probabilityB;
    QVERIFY2(std::abs(bound - expectedBound) < 1e-12, qPrintable(QString::number(bound)));
    QVERIFY2(std::abs(*result.p - expectedP) < 1e-12, qPrintable(QString::number(*result.p)));
    // Never the zero a naive reading of the list would give.
    QVERIFY(*result.p < 1.0 - 1e-3 && *result.p > 1e-3);
}

void PromptClassifierTest::neitherLabelGivesNoProbability() {
    const LabelClassification result =
        classifyTopLogprobs(listOf({{"I", 0.7}, {"Sorry", 0.2}}), LabelWords{});
    QVERIFY(!result.p.has_value());
    QCOMPARE(result.listedTokens, (QStringList{QStringLiteral("I"), QStringLiteral("Sorry")}));
    QVERIFY(!classifyTopLogprobs({}, LabelWords{}).p.has_value());
}

void PromptClassifierTest::probabilityIsClamped() {
    const QList<TokenLogprob> list{{QStringLiteral("A"), 0.0}, {QStringLiteral("B"), -60.0}};
    const LabelClassification result = classifyTopLogprobs(list, LabelWords{});
    QCOMPARE(*result.p, 1.0 - 1e-6);
    const QList<TokenLogprob> reversed{{QStringLiteral("B"), 0.0}, {QStringLiteral("A"), -60.0}};
    QCOMPARE(*classifyTopLogprobs(reversed, LabelWords{}).p, 1e-6);
}

void PromptClassifierTest::nonFiniteEntriesAreIgnored() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double infinity = std::numeric_limits<double>::infinity();
    const QList<TokenLogprob> list{{QStringLiteral("A"), std::log(0.4)},
                                   {QStringLiteral(" A"), nan},
                                   {QStringLiteral("B"), std::log(0.4)},
                                   {QStringLiteral(" B"), -infinity}};
    const LabelClassification result = classifyTopLogprobs(list, LabelWords{});
    QVERIFY(std::abs(*result.p - 0.5) < 1e-12);
    // Both labels listed with probability 0: no preference, and no invented 0.5.
    const QList<TokenLogprob> zero{{QStringLiteral("A"), -infinity},
                                   {QStringLiteral("B"), -infinity}};
    QVERIFY(!classifyTopLogprobs(zero, LabelWords{}).p.has_value());
}

void PromptClassifierTest::samplingFallbackFollowsTheFormula_data() {
    QTest::addColumn<int>("a");
    QTest::addColumn<int>("b");
    QTest::addColumn<int>("ties");
    QTest::addColumn<int>("refusals");
    QTest::addColumn<double>("expected"); // (#A + 0.5) / (n + 1), by hand; -1: none
    QTest::newRow("3 of 4") << 3 << 1 << 0 << 0 << 3.5 / 5.0;
    QTest::newRow("none of 4") << 0 << 4 << 0 << 0 << 0.5 / 5.0;
    QTest::newRow("all of 10") << 10 << 0 << 0 << 0 << 10.5 / 11.0;
    QTest::newRow("single A") << 1 << 0 << 0 << 0 << 1.5 / 2.0;
    QTest::newRow("ties count half") << 1 << 1 << 2 << 0 << 2.5 / 5.0;
    QTest::newRow("refusals left out") << 2 << 1 << 0 << 5 << 2.5 / 4.0;
    QTest::newRow("all refused") << 0 << 0 << 0 << 3 << -1.0;
}

void PromptClassifierTest::samplingFallbackFollowsTheFormula() {
    QFETCH(int, a);
    QFETCH(int, b);
    QFETCH(int, ties);
    QFETCH(int, refusals);
    QFETCH(double, expected);
    const std::optional<double> p = probabilityFromSamples(SampleCounts{a, b, ties, refusals});
    if (expected < 0.0) {
        QVERIFY(!p.has_value());
    } else {
        QVERIFY(p.has_value());
        QVERIFY(std::abs(*p - expected) < 1e-12);
    }
}

void PromptClassifierTest::countsSampledAnswers() {
    const SampleCounts counts = countSampledAnswers(
        {QStringLiteral("A"), QStringLiteral("Summary A."), QStringLiteral("B"),
         QStringLiteral("Both are fine"), QStringLiteral("Sorry, I can't"), QStringLiteral("??")},
        LabelWords{});
    QCOMPARE(counts.a, 2);
    QCOMPARE(counts.b, 1);
    QCOMPARE(counts.ties, 1);
    QCOMPARE(counts.refusals, 2);
    SampleCounts total = counts;
    total += SampleCounts{1, 2, 3, 4};
    QCOMPARE(total.a, 3);
    QCOMPARE(total.b, 3);
    QCOMPARE(total.ties, 4);
    QCOMPARE(total.refusals, 6);
    QCOMPARE(total.decisive(), 10);
}

void PromptClassifierTest::scoreClassesAreSummedAndNormalised() {
    // 7: 0.5 + 0.1, 8: 0.2, 10: 0.1; "x" and "07" are not scores. Total 0.9.
    const QList<TokenLogprob> list =
        listOf({{"7", 0.5}, {" 7", 0.1}, {"8.", 0.2}, {"10", 0.1}, {"x", 0.05}, {"07", 0.02}});
    const Result<std::vector<double>> classes = scoreClassProbabilities(list);
    QVERIFY2(classes.ok(), qPrintable(classes.error().message));
    QCOMPARE(classes->size(), std::size_t{10});
    QVERIFY(std::abs((*classes)[6] - 0.6 / 0.9) < 1e-12);
    QVERIFY(std::abs((*classes)[7] - 0.2 / 0.9) < 1e-12);
    QVERIFY(std::abs((*classes)[9] - 0.1 / 0.9) < 1e-12);
    QCOMPARE((*classes)[0], 0.0);
    double total = 0.0;
    for (const double probability : *classes) {
        total += probability;
    }
    QVERIFY(std::abs(total - 1.0) < 1e-12);

    // A 1..5 scale: "7" is outside it and left out; 3 and 5 share the mass.
    const Result<std::vector<double>> fivePoint =
        scoreClassProbabilities(listOf({{"3", 0.4}, {"5", 0.4}, {"7", 0.2}}), 1, 5);
    QVERIFY2(fivePoint.ok(), qPrintable(fivePoint.error().message));
    QCOMPARE(*fivePoint, (std::vector<double>{0.0, 0.0, 0.5, 0.0, 0.5}));
}

void PromptClassifierTest::scoreClassesFailWithoutScoreTokens() {
    const Result<std::vector<double>> none =
        scoreClassProbabilities(listOf({{"The", 0.5}, {"11", 0.2}}));
    QVERIFY(!none.ok());
    QVERIFY2(none.error().message.contains(QStringLiteral("The, 11")),
             qPrintable(none.error().message));
    QVERIFY(!scoreClassProbabilities(listOf({{"5", 0.5}}), 10, 1).ok());
}

QTEST_APPLESS_MAIN(PromptClassifierTest)
#include "test_prompt_classifier.moc"
