// The criteria the Judges dialog edits: the project's stored ones plus the ones
// created in the dialog, as a working copy written to the project only when the
// user saves. A criterion's prompt (comparative template and label words) can be
// changed as long as no judgement was asked with it; after that the judgements
// would silently mean something else, so a changed prompt becomes a new criterion.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/criterion.h"

#include <QAbstractListModel>
#include <QList>

#include <optional>

namespace pairrank::ui {

// The parts of a criterion the dialog edits.
bool samePrompt(const domain::Criterion& a, const domain::Criterion& b);

struct CriterionEntry {
    domain::Criterion criterion; // as edited; id > 0: stored in the project
    domain::Criterion stored;    // as the project holds it (only for a stored one)
    qint64 judgements = 0;       // stored judgements asked with this criterion's prompt

    bool isStored() const { return criterion.id > 0; }
    bool isModified() const { return !isStored() || !samePrompt(criterion, stored); }
    bool isPromptEditable() const { return judgements == 0; }
};

class CriterionListModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit CriterionListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    // DisplayRole: the name, marked when unsaved; ToolTipRole: how many judgements
    // use it; Qt::UserRole: the criterion id (0 when not stored).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // Replaces everything with the project's criteria (none modified).
    void reset(const QList<CriterionEntry>& stored);

    const QList<CriterionEntry>& entries() const { return m_entries; }
    const CriterionEntry& entry(int row) const { return m_entries.at(row); }
    std::optional<int> rowOfName(const QString& name) const;
    bool hasUnsavedChanges() const;

    // Appends a criterion that is not stored yet; returns its row.
    int append(const domain::Criterion& criterion);
    // Precondition: 0 ≤ row < rowCount().
    void remove(int row);
    void setCriterion(int row, const domain::Criterion& criterion);

private:
    QList<CriterionEntry> m_entries;
};

} // namespace pairrank::ui
