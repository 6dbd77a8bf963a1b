#include "project_session.h"

#include "human_label_watcher.h"
#include "project_worker.h"
#include "storage/project_location.h"

#include <QMetaObject>
#include <QUndoStack>

namespace pairrank::ui {

namespace {

// The name under which a project is shown and remembered: a server's address
// without its password (parsing it keeps the password for this session).
QString shownLocation(const QString& path) {
    const auto location = storage::ProjectLocation::parse(path);
    return location ? location->displayName() : storage::withoutPassword(path);
}

} // namespace

ProjectSession::ProjectSession(QObject* parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_worker(std::make_unique<ProjectWorker>()) {
    qRegisterMetaType<ProjectChanges>();
    // Made last, so that it hears projectOpened() before the views do and takes
    // its first reading before their first loads.
    m_labelWatcher = new HumanLabelWatcher(*this);
}

ProjectSession::~ProjectSession() = default;

void ProjectSession::setCurrentContext(std::optional<domain::ContextId> context) {
    if (context == m_currentContext) {
        return;
    }
    m_currentContext = context;
    emit currentContextChanged();
}

void ProjectSession::openProject(const QString& path) {
    startOpening(path, {}, false);
}

void ProjectSession::createProject(const QString& path, const QString& name) {
    startOpening(path, name, true);
}

void ProjectSession::startOpening(const QString& location, const QString& newProjectName,
                                  bool creating) {
    closeProject();
    ++m_generation;
    const QString path = shownLocation(location);
    m_openingPath = path;
    emit openingStarted(path);
    const quint64 generation = m_generation;
    m_worker->post([this, generation, location, path, newProjectName, creating]() {
        storage::OpenOptions options;
        options.deferQuickCheck = true; // checkDeferredIntegrity() below
        auto opened = creating ? storage::ProjectDatabase::create(location, newProjectName)
                               : storage::ProjectDatabase::open(location, options);
        QString name;
        QString failure;
        storage::ProjectRole role = storage::ProjectRole::Analyst;
        QString login;
        if (opened) {
            auto project = (*opened)->project();
            name = project ? project->name : QString();
            const auto readRole = storage::readProjectRole(**opened);
            const auto readLogin = storage::loginName(**opened);
            if (readRole && readLogin) {
                role = *readRole;
                login = *readLogin;
                m_worker->database() = std::move(*opened);
            } else {
                failure = (readRole ? readLogin.error() : readRole.error()).toString();
                m_worker->database().reset();
            }
        } else {
            failure = opened.error().toString();
            m_worker->database().reset();
        }
        storage::ProjectDatabase* database = m_worker->database().get();
        const bool checking = database != nullptr && database->deferredIntegrityCheck();
        deliver([this, generation, path, name, role, login, failure, checking]() {
            if (generation != m_generation) {
                return;
            }
            m_openingPath.clear();
            if (!failure.isEmpty()) {
                emit openFailed(path, failure);
                return;
            }
            m_path = path;
            m_name = name;
            m_role = role;
            m_login = login;
            m_checkingIntegrity = checking;
            m_undoStack->clear();
            emit projectOpened(path);
        });
        if (checking) {
            // The views read on connections of their own meanwhile; every job posted
            // to this worker, each of the GUI's writes among them, waits for the check.
            finishIntegrityCheck(generation, path, *database);
        }
    });
}

void ProjectSession::finishIntegrityCheck(quint64 generation, const QString& path,
                                          storage::ProjectDatabase& database) {
    const storage::Status checked = database.checkDeferredIntegrity();
    QString failure;
    if (!checked) {
        failure = checked.error().toString();
        m_worker->database().reset();
    }
    deliver([this, generation, path, failure]() {
        if (generation != m_generation) {
            return;
        }
        m_checkingIntegrity = false;
        if (failure.isEmpty()) {
            emit integrityChecked();
            return;
        }
        // Nothing was written before the check: the project closes as if it had
        // never opened, and says why as a failed open does.
        closeProject();
        emit openFailed(path, failure);
    });
}

void ProjectSession::closeProject() {
    const bool wasOpen = isOpen();
    ++m_generation;
    m_openingPath.clear();
    m_worker->post([this]() { m_worker->database().reset(); });
    m_path.clear();
    m_name.clear();
    m_role = storage::ProjectRole::Analyst;
    m_login.clear();
    m_checkingIntegrity = false;
    m_undoStack->clear();
    setCurrentContext(std::nullopt);
    if (wasOpen) {
        emit projectClosed();
    }
}

void ProjectSession::notifyChanged(ProjectChanges changes) {
    emit projectChanged(changes);
}

storage::Result<std::unique_ptr<storage::ProjectDatabase>>
ProjectSession::openDatabase(const QString& path) {
    // The file was checked when the session opened it; storage skips the check for
    // a file this process holds open.
    return storage::ProjectDatabase::open(path);
}

void ProjectSession::post(WorkerJob job) {
    m_worker->post([this, job = std::move(job)]() {
        if (QThread::currentThread()->isInterruptionRequested()) {
            return; // the session is being destroyed
        }
        job(m_worker->database().get());
    });
}

void ProjectSession::deliver(std::function<void()> call) {
    QMetaObject::invokeMethod(this, std::move(call), Qt::QueuedConnection);
}

} // namespace pairrank::ui
