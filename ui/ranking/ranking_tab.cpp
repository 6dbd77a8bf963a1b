#include "ranking_tab.h"

#include "candidate_evidence_panel.h"
#include "core/analysis/ranking.h"
#include "score_plot.h"
#include "ui/common/candidate_rows_table.h"
#include "ui/common/header_sort_cycle.h"
#include "ui/common/method_names.h"
#include "ui/main/project_overview.h"
#include "ui/project/project_session.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pairrank::ui {

RankingTab::RankingTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_choicesJob(session)
    , m_rankingJob(session)
    , m_intervalsJob(session)
    , m_model(new RankingTableModel(this))
    , m_contextChoice(new QComboBox(this))
    , m_criterionChoice(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_search(new QLineEdit(this)) {
    auto* recompute = new QPushButton(tr("&Recompute"), this);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* topSplitter = new QSplitter(Qt::Horizontal, splitter);
    m_table = new QTableView(topSplitter);
    m_plot = new ScorePlot(topSplitter);
    m_candidate = new CandidateEvidencePanel(session, splitter);
    m_contextChoice->setAccessibleName(tr("Context"));
    m_contextChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_contextChoice->setMinimumContentsLength(24);
    m_criterionChoice->setAccessibleName(tr("Criterion"));
    recompute->setAccessibleName(tr("Recompute the ranking"));
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("rankingSummary"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Context:"), this));
    controls->addWidget(m_contextChoice, 2);
    controls->addWidget(new QLabel(tr("Criterion:"), this));
    controls->addWidget(m_criterionChoice, 1);
    controls->addWidget(recompute);
    m_search->setObjectName(QStringLiteral("rankingSearch"));
    m_search->setPlaceholderText(tr("Search ids, systems and texts"));
    m_search->setAccessibleName(tr("Search the ranking"));
    m_search->setClearButtonEnabled(true);
    controls->addWidget(m_search, 2);

    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("rankingTable"));
    m_table->horizontalHeader()->setObjectName(QStringLiteral("rankingTableHeader"));
    m_table->setAccessibleName(tr("Ranking"));
    setUpCandidateRowsTable(*m_table, RankingTableModel::Text);
    installHeaderSortCycle(*m_table); // a third click goes back to the order by rank
    topSplitter->setObjectName(QStringLiteral("rankingTopSplitter"));
    topSplitter->setStretchFactor(0, 2);
    topSplitter->setStretchFactor(1, 1);
    topSplitter->setSizes({660, 360}); // until the user's own sizes are restored
    splitter->setObjectName(QStringLiteral("rankingSplitter"));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshInterval);
    connect(&m_refreshTimer, &QTimer::timeout, this, &RankingTab::refreshWhenIdle);
    m_liveTimer.setSingleShot(true);
    connect(&m_liveTimer, &QTimer::timeout, this, &RankingTab::showFollowedRun);
    connect(recompute, &QPushButton::clicked, this, &RankingTab::refresh);
    connect(m_contextChoice, &QComboBox::activated, this, [this]() {
        m_session.setCurrentContext(m_contextChoice->currentData().value<domain::ContextId>());
        refresh();
    });
    connect(m_criterionChoice, &QComboBox::activated, this, &RankingTab::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RankingTab::showCandidate);
    connect(m_model, &RankingTableModel::orderApplied, this, &RankingTab::onOrderApplied);
    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(kSearchDelay);
    connect(&m_searchTimer, &QTimer::timeout, this,
            [this]() { m_model->setSearch(m_search->text().trimmed()); });
    connect(m_search, &QLineEdit::textChanged, this, [this]() { m_searchTimer.start(); });
    connect(&m_session, &ProjectSession::projectOpened, this, &RankingTab::reloadChoices);
    connect(&m_session, &ProjectSession::projectClosed, this, [this]() {
        m_followedRun.reset();
        m_liveTimer.stop();
        m_refreshTimer.stop();
        m_refreshAfterFit = false;
        m_contextChoice->clear();
        m_criterionChoice->clear();
        m_selectedCandidate = 0;
        m_search->clear();
        m_model->clear();
        m_plot->setSnapshot({});
        m_candidate->clear();
        m_summaryFacts.clear();
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

QTextBrowser& RankingTab::details() const {
    return m_candidate->text();
}

CandidateJudgementsModel& RankingTab::judgementsModel() const {
    return m_candidate->judgementsModel();
}

void RankingTab::reloadChoices() {
    if (m_session.role() == storage::ProjectRole::Annotator) {
        return; // the judgements a ranking rests on are not the annotator's to read
    }
    // On its own connection, like the ranking it leads to: not behind the first pages
    // of the other tabs on the worker.
    m_choicesJob.startOnOwnConnection(
        [](storage::ProjectDatabase& database) {
            return loadProjectOverview(database, storage::ProjectRole::Analyst);
        },
        [this](const storage::Result<ProjectOverview>& overview) {
            if (!overview) {
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

void RankingTab::refreshWhenIdle() {
    if (m_rankingJob.isRunning()) {
        m_refreshAfterFit = true;
        return;
    }
    refresh();
}

void RankingTab::refresh() {
    m_refreshTimer.stop();
    m_refreshAfterFit = false;
    if (!m_session.isOpen() || m_contextChoice->count() == 0) {
        return;
    }
    m_intervalsJob.cancel();
    if (rankingFromRun() != nullptr) {
        m_rankingJob.cancel();
        showFollowedRun(); // the run has it: nothing to fit
        return;
    }
    analysis::RankingRequest request;
    request.context = m_contextChoice->currentData().value<domain::ContextId>();
    request.criterion = m_criterionChoice->currentText();
    // A large pool's intervals take many times its fit (analysis::kLargePoolIntervalDraws):
    // its ranking is shown first, and drawIntervals() brings them.
    request.largePoolIntervalDraws = 0;
    // Beside the worker's queue: a large pool's fit takes seconds, and the tables'
    // pages must not wait behind it. A fit superseded (or abandoned when PairRank quits)
    // stops at its next iteration rather than hold a core for seconds.
    m_rankingJob.startOnOwnConnection(
        [request](storage::ProjectDatabase& database, const common::ProgressCallback& progress) {
            return analysis::computeRanking(database, request, progress);
        },
        [this, request](const Result<analysis::RankingSnapshot>& ranking) {
            if (ranking && ranking->intervalsOmitted && rankingFromRun() == nullptr) {
                drawIntervals(request); // first, so that the summary says they are coming
            }
            applyRanking(ranking);
        });
}

void RankingTab::drawIntervals(analysis::RankingRequest request) {
    request.largePoolIntervalDraws = analysis::kLargePoolIntervalDraws;
    m_intervalsJob.startOnOwnConnection(
        [request](storage::ProjectDatabase& database, const common::ProgressCallback& progress) {
            return analysis::computeRanking(database, request, progress);
        },
        [this](const Result<analysis::RankingSnapshot>& ranking) {
            if (rankingFromRun() != nullptr) {
                return; // a run began meanwhile: its ranking is newer
            }
            if (ranking) {
                showRanking(*ranking, false);
            } else {
                // The ranking shown stays, and says again that it has no intervals.
                qWarning("ranking: no intervals: %s", qPrintable(ranking.error().message));
                showSummary(m_model->snapshot(), false);
            }
        });
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

void RankingTab::applyRanking(const Result<analysis::RankingSnapshot>& ranking) {
    if (m_refreshAfterFit) {
        m_refreshAfterFit = false;
        scheduleRefresh();
    }
    if (!ranking) {
        showFailure(ranking.error().message);
    } else if (rankingFromRun() == nullptr) { // else a run began meanwhile: its ranking is newer
        showRanking(*ranking, false);
    }
}

void RankingTab::showRanking(const analysis::RankingSnapshot& snapshot, bool live) {
    m_fitColumnsWhenShown = m_fitColumnsWhenShown || m_model->rowCount() == 0;
    m_model->setSnapshot(snapshot);
    m_plot->setSnapshot(snapshot);
    showSummary(snapshot, live);
    emit rankingShown({});
}

void RankingTab::onOrderApplied() {
    updateSummaryText();
    if (m_fitColumnsWhenShown && m_model->rowCount() > 0) {
        m_fitColumnsWhenShown = false;
        m_table->resizeColumnsToContents();
        const int padding = m_table->fontMetrics().horizontalAdvance(QStringLiteral("-0.00"));
        for (int column = 0; column < RankingTableModel::ColumnCount; ++column) {
            // Scores change sign and width while a run goes on; ids of real datasets are long.
            const int width = m_table->columnWidth(column) + padding / 2;
            m_table->setColumnWidth(column, std::min(width, 180));
        }
        m_table->setColumnWidth(RankingTableModel::Text, 360);
    }
    const int row = m_selectedCandidate != 0 ? m_model->rowOfCandidate(m_selectedCandidate) : -1;
    if (row >= 0) {
        m_table->selectRow(row);
    }
}

void RankingTab::showSummary(const analysis::RankingSnapshot& snapshot, bool live) {
    QStringList facts;
    if (live) {
        //: The Ranking tab shows the ranking of the run going on, as it changes.
        facts.append(tr("live from the run"));
    }
    facts.append(tr("%Ln judgement(s) used", nullptr, static_cast<int>(snapshot.comparisons)));
    if (snapshot.absoluteRatings > 0) {
        facts.append(
            tr("%Ln absolute rating(s)", nullptr, static_cast<int>(snapshot.absoluteRatings)));
    }
    if (snapshot.humanLabels > 0) {
        facts.append(tr("%Ln human label(s)", nullptr, static_cast<int>(snapshot.humanLabels)));
    }
    if (snapshot.judgementsWithoutProbability > 0) {
        facts.append(tr("%Ln failed or refused", nullptr,
                        static_cast<int>(snapshot.judgementsWithoutProbability)));
    }
    facts.append(tr("model %1").arg(scoringModelTitle(snapshot.model)));
    if (snapshot.entropy && snapshot.entropyStandardError) {
        //: An estimated ranking entropy and its standard error (very large pools).
        facts.append(tr("entropy %1 ± %2")
                         .arg(QLocale().toString(*snapshot.entropy, 'f', 1),
                              QLocale().toString(*snapshot.entropyStandardError, 'f', 1)));
    } else if (snapshot.entropy) {
        facts.append(tr("entropy %1").arg(QLocale().toString(*snapshot.entropy, 'f', 2)));
    }
    if (snapshot.intervalsOmitted && m_intervalsJob.isRunning()) {
        //: A very large pool's ranking is shown before its intervals, which take longer.
        facts.append(tr("drawing intervals…"));
    } else if (snapshot.intervalsOmitted) {
        //: A ranking of a very large pool is fitted without the posterior covariance.
        facts.append(
            tr("no intervals above %L1 candidates").arg(analysis::kRankingCovarianceLimit));
    }
    if (snapshot.intervalDraws > 0) {
        //: A very large pool's intervals come from random draws of the posterior.
        facts.append(tr("intervals from %L1 draws").arg(snapshot.intervalDraws));
    }
    if (snapshot.spearmanAgainstReference) {
        facts.append(tr("Spearman against the reference %1")
                         .arg(QLocale().toString(*snapshot.spearmanAgainstReference, 'f', 3)));
    }
    m_summaryFacts = facts.join(QStringLiteral(" · "));
    updateSummaryText();
}

void RankingTab::updateSummaryText() {
    const qsizetype total = m_model->snapshot().rows.size();
    const int shown = m_model->rowCount();
    if (m_summaryFacts.isEmpty() || shown == total) {
        m_summary->setText(m_summaryFacts);
        return;
    }
    //: A search of the ranking shows only the rows it matches.
    m_summary->setText(tr("%L1 of %L2 shown").arg(shown).arg(total) + QStringLiteral(" · ") +
                       m_summaryFacts);
}

void RankingTab::showFailure(const QString& message) {
    m_summaryFacts.clear();
    m_model->clear();
    m_plot->setSnapshot({});
    m_summary->setText(tr("No ranking: %1").arg(message));
    emit rankingShown(message);
}

void RankingTab::showCandidate(const QModelIndex& current) {
    if (current.isValid()) {
        m_selectedCandidate = current.data(RankingTableModel::CandidateIdRole).value<qint64>();
    }
    m_candidate->showCandidate(
        current.isValid() ? current.data(RankingTableModel::CandidateIdRole).value<qint64>() : 0,
        m_model->snapshot());
}

} // namespace pairrank::ui
