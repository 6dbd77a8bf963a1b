#include "import_references.h"

#include "catalog_store.h"

namespace pairrank::storage {

Status ImportReferences::load() {
    Result<QHash<QString, CandidateLocation>> candidates = candidateLocations(m_database);
    if (!candidates) {
        return candidates.error();
    }
    m_candidates = std::move(*candidates);
    Result<QList<domain::Context>> contexts = listContexts(m_database);
    if (!contexts) {
        return contexts.error();
    }
    for (const domain::Context& context : *contexts) {
        m_contexts.insert(context.externalId, context.id);
    }
    Result<QList<domain::Run>> runs = listRuns(m_database);
    Result<QList<domain::JudgeConfig>> judges = listJudgeConfigs(m_database);
    Result<QList<domain::Criterion>> criteria = listCriteria(m_database);
    if (!runs || !judges || !criteria) {
        return !runs ? runs.error() : !judges ? judges.error() : criteria.error();
    }
    for (const domain::JudgeConfig& judge : *judges) {
        m_judges.insert(judge.name, judge.id);
    }
    for (const domain::Criterion& criterion : *criteria) {
        m_criteria.insert(criterion.name, criterion.id);
    }
    for (const domain::Run& run : *runs) {
        if (run.status == domain::RunStatus::Imported) {
            m_runs.insert(QStringLiteral("%1\n%2\n%3")
                              .arg(run.judgeConfigId)
                              .arg(run.criterionId)
                              .arg(run.label),
                          run.id);
        }
    }
    return {};
}

void ImportReferences::addCandidate(const QString& externalId, CandidateLocation location) {
    m_candidates.insert(externalId, location);
}

Result<ResolvedPair> ImportReferences::resolvePair(const RecordFields& fields,
                                                   const QString& columnA, const QString& columnB,
                                                   const QString& contextColumn) const {
    ResolvedPair pair;
    CandidateLocation locations[2];
    const QString columns[2] = {columnA, columnB};
    for (int i = 0; i < 2; ++i) {
        Result<QString> id = fields.requiredText(columns[i]);
        if (!id) {
            return id.error();
        }
        const auto found = m_candidates.constFind(*id);
        if (found == m_candidates.constEnd()) {
            return fields.errorAt(columns[i],
                                  QStringLiteral("unknown candidate '%1' (import the candidates "
                                                 "first)")
                                      .arg(*id));
        }
        locations[i] = *found;
    }
    if (locations[0].id == locations[1].id) {
        return fields.errorAt(columnB, QStringLiteral("compares a candidate with itself"));
    }
    if (locations[0].contextId != locations[1].contextId) {
        return fields.errorAt(columnB, QStringLiteral("the two candidates belong to different "
                                                      "contexts"));
    }
    if (!contextColumn.isEmpty() && fields.has(contextColumn)) {
        Result<QString> context = fields.requiredText(contextColumn);
        if (!context) {
            return context.error();
        }
        if (m_contexts.value(*context, -1) != locations[0].contextId) {
            return fields.errorAt(
                contextColumn,
                QStringLiteral("the candidates do not belong to context '%1'").arg(*context));
        }
    }
    pair.contextId = locations[0].contextId;
    pair.candidateA = locations[0].id;
    pair.candidateB = locations[1].id;
    return pair;
}

Result<domain::CriterionId> ImportReferences::criterion(const QString& name) {
    if (auto found = m_criteria.constFind(name); found != m_criteria.constEnd()) {
        return *found;
    }
    Result<domain::CriterionId> id = ensureCriterion(m_database, name);
    if (id) {
        m_criteria.insert(name, *id);
    }
    return id;
}

Result<domain::JudgeConfigId> ImportReferences::judge(const QString& name, const QString& backend,
                                                      const QString& model) {
    if (auto found = m_judges.constFind(name); found != m_judges.constEnd()) {
        return *found;
    }
    domain::JudgeConfig config;
    config.name = name;
    config.backend = backend.isEmpty() ? QString::fromLatin1(kImportedBackend) : backend;
    config.model = model;
    Result<domain::JudgeConfigId> id = insertJudgeConfig(m_database, config);
    if (id) {
        m_judges.insert(name, *id);
    }
    return id;
}

Result<domain::RunId> ImportReferences::run(domain::JudgeConfigId judge,
                                            domain::CriterionId criterion, const QString& label,
                                            ImportSummary& summary) {
    const QString key = QStringLiteral("%1\n%2\n%3").arg(judge).arg(criterion).arg(label);
    if (auto found = m_runs.constFind(key); found != m_runs.constEnd()) {
        return *found;
    }
    domain::Run run;
    run.judgeConfigId = judge;
    run.criterionId = criterion;
    run.label = label;
    run.status = domain::RunStatus::Imported;
    Result<domain::RunId> id = insertRun(m_database, run);
    if (id) {
        m_runs.insert(key, *id);
        ++summary.runsCreated;
    }
    return id;
}

} // namespace pairrank::storage
