// Human labels in the project file. Writes must run inside
// ProjectDatabase::transaction().
#pragma once

#include "core/domain/human_label.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>

#include <optional>

namespace pairrank::storage {

// Inserts labels with one prepared statement kept for many rows.
class HumanLabelWriter {
public:
    static Result<HumanLabelWriter> prepare(ProjectDatabase& database);
    // Refuses a label comparing a candidate with itself, without an annotator, or
    // with a negative duration; labelledAt defaults to now.
    Result<domain::HumanLabelId> add(const domain::HumanLabel& label);

private:
    explicit HumanLabelWriter(ProjectDatabase& database);
    QSqlQuery m_insert;
};

Result<domain::HumanLabelId> insertHumanLabel(ProjectDatabase& database,
                                              const domain::HumanLabel& label);

struct HumanLabelPageRequest {
    std::optional<QString> annotator;
    std::optional<domain::ContextId> contextId;
    domain::HumanLabelId afterId = 0;
    int limit = 500;
};
Result<QList<domain::HumanLabel>> humanLabelsPage(ProjectDatabase& database,
                                                  const HumanLabelPageRequest& request);

} // namespace pairrank::storage
