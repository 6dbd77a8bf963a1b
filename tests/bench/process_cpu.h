// CPU time of this process, of its calling thread and of another process (Linux), for
// benchmarks that say where a run's cores go.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <sys/resource.h>
#include <unistd.h>

namespace pairrank::bench {

// User plus system seconds of getrusage(who).
inline double rusageCpuSeconds(int who) {
    rusage usage{};
    getrusage(who, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

inline double processCpuSeconds() {
    return rusageCpuSeconds(RUSAGE_SELF);
}

inline double threadCpuSeconds() {
    return rusageCpuSeconds(RUSAGE_THREAD);
}

// utime + stime of another (running) process, from /proc/<pid>/stat (fields 14 and 15);
// 0 when it cannot be read.
inline double otherProcessCpuSeconds(qint64 pid) {
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly)) {
        return 0.0;
    }
    const QByteArray stat = file.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    // After the ")" field 3 is at index 0, so fields 14 and 15 are at 11 and 12.
    const double ticks =
        static_cast<double>(fields.value(11).toLongLong() + fields.value(12).toLongLong());
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

} // namespace pairrank::bench
