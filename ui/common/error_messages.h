// How the GUI tells the user that something failed: a window-modal message box
// that does not block the caller (no nested event loop), deleted on close.
#pragma once

#include <QString>

class QMessageBox;
class QWidget;

namespace pairrank::ui {

// `summary` says what failed ("The project could not be opened."), `details`
// says why (the storage or session error, with file:line:column when known).
QMessageBox* showError(QWidget* parent, const QString& summary, const QString& details);

} // namespace pairrank::ui
