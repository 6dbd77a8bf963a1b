// Notices labels that other people store in the open project — annotators at
// other computers labelling the same server project — so that the views showing
// labels refresh by themselves.
//
// It polls: every kLabelPollInterval (5 s by default) it reads the number and
// the largest id of the human labels (storage::readHumanLabelsVersion, one cheap
// query) on the session's worker, and emits labelsChanged() only when they
// differ from the last reading. A poll is skipped while the previous one is still
// queued behind longer work. Labels stored by this session are noticed too; their
// own views have already shown them. (PostgreSQL's LISTEN/NOTIFY would need a
// trigger in the schema and a connection waiting in an event loop; polling works
// alike for a file that several programs write.)
#pragma once

#include "storage/human_label_store.h"
#include "ui/common/job_tracker.h"
#include "ui/common/setting_key.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace pairrank::ui {

class ProjectSession;

// Milliseconds between two readings; read when a project opens.
inline const SettingKey<int> kLabelPollInterval("project/labelPollMilliseconds", 5000);

class HumanLabelWatcher : public QObject {
    Q_OBJECT

public:
    explicit HumanLabelWatcher(ProjectSession& session);

signals:
    // Someone added or removed a label since the last reading.
    void labelsChanged();

private:
    void start();
    void stop();
    void poll();

    ProjectSession& m_session;
    QTimer m_timer;
    JobTracker m_reading;
    std::optional<storage::HumanLabelsVersion> m_lastSeen;
};

} // namespace pairrank::ui
