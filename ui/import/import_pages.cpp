#include "import_pages.h"

#include "storage/candidate_column_guess.h"
#include "storage/candidate_importer.h"
#include "ui/common/error_messages.h"
#include "ui/common/progress_dialog.h"
#include "ui/help/context_help.h"
#include "ui/project/project_session.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QWizard>

namespace pairrank::ui {

namespace {

const QString kPathField = QStringLiteral("path");
const QString kFormatField = QStringLiteral("format");

// The format combo's entries after "Automatic", in this order.
constexpr storage::InputFormat kFormats[] = {storage::InputFormat::Csv, storage::InputFormat::Tsv,
                                             storage::InputFormat::JsonLines};

storage::Result<storage::InputFormat> chosenFormat(const QString& path, int choice) {
    if (choice > 0 && choice <= static_cast<int>(std::size(kFormats))) {
        return kFormats[choice - 1];
    }
    return storage::inputFormatFromPath(path);
}

storage::Result<storage::InputFormat> chosenFormat(const QWizard& wizard) {
    return chosenFormat(wizard.field(kPathField).toString(), wizard.field(kFormatField).toInt());
}

// Selects the entry for `column`; the first entry ("(none)" where there is one)
// when the guess found no column.
void chooseColumn(QComboBox& combo, const QString& column) {
    const int index = column.isEmpty() ? -1 : combo.findData(column);
    combo.setCurrentIndex(std::max(index, 0));
}

QString selectedColumn(const QComboBox& combo) {
    return combo.currentData().toString();
}

// What the import job hands back. `cancelled`: the user's Cancel reached the
// import, which then wrote nothing; `imported` is empty when it never began.
struct ImportOutcome {
    std::optional<storage::Result<storage::ImportSummary>> imported;
    bool cancelled = false;
};

struct FieldHelp {
    QWidget* field;
    QString name;
    QString toolTip;
    QString explanation;
};

} // namespace

ImportFilePage::ImportFilePage(QWidget* parent)
    : QWizardPage(parent)
    , m_path(new QLineEdit(this))
    , m_formatChoice(new QComboBox(this))
    , m_error(new QLabel(this)) {
    setTitle(tr("Choose a file"));
    setSubTitle(tr("Candidates are read from CSV, TSV or JSON Lines files in UTF-8."));
    m_path->setAccessibleName(tr("File to import"));
    m_formatChoice->setAccessibleName(tr("File format"));
    const QString page = QStringLiteral("candidates.html");
    setContextHelp(*m_path, page, tr("The CSV, TSV or JSON Lines file to import"),
                   tr("A UTF-8 file with one candidate per row (CSV, TSV) or per line (JSON "
                      "Lines). Nothing is imported before the last page has checked every "
                      "record."));
    setContextHelp(*m_formatChoice, page, tr("How the file is read"),
                   tr("Automatic reads the format from the file name's ending (.csv, .tsv, "
                      ".jsonl); choose it here for a file named otherwise."));
    m_formatChoice->addItems(
        {tr("Automatic (from the file name)"), tr("CSV"), tr("TSV"), tr("JSON Lines")});
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    browse->setAccessibleName(tr("Browse for the file"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto* form = new QFormLayout(this);
    // A row of a layout gets no buddy from addRow: without one the '&' would show.
    auto* pathLabel = new QLabel(tr("&File:"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    form->addRow(tr("F&ormat:"), m_formatChoice);
    form->addRow(m_error);
    registerField(kPathField + u'*', m_path);
    registerField(kFormatField, m_formatChoice);
    connect(browse, &QPushButton::clicked, this, &ImportFilePage::browse);
}

void ImportFilePage::browse() {
    auto* chooser = new QFileDialog(
        this, tr("Import Candidates"), m_path->text(),
        tr("Candidate files (*.csv *.tsv *.tab *.jsonl *.ndjson *.json);;All files (*)"));
    chooser->setFileMode(QFileDialog::ExistingFile);
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    connect(chooser, &QFileDialog::fileSelected, m_path, &QLineEdit::setText);
    chooser->open();
}

bool ImportFilePage::validatePage() {
    const QString path = m_path->text().trimmed();
    if (!QFileInfo(path).isFile()) {
        m_error->setText(tr("There is no file %1.").arg(path));
        return false;
    }
    auto format = chosenFormat(path, m_formatChoice->currentIndex());
    if (!format) {
        m_error->setText(tr("Choose the format: %1").arg(format.error().toString()));
        return false;
    }
    m_format = *format;
    m_error->clear();
    return true;
}

ImportMappingPage::ImportMappingPage(QWidget* parent)
    : QWizardPage(parent)
    , m_candidateId(new QComboBox(this))
    , m_text(new QComboBox(this))
    , m_contextId(new QComboBox(this))
    , m_fixedContext(new QLineEdit(QStringLiteral("default"), this))
    , m_contextText(new QComboBox(this))
    , m_system(new QComboBox(this))
    , m_scores(new QListWidget(this))
    , m_previewTable(new QTableView(this))
    , m_previewModel(new ImportPreviewModel(this))
    , m_previewStatus(new QLabel(this)) {
    setTitle(tr("Map the columns"));
    setSubTitle(tr("Say which column holds what. The table shows the file's first rows."));
    // Each field: its accessible name, what it does in one line, and more in What's This.
    const QList<FieldHelp> fields{
        {m_candidateId, tr("Candidate id column"), tr("The column with each candidate's unique id"),
         tr("Every candidate needs an id that no other row of the file and no candidate of the "
            "project has; a row without one, or with an id used already, is refused.")},
        {m_text, tr("Text column"), tr("The column with the text to be compared"),
         tr("The text the judges and annotators read; another column than the id. An empty "
            "text is kept (a model's empty answer is a candidate too).")},
        {m_contextId, tr("Context id column"), tr("The column that groups candidates (optional)"),
         tr("Candidates are only compared within their context, e.g. the "
            "summaries of one article. (none): every row gets the context below.")},
        {m_fixedContext, tr("Context for every row"), tr("The context of rows that name none"),
         tr("The context id every row gets when no context id column is chosen: all "
            "candidates are then compared with each other.")},
        {m_contextText, tr("Context text column"),
         tr("The column with the context's text (optional)"),
         tr("E.g. the article that was summarised or the question that was "
            "answered; it is shown to the judge with each pair.")},
        {m_system, tr("System column"), tr("The column naming what produced each text (optional)"),
         tr("The model or author of each candidate; the Calibration tab compares "
            "systems by their win rates.")},
        {m_scores, tr("Reference score columns"), tr("Numeric columns to keep as reference scores"),
         tr("Scores known beforehand, e.g. human ratings: the Ranking tab and the "
            "simulated judge can use them. Only numeric columns are offered.")},
    };
    for (const FieldHelp& help : fields) {
        help.field->setAccessibleName(help.name);
        setContextHelp(*help.field, QStringLiteral("candidates.html"), help.toolTip,
                       help.explanation);
    }
    m_scores->setMaximumHeight(90);
    m_previewTable->setModel(m_previewModel);
    m_previewTable->setAccessibleName(tr("Preview of the first rows"));
    m_previewTable->verticalHeader()->setVisible(false);
    m_previewTable->setWordWrap(false);
    m_previewStatus->setWordWrap(true);
    m_previewStatus->setObjectName(QStringLiteral("importPreviewStatus"));

    auto* form = new QFormLayout;
    form->addRow(tr("Candidate &id:"), m_candidateId);
    form->addRow(tr("&Text:"), m_text);
    form->addRow(tr("&Context id:"), m_contextId);
    form->addRow(tr("Context for rows &without one:"), m_fixedContext);
    form->addRow(tr("Context te&xt:"), m_contextText);
    form->addRow(tr("&System:"), m_system);
    form->addRow(tr("&Reference scores:"), m_scores);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_previewTable, 1);
    layout->addWidget(m_previewStatus);
    for (QComboBox* combo : {m_candidateId, m_text, m_contextId, m_contextText, m_system}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &QWizardPage::completeChanged);
    }
}

void ImportMappingPage::initializePage() {
    m_previewLoaded = false;
    m_previewStatus->setText(tr("Reading the first rows…"));
    const auto format = chosenFormat(*wizard());
    const QString path = field(kPathField).toString();
    if (!format) {
        m_previewJob.cancel();
        m_previewStatus->setText(format.error().toString());
        return;
    }
    m_previewJob.start([path, format = *format]() { return readImportPreview(path, format); },
                       [this](const ImportPreview& preview) { applyPreview(preview); });
}

void ImportMappingPage::applyPreview(const ImportPreview& preview) {
    m_previewModel->setPreview(preview);
    m_previewTable->resizeColumnsToContents();
    for (int column = 0; column < m_previewModel->columnCount(); ++column) {
        m_previewTable->setColumnWidth(column, std::min(m_previewTable->columnWidth(column), 240));
    }
    for (QComboBox* combo : {m_candidateId, m_text, m_contextId, m_contextText, m_system}) {
        combo->clear();
    }
    for (QComboBox* combo : {m_contextId, m_contextText, m_system}) {
        combo->addItem(tr("(none)"), QString());
    }
    for (const QString& column : preview.columns) {
        for (QComboBox* combo : {m_candidateId, m_text, m_contextId, m_contextText, m_system}) {
            combo->addItem(column, column);
        }
    }
    const storage::CandidateColumnGuess guess =
        storage::guessCandidateColumns(preview.columns, preview.rows);
    chooseColumn(*m_candidateId, guess.candidateId);
    chooseColumn(*m_text, guess.text);
    chooseColumn(*m_contextId, guess.contextId);
    chooseColumn(*m_contextText, guess.contextText);
    chooseColumn(*m_system, guess.system);
    // Only numbers can be reference scores: a text column is not offered.
    m_scores->clear();
    for (const QString& column : guess.numericColumns) {
        auto* item = new QListWidgetItem(column, m_scores);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(guess.referenceScores.contains(column) ? Qt::Checked : Qt::Unchecked);
    }
    m_previewLoaded = true;
    if (!preview.error.isEmpty()) {
        m_previewStatus->setText(preview.rows.isEmpty()
                                     ? tr("The file cannot be read: %1").arg(preview.error)
                                     : tr("Only the first %n row(s) can be read: %1", nullptr,
                                          static_cast<int>(preview.rows.size()))
                                           .arg(preview.error));
    } else {
        m_previewStatus->setText(
            tr("The first %n row(s) of the file.", nullptr, static_cast<int>(preview.rows.size())));
    }
    emit completeChanged();
    emit previewLoaded();
}

bool ImportMappingPage::isComplete() const {
    return m_previewLoaded && !m_previewModel->preview().columns.isEmpty() &&
           !selectedColumn(*m_candidateId).isEmpty() && !selectedColumn(*m_text).isEmpty() &&
           selectedColumn(*m_candidateId) != selectedColumn(*m_text);
}

storage::CandidateColumns ImportMappingPage::columns() const {
    storage::CandidateColumns columns;
    columns.candidateId = selectedColumn(*m_candidateId);
    columns.text = selectedColumn(*m_text);
    columns.contextId = selectedColumn(*m_contextId);
    const QString fixedContext = m_fixedContext->text().trimmed();
    columns.fixedContextId = fixedContext.isEmpty() ? QStringLiteral("default") : fixedContext;
    columns.contextText = selectedColumn(*m_contextText);
    columns.system = selectedColumn(*m_system);
    columns.required = {columns.candidateId, columns.text};
    for (int row = 0; row < m_scores->count(); ++row) {
        const QListWidgetItem* item = m_scores->item(row);
        if (item->checkState() == Qt::Checked) {
            columns.referenceScores.append({item->text(), item->text()});
        }
    }
    return columns;
}

ImportValidationPage::ImportValidationPage(ProjectSession& session, QWidget* parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_summary(new QLabel(this))
    , m_problems(new QListWidget(this))
    , m_checkJob(session)
    , m_importJob(session) {
    setTitle(tr("Check before importing"));
    setSubTitle(tr("Every record is checked; nothing is written until you press Import."));
    setCommitPage(false);
    m_summary->setWordWrap(true);
    m_problems->setAccessibleName(tr("Problems found"));
    m_problems->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_problems, 1);
}

void ImportValidationPage::initializePage() {
    m_validation.reset();
    m_imported = false;
    m_problems->clear();
    m_summary->setText(tr("Checking…"));
    emit completeChanged();
    const auto format = chosenFormat(*wizard());
    if (!format) {
        m_summary->setText(format.error().toString());
        return;
    }
    const auto* mapping = qobject_cast<const ImportMappingPage*>(wizard()->page(1));
    const storage::CandidateColumns columns = mapping->columns();
    const QString path = field(kPathField).toString();
    m_checkJob.startOnProject(
        [path, format = *format, columns](storage::ProjectDatabase& database,
                                          TaskProgress& progress) {
            return validateCandidateImport(database, path, format, columns, progress);
        },
        [this](const ImportValidation& result) { showValidation(result); });
    new ProgressDialog(m_checkJob, tr("Checking the file"), this);
}

void ImportValidationPage::cleanupPage() {
    m_checkJob.cancel(); // a check still running is for a mapping the user is changing
    m_validation.reset();
}

void ImportValidationPage::showValidation(const ImportValidation& validation) {
    m_validation = validation;
    m_problems->clear();
    for (const storage::Error& problem : validation.problems) {
        m_problems->addItem(problem.toString());
    }
    if (validation.cancelled) {
        m_summary->setText(tr("The check was cancelled. Go back and forth to check again."));
    } else if (validation.problems.isEmpty()) {
        m_summary->setText(tr("%n record(s) checked; no problem found. Press Import to import "
                              "them.",
                              nullptr, static_cast<int>(validation.records)));
    } else {
        m_summary->setText((validation.truncated
                                ? tr("More than %n problem(s) found; the first ones are listed.",
                                     nullptr, static_cast<int>(validation.problems.size()))
                                : tr("%n problem(s) found.", nullptr,
                                     static_cast<int>(validation.problems.size()))) +
                           u' ' + tr("Nothing will be imported until the file is corrected."));
    }
    emit completeChanged();
    emit validated();
}

bool ImportValidationPage::isComplete() const {
    return m_validation && !m_validation->cancelled && m_validation->problems.isEmpty() &&
           !m_importJob.isRunning();
}

bool ImportValidationPage::validatePage() {
    // QWizard asks again when the import's success accepts the wizard.
    if (m_imported) {
        return true;
    }
    if (!m_importJob.isRunning()) {
        startImport();
    }
    return false; // the wizard closes itself when the import succeeded
}

void ImportValidationPage::startImport() {
    const auto format = chosenFormat(*wizard());
    if (!format) {
        return;
    }
    const auto* mapping = qobject_cast<const ImportMappingPage*>(wizard()->page(1));
    const storage::CandidateColumns columns = mapping->columns();
    const QString path = field(kPathField).toString();
    const qint64 records = m_validation ? m_validation->records : 0;
    const std::string stage =
        tr("Importing %n record(s)…", nullptr, static_cast<int>(records)).toStdString();
    m_importJob.startOnProject(
        [path, format = *format, columns, records,
         stage](storage::ProjectDatabase& database, const common::ProgressCallback& progress) {
            // Asked before anything is written, so that a Cancel pressed while the
            // import waited for its turn writes nothing.
            ImportOutcome outcome;
            const auto goOn = [&](qint64 done) {
                outcome.cancelled =
                    outcome.cancelled || !common::shouldContinue(progress, {done, records, stage});
                return !outcome.cancelled;
            };
            if (goOn(0)) {
                outcome.imported = storage::importCandidatesFromFile(
                    database, path, format, columns, [&](const common::Progress& read) {
                        return goOn(read.done) ? common::ProgressDecision::Continue
                                               : common::ProgressDecision::Abort;
                    });
            }
            return outcome;
        },
        [this](const ImportOutcome& outcome) {
            emit completeChanged();
            if (outcome.cancelled || !*outcome.imported) {
                const QString failure = outcome.cancelled
                                            ? tr("The import was cancelled; nothing was imported.")
                                            : outcome.imported->error().toString();
                m_summary->setText(failure);
                if (!outcome.cancelled) {
                    showError(this, tr("Nothing was imported."), failure);
                }
                emit importFinished(failure, {});
                return;
            }
            m_imported = true;
            m_session.notifyChanged(ProjectChange::Candidates);
            emit importFinished({}, **outcome.imported);
            wizard()->accept();
        });
    new ProgressDialog(m_importJob, tr("Importing candidates"), this);
    emit completeChanged();
}

} // namespace pairrank::ui
