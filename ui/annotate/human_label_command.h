// One human label as an undoable edit (DESIGN.md §9: every user edit that
// changes data goes through QUndoStack). redo() stores the label, undo()
// removes it again; both run on the project session's worker thread, in the
// order they were pushed, so an undo right after a label removes exactly it.
#pragma once

#include "core/domain/human_label.h"

#include <QPointer>
#include <QUndoCommand>

#include <functional>
#include <memory>
#include <optional>

namespace pairrank::ui {

class ProjectSession;

class HumanLabelCommand : public QUndoCommand {
public:
    // Called on the GUI thread after the store or the removal: an empty message
    // on success, else why it failed.
    using Done = std::function<void(const QString& errorMessage)>;

    HumanLabelCommand(ProjectSession& session, QObject* receiver, domain::HumanLabel label,
                      Done stored, Done removed);

    const domain::HumanLabel& label() const { return m_label; }

    void redo() override;
    void undo() override;

private:
    ProjectSession& m_session;
    QPointer<QObject> m_receiver;
    domain::HumanLabel m_label;
    Done m_stored;
    Done m_removed;
    // The stored label's id: written by redo's job and read by undo's job, both on
    // the session's one worker thread, one after the other.
    std::shared_ptr<std::optional<domain::HumanLabelId>> m_storedId =
        std::make_shared<std::optional<domain::HumanLabelId>>();
};

} // namespace pairrank::ui
