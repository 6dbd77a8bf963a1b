// Tests of the prompt templates (placeholders, escapes, refusals) and of the
// default prompt set and its convention (default_prompts.h).
#include "core/judge/default_prompts.h"
#include "core/judge/judge.h"
#include "core/judge/prompt_template.h"

#include <QSet>
#include <QTest>

using namespace pairrank::judge;

Q_DECLARE_METATYPE(pairrank::judge::TemplateKind)

namespace {

PromptFields sampleFields() {
    PromptFields fields;
    fields.context = QStringLiteral("The article.");
    fields.candidateA = QStringLiteral("First text.");
    fields.candidateB = QStringLiteral("Second text.");
    fields.criterion = QStringLiteral("coherence");
    return fields;
}

} // namespace

class PromptTemplateTest : public QObject {
    Q_OBJECT

private slots:
    void rendersPlaceholders_data();
    void rendersPlaceholders();
    void refusesBadTemplates_data();
    void refusesBadTemplates();
    void substitutedValuesAreNotInterpreted();
    void customLabelsAreRendered();
    void defaultPromptsFollowTheConvention_data();
    void defaultPromptsFollowTheConvention();
    void defaultPromptsCoverThePapersTasks();
    void criterionFromDefaultCarriesBothTemplates();
    void aTieLabelIsOfferedThroughTheTemplate();
};

void PromptTemplateTest::rendersPlaceholders_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<TemplateKind>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("comparative") << QStringLiteral("{context}|{candidate_a}|{candidate_b}|"
                                                   "{criterion}|{label_a}|{label_b}")
                                 << TemplateKind::Comparative
                                 << QStringLiteral("The article.|First text.|Second text.|"
                                                   "coherence|A|B");
    QTest::newRow("repeated") << QStringLiteral("{candidate_a}{candidate_a} {candidate_b}")
                              << TemplateKind::Comparative
                              << QStringLiteral("First text.First text. Second text.");
    QTest::newRow("escaped braces")
        << QStringLiteral("{{json}} {{{candidate_a}}} }}{candidate_b}{{")
        << TemplateKind::Comparative << QStringLiteral("{json} {First text.} }Second text.{");
    QTest::newRow("absolute") << QStringLiteral("{context}: {candidate} ({criterion})")
                              << TemplateKind::Absolute
                              << QStringLiteral("The article.: First text. (coherence)");
    QTest::newRow("unicode") << QStringLiteral("é {candidate_a} ✓ {candidate_b} 終")
                             << TemplateKind::Comparative
                             << QStringLiteral("é First text. ✓ Second text. 終");
}

void PromptTemplateTest::rendersPlaceholders() {
    QFETCH(QString, text);
    QFETCH(TemplateKind, kind);
    QFETCH(QString, expected);
    const Result<PromptTemplate> parsed = PromptTemplate::parse(text, kind);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error().message));
    QCOMPARE(parsed->render(sampleFields()), expected);
    QCOMPARE(parsed->text(), text);
}

void PromptTemplateTest::refusesBadTemplates_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<TemplateKind>("kind");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("unknown placeholder")
        << QStringLiteral("{candidate_a} {candidate_b} {foo}") << TemplateKind::Comparative
        << QStringLiteral("unknown placeholder {foo} at offset 28");
    QTest::newRow("wrong case") << QStringLiteral("{Candidate_A} {candidate_b}")
                                << TemplateKind::Comparative
                                << QStringLiteral("unknown placeholder {Candidate_A}");
    QTest::newRow("missing candidate_a")
        << QStringLiteral("{context} {candidate_b}") << TemplateKind::Comparative
        << QStringLiteral("no {candidate_a}");
    QTest::newRow("missing candidate_b")
        << QStringLiteral("{candidate_a} and {{candidate_b}}") << TemplateKind::Comparative
        << QStringLiteral("no {candidate_b}");
    QTest::newRow("unclosed brace")
        << QStringLiteral("{candidate_a} {candidate_b} {context") << TemplateKind::Comparative
        << QStringLiteral("unclosed \"{\" at offset 28");
    QTest::newRow("nested brace") << QStringLiteral("{cand{candidate_a} {candidate_b}")
                                  << TemplateKind::Comparative
                                  << QStringLiteral("unclosed \"{\" at offset 0");
    QTest::newRow("lone closing brace")
        << QStringLiteral("{candidate_a} } {candidate_b}") << TemplateKind::Comparative
        << QStringLiteral("lone \"}\" at offset 14");
    QTest::newRow("empty") << QStringLiteral("  \n") << TemplateKind::Comparative
                           << QStringLiteral("template is empty");
    QTest::newRow("pair placeholder in absolute")
        << QStringLiteral("{candidate} {candidate_b}") << TemplateKind::Absolute
        << QStringLiteral("{candidate_b} at offset 12 is not allowed in a absolute");
    QTest::newRow("absolute placeholder in comparative")
        << QStringLiteral("{candidate_a} {candidate_b} {candidate}") << TemplateKind::Comparative
        << QStringLiteral("{candidate} at offset 28 is not allowed");
    QTest::newRow("absolute without candidate")
        << QStringLiteral("{context} score it") << TemplateKind::Absolute
        << QStringLiteral("no {candidate}");
}

void PromptTemplateTest::refusesBadTemplates() {
    QFETCH(QString, text);
    QFETCH(TemplateKind, kind);
    QFETCH(QString, expectedMessagePart);
    const Result<PromptTemplate> parsed = PromptTemplate::parse(text, kind);
    QVERIFY(!parsed.ok());
    QVERIFY2(parsed.error().message.contains(expectedMessagePart),
             qPrintable(parsed.error().message));
}

void PromptTemplateTest::substitutedValuesAreNotInterpreted() {
    const Result<PromptTemplate> parsed = PromptTemplate::parse(
        QStringLiteral("[{candidate_a}][{candidate_b}]"), TemplateKind::Comparative);
    QVERIFY(parsed.ok());
    PromptFields fields;
    fields.candidateA = QStringLiteral("{candidate_b} {{x}}");
    fields.candidateB = QStringLiteral("}");
    QCOMPARE(parsed->render(fields), QStringLiteral("[{candidate_b} {{x}}][}]"));
}

void PromptTemplateTest::customLabelsAreRendered() {
    const Result<PromptTemplate> parsed = PromptTemplate::parse(
        QStringLiteral(
            "{label_a}: {candidate_a}\n{label_b}: {candidate_b}\n{label_a} or {label_b}?"),
        TemplateKind::Comparative);
    QVERIFY(parsed.ok());
    PromptFields fields = sampleFields();
    fields.labelA = QStringLiteral("1");
    fields.labelB = QStringLiteral("2");
    QCOMPARE(parsed->render(fields), QStringLiteral("1: First text.\n2: Second text.\n1 or 2?"));
}

void PromptTemplateTest::defaultPromptsFollowTheConvention_data() {
    QTest::addColumn<QString>("key");
    for (const DefaultPrompt& prompt : defaultPrompts()) {
        QTest::newRow(qPrintable(prompt.key)) << prompt.key;
    }
}

void PromptTemplateTest::defaultPromptsFollowTheConvention() {
    QFETCH(QString, key);
    const std::optional<DefaultPrompt> prompt = defaultPrompt(key);
    QVERIFY(prompt.has_value());
    QCOMPARE(prompt->key, key);
    QVERIFY(key.startsWith(prompt->task + u'-'));

    const Result<PromptTemplate> comparative =
        PromptTemplate::parse(prompt->comparativeTemplate, TemplateKind::Comparative);
    QVERIFY2(comparative.ok(), qPrintable(comparative.error().message));
    // The convention app/judge-sim relies on, checked on the template text itself…
    QVERIFY(prompt->comparativeTemplate.contains(
        QStringLiteral("<candidate_a>\n{candidate_a}\n</candidate_a>")));
    QVERIFY(prompt->comparativeTemplate.contains(
        QStringLiteral("<candidate_b>\n{candidate_b}\n</candidate_b>")));
    QCOMPARE(prompt->comparativeTemplate.count(QStringLiteral("{candidate_a}")), 1);
    QCOMPARE(prompt->comparativeTemplate.count(QStringLiteral("{candidate_b}")), 1);
    if (prompt->comparativeTemplate.contains(QStringLiteral("{context}"))) {
        QVERIFY(prompt->comparativeTemplate.contains(
            QStringLiteral("<context>\n{context}\n</context>")));
    }
    // …and on a rendering with other label words: it ends asking for one label word.
    PromptFields fields = sampleFields();
    fields.labelA = QStringLiteral("X");
    fields.labelB = QStringLiteral("Y");
    const QString rendered = comparative->render(fields);
    QVERIFY(rendered.contains(QStringLiteral("<candidate_a>\nFirst text.\n</candidate_a>")));
    QVERIFY(rendered.contains(QStringLiteral("<candidate_b>\nSecond text.\n</candidate_b>")));
    QVERIFY(rendered.indexOf(QStringLiteral("<candidate_a>")) <
            rendered.indexOf(QStringLiteral("<candidate_b>")));
    QVERIFY2(rendered.endsWith(QStringLiteral("Answer with a single word: X or Y.")),
             qPrintable(rendered));

    const Result<PromptTemplate> absolute =
        PromptTemplate::parse(prompt->absoluteTemplate, TemplateKind::Absolute);
    QVERIFY2(absolute.ok(), qPrintable(absolute.error().message));
    QVERIFY(prompt->absoluteTemplate.contains(
        QStringLiteral("<candidate>\n{candidate}\n</candidate>")));
    QVERIFY(prompt->absoluteTemplate.contains(QStringLiteral("between 1 and 10")));
    QCOMPARE(prompt->absoluteTemplate.contains(QStringLiteral("{context}")),
             prompt->comparativeTemplate.contains(QStringLiteral("{context}")));
}

void PromptTemplateTest::defaultPromptsCoverThePapersTasks() {
    QSet<QString> keys;
    for (const DefaultPrompt& prompt : defaultPrompts()) {
        QVERIFY2(!keys.contains(prompt.key), qPrintable(prompt.key));
        keys.insert(prompt.key);
    }
    for (const char* expected : {"summary-coherence", "summary-consistency", "summary-fluency",
                                 "summary-relevance", "dialogue-coherence", "dialogue-engagingness",
                                 "story-overall", "question-difficulty", "answer-overall"}) {
        QVERIFY2(keys.contains(QLatin1String(expected)), expected);
    }
    QVERIFY(!defaultPrompt(QStringLiteral("no-such-prompt")).has_value());
    // Question difficulty compares questions on their own: no context block.
    QVERIFY(!defaultPrompt(QStringLiteral("question-difficulty"))
                 ->comparativeTemplate.contains(QStringLiteral("{context}")));
    // Paper 001 Fig. 2 wording for SummEval.
    QVERIFY(defaultPrompt(QStringLiteral("summary-coherence"))
                ->comparativeTemplate.contains(QStringLiteral(
                    "Which summary is more coherent, Summary {label_a} or Summary {label_b}?")));
}

void PromptTemplateTest::criterionFromDefaultCarriesBothTemplates() {
    const DefaultPrompt prompt = *defaultPrompt(QStringLiteral("story-overall"));
    const pairrank::domain::Criterion criterion = criterionFromDefault(prompt);
    QCOMPARE(criterion.id, pairrank::domain::CriterionId{0});
    QCOMPARE(criterion.name, QStringLiteral("overall"));
    QCOMPARE(criterion.comparativePromptTemplate, prompt.comparativeTemplate);
    QCOMPARE(criterion.absolutePromptTemplate, prompt.absoluteTemplate);
    QCOMPARE(criterion.labelWords, (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
}

void PromptTemplateTest::aTieLabelIsOfferedThroughTheTemplate() {
    pairrank::domain::JudgeConfig config;
    config.name = QStringLiteral("simulated");
    config.backend = QStringLiteral("simulated");
    pairrank::domain::Criterion criterion;
    criterion.name = QStringLiteral("coherence");
    criterion.labelWords = {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie")};
    criterion.comparativePromptTemplate =
        QStringLiteral("{candidate_a} / {candidate_b}: {label_a}, {label_b} or {label_tie}?");
    auto judge = Judge::create(config, criterion);
    QVERIFY2(judge.ok(), qPrintable(judge.error().message));
    PairToJudge pair;
    pair.textA = QStringLiteral("x");
    pair.textB = QStringLiteral("y");
    QCOMPARE((*judge)->prepare(pair).prompt, QStringLiteral("x / y: A, B or Tie?"));

    // A tie word the prompt never offers, or an offer without a tie word, is refused.
    criterion.comparativePromptTemplate = QStringLiteral("{candidate_a} / {candidate_b}");
    const auto unoffered = Judge::create(config, criterion);
    QVERIFY(!unoffered.ok());
    QVERIFY2(unoffered.error().message.contains(QStringLiteral("never offers")),
             qPrintable(unoffered.error().message));
    criterion.labelWords = {QStringLiteral("A"), QStringLiteral("B")};
    criterion.comparativePromptTemplate = QStringLiteral("{candidate_a} {candidate_b} {label_tie}");
    const auto noWord = Judge::create(config, criterion);
    QVERIFY(!noWord.ok());
    QVERIFY2(noWord.error().message.contains(QStringLiteral("no third (tie) word")),
             qPrintable(noWord.error().message));
}

QTEST_MAIN(PromptTemplateTest)
#include "test_prompt_templates.moc"
