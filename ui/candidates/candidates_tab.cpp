#include "candidates_tab.h"

#include "candidate_details.h"
#include "storage/project_summary.h"
#include "ui/common/candidate_rows_table.h"
#include "ui/common/header_sort_cycle.h"
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

#include <algorithm>

namespace pairrank::ui {

namespace {

struct FilterChoices {
    QHash<domain::ContextId, QString> contexts;
    QStringList systems;
};

storage::Result<FilterChoices> loadFilterChoices(storage::ProjectDatabase& database) {
    auto contexts = loadContextNames(database);
    if (!contexts) {
        return contexts.error();
    }
    auto summary = storage::summarizeProject(database);
    if (!summary) {
        return summary.error();
    }
    return FilterChoices{*contexts, summary->candidatesBySystem.keys()};
}

} // namespace

CandidatesTab::CandidatesTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new CandidateTableModel(session, this))
    , m_contextFilter(new QComboBox(this))
    , m_systemFilter(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_import(new QPushButton(tr("&Import Candidates…"), this))
    , m_status(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_table(new QTableView(m_splitter))
    , m_details(new QTextBrowser(m_splitter))
    , m_detailsJob(session)
    , m_choicesJob(session) {
    m_contextFilter->setAccessibleName(tr("Context filter"));
    m_contextFilter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_contextFilter->setMinimumContentsLength(24);
    m_systemFilter->setAccessibleName(tr("System filter"));
    m_search->setPlaceholderText(tr("Search text and ids"));
    m_search->setAccessibleName(tr("Search candidates"));
    m_search->setClearButtonEnabled(true);
    m_import->setAccessibleName(tr("Import candidates"));
    m_import->setObjectName(QStringLiteral("importCandidatesButton"));

    auto* filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Context:"), this));
    filters->addWidget(m_contextFilter, 2);
    filters->addWidget(new QLabel(tr("System:"), this));
    filters->addWidget(m_systemFilter, 1);
    filters->addWidget(m_search, 3);
    filters->addWidget(m_import);

    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("candidatesTable"));
    m_table->horizontalHeader()->setObjectName(QStringLiteral("candidatesTableHeader"));
    m_table->setAccessibleName(tr("Candidates"));
    setUpCandidateRowsTable(*m_table, CandidateTableModel::Text);
    installHeaderSortCycle(*m_table); // sorted by the database; a third click: stored order
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_details->setAccessibleName(tr("Candidate text"));
    m_details->setPlaceholderText(tr("Select a candidate to read its full text."));
    m_splitter->setObjectName(QStringLiteral("candidatesSplitter"));
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({720, 300}); // until the user's own sizes are restored

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_status);

    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(kSearchDelay);
    connect(&m_searchTimer, &QTimer::timeout, this, &CandidatesTab::applyFilter);
    connect(m_search, &QLineEdit::textChanged, this, [this]() { m_searchTimer.start(); });
    connect(m_contextFilter, &QComboBox::activated, this, &CandidatesTab::applyFilter);
    connect(m_systemFilter, &QComboBox::activated, this, &CandidatesTab::applyFilter);
    connect(m_import, &QPushButton::clicked, this, &CandidatesTab::importRequested);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CandidatesTab::showDetails);
    connect(m_model, &CandidateTableModel::pageLoaded, this, &CandidatesTab::updateStatus);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this]() {
        const QModelIndex current = m_table->currentIndex();
        if (current.isValid()) {
            m_reselect =
                current.data(CandidateTableModel::CandidateIdRole).value<domain::CandidateId>();
        }
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this]() {
        m_details->clear();
        fitNewColumns();
        reselectCandidate();
    });
    connect(&m_session, &ProjectSession::projectOpened, this, &CandidatesTab::reloadFilterChoices);
    // Another project has other columns: its table starts in its stored order.
    connect(&m_session, &ProjectSession::projectClosed, this, [this]() {
        resetHeaderSortCycle(*m_table);
        m_fittedColumns.clear();
        m_reselect = 0;
    });
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes.testFlag(ProjectChange::Candidates)) {
            reloadFilterChoices();
        }
    });
    connect(&m_session, &ProjectSession::currentContextChanged, this, [this]() {
        const std::optional<domain::ContextId> context = m_session.currentContext();
        const int index = context ? m_contextFilter->findData(*context) : 0;
        if (index >= 0 && index != m_contextFilter->currentIndex()) {
            m_contextFilter->setCurrentIndex(index);
            applyFilter();
        }
    });
    reloadFilterChoices();
}

void CandidatesTab::reloadFilterChoices() {
    m_contextFilter->clear();
    m_contextFilter->addItem(tr("All contexts"));
    m_systemFilter->clear();
    m_systemFilter->addItem(tr("All systems"));
    if (!m_session.isOpen() && !m_session.isOpening()) {
        return;
    }
    if (m_session.role() == storage::ProjectRole::Annotator) {
        return; // the tab is hidden, and the summary counts tables the annotator may not read
    }
    m_choicesJob.startOnProject(
        loadFilterChoices, [this](const storage::Result<FilterChoices>& choices) {
            if (!choices) {
                return;
            }
            QList<std::pair<QString, domain::ContextId>> contexts;
            for (auto it = choices->contexts.cbegin(); it != choices->contexts.cend(); ++it) {
                contexts.append({it.value(), it.key()});
            }
            std::sort(contexts.begin(), contexts.end());
            for (const auto& [name, id] : contexts) {
                m_contextFilter->addItem(name, id);
            }
            for (const QString& system : choices->systems) {
                m_systemFilter->addItem(system.isEmpty() ? tr("(no system)") : system, system);
            }
            // The sidebar may have chosen a context before the choices arrived.
            if (const auto context = m_session.currentContext()) {
                m_contextFilter->setCurrentIndex(std::max(0, m_contextFilter->findData(*context)));
                applyFilter();
            }
        });
}

void CandidatesTab::applyFilter() {
    CandidateFilter filter;
    if (m_contextFilter->currentIndex() > 0) {
        filter.context = m_contextFilter->currentData().value<domain::ContextId>();
    }
    if (m_systemFilter->currentIndex() > 0) {
        filter.system = m_systemFilter->currentData().toString();
    }
    filter.search = m_search->text().trimmed();
    m_model->setFilter(filter);
}

void CandidatesTab::showDetails(const QModelIndex& current) {
    if (!current.isValid()) {
        m_detailsJob.cancel();
        m_details->clear();
        return;
    }
    const auto id = current.data(CandidateTableModel::CandidateIdRole).value<domain::CandidateId>();
    m_detailsJob.startOnProject(
        [id](storage::ProjectDatabase& database) { return loadCandidateDetails(database, id); },
        [this](const storage::Result<CandidateDetails>& details) {
            m_details->setHtml(details ? candidateDetailsHtml(*details)
                                       : details.error().toString().toHtmlEscaped());
        });
}

void CandidatesTab::updateStatus(const QString& failure) {
    if (!failure.isEmpty()) {
        m_status->setText(tr("Could not load candidates: %1").arg(failure));
        return;
    }
    const int rows = m_model->rowCount();
    m_status->setText(
        m_model->isExhausted()
            ? tr("%n candidate(s)", nullptr, rows)
            : tr("%1 candidates loaded; scroll for more").arg(QLocale().toString(rows)));
}

void CandidatesTab::fitNewColumns() {
    QStringList columns;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        columns.append(m_model->headerData(column, Qt::Horizontal).toString());
    }
    const bool hasRows = m_model->rowCount() > 0;
    // A reload empties the table before its first page comes: that is not new columns.
    const bool fitted = !m_fittedColumns.isEmpty();
    if ((!hasRows && fitted) || (columns == m_fittedColumns && m_fittedWithRows)) {
        return;
    }
    m_fittedColumns = columns;
    m_fittedWithRows = hasRows;
    // Ids of real datasets are long hashes: show their ends, keep the text in view.
    m_table->resizeColumnsToContents();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 160));
    }
    m_table->setColumnWidth(CandidateTableModel::Text, 420);
}

void CandidatesTab::reselectCandidate() {
    if (m_reselect == 0) {
        return;
    }
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->rowAt(row).id == m_reselect) {
            m_table->selectRow(row);
            m_table->scrollTo(m_model->index(row, 0));
            return;
        }
    }
}

} // namespace pairrank::ui
