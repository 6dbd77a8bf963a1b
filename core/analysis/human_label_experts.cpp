#include "human_label_experts.h"

#include "storage/human_label_store.h"
#include "storage/project_database.h"

namespace pairrank::analysis {

std::vector<stats::Comparison> humanLabelExperts(const QList<domain::HumanLabel>& labels,
                                                 domain::CriterionId criterion,
                                                 const QHash<domain::CandidateId, int>& positions,
                                                 double weight) {
    std::vector<stats::Comparison> experts;
    const double halfWeight = weight / 2.0;
    for (const domain::HumanLabel& label : labels) {
        if (label.criterionId != criterion || label.choice == domain::HumanChoice::Skip) {
            continue;
        }
        const auto a = positions.constFind(label.candidateA);
        const auto b = positions.constFind(label.candidateB);
        if (a == positions.constEnd() || b == positions.constEnd() || *a == *b) {
            continue;
        }
        const double p = label.choice == domain::HumanChoice::A   ? 1.0 - stats::kProbabilityFloor
                         : label.choice == domain::HumanChoice::B ? stats::kProbabilityFloor
                                                                  : 0.5;
        experts.push_back({*a, *b, p, halfWeight});
        experts.push_back({*b, *a, 1.0 - p, halfWeight});
    }
    return experts;
}

Result<QList<domain::HumanLabel>> humanLabelsOfContext(storage::ProjectDatabase& database,
                                                       domain::ContextId context) {
    storage::HumanLabelPageRequest request;
    request.contextId = context;
    request.limit = 1000;
    auto labels = storage::allHumanLabels(database, request);
    if (!labels) {
        return makeError(QStringLiteral("reading human labels: %1").arg(labels.error().toString()));
    }
    return std::move(*labels);
}

} // namespace pairrank::analysis
