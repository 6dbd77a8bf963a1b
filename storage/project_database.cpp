#include "project_database.h"

#include "core/domain/english_count.h"
#include "project_lock.h"
#include "schema_migrations.h"
#include "sql_support.h"
#include "sqlite_library.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QThread>

#include <utility>

namespace pairrank::storage {
namespace {

// How many connections this process holds to each project file, by canonical path.
class OpenFiles {
public:
    void add(const QString& file) {
        const QMutexLocker lock(&m_mutex);
        ++m_connections[file];
    }
    void remove(const QString& file) {
        const QMutexLocker lock(&m_mutex);
        if (--m_connections[file] <= 0) {
            m_connections.remove(file);
        }
    }
    int count(const QString& file) const {
        const QMutexLocker lock(&m_mutex);
        return m_connections.value(file);
    }
    bool contains(const QString& file) const { return count(file) > 0; }

private:
    mutable QMutex m_mutex;
    QHash<QString, int> m_connections;
};

OpenFiles& openFiles() {
    static OpenFiles files;
    return files;
}

Error refusal(const QString& path, const QString& reason) {
    return makeError(QStringLiteral("cannot open project '%1': %2").arg(path, reason));
}

Error damaged(const Error& check) {
    return makeError(QStringLiteral("it is damaged: %1").arg(check.message));
}

// The key of a project in the registry of open projects.
QString registryKey(const ProjectLocation& location) {
    return location.backend() == Backend::Sqlite
               ? QFileInfo(location.filePath()).canonicalFilePath()
               : location.displayName();
}

} // namespace

ProjectDatabase::ProjectDatabase(ProjectLocation location, QString connectionName)
    : m_location(std::move(location))
    , m_path(m_location.displayName())
    , m_connectionName(std::move(connectionName))
    , m_ownerThread(QThread::currentThread()) {}

ProjectDatabase::~ProjectDatabase() {
    if (!m_canonicalPath.isEmpty()) {
        openFiles().remove(m_canonicalPath);
    }
    if (m_database.isOpen()) {
        m_database.close();
    }
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Result<std::unique_ptr<ProjectDatabase>>
ProjectDatabase::create(const QString& path, const QString& projectName, OpenOptions options) {
    Result<ProjectLocation> location = ProjectLocation::parse(path);
    if (!location) {
        return location.error();
    }
    if (location->backend() == Backend::Sqlite && QFileInfo::exists(path)) {
        return makeError(
            QStringLiteral("cannot create project '%1': the file exists already").arg(path));
    }
    return connect(*location, options, true, projectName);
}

Result<std::unique_ptr<ProjectDatabase>> ProjectDatabase::open(const QString& path,
                                                               OpenOptions options) {
    Result<ProjectLocation> location = ProjectLocation::parse(path);
    if (!location) {
        return location.error();
    }
    if (location->backend() == Backend::Postgresql) {
        options.integrityCheck.reset(); // the server keeps its own storage consistent
        return connect(*location, options, false, {});
    }
    const QFileInfo file(path);
    if (!file.isFile()) {
        return refusal(path, QStringLiteral("no such file"));
    }
    if (!options.integrityCheck && openFiles().contains(file.canonicalFilePath())) {
        return connect(*location, options, false, {}); // checked when the other connection opened
    }
    if (!options.integrityCheck) {
        const QFileInfo log(path + QStringLiteral("-wal"));
        const bool closedCleanly = !log.exists() || log.size() == 0;
        options.integrityCheck = file.size() <= kFullIntegrityCheckBytes || !closedCleanly
                                     ? sql_dialect::IntegrityCheck::Full
                                     : sql_dialect::IntegrityCheck::Quick;
    }
    return connect(*location, options, false, {});
}

Result<std::unique_ptr<ProjectDatabase>> ProjectDatabase::connect(const ProjectLocation& location,
                                                                  OpenOptions options,
                                                                  bool creating,
                                                                  const QString& projectName) {
    const QString path = location.displayName();
    const QString driver = sql_dialect::driverName(location.backend());
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        return refusal(path, QStringLiteral("the Qt SQL driver %1 is not installed (Debian: "
                                            "libqt6sql6-psql for PostgreSQL)")
                                 .arg(driver));
    }
    if (location.backend() == Backend::Sqlite) {
        sql_dialect::configureSqliteLibrary(); // before the library's first connection
    }
    std::unique_ptr<ProjectDatabase> project(
        new ProjectDatabase(location, nextConnectionName(QStringLiteral("project"))));
    project->m_database = QSqlDatabase::addDatabase(driver, project->m_connectionName);
    setConnectionParameters(project->m_database, location);
    if (!project->m_database.open()) {
        return refusal(path, project->m_database.lastError().text());
    }
    if (Status status = project->prepareSchema(options, creating, projectName); !status) {
        if (creating && location.backend() == Backend::Postgresql) {
            return makeError(
                QStringLiteral("cannot create project '%1': %2").arg(path, status.error().message));
        }
        if (creating) {
            // A half-made project is worth nothing; do not leave it behind.
            project.reset();
            for (const QString& suffix :
                 {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
                QFile::remove(path + suffix);
            }
            return makeError(
                QStringLiteral("cannot create project '%1': %2").arg(path, status.error().message));
        }
        return refusal(path, status.error().message);
    }
    project->m_canonicalPath = registryKey(location);
    openFiles().add(project->m_canonicalPath);
    return project;
}

Status ProjectDatabase::prepareSchema(OpenOptions options, bool creating,
                                      const QString& projectName) {
    if (Status status = sql_dialect::configureConnection(m_database, options.busyTimeout);
        !status) {
        return makeError(QStringLiteral("it is damaged or not a PairRank project (%1)")
                             .arg(status.error().message));
    }
    if (creating && backend() == Backend::Postgresql) {
        // A server database is made by its administrator (createdb); PairRank
        // fills an empty one and never mixes its tables with others.
        Result<int> tables = sql_dialect::countTables(m_database);
        if (!tables) {
            return tables.error();
        }
        if (*tables > 0) {
            return makeError(
                QStringLiteral("the database holds %1 already; a project needs an empty database")
                    .arg(domain::englishCount(*tables, QStringLiteral("table"),
                                              QStringLiteral("tables"))));
        }
    }
    Result<int> version = sql_dialect::readSchemaVersion(m_database);
    if (!version) {
        return version.error();
    }
    m_schemaVersionAtOpen = *version;
    if (*version > currentSchemaVersion()) {
        return makeError(QStringLiteral("it was written by a newer PairRank (schema version %1; "
                                        "this PairRank understands up to %2)")
                             .arg(*version)
                             .arg(currentSchemaVersion()));
    }
    if (!creating) {
        Result<qint64> applicationId = sql_dialect::readApplicationId(m_database);
        if (!applicationId) {
            return applicationId.error();
        }
        if (*version == 0 || *applicationId != sql_dialect::kApplicationId) {
            return makeError(QStringLiteral("it is not a PairRank project"));
        }
        // open() leaves integrityCheck empty only for a file this process has open.
        if (options.deferQuickCheck &&
            options.integrityCheck == sql_dialect::IntegrityCheck::Quick &&
            *version == currentSchemaVersion()) {
            m_deferredIntegrityCheck = options.integrityCheck;
        } else {
            m_integrityCheckAtOpen = options.integrityCheck;
            if (options.integrityCheck) {
                if (Status status =
                        sql_dialect::checkIntegrity(m_database, *options.integrityCheck);
                    !status) {
                    return damaged(status.error());
                }
            }
        }
    }
    if (Status status = sql_dialect::configureDurability(m_database, options.durability); !status) {
        return status;
    }
    if (!creating && *version < currentSchemaVersion()) {
        if (Status allowed = checkUpgradeAllowed(*version); !allowed) {
            return allowed;
        }
    }
    if (Status status = migrateSchema(m_database, *version, currentSchemaVersion()); !status) {
        return status;
    }
    if (creating) {
        return transaction([&]() -> Status {
            QSqlQuery insert = query();
            if (Status status = storage::prepare(
                    insert, QStringLiteral("INSERT INTO project_meta (key, value) VALUES (?, ?)"));
                !status) {
                return status;
            }
            const std::pair<const char*, QString> entries[] = {
                {"name", projectName},
                {"created_at", toStoredDate(QDateTime::currentDateTimeUtc())},
                {"created_by_version", QStringLiteral(PAIRRANK_STORAGE_VERSION)},
            };
            for (const auto& [key, value] : entries) {
                insert.addBindValue(QString::fromLatin1(key));
                insert.addBindValue(value);
                if (Status status = execute(insert, QStringLiteral("writing the project name"));
                    !status) {
                    return status;
                }
            }
            return {};
        });
    }
    return {};
}

Status ProjectDatabase::checkUpgradeAllowed(int version) {
    const Result<bool> allowed = sql_dialect::mayAlterSchema(m_database);
    if (!allowed) {
        return allowed.error();
    }
    if (*allowed) {
        return {};
    }
    // Only the tables' owner may upgrade a team's project; name the command
    // with the project's address and no one's login, to be run under theirs.
    ServerConnection server = m_location.server();
    server.user.clear();
    server.password.clear();
    return makeError(
        QStringLiteral("it is at schema version %1 and this PairRank needs version %2, but only "
                       "the login that owns the project's tables may upgrade it: ask them to run "
                       "`pairrank-cli server init %3` with this version (people with older "
                       "versions of PairRank cannot open it after that)")
            .arg(version)
            .arg(currentSchemaVersion())
            .arg(ProjectLocation::onServer(std::move(server)).displayName()));
}

Status ProjectDatabase::checkDeferredIntegrity() {
    if (!m_deferredIntegrityCheck) {
        return {};
    }
    const sql_dialect::IntegrityCheck depth = *std::exchange(m_deferredIntegrityCheck, {});
    m_integrityCheckAtOpen = depth;
    if (Status status = sql_dialect::checkIntegrity(m_database, depth); !status) {
        return refusal(m_path, damaged(status.error()).message);
    }
    return {};
}

Result<domain::Project> ProjectDatabase::project() {
    QSqlQuery select = query();
    if (!select.exec(QStringLiteral("SELECT key, value FROM project_meta"))) {
        return queryError(select, QStringLiteral("reading the project description"));
    }
    domain::Project description;
    while (select.next()) {
        const QString key = select.value(0).toString();
        if (key == QStringLiteral("name")) {
            description.name = select.value(1).toString();
        } else if (key == QStringLiteral("created_at")) {
            description.createdAt = fromStoredDate(select.value(1));
        } else if (key == QStringLiteral("created_by_version")) {
            description.createdByVersion = select.value(1).toString();
        }
    }
    Result<int> version = sql_dialect::readSchemaVersion(m_database);
    if (!version) {
        return version.error();
    }
    description.schemaVersion = *version;
    return description;
}

Status ProjectDatabase::transaction(const std::function<Status()>& work) {
    Q_ASSERT_X(m_ownerThread == QThread::currentThread(), "ProjectDatabase::transaction",
               "a ProjectDatabase is used only on the thread that opened it");
    if (m_inTransaction) {
        return work();
    }
    QSqlError beginError;
    if (Status begun = sql_dialect::beginWriteTransaction(m_database, &beginError); !begun) {
        if (sql_dialect::failedOnLock(beginError)) {
            std::optional<LockHolder> holder;
            if (backend() == Backend::Sqlite) {
                const sql_dialect::LockLocation lock = sql_dialect::writeLockLocation(m_path);
                holder = writeLockHolder(lock.file, lock.offset);
            } else {
                holder = sql_dialect::serverWriteLockHolder(m_database);
            }
            return projectLockedError(m_path, holder, openFiles().count(m_canonicalPath) > 1);
        }
        return begun;
    }
    m_inTransaction = true;
    Status status = work();
    if (status) {
        status = runStatement(m_database, QStringLiteral("COMMIT"));
    }
    if (!status) {
        (void)runStatement(m_database, QStringLiteral("ROLLBACK"));
    }
    m_inTransaction = false;
    return status;
}

QSqlQuery ProjectDatabase::query() const {
    return QSqlQuery(m_database);
}

} // namespace pairrank::storage
