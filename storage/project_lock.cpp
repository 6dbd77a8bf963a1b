#include "project_lock.h"

#include "project_location.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#ifdef Q_OS_LINUX
#include <sys/stat.h>
#include <sys/sysmacros.h>
#endif

namespace pairrank::storage {
namespace {

#ifdef Q_OS_LINUX
QString programOf(qint64 processId) {
    QFile comm(QStringLiteral("/proc/%1/comm").arg(processId));
    if (!comm.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(comm.readAll()).trimmed();
}
#endif

} // namespace

std::optional<LockHolder> writeLockHolder(const QString& file, qint64 offset) {
#ifdef Q_OS_LINUX
    struct stat status {};
    if (::stat(QFile::encodeName(file).constData(), &status) != 0) {
        return std::nullopt;
    }
    // "1: POSIX  ADVISORY  WRITE 2305 fe:00:10954958 120 120" (major:minor in hex).
    const QString inode = QStringLiteral("%1:%2:%3")
                              .arg(major(status.st_dev), 2, 16, QLatin1Char('0'))
                              .arg(minor(status.st_dev), 2, 16, QLatin1Char('0'))
                              .arg(static_cast<qulonglong>(status.st_ino));
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    const qint64 self = QCoreApplication::applicationPid();
    for (const QByteArray& line : locks.readAll().split('\n')) {
        const QStringList fields =
            QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        // A waiting request ("1: -> POSIX …") holds nothing.
        if (fields.size() < 8 || fields[1] != QStringLiteral("POSIX") ||
            fields[3] != QStringLiteral("WRITE") || fields[5].compare(inode, Qt::CaseInsensitive)) {
            continue;
        }
        bool ok = false;
        const qint64 processId = fields[4].toLongLong(&ok);
        const qint64 start = fields[6].toLongLong();
        const bool toEnd = fields[7] == QStringLiteral("EOF");
        const qint64 end = toEnd ? offset : fields[7].toLongLong();
        if (ok && processId != self && start <= offset && offset <= end) {
            return LockHolder{processId, programOf(processId), {}};
        }
    }
#else
    Q_UNUSED(file)
    Q_UNUSED(offset)
#endif
    return std::nullopt;
}

Error projectLockedError(const QString& path, const std::optional<LockHolder>& holder,
                         bool otherConnectionHere) {
    QString who;
    if (holder && !holder->serverSession.isEmpty()) {
        who = QStringLiteral("a session of %1 is writing to it").arg(holder->serverSession);
    } else if (holder) {
        who = holder->program.isEmpty()
                  ? QStringLiteral("process %1 is writing to it").arg(holder->processId)
                  : QStringLiteral("process %1 (%2) is writing to it")
                        .arg(holder->processId)
                        .arg(holder->program);
    } else if (otherConnectionHere) {
        who = QStringLiteral("another task of this PairRank (a run, an import or a ranking) is "
                             "writing to it");
    } else {
        who = QStringLiteral("another program is writing to it (another PairRank window or a "
                             "pairrank-cli command)");
    }
    return makeError(
        QStringLiteral("the project '%1' is locked: %2. Wait for it to finish or "
                       "close it, then try again; nothing was changed.")
            .arg(ProjectLocation::isServerAddress(path) ? path : QFileInfo(path).absoluteFilePath(),
                 who));
}

} // namespace pairrank::storage
