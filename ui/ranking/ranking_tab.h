// The Ranking tab: the current ranking of one context under one
// criterion — a table by score with intervals, a score plot with interval
// bars, and for the selected candidate its text and the judgements involving
// it (by default those of the criterion ranked, failures on request). The ranking is computed by
// RankingJob (ranking_job.h) in its own worker thread; only the newest job's result is applied.
// While judgements arrive (a run), the ranking is recomputed at most every kRefreshInterval.
#pragma once

#include "candidate_judgements.h"
#include "ranking_job.h"
#include "ranking_table_model.h"

#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace pairrank::ui {

class CandidateJudgementsModel;
class ProjectSession;
class ScorePlot;

class RankingTab : public QWidget {
    Q_OBJECT

public:
    static constexpr int kRefreshInterval = 2000; // ms between recomputations during a run

    explicit RankingTab(ProjectSession& session, QWidget* parent = nullptr);

    RankingTableModel& model() const { return *m_model; }
    QTableView& table() const { return *m_table; }
    ScorePlot& plot() const { return *m_plot; }
    QComboBox& contextChoice() const { return *m_contextChoice; }
    QComboBox& criterionChoice() const { return *m_criterionChoice; }
    QTextBrowser& details() const { return *m_details; }
    CandidateJudgementsModel& judgementsModel() const { return *m_judgementsModel; }
    const QLabel& summary() const { return *m_summary; }

    // Recomputes now with the chosen context and criterion.
    void refresh();

signals:
    // A ranking was applied (or failed: `failure` says why).
    void rankingShown(const QString& failure);

private:
    void reloadChoices();
    void scheduleRefresh();
    void applyRanking(quint64 jobId, const analysis::RankingSnapshot& snapshot);
    void showFailure(quint64 jobId, const QString& message);
    void showCandidate(const QModelIndex& current);
    QWidget* createJudgementsPanel();
    // Reads the selected candidate's judgements again with the panel's filters.
    void loadJudgements();
    void showJudgements(const CandidateJudgements& judgements);
    domain::CandidateId selectedCandidate() const;

    ProjectSession& m_session;
    ui::RankingJob* m_job;
    RankingTableModel* m_model;
    QComboBox* m_contextChoice;
    QComboBox* m_criterionChoice;
    QPushButton* m_refresh;
    QLabel* m_summary;
    QSplitter* m_splitter;
    QSplitter* m_topSplitter;
    QTableView* m_table;
    ScorePlot* m_plot;
    QTextBrowser* m_details;
    CandidateJudgementsModel* m_judgementsModel;
    QTableView* m_judgements = nullptr;
    QLabel* m_judgementsSummary = nullptr;
    QCheckBox* m_allCriteria = nullptr;
    QCheckBox* m_showFailures = nullptr;
    QTimer m_refreshTimer;
    quint64 m_choicesJob = 0;
    quint64 m_detailsJob = 0;
    quint64 m_judgementsJob = 0;
    bool m_computing = false;
    bool m_dirty = false;
};

} // namespace pairrank::ui
