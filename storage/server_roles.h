// The two kinds of people on a server project, as database roles whose rights
// the server enforces with GRANTs and row-level security — not the GUI:
//
//   <database>_analyst    everything: read and write every table.
//   <database>_annotator  read the contexts, candidates (with their reference
//                         scores), criteria and the
//                         project's description; insert, read and delete its
//                         own human labels (annotator = the login name) and its
//                         own pair leases; see which pairs others hold. Nothing
//                         else: no judgements, absolute scores, judges, runs or
//                         others' labels.
//
// Both are group roles without login; people log in as their own roles,
// members of one of them (addServerUser). Roles are named after the database
// because a PostgreSQL server's roles are shared by all its databases.
#pragma once

#include "project_database.h"
#include "storage_result.h"

#include <QString>

#include <optional>

namespace pairrank::storage {

enum class ServerRole { Analyst, Annotator };

// "analyst" / "annotator", and back (nullopt for anything else).
QString serverRoleName(ServerRole role);
std::optional<ServerRole> serverRoleFromName(const QString& name);

// The database role of `role` in the project's database: "<database>_analyst".
QString serverRoleIdentifier(const QString& database, ServerRole role);

// Creates both roles if missing and grants their rights on the project's
// tables (a server project; run by the database's owner). Tables a later schema
// upgrade adds, run by the same owner, are the analysts' by default privileges;
// running it again after an upgrade grants what annotators may have of new tables.
// It changes nothing else.
Status grantServerRoles(ProjectDatabase& database);

// Creates the login role `user` (with `password` when given; none: the server
// authenticates it otherwise, e.g. by certificate or peer), or takes an
// existing one, and makes it a member of `role`. The password goes to the
// server only, inside the CREATE ROLE statement; PairRank never writes it.
Status addServerUser(ProjectDatabase& database, const QString& user, ServerRole role,
                     const std::optional<QString>& password);

} // namespace pairrank::storage
