// Argument handling shared by the subcommands: the help option, the positional
// arguments, and the one-line errors of bad usage (exit kExitBadInput).
#pragma once

#include "core/domain/error.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::cli {

// Prints the error (with its file, line and column when it has them) and
// returns kExitBadInput.
int fail(const Error& error);
int failUsage(const QString& message);

// Parses `arguments` (program name and subcommand first) after adding the help
// option and one positional argument per entry of `positionals` (name, help).
// Returns an exit code when the command must stop here: --help printed, an
// unknown option, or not exactly that many positional arguments.
std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments,
                                  const QString& description,
                                  const QList<std::pair<QString, QString>>& positionals);

// QCommandLineParser has no optional values: each of `options` (names without "--")
// given without one — last, or followed by another "--option" — gets "1". A value that
// follows it is its value, so that "--human-labels 2" weighs 2.
QStringList withDefaultOne(QStringList arguments, const QStringList& options);

} // namespace pairrank::cli
