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

// The remembered folder, else the first that exists of Documents, the
// project's folder and home: a folder proposed at first must be one there is.
QString startFolder(const QString& projectFolder) {
    const QStringList choices{kFolderSetting.read(),
                              QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                              projectFolder};
    for (const QString& folder : choices) {
        if (!folder.isEmpty() && QFileInfo(folder).isDir()) {
            return folder;
        }
    }
    return QDir::homePath();
}

} // namespace

ExportReportDialog::ExportReportDialog(const QString& suggestedBaseName, QWidget* parent,
                                       const QString& projectFolder)
    : QDialog(parent) {
    setWindowTitle(tr("Export report"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);

    auto* folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(QDir::toNativeSeparators(startFolder(projectFolder)), this);
    m_folder->setAccessibleName(tr("Folder"));
    auto* browseButton = new QPushButton(tr("&Browse…"), this);
    browseButton->setAccessibleName(tr("Browse for the folder"));
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browseButton);
    // A row of a layout gets no buddy from addRow: without one the '&' would show.
    auto* folderLabel = new QLabel(tr("&Folder:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);

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
    auto* chooser = new QFileDialog(this, tr("Export the report to"), m_folder->text());
    chooser->setFileMode(QFileDialog::Directory);
    chooser->setOption(QFileDialog::ShowDirsOnly);
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    connect(chooser, &QFileDialog::fileSelected, this, &ExportReportDialog::setFolder);
    chooser->open();
}

void ExportReportDialog::updateAcceptable() {
    const ReportExportRequest current = request();
    const QFileInfo folder(current.folder);
    QString problem;
    QString note;
    if (current.folder.isEmpty()) {
        problem = tr("Enter a folder.");
    } else if (folder.exists() && !folder.isDir()) {
        problem = tr("%1 is a file, not a folder.").arg(QDir::toNativeSeparators(current.folder));
    } else if (current.baseName.isEmpty()) {
        problem = tr("Enter a file name.");
    } else if (current.baseName.contains(u'/') || current.baseName.contains(u'\\')) {
        problem = tr("The file name must not contain a folder.");
    } else if (!current.formats) {
        problem = tr("Choose at least one format.");
    } else if (!folder.exists()) {
        note = tr("The folder does not exist yet; Export offers to create it.");
    }
    const QString shown = problem.isEmpty() ? note : problem;
    m_problem->setText(shown);
    m_problem->setVisible(!shown.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void ExportReportDialog::accept() {
    const ReportExportRequest current = request();
    if (!QFileInfo::exists(current.folder)) {
        ask(tr("Create the folder?"),
            tr("The folder %1 does not exist. Create it and export there?")
                .arg(QDir::toNativeSeparators(current.folder)),
            tr("&Create"), [this, folder = current.folder]() {
                if (!QDir().mkpath(folder)) {
                    m_problem->setText(tr("The folder %1 could not be created.")
                                           .arg(QDir::toNativeSeparators(folder)));
                    m_problem->setVisible(true);
                    return;
                }
                updateAcceptable();
                accept();
            });
        return;
    }
    QStringList existing;
    for (const QString& path : reportFilePaths(analysis::ReportContent{}, current)) {
        if (QFileInfo::exists(path)) {
            existing.append(QFileInfo(path).fileName());
        }
    }
    if (!existing.isEmpty()) {
        ask(tr("Replace files?"),
            tr("These files exist and will be replaced:\n%1").arg(existing.join(u'\n')),
            tr("&Replace"), [this]() { acceptRequest(); });
        return;
    }
    acceptRequest();
}

void ExportReportDialog::acceptRequest() {
    const ReportExportRequest current = request();
    kFolderSetting.write(current.folder);
    kFormatsSetting.write(static_cast<int>(current.formats.toInt()));
    QDialog::accept();
}

void ExportReportDialog::ask(const QString& title, const QString& question, const QString& yesText,
                             std::function<void()> onYes) {
    // open(), not exec(): the window stays responsive, and nothing waits in a
    // nested event loop while the question is shown.
    auto* box = new QMessageBox(QMessageBox::Question, title, question,
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->button(QMessageBox::Yes)->setText(yesText);
    box->setDefaultButton(QMessageBox::Yes);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this,
            [box, onYes = std::move(onYes)](QAbstractButton* button) {
                if (box->standardButton(button) == QMessageBox::Yes) {
                    onYes();
                }
            });
    box->open();
}

} // namespace pairrank::ui
