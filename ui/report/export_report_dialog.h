// Choosing where the report goes and in which formats:
// a folder (with a Browse… button), a base file name, and one check box per
// format. The folder and the formats are remembered (QSettings). Accepting asks
// before creating a folder that does not exist and before replacing existing
// files of the same names; the questions are window-modal (open(), not exec()).
#pragma once

#include "report_exporter.h"

#include <QDialog>
#include <QMap>

#include <functional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace pairrank::ui {

class ExportReportDialog : public QDialog {
    Q_OBJECT

public:
    // `projectFolder` is proposed when neither the remembered folder nor
    // Documents exists.
    ExportReportDialog(const QString& suggestedBaseName, QWidget* parent,
                       const QString& projectFolder = {});

    ReportExportRequest request() const;

    // For tests and callers that know better than the remembered values.
    void setFolder(const QString& folder);
    void setFormats(ReportFormats formats);

    void accept() override;

private:
    void browse();
    void updateAcceptable();
    // Asks `question` in a message box; `onYes` runs when the user agrees.
    void ask(const QString& title, const QString& question, const QString& yesText,
             std::function<void()> onYes);
    // Remembers the choices and closes the dialog, accepted.
    void acceptRequest();

    QLineEdit* m_folder = nullptr;
    QLineEdit* m_baseName = nullptr;
    QMap<ReportFormat, QCheckBox*> m_formats;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace pairrank::ui
