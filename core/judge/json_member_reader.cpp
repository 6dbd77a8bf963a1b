#include "json_member_reader.h"

#include <QJsonArray>

#include <cmath>
#include <limits>
#include <utility>

namespace pairrank::judge {

JsonMemberReader::JsonMemberReader(const QJsonObject& object, QString prefix)
    : m_object(object)
    , m_prefix(std::move(prefix)) {}

void JsonMemberReader::integer(const QString& key, qint64 minimum, qint64 maximum, qint64& target) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    const double number = value.toDouble();
    if (!value.isDouble() || !std::isfinite(number) || std::floor(number) != number) {
        fail(QStringLiteral("%1 must be an integer").arg(path(key)));
        return;
    }
    if (number < static_cast<double>(minimum) || number > static_cast<double>(maximum)) {
        const bool unbounded = maximum == std::numeric_limits<qint64>::max() ||
                               maximum == std::numeric_limits<int>::max();
        fail(unbounded ? QStringLiteral("%1 must be ≥ %2").arg(path(key)).arg(minimum)
                       : QStringLiteral("%1 must be between %2 and %3")
                             .arg(path(key))
                             .arg(minimum)
                             .arg(maximum));
        return;
    }
    target = static_cast<qint64>(number);
}

void JsonMemberReader::integer(const QString& key, int minimum, int maximum, int& target) {
    qint64 wide = target;
    integer(key, qint64{minimum}, qint64{maximum}, wide);
    target = static_cast<int>(wide);
}

void JsonMemberReader::number(const QString& key, double minimum, double maximum, double& target,
                              bool exclusiveMinimum) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    const double number = value.toDouble();
    if (!value.isDouble() || !std::isfinite(number)) {
        fail(QStringLiteral("%1 must be a finite number").arg(path(key)));
        return;
    }
    const bool belowMinimum = exclusiveMinimum ? number <= minimum : number < minimum;
    if (belowMinimum || number > maximum) {
        const QString lower = exclusiveMinimum ? QStringLiteral("> %1").arg(minimum)
                                               : QStringLiteral("≥ %1").arg(minimum);
        fail(std::isinf(maximum)
                 ? QStringLiteral("%1 must be %2").arg(path(key), lower)
                 : QStringLiteral("%1 must be %2 and ≤ %3").arg(path(key), lower).arg(maximum));
        return;
    }
    target = number;
}

void JsonMemberReader::string(const QString& key, QString& target, bool required) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    if (!value.isString()) {
        fail(QStringLiteral("%1 must be a string").arg(path(key)));
        return;
    }
    if (required && value.toString().trimmed().isEmpty()) {
        fail(QStringLiteral("%1 must not be empty").arg(path(key)));
        return;
    }
    target = value.toString();
}

void JsonMemberReader::stringList(const QString& key, QStringList& target) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    if (!value.isArray()) {
        fail(QStringLiteral("%1 must be an array of strings").arg(path(key)));
        return;
    }
    QStringList list;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isString()) {
            fail(QStringLiteral("%1[%2] must be a string").arg(path(key)).arg(i));
            return;
        }
        list.append(array[i].toString());
    }
    target = list;
}

void JsonMemberReader::boolean(const QString& key, bool& target) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    if (!value.isBool()) {
        fail(QStringLiteral("%1 must be true or false").arg(path(key)));
        return;
    }
    target = value.toBool();
}

void JsonMemberReader::object(const QString& key, QJsonObject& target) {
    const QJsonValue value = take(key);
    if (value.isUndefined() || failed()) {
        return;
    }
    if (!value.isObject()) {
        fail(QStringLiteral("%1 must be a JSON object").arg(path(key)));
        return;
    }
    target = value.toObject();
}

void JsonMemberReader::rejectUnknownMembers() {
    if (failed()) {
        return;
    }
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_read.contains(it.key())) {
            fail(QStringLiteral("%1 is not a known setting").arg(path(it.key())));
            return;
        }
    }
}

QJsonValue JsonMemberReader::take(const QString& key) {
    m_read.insert(key);
    return m_object.value(key);
}

void JsonMemberReader::fail(QString message) {
    if (!failed()) {
        m_error = std::move(message);
    }
}

} // namespace pairrank::judge
