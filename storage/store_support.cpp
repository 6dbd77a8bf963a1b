#include "store_support.h"

#include "sql_support.h"

namespace pairrank::storage {

KeysetPageQuery::KeysetPageQuery(qint64 afterId)
    : m_conditions{QStringLiteral("id > ?")}
    , m_values{afterId} {}

Result<QSqlQuery> KeysetPageQuery::prepareSelect(ProjectDatabase& database,
                                                 const QString& selectFrom, int limit) const {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status =
            prepare(select, QStringLiteral("%1 WHERE %2 ORDER BY id LIMIT ?")
                                .arg(selectFrom, m_conditions.join(QStringLiteral(" AND "))));
        !status) {
        return status.error();
    }
    for (const QVariant& value : m_values) {
        select.addBindValue(bindable(value));
    }
    select.addBindValue(limit);
    return select;
}

} // namespace pairrank::storage
