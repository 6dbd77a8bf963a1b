#include "candidate_table_model.h"

#include "ui/common/background_work.h"
#include "ui/project/project_session.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <utility>

namespace pairrank::ui {

CandidateTableModel::CandidateTableModel(ProjectSession& session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_pageJob(session) {
    connect(&m_session, &ProjectSession::projectOpened, this, &CandidateTableModel::reload);
    connect(&m_session, &ProjectSession::projectClosed, this, &CandidateTableModel::clear);
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes.testFlag(ProjectChange::Candidates)) {
            reload();
        }
    });
    if (m_session.isOpen() || m_session.isOpening()) {
        reload();
    }
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstScore + static_cast<int>(m_scoreCriteria.size());
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const CandidateRow& row = m_rows.at(static_cast<std::size_t>(index.row()));
    if (role == CandidateIdRole) {
        return row.id;
    }
    const int column = index.column();
    if (role == Qt::TextAlignmentRole && column >= FirstScore) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ToolTipRole && column == Text) {
        return row.preview;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (column) {
    case ExternalId:
        return row.externalId;
    case Context:
        return m_contextNames.value(row.contextId);
    case System:
        return row.system;
    case Text:
        return row.preview;
    default: {
        const QString& criterion = m_scoreCriteria.at(column - FirstScore);
        const auto score = row.referenceScores.constFind(criterion);
        return score == row.referenceScores.cend() ? QVariant()
                                                   : QVariant(QLocale().toString(*score, 'f', 2));
    }
    }
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::InitialSortOrderRole) {
        // Scores highest first; text from A.
        return static_cast<int>(section >= FirstScore ? Qt::DescendingOrder : Qt::AscendingOrder);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= columnCount()) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case ExternalId:
        return tr("Id");
    case Context:
        return tr("Context");
    case System:
        return tr("System");
    case Text:
        return tr("Text");
    default:
        return tr("Reference %1").arg(m_scoreCriteria.at(section - FirstScore));
    }
}

bool CandidateTableModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !m_exhausted && !isLoading();
}

void CandidateTableModel::fetchMore(const QModelIndex& parent) {
    if (canFetchMore(parent)) {
        requestPage(false);
    }
}

void CandidateTableModel::sort(int column, Qt::SortOrder order) {
    const int sortColumn = column >= 0 && column < columnCount() ? column : -1;
    if (sortColumn == m_sortColumn && (sortColumn < 0 || order == m_sortOrder)) {
        return;
    }
    m_sortColumn = sortColumn;
    m_sortOrder = order;
    m_sortCriterion =
        sortColumn >= FirstScore ? m_scoreCriteria.value(sortColumn - FirstScore) : QString();
    reload();
}

std::optional<storage::CandidateSortOrder> CandidateTableModel::sortOrder() const {
    using Key = storage::CandidateSortOrder::Key;
    if (m_sortColumn < 0) {
        return std::nullopt;
    }
    storage::CandidateSortOrder order;
    order.descending = m_sortOrder == Qt::DescendingOrder;
    switch (m_sortColumn) {
    case ExternalId:
        order.key = Key::ExternalId;
        break;
    case Context:
        order.key = Key::Context;
        break;
    case System:
        order.key = Key::System;
        break;
    case Text:
        order.key = Key::Text;
        break;
    default:
        order.key = Key::ReferenceScore;
        order.criterion = m_sortCriterion;
        break;
    }
    return order;
}

void CandidateTableModel::setFilter(const CandidateFilter& filter) {
    if (filter == m_filter) {
        return;
    }
    m_filter = filter;
    reload();
}

void CandidateTableModel::reload() {
    clear();
    if (m_session.isOpen() || m_session.isOpening()) {
        requestPage(true);
    }
}

void CandidateTableModel::clear() {
    m_pageJob.cancel(); // whatever is on its way is stale now
    beginResetModel();
    // Freeing 100,000 rows holds a thread for tens of milliseconds: not the GUI's.
    runInBackground([rows = std::exchange(m_rows, {})]() mutable { rows = {}; });
    if (m_sortColumn < 0) {
        m_scoreCriteria.clear(); // a sorted table keeps its columns: the sort names one
    }
    m_sorted.clear();
    m_cursor = {};
    m_exhausted = true;
    endResetModel();
}

void CandidateTableModel::requestPage(bool first) {
    const CandidateFilter filter = m_filter;
    const CandidateCursor cursor = first ? CandidateCursor{} : m_cursor;
    const int pageSize = m_pageSize;
    if (first) {
        m_pageJob.startOnProject(
            [filter, pageSize, order = sortOrder()](storage::ProjectDatabase& database) {
                QList<domain::CandidateId> sorted;
                if (order) {
                    auto ids = storage::candidateIdsInOrder(database, filter.context, *order);
                    if (!ids) {
                        return FirstPage{ids.error(), QHash<domain::ContextId, QString>(), {}};
                    }
                    sorted = std::move(ids).value();
                }
                auto page =
                    loadCandidatePage(database, filter, {}, pageSize, order ? &sorted : nullptr);
                return FirstPage{std::move(page), loadContextNames(database), std::move(sorted)};
            },
            [this](const FirstPage& loaded) { applyFirstPage(loaded); });
        return;
    }
    m_pageJob.startOnProject(
        [filter, cursor, pageSize, sorted = m_sorted,
         bySort = m_sortColumn >= 0](storage::ProjectDatabase& database) {
            return loadCandidatePage(database, filter, cursor, pageSize,
                                     bySort ? &sorted : nullptr);
        },
        [this](const storage::Result<CandidatePage>& page) {
            if (!page) {
                m_exhausted = true; // do not retry in a loop; a reload starts over
                emit pageLoaded(page.error().toString());
                return;
            }
            applyPage(*page);
        });
}

void CandidateTableModel::applyFirstPage(const FirstPage& loaded) {
    if (!loaded.page || !loaded.contextNames) {
        emit pageLoaded(!loaded.page ? loaded.page.error().toString()
                                     : loaded.contextNames.error().toString());
        return;
    }
    // The score columns are those of the first page's candidates: a dataset
    // gives every candidate the same criteria, and columns must not change
    // while the user scrolls.
    QSet<QString> criteria;
    for (const CandidateRow& row : loaded.page->rows) {
        for (auto score = row.referenceScores.cbegin(); score != row.referenceScores.cend();
             ++score) {
            criteria.insert(score.key());
        }
    }
    beginResetModel();
    m_contextNames = *loaded.contextNames;
    if (m_sortColumn < 0 || m_scoreCriteria.isEmpty()) {
        m_scoreCriteria = QStringList(criteria.cbegin(), criteria.cend());
        std::sort(m_scoreCriteria.begin(), m_scoreCriteria.end());
    }
    m_sorted = loaded.sorted;
    m_rows.assign(loaded.page->rows.cbegin(), loaded.page->rows.cend());
    m_cursor = loaded.page->next;
    m_exhausted = loaded.page->exhausted;
    endResetModel();
    emit pageLoaded({});
}

void CandidateTableModel::applyPage(const CandidatePage& page) {
    // The cursor moves first: views call fetchMore() from rowsInserted().
    m_cursor = page.next;
    m_exhausted = page.exhausted;
    if (!page.rows.isEmpty()) {
        const int first = static_cast<int>(m_rows.size());
        beginInsertRows({}, first, first + static_cast<int>(page.rows.size()) - 1);
        m_rows.insert(m_rows.end(), page.rows.cbegin(), page.rows.cend());
        endInsertRows();
    }
    emit pageLoaded({});
}

} // namespace pairrank::ui
