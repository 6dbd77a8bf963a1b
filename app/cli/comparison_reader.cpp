#include "comparison_reader.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <cmath>
#include <cstdio>
#include <limits>

namespace pairrank::cli {
namespace {

using stats::Error;
using stats::Result;

QString lineLabel(int lineNumber) {
    return QStringLiteral("line %1: ").arg(lineNumber);
}

Error lineError(int lineNumber, const QString& message) {
    return Error{QString(lineLabel(lineNumber) + message).toStdString()};
}

QString describeValue(const QJsonValue& value) {
    if (value.isString()) {
        return QStringLiteral("\"%1\"").arg(value.toString());
    }
    if (value.isDouble()) {
        return QString::number(value.toDouble(), 'g', 17);
    }
    if (value.isBool()) {
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    }
    if (value.isNull()) {
        return QStringLiteral("null");
    }
    return value.isArray() ? QStringLiteral("an array") : QStringLiteral("an object");
}

Result<int> readIndex(const QJsonObject& object, const QString& field, int lineNumber,
                      std::optional<int> candidateCount) {
    const QJsonValue value = object.value(field);
    if (value.isUndefined()) {
        return lineError(lineNumber, QStringLiteral("field %1 is missing").arg(field));
    }
    const double number = value.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!value.isDouble() || !std::isfinite(number) || number < 0 || std::floor(number) != number ||
        number > std::numeric_limits<int>::max() - 1) {
        return lineError(lineNumber, QStringLiteral("field %1 = %2 is not a non-negative integer")
                                         .arg(field, describeValue(value)));
    }
    const int index = static_cast<int>(number);
    if (candidateCount && index >= *candidateCount) {
        return lineError(lineNumber, QStringLiteral("field %1 = %2 is not below --candidates %3")
                                         .arg(field)
                                         .arg(index)
                                         .arg(*candidateCount));
    }
    return index;
}

Result<stats::Comparison> parseLine(const QByteArray& line, int lineNumber,
                                    std::optional<int> candidateCount) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return lineError(lineNumber, QStringLiteral("malformed JSON (%1 at column %2)")
                                         .arg(parseError.errorString())
                                         .arg(parseError.offset + 1));
    }
    if (!document.isObject()) {
        return lineError(lineNumber, QStringLiteral("expected a JSON object"));
    }
    const QJsonObject object = document.object();
    const auto a = readIndex(object, QStringLiteral("a"), lineNumber, candidateCount);
    if (!a.ok()) {
        return a.error();
    }
    const auto b = readIndex(object, QStringLiteral("b"), lineNumber, candidateCount);
    if (!b.ok()) {
        return b.error();
    }
    if (*a == *b) {
        return lineError(lineNumber,
                         QStringLiteral("fields a and b name the same candidate %1").arg(*a));
    }
    const QJsonValue p = object.value(QStringLiteral("p"));
    if (p.isUndefined()) {
        return lineError(lineNumber, QStringLiteral("field p is missing"));
    }
    const double probability = p.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!p.isDouble() || !(probability > 0.0 && probability < 1.0)) {
        return lineError(
            lineNumber, QStringLiteral("field p = %1 is not a probability strictly between 0 and 1")
                            .arg(describeValue(p)));
    }
    double weight = 1.0;
    if (const QJsonValue value = object.value(QStringLiteral("weight")); !value.isUndefined()) {
        weight = value.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!value.isDouble() || !std::isfinite(weight) || weight < 0.0) {
            return lineError(
                lineNumber,
                QStringLiteral("field weight = %1 is not a number >= 0").arg(describeValue(value)));
        }
    }
    return stats::Comparison{*a, *b, probability, weight};
}

} // namespace

Result<ComparisonInput> parseComparisons(const QByteArray& content,
                                         std::optional<int> candidateCount) {
    if (candidateCount && *candidateCount < 0) {
        return Error{"--candidates must be >= 0"};
    }
    QByteArray text = content;
    if (text.startsWith("\xEF\xBB\xBF")) {
        text.remove(0, 3); // UTF-8 byte-order mark
    }
    ComparisonInput input;
    int largestIndex = -1;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype k = 0; k < lines.size(); ++k) {
        const QByteArray line = lines[k].trimmed();
        if (line.isEmpty()) {
            continue;
        }
        const auto comparison = parseLine(line, static_cast<int>(k) + 1, candidateCount);
        if (!comparison.ok()) {
            return comparison.error();
        }
        input.comparisons.push_back(*comparison);
        largestIndex = std::max({largestIndex, comparison->a, comparison->b});
    }
    input.candidateCount = candidateCount.value_or(largestIndex + 1);
    return input;
}

Result<ComparisonInput> readComparisons(const QString& path, std::optional<int> candidateCount) {
    QFile file;
    const bool fromStandardInput = path.isEmpty() || path == QStringLiteral("-");
    const bool opened = fromStandardInput
                            ? file.open(stdin, QIODevice::ReadOnly)
                            : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        return Error{QStringLiteral("cannot open '%1': %2")
                         .arg(fromStandardInput ? QStringLiteral("standard input") : path,
                              file.errorString())
                         .toStdString()};
    }
    return parseComparisons(file.readAll(), candidateCount);
}

} // namespace pairrank::cli
