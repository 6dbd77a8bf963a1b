// Shapes shared by the *_store.cpp files: writing one record in its own
// transaction, checking what a judge's call measured, and reading a table one
// page at a time in id order.
#pragma once

#include "project_database.h"
#include "storage_result.h"

#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

#include <optional>
#include <utility>

namespace pairrank::storage {

// Prepares a Writer and adds `value` with it, inside one transaction. Writer is
// one of storage's record writers: `static Result<Writer> prepare(ProjectDatabase&)`
// and `Result<Id> add(const Value&)`. Returns add()'s result, or the error of
// preparing or committing (then nothing is stored).
template <typename Writer, typename Value>
auto insertOne(ProjectDatabase& database, const Value& value)
    -> decltype(std::declval<Writer&>().add(value)) {
    using Added = decltype(std::declval<Writer&>().add(value));
    std::optional<Added> added;
    const Status status = database.transaction([&]() -> Status {
        Result<Writer> writer = Writer::prepare(database);
        if (!writer) {
            return writer.error();
        }
        added.emplace(writer->add(value));
        return added->ok() ? Status() : Status(added->error());
    });
    if (!status) {
        return status.error();
    }
    return std::move(*added);
}

// Checks what a judge's call measured, stored with a judgement or an absolute
// score: token counts ≥ 0, latency and cost finite and ≥ 0. The message names
// the column (prompt_tokens, completion_tokens, latency_ms, cost).
Status checkCallMeasures(const std::optional<qint64>& promptTokens,
                         const std::optional<qint64>& completionTokens,
                         const std::optional<double>& latencyMilliseconds,
                         const std::optional<double>& cost);

// Reads every page of a keyset-paginated table: `readPage(request)` returns one
// page of records with an `id`, and the next request starts after the last id.
template <typename Request, typename ReadPage>
auto readAllPages(Request request, ReadPage readPage) -> decltype(readPage(request)) {
    decltype(readPage(request)) page = readPage(request);
    if (!page) {
        return page;
    }
    auto all = std::move(*page);
    while (!all.isEmpty() && request.limit > 0 && all.size() % request.limit == 0) {
        request.afterId = all.constLast().id;
        auto next = readPage(request);
        if (!next) {
            return next;
        }
        if (next->isEmpty()) {
            break;
        }
        all.append(std::move(*next));
    }
    return all;
}

// The query for one page of a table read in id order ("keyset pagination"):
// the rows with id > afterId, narrowed by optional equality filters.
class KeysetPageQuery {
public:
    explicit KeysetPageQuery(qint64 afterId);

    // Adds the condition "column = value" when `value` is set.
    template <typename T> void filterBy(const QString& column, const std::optional<T>& value) {
        if (value) {
            m_conditions << column + QStringLiteral(" = ?");
            m_values << QVariant::fromValue(*value);
        }
    }

    // Prepares "<selectFrom> WHERE <conditions> ORDER BY id LIMIT ?" as a
    // forward-only query and binds the values; `selectFrom` is
    // "SELECT <columns> FROM <table>". The caller executes it.
    Result<QSqlQuery> prepareSelect(ProjectDatabase& database, const QString& selectFrom,
                                    int limit) const;

private:
    QStringList m_conditions;
    QVariantList m_values;
};

} // namespace pairrank::storage
