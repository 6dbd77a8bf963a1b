// pairrank-cli server: prepares a project on a PostgreSQL server for a team.
//   server init URI        creates the project (or upgrades it) and the roles
//   server add-user URI NAME --role analyst|annotator
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "storage/pair_lease_store.h"
#include "storage/project_database.h"
#include "storage/schema_migrations.h"
#include "storage/server_roles.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

namespace pairrank::cli {
namespace {

using storage::ProjectDatabase;
using storage::ProjectLocation;

// The server project at `address`; with `create`, an empty database becomes one.
Result<std::unique_ptr<ProjectDatabase>> openServerProject(const QString& address, bool create,
                                                           const QString& name) {
    const Result<ProjectLocation> location = ProjectLocation::parse(address);
    if (!location) {
        return location.error();
    }
    if (location->backend() != storage::Backend::Postgresql) {
        return makeError(QStringLiteral("'%1' is not a server address (postgresql://…); roles "
                                        "and users exist on a server project only")
                             .arg(address));
    }
    auto opened = ProjectDatabase::open(address);
    if (opened || !create) {
        return opened;
    }
    // Not a project yet: an empty database becomes one (create() refuses a
    // database that holds other tables, and says so).
    return ProjectDatabase::create(address, name.isEmpty() ? location->server().database : name);
}

int runInit(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("name"),
                      QStringLiteral("The project's name, when the database is empty."),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("overlap"),
                      QStringLiteral("Percentage of pairs two annotators label, for agreement "
                                     "(0–100; default: leave as it is, 0 for a new project)."),
                      QStringLiteral("percent")});
    if (auto exit = parseArguments(
            parser, arguments,
            QStringLiteral("Make the empty server database a PairRank project (or upgrade an "
                           "existing one) and create its roles <database>_analyst and "
                           "<database>_annotator with their rights."),
            {{QStringLiteral("init"), QStringLiteral("")},
             {QStringLiteral("ADDRESS"),
              QStringLiteral("postgresql://user@host:port/database")}})) {
        return *exit;
    }
    std::optional<int> overlap;
    if (parser.isSet(QStringLiteral("overlap"))) {
        bool ok = false;
        overlap = parser.value(QStringLiteral("overlap")).toInt(&ok);
        if (!ok || *overlap < 0 || *overlap > 100) {
            return failUsage(QStringLiteral("--overlap must be a percentage from 0 to 100, not "
                                            "'%1'")
                                 .arg(parser.value(QStringLiteral("overlap"))));
        }
    }
    auto project = openServerProject(parser.positionalArguments().at(1), true,
                                     parser.value(QStringLiteral("name")));
    if (!project) {
        return fail(project.error());
    }
    if (Status granted = storage::grantServerRoles(**project); !granted) {
        return fail(granted.error());
    }
    if (overlap) {
        if (Status written = storage::writeAnnotationOverlapPercent(**project, *overlap);
            !written) {
            return fail(written.error());
        }
    }
    const Result<int> share = storage::readAnnotationOverlapPercent(**project);
    if (!share) {
        return fail(share.error());
    }
    const QString database = (*project)->connection().databaseName();
    QJsonObject summary{
        {QStringLiteral("project"), (*project)->path()},
        {QStringLiteral("analyst_role"),
         storage::serverRoleIdentifier(database, storage::ServerRole::Analyst)},
        {QStringLiteral("annotator_role"),
         storage::serverRoleIdentifier(database, storage::ServerRole::Annotator)},
        {QStringLiteral("overlap_percent"), *share},
        {QStringLiteral("schema_version"), storage::currentSchemaVersion()},
    };
    // Opening the project upgraded it when it was of an older version.
    const int versionBefore = (*project)->schemaVersionAtOpen();
    if (versionBefore != 0 && versionBefore < storage::currentSchemaVersion()) {
        summary.insert(QStringLiteral("upgraded_from"), versionBefore);
    }
    printJson(summary);
    return kExitSuccess;
}

int runAddUser(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("role"), QStringLiteral("analyst or annotator."), QStringLiteral("role")});
    parser.addOption({QStringLiteral("password-stdin"),
                      QStringLiteral("Read the user's password from the first line of standard "
                                     "input (it is sent to the server only, never written).")});
    if (auto exit = parseArguments(
            parser, arguments,
            QStringLiteral("Create a login for a person (or take an existing one) and make it a "
                           "member of the project's analyst or annotator role."),
            {{QStringLiteral("add-user"), QStringLiteral("")},
             {QStringLiteral("ADDRESS"), QStringLiteral("postgresql://owner@host:port/database")},
             {QStringLiteral("NAME"), QStringLiteral("the person's login name")}})) {
        return *exit;
    }
    const auto role = storage::serverRoleFromName(parser.value(QStringLiteral("role")));
    if (!role) {
        return failUsage(QStringLiteral("add-user needs --role analyst or --role annotator"));
    }
    std::optional<QString> password;
    if (parser.isSet(QStringLiteral("password-stdin"))) {
        QTextStream input(stdin);
        password = input.readLine();
        if (password->isEmpty()) {
            return failUsage(QStringLiteral("--password-stdin read an empty password"));
        }
    }
    auto project = openServerProject(parser.positionalArguments().at(1), false, {});
    if (!project) {
        return fail(project.error());
    }
    const QString user = parser.positionalArguments().at(2);
    if (Status added = storage::addServerUser(**project, user, *role, password); !added) {
        return fail(added.error());
    }
    printJson({{QStringLiteral("user"), user},
               {QStringLiteral("role"), storage::serverRoleName(*role)},
               {QStringLiteral("password_set"), password.has_value()}});
    return kExitSuccess;
}

} // namespace

int runServerCommand(const QStringList& arguments) {
    const QString action = arguments.value(2);
    if (action == QStringLiteral("init")) {
        return runInit(arguments);
    }
    if (action == QStringLiteral("add-user")) {
        return runAddUser(arguments);
    }
    if (action == QStringLiteral("--help") || action == QStringLiteral("-h")) {
        printOut(QStringLiteral(
            "usage: pairrank-cli server init ADDRESS [--name NAME] [--overlap PERCENT]\n"
            "       pairrank-cli server add-user ADDRESS NAME --role analyst|annotator "
            "[--password-stdin]\n"));
        return kExitSuccess;
    }
    return failUsage(QStringLiteral("server needs 'init' or 'add-user'; see server --help"));
}

} // namespace pairrank::cli
