#include "judge_config_list_model.h"

#include <algorithm>

namespace pairrank::ui {

JudgeConfigListModel::JudgeConfigListModel(QObject* parent)
    : QAbstractListModel(parent) {}

int JudgeConfigListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant JudgeConfigListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const JudgeConfigEntry& entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return entry.modified ? tr("%1 (unsaved)").arg(entry.config.name) : entry.config.name;
    case Qt::ToolTipRole:
        return tr("%1, model %2").arg(entry.config.backend, entry.config.model);
    case Qt::UserRole:
        return entry.config.id;
    default:
        return {};
    }
}

void JudgeConfigListModel::reset(const QList<domain::JudgeConfig>& stored) {
    beginResetModel();
    m_entries.clear();
    for (const domain::JudgeConfig& config : stored) {
        m_entries.append(JudgeConfigEntry{config, false});
    }
    endResetModel();
}

std::optional<int> JudgeConfigListModel::rowOfName(const QString& name) const {
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).config.name == name) {
            return row;
        }
    }
    return std::nullopt;
}

bool JudgeConfigListModel::hasUnsavedChanges() const {
    return std::any_of(m_entries.cbegin(), m_entries.cend(),
                       [](const JudgeConfigEntry& entry) { return entry.modified; });
}

void JudgeConfigListModel::insert(int row, const JudgeConfigEntry& entry) {
    beginInsertRows({}, row, row);
    m_entries.insert(row, entry);
    endInsertRows();
}

JudgeConfigEntry JudgeConfigListModel::remove(int row) {
    beginRemoveRows({}, row, row);
    JudgeConfigEntry removed = m_entries.takeAt(row);
    endRemoveRows();
    return removed;
}

void JudgeConfigListModel::replace(int row, const JudgeConfigEntry& entry) {
    m_entries[row] = entry;
    emit dataChanged(index(row), index(row));
}

void JudgeConfigListModel::markStored(int row, domain::JudgeConfigId id) {
    m_entries[row].config.id = id;
    m_entries[row].modified = false;
    emit dataChanged(index(row), index(row));
}

} // namespace pairrank::ui
