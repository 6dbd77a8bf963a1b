#include "human_label_command.h"

#include "core/analysis/annotation_leases.h"
#include "ui/project/project_session.h"

#include <QCoreApplication>

namespace pairrank::ui {

namespace {
// The undo text ("Undo Label tie"): the stored choice names are identifiers.
QString choiceText(domain::HumanChoice choice) {
    switch (choice) {
    case domain::HumanChoice::A:
    case domain::HumanChoice::B:
        return domain::toString(choice); // the key the annotator pressed
    case domain::HumanChoice::Tie:
        return QCoreApplication::translate("pairrank::ui::HumanLabelCommand", "tie");
    case domain::HumanChoice::Skip:
        return QCoreApplication::translate("pairrank::ui::HumanLabelCommand", "skip");
    }
    return domain::toString(choice);
}
} // namespace

HumanLabelCommand::HumanLabelCommand(ProjectSession& session, QObject* receiver,
                                     domain::HumanLabel label, Done stored, Done removed)
    : m_session(session)
    , m_receiver(receiver)
    , m_label(std::move(label))
    , m_stored(std::move(stored))
    , m_removed(std::move(removed)) {
    setText(QCoreApplication::translate("pairrank::ui::HumanLabelCommand", "Label %1")
                .arg(choiceText(m_label.choice)));
}

void HumanLabelCommand::redo() {
    if (!m_receiver || !m_session.isOpen()) {
        return;
    }
    m_session.run(
        m_receiver,
        [label = m_label, storedId = m_storedId](storage::ProjectDatabase& database) {
            const auto id = analysis::storeAnnotationLabel(database, label);
            if (!id) {
                return id.error().toString();
            }
            *storedId = *id;
            return QString();
        },
        [done = m_stored](const QString& error) { done(error); });
}

void HumanLabelCommand::undo() {
    if (!m_receiver || !m_session.isOpen()) {
        return;
    }
    m_session.run(
        m_receiver,
        [storedId = m_storedId](storage::ProjectDatabase& database) {
            if (!storedId->has_value()) {
                return QStringLiteral("the label was never stored");
            }
            const Status removed = analysis::undoAnnotationLabel(database, **storedId);
            if (!removed) {
                return removed.error().toString();
            }
            storedId->reset();
            return QString();
        },
        [done = m_removed](const QString& error) { done(error); });
}

} // namespace pairrank::ui
