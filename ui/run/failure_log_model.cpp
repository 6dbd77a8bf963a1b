#include "failure_log_model.h"

#include <algorithm>

namespace pairrank::ui {

FailureLogModel::FailureLogModel(QObject* parent, int capacity)
    : QAbstractTableModel(parent)
    , m_capacity(std::max(1, capacity)) {}

int FailureLogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int FailureLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FailureLogModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const FailureLogEntry& entry = m_entries.at(index.row());
    if (role == Qt::UserRole && index.column() == Time) {
        return entry.time;
    }
    if (role == Qt::ToolTipRole) {
        return entry.reason;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
    case Time:
        return entry.time.toLocalTime().time().toString(Qt::ISODate);
    case Pair:
        return entry.pair;
    case Reason:
        return entry.reason;
    default:
        return {};
    }
}

QVariant FailureLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return section + 1;
    }
    switch (section) {
    case Time:
        return tr("Time");
    case Pair:
        return tr("Pair");
    case Reason:
        return tr("Reason");
    default:
        return {};
    }
}

void FailureLogModel::append(const FailureLogEntry& entry) {
    ++m_totalFailures;
    if (m_entries.size() >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    const int row = static_cast<int>(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(entry);
    endInsertRows();
}

void FailureLogModel::clear() {
    beginResetModel();
    m_entries.clear();
    m_totalFailures = 0;
    endResetModel();
}

} // namespace pairrank::ui
