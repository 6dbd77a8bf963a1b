#include "ranking_table_model.h"

#include "ui/common/background_work.h"

#include <QLocale>

#include <utility>

namespace pairrank::ui {

namespace {
QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}
} // namespace

RankingTableModel::RankingTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_orderJob(this) {}

int RankingTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

const analysis::RankingRow& RankingTableModel::rowAt(int row) const {
    return m_snapshot.rows.at(m_shown.at(static_cast<std::size_t>(row)));
}

int RankingTableModel::rowOfCandidate(domain::CandidateId candidate) const {
    for (std::size_t row = 0; row < m_shown.size(); ++row) {
        if (m_snapshot.rows.at(m_shown[row]).candidateId == candidate) {
            return static_cast<int>(row);
        }
    }
    return -1;
}

int RankingTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RankingTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const analysis::RankingRow& row = rowAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(row, index.column());
    case SortValueRole:
        return sortValue(row, index.column());
    case CandidateIdRole:
        return row.candidateId;
    case Qt::ToolTipRole:
        return index.column() == Text ? QVariant(row.textPreview) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == Id || index.column() == System || index.column() == Text
                   ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant RankingTableModel::displayValue(const analysis::RankingRow& row, int column) const {
    // Numbers are shown rounded and intervals as text; the other columns show
    // the value they sort by.
    switch (column) {
    case Score:
        return number(row.score, 3);
    case CredibleInterval:
        return row.credibleInterval ? tr("%1 … %2").arg(number(row.credibleInterval->lower, 2),
                                                        number(row.credibleInterval->upper, 2))
                                    : QVariant();
    case RankInterval:
        return row.rankLower && row.rankUpper
                   ? QVariant(tr("%1 – %2").arg(*row.rankLower).arg(*row.rankUpper))
                   : QVariant();
    case ProbabilityAboveNext:
        return row.probabilityAboveNext ? QVariant(number(*row.probabilityAboveNext, 3))
                                        : QVariant();
    case ReferenceScore:
        return row.referenceScore ? QVariant(number(*row.referenceScore, 2)) : QVariant();
    default:
        return sortValue(row, column);
    }
}

QVariant RankingTableModel::sortValue(const analysis::RankingRow& row, int column) const {
    switch (column) {
    case Rank:
        return row.rank;
    case Id:
        return row.externalId;
    case System:
        return row.system;
    case Score:
        return row.score;
    case CredibleInterval:
        return row.credibleInterval ? QVariant(row.credibleInterval->lower) : QVariant();
    case RankInterval:
        return row.rankLower ? QVariant(*row.rankLower) : QVariant();
    case ProbabilityAboveNext:
        return row.probabilityAboveNext ? QVariant(*row.probabilityAboveNext) : QVariant();
    case Judgements:
        return row.judgementsSeen;
    case ReferenceScore:
        return row.referenceScore ? QVariant(*row.referenceScore) : QVariant();
    case Text:
        return row.textPreview;
    default:
        return {};
    }
}

QVariant RankingTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (role == Qt::InitialSortOrderRole) {
        // A first click on a column of numbers shows the highest first, as ranks do.
        const bool text = section == Rank || section == Id || section == System ||
                          section == RankInterval || section == Text;
        return static_cast<int>(text ? Qt::AscendingOrder : Qt::DescendingOrder);
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CredibleInterval:
            return tr("95 % credible interval of the score (Laplace posterior)");
        case RankInterval:
            return tr("95 % interval of the rank, from draws of the posterior");
        case ProbabilityAboveNext:
            return tr("Probability that this candidate is better than the next one down");
        case Judgements:
            return tr("Judgements that involve this candidate");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Rank:
        return tr("Rank");
    case Id:
        return tr("Id");
    case System:
        return tr("System");
    case Score:
        return tr("Score");
    case CredibleInterval:
        return tr("95 % interval");
    case RankInterval:
        return tr("Rank interval");
    case ProbabilityAboveNext:
        return tr("P(> next)");
    case Judgements:
        return tr("Judgements");
    case ReferenceScore:
        return tr("Reference");
    case Text:
        return tr("Text");
    default:
        return {};
    }
}

void RankingTableModel::sort(int column, Qt::SortOrder order) {
    const int sortColumn = column >= 0 && column < ColumnCount ? column : -1;
    if (sortColumn == m_order.column && order == m_order.order) {
        return;
    }
    m_order.column = sortColumn;
    m_order.order = order;
    reorder(m_snapshot);
}

void RankingTableModel::setSearch(const QString& text) {
    if (text == m_order.search) {
        return;
    }
    m_order.search = text;
    reorder(m_snapshot);
}

void RankingTableModel::setSnapshot(const analysis::RankingSnapshot& snapshot) {
    reorder(snapshot);
}

void RankingTableModel::clear() {
    setSnapshot({});
}

void RankingTableModel::reorder(analysis::RankingSnapshot snapshot) {
    m_orderJob.cancel(); // an order of an older snapshot, sort or search is dropped
    if (m_order.isNatural() || snapshot.rows.size() <= kOrderedOnGuiThread) {
        std::vector<int> shown = orderRankingRows(snapshot.rows, m_order);
        show(std::move(snapshot), std::move(shown));
        return;
    }
    m_orderJob.start(
        [rows = snapshot.rows, order = m_order]() { return orderRankingRows(rows, order); },
        [this, snapshot](const std::vector<int>& shown) { show(snapshot, shown); });
}

void RankingTableModel::show(analysis::RankingSnapshot snapshot, std::vector<int> shown) {
    beginResetModel();
    analysis::RankingSnapshot previous = std::exchange(m_snapshot, std::move(snapshot));
    m_shown = std::move(shown);
    endResetModel();
    // Freeing 100,000 rows (three strings each) took 55 ms of the GUI thread when a large
    // pool's intervals replaced its ranking (bench_gui_large_project): the pool frees them.
    // The rows are implicitly shared, so whichever thread drops the last reference frees them.
    if (previous.rows.size() > kRowsFreedInBackground) {
        runInBackground([rows = std::move(previous.rows)]() mutable { rows = {}; });
    }
    emit orderApplied();
}

} // namespace pairrank::ui
