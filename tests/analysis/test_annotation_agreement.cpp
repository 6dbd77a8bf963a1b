// Tests of the annotators' agreement statistics (core/analysis/annotation_agreement.h):
// the order shown is undone before comparing, and the κ values equal Cohen's and
// Fleiss' κ of the decisions worked out by hand.
#include "core/analysis/annotation_agreement.h"

#include <QTest>

using namespace pairrank;

namespace {

domain::HumanLabel label(const QString& annotator, domain::CandidateId a, domain::CandidateId b,
                         domain::HumanChoice choice) {
    domain::HumanLabel value;
    value.annotator = annotator;
    value.candidateA = a;
    value.candidateB = b;
    value.choice = choice;
    return value;
}

domain::Judgement judgement(domain::CandidateId a, domain::CandidateId b, double p) {
    domain::Judgement value;
    value.candidateA = a;
    value.candidateB = b;
    value.p = p;
    return value;
}

} // namespace

class AnnotationAgreementTest : public QObject {
    Q_OBJECT

private slots:
    // The human saw 2 on the left and chose it; the judge saw 1 first and gave it
    // p = 0.2: both say 2 is better, whatever the order shown.
    void theOrderShownIsUndoneBeforeComparing() {
        using domain::HumanChoice;
        const QList<domain::HumanLabel> labels{
            label(QStringLiteral("ann"), 2, 1, HumanChoice::A),
            label(QStringLiteral("ann"), 3, 4, HumanChoice::A),
            label(QStringLiteral("ann"), 6, 5, HumanChoice::Tie),
            label(QStringLiteral("ann"), 7, 8, HumanChoice::Skip), // left out
        };
        const QList<domain::Judgement> judgements{
            judgement(1, 2, 0.2), judgement(4, 3, 0.1),
            judgement(3, 4, 0.8), // mean P(3 better) = (0.9 + 0.8) / 2
            judgement(5, 6, 0.5), judgement(7, 8, 0.9),
        };
        const analysis::AgreementReport report =
            analysis::computeAgreement(labels, {{QStringLiteral("judge-x"), judgements}});
        QCOMPARE(report.withJudge.size(), 1);
        const analysis::KappaSummary& summary = report.withJudge.constFirst();
        QCOMPARE(summary.second, QStringLiteral("judge-x"));
        QVERIFY(summary.secondIsJudge);
        QCOMPARE(summary.sharedPairs, 3);
        QCOMPARE(*summary.observedAgreement, 1.0);
        QCOMPARE(*summary.kappa, 1.0);
        QVERIFY(report.betweenHumans.isEmpty());
        QVERIFY(!report.fleissKappa);
    }

    // Two annotators over four pairs (decisions as first-better 0 / second-better 1):
    // x = 0, 0, 1, 1 and y = 0, 1, 1, 1. p_o = 3/4; x's shares ½, ½, y's ¼, ¾:
    // p_e = ½·¼ + ½·¾ = ½, κ = (¾ − ½)/(1 − ½) = ½.
    void cohenBetweenAnnotatorsMatchesTheHandComputation() {
        using domain::HumanChoice;
        const QList<domain::HumanLabel> labels{
            label(QStringLiteral("x"), 1, 2, HumanChoice::A),
            label(QStringLiteral("x"), 3, 4, HumanChoice::A),
            label(QStringLiteral("x"), 5, 6, HumanChoice::B),
            label(QStringLiteral("x"), 7, 8, HumanChoice::B),
            label(QStringLiteral("y"), 1, 2, HumanChoice::A),
            label(QStringLiteral("y"), 4, 3, HumanChoice::A), // shown reversed: 4 better
            label(QStringLiteral("y"), 5, 6, HumanChoice::B),
            label(QStringLiteral("y"), 8, 7, HumanChoice::A), // 8 better
        };
        const analysis::AgreementReport report =
            analysis::computeAgreement(labels, {{QStringLiteral("idle judge"), {}}});
        QCOMPARE(report.betweenHumans.size(), 1);
        const analysis::KappaSummary& summary = report.betweenHumans.constFirst();
        QCOMPARE(summary.sharedPairs, 4);
        QVERIFY(qAbs(*summary.kappa - 0.5) < 1e-12);
        // Nobody shares a pair with a judge that judged nothing.
        QCOMPARE(report.withJudge.size(), 2);
        QVERIFY(!report.withJudge.constFirst().kappa);
        QVERIFY(!report.withJudge.constFirst().note.isEmpty());
        QVERIFY(!report.betweenHumans.constFirst().secondIsJudge);
    }

    // Two judges of one criterion are two rows, each named as configured: the one
    // that agrees with the annotator on both pairs has p_o = 1, the one that
    // disagrees on both has p_o = 0; their judgements are never pooled.
    void eachJudgeIsComparedUnderItsOwnName() {
        using domain::HumanChoice;
        const QList<domain::HumanLabel> labels{
            label(QStringLiteral("ann"), 1, 2, HumanChoice::A), // 1 better
            label(QStringLiteral("ann"), 3, 4, HumanChoice::B), // 4 better
        };
        const QList<analysis::JudgeJudgements> judges{
            {QStringLiteral("agreeing judge"), {judgement(1, 2, 0.9), judgement(3, 4, 0.2)}},
            {QStringLiteral("contrary judge"), {judgement(1, 2, 0.1), judgement(4, 3, 0.3)}},
        };
        const analysis::AgreementReport report = analysis::computeAgreement(labels, judges);
        QCOMPARE(report.withJudge.size(), 2);
        const analysis::KappaSummary& agreeing = report.withJudge.at(0);
        const analysis::KappaSummary& contrary = report.withJudge.at(1);
        QCOMPARE(agreeing.first, QStringLiteral("ann"));
        QCOMPARE(agreeing.second, QStringLiteral("agreeing judge"));
        QCOMPARE(contrary.second, QStringLiteral("contrary judge"));
        QCOMPARE(agreeing.sharedPairs, 2);
        QCOMPARE(contrary.sharedPairs, 2);
        QCOMPARE(*agreeing.observedAgreement, 1.0);
        QCOMPARE(*contrary.observedAgreement, 0.0);
    }

    // Three annotators, two pairs labelled by all three, one pair by only two.
    // Pair {1,2}: A, A, A → counts (3, 0, 0); pair {3,4}: A, B, A → (2, 1, 0).
    // P_1 = (9 − 3)/6 = 1, P_2 = (4 + 1 − 3)/6 = ⅓, p_o = ⅔; shares 5/6, 1/6, 0:
    // p_e = 25/36 + 1/36 = 26/36, κ = (⅔ − 26/36)/(1 − 26/36) = (24 − 26)/10 = −0.2.
    void fleissOverPairsLabelledByEveryAnnotator() {
        using domain::HumanChoice;
        const QList<domain::HumanLabel> labels{
            label(QStringLiteral("x"), 1, 2, HumanChoice::A),
            label(QStringLiteral("y"), 1, 2, HumanChoice::A),
            label(QStringLiteral("z"), 1, 2, HumanChoice::A),
            label(QStringLiteral("x"), 3, 4, HumanChoice::A),
            label(QStringLiteral("y"), 3, 4, HumanChoice::B),
            label(QStringLiteral("z"), 3, 4, HumanChoice::A),
            label(QStringLiteral("x"), 5, 6, HumanChoice::A),
            label(QStringLiteral("y"), 5, 6, HumanChoice::A),
        };
        const analysis::AgreementReport report = analysis::computeAgreement(labels, {});
        QCOMPARE(report.fleissPairs, 2);
        QVERIFY(report.fleissKappa.has_value());
        QVERIFY(qAbs(*report.fleissKappa - (-0.2)) < 1e-12);
        QCOMPARE(report.betweenHumans.size(), 3);
    }
};

QTEST_APPLESS_MAIN(AnnotationAgreementTest)
#include "test_annotation_agreement.moc"
