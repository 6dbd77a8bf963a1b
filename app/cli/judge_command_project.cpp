// `pairrank-cli judge --project`: judges the pairs of a project's contexts,
// prints each answer, and stores it in its own transaction under a new run.
// A pair whose request hash already has an answer (ok, tie or refusal) in the
// project is printed from there and not requested again; failed ones are asked again.
#include "cli_output.h"
#include "command.h"
#include "judge_command_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QDateTime>
#include <QHash>

namespace pairrank::cli {
namespace {

int failWith(const QString& message, int code = kExitBadInput) {
    printError(message);
    return code;
}

struct ProjectPair {
    judge::PairToJudge pair;
    PairIdentity ids;
};

// The judge configuration's row: the stored one of that name, or a new one.
storage::Result<domain::JudgeConfigId> judgeConfigRow(storage::ProjectDatabase& database,
                                                      const domain::JudgeConfig& config) {
    auto stored = storage::findJudgeConfigByName(database, config.name);
    if (!stored.ok()) {
        return stored.error();
    }
    if (*stored) {
        const domain::JudgeConfig& existing = **stored;
        if (existing.backend != config.backend || existing.model != config.model ||
            existing.endpoint != config.endpoint || existing.settings != config.settings ||
            existing.apiKeyEnvironmentVariable != config.apiKeyEnvironmentVariable) {
            return storage::Error{
                QStringLiteral("the project has a judge named '%1' with other settings; "
                               "choose another --judge-name")
                    .arg(config.name),
                {}};
        }
        return existing.id;
    }
    domain::JudgeConfigId id = 0;
    const storage::Status written = database.transaction([&]() -> storage::Status {
        auto inserted = storage::insertJudgeConfig(database, config);
        if (!inserted.ok()) {
            return inserted.error();
        }
        id = *inserted;
        return {};
    });
    if (!written.ok()) {
        return written.error();
    }
    return id;
}

// The criterion of the project named by --criterion, or its only one.
storage::Result<std::optional<domain::Criterion>>
storedCriterion(storage::ProjectDatabase& database, QString& name) {
    if (name.isEmpty()) {
        auto criteria = storage::listCriteria(database);
        if (!criteria.ok()) {
            return criteria.error();
        }
        if (criteria->size() != 1) {
            return storage::Error{
                QStringLiteral("the project has %1 criteria; choose one with --criterion")
                    .arg(criteria->size()),
                {}};
        }
        name = criteria->front().name;
        return std::optional<domain::Criterion>(criteria->front());
    }
    return storage::findCriterionByName(database, name);
}

} // namespace

int judgeProjectPairs(const QCommandLineParser& parser, const domain::JudgeConfig& config) {
    auto database = storage::ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!database.ok()) {
        return failWith(database.error().toString());
    }
    storage::ProjectDatabase& project = **database;
    QString criterionName = parser.value(QStringLiteral("criterion"));
    auto stored = storedCriterion(project, criterionName);
    if (!stored.ok()) {
        return failWith(stored.error().toString());
    }
    auto resolved = resolveCriterion(parser, *stored, criterionName);
    if (std::holds_alternative<QString>(resolved)) {
        return failWith(std::get<QString>(resolved));
    }
    domain::Criterion criterion = std::get<domain::Criterion>(std::move(resolved));
    auto judge = judge::Judge::create(config, criterion);
    if (!judge.ok()) {
        return failWith(judge.error().message);
    }

    auto contexts = storage::listContexts(project);
    if (!contexts.ok()) {
        return failWith(contexts.error().toString());
    }
    const QString onlyContext = parser.value(QStringLiteral("context"));
    const bool allPairs = parser.isSet(QStringLiteral("all-pairs"));
    const QString truthCriterion = config.settings.value(QStringLiteral("simulated"))
                                       .toObject()
                                       .value(QStringLiteral("truth_criterion"))
                                       .toString();
    QList<ProjectPair> pairs;
    bool contextFound = onlyContext.isEmpty();
    for (const domain::Context& context : *contexts) {
        if (!onlyContext.isEmpty() && context.externalId != onlyContext) {
            continue;
        }
        contextFound = true;
        auto candidates = storage::candidatesOfContext(project, context.id);
        if (!candidates.ok()) {
            return failWith(candidates.error().toString());
        }
        std::vector<double> truth;
        for (const domain::Candidate& candidate : *candidates) {
            if (!truthCriterion.isEmpty() && candidate.referenceScores.contains(truthCriterion)) {
                truth.push_back(candidate.referenceScores.value(truthCriterion));
            }
        }
        if (std::ssize(truth) != candidates->size()) {
            truth.clear(); // drawn from the seed unless every candidate has the truth score
        }
        (*judge)->describeContext(context.id, static_cast<int>(candidates->size()), truth);
        for (const domain::Candidate& a : *candidates) {
            for (const domain::Candidate& b : *candidates) {
                if (a.id == b.id || (!allPairs && a.position > b.position)) {
                    continue;
                }
                judge::PairToJudge pair;
                pair.ticket = static_cast<quint64>(pairs.size());
                pair.contextId = context.id;
                pair.candidateA = a.id;
                pair.candidateB = b.id;
                pair.contextText = context.text;
                pair.textA = a.text;
                pair.textB = b.text;
                pair.positionA = a.position;
                pair.positionB = b.position;
                pairs.append(ProjectPair{
                    pair, PairIdentity{context.externalId, a.externalId, b.externalId}});
            }
        }
    }
    if (!contextFound) {
        return failWith(QStringLiteral("the project has no context '%1'").arg(onlyContext));
    }

    // The cache: answers already in the project are printed, not requested. One lookup
    // for all the pairs' requests.
    QList<judge::PreparedRequest> prepared;
    QStringList hashes;
    for (const ProjectPair& entry : pairs) {
        prepared.append((*judge)->prepare(entry.pair));
        hashes.append(prepared.last().requestHash);
    }
    auto lookup = storage::JudgementLookup::prepare(project);
    if (!lookup) {
        return failWith(lookup.error().toString());
    }
    auto previousJudgements = lookup->byRequestHashes(hashes);
    if (!previousJudgements) {
        return failWith(previousJudgements.error().toString());
    }
    QList<judge::PreparedRequest> requests;
    qsizetype cached = 0;
    for (qsizetype index = 0; index < pairs.size(); ++index) {
        const ProjectPair& entry = pairs[index];
        judge::PreparedRequest& request = prepared[index];
        const QList<domain::Judgement> previous = previousJudgements->value(request.requestHash);
        const auto answered =
            std::find_if(previous.begin(), previous.end(), [](const domain::Judgement& j) {
                return j.status != domain::JudgementStatus::Failed;
            });
        if (answered != previous.end()) {
            printJson(judgementLine(entry.ids, *answered, 0, true));
            ++cached;
        } else {
            requests.append(std::move(request));
        }
    }
    if (requests.isEmpty()) {
        printSummary(**judge, cached);
        return kExitSuccess;
    }

    auto judgeConfigId = judgeConfigRow(project, config);
    if (!judgeConfigId.ok()) {
        return failWith(judgeConfigId.error().toString());
    }
    if (!*stored) {
        criterion.id = 0;
        storage::Status written = project.transaction([&]() -> storage::Status {
            auto inserted = storage::insertCriterion(project, criterion);
            if (!inserted.ok()) {
                return inserted.error();
            }
            criterion.id = *inserted;
            return {};
        });
        if (!written.ok()) {
            return failWith(written.error().toString());
        }
    }
    domain::Run run;
    run.judgeConfigId = *judgeConfigId;
    run.criterionId = criterion.id;
    run.label = QStringLiteral("pairrank-cli judge");
    run.status = domain::RunStatus::Running;
    run.createdAt = QDateTime::currentDateTimeUtc();
    run.startedAt = run.createdAt;
    domain::RunId runId = 0;
    auto writer = storage::JudgementWriter::prepare(project);
    const storage::Status runWritten = project.transaction([&]() -> storage::Status {
        auto inserted = storage::insertRun(project, run);
        if (!inserted.ok()) {
            return inserted.error();
        }
        runId = *inserted;
        return {};
    });
    if (!runWritten.ok() || !writer.ok()) {
        return failWith(runWritten.ok() ? writer.error().toString()
                                        : runWritten.error().toString());
    }

    QString storeError;
    const int failed = judgeAll(**judge, requests, [&](const judge::JudgeAnswer& answer) {
        const ProjectPair& entry = pairs.at(static_cast<qsizetype>(answer.ticket));
        domain::Judgement judgement = answer.judgement;
        judgement.runId = runId;
        // Each answer is durable on its own before the next one (DESIGN.md §5).
        const storage::Status written = project.transaction([&]() -> storage::Status {
            auto id = writer->add(judgement);
            if (!id.ok()) {
                return id.error();
            }
            judgement.id = *id;
            return {};
        });
        if (!written.ok() && storeError.isEmpty()) {
            storeError = written.error().toString();
        }
        printJson(judgementLine(entry.ids, judgement, answer.attempts, false));
    });
    const storage::Status finished = project.transaction([&] {
        return storage::updateRunStatus(project, runId, domain::RunStatus::Finished,
                                        QDateTime::currentDateTimeUtc());
    });
    printSummary(**judge, cached);
    if (!storeError.isEmpty() || !finished.ok()) {
        return failWith(storeError.isEmpty() ? finished.error().toString() : storeError,
                        kExitFailure);
    }
    return failed == 0 ? kExitSuccess : kExitFailure;
}

} // namespace pairrank::cli
