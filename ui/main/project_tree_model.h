// The project sidebar's model: a two-level tree with the groups
// Contexts, Criteria, Judges and Runs and their items (an annotator's only the
// first two). Reloaded in the
// project's worker when the project opens or changes; stale loads are dropped.
#pragma once

#include "project_overview.h"
#include "ui/common/job_tracker.h"

#include <QAbstractItemModel>

#include <optional>

namespace pairrank::ui {

class ProjectSession;

class ProjectTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum class Group { Contexts, Criteria, Judges, Runs };
    static constexpr int kGroupCount = 4;
    enum Role { ContextIdRole = Qt::UserRole + 1 };

    explicit ProjectTreeModel(ProjectSession& session, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    QModelIndex groupIndex(Group group) const;
    // The context shown at `index`; empty when it is not a context.
    std::optional<domain::ContextId> contextAt(const QModelIndex& index) const;
    // The run shown at `index`; empty when it is not a run.
    std::optional<domain::RunId> runAt(const QModelIndex& index) const;
    // The group of a group row or of an item.
    Group groupOf(const QModelIndex& index) const;
    const ProjectOverview& overview() const { return m_overview; }

    void reload();

signals:
    void loaded();

private:
    void apply(const ProjectOverview& overview);
    int itemCount(Group group) const;
    QString itemText(Group group, int row) const;
    QString runText(const domain::Run& run) const;
    QString runToolTip(const domain::Run& run) const;

    ProjectSession& m_session;
    ProjectOverview m_overview;
    JobTracker m_loadJob;
};

} // namespace pairrank::ui
