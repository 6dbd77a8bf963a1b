#include "human_label_feed.h"

#include "core/analysis/human_label_experts.h"
#include "storage/human_label_store.h"

#include <QHash>

#include <algorithm>

namespace pairrank::run {

HumanLabelFeed::HumanLabelFeed(domain::CriterionId criterion, double weight)
    : m_criterion(criterion)
    , m_weight(weight) {}

Result<QList<domain::HumanLabel>>
HumanLabelFeed::read(storage::ProjectDatabase& database,
                     std::span<const std::unique_ptr<ContextState>> contexts) {
    // Any label added or removed changes the version: while it stays, nothing is read.
    const auto version = storage::readHumanLabelsVersion(database);
    if (!version) {
        return makeError(
            QStringLiteral("reading human labels: %1").arg(version.error().toString()));
    }
    if (m_version == *version) {
        return QList<domain::HumanLabel>{};
    }
    storage::HumanLabelPageRequest request;
    request.afterId = std::max<domain::HumanLabelId>(0, m_highest - kLabelReadBack);
    request.limit = 1000;
    auto labels = storage::allHumanLabels(database, request);
    if (!labels) {
        return makeError(QStringLiteral("reading human labels: %1").arg(labels.error().toString()));
    }
    QHash<domain::ContextId, QList<domain::HumanLabel>> newByContext;
    for (const domain::HumanLabel& label : std::as_const(*labels)) {
        if (!m_seen.contains(label.id) && label.criterionId == m_criterion &&
            label.choice != domain::HumanChoice::Skip) {
            newByContext[label.contextId].append(label);
        }
        m_seen.insert(label.id);
        m_highest = std::max(m_highest, label.id);
    }
    QList<domain::HumanLabel> joined;
    for (const auto& state : contexts) {
        const auto found = newByContext.constFind(state->id());
        if (found == newByContext.constEnd()) {
            continue;
        }
        QHash<domain::CandidateId, int> positions;
        for (int position = 0; position < state->candidateCount(); ++position) {
            positions.insert(state->candidate(position).id, position);
        }
        for (const domain::HumanLabel& label : *found) {
            // Two experts per label, none for a label of candidates the context lacks.
            const std::vector<stats::Comparison> experts =
                analysis::humanLabelExperts({label}, m_criterion, positions, m_weight);
            for (const stats::Comparison& expert : experts) {
                state->addExtraComparison(expert);
            }
            if (!experts.empty()) {
                joined.append(label);
                m_joinedLabels.insert(label.id, Joined{state.get(), experts});
            }
        }
    }
    if (Status forgotten = forgetDeleted(database, version->count); !forgotten) {
        return forgotten.error();
    }
    m_version = *version;
    return joined;
}

Status HumanLabelFeed::forgetDeleted(storage::ProjectDatabase& database, qint64 labelCount) {
    // Every id seen was a label once. The count was read before the page: a label stored
    // in between makes this look for a deletion in vain, and a deletion hidden by labels
    // not yet seen is found once they are.
    if (labelCount >= m_seen.size()) {
        return {};
    }
    const auto existing = storage::humanLabelIds(database);
    if (!existing) {
        return makeError(
            QStringLiteral("reading human labels: %1").arg(existing.error().toString()));
    }
    m_seen.intersect(*existing);
    for (auto joined = m_joinedLabels.begin(); joined != m_joinedLabels.end();) {
        if (existing->contains(joined.key())) {
            ++joined;
            continue;
        }
        for (const stats::Comparison& expert : joined->experts) {
            joined->context->removeExtraComparison(expert);
        }
        joined = m_joinedLabels.erase(joined);
    }
    return {};
}

} // namespace pairrank::run
