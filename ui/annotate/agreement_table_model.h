// The Annotate tab's agreement table: one row per comparison (an annotator
// against one judge configuration, named, or two annotators), with the pairs both decided,
// the observed agreement and Cohen's κ.
#pragma once

#include "core/analysis/annotation_agreement.h"

#include <QAbstractTableModel>

namespace pairrank::ui {

class AgreementTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { First, Second, SharedPairs, ObservedAgreement, Kappa, ColumnCount };

    explicit AgreementTableModel(QObject* parent = nullptr);

    void setReport(const analysis::AgreementReport& report);
    const analysis::AgreementReport& report() const { return m_report; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    const analysis::KappaSummary& rowAt(int row) const;

    analysis::AgreementReport m_report;
};

} // namespace pairrank::ui
