#include "judge_config_commands.h"

#include <QCoreApplication>

#include <utility>

namespace pairrank::ui {

namespace {

QString translate(const char* text) {
    return QCoreApplication::translate("pairrank::ui::JudgesDialog", text);
}

} // namespace

AddJudgeConfigCommand::AddJudgeConfigCommand(JudgeConfigListModel& model, int row,
                                             JudgeConfigEntry entry)
    : m_model(model)
    , m_row(row)
    , m_entry(std::move(entry)) {
    setText(translate("add judge %1").arg(m_entry.config.name));
}

void AddJudgeConfigCommand::redo() {
    m_model.insert(m_row, m_entry);
}

void AddJudgeConfigCommand::undo() {
    m_entry = m_model.remove(m_row);
}

RemoveJudgeConfigCommand::RemoveJudgeConfigCommand(JudgeConfigListModel& model, int row)
    : m_model(model)
    , m_row(row)
    , m_removed(model.entry(row)) {
    setText(translate("delete judge %1").arg(m_removed.config.name));
}

void RemoveJudgeConfigCommand::redo() {
    m_removed = m_model.remove(m_row);
}

void RemoveJudgeConfigCommand::undo() {
    m_model.insert(m_row, m_removed);
}

EditJudgeConfigCommand::EditJudgeConfigCommand(JudgeConfigListModel& model, int row,
                                               domain::JudgeConfig changed)
    : m_model(model)
    , m_row(row)
    , m_before(model.entry(row))
    , m_after{std::move(changed), true} {
    m_after.config.id = m_before.config.id;
    setText(translate("change judge %1").arg(m_before.config.name));
}

void EditJudgeConfigCommand::redo() {
    m_model.replace(m_row, m_after);
}

void EditJudgeConfigCommand::undo() {
    m_model.replace(m_row, m_before);
}

bool EditJudgeConfigCommand::mergeWith(const QUndoCommand* other) {
    const auto* edit = dynamic_cast<const EditJudgeConfigCommand*>(other);
    if (edit == nullptr || edit->m_row != m_row) {
        return false;
    }
    m_after = edit->m_after;
    return true;
}

} // namespace pairrank::ui
