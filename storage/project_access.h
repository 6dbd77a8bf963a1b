// What the connected user may do with a project, as the database's permissions
// say, and why a server refused to let the user in.
//
// The application only follows a server's GRANTs (made by `pairrank-cli server
// init`, storage/server_roles.h, or by the server's administrator). A project
// file has no users: whoever can open it is its analyst.
#pragma once

#include "project_database.h"
#include "storage_result.h"

#include <optional>

namespace pairrank::storage {

enum class ProjectRole {
    // Reads and writes everything the permissions allow: the whole application.
    Analyst,
    // May not read the LLM judgements (so neither rank nor calibrate): labels pairs
    // only, blind to what the judges said.
    Annotator,
};

// Analyst for a file; on a server, Annotator when the connected user may not read
// the judgements table.
Result<ProjectRole> readProjectRole(ProjectDatabase& database);

// The name the server knows the connected user by (current_user); empty for a
// file. On a server an annotator's labels carry this name: the server stores no
// other (row-level security, storage/server_roles.h).
Result<QString> loginName(ProjectDatabase& database);

enum class CredentialRefusal {
    // The server asks for a password and libpq found none (not in ~/.pgpass, the
    // service file, PGPASSWORD or the session's memory).
    PasswordMissing,
    // The server refused the user or the password given.
    AuthenticationFailed,
};

// Whether opening a server project failed for want of the right credentials
// (`openFailure`: the text of ProjectDatabase::open's error); empty for any other
// failure.
std::optional<CredentialRefusal> credentialRefusal(const QString& openFailure);

} // namespace pairrank::storage
