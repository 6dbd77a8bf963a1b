#include "judges_dialog.h"

#include "core/judge/api_key.h"
#include "judge_config_commands.h"
#include "judge_config_list_model.h"
#include "judge_settings_editor.h"
#include "judge_test_runner.h"
#include "judges_project_io.h"
#include "prompt_editor.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

bool sameConfig(const domain::JudgeConfig& a, const domain::JudgeConfig& b) {
    return a.name == b.name && a.backend == b.backend && a.model == b.model &&
           a.endpoint == b.endpoint && a.settings == b.settings &&
           a.apiKeyEnvironmentVariable == b.apiKeyEnvironmentVariable;
}

bool sameCriterion(const domain::Criterion& a, const domain::Criterion& b) {
    return a.name == b.name && a.comparativePromptTemplate == b.comparativePromptTemplate &&
           a.labelWords == b.labelWords;
}

} // namespace

JudgesDialog::JudgesDialog(ProjectSession& session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_configs(new JudgeConfigListModel(this))
    , m_undoStack(new QUndoStack(this))
    , m_testRunner(new JudgeTestRunner(this)) {
    setWindowTitle(tr("Judges"));
    setAccessibleName(tr("Judges"));
    buildLayout();
    m_commitTimer.setSingleShot(true);
    m_commitTimer.setInterval(kCommitDelay);
    connect(&m_commitTimer, &QTimer::timeout, this, &JudgesDialog::commitEdits);
    connect(m_editor, &JudgeSettingsEditor::edited, this, [this] {
        if (!m_showing) {
            m_commitTimer.start();
        }
    });
    connect(m_editor, &JudgeSettingsEditor::writeKeyFileRequested, this,
            &JudgesDialog::writeKeyFile);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                commitEdits();
                showRow(current.isValid() ? current.row() : -1);
            });
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
    reload();
}

JudgesDialog::~JudgesDialog() = default;

void JudgesDialog::buildLayout() {
    m_list = new QListView;
    m_list->setModel(m_configs);
    m_list->setAccessibleName(tr("Judge configurations"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_addButton = new QPushButton(tr("&New"));
    m_addButton->setAccessibleName(tr("New judge configuration"));
    m_duplicateButton = new QPushButton(tr("D&uplicate"));
    m_duplicateButton->setAccessibleName(tr("Duplicate the judge configuration"));
    m_deleteButton = new QPushButton(tr("&Delete"));
    m_deleteButton->setAccessibleName(tr("Delete the judge configuration"));
    auto* undoButton = new QPushButton(tr("U&ndo"));
    undoButton->setAccessibleName(tr("Undo"));
    undoButton->setShortcut(QKeySequence::Undo);
    auto* redoButton = new QPushButton(tr("Red&o"));
    redoButton->setAccessibleName(tr("Redo"));
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

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_list, 1);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(m_addButton);
    listButtons->addWidget(m_duplicateButton);
    listButtons->addWidget(m_deleteButton);
    leftLayout->addLayout(listButtons);
    auto* undoButtons = new QHBoxLayout;
    undoButtons->addWidget(undoButton);
    undoButtons->addWidget(redoButton);
    leftLayout->addLayout(undoButtons);

    m_editor = new JudgeSettingsEditor;
    auto* editorScroll = new QScrollArea;
    editorScroll->setWidget(m_editor);
    editorScroll->setWidgetResizable(true);
    editorScroll->setFrameShape(QFrame::NoFrame);
    m_promptEditor = new PromptEditor;

    auto* testPage = new QWidget;
    auto* testLayout = new QVBoxLayout(testPage);
    auto* testHelp = new QLabel(tr("Sends one real request for the pair shown in the prompt "
                                   "preview, with the judge and prompt as edited."));
    testHelp->setWordWrap(true);
    m_testButton = new QPushButton(tr("&Test the judge"));
    m_testButton->setAccessibleName(tr("Test the judge"));
    m_testResult = new QLabel;
    m_testResult->setWordWrap(true);
    m_testResult->setAccessibleName(tr("Test result"));
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testRaw = new QPlainTextEdit;
    m_testRaw->setReadOnly(true);
    m_testRaw->setAccessibleName(tr("Raw answer of the judge"));
    auto* rawLabel = new QLabel(tr("Raw &answer:"));
    rawLabel->setBuddy(m_testRaw);
    testLayout->addWidget(testHelp);
    testLayout->addWidget(m_testButton, 0, Qt::AlignLeft);
    testLayout->addWidget(m_testResult);
    testLayout->addWidget(rawLabel);
    testLayout->addWidget(m_testRaw, 1);
    connect(m_testButton, &QPushButton::clicked, this, &JudgesDialog::testConfig);

    auto* pages = new QTabWidget;
    pages->addTab(editorScroll, tr("&Connection"));
    pages->addTab(m_promptEditor, tr("&Prompt"));
    pages->addTab(testPage, tr("&Test"));

    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(pages);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 640});
    splitter->setChildrenCollapsible(false);

    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setAccessibleName(tr("Status"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
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
    setEnabled(false);
    m_session.run(
        this, [](storage::ProjectDatabase& database) { return loadProjectJudges(database); },
        [this](const ProjectJudges& project) {
            setEnabled(true);
            if (!project.error.isEmpty()) {
                m_status->setText(project.error);
                return;
            }
            m_criteria = project.criteria;
            m_storedIds.clear();
            for (const domain::JudgeConfig& config : project.configs) {
                m_storedIds.insert(config.id);
            }
            m_samplePair = project.samplePair;
            m_undoStack->clear();
            m_shownRow = -1;
            m_configs->reset(project.configs);
            m_promptEditor->setCriteria(m_criteria);
            if (m_samplePair) {
                m_promptEditor->setSamplePair(m_samplePair->contextText, m_samplePair->textA,
                                              m_samplePair->textB);
            }
            selectRow(m_configs->rowCount() > 0 ? 0 : -1);
            updateButtons();
            emit loaded();
        });
}

int JudgesDialog::currentRow() const {
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void JudgesDialog::selectRow(int row) {
    if (row < 0 || row >= m_configs->rowCount()) {
        showRow(-1);
        return;
    }
    m_list->setCurrentIndex(m_configs->index(row));
    showRow(row);
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

void JudgesDialog::addConfig() {
    commitEdits();
    judge::JudgeSettings settings;
    settings.backend = judge::Backend::OpenAiChat;
    settings.endpoint = QUrl(QStringLiteral("http://127.0.0.1:8080"));
    settings.apiKeyEnvironmentVariable = QStringLiteral("OPENAI_API_KEY");
    JudgeConfigEntry entry{settings.toConfig(uniqueName(tr("new judge"))), true};
    m_undoStack->push(new AddJudgeConfigCommand(*m_configs, m_configs->rowCount(), entry));
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

void JudgesDialog::updateButtons() {
    const bool selected = currentRow() >= 0;
    m_duplicateButton->setEnabled(selected);
    m_deleteButton->setEnabled(selected);
    m_testButton->setEnabled(selected && !m_testRunner->isRunning());
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
    const domain::Criterion criterion = m_promptEditor->criterion();
    if (!m_promptEditor->problem().isEmpty()) {
        problems << tr("The prompt was not saved: %1").arg(m_promptEditor->problem());
    } else {
        if (criterion.id == 0 && !criterion.name.isEmpty()) {
            request.newCriterion = criterion;
        } else if (criterion.id > 0) {
            for (const domain::Criterion& stored : std::as_const(m_criteria)) {
                if (stored.id == criterion.id && !sameCriterion(stored, criterion)) {
                    problems << tr("The criterion “%1” is stored already and its prompt cannot "
                                   "be changed; type a new criterion name to save this prompt.")
                                    .arg(criterion.name);
                }
            }
        }
    }
    if (request.newConfigs.isEmpty() && !request.newCriterion) {
        const QString message = problems.isEmpty() ? tr("Nothing to save.") : problems.join(u'\n');
        m_status->setText(message);
        if (!problems.isEmpty()) {
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
        [this, request, problems](const SaveResult& result) {
            setEnabled(true);
            if (!result.error.isEmpty()) {
                const QString message = tr("Nothing was saved: %1").arg(result.error);
                m_status->setText(message);
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
                emit saveFailed(message);
            }
        });
}

void JudgesDialog::testConfig() {
    commitEdits();
    if (!m_samplePair) {
        m_testResult->setText(tr("The project has no pair of candidates to test on."));
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

} // namespace pairrank::ui
