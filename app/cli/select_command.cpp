// Placeholder until the subcommand is implemented; it says so instead of pretending.
#include "command.h"
#include "cli_output.h"

namespace pairrank::cli {

int runSelectCommand(const QStringList&) {
    printError(QStringLiteral("'select' is not implemented yet"));
    return kExitFailure;
}

} // namespace pairrank::cli
