#include "text_excerpt.h"

namespace pairrank::judge {

QString excerpt(const QString& text, qsizetype length) {
    return text.size() <= length ? text : text.left(length) + u'…';
}

QString excerpt(const QByteArray& utf8, qsizetype length) {
    const qsizetype decoded = length * 4;
    const QString text = QString::fromUtf8(utf8.left(decoded));
    if (utf8.size() > decoded && text.size() <= length) {
        return text + u'…'; // cut inside the bytes not decoded
    }
    return excerpt(text, length);
}

} // namespace pairrank::judge
