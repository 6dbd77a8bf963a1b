// A file that holds one JSON value (a judge configuration, a list of pairs),
// read with the strict parser of json_text.h. Errors name the file, and the
// line and column of the bad character or of the member they are about.
#pragma once

#include "json_text.h"
#include "storage_result.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace pairrank::storage {

class JsonDocument {
public:
    // Reads and parses the file at `path` ("-": standard input).
    static Result<JsonDocument> readFile(const QString& path);
    // Parses `bytes` as the contents of `fileName`.
    static Result<JsonDocument> parse(QByteArray bytes, const QString& fileName);

    const QJsonValue& value() const { return m_parsed.value; }
    const QString& fileName() const { return m_fileName; }
    // An error at the name of the document's top-level `member` (at the start
    // of the document when there is no such member).
    Error errorAt(const QString& member, const QString& message) const;
    Error errorAtStart(const QString& message) const;

private:
    JsonDocument() = default;

    QByteArray m_bytes;
    QString m_fileName;
    ParsedJson m_parsed;
};

} // namespace pairrank::storage
