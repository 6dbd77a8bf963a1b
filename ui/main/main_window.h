// PairRank's main window. It only assembles: the project sidebar,
// the tabs (each its own class with its own model), the menus and the status
// bar; the work is in ProjectSession, ProjectActions and the tabs.
//
// For an annotator (a server project whose judgements the user may not read:
// storage/project_access.h) it shows the Annotate tab only and none of the
// actions that import or configure judges; the title says "annotator".
#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QModelIndex;
class QProgressBar;
class QSplitter;
class QTabWidget;
class QTreeView;

namespace pairrank::ui {

class CandidatesTab;
class GuideOpener;
class JudgesDialog;
class ProjectActions;
class ProjectSession;
class ProjectTreeModel;
class RankingTab;
class RunTab;
class AnnotateTab;
class CalibrationTab;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(ProjectSession& session, QWidget* parent = nullptr);
    ~MainWindow() override;

    ProjectSession& session() const { return m_session; }
    ProjectActions& projectActions() const { return *m_projectActions; }
    ProjectTreeModel& projectTree() const { return *m_treeModel; }
    QTreeView& sidebar() const { return *m_sidebar; }
    QTabWidget& tabs() const { return *m_tabs; }
    CandidatesTab& candidatesTab() const { return *m_candidatesTab; }
    RankingTab& rankingTab() const { return *m_rankingTab; }
    // The Run tab; null when the application was built without it.
    RunTab* runTab() const { return m_runTab; }
    AnnotateTab* annotateTab() const { return m_annotateTab; }
    CalibrationTab* calibrationTab() const { return m_calibrationTab; }

    // Opens the import wizard (File ▸ Import Candidates…).
    void showImportWizard();
    // The user guide's window and what opens it (Help ▸ User Guide, F1, What's This links).
    GuideOpener& guide() const { return *m_guide; }

signals:
    // The window closed because the user asked for a restart (View ▸ Language ▸ Restart
    // Now): whoever runs the event loop starts PairRank again once it has quit.
    void restartRequested();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void addTabShortcuts(QMenu& menu);
    void addLanguageMenu(QMenu& menu);
    void showAbout();
    void addHelpActions(QMenu& menu);
    void showShortcuts();
    QString guidePageOfCurrentTab() const;
    JudgesDialog* showJudges(); // null when no project is open
    void updateTitle();
    // Shows what the open project's role allows (storage::ProjectRole).
    void showRole();
    bool isAnnotator() const;
    void showOpening(const QString& path);
    void openSidebarItem(const QModelIndex& index);
    void askBeforeQuittingDuringRun();
    void restartApplication();
    QSize initialSize() const;

    ProjectSession& m_session;
    ProjectActions* m_projectActions;
    ProjectTreeModel* m_treeModel;
    QSplitter* m_splitter;
    QTreeView* m_sidebar;
    QTabWidget* m_tabs;
    CandidatesTab* m_candidatesTab;
    RankingTab* m_rankingTab;
    RunTab* m_runTab = nullptr;
    AnnotateTab* m_annotateTab = nullptr;
    CalibrationTab* m_calibrationTab = nullptr;
    QList<QAction*> m_tabActions;     // View ▸ <tab>, in tab order
    QList<QAction*> m_analystActions; // hidden from an annotator
    QLabel* m_projectLabel;
    QProgressBar* m_busy;
    GuideOpener* m_guide;
    bool m_quitDuringRunConfirmed = false;
    bool m_restartAfterClose = false; // the close under way is a restart
};

} // namespace pairrank::ui
