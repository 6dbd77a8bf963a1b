#include "judges_dialog.h"

#include "core/judge/api_key.h"
#include "core/judge/comparative_prompt.h"
#include "core/judge/default_prompts.h"
#include "core/run/resume_state.h"
#include "criterion_list_model.h"
#include "judge_config_commands.h"
#include "judge_config_list_model.h"
#include "judge_settings_editor.h"
#include "judge_test_runner.h"
#include "judges_project_io.h"
#include "prompt_editor.h"
#include "ui/help/guide_opener.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace pairrank::ui {

namespace {

bool sameConfig(const domain::JudgeConfig& a, const domain::JudgeConfig& b) {
    return a.name == b.name && a.backend == b.backend && a.model == b.model &&
           a.endpoint == b.endpoint && a.settings == b.settings &&
           a.apiKeyEnvironmentVariable == b.apiKeyEnvironmentVariable;
}

int currentRowOf(const QListView& view) {
    const QModelIndex current = view.currentIndex();
    return current.isValid() ? current.row() : -1;
}

// Makes `row` the view's current one; false when there is no such row.
bool setCurrentRow(QListView& view, int row) {
    if (row < 0 || row >= view.model()->rowCount()) {
        return false;
    }
    view.setCurrentIndex(view.model()->index(row, 0));
    return true;
}

QPushButton* namedButton(const QString& text, const QString& accessibleName) {
    auto* button = new QPushButton(text);
    button->setAccessibleName(accessibleName);
    return button;
}

} // namespace

JudgesDialog::JudgesDialog(ProjectSession& session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_configs(new JudgeConfigListModel(this))
    , m_criteria(new CriterionListModel(this))
    , m_undoStack(new QUndoStack(this))
    , m_testRunner(new JudgeTestRunner(this)) {
    setWindowTitle(tr("Judges and criteria"));
    setAccessibleName(tr("Judges"));
    buildLayout();
    m_commitTimer.setSingleShot(true);
    m_commitTimer.setInterval(kCommitDelay);
    connect(&m_commitTimer, &QTimer::timeout, this, &JudgesDialog::commitEdits);
    connect(m_editor, &JudgeSettingsEditor::edited, this, [this] {
        if (!m_showing) {
            m_commitTimer.start();
            updateTestSubject();
        }
    });
    connect(m_editor, &JudgeSettingsEditor::writeKeyFileRequested, this,
            &JudgesDialog::writeKeyFile);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                commitEdits();
                showRow(current.isValid() ? current.row() : -1);
            });
    connect(m_criteriaList->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                showCriterionRow(current.isValid() ? current.row() : -1);
            });
    connect(m_promptEditor, &PromptEditor::edited, this, &JudgesDialog::onCriterionEdited);
    connect(m_promptEditor, &PromptEditor::duplicateRequested, this,
            &JudgesDialog::duplicateCriterion);
    // Undo and redo change the model behind the form: show what it holds now.
    connect(m_configs, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                if (!m_showing && m_shownRow >= topLeft.row() && m_shownRow <= bottomRight.row()) {
                    m_shownRow = -1; // forces showRow to read the entry again
                    showRow(m_list->currentIndex().row());
                }
                updateButtons();
            });
    connect(m_configs, &QAbstractItemModel::rowsRemoved, this, [this] {
        const int row = currentRow();
        m_shownRow = -1;
        showRow(row);
    });
    connect(m_configs, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first) { selectRow(first); });
    connect(m_testRunner, &JudgeTestRunner::finished, this, &JudgesDialog::onTestFinished);
    connect(this, &JudgesDialog::saved, this, [this] {
        if (std::exchange(m_closeAfterSave, false)) {
            QDialog::reject(); // what was there to save is saved: nothing left to ask about
        }
    });
    reload();
}

JudgesDialog::~JudgesDialog() = default;

QWidget* JudgesDialog::buildJudgeList() {
    m_list = new QListView;
    m_list->setModel(m_configs);
    m_list->setAccessibleName(tr("Judge configurations"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_addButton = namedButton(tr("&New"), tr("New judge configuration"));
    m_duplicateButton = namedButton(tr("D&uplicate"), tr("Duplicate the judge configuration"));
    m_deleteButton = namedButton(tr("&Delete"), tr("Delete the judge configuration"));
    auto* undoButton = namedButton(tr("U&ndo"), tr("Undo"));
    undoButton->setShortcut(QKeySequence::Undo);
    auto* redoButton = namedButton(tr("Red&o"), tr("Redo"));
    redoButton->setShortcut(QKeySequence::Redo);
    connect(m_addButton, &QPushButton::clicked, this, &JudgesDialog::addConfig);
    connect(m_duplicateButton, &QPushButton::clicked, this, &JudgesDialog::duplicateConfig);
    connect(m_deleteButton, &QPushButton::clicked, this, &JudgesDialog::deleteConfig);
    connect(undoButton, &QPushButton::clicked, this, [this] {
        commitEdits();
        m_undoStack->undo();
    });
    connect(redoButton, &QPushButton::clicked, m_undoStack, &QUndoStack::redo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, undoButton, &QPushButton::setEnabled);
    connect(m_undoStack, &QUndoStack::canRedoChanged, redoButton, &QPushButton::setEnabled);
    undoButton->setEnabled(false);
    redoButton->setEnabled(false);

    auto* box = new QGroupBox(tr("Judges"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_list, 1);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_addButton);
    listButtons->addWidget(m_duplicateButton);
    listButtons->addWidget(m_deleteButton);
    layout->addLayout(listButtons);
    auto* undoButtons = new QHBoxLayout;
    undoButtons->addWidget(undoButton);
    undoButtons->addWidget(redoButton);
    layout->addLayout(undoButtons);
    return box;
}

QWidget* JudgesDialog::buildCriterionList() {
    m_criteriaList = new QListView;
    m_criteriaList->setModel(m_criteria);
    m_criteriaList->setAccessibleName(tr("Criteria"));
    m_criteriaList->setSelectionMode(QAbstractItemView::SingleSelection);
    auto* addButton = namedButton(tr("New crit&erion…"), tr("New criterion"));
    m_duplicateCriterionButton = namedButton(tr("Duplicate"), tr("Duplicate the criterion"));
    m_deleteCriterionButton = namedButton(tr("Delete"), tr("Delete the unsaved criterion"));
    connect(addButton, &QPushButton::clicked, this, &JudgesDialog::askNewCriterion);
    connect(m_duplicateCriterionButton, &QPushButton::clicked, this,
            &JudgesDialog::duplicateCriterion);
    connect(m_deleteCriterionButton, &QPushButton::clicked, this, &JudgesDialog::deleteCriterion);

    auto* box = new QGroupBox(tr("Criteria"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_criteriaList, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addButton);
    buttons->addWidget(m_duplicateCriterionButton);
    buttons->addWidget(m_deleteCriterionButton);
    layout->addLayout(buttons);
    return box;
}

QWidget* JudgesDialog::buildTestPage() {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    m_testSubject = new QLabel;
    m_testSubject->setWordWrap(true);
    m_testSubject->setAccessibleName(tr("What the test sends"));
    m_testButton = namedButton(tr("&Test the judge"), tr("Test the judge"));
    m_testResult = new QLabel;
    m_testResult->setWordWrap(true);
    m_testResult->setAccessibleName(tr("Test result"));
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testRaw = new QPlainTextEdit;
    m_testRaw->setReadOnly(true);
    m_testRaw->setAccessibleName(tr("Raw answer of the judge"));
    auto* rawLabel = new QLabel(tr("Raw &answer:"));
    rawLabel->setBuddy(m_testRaw);
    layout->addWidget(m_testSubject);
    layout->addWidget(m_testButton, 0, Qt::AlignLeft);
    layout->addWidget(m_testResult);
    layout->addWidget(rawLabel);
    layout->addWidget(m_testRaw, 1);
    connect(m_testButton, &QPushButton::clicked, this, &JudgesDialog::testConfig);
    return page;
}

void JudgesDialog::buildLayout() {
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(buildJudgeList());
    left->addWidget(buildCriterionList());
    left->setChildrenCollapsible(false);

    m_editor = new JudgeSettingsEditor;
    auto* editorScroll = new QScrollArea;
    editorScroll->setWidget(m_editor);
    editorScroll->setWidgetResizable(true);
    editorScroll->setFrameShape(QFrame::NoFrame);
    m_judgePage = editorScroll;
    m_promptEditor = new PromptEditor;

    m_pages = new QTabWidget;
    m_pages->addTab(editorScroll, tr("&Judge"));
    m_pages->addTab(m_promptEditor, tr("Criterion &prompt"));
    m_pages->addTab(buildTestPage(), tr("&Test"));

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 640});
    splitter->setChildrenCollapsible(false);

    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Status"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close |
                                         QDialogButtonBox::Help);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    // Help and F1 show the guide's page on judges and criteria.
    const auto showHelp = [this] {
        requestGuide(*this, QStringLiteral("judges.html"));
    };
    connect(buttons, &QDialogButtonBox::helpRequested, this, showHelp);
    auto* help = new QAction(tr("Help"), this);
    help->setShortcut(QKeySequence(Qt::Key_F1));
    connect(help, &QAction::triggered, this, showHelp);
    addAction(help);
    connect(buttons, &QDialogButtonBox::accepted, this, &JudgesDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &JudgesDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(980, 680);
    updateButtons();
}

void JudgesDialog::reload() {
    if (!m_session.isOpen()) {
        m_status->setText(tr("No project is open."));
        return;
    }
    // Keep what is selected across the reload after a save.
    if (m_pendingJudge.isEmpty() && currentRow() >= 0) {
        m_pendingJudge = m_configs->entry(currentRow()).config.name;
    }
    if (m_pendingCriterion.isEmpty() && currentCriterionRow() >= 0) {
        m_pendingCriterion = m_criteria->entry(currentCriterionRow()).criterion.name;
    }
    setEnabled(false);
    m_session.run(
        this, [](storage::ProjectDatabase& database) { return loadProjectJudges(database); },
        [this](const ProjectJudges& project) {
            setEnabled(true);
            if (!project.error.isEmpty()) {
                m_status->setText(project.error);
                return;
            }
            applyLoaded(project);
            emit loaded();
        });
}

void JudgesDialog::applyLoaded(const ProjectJudges& project) {
    m_storedIds.clear();
    for (const domain::JudgeConfig& config : project.configs) {
        m_storedIds.insert(config.id);
    }
    m_samplePair = project.samplePair;
    m_undoStack->clear();
    m_shownRow = -1;
    m_configs->reset(project.configs);
    QList<CriterionEntry> criteria;
    for (const domain::Criterion& stored : project.criteria) {
        CriterionEntry entry;
        // An imported criterion has no template yet: show the one a run would ask with.
        entry.stored = run::criterionForJudging(stored);
        entry.criterion = entry.stored;
        entry.judgements = project.judgementsByCriterion.value(stored.id);
        criteria << entry;
    }
    m_shownCriterionRow = -1;
    m_criteria->reset(criteria);
    if (m_samplePair) {
        m_promptEditor->setSamplePair(m_samplePair->contextText, m_samplePair->textA,
                                      m_samplePair->textB);
    }
    m_loaded = true;
    selectRow(m_configs->rowCount() > 0 ? 0 : -1);
    selectCriterionRow(m_criteria->rowCount() > 0 ? 0 : -1);
    applyPendingSelection();
    updateButtons();
}

void JudgesDialog::applyPendingSelection() {
    if (const auto row = m_configs->rowOfName(std::exchange(m_pendingJudge, QString()))) {
        selectRow(*row);
    }
    if (const auto row = m_criteria->rowOfName(std::exchange(m_pendingCriterion, QString()))) {
        selectCriterionRow(*row);
    }
    if (std::exchange(m_focusCriteriaWhenLoaded, false)) {
        m_criteriaList->setFocus(Qt::OtherFocusReason);
    }
}

bool JudgesDialog::selectJudge(const QString& name) {
    m_pages->setCurrentWidget(m_judgePage);
    if (!m_loaded) {
        m_pendingJudge = name;
        return true;
    }
    const std::optional<int> row = m_configs->rowOfName(name);
    if (row) {
        selectRow(*row);
    }
    return row.has_value();
}

bool JudgesDialog::selectCriterion(const QString& name) {
    m_pages->setCurrentWidget(m_promptEditor);
    if (!m_loaded) {
        m_pendingCriterion = name;
        return true;
    }
    const std::optional<int> row = m_criteria->rowOfName(name);
    if (row) {
        selectCriterionRow(*row);
    }
    return row.has_value();
}

void JudgesDialog::showCriteria() {
    m_pages->setCurrentWidget(m_promptEditor);
    if (!m_loaded) {
        m_focusCriteriaWhenLoaded = true; // the dialog is disabled while it loads
        return;
    }
    m_criteriaList->setFocus(Qt::OtherFocusReason);
}

int JudgesDialog::currentRow() const {
    return currentRowOf(*m_list);
}

void JudgesDialog::selectRow(int row) {
    showRow(setCurrentRow(*m_list, row) ? row : -1);
}

int JudgesDialog::currentCriterionRow() const {
    return currentRowOf(*m_criteriaList);
}

void JudgesDialog::selectCriterionRow(int row) {
    showCriterionRow(setCurrentRow(*m_criteriaList, row) ? row : -1);
}

void JudgesDialog::showRow(int row) {
    if (row == m_shownRow && row >= 0 && sameConfig(m_shownConfig, m_editor->config())) {
        return;
    }
    m_showing = true;
    m_shownRow = row;
    if (row >= 0) {
        m_editor->setConfig(m_configs->entry(row).config);
        m_shownConfig = m_editor->config();
    }
    m_editor->setEnabled(row >= 0);
    m_showing = false;
    updateButtons();
}

void JudgesDialog::showCriterionRow(int row) {
    if (row == m_shownCriterionRow) {
        return;
    }
    m_shownCriterionRow = row;
    if (row < 0) {
        m_promptEditor->clear();
    } else {
        const CriterionEntry& entry = m_criteria->entry(row);
        m_promptEditor->setCriterion(entry.criterion, entry.isStored(), entry.judgements);
    }
    updateButtons();
}

void JudgesDialog::onCriterionEdited() {
    if (m_shownCriterionRow < 0 || m_shownCriterionRow >= m_criteria->rowCount()) {
        return;
    }
    m_criteria->setCriterion(m_shownCriterionRow, m_promptEditor->criterion());
    updateTestSubject();
}

void JudgesDialog::commitEdits() {
    m_commitTimer.stop();
    if (m_showing || m_shownRow < 0 || m_shownRow >= m_configs->rowCount()) {
        return;
    }
    const domain::JudgeConfig edited = m_editor->config();
    if (sameConfig(m_shownConfig, edited)) {
        return;
    }
    m_showing = true; // the form already shows the new values
    m_undoStack->push(new EditJudgeConfigCommand(*m_configs, m_shownRow, edited));
    m_shownConfig = edited;
    m_showing = false;
}

QString JudgesDialog::uniqueName(const QString& base) const {
    QString name = base;
    for (int suffix = 2; m_configs->rowOfName(name); ++suffix) {
        name = tr("%1 %2").arg(base).arg(suffix);
    }
    return name;
}

QString JudgesDialog::uniqueCriterionName(const QString& base) const {
    QString name = base;
    for (int suffix = 2; m_criteria->rowOfName(name); ++suffix) {
        name = tr("%1 %2").arg(base).arg(suffix);
    }
    return name;
}

void JudgesDialog::addConfig() {
    commitEdits();
    judge::JudgeSettings settings;
    settings.backend = judge::Backend::OpenAiChat;
    settings.endpoint = QUrl(QStringLiteral("http://127.0.0.1:8080"));
    // A server on this machine usually wants no key: asking for one by default made
    // the test fail against it. A hosted API's key variable is typed in (the field
    // suggests OPENAI_API_KEY).
    settings.apiKeyEnvironmentVariable.clear();
    JudgeConfigEntry entry{settings.toConfig(uniqueName(tr("new judge"))), true};
    m_undoStack->push(new AddJudgeConfigCommand(*m_configs, m_configs->rowCount(), entry));
    m_pages->setCurrentWidget(m_judgePage);
}

void JudgesDialog::duplicateConfig() {
    commitEdits();
    const int row = currentRow();
    if (row < 0) {
        return;
    }
    JudgeConfigEntry copy{m_configs->entry(row).config, true};
    copy.config.id = 0;
    copy.config.name = uniqueName(tr("%1 copy").arg(copy.config.name));
    m_undoStack->push(new AddJudgeConfigCommand(*m_configs, m_configs->rowCount(), copy));
}

void JudgesDialog::deleteConfig() {
    commitEdits();
    const int row = currentRow();
    if (row < 0) {
        return;
    }
    m_undoStack->push(new RemoveJudgeConfigCommand(*m_configs, row));
}

void JudgesDialog::askNewCriterion() {
    // Not a nested event loop: the dialog answers through a signal.
    auto* ask = new QInputDialog(this);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("New criterion"));
    ask->setLabelText(tr("What the candidates are compared on (e.g. helpfulness, "
                         "correctness, clarity):"));
    ask->setAccessibleName(tr("New criterion"));
    ask->setInputMode(QInputDialog::TextInput); // builds the field, so that it can be named
    if (auto* field = ask->findChild<QLineEdit*>()) {
        field->setAccessibleName(tr("Name of the new criterion"));
    }
    connect(ask, &QInputDialog::textValueSelected, this, &JudgesDialog::addCriterion);
    ask->open();
}

void JudgesDialog::addCriterion(const QString& typed) {
    const QString name = typed.trimmed();
    if (name.isEmpty()) {
        m_status->setText(tr("A criterion needs a name."));
        return;
    }
    if (const auto existing = m_criteria->rowOfName(name)) {
        m_status->setText(tr("There is a criterion “%1” already.").arg(name));
        selectCriterionRow(*existing);
        return;
    }
    // Made from the name: the project's texts may be anything, not summaries.
    domain::Criterion criterion = judge::criterionFromDefault(judge::genericPrompt(name));
    selectCriterionRow(m_criteria->append(criterion));
    m_pages->setCurrentWidget(m_promptEditor);
    m_status->setText(tr("New criterion “%1”: adjust its prompt, then Save.").arg(name));
}

void JudgesDialog::duplicateCriterion() {
    const int row = currentCriterionRow();
    if (row < 0) {
        return;
    }
    domain::Criterion copy = m_criteria->entry(row).criterion;
    copy.name = uniqueCriterionName(tr("%1 copy").arg(copy.name));
    selectCriterionRow(m_criteria->append(copy));
    m_pages->setCurrentWidget(m_promptEditor);
}

void JudgesDialog::deleteCriterion() {
    const int row = currentCriterionRow();
    if (row < 0 || m_criteria->entry(row).isStored()) {
        return;
    }
    m_shownCriterionRow = -1;
    m_criteria->remove(row);
    selectCriterionRow(std::min(row, m_criteria->rowCount() - 1));
}

void JudgesDialog::updateButtons() {
    const bool selected = currentRow() >= 0;
    m_duplicateButton->setEnabled(selected);
    m_deleteButton->setEnabled(selected);
    const int criterionRow = currentCriterionRow();
    m_duplicateCriterionButton->setEnabled(criterionRow >= 0);
    m_deleteCriterionButton->setEnabled(criterionRow >= 0 &&
                                        !m_criteria->entry(criterionRow).isStored());
    m_testButton->setEnabled(selected && criterionRow >= 0 && !m_testRunner->isRunning());
    updateTestSubject();
}

void JudgesDialog::updateTestSubject() {
    const int row = currentRow();
    const int criterionRow = currentCriterionRow();
    if (row < 0 || criterionRow < 0) {
        m_testSubject->setText(tr("Select a judge and a criterion to test: the judge is asked "
                                  "with the criterion's prompt."));
        return;
    }
    m_testSubject->setText(
        tr("Sends one real request to the judge “%1” with the prompt of the criterion “%2”, "
           "for the pair shown in the prompt preview. Judges and criteria are independent: a "
           "run pairs one of each.")
            .arg(row == m_shownRow ? m_editor->config().name : m_configs->entry(row).config.name,
                 m_criteria->entry(criterionRow).criterion.name));
}

bool JudgesDialog::hasUnsavedChanges() {
    commitEdits();
    QSet<domain::JudgeConfigId> present;
    for (const JudgeConfigEntry& entry : m_configs->entries()) {
        if (entry.isStored()) {
            present.insert(entry.config.id);
        }
    }
    return m_configs->hasUnsavedChanges() || present.size() != m_storedIds.size() ||
           m_criteria->hasUnsavedChanges();
}

void JudgesDialog::save() {
    commitEdits();
    SaveRequest request;
    QStringList problems;
    QSet<domain::JudgeConfigId> present;
    for (const JudgeConfigEntry& entry : m_configs->entries()) {
        if (entry.isStored()) {
            present.insert(entry.config.id);
            if (entry.modified) {
                problems << tr("“%1” is stored already and cannot be changed; duplicate it and "
                               "save the copy under a new name.")
                                .arg(entry.config.name);
            }
        } else {
            request.newConfigs << entry.config;
        }
    }
    if (present.size() != m_storedIds.size()) {
        problems << tr("Stored judge configurations cannot be deleted from the project; the "
                       "deletion was not saved.");
    }
    for (int row = 0; row < m_criteria->rowCount(); ++row) {
        const CriterionEntry& entry = m_criteria->entry(row);
        if (!entry.isModified()) {
            continue;
        }
        const bool nameTaken = m_criteria->rowOfName(entry.criterion.name) != row;
        // Checked as a run's judge checks it: a criterion no run could use is not stored.
        const auto prompt = judge::checkComparativePrompt(entry.criterion);
        if (entry.criterion.name.isEmpty() || nameTaken || !prompt) {
            problems << tr("The criterion “%1” was not saved: %2")
                            .arg(entry.criterion.name,
                                 entry.criterion.name.isEmpty() ? tr("it needs a name.")
                                 : nameTaken ? tr("another criterion has that name.")
                                             : prompt.error().message);
        } else if (entry.isStored()) {
            request.changedCriteria << entry.criterion;
        } else {
            request.newCriteria << entry.criterion;
        }
    }
    if (request.isEmpty()) {
        const QString message = problems.isEmpty() ? tr("Nothing to save.") : problems.join(u'\n');
        m_status->setText(message);
        if (!problems.isEmpty()) {
            m_closeAfterSave = false;
            emit saveFailed(message);
        } else {
            emit saved();
        }
        return;
    }
    setEnabled(false);
    m_session.run(
        this,
        [request](storage::ProjectDatabase& database) {
            return saveJudgeChanges(database, request);
        },
        [this, problems](const SaveResult& result) {
            setEnabled(true);
            if (!result.error.isEmpty()) {
                const QString message = tr("Nothing was saved: %1").arg(result.error);
                m_status->setText(message);
                m_closeAfterSave = false;
                emit saveFailed(message);
                return;
            }
            m_session.notifyChanged(ProjectChange::Judges | ProjectChange::Criteria);
            const QString message = problems.isEmpty()
                                        ? tr("Saved.")
                                        : tr("Saved, except: %1").arg(problems.join(u'\n'));
            m_status->setText(message);
            reload(); // the project's view of things, ids included; clears the undo stack
            if (problems.isEmpty()) {
                emit saved();
            } else {
                m_closeAfterSave = false;
                emit saveFailed(message);
            }
        });
}

void JudgesDialog::reject() {
    if (hasUnsavedChanges()) {
        askBeforeClosing();
    } else {
        QDialog::reject();
    }
}

void JudgesDialog::askBeforeClosing() {
    if (m_closeQuestion) {
        m_closeQuestion->raise();
        return;
    }
    // Not a nested event loop: the answer arrives through finished().
    auto* box =
        new QMessageBox(QMessageBox::Question, tr("Unsaved changes"),
                        tr("The judges or criteria have changes that are not saved."),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setInformativeText(tr("Save them before closing?"));
    box->setDefaultButton(QMessageBox::Save);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_closeQuestion = box;
    connect(box, &QMessageBox::finished, this, [this](int answer) {
        m_closeQuestion = nullptr; // deleted later; the next close asks anew
        if (answer == QMessageBox::Discard) {
            QDialog::reject();
        } else if (answer == QMessageBox::Save) {
            // Closes once saved; a failed save keeps the dialog open with the reason.
            m_closeAfterSave = true;
            save();
        }
    });
    box->open();
}

void JudgesDialog::testConfig() {
    commitEdits();
    if (!m_samplePair) {
        m_testResult->setText(tr("The project has no pair of candidates to test on."));
        emit testFinished();
        return;
    }
    if (!m_promptEditor->problem().isEmpty()) {
        m_testResult->setText(tr("The prompt cannot be sent: %1").arg(m_promptEditor->problem()));
        emit testFinished();
        return;
    }
    m_testResult->setText(tr("Sending one request…"));
    m_testRaw->clear();
    m_testRunner->start(m_editor->config(), m_promptEditor->criterion(), *m_samplePair);
    updateButtons();
}

void JudgesDialog::onTestFinished(const JudgeTestResult& result) {
    const QLocale locale;
    if (result.ok && result.p) {
        QString text = tr("p(A is better) = %1 (%n attempt(s)", nullptr, result.attempts)
                           .arg(locale.toString(*result.p, 'f', 4));
        if (result.latencyMilliseconds) {
            text += tr(", %1 ms").arg(locale.toString(*result.latencyMilliseconds, 'f', 0));
        }
        text += QLatin1Char(')');
        m_testResult->setText(text);
    } else {
        m_testResult->setText(tr("No probability: %1").arg(result.message));
    }
    m_testRaw->setPlainText(result.rawAnswer);
    updateButtons();
    emit testFinished();
}

void JudgesDialog::writeKeyFile(const QString& path) {
    if (path.isEmpty()) {
        m_status->setText(tr("Type the key file's path first."));
        return;
    }
    // Not a nested event loop: the dialog answers through a signal.
    auto* ask = new QInputDialog(this);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("API key"));
    ask->setLabelText(tr("The key to write to %1 (readable only by you):").arg(path));
    ask->setTextEchoMode(QLineEdit::Password);
    connect(ask, &QInputDialog::textValueSelected, this, [this, path](const QString& key) {
        const judge::Status written = judge::writeApiKeyFile(path, key);
        m_status->setText(
            written ? tr("The key was written to %1.").arg(path)
                    : tr("The key file could not be written: %1").arg(written.error().message));
    });
    ask->open();
}

QString JudgesDialog::testResultText() const {
    return m_testResult->text();
}

QString JudgesDialog::testRawAnswer() const {
    return m_testRaw->toPlainText();
}

QString JudgesDialog::statusText() const {
    return m_status->text();
}

} // namespace pairrank::ui
