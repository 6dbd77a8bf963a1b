#include "human_label_watcher.h"

#include "project_session.h"

#include <algorithm>

namespace pairrank::ui {

HumanLabelWatcher::HumanLabelWatcher(ProjectSession& session)
    : QObject(&session)
    , m_session(session)
    , m_reading(session) {
    connect(&m_timer, &QTimer::timeout, this, &HumanLabelWatcher::poll);
    connect(&session, &ProjectSession::projectOpened, this, &HumanLabelWatcher::start);
    connect(&session, &ProjectSession::projectClosed, this, &HumanLabelWatcher::stop);
}

void HumanLabelWatcher::start() {
    stop();
    m_timer.start(std::max(1, kLabelPollInterval.read()));
    poll(); // the reading the next ones are compared with
}

void HumanLabelWatcher::stop() {
    m_timer.stop();
    m_reading.cancel();
    m_lastSeen.reset();
}

void HumanLabelWatcher::poll() {
    if (!m_session.isOpen() || m_reading.isRunning()) {
        return;
    }
    m_reading.startOnProject(storage::readHumanLabelsVersion,
                             [this](const storage::Result<storage::HumanLabelsVersion>& version) {
                                 if (!version) {
                                     return; // the next reading tries again
                                 }
                                 const bool changed = m_lastSeen && *m_lastSeen != *version;
                                 m_lastSeen = *version;
                                 if (changed) {
                                     emit labelsChanged();
                                 }
                             });
}

} // namespace pairrank::ui
