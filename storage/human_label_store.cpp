#include "human_label_store.h"

#include "sql_support.h"
#include "store_support.h"

#include <QSqlError>

namespace pairrank::storage {

HumanLabelWriter::HumanLabelWriter(ProjectDatabase& database)
    : m_insert(database.query()) {}

Result<HumanLabelWriter> HumanLabelWriter::prepare(ProjectDatabase& database) {
    HumanLabelWriter writer(database);
    if (Status status = storage::prepare(
            writer.m_insert,
            QStringLiteral("INSERT INTO human_labels (annotator, criterion_id, context_id,"
                           " candidate_a, candidate_b, choice, labelled_at, duration_ms, source)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        !status) {
        return status.error();
    }
    return writer;
}

Result<domain::HumanLabelId> HumanLabelWriter::add(const domain::HumanLabel& label) {
    if (label.annotator.trimmed().isEmpty()) {
        return makeError(QStringLiteral("a human label needs an annotator"));
    }
    if (label.candidateA == label.candidateB) {
        return makeError(QStringLiteral("a human label compares a candidate with itself"));
    }
    if (label.durationMilliseconds && *label.durationMilliseconds < 0) {
        return makeError(
            QStringLiteral("duration_ms is negative (%1)").arg(*label.durationMilliseconds));
    }
    const QDateTime labelled =
        label.labelledAt.isValid() ? label.labelledAt : QDateTime::currentDateTimeUtc();
    for (const QVariant& value :
         {QVariant(label.annotator), QVariant(label.criterionId), QVariant(label.contextId),
          QVariant(label.candidateA), QVariant(label.candidateB),
          QVariant(domain::toString(label.choice)), QVariant(toStoredDate(labelled)),
          nullable(label.durationMilliseconds),
          label.source ? QVariant(domain::toString(*label.source)) : QVariant()}) {
        m_insert.addBindValue(bindable(value));
    }
    if (Status status = execute(m_insert, QStringLiteral("storing a human label")); !status) {
        return status.error();
    }
    return insertedId(m_insert, QStringLiteral("storing a human label"));
}

Result<domain::HumanLabelId> insertHumanLabel(ProjectDatabase& database,
                                              const domain::HumanLabel& label) {
    return insertOne<HumanLabelWriter>(database, label);
}

Status deleteHumanLabel(ProjectDatabase& database, domain::HumanLabelId label) {
    QSqlQuery remove = database.query();
    if (Status status = prepare(remove, QStringLiteral("DELETE FROM human_labels WHERE id = ?"));
        !status) {
        return status;
    }
    remove.addBindValue(label);
    if (Status status = execute(remove, QStringLiteral("removing a human label")); !status) {
        return status;
    }
    if (remove.numRowsAffected() != 1) {
        return makeError(QStringLiteral("no human label has id %1").arg(label));
    }
    return {};
}

Result<QList<domain::HumanLabel>> humanLabelsPage(ProjectDatabase& database,
                                                  const HumanLabelPageRequest& request) {
    KeysetPageQuery page(request.afterId);
    page.filterBy(QStringLiteral("annotator"), request.annotator);
    page.filterBy(QStringLiteral("context_id"), request.contextId);
    Result<QSqlQuery> prepared = page.prepareSelect(
        database,
        QStringLiteral("SELECT id, annotator, criterion_id, context_id, candidate_a,"
                       " candidate_b, choice, labelled_at, duration_ms, source FROM human_labels"),
        request.limit);
    if (!prepared) {
        return prepared.error();
    }
    QSqlQuery& select = *prepared;
    if (!select.exec()) {
        return queryError(select, QStringLiteral("reading human labels"));
    }
    QList<domain::HumanLabel> labels;
    while (select.next()) {
        domain::HumanLabel label;
        label.id = select.value(0).toLongLong();
        label.annotator = select.value(1).toString();
        label.criterionId = select.value(2).toLongLong();
        label.contextId = select.value(3).toLongLong();
        label.candidateA = select.value(4).toLongLong();
        label.candidateB = select.value(5).toLongLong();
        label.choice = domain::humanChoiceFromString(select.value(6).toString())
                           .value_or(domain::HumanChoice::Skip);
        label.labelledAt = fromStoredDate(select.value(7));
        label.durationMilliseconds = optionalInteger(select.value(8));
        if (!select.isNull(9)) {
            label.source = domain::labelSourceFromString(select.value(9).toString());
        }
        labels.append(label);
    }
    return labels;
}

Result<QStringList> listAnnotators(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    if (!select.exec(
            QStringLiteral("SELECT DISTINCT annotator FROM human_labels ORDER BY annotator"))) {
        return queryError(select, QStringLiteral("listing annotators"));
    }
    QStringList names;
    while (select.next()) {
        names.append(select.value(0).toString());
    }
    return names;
}

Result<qint64> countHumanLabels(ProjectDatabase& database, domain::CriterionId criterion,
                                const std::optional<QString>& annotator) {
    QVariantList values{criterion, domain::toString(domain::HumanChoice::Skip)};
    if (annotator) {
        values.append(*annotator);
    }
    QSqlQuery query = database.query();
    return countRows(query,
                     QStringLiteral("SELECT COUNT(*) FROM human_labels WHERE criterion_id = ? AND"
                                    " choice <> ?%1")
                         .arg(annotator ? QStringLiteral(" AND annotator = ?") : QString()),
                     values, QStringLiteral("counting human labels"));
}

Result<QList<domain::HumanLabel>> allHumanLabels(ProjectDatabase& database,
                                                 HumanLabelPageRequest request) {
    return readAllPages(request, [&database](const HumanLabelPageRequest& pageRequest) {
        return humanLabelsPage(database, pageRequest);
    });
}

Result<HumanLabelsVersion> readHumanLabelsVersion(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    if (!select.exec(QStringLiteral("SELECT count(*), coalesce(max(id), 0) FROM human_labels")) ||
        !select.next()) {
        return queryError(select, QStringLiteral("reading how many human labels there are"));
    }
    return HumanLabelsVersion{select.value(0).toLongLong(), select.value(1).toLongLong()};
}

Result<QSet<domain::HumanLabelId>> humanLabelIds(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(QStringLiteral("SELECT id FROM human_labels"))) {
        return queryError(select, QStringLiteral("reading the ids of the human labels"));
    }
    QSet<domain::HumanLabelId> ids;
    while (select.next()) {
        ids.insert(select.value(0).toLongLong());
    }
    if (select.lastError().isValid()) {
        return queryError(select, QStringLiteral("reading the ids of the human labels"));
    }
    return ids;
}

} // namespace pairrank::storage
