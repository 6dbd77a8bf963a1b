// A value read from one database as the value a column of another holds
// (schema_catalog.h's ColumnKind), for copying rows between backends whose
// types differ: SQLite keeps whatever a statement stored in any column, a
// server column holds its declared type only.
#pragma once

#include "schema_catalog.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace pairrank::storage::sql_dialect {

// `value` as the column's kind: a NULL of that type for NULL; a number for a
// number, or for text that reads as one; text for text or a number. Empty when
// the column cannot hold it unchanged (text that is no number in a numeric
// column, a fraction in an integer column, an integer beyond 64 bits), so that
// it is refused rather than stored as something else.
std::optional<QVariant> asColumnValue(const QVariant& value, ColumnKind kind);
// "an integer", "a number", "text", … for messages about a refused value.
QString kindName(ColumnKind kind);

} // namespace pairrank::storage::sql_dialect
