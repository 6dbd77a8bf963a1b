// Tests of the annotators' agreement statistics (core/analysis/annotation_agreement.h):
// the order shown is undone before comparing, and the κ values equal Cohen's and
// Fleiss' κ of the decisions worked out by hand; read from a project, every judge of
// the criterion is compared, also one that judged none of the labelled pairs.
#include "core/analysis/annotation_agreement.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"

#include <QTemporaryDir>
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

// Runs `step` and fails the test with its error.
#define REQUIRE_OK(step)                                                                           \
    do {                                                                                           \
        const auto result = (step);                                                                \
        QVERIFY2(result.ok(), qPrintable(result.error().toString()));                              \
    } while (false)

} // namespace

class AnnotationAgreementTest : public QObject {
    Q_OBJECT

private slots:
    // Judge "near" judged the two labelled pairs (agreeing with the annotator on both),
    // judge "far" only a pair nobody labelled. Before any label there is nothing to
    // compare; after, each judge has its row.
    void fromAProjectEveryJudgeOfTheCriterionIsCompared() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        auto created = storage::ProjectDatabase::create(
            folder.filePath(QStringLiteral("agreement.pairrank")), QStringLiteral("agreement"));
        QVERIFY2(created.ok(), qPrintable(created.error().toString()));
        storage::ProjectDatabase& database = **created;
        auto writer = storage::CandidateWriter::prepare(database);
        QVERIFY(writer.ok());
        auto context = writer->addContext(domain::Context{0, QStringLiteral("c"), {}, {}});
        QVERIFY(context.ok());
        QList<domain::CandidateId> ids;
        for (int index = 0; index < 4; ++index) {
            domain::Candidate candidate;
            candidate.contextId = *context;
            candidate.externalId = QStringLiteral("x%1").arg(index);
            candidate.text = QStringLiteral("text %1").arg(index);
            auto added = writer->addCandidate(candidate);
            QVERIFY(added.ok());
            ids.append(added->id);
        }
        auto criterion = storage::ensureCriterion(database, QStringLiteral("coherence"));
        QVERIFY(criterion.ok());
        QHash<QString, domain::RunId> runs;
        for (const QString& name : {QStringLiteral("near"), QStringLiteral("far")}) {
            domain::JudgeConfig judge;
            judge.name = name;
            judge.backend = QStringLiteral("simulated");
            auto judgeId = storage::insertJudgeConfig(database, judge);
            QVERIFY(judgeId.ok());
            domain::Run run;
            run.judgeConfigId = *judgeId;
            run.criterionId = *criterion;
            auto runId = storage::insertRun(database, run);
            QVERIFY(runId.ok());
            runs.insert(name, *runId);
        }
        const auto judge = [&](const QString& name, int a, int b, double p) {
            domain::Judgement value = judgement(ids[a], ids[b], p);
            value.runId = runs.value(name);
            value.contextId = *context;
            return storage::insertJudgement(database, value);
        };
        REQUIRE_OK(judge(QStringLiteral("near"), 0, 1, 0.8)); // x0 better
        REQUIRE_OK(judge(QStringLiteral("near"), 3, 2, 0.7)); // x3 better
        REQUIRE_OK(judge(QStringLiteral("far"), 0, 2, 0.9));

        auto before = analysis::computeAgreement(database, QStringLiteral("coherence"));
        QVERIFY2(before.ok(), qPrintable(before.error().toString()));
        QVERIFY(before->withJudge.isEmpty());
        QVERIFY(before->betweenHumans.isEmpty());

        const auto labelled = [&](int a, int b, domain::HumanChoice choice) {
            domain::HumanLabel value = label(QStringLiteral("ann"), ids[a], ids[b], choice);
            value.criterionId = *criterion;
            value.contextId = *context;
            value.labelledAt = QDateTime::currentDateTimeUtc();
            return storage::insertHumanLabel(database, value);
        };
        REQUIRE_OK(labelled(1, 0, domain::HumanChoice::B)); // x0 better
        REQUIRE_OK(labelled(2, 3, domain::HumanChoice::B)); // x3 better

        auto after = analysis::computeAgreement(database, QStringLiteral("coherence"));
        QVERIFY2(after.ok(), qPrintable(after.error().toString()));
        QCOMPARE(after->withJudge.size(), 2);
        QCOMPARE(after->withJudge[0].second, QStringLiteral("near"));
        QCOMPARE(after->withJudge[0].sharedPairs, 2);
        QCOMPARE(after->withJudge[0].observedAgreement, std::optional<double>(1.0));
        QCOMPARE(after->withJudge[1].second, QStringLiteral("far"));
        QCOMPARE(after->withJudge[1].sharedPairs, 0);
        QVERIFY(!after->withJudge[1].kappa.has_value());
    }

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
