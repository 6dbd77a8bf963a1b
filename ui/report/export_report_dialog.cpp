#include "export_report_dialog.h"

#include "ui/common/setting_key.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

const SettingKey<QString> kFolderSetting("report/exportFolder");
const SettingKey<int> kFormatsSetting("report/exportFormats", static_cast<int>(ReportFormat::All));

} // namespace

ExportReportDialog::ExportReportDialog(const QString& suggestedBaseName, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Export report"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    auto* folderRow = new QHBoxLayout;
    QString folder = kFolderSetting.read();
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) {
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    }
    m_folder = new QLineEdit(QDir::toNativeSeparators(folder), this);
    m_folder->setAccessibleName(tr("Folder"));
    auto* browseButton = new QPushButton(tr("Browse…"), this);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browseButton);
    form->addRow(tr("&Folder:"), folderRow);

    m_baseName = new QLineEdit(suggestedBaseName, this);
    m_baseName->setAccessibleName(tr("File name"));
    m_baseName->setToolTip(tr("Every file starts with this name, e.g. name.html, name.pdf, "
                              "name-pairs.csv, name-win-rate-matrix.png."));
    form->addRow(tr("File &name:"), m_baseName);

    const QList<QPair<ReportFormat, QString>> formats{
        {ReportFormat::Html, tr("HTML report (charts embedded)")},
        {ReportFormat::Pdf, tr("PDF report")},
        {ReportFormat::Csv, tr("CSV tables (pairs, matrix, accuracy, rankings)")},
        {ReportFormat::Json, tr("JSON data (described by report.schema.json)")},
        {ReportFormat::Png, tr("Charts as PNG")},
        {ReportFormat::Svg, tr("Charts as SVG")}};
    auto* formatBox = new QVBoxLayout;
    const ReportFormats remembered(kFormatsSetting.read());
    for (const auto& [format, label] : formats) {
        auto* box = new QCheckBox(label, this);
        box->setChecked(remembered.testFlag(format));
        connect(box, &QCheckBox::toggled, this, &ExportReportDialog::updateAcceptable);
        m_formats.insert(format, box);
        formatBox->addWidget(box);
    }
    form->addRow(tr("Formats:"), formatBox);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    layout->addWidget(m_buttons);

    connect(browseButton, &QPushButton::clicked, this, &ExportReportDialog::browse);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportReportDialog::updateAcceptable);
    connect(m_baseName, &QLineEdit::textChanged, this, &ExportReportDialog::updateAcceptable);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportReportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportReportDialog::reject);
    updateAcceptable();
}

ReportExportRequest ExportReportDialog::request() const {
    ReportExportRequest request;
    request.folder = QDir::fromNativeSeparators(m_folder->text().trimmed());
    request.baseName = m_baseName->text().trimmed();
    request.formats = {};
    for (auto it = m_formats.cbegin(); it != m_formats.cend(); ++it) {
        if (it.value()->isChecked()) {
            request.formats |= it.key();
        }
    }
    return request;
}

void ExportReportDialog::setFolder(const QString& folder) {
    m_folder->setText(QDir::toNativeSeparators(folder));
}

void ExportReportDialog::setFormats(ReportFormats formats) {
    for (auto it = m_formats.cbegin(); it != m_formats.cend(); ++it) {
        it.value()->setChecked(formats.testFlag(it.key()));
    }
}

void ExportReportDialog::browse() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Export the report to"), m_folder->text());
    if (!folder.isEmpty()) {
        setFolder(folder);
    }
}

void ExportReportDialog::updateAcceptable() {
    const ReportExportRequest current = request();
    QString problem;
    if (!QFileInfo(current.folder).isDir()) {
        problem = tr("The folder does not exist.");
    } else if (current.baseName.isEmpty()) {
        problem = tr("Enter a file name.");
    } else if (current.baseName.contains(u'/') || current.baseName.contains(u'\\')) {
        problem = tr("The file name must not contain a folder.");
    } else if (!current.formats) {
        problem = tr("Choose at least one format.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void ExportReportDialog::accept() {
    const ReportExportRequest current = request();
    QStringList existing;
    for (const QString& path : reportFilePaths(ReportContent{}, current)) {
        if (QFileInfo::exists(path)) {
            existing.append(QFileInfo(path).fileName());
        }
    }
    if (!existing.isEmpty() &&
        QMessageBox::question(this, tr("Replace files?"),
                              tr("These files exist and will be replaced:\n%1")
                                  .arg(existing.join(QStringLiteral("\n")))) != QMessageBox::Yes) {
        return;
    }
    kFolderSetting.write(current.folder);
    kFormatsSetting.write(static_cast<int>(current.formats.toInt()));
    QDialog::accept();
}

} // namespace pairrank::ui
