// Choosing where the report goes and in which formats (issue #8 "Exports"):
// a folder (with a Browse… button), a base file name, and one check box per
// format. The folder and the formats are remembered (QSettings). Accepting asks
// before replacing existing files of the same names.
#pragma once

#include "report_exporter.h"

#include <QDialog>
#include <QMap>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace pairrank::ui {

class ExportReportDialog : public QDialog {
    Q_OBJECT

public:
    ExportReportDialog(const QString& suggestedBaseName, QWidget* parent);

    ReportExportRequest request() const;

    // For tests and callers that know better than the remembered values.
    void setFolder(const QString& folder);
    void setFormats(ReportFormats formats);

    void accept() override;

private:
    void browse();
    void updateAcceptable();

    QLineEdit* m_folder = nullptr;
    QLineEdit* m_baseName = nullptr;
    QMap<ReportFormat, QCheckBox*> m_formats;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace pairrank::ui
