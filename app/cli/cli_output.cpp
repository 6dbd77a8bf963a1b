#include "cli_output.h"

#include <QJsonDocument>

#include <cstdio>

namespace pairrank::cli {

void printOut(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void printError(const QString& message) {
    const QByteArray bytes = QStringLiteral("pairrank-cli: %1\n").arg(message).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

void printJson(const QJsonObject& object) {
    QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Compact);
    bytes.append('\n');
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

QJsonArray toJsonArray(std::span<const double> values) {
    QJsonArray array;
    for (const double value : values) {
        array.append(value);
    }
    return array;
}

} // namespace pairrank::cli
