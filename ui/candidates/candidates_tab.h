// The Candidates tab: a filter bar (context, system, text search),
// the virtualised candidates table and a side panel with the selected
// candidate's full text and its context. "Import…" opens the import wizard.
#pragma once

#include "candidate_table_model.h"
#include "ui/common/job_tracker.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace pairrank::ui {

class ProjectSession;

class CandidatesTab : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSearchDelay = 250; // ms after the last key press

    explicit CandidatesTab(ProjectSession& session, QWidget* parent = nullptr);

    CandidateTableModel& model() const { return *m_model; }
    QTableView& table() const { return *m_table; }
    QLineEdit& searchField() const { return *m_search; }
    QComboBox& contextFilter() const { return *m_contextFilter; }
    QComboBox& systemFilter() const { return *m_systemFilter; }
    QTextBrowser& details() const { return *m_details; }
    QPushButton& importButton() const { return *m_import; }

signals:
    void importRequested();

private:
    void reloadFilterChoices();
    void applyFilter();
    void showDetails(const QModelIndex& current);
    void updateStatus(const QString& failure);
    // Fits the column widths to the rows when the columns are new (another project, a
    // reference score more or less) or were fitted before any row was there; a re-sort,
    // a search or a filter keeps the widths the person sees, or dragged.
    void fitNewColumns();
    // Selects m_reselect's row when it is loaded (which shows its details again).
    void reselectCandidate();

    ProjectSession& m_session;
    CandidateTableModel* m_model;
    QComboBox* m_contextFilter;
    QComboBox* m_systemFilter;
    QLineEdit* m_search;
    QPushButton* m_import;
    QLabel* m_status;
    QSplitter* m_splitter;
    QTableView* m_table;
    QTextBrowser* m_details;
    // The candidate selected before the table reloaded (a sort, a search, a filter): selected
    // again when a reload brings it among the rows loaded; 0: none.
    domain::CandidateId m_reselect = 0;
    QStringList m_fittedColumns; // the titles of the columns when they were last fitted
    bool m_fittedWithRows = false;
    QTimer m_searchTimer;
    JobTracker m_detailsJob;
    JobTracker m_choicesJob;
};

} // namespace pairrank::ui
