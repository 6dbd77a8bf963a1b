#include "cli_arguments.h"

#include "cli_output.h"
#include "command.h"
#include "storage/project_location.h"

namespace pairrank::cli {

int fail(const Error& error) {
    printError(error.toString());
    return kExitBadInput;
}

int failUsage(const QString& message) {
    printError(message);
    return kExitBadInput;
}

std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments,
                                  const QString& description,
                                  const QList<std::pair<QString, QString>>& positionals) {
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    QStringList names;
    for (const auto& [name, help] : positionals) {
        parser.addPositionalArgument(name, help);
        names.append(name);
    }
    // Arguments may be server addresses with a password, which the parser's
    // errors would quote.
    if (!parser.parse(arguments.mid(1))) {
        return failUsage(storage::withoutPassword(parser.errorText()));
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (parser.positionalArguments().size() != positionals.size()) {
        // "FILE", "FROM and TO", "A, B and C".
        const QString expected = names.size() < 2
                                     ? names.join(QString())
                                     : names.mid(0, names.size() - 1).join(QStringLiteral(", ")) +
                                           QStringLiteral(" and ") + names.constLast();
        return failUsage(
            QStringLiteral("%1 expects %2; see --help").arg(arguments.value(1), expected));
    }
    return std::nullopt;
}

QStringList withDefaultOne(QStringList arguments, const QStringList& options) {
    for (qsizetype index = 0; index < arguments.size(); ++index) {
        const QString& argument = arguments.at(index);
        if (!argument.startsWith(QStringLiteral("--")) || !options.contains(argument.mid(2))) {
            continue;
        }
        const bool valueFollows = index + 1 < arguments.size() &&
                                  !arguments.at(index + 1).startsWith(QStringLiteral("--"));
        if (!valueFollows) {
            arguments[index] = argument + QStringLiteral("=1");
        }
    }
    return arguments;
}

} // namespace pairrank::cli
