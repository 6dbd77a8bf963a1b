// Command-line options of the benchmark programs: `--name value` pairs.
#pragma once

#include <QString>
#include <QStringList>

namespace pairrank::bench {

// The value after `name` in `arguments`, or `fallback` when the option is absent.
inline QString optionValue(const QStringList& arguments, const QString& name,
                           const QString& fallback) {
    const qsizetype index = arguments.indexOf(name);
    return index >= 0 && index + 1 < arguments.size() ? arguments.at(index + 1) : fallback;
}

} // namespace pairrank::bench
