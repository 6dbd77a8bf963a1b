#include "project_access.h"

#include "sql_support.h"

#include <QSqlQuery>

namespace pairrank::storage {

Result<ProjectRole> readProjectRole(ProjectDatabase& database) {
    if (database.backend() == Backend::Sqlite) {
        return ProjectRole::Analyst;
    }
    QSqlQuery query = database.query();
    if (!query.exec(
            QStringLiteral("SELECT has_table_privilege(current_user, 'judgements', 'SELECT')")) ||
        !query.next()) {
        return queryError(query, QStringLiteral("reading the permissions of the connected user"));
    }
    return query.value(0).toBool() ? ProjectRole::Analyst : ProjectRole::Annotator;
}

Result<QString> loginName(ProjectDatabase& database) {
    if (database.backend() == Backend::Sqlite) {
        return QString();
    }
    QSqlQuery query = database.query();
    if (!query.exec(QStringLiteral("SELECT current_user")) || !query.next()) {
        return queryError(query, QStringLiteral("reading the connected user's name"));
    }
    return query.value(0).toString();
}

std::optional<CredentialRefusal> credentialRefusal(const QString& openFailure) {
    // libpq's own text when a password is wanted and none was found
    // (PQnoPasswordSupplied in libpq-fe.h; libpq does not translate it).
    if (openFailure.contains(QLatin1String("fe_sendauth: no password supplied"))) {
        return CredentialRefusal::PasswordMissing;
    }
    // The server's FATAL message for a refused password, user or certificate
    // ("password authentication failed for user …", "… authentication failed"),
    // in the server's language; a server set to another language is reported as
    // any other failure, with its own words.
    if (openFailure.contains(QLatin1String("authentication failed"), Qt::CaseInsensitive)) {
        return CredentialRefusal::AuthenticationFailed;
    }
    return std::nullopt;
}

} // namespace pairrank::storage
