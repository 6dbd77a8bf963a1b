#include "project_location.h"

#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace pairrank::storage {
namespace {

// QPSQL joins its connect options with ';' and hands libpq "keyword=value"
// pairs separated by spaces, so a value may hold neither.
bool passesThroughQpsql(const QString& value) {
    return !value.contains(QLatin1Char(';')) && !value.contains(QLatin1Char(' ')) &&
           !value.contains(QLatin1Char('\''));
}

bool isKeyword(const QString& key) {
    static const QRegularExpression keyword(QStringLiteral("^[a-z_]+$"));
    return keyword.match(key).hasMatch();
}

// Passwords typed into a URI, by the URI without them, for this process only:
// the run engine and background jobs reopen a project by its displayName(), so
// they find the password here; it is never written anywhere.
class SessionPasswords {
public:
    void remember(const QString& location, const QString& password) {
        const QMutexLocker lock(&m_mutex);
        m_passwords.insert(location, password);
    }
    QString find(const QString& location) const {
        const QMutexLocker lock(&m_mutex);
        return m_passwords.value(location);
    }

private:
    mutable QMutex m_mutex;
    QHash<QString, QString> m_passwords;
};

SessionPasswords& sessionPasswords() {
    static SessionPasswords passwords;
    return passwords;
}

} // namespace

bool ProjectLocation::isServerAddress(const QString& text) {
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Result<ProjectLocation> ProjectLocation::parse(const QString& text) {
    ProjectLocation location;
    if (!isServerAddress(text)) {
        location.m_filePath = text.isEmpty() ? text : QFileInfo(text).absoluteFilePath();
        return location;
    }
    location.m_backend = Backend::Postgresql;
    const QUrl url(text, QUrl::StrictMode);
    const auto refuse = [&](const QString& reason) -> Error {
        return makeError(QStringLiteral("'%1' is not a PostgreSQL connection URI: %2")
                             .arg(withoutPassword(text), reason));
    };
    if (!url.isValid()) {
        return refuse(QStringLiteral("it cannot be parsed (several hosts are not supported)"));
    }
    ServerConnection& server = location.m_server;
    server.host = url.host(QUrl::FullyDecoded);
    if (url.port() != -1) {
        server.port = url.port();
    }
    server.user = url.userName(QUrl::FullyDecoded);
    server.password = url.password(QUrl::FullyDecoded);
    server.database = url.path(QUrl::FullyDecoded).mid(1);
    if (server.database.contains(QLatin1Char('/'))) {
        return refuse(QStringLiteral("the database name contains '/'"));
    }
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!isKeyword(key)) {
            return refuse(QStringLiteral("'%1' is not a libpq keyword").arg(key));
        }
        if (key == QLatin1String("password")) {
            return refuse(QStringLiteral("a password belongs in ~/.pgpass, the service file or "
                                         "PGPASSWORD, not in the address"));
        }
        if (!passesThroughQpsql(value)) {
            return refuse(
                QStringLiteral("the value of '%1' contains a space, ';' or a quote").arg(key));
        }
        server.options.append({key, value});
    }
    for (const QString& part : {server.host, server.user, server.password, server.database}) {
        if (!passesThroughQpsql(part)) {
            return refuse(QStringLiteral("the host, user, password or database name contains a "
                                         "space, ';' or a quote"));
        }
    }
    if (server.password.isEmpty()) {
        server.password = sessionPasswords().find(location.displayName());
    } else {
        sessionPasswords().remember(location.displayName(), server.password);
    }
    return location;
}

ProjectLocation ProjectLocation::onServer(ServerConnection server) {
    ProjectLocation location;
    location.m_backend = Backend::Postgresql;
    location.m_server = std::move(server);
    return location;
}

QString ProjectLocation::displayName() const {
    if (m_backend == Backend::Sqlite) {
        return m_filePath;
    }
    // Built by hand: QUrl drops the "//" of an empty host ("postgresql:///?service=x").
    QString text = QStringLiteral("postgresql://");
    if (!m_server.user.isEmpty()) {
        text += QString::fromLatin1(QUrl::toPercentEncoding(m_server.user)) + QLatin1Char('@');
    }
    text += m_server.host.contains(QLatin1Char(':'))
                ? QLatin1Char('[') + m_server.host + QLatin1Char(']')
                : QString::fromLatin1(QUrl::toPercentEncoding(m_server.host));
    if (m_server.port) {
        text += QLatin1Char(':') + QString::number(*m_server.port);
    }
    text += QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(m_server.database));
    if (!m_server.options.isEmpty()) {
        QUrlQuery query;
        query.setQueryItems(m_server.options);
        text += QLatin1Char('?') + query.toString(QUrl::PrettyDecoded);
    }
    return text;
}

void rememberSessionPassword(const ProjectLocation& location, const QString& password) {
    sessionPasswords().remember(location.displayName(), password);
}

QString withoutPassword(const QString& text) {
    // scheme://user:password@ — the password ends at the last '@' before the path.
    static const QRegularExpression credentials(
        QStringLiteral("(postgres(?:ql)?://[^:/@?#\\s]*:)[^/?#\\s]*@"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression parameter(QStringLiteral("([?&]password=)[^&#\\s]*"),
                                              QRegularExpression::CaseInsensitiveOption);
    QString masked = text;
    masked.replace(credentials, QStringLiteral("\\1***@"));
    masked.replace(parameter, QStringLiteral("\\1***"));
    return masked;
}

void setConnectionParameters(QSqlDatabase& database, const ProjectLocation& location) {
    if (location.backend() == Backend::Sqlite) {
        database.setDatabaseName(location.filePath());
        return;
    }
    // QPSQL passes these to libpq as "keyword=value" pairs.
    const ServerConnection& server = location.server();
    database.setHostName(server.host);
    if (server.port) {
        database.setPort(*server.port);
    }
    database.setUserName(server.user);
    database.setPassword(server.password);
    database.setDatabaseName(server.database);
    QStringList options;
    for (const auto& [keyword, value] : server.options) {
        options << QStringLiteral("%1=%2").arg(keyword, value);
    }
    database.setConnectOptions(options.join(QLatin1Char(';')));
}

} // namespace pairrank::storage
