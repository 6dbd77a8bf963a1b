#include "copy_target.h"

#include "core/domain/english_count.h"
#include "sql_dialect.h"
#include "sql_support.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

namespace pairrank::storage {
namespace {

// SQLite's files beside a database: the write-ahead log, its index and the
// rollback journal.
const QString kCompanionSuffixes[] = {QStringLiteral("-wal"), QStringLiteral("-shm"),
                                      QStringLiteral("-journal")};

} // namespace

CopyTarget::CopyTarget(ProjectLocation location)
    : m_location(std::move(location))
    , m_connectionName(nextConnectionName(QStringLiteral("copy-target"))) {}

CopyTarget::~CopyTarget() {
    if (m_inTransaction) {
        (void)runStatement(m_database, QStringLiteral("ROLLBACK"));
    }
    close();
    if (!m_committed && !m_partialFile.isEmpty()) {
        QFile::remove(m_partialFile);
        for (const QString& suffix : kCompanionSuffixes) {
            QFile::remove(m_partialFile + suffix);
        }
    }
}

Error CopyTarget::refusal(const QString& reason) const {
    return makeError(
        QStringLiteral("cannot copy to '%1': %2").arg(m_location.displayName(), reason));
}

Result<std::unique_ptr<CopyTarget>> CopyTarget::begin(const ProjectLocation& location) {
    std::unique_ptr<CopyTarget> target(new CopyTarget(location));
    if (Status opened = target->open(); !opened) {
        return opened.error();
    }
    return target;
}

Status CopyTarget::open() {
    const bool onServer = m_location.backend() == Backend::Postgresql;
    if (!onServer) {
        const QFileInfo file(m_location.filePath());
        if (file.exists() || file.isSymLink()) {
            return refusal(QStringLiteral("the file exists already; a copy goes to a new file"));
        }
        if (!file.absoluteDir().exists()) {
            return refusal(
                QStringLiteral("the folder '%1' does not exist").arg(file.absolutePath()));
        }
        // In the same folder, so that the rename at the end stays on one file
        // system and is atomic. SQLite makes the file, with the permissions any
        // new project gets.
        do {
            m_partialFile =
                QStringLiteral("%1.copy-%2")
                    .arg(file.absoluteFilePath())
                    .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
        } while (QFileInfo::exists(m_partialFile));
    }
    const QString driver = sql_dialect::driverName(m_location.backend());
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        return refusal(QStringLiteral("the Qt SQL driver %1 is not installed").arg(driver));
    }
    m_database = QSqlDatabase::addDatabase(driver, m_connectionName);
    if (onServer) {
        setConnectionParameters(m_database, m_location);
    } else {
        m_database.setDatabaseName(m_partialFile);
    }
    if (!m_database.open()) {
        return refusal(m_database.lastError().text());
    }
    if (Status status = sql_dialect::configureConnection(m_database); !status) {
        return refusal(status.error().message);
    }
    if (Status status =
            sql_dialect::configureDurability(m_database, sql_dialect::Durability::ProcessCrashSafe);
        !status) {
        return refusal(status.error().message);
    }
    if (Status begun = sql_dialect::beginWriteTransaction(m_database); !begun) {
        return refusal(begun.error().message);
    }
    m_inTransaction = true;
    // Counted inside the transaction, whose lock keeps other PairRank writers out
    // until the copy commits.
    Result<int> tables = sql_dialect::countTables(m_database);
    if (!tables) {
        return refusal(tables.error().message);
    }
    if (*tables > 0) {
        return refusal(
            QStringLiteral("the database holds %1 already; a copy needs an empty database")
                .arg(domain::englishCount(*tables, QStringLiteral("table"),
                                          QStringLiteral("tables"))));
    }
    return {};
}

Status CopyTarget::commit() {
    if (Status status = runStatement(m_database, QStringLiteral("COMMIT")); !status) {
        return refusal(status.error().message);
    }
    m_inTransaction = false;
    if (m_partialFile.isEmpty()) {
        m_committed = true;
        return {};
    }
    // Closing the last connection checkpoints the write-ahead log into the file
    // and removes it, so the file alone is the project.
    close();
    QFile partial(m_partialFile);
    if (!partial.rename(m_location.filePath())) {
        return refusal(QStringLiteral("cannot rename '%1' to it: %2")
                           .arg(m_partialFile, partial.errorString()));
    }
    m_committed = true;
    return {};
}

void CopyTarget::close() {
    if (m_database.isOpen()) {
        m_database.close();
    }
    m_database = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

} // namespace pairrank::storage
