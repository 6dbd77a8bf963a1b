#include "criterion_list_model.h"

#include <algorithm>

namespace pairrank::ui {

bool samePrompt(const domain::Criterion& a, const domain::Criterion& b) {
    return a.name == b.name && a.comparativePromptTemplate == b.comparativePromptTemplate &&
           a.labelWords == b.labelWords;
}

CriterionListModel::CriterionListModel(QObject* parent)
    : QAbstractListModel(parent) {}

int CriterionListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant CriterionListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const CriterionEntry& entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return entry.isModified() ? tr("%1 (unsaved)").arg(entry.criterion.name)
                                  : entry.criterion.name;
    case Qt::ToolTipRole:
        return entry.judgements > 0
                   ? tr("Used by %n judgement(s); its prompt is fixed", nullptr,
                        static_cast<int>(entry.judgements))
                   : tr("Not used by any judgement yet; its prompt can be changed");
    case Qt::UserRole:
        return entry.criterion.id;
    default:
        return {};
    }
}

void CriterionListModel::reset(const QList<CriterionEntry>& stored) {
    beginResetModel();
    m_entries = stored;
    endResetModel();
}

std::optional<int> CriterionListModel::rowOfName(const QString& name) const {
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).criterion.name == name) {
            return row;
        }
    }
    return std::nullopt;
}

bool CriterionListModel::hasUnsavedChanges() const {
    return std::any_of(m_entries.cbegin(), m_entries.cend(),
                       [](const CriterionEntry& entry) { return entry.isModified(); });
}

int CriterionListModel::append(const domain::Criterion& criterion) {
    const int row = rowCount();
    beginInsertRows({}, row, row);
    CriterionEntry entry;
    entry.criterion = criterion;
    entry.criterion.id = 0;
    m_entries.append(entry);
    endInsertRows();
    return row;
}

void CriterionListModel::remove(int row) {
    beginRemoveRows({}, row, row);
    m_entries.removeAt(row);
    endRemoveRows();
}

void CriterionListModel::setCriterion(int row, const domain::Criterion& criterion) {
    m_entries[row].criterion = criterion;
    m_entries[row].criterion.id = m_entries.at(row).stored.id;
    const QModelIndex changed = index(row);
    emit dataChanged(changed, changed);
}

} // namespace pairrank::ui
