// `pairrank-cli copy FROM TO`: copies a project between a file and a
// PostgreSQL server, in either direction (also file to file and server to
// server), with every row and id and the schema version (storage/project_copy.h).
// Prints {"from", "to", "schema_version", "tables": {table: rows}} on stdout;
// a server address is shown without its password. Ctrl-C cancels and leaves
// no target. Exit 2 on bad usage or an address that cannot be parsed, 1 when
// the copy is refused (a target that is not new, a source that is not a
// project), fails or is cancelled.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "interrupt_progress.h"
#include "storage/project_copy.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace pairrank::cli {

int runCopyCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    if (auto exit = parseArguments(
            parser, arguments,
            QStringLiteral(
                "Copy a project between a file and a PostgreSQL server, in either direction (also "
                "file "
                "to file and server to server): every table with every row and its id, and the "
                "schema "
                "version. TO must be new: a file that does not exist, or an empty server database "
                "(made with createdb). On failure or Ctrl-C nothing is left at TO. A server is "
                "written "
                "as postgresql://[user@]host[:port]/database[?keyword=value…]; its password comes "
                "from "
                "~/.pgpass, the service file or PGPASSWORD and is never printed."),
            {{QStringLiteral("FROM"),
              QStringLiteral("the project to copy: a file or a server address")},
             {QStringLiteral("TO"),
              QStringLiteral("the new project: a file or a server address")}})) {
        return *exit;
    }
    const Result<storage::ProjectLocation> from =
        storage::ProjectLocation::parse(parser.positionalArguments().at(0));
    if (!from) {
        return failUsage(QStringLiteral("FROM: %1").arg(from.error().toString()));
    }
    const Result<storage::ProjectLocation> to =
        storage::ProjectLocation::parse(parser.positionalArguments().at(1));
    if (!to) {
        return failUsage(QStringLiteral("TO: %1").arg(to.error().toString()));
    }

    const InterruptRequestsCancel interruptCancels;
    const Result<storage::ProjectCopySummary> copied =
        storage::copyProject(*from, *to, interruptibleProgress("copy"));
    endProgressLine();
    if (!copied) {
        printError(isCancelled(copied.error())
                       ? QStringLiteral("copy cancelled; nothing was written to '%1'")
                             .arg(to->displayName())
                       : copied.error().toString());
        return kExitFailure;
    }
    QJsonObject tables;
    for (const storage::CopiedTable& table : copied->tables) {
        tables.insert(table.name, table.rows);
    }
    printJson({{QStringLiteral("from"), from->displayName()},
               {QStringLiteral("to"), to->displayName()},
               {QStringLiteral("schema_version"), copied->schemaVersion},
               {QStringLiteral("tables"), tables}});
    return kExitSuccess;
}

} // namespace pairrank::cli
