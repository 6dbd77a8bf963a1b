#include "run_test_support.h"

#include "core/judge/default_prompts.h"
#include "core/stats/random.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"

#include <QJsonObject>
#include <QSet>
#include <QTest>

namespace pairrank::run::testing {

void createTestProject(const QString& path, const TestProjectSpec& spec) {
    auto database = storage::ProjectDatabase::create(path, QStringLiteral("session test"));
    QVERIFY2(database.ok(), qPrintable(database.error().toString()));
    storage::ProjectDatabase& project = **database;
    stats::Random random(spec.seed);
    const storage::Status stored = project.transaction([&]() -> storage::Status {
        const auto prompt = judge::defaultPrompt(QStringLiteral("summary-coherence"));
        if (!prompt) {
            return storage::makeError(QStringLiteral("no default summary-coherence prompt"));
        }
        if (auto id = storage::insertCriterion(project, judge::criterionFromDefault(*prompt));
            !id) {
            return id.error();
        }
        domain::JudgeConfig judge;
        judge.name = kSimulatedJudge;
        judge.backend = QStringLiteral("simulated");
        judge.model = QStringLiteral("simulated");
        judge.settings.insert(QStringLiteral("concurrency"), spec.concurrency);
        judge.settings.insert(QStringLiteral("simulated"),
                              QJsonObject{{QStringLiteral("agreement"), spec.agreement},
                                          {QStringLiteral("noise"), spec.noise},
                                          {QStringLiteral("seed"), static_cast<double>(spec.seed)},
                                          {QStringLiteral("truth_criterion"), kCriterion}});
        if (auto id = storage::insertJudgeConfig(project, judge); !id) {
            return id.error();
        }
        auto writer = storage::CandidateWriter::prepare(project);
        if (!writer) {
            return writer.error();
        }
        for (int c = 0; c < spec.contexts; ++c) {
            domain::Context context;
            context.externalId = QStringLiteral("ctx%1").arg(c);
            context.text = QStringLiteral("Article %1 about a subject.").arg(c);
            auto contextId = writer->addContext(context);
            if (!contextId) {
                return contextId.error();
            }
            for (int i = 0; i < spec.candidatesPerContext; ++i) {
                domain::Candidate candidate;
                candidate.contextId = *contextId;
                candidate.externalId = QStringLiteral("ctx%1-s%2").arg(c).arg(i);
                candidate.text = QStringLiteral("Summary %1 of article %2, %3")
                                     .arg(i)
                                     .arg(c)
                                     .arg(QString(static_cast<int>(random.uniformInt(200)) + 10,
                                                  QLatin1Char('x')));
                candidate.system = QStringLiteral("M%1").arg(i % 4);
                candidate.referenceScores.insert(
                    kCriterion, spec.scoreSpacing > 0.0 ? spec.scoreSpacing * i : random.normal());
                if (auto added = writer->addCandidate(candidate); !added) {
                    return added.error();
                }
            }
        }
        return {};
    });
    QVERIFY2(stored.ok(), qPrintable(stored.error().toString()));
}

storage::Status insertTruthfulHumanLabels(storage::ProjectDatabase& database, int perContext,
                                          quint64 seed) {
    auto criterion = storage::findCriterionByName(database, kCriterion);
    if (!criterion || !criterion->has_value()) {
        return storage::makeError(QStringLiteral("no criterion"));
    }
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return contexts.error();
    }
    stats::Random random(seed);
    return database.transaction([&]() -> storage::Status {
        for (const domain::Context& context : *contexts) {
            auto candidates = storage::candidatesOfContext(database, context.id);
            if (!candidates) {
                return candidates.error();
            }
            const auto n = static_cast<std::uint64_t>(candidates->size());
            for (int label = 0; label < perContext; ++label) {
                const auto a = static_cast<qsizetype>(random.uniformInt(n));
                const auto b = static_cast<qsizetype>(
                    (static_cast<std::uint64_t>(a) + 1 + random.uniformInt(n - 1)) % n);
                domain::HumanLabel human;
                human.annotator = QStringLiteral("oracle");
                human.criterionId = (*criterion)->id;
                human.contextId = context.id;
                human.candidateA = candidates->at(a).id;
                human.candidateB = candidates->at(b).id;
                human.choice = candidates->at(a).referenceScores.value(kCriterion) >
                                       candidates->at(b).referenceScores.value(kCriterion)
                                   ? domain::HumanChoice::A
                                   : domain::HumanChoice::B;
                if (auto id = storage::insertHumanLabel(database, human); !id) {
                    return id.error();
                }
            }
        }
        return {};
    });
}

std::vector<StoredJudgement> storedJudgements(storage::ProjectDatabase& database,
                                              domain::RunId run) {
    std::vector<StoredJudgement> judgements;
    storage::JudgementPageRequest request;
    if (run > 0) {
        request.runId = run;
    }
    request.limit = 1000;
    while (true) {
        auto page = storage::judgementsPage(database, request);
        if (!page) {
            qWarning("reading judgements: %s", qPrintable(page.error().toString()));
            return judgements;
        }
        for (const domain::Judgement& judgement : *page) {
            judgements.push_back({judgement.id, judgement.contextId, judgement.candidateA,
                                  judgement.candidateB, judgement.requestHash,
                                  domain::statusHasProbability(judgement.status)});
            request.afterId = judgement.id;
        }
        if (page->size() < request.limit) {
            return judgements;
        }
    }
}

int duplicateRequestHashes(const std::vector<StoredJudgement>& judgements) {
    QSet<QString> seen;
    int duplicates = 0;
    for (const StoredJudgement& judgement : judgements) {
        if (seen.contains(judgement.requestHash)) {
            ++duplicates;
        }
        seen.insert(judgement.requestHash);
    }
    return duplicates;
}

QHash<domain::CandidateId, QString> candidateExternalIds(storage::ProjectDatabase& database) {
    QHash<domain::CandidateId, QString> externalIds;
    const auto contexts = storage::listContexts(database);
    if (!contexts) {
        return externalIds;
    }
    for (const domain::Context& context : *contexts) {
        const auto candidates = storage::candidatesOfContext(database, context.id);
        if (!candidates) {
            return {};
        }
        for (const domain::Candidate& candidate : *candidates) {
            externalIds.insert(candidate.id, candidate.externalId);
        }
    }
    return externalIds;
}

} // namespace pairrank::run::testing
