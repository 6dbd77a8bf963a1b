// Tests of the choice of the next pair to annotate (core/analysis/annotation_queue.h):
// the three sources pick what they promise, labelled pairs never come back, and
// the order on screen is randomised but reproducible; with several annotators,
// leases keep them on different pairs except for the overlap share, and an
// expired lease, a skip or an undo gives a pair back. Every test runs on a project
// file and on a project on a PostgreSQL server.
#include "core/analysis/annotation_leases.h"
#include "core/analysis/annotation_queue.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/judgement_store.h"
#include "storage/pair_lease_store.h"
#include "storage/storage_test_support.h"

#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

using namespace pairrank;

namespace {

struct TestProject {
    std::unique_ptr<storage::ProjectDatabase> database;
    domain::ContextId context = 0;
    QList<domain::CandidateId> candidates; // by position
    domain::CriterionId criterion = 0;
    domain::RunId run = 0;
};

// A context named `name` with one candidate per entry of `systems` (their systems); the
// candidates' ids go to `ids`.
storage::Status addContext(storage::CandidateWriter& writer, const QString& name,
                           const QStringList& systems, domain::ContextId& context,
                           QList<domain::CandidateId>& ids) {
    auto added = writer.addContext(domain::Context{0, name, QStringLiteral("source text"), {}});
    if (!added) {
        return added.error();
    }
    context = *added;
    for (qsizetype index = 0; index < systems.size(); ++index) {
        domain::Candidate candidate;
        candidate.contextId = context;
        candidate.externalId = QStringLiteral("%1-x%2").arg(name).arg(index);
        candidate.text = QStringLiteral("text %1").arg(index);
        candidate.system = systems[index];
        auto candidateAdded = writer.addCandidate(candidate);
        if (!candidateAdded) {
            return candidateAdded.error();
        }
        ids.append(candidateAdded->id);
    }
    return {};
}

// A project at `location` with one context of candidates of the given systems, the
// criterion "coherence" and a run.
std::unique_ptr<TestProject> makeProject(const QString& location, const QStringList& systems) {
    auto project = std::make_unique<TestProject>();
    auto created = storage::ProjectDatabase::create(location, QStringLiteral("test"));
    if (!created) {
        QTest::qFail(qPrintable(created.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    project->database = std::move(*created);
    storage::ProjectDatabase& database = *project->database;
    const storage::Status stored = database.transaction([&]() -> storage::Status {
        auto writer = storage::CandidateWriter::prepare(database);
        if (!writer) {
            return writer.error();
        }
        if (const storage::Status added = addContext(*writer, QStringLiteral("c1"), systems,
                                                     project->context, project->candidates);
            !added) {
            return added;
        }
        auto criterion = storage::ensureCriterion(database, QStringLiteral("coherence"));
        if (!criterion) {
            return criterion.error();
        }
        project->criterion = *criterion;
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("judge");
        judge.backend = QStringLiteral("simulated");
        auto judgeId = storage::insertJudgeConfig(database, judge);
        if (!judgeId) {
            return judgeId.error();
        }
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterion;
        auto runId = storage::insertRun(database, run);
        if (!runId) {
            return runId.error();
        }
        project->run = *runId;
        return {};
    });
    if (!stored) {
        QTest::qFail(qPrintable(stored.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return project;
}

// A judgement of `run` (the project's run when 0); without `p`, a failed call.
domain::Judgement judgementOf(const TestProject& project, int first, int second,
                              std::optional<double> p, domain::RunId run = 0) {
    domain::Judgement judgement;
    judgement.runId = run != 0 ? run : project.run;
    judgement.contextId = project.context;
    judgement.candidateA = project.candidates[first];
    judgement.candidateB = project.candidates[second];
    judgement.p = p;
    return judgement;
}

void addJudgement(TestProject& project, int first, int second, std::optional<double> p,
                  domain::RunId run = 0) {
    domain::Judgement judgement = judgementOf(project, first, second, p, run);
    if (!p) {
        judgement.status = domain::JudgementStatus::Failed;
        judgement.failureReason = QStringLiteral("HTTP 503");
    }
    const auto stored = storage::insertJudgement(*project.database, judgement);
    QVERIFY2(stored.ok(), qPrintable(stored.error().toString()));
}

// Judgements (first, second, p) of the project's run, in one transaction.
storage::Status addJudgements(TestProject& project,
                              const std::vector<std::tuple<int, int, double>>& judgements) {
    return project.database->transaction([&]() -> storage::Status {
        for (const auto& [first, second, p] : judgements) {
            if (const auto id = storage::insertJudgement(*project.database,
                                                         judgementOf(project, first, second, p));
                !id) {
                return id.error();
            }
        }
        return {};
    });
}

// A run of the project's judge for another criterion, "fluency".
domain::RunId addRunOfAnotherCriterion(TestProject& project) {
    const auto criterion = storage::ensureCriterion(*project.database, QStringLiteral("fluency"));
    const auto runs = storage::listRuns(*project.database);
    if (!criterion || !runs || runs->isEmpty()) {
        QTest::qFail("no criterion or run", __FILE__, __LINE__);
        return 0;
    }
    domain::Run run;
    run.judgeConfigId = runs->constFirst().judgeConfigId;
    run.criterionId = *criterion;
    const auto id = storage::insertRun(*project.database, run);
    if (!id) {
        QTest::qFail(qPrintable(id.error().toString()), __FILE__, __LINE__);
        return 0;
    }
    return *id;
}

void addLabel(TestProject& project, const QString& annotator, domain::CandidateId a,
              domain::CandidateId b) {
    domain::HumanLabel label;
    label.annotator = annotator;
    label.criterionId = project.criterion;
    label.contextId = project.context;
    label.candidateA = a;
    label.candidateB = b;
    label.choice = domain::HumanChoice::A;
    const auto stored = storage::insertHumanLabel(*project.database, label);
    QVERIFY2(stored.ok(), qPrintable(stored.error().toString()));
}

analysis::AnnotationPairRequest request(analysis::AnnotationPairSource source, int count,
                                        quint64 seed = 1) {
    analysis::AnnotationPairRequest value;
    value.annotator = QStringLiteral("ann");
    value.criterion = QStringLiteral("coherence");
    value.source = source;
    value.count = count;
    value.seed = seed;
    return value;
}

QSet<QPair<domain::CandidateId, domain::CandidateId>>
unorderedPairs(const QList<analysis::AnnotationPair>& pairs) {
    QSet<QPair<domain::CandidateId, domain::CandidateId>> set;
    for (const analysis::AnnotationPair& pair : pairs) {
        set.insert(qMakePair(qMin(pair.left.id, pair.right.id), qMax(pair.left.id, pair.right.id)));
    }
    return set;
}

analysis::AnnotationPairRequest leaseRequest(const QString& annotator, int count) {
    analysis::AnnotationPairRequest value =
        request(analysis::AnnotationPairSource::Random, count, qHash(annotator));
    value.annotator = annotator;
    return value;
}

QList<analysis::AnnotationPair> lease(TestProject& project, const QString& annotator, int count) {
    auto leased = analysis::leaseAnnotationPairs(*project.database, leaseRequest(annotator, count));
    if (!leased) {
        QTest::qFail(qPrintable(leased.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *leased;
}

Result<domain::HumanLabelId> labelPair(TestProject& project, const QString& annotator,
                                       const analysis::AnnotationPair& pair,
                                       domain::HumanChoice choice) {
    return analysis::storeAnnotationLabel(
        *project.database, analysis::annotationLabel(pair, annotator, choice, std::nullopt));
}

} // namespace

class AnnotationQueueTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { storage::testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }

    void randomProposesEveryUnlabelledPairOnceThenNothing() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2"),
                                    QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        addLabel(*project, QStringLiteral("ann"), project->candidates[1], project->candidates[0]);
        const auto pairs = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::Random, 100));
        QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
        // 4 candidates: 6 pairs, one labelled (in the other order) by this annotator.
        QCOMPARE(pairs->size(), 5);
        const auto set = unorderedPairs(*pairs);
        QCOMPARE(set.size(), 5);
        QVERIFY(!set.contains(qMakePair(project->candidates[0], project->candidates[1])));
        for (const analysis::AnnotationPair& pair : *pairs) {
            addLabel(*project, QStringLiteral("ann"), pair.left.id, pair.right.id);
        }
        const auto none = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::Random, 100));
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
        // Another annotator still gets every pair.
        auto other = request(analysis::AnnotationPairSource::Random, 100);
        other.annotator = QStringLiteral("someone else");
        QCOMPARE(analysis::chooseAnnotationPairs(*project->database, other)->size(), 6);
    }

    void randomIsUniformOverPairsInAPoolTooLargeToList() {
        // 2,000 candidates make 1,999,000 pairs, too many to list one by one; a second
        // context of 10 makes 45. Uniform over pairs, the small context's share is 45 in
        // 1,999,045: over 200 seeds it comes 0.005 times on average (three times or more
        // with probability 1.5 · 10⁻⁸). Drawing a few pairs of the large context and giving
        // them priorities like the small context's would pick the small one most times.
        auto project =
            makeProject(m_backend.location(QStringLiteral("p")), QStringList(2000, u"s"_qs));
        QVERIFY(project);
        QList<domain::CandidateId> smallIds;
        storage::ProjectDatabase& database = *project->database;
        const storage::Status stored =
            database.transaction([&database, &smallIds]() -> storage::Status {
                auto writer = storage::CandidateWriter::prepare(database);
                if (!writer) {
                    return writer.error();
                }
                domain::ContextId context = 0;
                return addContext(*writer, QStringLiteral("c2"), QStringList(10, u"s"_qs), context,
                                  smallIds);
            });
        QVERIFY2(stored.ok(), qPrintable(stored.error().toString()));
        const QSet<domain::CandidateId> small(smallIds.cbegin(), smallIds.cend());
        int fromSmall = 0;
        QSet<QPair<domain::CandidateId, domain::CandidateId>> picked;
        for (quint64 seed = 1; seed <= 200; ++seed) {
            const auto pairs = analysis::chooseAnnotationPairs(
                *project->database, request(analysis::AnnotationPairSource::Random, 1, seed));
            QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
            QCOMPARE(pairs->size(), 1);
            fromSmall += small.contains(pairs->at(0).left.id) ? 1 : 0;
            picked.unite(unorderedPairs(*pairs));
        }
        QVERIFY2(fromSmall <= 2, qPrintable(QString::number(fromSmall)));
        QVERIFY2(picked.size() >= 195, qPrintable(QString::number(picked.size())));
        // Many at once: as many different pairs, none this annotator labelled.
        const auto first = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::Random, 50, 7));
        QVERIFY2(first.ok(), qPrintable(first.error().message));
        for (const analysis::AnnotationPair& pair : *first) {
            addLabel(*project, QStringLiteral("ann"), pair.left.id, pair.right.id);
        }
        const auto many = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::Random, 300, 7));
        QVERIFY2(many.ok(), qPrintable(many.error().message));
        QCOMPARE(many->size(), 300);
        QCOMPARE(unorderedPairs(*many).size(), 300);
        QVERIFY(!unorderedPairs(*many).intersects(unorderedPairs(*first)));
    }

    void calibrationTakesJudgedPairsOfDifferentSystemsFewestLabelsFirst() {
        // Systems: 0 s1, 1 s2, 2 s1, 3 s2, 4 s3.
        auto project =
            makeProject(m_backend.location(QStringLiteral("p")),
                        {QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s1"),
                         QStringLiteral("s2"), QStringLiteral("s3")});
        QVERIFY(project);
        addJudgement(*project, 0, 1, 0.8); // s1 vs s2
        addJudgement(*project, 2, 3, 0.7); // s1 vs s2
        addJudgement(*project, 0, 2, 0.6); // s1 vs s1: same system, never proposed
        addJudgement(*project, 4, 0, 0.3); // s3 vs s1
        // s2 vs s3: a failed call, and an answer for another criterion. Neither tells
        // anything about the judge on this criterion, so neither pair is proposed.
        addJudgement(*project, 1, 4, std::nullopt);
        addJudgement(*project, 3, 4, 0.9, addRunOfAnotherCriterion(*project));
        // Pair 1–2 (s2 vs s1) was never judged: not a calibration pair.
        // Someone already labelled an s1–s2 pair (not one of the judged ones).
        addLabel(*project, QStringLiteral("other"), project->candidates[1], project->candidates[2]);
        const auto pairs = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::JudgeCalibration, 10));
        QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
        QCOMPARE(pairs->size(), 3);
        // s1–s3 has no label yet, s1–s2 has one: s1–s3 goes first.
        QCOMPARE(unorderedPairs({pairs->at(0)}),
                 (QSet<QPair<domain::CandidateId, domain::CandidateId>>{
                     qMakePair(project->candidates[0], project->candidates[4])}));
        QCOMPARE(pairs->at(0).reason, QStringLiteral("systems s1 vs. s3, 0 human labels so far"));
        const auto set = unorderedPairs(*pairs);
        QVERIFY(set.contains(qMakePair(project->candidates[0], project->candidates[1])));
        QVERIFY(set.contains(qMakePair(project->candidates[2], project->candidates[3])));
        // The two s1–s2 pairs take the system pair's second and third labels.
        QCOMPARE((QSet<QString>{pairs->at(1).reason, pairs->at(2).reason}),
                 (QSet<QString>{QStringLiteral("systems s1 vs. s2, 1 human labels so far"),
                                QStringLiteral("systems s1 vs. s2, 2 human labels so far")}));
        // Asked for one, the first is the same pair.
        const auto one = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::JudgeCalibration, 1));
        QVERIFY2(one.ok(), qPrintable(one.error().message));
        QCOMPARE(one->size(), 1);
        QCOMPARE(unorderedPairs(*one), unorderedPairs({pairs->at(0)}));
    }

    void calibrationNamesTheSystemsInTheOrderTheyAreRead() {
        // The context lists s10's text before s9's: the reason still reads "s9 vs. s10".
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s10"), QStringLiteral("s9")});
        QVERIFY(project);
        addJudgement(*project, 0, 1, 0.8);
        const auto pairs = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::JudgeCalibration, 1));
        QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
        QCOMPARE(pairs->size(), 1);
        QCOMPARE(pairs->at(0).reason, QStringLiteral("systems s9 vs. s10, 0 human labels so far"));
    }

    void mostUncertainPicksTheNeighboursWhoseOrderIsACoinFlip() {
        auto project = makeProject(
            m_backend.location(QStringLiteral("p")),
            {QStringLiteral("s"), QStringLiteral("s"), QStringLiteral("s"), QStringLiteral("s")});
        QVERIFY(project);
        // A clear order 0 > 1 ≈ 2 > 3: every pair judged in both orders, confidently,
        // except 1 vs 2, a coin flip.
        for (int first = 0; first < 4; ++first) {
            for (int second = 0; second < 4; ++second) {
                if (first == second) {
                    continue;
                }
                const bool coinFlip = (first == 1 && second == 2) || (first == 2 && second == 1);
                const double p = coinFlip ? 0.5 : (first < second ? 0.95 : 0.05);
                for (int repeat = 0; repeat < 3; ++repeat) {
                    addJudgement(*project, first, second, p);
                }
            }
        }
        const auto pairs = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::MostUncertain, 1));
        QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
        QCOMPARE(pairs->size(), 1);
        QCOMPARE(unorderedPairs(*pairs),
                 (QSet<QPair<domain::CandidateId, domain::CandidateId>>{
                     qMakePair(project->candidates[1], project->candidates[2])}));
        QVERIFY2(pairs->at(0).reason.contains(QStringLiteral("P(above next)")),
                 qPrintable(pairs->at(0).reason));
        QCOMPARE(pairs->at(0).contextText, QStringLiteral("source text"));
    }

    void mostUncertainRanksNeighboursInAPoolTooLargeForItsCovariance() {
        // Above analysis::kRankingCovarianceLimit candidates the ranking has no covariance:
        // P(above next) comes from draws of the posterior, which the source must ask for,
        // or every pair would be a random one ("no judgements in this context yet").
        const auto project = largeChainProject();
        QVERIFY(project);
        const auto pairs = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::MostUncertain, 5));
        QVERIFY2(pairs.ok(), qPrintable(pairs.error().message));
        QCOMPARE(pairs->size(), 5);
        QCOMPARE(unorderedPairs(*pairs).size(), 5);
        // "ranks 17 and 18, P(above next) = 0.61": neighbours, least certain first.
        static const QRegularExpression reason(
            QStringLiteral(R"(^ranks (\d+) and (\d+), P\(above next\) = ([0-9.]+)$)"));
        double previousUncertainty = 2.0;
        for (const analysis::AnnotationPair& pair : *pairs) {
            const QRegularExpressionMatch match = reason.match(pair.reason);
            QVERIFY2(match.hasMatch(), qPrintable(pair.reason));
            QCOMPARE(match.captured(2).toInt(), match.captured(1).toInt() + 1);
            const double probability = match.captured(3).toDouble();
            QVERIFY2(probability >= 0.0 && probability <= 1.0, qPrintable(pair.reason));
            const double uncertainty = 1.0 - std::abs(2.0 * probability - 1.0);
            // Two decimals are shown: allow their rounding.
            QVERIFY2(uncertainty <= previousUncertainty + 0.02, qPrintable(pair.reason));
            previousUncertainty = uncertainty;
        }
    }

    // A ranking that fails is the fetch's error, with the context it failed in: random pairs
    // said to have "no judgements in this context yet" would hide it. The failure here is a
    // damaged project, a judgement of one context naming a candidate of another.
    void mostUncertainSaysWhyItsRankingFailed() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s"), QStringLiteral("s"), QStringLiteral("s")});
        QVERIFY(project);
        addJudgement(*project, 0, 1, 0.8);
        storage::ProjectDatabase& database = *project->database;
        domain::ContextId other = 0;
        QList<domain::CandidateId> otherCandidates;
        const storage::Status added = database.transaction([&]() -> storage::Status {
            auto writer = storage::CandidateWriter::prepare(database);
            if (!writer) {
                return writer.error();
            }
            return addContext(*writer, QStringLiteral("c2"),
                              {QStringLiteral("s"), QStringLiteral("s")}, other, otherCandidates);
        });
        QVERIFY2(added.ok(), qPrintable(added.message()));
        const auto uncertain = [&database] {
            return analysis::chooseAnnotationPairs(
                database, request(analysis::AnnotationPairSource::MostUncertain, 1));
        };
        const auto intact = uncertain();
        QVERIFY2(intact.ok(), qPrintable(intact.error().message));
        QCOMPARE(intact->size(), 1);

        domain::Judgement foreign = judgementOf(*project, 1, 2, 0.7);
        foreign.candidateB = otherCandidates.constFirst();
        const auto stored = storage::insertJudgement(database, foreign);
        QVERIFY2(stored.ok(), qPrintable(stored.error().toString()));
        const auto damaged = uncertain();
        QVERIFY(!damaged.ok());
        QVERIFY(!isCancelled(damaged.error()));
        QVERIFY2(damaged.error().message.startsWith(QStringLiteral("ranking context c1: ")) &&
                     damaged.error().message.contains(
                         QStringLiteral("names a candidate of another context")),
                 qPrintable(damaged.error().message));
    }

    // Choosing the most uncertain pairs of a large pool fits it and draws its posterior for
    // seconds; a fetch the Annotate tab abandons (another source chosen, PairRank quitting)
    // stops when its progress callback says Abort, wherever the work is, and leases nothing.
    void aChoiceOfUncertainPairsStopsWhenAskedAndLeasesNothing() {
        const auto project = largeChainProject();
        QVERIFY(project);
        analysis::AnnotationPairRequest wanted =
            request(analysis::AnnotationPairSource::MostUncertain, 5);
        storage::ProjectDatabase& database = *project->database;
        const domain::CriterionId criterion = project->criterion;
        const auto heldBy = [&database, criterion]() -> qsizetype {
            const auto held =
                storage::pairsHeldByOthers(database, QStringLiteral("nobody"), criterion, 0);
            return held ? held->full.size() : -1;
        };

        // Asked all along and never stopped, the choice is the one made without asking.
        std::vector<common::Progress> asked;
        const auto listened = analysis::chooseAnnotationPairs(
            *project->database, wanted, [&](const common::Progress& progress) {
                asked.push_back(progress);
                return common::ProgressDecision::Continue;
            });
        const auto unheard = analysis::chooseAnnotationPairs(*project->database, wanted);
        QVERIFY2(listened.ok() && unheard.ok(), qPrintable(listened.error().message));
        QCOMPARE(unorderedPairs(*listened), unorderedPairs(*unheard));
        // Before the reads, after them, before each Newton iteration (at least one from
        // zero scores), before each of the 32 draws and each probe of the entropy.
        QVERIFY2(asked.size() > 35, qPrintable(QString::number(asked.size())));
        const auto drawsAsked =
            std::count_if(asked.begin(), asked.end(),
                          [](const common::Progress& progress) { return progress.total == 32; });
        QCOMPARE(drawsAsked, 32);

        // Stopped at its start, after the reads, in the fit, in the draws, at the last call.
        const auto total = static_cast<int>(asked.size());
        for (const int stopAt : {1, 2, 3, total / 2, total}) {
            int calls = 0;
            const auto stopped = analysis::leaseAnnotationPairs(
                *project->database, wanted, analysis::kDefaultLeaseDuration,
                [&](const common::Progress&) {
                    return ++calls >= stopAt ? common::ProgressDecision::Abort
                                             : common::ProgressDecision::Continue;
                });
            QVERIFY2(!stopped.ok() && isCancelled(stopped.error()),
                     qPrintable(QStringLiteral("stopped at call %1: %2")
                                    .arg(stopAt)
                                    .arg(stopped.ok() ? QStringLiteral("pairs")
                                                      : stopped.error().message)));
            QCOMPARE(calls, stopAt); // not asked again after its Abort
            QCOMPARE(heldBy(), 0);
        }
        // Not stopped, it leases.
        const auto leased = analysis::leaseAnnotationPairs(*project->database, wanted);
        QVERIFY2(leased.ok(), qPrintable(leased.error().message));
        QCOMPARE(leased->size(), 5);
        QCOMPARE(heldBy(), 5);
    }

    // A pair says how it was chosen, and its label keeps that: the calibration report warns
    // of labels on pairs chosen for their value rather than at random.
    void eachPairSaysHowItWasChosenAndItsLabelKeepsIt() {
        auto project =
            makeProject(m_backend.location(QStringLiteral("p")),
                        {QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s1"),
                         QStringLiteral("s2"), QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        storage::ProjectDatabase& database = *project->database;
        const auto sourcesOf = [&database](analysis::AnnotationPairSource source,
                                           const QString& annotator = QStringLiteral("ann")) {
            auto wanted = request(source, 3);
            wanted.annotator = annotator;
            const auto pairs = analysis::chooseAnnotationPairs(database, wanted);
            QSet<domain::LabelSource> sources;
            for (const analysis::AnnotationPair& pair : pairs.value()) {
                sources.insert(pair.source);
            }
            return sources;
        };
        using domain::LabelSource;
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::Random), QSet{LabelSource::Random});
        // Without judgements, Most uncertain (and the run queue after it) falls back to
        // random pairs, and says so.
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::MostUncertain),
                 QSet{LabelSource::Random});
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::RunQueue), QSet{LabelSource::Random});
        for (int first = 0; first < 6; ++first) {
            for (int second = first + 1; second < 6; ++second) {
                addJudgement(*project, first, second, first % 2 == 0 ? 0.7 : 0.4);
            }
        }
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::MostUncertain),
                 QSet{LabelSource::MostUncertain});
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::RunQueue),
                 QSet{LabelSource::MostUncertain});
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::JudgeCalibration),
                 QSet{LabelSource::JudgeCalibration});
        storage::QueuedPair queued;
        queued.runId = project->run;
        queued.criterionId = project->criterion;
        queued.contextId = project->context;
        queued.candidateA = project->candidates[0];
        queued.candidateB = project->candidates[1];
        QVERIFY(storage::queuePairsForPeople(*project->database, {queued}));
        const auto fromQueue = analysis::chooseAnnotationPairs(
            *project->database, request(analysis::AnnotationPairSource::RunQueue, 1));
        QCOMPARE(fromQueue->size(), 1);
        QVERIFY(fromQueue->at(0).source == LabelSource::RunQueue);
        // Labelled, the pair keeps its source in the project.
        const domain::HumanLabel label = analysis::annotationLabel(
            fromQueue->at(0), QStringLiteral("ann"), domain::HumanChoice::B, 1200);
        QVERIFY(analysis::storeAnnotationLabel(*project->database, label).ok());
        // With every pair open to a second annotator, another one gets it for agreement.
        QVERIFY(storage::writeAnnotationOverlapPercent(*project->database, 100));
        QCOMPARE(sourcesOf(analysis::AnnotationPairSource::Random, QStringLiteral("bob"))
                     .contains(LabelSource::SecondLabel),
                 true);
        const auto stored = storage::allHumanLabels(*project->database, {});
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), 1);
        QVERIFY(stored->at(0).source == std::optional(LabelSource::RunQueue));
        QVERIFY(stored->at(0).choice == domain::HumanChoice::B);
        QCOMPARE(stored->at(0).durationMilliseconds, std::optional<qint64>(1200));
        QCOMPARE(stored->at(0).criterionId, project->criterion);
    }

    void orderOnScreenIsRandomButReproducible() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        int leftIsFirstCandidate = 0;
        constexpr int kSeeds = 64;
        for (quint64 seed = 0; seed < kSeeds; ++seed) {
            const auto once = analysis::chooseAnnotationPairs(
                *project->database, request(analysis::AnnotationPairSource::Random, 1, seed));
            const auto again = analysis::chooseAnnotationPairs(
                *project->database, request(analysis::AnnotationPairSource::Random, 1, seed));
            QVERIFY(once.ok() && again.ok());
            QCOMPARE(once->at(0).left.id, again->at(0).left.id);
            leftIsFirstCandidate += once->at(0).left.id == project->candidates[0] ? 1 : 0;
        }
        // Both orders occur (each with probability 1/2 per seed; all 64 alike: 2^-63).
        QVERIFY(leftIsFirstCandidate > 0);
        QVERIFY(leftIsFirstCandidate < kSeeds);
    }

    void badRequestsAreRefusedWithAReason() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        auto noAnnotator = request(analysis::AnnotationPairSource::Random, 1);
        noAnnotator.annotator = QStringLiteral("  ");
        QVERIFY(analysis::chooseAnnotationPairs(*project->database, noAnnotator)
                    .error()
                    .message.contains(QStringLiteral("annotator")));
        auto unknownCriterion = request(analysis::AnnotationPairSource::Random, 1);
        unknownCriterion.criterion = QStringLiteral("fluency");
        QVERIFY(analysis::chooseAnnotationPairs(*project->database, unknownCriterion)
                    .error()
                    .message.contains(QStringLiteral("fluency")));
        QVERIFY(analysis::chooseAnnotationPairs(*project->database,
                                                request(analysis::AnnotationPairSource::Random, 0))
                    .error()
                    .message.contains(QStringLiteral("count")));
        auto unknownContext = request(analysis::AnnotationPairSource::Random, 1);
        unknownContext.context = 999;
        QVERIFY(analysis::chooseAnnotationPairs(*project->database, unknownContext)
                    .error()
                    .message.contains(QStringLiteral("999")));
    }

    void leasedPairsGoToOneAnnotatorEach() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2"),
                                    QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        // Four candidates: six pairs. Two annotators ask for four each.
        const auto first = unorderedPairs(lease(*project, QStringLiteral("ann"), 4));
        const auto second = unorderedPairs(lease(*project, QStringLiteral("bob"), 4));
        QCOMPARE(first.size(), 4);
        QCOMPARE(second.size(), 2);
        QVERIFY(!first.intersects(second));
        QVERIFY(lease(*project, QStringLiteral("cem"), 4).isEmpty());
        // Asking again renews one's own leases rather than losing them.
        QCOMPARE(unorderedPairs(lease(*project, QStringLiteral("ann"), 6)), first);
    }

    void overlapShareGivesPairsToTwoAnnotators() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2"),
                                    QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        QVERIFY(storage::writeAnnotationOverlapPercent(*project->database, 100));
        const auto first = unorderedPairs(lease(*project, QStringLiteral("ann"), 6));
        const auto second = unorderedPairs(lease(*project, QStringLiteral("bob"), 6));
        QCOMPARE(first.size(), 6);
        QCOMPARE(second, first);
        QVERIFY(lease(*project, QStringLiteral("cem"), 6).isEmpty());
        QVERIFY(!storage::writeAnnotationOverlapPercent(*project->database, 101));
    }

    void overlapPairsLabelledOnceAreOfferedFirst() {
        auto project =
            makeProject(m_backend.location(QStringLiteral("p")),
                        {QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s1"),
                         QStringLiteral("s2"), QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        QVERIFY(storage::writeAnnotationOverlapPercent(*project->database, 100));
        // Ann labels three of the fifteen pairs; Bob's first three are those.
        QSet<QPair<domain::CandidateId, domain::CandidateId>> labelled;
        for (const analysis::AnnotationPair& pair : lease(*project, QStringLiteral("ann"), 3)) {
            QVERIFY(labelPair(*project, QStringLiteral("ann"), pair, domain::HumanChoice::A).ok());
            labelled.insert(
                qMakePair(qMin(pair.left.id, pair.right.id), qMax(pair.left.id, pair.right.id)));
        }
        const auto offered = lease(*project, QStringLiteral("bob"), 3);
        QCOMPARE(unorderedPairs(offered), labelled);
        for (const analysis::AnnotationPair& pair : offered) {
            QVERIFY(pair.reason.contains(QStringLiteral("agreement")));
        }
    }

    void overlapShareIsTheStatedFractionOfPairs() {
        // The membership is a fixed function of the pair: over many pairs its
        // frequency is the share (binomial standard error 0.3 % at n = 10,000).
        for (const int percent : {0, 10, 50, 100}) {
            int overlapping = 0;
            for (int low = 1; low <= 100; ++low) {
                for (int high = 101; high <= 200; ++high) {
                    overlapping +=
                        storage::isOverlapPair(storage::pairKey(7, 1, high, low), percent) ? 1 : 0;
                }
            }
            QVERIFY2(
                std::abs(overlapping / 100.0 - percent) <= 1.5,
                qPrintable(QStringLiteral("%1 %: %2 of 10,000").arg(percent).arg(overlapping)));
        }
        const storage::PairKey key = storage::pairKey(7, 1, 5, 3);
        QCOMPARE(storage::isOverlapPair(key, 30), storage::isOverlapPair(key, 30));
        QCOMPARE(storage::pairKey(7, 1, 5, 3), storage::pairKey(7, 1, 3, 5));
    }

    void expiredLeaseGivesThePairBack() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        QCOMPARE(lease(*project, QStringLiteral("ann"), 1).size(), 1);
        QVERIFY(lease(*project, QStringLiteral("bob"), 1).isEmpty());
        // The annotator went away: their lease ran out (the clock is the
        // database's, so the test moves the expiry rather than waiting).
        QSqlQuery expire = project->database->query();
        QVERIFY(expire.exec(QStringLiteral("UPDATE pair_leases SET expires_ms = leased_ms - 1")));
        const auto taken = lease(*project, QStringLiteral("bob"), 1);
        QCOMPARE(taken.size(), 1);
        const auto holders = storage::pairHolders(*project->database, project->criterion);
        QVERIFY(holders.ok());
        QCOMPARE(holders->size(), 1);
        QCOMPARE(holders->first().activeLeases.keys(), QList<QString>{QStringLiteral("bob")});
        // The first annotator's answer, given late, is stored all the same.
        const auto late =
            labelPair(*project, QStringLiteral("ann"), taken.first(), domain::HumanChoice::A);
        QVERIFY2(late.ok(), qPrintable(late.error().toString()));
        QCOMPARE(storage::countHumanLabels(*project->database, project->criterion).value(), 1);
    }

    void labelKeepsThePairAndUndoGivesItBack() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        const auto pairs = lease(*project, QStringLiteral("ann"), 1);
        QCOMPARE(pairs.size(), 1);
        const auto label =
            labelPair(*project, QStringLiteral("ann"), pairs.first(), domain::HumanChoice::B);
        QVERIFY2(label.ok(), qPrintable(label.error().toString()));
        // A label does not expire.
        QSqlQuery expire = project->database->query();
        QVERIFY(expire.exec(QStringLiteral("UPDATE pair_leases SET leased_ms = leased_ms - 1")));
        QVERIFY(lease(*project, QStringLiteral("bob"), 1).isEmpty());
        QVERIFY(lease(*project, QStringLiteral("ann"), 1).isEmpty());
        QVERIFY(analysis::undoAnnotationLabel(*project->database, *label));
        QCOMPARE(lease(*project, QStringLiteral("bob"), 1).size(), 1);
    }

    void skipGivesThePairToSomeoneElse() {
        auto project = makeProject(m_backend.location(QStringLiteral("p")),
                                   {QStringLiteral("s1"), QStringLiteral("s2")});
        QVERIFY(project);
        const auto pairs = lease(*project, QStringLiteral("ann"), 1);
        QCOMPARE(pairs.size(), 1);
        QVERIFY(labelPair(*project, QStringLiteral("ann"), pairs.first(), domain::HumanChoice::Skip)
                    .ok());
        QVERIFY(lease(*project, QStringLiteral("ann"), 1).isEmpty()); // skipped: not again
        QCOMPARE(lease(*project, QStringLiteral("bob"), 1).size(), 1);
        // Stopping gives back what one holds without a label.
        QVERIFY(analysis::releaseAnnotationLeases(*project->database, QStringLiteral("bob")));
        QCOMPARE(lease(*project, QStringLiteral("cem"), 1).size(), 1);
    }

private:
    // 1,100 candidates in a chain 0 > 1 > … > 1099, each link judged once in each order:
    // above analysis::kRankingCovarianceLimit.
    std::unique_ptr<TestProject> largeChainProject() {
        constexpr int kCandidates = 1100;
        auto project =
            makeProject(m_backend.location(QStringLiteral("p")), QStringList(kCandidates, u"s"_qs));
        if (!project) {
            return nullptr;
        }
        std::vector<std::tuple<int, int, double>> chain;
        for (int first = 0; first + 1 < kCandidates; ++first) {
            chain.emplace_back(first, first + 1, 0.7);
            chain.emplace_back(first + 1, first, 0.3);
        }
        if (const storage::Status stored = addJudgements(*project, chain); !stored) {
            QTest::qFail(qPrintable(stored.error().toString()), __FILE__, __LINE__);
            return nullptr;
        }
        return project;
    }

    storage::testing::BackendFixture m_backend;
};

QTEST_GUILESS_MAIN(AnnotationQueueTest)
#include "test_annotation_queue.moc"
