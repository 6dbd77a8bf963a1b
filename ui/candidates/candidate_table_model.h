// The candidates of the open project as a table: external id,
// context, system, text preview and one column per reference-score criterion.
// Virtualised: rows arrive one page at a time through fetchMore(), loaded by
// the project's worker (a JobTracker) and appended on the GUI thread. A page
// that arrives after the filter changed or the project changed is dropped.
// Sorted by a column (sort(), the header): the database sorts the ids once
// (storage::candidateIdsInOrder) and the pages follow them; -1 is the stored order.
#pragma once

#include "candidate_query.h"
#include "ui/common/job_tracker.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <deque>

namespace pairrank::ui {

class ProjectSession;

class CandidateTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ExternalId, Context, System, Text, FirstScore };
    enum Role { CandidateIdRole = Qt::UserRole + 1 };

    explicit CandidateTableModel(ProjectSession& session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // The column sorted by and its direction; column -1: the stored order.
    int sortColumn() const { return m_sortColumn; }

    const CandidateFilter& filter() const { return m_filter; }
    // Reloads from the first page with the new filter (no-op when unchanged).
    void setFilter(const CandidateFilter& filter);
    // Reloads from the first page (the project changed).
    void reload();

    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows) { m_pageSize = rows; }
    // True while a page is being loaded.
    bool isLoading() const { return m_pageJob.isRunning(); }
    bool isExhausted() const { return m_exhausted; }
    const QStringList& scoreCriteria() const { return m_scoreCriteria; }
    // Precondition: 0 <= row < rowCount().
    const CandidateRow& rowAt(int row) const { return m_rows.at(static_cast<std::size_t>(row)); }

signals:
    // A page was applied (or the reload found nothing); `failure` is empty on success.
    void pageLoaded(const QString& failure);

private:
    struct FirstPage {
        storage::Result<CandidatePage> page;
        storage::Result<QHash<domain::ContextId, QString>> contextNames;
        QList<domain::CandidateId> sorted; // with a sort order: the ids in it
    };
    void clear();
    std::optional<storage::CandidateSortOrder> sortOrder() const;
    void requestPage(bool first);
    void applyFirstPage(const FirstPage& loaded);
    void applyPage(const CandidatePage& page);

    ProjectSession& m_session;
    CandidateFilter m_filter;
    int m_pageSize = 500;
    JobTracker m_pageJob;
    bool m_exhausted = true;
    CandidateCursor m_cursor;
    // A deque: a page appended to 100,000 rows moves none of them. A QList appending
    // another list copies every row each time its capacity grows (Qt 6.4), up to
    // 90 ms on the GUI thread at 87,000 rows.
    std::deque<CandidateRow> m_rows;
    QStringList m_scoreCriteria;
    QHash<domain::ContextId, QString> m_contextNames;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QList<domain::CandidateId> m_sorted; // the ids in the sort order; empty: stored order
    QString m_sortCriterion;             // of a reference-score column sorted by
};

} // namespace pairrank::ui
