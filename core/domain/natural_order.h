// The order a person reads names with numbers in: "M2" before "M10", "gpt-4" before
// "gpt-40". Runs of digits compare by their value, other runs as text (QString's
// code-point order); names equal in that reading ("M02", "M2") compare as plain text, so
// the order is strict, total and the same in every locale — the GUI, the CLI and the
// report list systems alike.
#pragma once

#include <QString>

namespace pairrank::domain {

bool naturalLess(const QString& left, const QString& right);

} // namespace pairrank::domain
