// The Ranking tab: the current ranking of one context under one
// criterion — a table by score with intervals, a score plot with interval
// bars, and for the selected candidate its text and the judgements involving
// it (by default those of the criterion ranked, failures on request).
//
// While a run goes on, the tab follows it: the run's snapshots carry each context's
// ranking (the same type and numbers a fit shows, core/analysis/ranking_rows.h), and the
// tab shows the one of its context and criterion, at most every kLiveInterval, without
// fitting anything itself. Otherwise — no run, or a run of another criterion or
// context — the ranking is a fit of the stored judgements by RankingJob
// (ranking_job.h) in a worker thread, recomputed at most every kRefreshInterval while
// judgements arrive; only the newest job's result is applied.
#pragma once

#include "candidate_judgements.h"
#include "core/run/run_snapshot.h"
#include "ranking_job.h"
#include "ranking_table_model.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <optional>

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
    static constexpr int kLiveInterval = 250;     // ms between rankings shown from a run

    explicit RankingTab(ProjectSession& session, QWidget* parent = nullptr);

    RankingTableModel& model() const { return *m_model; }
    QTableView& table() const { return *m_table; }
    ScorePlot& plot() const { return *m_plot; }
    QComboBox& contextChoice() const { return *m_contextChoice; }
    QComboBox& criterionChoice() const { return *m_criterionChoice; }
    QTextBrowser& details() const { return *m_details; }
    CandidateJudgementsModel& judgementsModel() const { return *m_judgementsModel; }
    const QLabel& summary() const { return *m_summary; }

    // Recomputes now with the chosen context and criterion (or shows the run's).
    void refresh();

    // A run's snapshot (RunTab::snapshotReceived): shown when it ranks the context and
    // criterion chosen here.
    void followRun(const pairrank::run::RunSnapshot& snapshot);
    // The run ended: the ranking is a fit of the stored judgements again.
    void stopFollowingRun();
    // True while the ranking shown comes from a running run.
    bool isFollowingRun() const { return m_followedRun.has_value(); }

signals:
    // A ranking was applied (or failed: `failure` says why).
    void rankingShown(const QString& failure);

private:
    void reloadChoices();
    void scheduleRefresh();
    void applyRanking(quint64 jobId, const analysis::RankingSnapshot& snapshot);
    void showRanking(const analysis::RankingSnapshot& snapshot, bool live);
    // The ranking of the chosen context and criterion in the followed run, if it has it.
    const analysis::RankingSnapshot* rankingFromRun() const;
    void showFollowedRun();
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
    std::optional<run::RunSnapshot> m_followedRun; // the latest snapshot of an active run
    QElapsedTimer m_lastLive;                      // when a run's ranking was last shown
    QTimer m_liveTimer;                            // shows a held-back snapshot
    quint64 m_choicesJob = 0;
    quint64 m_detailsJob = 0;
    quint64 m_judgementsJob = 0;
    bool m_computing = false;
    bool m_dirty = false;
};

} // namespace pairrank::ui
