// Human labels in the project file. Writes must run inside
// ProjectDatabase::transaction().
#pragma once

#include "core/domain/human_label.h"
#include "project_database.h"
#include "storage_result.h"

#include <QList>
#include <QSet>
#include <QStringList>

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

// Removes one label (the annotator's undo). Fails when no label has that id, so
// that an undo of something already gone is reported rather than ignored.
Status deleteHumanLabel(ProjectDatabase& database, domain::HumanLabelId label);

struct HumanLabelPageRequest {
    std::optional<QString> annotator;
    std::optional<domain::ContextId> contextId;
    domain::HumanLabelId afterId = 0;
    int limit = 500;
};
Result<QList<domain::HumanLabel>> humanLabelsPage(ProjectDatabase& database,
                                                  const HumanLabelPageRequest& request);

// The names of everyone who has labelled something, sorted.
Result<QStringList> listAnnotators(ProjectDatabase& database);

// Every label matching the request's filters after request.afterId, read in pages
// of request.limit rows.
Result<QList<domain::HumanLabel>> allHumanLabels(ProjectDatabase& database,
                                                 HumanLabelPageRequest request);

// How many labels of `criterion` (of `annotator` when given) choose something: A,
// B or a tie. A skip only records that the annotator passed on the pair, so it is
// not a label anywhere a count of labels is shown.
Result<qint64> countHumanLabels(ProjectDatabase& database, domain::CriterionId criterion,
                                const std::optional<QString>& annotator = std::nullopt);

// What changes whenever anyone adds or removes a label: how many there are and
// the largest id (ids only grow, so a removal and an addition never cancel out).
// One cheap query, for watching a project that others label at the same time.
struct HumanLabelsVersion {
    qint64 count = 0;
    domain::HumanLabelId largestId = 0;
    bool operator==(const HumanLabelsVersion&) const = default;
};
Result<HumanLabelsVersion> readHumanLabelsVersion(ProjectDatabase& database);

// The ids of every label in the project (of any criterion, skips too).
Result<QSet<domain::HumanLabelId>> humanLabelIds(ProjectDatabase& database);

} // namespace pairrank::storage
