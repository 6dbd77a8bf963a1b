#include "project_tree_model.h"

#include "ui/common/method_names.h"
#include "ui/project/project_session.h"

#include <QLocale>

#include <algorithm>

namespace pairrank::ui {

namespace {
// Internal ids: 0 for a group row, 1 + group for an item of that group.
constexpr quintptr kGroupId = 0;
// The stored status names (domain::toString) are identifiers; the tree shows words.
QString runStatusText(domain::RunStatus status) {
    switch (status) {
    case domain::RunStatus::Created:
        return ProjectTreeModel::tr("created");
    case domain::RunStatus::Running:
        return ProjectTreeModel::tr("running");
    case domain::RunStatus::Paused:
        return ProjectTreeModel::tr("paused");
    case domain::RunStatus::Finished:
        return ProjectTreeModel::tr("finished");
    case domain::RunStatus::Failed:
        return ProjectTreeModel::tr("failed");
    case domain::RunStatus::Imported:
        return ProjectTreeModel::tr("imported");
    }
    return domain::toString(status);
}

} // namespace

ProjectTreeModel::ProjectTreeModel(ProjectSession& session, QObject* parent)
    : QAbstractItemModel(parent)
    , m_session(session)
    , m_loadJob(session) {
    connect(&m_session, &ProjectSession::projectOpened, this, &ProjectTreeModel::reload);
    connect(&m_session, &ProjectSession::projectClosed, this,
            [this]() { apply(ProjectOverview{}); });
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes & (ProjectChange::Candidates | ProjectChange::Criteria | ProjectChange::Judges |
                       ProjectChange::Runs)) {
            reload();
        }
    });
    if (m_session.isOpen()) {
        reload();
    }
}

QModelIndex ProjectTreeModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, kGroupId);
    }
    return createIndex(row, column, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex ProjectTreeModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kGroupId) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int ProjectTreeModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        // Contexts and Criteria come first, so an annotator's tree is the first two.
        return m_overview.role == storage::ProjectRole::Annotator ? 2 : kGroupCount;
    }
    if (parent.internalId() != kGroupId || parent.column() != 0) {
        return 0;
    }
    return itemCount(static_cast<Group>(parent.row()));
}

int ProjectTreeModel::columnCount(const QModelIndex&) const {
    return 1;
}

QVariant ProjectTreeModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    if (index.internalId() == kGroupId) {
        const auto group = static_cast<Group>(index.row());
        if (role != Qt::DisplayRole) {
            return {};
        }
        const int count = itemCount(group);
        switch (group) {
        case Group::Contexts:
            return tr("Contexts (%1)").arg(count);
        case Group::Criteria:
            return tr("Criteria (%1)").arg(count);
        case Group::Judges:
            return tr("Judges (%1)").arg(count);
        case Group::Runs:
            return tr("Runs (%1)").arg(count);
        }
        return {};
    }
    const auto group = static_cast<Group>(index.internalId() - 1);
    if (role == Qt::ToolTipRole && group == Group::Runs) {
        return runToolTip(m_overview.runs.at(index.row()));
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        return itemText(group, index.row());
    }
    if (role == ContextIdRole && group == Group::Contexts) {
        return m_overview.contexts.at(index.row()).id;
    }
    return {};
}

QModelIndex ProjectTreeModel::groupIndex(Group group) const {
    return index(static_cast<int>(group), 0);
}

std::optional<domain::ContextId> ProjectTreeModel::contextAt(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() != 1 + static_cast<int>(Group::Contexts)) {
        return std::nullopt;
    }
    return m_overview.contexts.at(index.row()).id;
}

void ProjectTreeModel::reload() {
    m_loadJob.startOnProject(
        [role = m_session.role()](storage::ProjectDatabase& database) {
            return loadProjectOverview(database, role);
        },
        [this](const storage::Result<ProjectOverview>& overview) {
            if (overview) {
                apply(*overview);
            }
        });
}

void ProjectTreeModel::apply(const ProjectOverview& overview) {
    beginResetModel();
    m_overview = overview;
    // The newest run first: it is the one a person comes back to.
    std::sort(m_overview.runs.begin(), m_overview.runs.end(),
              [](const domain::Run& a, const domain::Run& b) { return a.id > b.id; });
    endResetModel();
    emit loaded();
}

int ProjectTreeModel::itemCount(Group group) const {
    switch (group) {
    case Group::Contexts:
        return static_cast<int>(m_overview.contexts.size());
    case Group::Criteria:
        return static_cast<int>(m_overview.criteria.size());
    case Group::Judges:
        return static_cast<int>(m_overview.judges.size());
    case Group::Runs:
        return static_cast<int>(m_overview.runs.size());
    }
    return 0;
}

QString ProjectTreeModel::itemText(Group group, int row) const {
    switch (group) {
    case Group::Contexts:
        return m_overview.contexts.at(row).externalId;
    case Group::Criteria:
        return m_overview.criteria.at(row).name;
    case Group::Judges: {
        const domain::JudgeConfig& judge = m_overview.judges.at(row);
        return tr("%1 (%2)").arg(judge.name, judge.backend);
    }
    case Group::Runs:
        return runText(m_overview.runs.at(row));
    }
    return {};
}

QString ProjectTreeModel::runText(const domain::Run& run) const {
    // What tells runs apart at a glance: the criterion, the strategy, the status, the day.
    QString criterion;
    for (const domain::Criterion& candidate : m_overview.criteria) {
        if (candidate.id == run.criterionId) {
            criterion = candidate.name;
        }
    }
    const QString strategy =
        run.status == domain::RunStatus::Imported
            ? tr("imported judgements")
            : selectionStrategyTitle(run.config.value(QStringLiteral("strategy")).toString());
    const QDateTime when = (run.startedAt.isValid() ? run.startedAt : run.createdAt).toLocalTime();
    QStringList parts{criterion, strategy, runStatusText(run.status)};
    if (when.isValid()) {
        parts << QLocale().toString(when, QLocale::ShortFormat);
    }
    parts.removeAll(QString());
    return parts.join(QStringLiteral(" · "));
}

QString ProjectTreeModel::runToolTip(const domain::Run& run) const {
    QString judge;
    for (const domain::JudgeConfig& candidate : m_overview.judges) {
        if (candidate.id == run.judgeConfigId) {
            judge = candidate.name;
        }
    }
    const QString model = scoringModelTitle(run.config.value(QStringLiteral("model")).toString());
    return tr("%1\nJudge: %2\nModel: %3\nSeed: %4\nDouble-click or Enter to show it in the Run "
              "tab.")
        .arg(runText(run), judge, model, QString::number(run.seed));
}

std::optional<domain::RunId> ProjectTreeModel::runAt(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() != 1 + static_cast<int>(Group::Runs)) {
        return std::nullopt;
    }
    return m_overview.runs.at(index.row()).id;
}

ProjectTreeModel::Group ProjectTreeModel::groupOf(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Group::Contexts;
    }
    return static_cast<Group>(index.internalId() == kGroupId ? index.row()
                                                             : index.internalId() - 1);
}

} // namespace pairrank::ui
