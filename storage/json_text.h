// A strict parser of JSON text (RFC 8259) for files from outside, used by
// every reader in storage/ instead of QJsonDocument::fromJson, which takes the
// last of two members with the same name, turns a lone surrogate escape into
// broken text and rounds integers it cannot hold.
//
// Refused, each at the byte where the text stops being valid JSON: anything
// outside the grammar (trailing commas, comments, single quotes, NaN, leading
// zeros, unescaped control characters), a member named twice in one object, an
// escape of a lone UTF-16 surrogate, an escaped NUL (\u0000: no file PairRank
// writes can carry a NUL, so a text holding one could not be exported and
// imported again), a number too large for a double, and nesting deeper than
// kMaximumJsonDepth.
//
// Numbers: an integer written without fraction or exponent that fits in 64
// bits is kept exactly (QJsonValue holds it as an integer); every other number
// is a double. Whether a number may stand for an id or a count is for the
// reader of the value to decide (see record_fields.h).
#pragma once

#include "core/common/result.h"

#include <QByteArrayView>
#include <QHash>
#include <QJsonValue>
#include <QString>

namespace pairrank::storage {

inline constexpr int kMaximumJsonDepth = 200;

struct JsonSyntaxError {
    QString message;
    qsizetype offset = 0; // the byte of the text where it went wrong
};

struct ParsedJson {
    QJsonValue value;
    // When the value is an object: the byte offset of each member's name (its
    // opening quote), so that an error about a member can point at it.
    QHash<QString, qsizetype> memberOffsets;
};

// Parses `text`, which must be valid UTF-8 (findInvalidUtf8 finds none) and
// hold exactly one JSON value, with white space around it.
common::BasicResult<ParsedJson, JsonSyntaxError> parseJsonText(QByteArrayView text);

} // namespace pairrank::storage
