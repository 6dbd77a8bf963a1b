// The undoable edits of the Judges dialog's working copy (DESIGN.md §9 "every
// user edit that changes data goes through QUndoStack"): adding, changing and
// deleting a judge configuration. Each command keeps the whole entry it
// replaces, so undo restores it exactly, a deleted one included.
#pragma once

#include "judge_config_list_model.h"

#include <QUndoCommand>

namespace pairrank::ui {

class AddJudgeConfigCommand : public QUndoCommand {
public:
    AddJudgeConfigCommand(JudgeConfigListModel& model, int row, JudgeConfigEntry entry);
    void redo() override;
    void undo() override;

private:
    JudgeConfigListModel& m_model;
    int m_row;
    JudgeConfigEntry m_entry;
};

class RemoveJudgeConfigCommand : public QUndoCommand {
public:
    RemoveJudgeConfigCommand(JudgeConfigListModel& model, int row);
    void redo() override;
    void undo() override;

private:
    JudgeConfigListModel& m_model;
    int m_row;
    JudgeConfigEntry m_removed;
};

class EditJudgeConfigCommand : public QUndoCommand {
public:
    // `changed` replaces the entry at `row`; it is marked modified.
    EditJudgeConfigCommand(JudgeConfigListModel& model, int row, domain::JudgeConfig changed);
    void redo() override;
    void undo() override;
    // Consecutive edits of one configuration (typing in a field) merge into one step.
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    JudgeConfigListModel& m_model;
    int m_row;
    JudgeConfigEntry m_before;
    JudgeConfigEntry m_after;
};

} // namespace pairrank::ui
