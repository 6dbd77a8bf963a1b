// The Ranking tab's lower half: the selected candidate's text (left) and the
// judgements that involve it (right) — by default those of the criterion
// ranked, failures and other criteria on request — with its absolute ratings
// under the criterion ranked above them. Each is read on the project's worker
// through a JobTracker of its own, so that only the newest selection (and
// filter) is shown and the GUI thread never waits.
#pragma once

#include "candidate_judgements.h"
#include "core/analysis/ranking_snapshot.h"
#include "ui/common/job_tracker.h"

#include <QSplitter>

class QCheckBox;
class QLabel;
class QTableView;
class QTextBrowser;

namespace pairrank::ui {

class CandidateJudgementsModel;
class ProjectSession;

class CandidateEvidencePanel : public QSplitter {
    Q_OBJECT

public:
    explicit CandidateEvidencePanel(ProjectSession& session, QWidget* parent = nullptr);

    // Shows `candidate` as ranked in `ranking` (its context and criterion).
    void showCandidate(domain::CandidateId candidate, const analysis::RankingSnapshot& ranking);
    // Shows nothing (no candidate selected).
    void clear();

    QTextBrowser& text() const { return *m_text; }
    CandidateJudgementsModel& judgementsModel() const { return *m_judgementsModel; }

private:
    QWidget* createJudgementsPanel();
    // Reads the candidate's judgements again with the panel's filters.
    void loadJudgements();
    void showJudgements(const CandidateJudgements& judgements);
    void loadAbsoluteScores();

    JobTracker m_textJob;
    JobTracker m_judgementsJob;
    JobTracker m_absoluteJob;
    // The candidate shown and the ranking it was selected in.
    domain::CandidateId m_candidate = 0;
    domain::ContextId m_context = 0;
    domain::CriterionId m_criterion = 0; // 0: the ranking names no criterion
    QString m_criterionName;
    QTextBrowser* m_text;
    CandidateJudgementsModel* m_judgementsModel;
    QTableView* m_judgements = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_absoluteScores = nullptr;
    QCheckBox* m_allCriteria = nullptr;
    QCheckBox* m_showFailures = nullptr;
};

} // namespace pairrank::ui
