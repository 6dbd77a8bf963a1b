#include "record_writer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace pairrank::storage {

Result<OutputFormat> outputFormatFromName(const QString& name) {
    const QString lowered = name.toLower();
    if (lowered == QStringLiteral("csv")) {
        return OutputFormat::Csv;
    }
    if (lowered == QStringLiteral("jsonl") || lowered == QStringLiteral("json")) {
        return OutputFormat::JsonLines;
    }
    return makeError(
        QStringLiteral("unknown output format '%1' (use csv, json or jsonl)").arg(name));
}

RecordWriter::RecordWriter(QIODevice& device, OutputFormat format, QStringList columns)
    : m_device(&device)
    , m_format(format)
    , m_columns(std::move(columns)) {}

QString RecordWriter::csvField(const QJsonValue& value) {
    QString text;
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        break;
    case QJsonValue::Double:
        text = QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
        break;
    case QJsonValue::String:
        text = value.toString();
        break;
    case QJsonValue::Array:
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
        break;
    case QJsonValue::Object:
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
        break;
    }
    const bool needsQuotes = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
                             text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')) ||
                             text.contains(QLatin1Char('\t'));
    if (!needsQuotes) {
        return text;
    }
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

Status RecordWriter::writeBytes(const QByteArray& bytes) {
    if (m_device->write(bytes) != bytes.size()) {
        return makeError(QStringLiteral("writing failed: %1").arg(m_device->errorString()));
    }
    return {};
}

Status RecordWriter::writeHeader() {
    if (m_format != OutputFormat::Csv) {
        return {};
    }
    QStringList fields;
    for (const QString& column : m_columns) {
        fields << csvField(QJsonValue(column));
    }
    return writeBytes((fields.join(QLatin1Char(',')) + QLatin1Char('\n')).toUtf8());
}

Status RecordWriter::write(const QJsonObject& row) {
    if (m_format == OutputFormat::JsonLines) {
        QByteArray line = QJsonDocument(row).toJson(QJsonDocument::Compact);
        line.append('\n');
        return writeBytes(line);
    }
    QStringList fields;
    fields.reserve(m_columns.size());
    for (const QString& column : m_columns) {
        fields << csvField(row.value(column));
    }
    return writeBytes((fields.join(QLatin1Char(',')) + QLatin1Char('\n')).toUtf8());
}

} // namespace pairrank::storage
