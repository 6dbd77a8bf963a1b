#include "text_excerpt.h"

namespace pairrank::judge {

QString excerpt(const QString& text, qsizetype length) {
    if (text.size() <= length) {
        return text;
    }
    // Never half of a surrogate pair (an emoji is two UTF-16 units).
    const qsizetype end = length > 0 && text.at(length - 1).isHighSurrogate() ? length - 1 : length;
    return text.left(end) + u'…';
}

QString excerpt(const QByteArray& utf8, qsizetype length) {
    // Every character is at most four bytes and at least one UTF-16 unit, so when there are
    // more bytes than these, the decoded part is longer than `length` and is cut.
    return excerpt(QString::fromUtf8(utf8.left(length * 4)), length);
}

} // namespace pairrank::judge
