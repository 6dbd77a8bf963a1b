// Output helpers shared by the subcommands: results go to stdout as JSON,
// errors to stderr as one line prefixed with the program name.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <span>

namespace pairrank::cli {

void printOut(const QString& text);
void printError(const QString& message);
void printJson(const QJsonObject& object); // compact, one line, then a newline

QJsonArray toJsonArray(std::span<const double> values);

} // namespace pairrank::cli
