#include "store_support.h"

#include "sql_support.h"

#include <cmath>

namespace pairrank::storage {
namespace {

Status checkCount(const std::optional<qint64>& value, const char* field) {
    if (value && *value < 0) {
        return makeError(
            QStringLiteral("%1 is negative (%2)").arg(QString::fromLatin1(field)).arg(*value));
    }
    return {};
}

Status checkAmount(const std::optional<double>& value, const char* field) {
    if (value && (!std::isfinite(*value) || *value < 0)) {
        return makeError(QStringLiteral("%1 must be a finite number ≥ 0, not %2")
                             .arg(QString::fromLatin1(field))
                             .arg(*value));
    }
    return {};
}

} // namespace

Status checkCallMeasures(const std::optional<qint64>& promptTokens,
                         const std::optional<qint64>& completionTokens,
                         const std::optional<double>& latencyMilliseconds,
                         const std::optional<double>& cost) {
    if (Status status = checkCount(promptTokens, "prompt_tokens"); !status) {
        return status;
    }
    if (Status status = checkCount(completionTokens, "completion_tokens"); !status) {
        return status;
    }
    if (Status status = checkAmount(latencyMilliseconds, "latency_ms"); !status) {
        return status;
    }
    return checkAmount(cost, "cost");
}

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
