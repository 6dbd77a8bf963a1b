// What error messages and stored raw answers quote of an outside answer: its beginning.
#pragma once

#include <QByteArray>
#include <QString>

namespace pairrank::judge {

// The first `length` characters of `text`, with "…" appended when it was cut.
QString excerpt(const QString& text, qsizetype length);
// The same of UTF-8 bytes, decoding no more than could be shown (a character is at most
// four bytes), so that a huge body costs no more than its excerpt.
QString excerpt(const QByteArray& utf8, qsizetype length);

} // namespace pairrank::judge
