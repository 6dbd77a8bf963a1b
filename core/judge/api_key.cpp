#include "api_key.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pairrank::judge {

namespace {

const QString kRedacted = QStringLiteral("[redacted]");

QString systemError() {
    return QString::fromLocal8Bit(std::strerror(errno));
}

Result<QString> readKeyFile(const QString& path) {
    struct stat status {};
    const QByteArray nativePath = QFile::encodeName(path);
    if (::stat(nativePath.constData(), &status) != 0) {
        return makeError(QStringLiteral("cannot read key file %1: %2").arg(path, systemError()));
    }
    if ((status.st_mode & (S_IRWXG | S_IRWXO)) != 0) {
        return makeError(
            QStringLiteral(
                "key file %1 is accessible by group or others (mode %2); run chmod 600 %1")
                .arg(path)
                .arg(status.st_mode & 07777, 4, 8, QLatin1Char('0')));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return makeError(
            QStringLiteral("cannot read key file %1: %2").arg(path, file.errorString()));
    }
    const QString key = QString::fromUtf8(file.readAll()).trimmed();
    if (key.isEmpty()) {
        return makeError(QStringLiteral("key file %1 is empty").arg(path));
    }
    return key;
}

} // namespace

Result<QString> readApiKey(const JudgeSettings& settings) {
    if (!settings.apiKeyEnvironmentVariable.isEmpty()) {
        const QString key =
            qEnvironmentVariable(settings.apiKeyEnvironmentVariable.toLocal8Bit().constData())
                .trimmed();
        if (key.isEmpty()) {
            return makeError(
                QStringLiteral("the environment variable %1 named for the API key is not set")
                    .arg(settings.apiKeyEnvironmentVariable));
        }
        return key;
    }
    if (!settings.apiKeyFile.isEmpty()) {
        return readKeyFile(settings.apiKeyFile);
    }
    return QString();
}

Status writeApiKeyFile(const QString& path, const QString& key) {
    const QString temporaryPath = path + QStringLiteral(".tmp");
    const QByteArray nativeTemporary = QFile::encodeName(temporaryPath);
    ::unlink(nativeTemporary.constData());
    const int descriptor =
        ::open(nativeTemporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (descriptor < 0) {
        return makeError(
            QStringLiteral("cannot create key file %1: %2").arg(temporaryPath, systemError()));
    }
    const QByteArray bytes = key.toUtf8() + '\n';
    qsizetype written = 0;
    bool ok = ::fchmod(descriptor, 0600) == 0;
    while (ok && written < bytes.size()) {
        const ssize_t count = ::write(descriptor, bytes.constData() + written,
                                      static_cast<size_t>(bytes.size() - written));
        ok = count > 0;
        written += ok ? count : 0;
    }
    ok = ok && ::fsync(descriptor) == 0;
    const QString reason = ok ? QString() : systemError();
    ::close(descriptor);
    if (!ok || ::rename(nativeTemporary.constData(), QFile::encodeName(path).constData()) != 0) {
        const QString why = ok ? systemError() : reason;
        ::unlink(nativeTemporary.constData());
        return makeError(QStringLiteral("cannot write key file %1: %2").arg(path, why));
    }
    return Status::success();
}

QString redactSecret(const QString& text, const QString& secret) {
    if (secret.isEmpty() || !text.contains(secret)) {
        return text;
    }
    QString redacted = text;
    return redacted.replace(secret, kRedacted);
}

QByteArray redactSecret(const QByteArray& text, const QString& secret) {
    if (secret.isEmpty()) {
        return text;
    }
    const QByteArray secretBytes = secret.toUtf8();
    if (!text.contains(secretBytes)) {
        return text;
    }
    QByteArray redacted = text;
    return redacted.replace(secretBytes, kRedacted.toUtf8());
}

} // namespace pairrank::judge
