// Placeholder until the subcommand is implemented; it says so instead of pretending.
#include "command.h"
#include "cli_output.h"

namespace pairrank::cli {

int runFitCommand(const QStringList&) {
    printError(QStringLiteral("'fit' is not implemented yet"));
    return kExitFailure;
}

} // namespace pairrank::cli
