// `pairrank-cli judge --project`: judges the pairs of a project's contexts through
// the one judging pipeline (core/run/judging_pipeline.h) — the same requests, the
// same reuse rule and the same storing as an active run: a pair whose request is
// answered in the project (ok, tie or refusal) is printed from there and not paid
// for again; a stored failure is asked again. Every answer is stored under a new
// run before it is printed.
#include "cli_output.h"
#include "command.h"
#include "core/judge/judge.h"
#include "core/run/judging_pipeline.h"
#include "core/run/resume_state.h"
#include "core/run/run_store.h"
#include "judge_command_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/project_database.h"

#include <QCoreApplication>
#include <QEventLoop>

namespace pairrank::cli {
namespace {

int failWith(const QString& message, int code = kExitBadInput) {
    printError(message);
    return code;
}

// The pairs of one context the command asks about: every unordered pair once (a
// shown first by position), or with --all-pairs every ordered pair.
std::vector<stats::OrderedPair> pairsOf(int candidateCount, bool allPairs) {
    std::vector<stats::OrderedPair> pairs;
    for (int a = 0; a < candidateCount; ++a) {
        for (int b = 0; b < candidateCount; ++b) {
            if (a != b && (allPairs || a < b)) {
                pairs.push_back(stats::OrderedPair{a, b});
            }
        }
    }
    return pairs;
}

struct AskedContext {
    domain::Context context;
    QList<domain::Candidate> candidates;
};

} // namespace

int judgeProjectPairs(const QCommandLineParser& parser, const domain::JudgeConfig& options) {
    auto database = storage::ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!database.ok()) {
        return failWith(database.error().toString());
    }
    storage::ProjectDatabase& project = **database;
    auto storedCriterion = run::criterionForRun(project, parser.value(QStringLiteral("criterion")));
    if (!storedCriterion) {
        return failWith(storedCriterion.error().toString().replace(
            QStringLiteral("; name one"), QStringLiteral("; choose one with --criterion")));
    }
    auto resolved = resolveCriterion(parser, *storedCriterion, storedCriterion->name);
    if (std::holds_alternative<QString>(resolved)) {
        return failWith(std::get<QString>(resolved));
    }
    const domain::Criterion criterion = std::get<domain::Criterion>(std::move(resolved));

    auto contexts = storage::listContexts(project);
    if (!contexts.ok()) {
        return failWith(contexts.error().toString());
    }
    const QString onlyContext = parser.value(QStringLiteral("context"));
    const bool allPairs = parser.isSet(QStringLiteral("all-pairs"));
    std::vector<AskedContext> asked;
    for (const domain::Context& context : *contexts) {
        if (!onlyContext.isEmpty() && context.externalId != onlyContext) {
            continue;
        }
        auto candidates = storage::candidatesOfContext(project, context.id);
        if (!candidates.ok()) {
            return failWith(candidates.error().toString());
        }
        asked.push_back(AskedContext{context, std::move(candidates).value()});
    }
    if (!onlyContext.isEmpty() && asked.empty()) {
        return failWith(QStringLiteral("the project has no context '%1'").arg(onlyContext));
    }

    auto config = run::storeJudgeConfig(project, options);
    if (!config) {
        return failWith(config.error().toString());
    }
    auto judge = judge::Judge::create(*config, criterion);
    if (!judge.ok()) {
        return failWith(judge.error().message);
    }
    auto runId = run::openJudgingRun(project, config->id, criterion.id,
                                     QStringLiteral("pairrank-cli judge"));
    if (!runId) {
        return failWith(runId.error().toString(), kExitFailure);
    }

    QEventLoop loop;
    qsizetype reused = 0;
    int failed = 0;
    QString storeError;
    std::unique_ptr<run::JudgingPipeline> pipeline;
    const auto printIdentity = [&asked](std::size_t context, stats::OrderedPair pair) {
        const AskedContext& entry = asked[context];
        return PairIdentity{entry.context.externalId, entry.candidates.at(pair.a).externalId,
                            entry.candidates.at(pair.b).externalId};
    };
    const auto quitWhenDone = [&]() {
        if (pipeline && pipeline->outstanding() == 0) {
            loop.quit();
        }
    };
    auto created = run::JudgingPipeline::create(
        project, *runId, **judge, *config,
        run::PipelineCallbacks{
            [&](run::Delivery delivery) {
                for (const run::StoredAnswer& answer : delivery.stored) {
                    printJson(judgementLine(printIdentity(answer.context, answer.pair),
                                            answer.judgement, answer.attempts, answer.reused));
                    reused += answer.reused ? 1 : 0;
                    failed += answer.judgement.status == domain::JudgementStatus::Failed ? 1 : 0;
                }
                for (const run::WithdrawnPair& withdrawn : delivery.withdrawn) {
                    // Never sent (the judge's budget or circuit breaker): not stored.
                    domain::Judgement notSent;
                    notSent.status = domain::JudgementStatus::Failed;
                    notSent.failureReason = withdrawn.reason;
                    printJson(judgementLine(printIdentity(withdrawn.context, withdrawn.pair),
                                            notSent, 0, false));
                    ++failed;
                }
                quitWhenDone();
            },
            [&](const Error& error) {
                storeError = error.toString();
                loop.quit();
            }});
    if (!created) {
        return failWith(created.error().toString(), kExitFailure);
    }
    pipeline = std::move(created).value();
    for (const AskedContext& entry : asked) {
        const std::size_t index = pipeline->addContext(entry.context, entry.candidates);
        const auto pairs = pairsOf(static_cast<int>(entry.candidates.size()), allPairs);
        if (Status status = pipeline->ask(index, pairs); !status) {
            return failWith(status.error().toString(), kExitFailure);
        }
    }
    if (pipeline->outstanding() > 0) {
        loop.exec();
    }
    pipeline.reset();
    const Status finished = run::setRunStatus(project, *runId, domain::RunStatus::Finished);
    printSummary(**judge, reused);
    if (!storeError.isEmpty() || !finished.ok()) {
        return failWith(storeError.isEmpty() ? finished.error().toString() : storeError,
                        kExitFailure);
    }
    return failed == 0 ? kExitSuccess : kExitFailure;
}

} // namespace pairrank::cli
