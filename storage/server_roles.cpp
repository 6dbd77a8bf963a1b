#include "server_roles.h"

#include "sql_dialect.h"
#include "sql_support.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

namespace pairrank::storage {

namespace {

// What an annotator may read as a whole: the texts and their reference scores
// (read with the candidates; the Annotate tab does not show them).
const QStringList kAnnotatorReadable = {
    QStringLiteral("project_meta"),     QString(sql_dialect::kServerSchemaTable),
    QStringLiteral("contexts"),         QStringLiteral("candidates"),
    QStringLiteral("reference_scores"), QStringLiteral("criteria")};

QString quoted(ProjectDatabase& database, const QString& identifier) {
    return database.connection().driver()->escapeIdentifier(identifier, QSqlDriver::TableName);
}

// A string literal with standard_conforming_strings (on by default since 9.1).
QString literal(const QString& text) {
    QString escaped = text;
    escaped.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

Result<QString> databaseName(ProjectDatabase& database) {
    QSqlQuery query = database.query();
    if (!query.exec(QStringLiteral("SELECT current_database()")) || !query.next()) {
        return queryError(query, QStringLiteral("reading the database's name"));
    }
    return query.value(0).toString();
}

enum class Login { Allowed, Refused };

// Creates the role unless it exists (a group role without login, or a
// person's login role); an existing role is left as it is.
Status createRoleIfMissing(ProjectDatabase& database, const QString& role, Login login) {
    // A DO block: CREATE ROLE has no IF NOT EXISTS.
    return runStatement(
        database.connection(),
        QStringLiteral("DO $$ BEGIN"
                       " IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = %1)"
                       " THEN CREATE ROLE %2 %3; END IF; END $$")
            .arg(literal(role), quoted(database, role),
                 login == Login::Allowed ? QStringLiteral("LOGIN") : QStringLiteral("NOLOGIN")));
}

// Row-level security: a policy per role and command; an existing policy of
// the same name is replaced, so that a second run leaves one of each.
Status policy(ProjectDatabase& database, const QString& table, const QString& name,
              const QString& command, const QString& role, const QString& rules) {
    if (Status status = runStatement(
            database.connection(),
            QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(quoted(database, name), table));
        !status) {
        return status;
    }
    return runStatement(
        database.connection(),
        QStringLiteral("CREATE POLICY %1 ON %2 FOR %3 TO %4 %5")
            .arg(quoted(database, name), table, command, quoted(database, role), rules));
}

} // namespace

QString serverRoleName(ServerRole role) {
    return role == ServerRole::Analyst ? QStringLiteral("analyst") : QStringLiteral("annotator");
}

std::optional<ServerRole> serverRoleFromName(const QString& name) {
    if (name == QStringLiteral("analyst")) {
        return ServerRole::Analyst;
    }
    if (name == QStringLiteral("annotator")) {
        return ServerRole::Annotator;
    }
    return std::nullopt;
}

QString serverRoleIdentifier(const QString& database, ServerRole role) {
    return database + QLatin1Char('_') + serverRoleName(role);
}

Status grantServerRoles(ProjectDatabase& database) {
    if (database.backend() != Backend::Postgresql) {
        return makeError(QStringLiteral("roles exist on a server project only; a project file is "
                                        "protected by the file system's permissions"));
    }
    const Result<QString> name = databaseName(database);
    if (!name) {
        return name.error();
    }
    const QString analyst = serverRoleIdentifier(*name, ServerRole::Analyst);
    const QString annotator = serverRoleIdentifier(*name, ServerRole::Annotator);
    const QString analystRole = quoted(database, analyst);
    const QString annotatorRole = quoted(database, annotator);
    const QString own = QStringLiteral("(annotator = current_user)");
    const QString now = sql_dialect::currentTimeMillisecondsExpression(Backend::Postgresql);
    return database.transaction([&]() -> Status {
        for (const QString& role : {analyst, annotator}) {
            if (Status status = createRoleIfMissing(database, role, Login::Refused); !status) {
                return status;
            }
        }
        QStringList statements = {
            QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public"
                           " TO %1")
                .arg(analystRole),
            QStringLiteral("GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO %1")
                .arg(analystRole),
            // Tables and sequences a later schema upgrade adds (run by this same owner)
            // are the analysts' too, without granting again; annotators get nothing new.
            QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA public"
                           " GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %1")
                .arg(analystRole),
            QStringLiteral("ALTER DEFAULT PRIVILEGES IN SCHEMA public"
                           " GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %1")
                .arg(analystRole),
            QStringLiteral("GRANT SELECT ON %1 TO %2")
                .arg(kAnnotatorReadable.join(QStringLiteral(", ")), annotatorRole),
            QStringLiteral("GRANT SELECT, INSERT, DELETE ON human_labels TO %1").arg(annotatorRole),
            QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON pair_leases TO %1")
                .arg(annotatorRole),
            // lastval() after an insert needs the sequence too.
            QStringLiteral("GRANT USAGE, SELECT ON SEQUENCE %1 TO %2")
                .arg(QStringLiteral("human_labels_id_seq"), annotatorRole),
            QStringLiteral("ALTER TABLE human_labels ENABLE ROW LEVEL SECURITY"),
            QStringLiteral("ALTER TABLE pair_leases ENABLE ROW LEVEL SECURITY"),
        };
        for (const QString& statement : std::as_const(statements)) {
            if (Status status = runStatement(database.connection(), statement); !status) {
                return status;
            }
        }
        const QString anyRow = QStringLiteral("USING (true) WITH CHECK (true)");
        const QString table = QStringLiteral("human_labels");
        const QString leases = QStringLiteral("pair_leases");
        for (const auto& [on, policyName, command, role, rules] :
             std::initializer_list<std::tuple<QString, QString, QString, QString, QString>>{
                 {table, QStringLiteral("analyst_all"), QStringLiteral("ALL"), analyst, anyRow},
                 {table, QStringLiteral("annotator_read_own"), QStringLiteral("SELECT"), annotator,
                  QStringLiteral("USING %1").arg(own)},
                 {table, QStringLiteral("annotator_insert_own"), QStringLiteral("INSERT"),
                  annotator, QStringLiteral("WITH CHECK %1").arg(own)},
                 {table, QStringLiteral("annotator_delete_own"), QStringLiteral("DELETE"),
                  annotator, QStringLiteral("USING %1").arg(own)},
                 {leases, QStringLiteral("analyst_all"), QStringLiteral("ALL"), analyst, anyRow},
                 // Everyone sees who holds a pair, so that no one is offered a taken one.
                 {leases, QStringLiteral("annotator_read_all"), QStringLiteral("SELECT"), annotator,
                  QStringLiteral("USING (true)")},
                 {leases, QStringLiteral("annotator_insert_own"), QStringLiteral("INSERT"),
                  annotator, QStringLiteral("WITH CHECK %1").arg(own)},
                 {leases, QStringLiteral("annotator_update_own"), QStringLiteral("UPDATE"),
                  annotator, QStringLiteral("USING %1 WITH CHECK %1").arg(own)},
                 // Its own rows, and anyone's lease that has expired (to return its pair).
                 {leases, QStringLiteral("annotator_delete_own_or_expired"),
                  QStringLiteral("DELETE"), annotator,
                  QStringLiteral("USING (%1 OR (label_id IS NULL AND expires_ms <= %2))")
                      .arg(own, now)},
             }) {
            if (Status status = policy(database, on, policyName, command, role, rules); !status) {
                return status;
            }
        }
        return {};
    });
}

Status addServerUser(ProjectDatabase& database, const QString& user, ServerRole role,
                     const std::optional<QString>& password) {
    if (database.backend() != Backend::Postgresql) {
        return makeError(QStringLiteral("users exist on a server project only"));
    }
    if (user.trimmed().isEmpty()) {
        return makeError(QStringLiteral("the user's name is empty"));
    }
    const Result<QString> name = databaseName(database);
    if (!name) {
        return name.error();
    }
    const QString group = quoted(database, serverRoleIdentifier(*name, role));
    const QString login = quoted(database, user);
    const QString setPassword =
        password ? QStringLiteral(" PASSWORD %1").arg(literal(*password)) : QString();
    return database.transaction([&]() -> Status {
        if (Status status = createRoleIfMissing(database, user, Login::Allowed); !status) {
            return status;
        }
        if (password) {
            QSqlQuery query = database.query();
            // Not through runStatement(): its error would quote the statement, password and all.
            if (!query.exec(QStringLiteral("ALTER ROLE %1 LOGIN%2").arg(login, setPassword))) {
                return makeError(QStringLiteral("setting the password of %1 failed: %2")
                                     .arg(user, query.lastError().databaseText()));
            }
        }
        return runStatement(database.connection(),
                            QStringLiteral("GRANT %1 TO %2").arg(group, login));
    });
}

} // namespace pairrank::storage
