// The Judges dialog (DESIGN.md §4, §6): the project's judge configurations, one
// edited at a time — backend, endpoint, model, the environment variable of the
// API key (never the key), rate limits, prices — the prompt template and label
// words of a criterion with a live preview on a real pair of the project, and a
// Test button that sends one real request through core/judge in the background
// and shows the raw answer and p.
//
// Edits change a working copy through an undo stack (adding, changing and
// deleting a configuration can be undone until saved); Save writes new
// configurations and a new criterion to the project through storage/ in one
// transaction on the project's worker thread. Storage refuses settings that look
// like secrets.
//
// Limits of the storage layer today: a STORED configuration or criterion cannot
// be changed or deleted (storage/catalog_store.h has no update or delete); Save
// says so and keeps such edits in the working copy. Duplicate one to change it.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/judge/judge_request.h"
#include "ui/project/project_session.h"

#include <QDialog>
#include <QList>
#include <QSet>
#include <QTimer>

#include <optional>

class QLabel;
class QListView;
class QPlainTextEdit;
class QPushButton;
class QUndoStack;

namespace pairrank::ui {

class JudgeConfigListModel;
class JudgeSettingsEditor;
class JudgeTestRunner;
class PromptEditor;
struct JudgeTestResult;

class JudgesDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int kCommitDelay = 400; // ms after the last keystroke: one undo step

    JudgesDialog(ProjectSession& session, QWidget* parent = nullptr);
    ~JudgesDialog() override;

    // The parts, for tests.
    JudgeConfigListModel& configs() const { return *m_configs; }
    JudgeSettingsEditor& editor() const { return *m_editor; }
    PromptEditor& promptEditor() const { return *m_promptEditor; }
    QUndoStack& undoStack() const { return *m_undoStack; }
    QPushButton& testButton() const { return *m_testButton; }
    QString testResultText() const;
    QString testRawAnswer() const;
    // The pair the preview and the test use, once loaded.
    const std::optional<judge::PairToJudge>& samplePair() const { return m_samplePair; }
    // The row being edited, or -1.
    int currentRow() const;
    void selectRow(int row);

public slots:
    void addConfig();
    void duplicateConfig();
    void deleteConfig();
    void save();
    void testConfig();
    // Turns pending edits in the form into an undo step now.
    void commitEdits();

signals:
    // The project's configurations and criteria were loaded (or reloaded after a save).
    void loaded();
    void saved();
    void saveFailed(const QString& message);
    void testFinished();

private:
    void buildLayout();
    void reload();
    void showRow(int row);
    void onTestFinished(const JudgeTestResult& result);
    void writeKeyFile(const QString& path);
    void updateButtons();
    QString uniqueName(const QString& base) const;

    ProjectSession& m_session;
    JudgeConfigListModel* m_configs = nullptr;
    QUndoStack* m_undoStack = nullptr;
    JudgeTestRunner* m_testRunner = nullptr;
    QListView* m_list = nullptr;
    JudgeSettingsEditor* m_editor = nullptr;
    PromptEditor* m_promptEditor = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_duplicateButton = nullptr;
    QPushButton* m_deleteButton = nullptr;
    QPushButton* m_testButton = nullptr;
    QPushButton* m_saveButton = nullptr;
    QLabel* m_testResult = nullptr;
    QPlainTextEdit* m_testRaw = nullptr;
    QLabel* m_status = nullptr;
    QTimer m_commitTimer;
    QList<domain::Criterion> m_criteria;
    QSet<domain::JudgeConfigId> m_storedIds;
    std::optional<judge::PairToJudge> m_samplePair;
    // The shown entry as the form writes it back: only a difference from this is an edit
    // (the form normalises a config, e.g. leaves out members equal to the defaults).
    domain::JudgeConfig m_shownConfig;
    int m_shownRow = -1;
    bool m_showing = false;
};

} // namespace pairrank::ui
