// Small text files from outside read whole (a judge configuration, a prompt
// template, a list of pending pairs), in strict UTF-8 like every other input:
// a UTF-8 byte-order mark is skipped; UTF-16/32, invalid UTF-8 and NUL bytes are
// refused with their line and column.
#pragma once

#include "storage_result.h"

#include <QByteArray>
#include <QString>

namespace pairrank::storage {

// Every byte of the file at `path` ("-": standard input), unchecked, and the
// name to use in errors.
struct WholeFile {
    QByteArray bytes;
    QString name;
};
Result<WholeFile> readWholeFile(const QString& path);

// The file's bytes (without a byte-order mark), checked to be UTF-8.
Result<QByteArray> readUtf8File(const QString& path);
// The same check on bytes already read; `fileName` is used in errors.
Result<QByteArray> checkUtf8Text(QByteArray bytes, const QString& fileName);

// The file as text.
Result<QString> readTextFile(const QString& path);

} // namespace pairrank::storage
