// The Ranking tab: the current ranking of one context under one
// criterion — a table by score with intervals, a score plot with interval
// bars, and for the selected candidate its text and the judgements involving
// it (CandidateEvidencePanel).
//
// While a run goes on, the tab follows it: the run's snapshots carry each context's
// ranking (the same type and numbers a fit shows, core/analysis/ranking_rows.h), and the
// tab shows the one of its context and criterion, at most every kLiveInterval, without
// fitting anything itself. Otherwise — no run, or a run of another criterion or
// context — the ranking is a fit of the stored judgements (analysis::computeRanking),
// a JobTracker job on the project's worker: a new choice of context or criterion
// supersedes the fit running (its result is dropped); judgements arriving ask for a
// new fit at most every kRefreshInterval, after the running one.
#pragma once

#include "core/analysis/ranking.h"
#include "core/analysis/ranking_snapshot.h"
#include "core/domain/error.h"
#include "core/run/run_snapshot.h"
#include "ranking_table_model.h"
#include "ui/common/job_tracker.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTextBrowser;

namespace pairrank::ui {

class CandidateEvidencePanel;
class CandidateJudgementsModel;
class ProjectSession;
class ScorePlot;

class RankingTab : public QWidget {
    Q_OBJECT

public:
    static constexpr int kRefreshInterval = 2000; // ms between recomputations during a run
    static constexpr int kLiveInterval = 250;     // ms between rankings shown from a run
    static constexpr int kSearchDelay = 250;      // ms after the last key press

    explicit RankingTab(ProjectSession& session, QWidget* parent = nullptr);

    RankingTableModel& model() const { return *m_model; }
    QTableView& table() const { return *m_table; }
    ScorePlot& plot() const { return *m_plot; }
    QComboBox& contextChoice() const { return *m_contextChoice; }
    QComboBox& criterionChoice() const { return *m_criterionChoice; }
    QTextBrowser& details() const;
    CandidateJudgementsModel& judgementsModel() const;
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
    // Judgements arrived: refresh(), unless a fit runs — then after it, so that
    // judgements arriving faster than a fit takes still show rankings.
    void refreshWhenIdle();
    void applyRanking(const Result<analysis::RankingSnapshot>& ranking);
    // A large pool's ranking came without intervals: the same fit again, with them.
    void drawIntervals(analysis::RankingRequest request);
    void showRanking(const analysis::RankingSnapshot& snapshot, bool live);
    // The line above the table: what the ranking shown rests on.
    void showSummary(const analysis::RankingSnapshot& snapshot, bool live);
    // The summary's facts, led by how many rows a search shows when it hides some.
    void updateSummaryText();
    void showFailure(const QString& message);
    // The ranking of the chosen context and criterion in the followed run, if it has it.
    const analysis::RankingSnapshot* rankingFromRun() const;
    void showFollowedRun();
    void showCandidate(const QModelIndex& current);
    // The model shows a new snapshot, sort or search: the candidate selected before is
    // selected again where it now is, and a first ranking gets its column widths.
    void onOrderApplied();

    ProjectSession& m_session;
    JobTracker m_choicesJob;   // the contexts and criteria offered
    JobTracker m_rankingJob;   // the fit of the stored judgements
    JobTracker m_intervalsJob; // a large pool's ranking again, with its intervals drawn
    RankingTableModel* m_model;
    QComboBox* m_contextChoice;
    QComboBox* m_criterionChoice;
    QLabel* m_summary;
    QString m_summaryFacts; // of the snapshot shown, without what the search shows
    QLineEdit* m_search;
    QTimer m_searchTimer;
    domain::CandidateId m_selectedCandidate = 0; // kept across the model's resets
    bool m_fitColumnsWhenShown = false;
    QTableView* m_table = nullptr;
    ScorePlot* m_plot = nullptr;
    CandidateEvidencePanel* m_candidate = nullptr;
    QTimer m_refreshTimer;
    bool m_refreshAfterFit = false;                // judgements arrived while the fit ran
    std::optional<run::RunSnapshot> m_followedRun; // the latest snapshot of an active run
    QElapsedTimer m_lastLive;                      // when a run's ranking was last shown
    QTimer m_liveTimer;                            // shows a held-back snapshot
};

} // namespace pairrank::ui
