// The benchmark process's resident memory, from /proc (Linux).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace pairrank::bench {

// A /proc/self/status field in kilobytes ("VmRSS": resident now, "VmHWM": peak resident
// since the start or the last resetPeakResident); -1 when unknown.
inline qint64 statusKilobytes(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(prefix)) {
            return line.mid(prefix.size()).trimmed().split(' ').first().toLongLong();
        }
    }
    return -1;
}

// Resets VmHWM to the current resident size.
inline void resetPeakResident() {
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly)) {
        clear.write("5");
    }
}

} // namespace pairrank::bench
