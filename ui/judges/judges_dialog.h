// The Judges dialog (DESIGN.md §4, §6): the project's judge configurations and
// criteria, one of each edited at a time.
//
// A judge is how to ask (backend, endpoint, model, the environment variable of
// the API key — never the key —, rate limits, prices); a criterion is what to ask
// about (its prompt template and label words, with a live preview on a real pair
// of the project). The two are independent in the project: a run pairs a judge
// with a criterion. So the dialog lists them separately, the prompt editor follows
// the selected criterion (not the judge), and the Test button sends one real
// request in the background with the selected judge AND the selected criterion's
// prompt, saying so, and shows the raw answer and p.
//
// Judge edits go through an undo stack (adding, changing and deleting a
// configuration can be undone until saved). A criterion's prompt can be changed
// until a judgement is asked with it; after that the editor shows it read-only
// and offers to duplicate it. Save writes new configurations, new criteria and
// changed prompts in one transaction on the project's worker thread. Storage
// refuses settings that look like secrets. Closing with unsaved changes asks
// whether to save them, discard them or keep editing.
//
// Limits of the storage layer today: a STORED judge configuration cannot be
// changed or deleted (storage/catalog_store.h has no update or delete for them);
// Save says so and keeps such edits in the working copy. Duplicate one to change it.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/judge/judge_request.h"
#include "ui/project/project_session.h"

#include <QDialog>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <optional>

class QLabel;
class QListView;
class QMessageBox;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QUndoStack;

namespace pairrank::ui {

class CriterionListModel;
class JudgeConfigListModel;
class JudgeSettingsEditor;
class JudgeTestRunner;
class PromptEditor;
struct JudgeTestResult;
struct ProjectJudges;

class JudgesDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int kCommitDelay = 400; // ms after the last keystroke: one undo step

    JudgesDialog(ProjectSession& session, QWidget* parent = nullptr);
    ~JudgesDialog() override;

    // Shows the criterion (its prompt page) or the judge (its settings page) of that
    // name; when the project is still loading, once it is loaded. False when the
    // loaded project has none of that name.
    bool selectCriterion(const QString& name);
    bool selectJudge(const QString& name);
    // Shows the criteria: the list of criteria has the keyboard (once loaded) and the
    // selected one's prompt is on screen, next to New criterion….
    void showCriteria();

    // The parts, for tests.
    JudgeConfigListModel& configs() const { return *m_configs; }
    CriterionListModel& criteria() const { return *m_criteria; }
    JudgeSettingsEditor& editor() const { return *m_editor; }
    PromptEditor& promptEditor() const { return *m_promptEditor; }
    QUndoStack& undoStack() const { return *m_undoStack; }
    QPushButton& testButton() const { return *m_testButton; }
    QString testResultText() const;
    QString testRawAnswer() const;
    QString statusText() const;
    // The pair the preview and the test use, once loaded.
    const std::optional<judge::PairToJudge>& samplePair() const { return m_samplePair; }
    // The judge row being edited, or -1.
    int currentRow() const;
    void selectRow(int row);
    // The criterion row being edited, or -1.
    int currentCriterionRow() const;
    void selectCriterionRow(int row);
    // Anything Save would write (or try to), pending keystrokes included.
    bool hasUnsavedChanges();

public slots:
    void addConfig();
    void duplicateConfig();
    void deleteConfig();
    // Asks for the new criterion's name (not a nested event loop).
    void askNewCriterion();
    // Adds a criterion of that name with the default prompt made from the name.
    void addCriterion(const QString& name);
    void duplicateCriterion();
    void deleteCriterion();
    void save();
    void testConfig();
    // Turns pending edits in the form into an undo step now.
    void commitEdits();
    // Close, Escape and the window's close button: asks first when there are
    // unsaved changes (Save / Discard / Cancel).
    void reject() override;

signals:
    // The project's configurations and criteria were loaded (or reloaded after a save).
    void loaded();
    void saved();
    void saveFailed(const QString& message);
    void testFinished();

private:
    QWidget* buildJudgeList();
    QWidget* buildCriterionList();
    QWidget* buildTestPage();
    void buildLayout();
    void reload();
    void applyLoaded(const ProjectJudges& project);
    void applyPendingSelection();
    void showRow(int row);
    void showCriterionRow(int row);
    void onCriterionEdited();
    void onTestFinished(const JudgeTestResult& result);
    void writeKeyFile(const QString& path);
    void updateButtons();
    void updateTestSubject();
    void askBeforeClosing();
    QString uniqueName(const QString& base) const;
    QString uniqueCriterionName(const QString& base) const;

    ProjectSession& m_session;
    JudgeConfigListModel* m_configs = nullptr;
    CriterionListModel* m_criteria = nullptr;
    QUndoStack* m_undoStack = nullptr;
    JudgeTestRunner* m_testRunner = nullptr;
    QListView* m_list = nullptr;
    QListView* m_criteriaList = nullptr;
    QTabWidget* m_pages = nullptr;
    QWidget* m_judgePage = nullptr;
    JudgeSettingsEditor* m_editor = nullptr;
    PromptEditor* m_promptEditor = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_duplicateButton = nullptr;
    QPushButton* m_deleteButton = nullptr;
    QPushButton* m_duplicateCriterionButton = nullptr;
    QPushButton* m_deleteCriterionButton = nullptr;
    QPushButton* m_testButton = nullptr;
    QPushButton* m_saveButton = nullptr;
    QLabel* m_testSubject = nullptr;
    QLabel* m_testResult = nullptr;
    QPlainTextEdit* m_testRaw = nullptr;
    QLabel* m_status = nullptr;
    QPointer<QMessageBox> m_closeQuestion;
    QTimer m_commitTimer;
    QSet<domain::JudgeConfigId> m_storedIds;
    std::optional<judge::PairToJudge> m_samplePair;
    // The shown entry as the form writes it back: only a difference from this is an edit
    // (the form normalises a config, e.g. leaves out members equal to the defaults).
    domain::JudgeConfig m_shownConfig;
    int m_shownRow = -1;
    int m_shownCriterionRow = -1;
    // What to select once the project is (re)loaded.
    QString m_pendingJudge;
    QString m_pendingCriterion;
    bool m_focusCriteriaWhenLoaded = false;
    bool m_loaded = false;
    bool m_showing = false;
    bool m_closeAfterSave = false;
};

} // namespace pairrank::ui
