#include "human_label_feed.h"

#include "core/analysis/human_label_experts.h"
#include "storage/human_label_store.h"

#include <QHash>

#include <algorithm>

namespace pairrank::run {

HumanLabelFeed::HumanLabelFeed(domain::CriterionId criterion, double weight)
    : m_criterion(criterion)
    , m_weight(weight) {}

Result<qint64> HumanLabelFeed::read(storage::ProjectDatabase& database,
                                    std::span<const std::unique_ptr<ContextState>> contexts) {
    storage::HumanLabelPageRequest request;
    request.afterId = std::max<domain::HumanLabelId>(0, m_highest - kLabelReadBack);
    request.limit = 1000;
    auto labels = storage::allHumanLabels(database, request);
    if (!labels) {
        return makeError(QStringLiteral("reading human labels: %1").arg(labels.error().toString()));
    }
    QHash<domain::ContextId, QList<domain::HumanLabel>> newByContext;
    QList<domain::HumanLabelId> newIds;
    for (const domain::HumanLabel& label : std::as_const(*labels)) {
        if (!m_seen.contains(label.id)) {
            newByContext[label.contextId].append(label);
            newIds.append(label.id);
        }
    }
    qint64 joined = 0;
    for (const auto& state : contexts) {
        const auto found = newByContext.constFind(state->id());
        if (found == newByContext.constEnd()) {
            continue;
        }
        QHash<domain::CandidateId, int> positions;
        for (int position = 0; position < state->candidateCount(); ++position) {
            positions.insert(state->candidate(position).id, position);
        }
        const std::vector<stats::Comparison> experts =
            analysis::humanLabelExperts(*found, m_criterion, positions, m_weight);
        for (const stats::Comparison& expert : experts) {
            state->addExtraComparison(expert);
        }
        joined += static_cast<qint64>(experts.size() / 2); // two experts per label
    }
    for (const domain::HumanLabelId id : std::as_const(newIds)) {
        m_seen.insert(id);
        m_highest = std::max(m_highest, id);
    }
    m_joined += joined;
    return joined;
}

} // namespace pairrank::run
