#include "agreement_table_model.h"

#include <QLocale>

namespace pairrank::ui {

AgreementTableModel::AgreementTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void AgreementTableModel::setReport(const analysis::AgreementReport& report) {
    beginResetModel();
    m_report = report;
    endResetModel();
}

int AgreementTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid()
               ? 0
               : static_cast<int>(m_report.withJudge.size() + m_report.betweenHumans.size());
}

int AgreementTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

const analysis::KappaSummary& AgreementTableModel::rowAt(int row) const {
    return row < m_report.withJudge.size()
               ? m_report.withJudge.at(row)
               : m_report.betweenHumans.at(row - m_report.withJudge.size());
}

QVariant AgreementTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const analysis::KappaSummary& summary = rowAt(index.row());
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case First:
            return summary.first;
        case Second:
            // A judge and an annotator may share a name; the row says which it is.
            return summary.secondIsJudge ? tr("judge “%1”").arg(summary.second) : summary.second;
        case SharedPairs:
            return summary.sharedPairs;
        case ObservedAgreement:
            return summary.observedAgreement
                       ? QVariant(locale.toString(*summary.observedAgreement, 'f', 2))
                       : QVariant(QStringLiteral("—"));
        case Kappa:
            return summary.kappa ? QVariant(locale.toString(*summary.kappa, 'f', 2))
                                 : QVariant(QStringLiteral("—"));
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Kappa && !summary.kappa) {
        return summary.note;
    }
    if (role == Qt::TextAlignmentRole && index.column() >= SharedPairs) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant AgreementTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case First:
        return tr("Annotator");
    case Second:
        return tr("Compared with");
    case SharedPairs:
        return tr("Shared pairs");
    case ObservedAgreement:
        return tr("Agreement");
    case Kappa:
        return tr("Cohen's κ");
    }
    return {};
}

} // namespace pairrank::ui
