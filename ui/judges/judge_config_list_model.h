// The judge configurations the Judges dialog edits: the project's stored ones
// plus the ones added in the dialog, as a working copy that is written to the
// project only when the user saves. Every change goes through the dialog's undo
// stack (judge_config_commands.h), which calls the mutators below.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/judge_config.h"

#include <QAbstractListModel>
#include <QList>

#include <optional>

namespace pairrank::ui {

struct JudgeConfigEntry {
    domain::JudgeConfig config; // config.id > 0: stored in the project
    bool modified = false;      // differs from what the project holds (or is new)

    bool isStored() const { return config.id > 0; }
};

class JudgeConfigListModel : public QAbstractListModel {
    Q_OBJECT
public:
    explicit JudgeConfigListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    // DisplayRole: the name, marked when unsaved; ToolTipRole: backend and model;
    // Qt::UserRole: the config id (0 when not stored).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // Replaces everything with the project's configurations (none modified).
    void reset(const QList<domain::JudgeConfig>& stored);

    const QList<JudgeConfigEntry>& entries() const { return m_entries; }
    const JudgeConfigEntry& entry(int row) const { return m_entries.at(row); }
    std::optional<int> rowOfName(const QString& name) const;
    bool hasUnsavedChanges() const;

    // Mutators for the undo commands. Preconditions: 0 ≤ row ≤ rowCount() for
    // insert, 0 ≤ row < rowCount() otherwise.
    void insert(int row, const JudgeConfigEntry& entry);
    JudgeConfigEntry remove(int row);
    void replace(int row, const JudgeConfigEntry& entry);
    // After a save: the entry is stored under `id` and no longer modified.
    void markStored(int row, domain::JudgeConfigId id);

private:
    QList<JudgeConfigEntry> m_entries;
};

} // namespace pairrank::ui
