#include "ranking_tab.h"

#include "candidate_judgements.h"
#include "candidate_judgements_model.h"
#include "score_plot.h"
#include "ui/candidates/candidate_details.h"
#include "ui/common/elide_right_delegate.h"
#include "ui/common/method_names.h"
#include "ui/main/project_overview.h"
#include "ui/project/project_session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

// The details pane splits the candidate's text (left) from its judgements.
constexpr int kDetailsTextWidth = 420;
constexpr int kDetailsJudgementsWidth = 600;

} // namespace

RankingTab::RankingTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_job(new ui::RankingJob(this))
    , m_model(new RankingTableModel(this))
    , m_contextChoice(new QComboBox(this))
    , m_criterionChoice(new QComboBox(this))
    , m_refresh(new QPushButton(tr("&Recompute"), this))
    , m_summary(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_topSplitter(new QSplitter(Qt::Horizontal, m_splitter))
    , m_table(new QTableView(m_topSplitter))
    , m_plot(new ScorePlot(m_topSplitter))
    , m_details(new QTextBrowser)
    , m_judgementsModel(new CandidateJudgementsModel(this)) {
    m_contextChoice->setAccessibleName(tr("Context"));
    m_contextChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_contextChoice->setMinimumContentsLength(24);
    m_criterionChoice->setAccessibleName(tr("Criterion"));
    m_refresh->setAccessibleName(tr("Recompute the ranking"));
    m_summary->setWordWrap(true);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Context:"), this));
    controls->addWidget(m_contextChoice, 2);
    controls->addWidget(new QLabel(tr("Criterion:"), this));
    controls->addWidget(m_criterionChoice, 1);
    controls->addWidget(m_refresh);

    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("rankingTable"));
    m_table->horizontalHeader()->setObjectName(QStringLiteral("rankingTableHeader"));
    m_table->setAccessibleName(tr("Ranking"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegateForColumn(RankingTableModel::Text, new ElideRightDelegate(m_table));
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_details->setAccessibleName(tr("Candidate text"));
    m_details->setPlaceholderText(
        tr("Select a candidate to read its text and the judgements that involve it."));
    auto* detailsSplitter = new QSplitter(Qt::Horizontal, m_splitter);
    detailsSplitter->setObjectName(QStringLiteral("rankingDetailsSplitter"));
    detailsSplitter->addWidget(m_details);
    detailsSplitter->addWidget(createJudgementsPanel());
    detailsSplitter->setSizes({kDetailsTextWidth, kDetailsJudgementsWidth});
    m_topSplitter->setObjectName(QStringLiteral("rankingTopSplitter"));
    m_topSplitter->setStretchFactor(0, 2);
    m_topSplitter->setStretchFactor(1, 1);
    m_topSplitter->setSizes({660, 360}); // until the user's own sizes are restored
    m_splitter->setObjectName(QStringLiteral("rankingSplitter"));
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_splitter, 1);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshInterval);
    connect(&m_refreshTimer, &QTimer::timeout, this, &RankingTab::refresh);
    m_liveTimer.setSingleShot(true);
    connect(&m_liveTimer, &QTimer::timeout, this, &RankingTab::showFollowedRun);
    connect(m_refresh, &QPushButton::clicked, this, &RankingTab::refresh);
    connect(m_contextChoice, &QComboBox::activated, this, [this]() {
        m_session.setCurrentContext(m_contextChoice->currentData().value<domain::ContextId>());
        refresh();
    });
    connect(m_criterionChoice, &QComboBox::activated, this, &RankingTab::refresh);
    connect(m_job, &ui::RankingJob::finished, this, &RankingTab::applyRanking);
    connect(m_job, &ui::RankingJob::failed, this, &RankingTab::showFailure);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RankingTab::showCandidate);
    connect(&m_session, &ProjectSession::projectOpened, this, &RankingTab::reloadChoices);
    connect(&m_session, &ProjectSession::projectClosed, this, [this]() {
        m_followedRun.reset();
        m_liveTimer.stop();
        m_contextChoice->clear();
        m_criterionChoice->clear();
        m_model->clear();
        m_plot->setSnapshot({});
        m_details->clear();
        m_judgementsModel->clear();
        m_judgementsSummary->clear();
        m_summary->clear();
    });
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes & (ProjectChange::Candidates | ProjectChange::Criteria)) {
            reloadChoices();
        } else if (changes & (ProjectChange::Judgements | ProjectChange::Runs)) {
            scheduleRefresh();
        }
    });
    connect(&m_session, &ProjectSession::currentContextChanged, this, [this]() {
        const std::optional<domain::ContextId> context = m_session.currentContext();
        const int index = context ? m_contextChoice->findData(*context) : -1;
        if (index >= 0 && index != m_contextChoice->currentIndex()) {
            m_contextChoice->setCurrentIndex(index);
            refresh();
        }
    });
    if (m_session.isOpen()) {
        reloadChoices();
    }
}

void RankingTab::reloadChoices() {
    const quint64 job = ++m_choicesJob;
    m_session.run(
        this, loadProjectOverview, [this, job](const storage::Result<ProjectOverview>& overview) {
            if (job != m_choicesJob || !overview) {
                return;
            }
            const QVariant context = m_contextChoice->currentData();
            const QString criterion = m_criterionChoice->currentText();
            m_contextChoice->clear();
            for (const domain::Context& item : overview->contexts) {
                m_contextChoice->addItem(item.externalId, item.id);
            }
            m_criterionChoice->clear();
            for (const domain::Criterion& item : overview->criteria) {
                m_criterionChoice->addItem(item.name);
            }
            const std::optional<domain::ContextId> current = m_session.currentContext();
            int contextIndex =
                current ? m_contextChoice->findData(*current) : m_contextChoice->findData(context);
            m_contextChoice->setCurrentIndex(std::max(0, contextIndex));
            m_criterionChoice->setCurrentIndex(std::max(0, m_criterionChoice->findText(criterion)));
            refresh();
        });
}

void RankingTab::scheduleRefresh() {
    if (!m_refreshTimer.isActive()) {
        m_refreshTimer.start();
    }
}

void RankingTab::refresh() {
    m_refreshTimer.stop();
    if (!m_session.isOpen() || m_contextChoice->count() == 0) {
        return;
    }
    if (rankingFromRun() != nullptr) {
        showFollowedRun(); // the run has it: nothing to fit
        return;
    }
    if (m_computing) {
        m_dirty = true; // recompute once the running job is done
        return;
    }
    analysis::RankingRequest request;
    request.context = m_contextChoice->currentData().value<domain::ContextId>();
    request.criterion = m_criterionChoice->currentText();
    m_computing = true;
    m_job->start(m_session.projectPath(), request);
}

void RankingTab::followRun(const run::RunSnapshot& snapshot) {
    m_followedRun = snapshot;
    if (rankingFromRun() == nullptr) {
        return; // another context or criterion: the fit shown stays
    }
    const int wait =
        m_lastLive.isValid() ? kLiveInterval - static_cast<int>(m_lastLive.elapsed()) : 0;
    if (wait <= 0) {
        showFollowedRun();
    } else if (!m_liveTimer.isActive()) {
        m_liveTimer.start(wait); // the newest snapshot then
    }
}

void RankingTab::stopFollowingRun() {
    m_liveTimer.stop();
    if (!m_followedRun) {
        return;
    }
    m_followedRun.reset();
    refresh(); // a fit of what is stored now
}

const analysis::RankingSnapshot* RankingTab::rankingFromRun() const {
    if (!m_followedRun || m_contextChoice->count() == 0) {
        return nullptr;
    }
    const auto context = m_contextChoice->currentData().value<domain::ContextId>();
    for (const run::ContextSnapshot& entry : m_followedRun->contexts) {
        if (entry.ranking.contextId == context &&
            entry.ranking.criterionName == m_criterionChoice->currentText()) {
            return &entry.ranking;
        }
    }
    return nullptr;
}

void RankingTab::showFollowedRun() {
    m_liveTimer.stop();
    if (const analysis::RankingSnapshot* ranking = rankingFromRun()) {
        m_lastLive.start();
        showRanking(*ranking, true);
    }
}

void RankingTab::applyRanking(quint64 jobId, const analysis::RankingSnapshot& snapshot) {
    if (jobId != m_job->currentJobId()) {
        return;
    }
    m_computing = false;
    if (rankingFromRun() != nullptr) {
        return; // a run began meanwhile: its ranking is newer
    }
    showRanking(snapshot, false);
    if (m_dirty) {
        m_dirty = false;
        scheduleRefresh();
    }
}

void RankingTab::showRanking(const analysis::RankingSnapshot& snapshot, bool live) {
    const domain::CandidateId selected =
        m_table->currentIndex().isValid()
            ? m_table->currentIndex().data(RankingTableModel::CandidateIdRole).value<qint64>()
            : 0;
    const bool first = m_model->rowCount() == 0;
    m_model->setSnapshot(snapshot);
    m_plot->setSnapshot(snapshot);
    if (first) {
        m_table->resizeColumnsToContents();
        const int padding = m_table->fontMetrics().horizontalAdvance(QStringLiteral("-0.00"));
        for (int column = 0; column < RankingTableModel::ColumnCount; ++column) {
            // Scores change sign and width while a run goes on; ids of real datasets are long.
            const int width = m_table->columnWidth(column) + padding / 2;
            m_table->setColumnWidth(column, std::min(width, 180));
        }
        m_table->setColumnWidth(RankingTableModel::Text, 360);
    }
    for (int row = 0; selected != 0 && row < m_model->rowCount(); ++row) {
        if (snapshot.rows.at(row).candidateId == selected) {
            m_table->selectRow(row);
        }
    }
    QStringList facts;
    if (live) {
        //: The Ranking tab shows the ranking of the run going on, as it changes.
        facts.append(tr("live from the run"));
    }
    facts.append(tr("%n judgement(s) used", nullptr, static_cast<int>(snapshot.comparisons)));
    if (snapshot.judgementsWithoutProbability > 0) {
        facts.append(tr("%n failed or refused", nullptr,
                        static_cast<int>(snapshot.judgementsWithoutProbability)));
    }
    facts.append(tr("model %1").arg(scoringModelTitle(snapshot.model)));
    if (snapshot.entropy) {
        facts.append(tr("entropy %1").arg(QLocale().toString(*snapshot.entropy, 'f', 2)));
    }
    if (snapshot.spearmanAgainstReference) {
        facts.append(tr("Spearman against the reference %1")
                         .arg(QLocale().toString(*snapshot.spearmanAgainstReference, 'f', 3)));
    }
    m_summary->setText(facts.join(QStringLiteral(" · ")));
    emit rankingShown({});
}

void RankingTab::showFailure(quint64 jobId, const QString& message) {
    if (jobId != m_job->currentJobId()) {
        return;
    }
    m_computing = false;
    m_model->clear();
    m_plot->setSnapshot({});
    m_summary->setText(tr("No ranking: %1").arg(message));
    emit rankingShown(message);
    if (m_dirty) {
        m_dirty = false;
        scheduleRefresh();
    }
}

QWidget* RankingTab::createJudgementsPanel() {
    auto* panel = new QWidget;
    m_judgementsSummary = new QLabel;
    m_judgementsSummary->setObjectName(QStringLiteral("candidateJudgementsSummary"));
    m_judgementsSummary->setWordWrap(true);
    m_allCriteria = new QCheckBox(tr("All criteria"));
    m_allCriteria->setToolTip(
        tr("Show the judgements of every criterion, not only of the one ranked"));
    m_showFailures = new QCheckBox(tr("Show failures"));
    m_showFailures->setToolTip(
        tr("Show the attempts that gave no answer (failed calls and refusals), in grey"));
    for (QCheckBox* filter : {m_allCriteria, m_showFailures}) {
        connect(filter, &QCheckBox::toggled, this, &RankingTab::loadJudgements);
    }

    m_judgements = new QTableView;
    m_judgements->setObjectName(QStringLiteral("candidateJudgements"));
    m_judgements->setAccessibleName(tr("Judgements of the selected candidate"));
    m_judgements->setModel(m_judgementsModel);
    m_judgements->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_judgements->setWordWrap(false);
    m_judgements->verticalHeader()->setVisible(false);
    m_judgements->horizontalHeader()->setStretchLastSection(true);
    // Newest first until the user sorts by a column.
    m_judgements->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_judgements->setSortingEnabled(true);

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_judgementsSummary, 1);
    filters->addWidget(m_allCriteria);
    filters->addWidget(m_showFailures);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_judgements, 1);
    return panel;
}

domain::CandidateId RankingTab::selectedCandidate() const {
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(RankingTableModel::CandidateIdRole).value<qint64>() : 0;
}

void RankingTab::showCandidate(const QModelIndex& current) {
    const quint64 job = ++m_detailsJob;
    ++m_judgementsJob;
    if (!current.isValid()) {
        m_details->clear();
        m_judgementsModel->clear();
        m_judgementsSummary->clear();
        return;
    }
    const auto candidate = current.data(RankingTableModel::CandidateIdRole).value<qint64>();
    m_session.run(
        this,
        [candidate](storage::ProjectDatabase& database) {
            return loadCandidateDetails(database, candidate);
        },
        [this, job](const storage::Result<CandidateDetails>& details) {
            if (job != m_detailsJob) {
                return;
            }
            m_details->setHtml(details ? candidateDetailsHtml(details.value())
                                       : details.error().toString().toHtmlEscaped());
        });
    loadJudgements();
}

void RankingTab::loadJudgements() {
    const quint64 job = ++m_judgementsJob;
    CandidateJudgementsRequest request;
    request.candidate = selectedCandidate();
    request.context = m_model->snapshot().contextId;
    if (request.candidate == 0) {
        return;
    }
    // By default, the evidence behind the ranking shown: its criterion only.
    if (!m_allCriteria->isChecked() && m_model->snapshot().criterionId != 0) {
        request.criterion = m_model->snapshot().criterionId;
    }
    request.withFailures = m_showFailures->isChecked();
    m_session.run(
        this,
        [request](storage::ProjectDatabase& database) {
            return loadCandidateJudgements(database, request);
        },
        [this, job](const storage::Result<CandidateJudgements>& judgements) {
            if (job != m_judgementsJob) {
                return;
            }
            if (!judgements) {
                m_judgementsModel->clear();
                m_judgementsSummary->setText(judgements.error().toString());
                return;
            }
            showJudgements(*judgements);
        });
}

void RankingTab::showJudgements(const CandidateJudgements& judgements) {
    m_judgementsModel->setJudgements(judgements);
    m_judgements->resizeColumnsToContents();
    const CandidateJudgementsRequest& request = judgements.request;
    QStringList facts;
    const int total = static_cast<int>(judgements.total);
    facts.append(
        request.criterion
            ? tr("%n judgement(s) of “%1” involve this candidate", nullptr, total)
                  .arg(m_model->snapshot().criterionName)
            : tr("%n judgement(s) of every criterion involve this candidate", nullptr, total));
    if (!request.withFailures && judgements.withoutProbability > 0) {
        facts.append(tr("%n failed or refused attempt(s) not shown", nullptr,
                        static_cast<int>(judgements.withoutProbability)));
    }
    if (judgements.total > judgements.rows.size()) {
        facts.append(tr("the newest %1 are listed").arg(judgements.rows.size()));
    }
    m_judgementsSummary->setText(facts.join(QStringLiteral("; ")));
}

} // namespace pairrank::ui
