#include "candidate_evidence_panel.h"

#include "candidate_absolute_scores.h"
#include "candidate_judgements_model.h"
#include "ui/candidates/candidate_details.h"
#include "ui/project/project_session.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

// This panel is a part of the Ranking tab: its texts are translated in the tab's
// context, where they were first translated.
struct RankingTabText {
    Q_DECLARE_TR_FUNCTIONS(pairrank::ui::RankingTab)
};

// The text (left) and the judgements (right), until the user's own sizes are restored.
constexpr int kTextWidth = 420;
constexpr int kJudgementsWidth = 600;

} // namespace

CandidateEvidencePanel::CandidateEvidencePanel(ProjectSession& session, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent)
    , m_textJob(session)
    , m_judgementsJob(session)
    , m_absoluteJob(session)
    , m_text(new QTextBrowser)
    , m_judgementsModel(new CandidateJudgementsModel(this)) {
    setObjectName(QStringLiteral("rankingDetailsSplitter"));
    m_text->setAccessibleName(RankingTabText::tr("Candidate text"));
    m_text->setPlaceholderText(RankingTabText::tr(
        "Select a candidate to read its text and the judgements that involve it."));
    addWidget(m_text);
    addWidget(createJudgementsPanel());
    setSizes({kTextWidth, kJudgementsWidth});
}

QWidget* CandidateEvidencePanel::createJudgementsPanel() {
    auto* panel = new QWidget;
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("candidateJudgementsSummary"));
    m_summary->setWordWrap(true);
    m_absoluteScores = new QLabel;
    m_absoluteScores->setObjectName(QStringLiteral("candidateAbsoluteScores"));
    m_absoluteScores->setAccessibleName(
        RankingTabText::tr("Absolute ratings of the selected candidate"));
    m_absoluteScores->setWordWrap(true);
    m_absoluteScores->setTextFormat(Qt::PlainText);
    m_absoluteScores->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_allCriteria = new QCheckBox(RankingTabText::tr("All criteria"));
    m_allCriteria->setToolTip(
        RankingTabText::tr("Show the judgements of every criterion, not only of the one ranked"));
    m_showFailures = new QCheckBox(RankingTabText::tr("Show failures"));
    m_showFailures->setToolTip(RankingTabText::tr(
        "Show the attempts that gave no answer (failed calls and refusals), in grey"));
    for (QCheckBox* filter : {m_allCriteria, m_showFailures}) {
        connect(filter, &QCheckBox::toggled, this, &CandidateEvidencePanel::loadJudgements);
    }

    m_judgements = new QTableView;
    m_judgements->setObjectName(QStringLiteral("candidateJudgements"));
    m_judgements->setAccessibleName(RankingTabText::tr("Judgements of the selected candidate"));
    m_judgements->setModel(m_judgementsModel);
    m_judgements->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_judgements->setWordWrap(false);
    m_judgements->verticalHeader()->setVisible(false);
    m_judgements->horizontalHeader()->setStretchLastSection(true);
    // Newest first until the user sorts by a column.
    m_judgements->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_judgements->setSortingEnabled(true);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_summary, 1);
    filters->addWidget(m_allCriteria);
    filters->addWidget(m_showFailures);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_absoluteScores);
    layout->addWidget(m_judgements, 1);
    return panel;
}

void CandidateEvidencePanel::clear() {
    m_candidate = 0;
    m_textJob.cancel();
    m_judgementsJob.cancel();
    m_absoluteJob.cancel();
    m_text->clear();
    m_judgementsModel->clear();
    m_summary->clear();
    m_absoluteScores->clear();
}

void CandidateEvidencePanel::showCandidate(domain::CandidateId candidate,
                                           const analysis::RankingSnapshot& ranking) {
    if (candidate == 0) {
        clear();
        return;
    }
    m_candidate = candidate;
    m_context = ranking.contextId;
    m_criterion = ranking.criterionId;
    m_criterionName = ranking.criterionName;
    m_textJob.startOnProject(
        [candidate](storage::ProjectDatabase& database) {
            return loadCandidateDetails(database, candidate);
        },
        [this](const storage::Result<CandidateDetails>& details) {
            m_text->setHtml(details ? candidateDetailsHtml(details.value())
                                    : details.error().toString().toHtmlEscaped());
        });
    loadJudgements();
    loadAbsoluteScores();
}

void CandidateEvidencePanel::loadAbsoluteScores() {
    const domain::CandidateId candidate = m_candidate;
    const std::optional<domain::CriterionId> criterion =
        m_criterion != 0 ? std::optional<domain::CriterionId>(m_criterion) : std::nullopt;
    m_absoluteJob.startOnProject(
        [candidate, criterion](storage::ProjectDatabase& database) {
            return loadCandidateAbsoluteScores(database, candidate, criterion);
        },
        [this](const storage::Result<QList<domain::AbsoluteScore>>& scores) {
            m_absoluteScores->setText(scores ? absoluteScoresText(*scores)
                                             : scores.error().toString());
        });
}

void CandidateEvidencePanel::loadJudgements() {
    if (m_candidate == 0) {
        return;
    }
    CandidateJudgementsRequest request;
    request.candidate = m_candidate;
    request.context = m_context;
    // By default, the evidence behind the ranking shown: its criterion only.
    if (!m_allCriteria->isChecked() && m_criterion != 0) {
        request.criterion = m_criterion;
    }
    request.withFailures = m_showFailures->isChecked();
    m_judgementsJob.startOnProject(
        [request](storage::ProjectDatabase& database) {
            return loadCandidateJudgements(database, request);
        },
        [this](const storage::Result<CandidateJudgements>& judgements) {
            if (!judgements) {
                m_judgementsModel->clear();
                m_summary->setText(judgements.error().toString());
                return;
            }
            showJudgements(*judgements);
        });
}

void CandidateEvidencePanel::showJudgements(const CandidateJudgements& judgements) {
    m_judgementsModel->setJudgements(judgements);
    m_judgements->resizeColumnsToContents();
    const CandidateJudgementsRequest& request = judgements.request;
    QStringList facts;
    const int total = static_cast<int>(judgements.total);
    facts.append(
        request.criterion
            ? RankingTabText::tr("%n judgement(s) of “%1” involve this candidate", nullptr, total)
                  .arg(m_criterionName)
            : RankingTabText::tr("%n judgement(s) of every criterion involve this candidate",
                                 nullptr, total));
    if (!request.withFailures && judgements.withoutProbability > 0) {
        facts.append(RankingTabText::tr("%n failed or refused attempt(s) not shown", nullptr,
                                        static_cast<int>(judgements.withoutProbability)));
    }
    if (judgements.total > judgements.rows.size()) {
        facts.append(RankingTabText::tr("the newest %1 are listed").arg(judgements.rows.size()));
    }
    m_summary->setText(facts.join(QStringLiteral("; ")));
}

} // namespace pairrank::ui
