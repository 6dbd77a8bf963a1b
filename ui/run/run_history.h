// The numbers a run's charts show, accumulated from the run's snapshots
// (DESIGN.md §6): one row per snapshot. A plain item model without widgets, so
// that tests check it directly and charts read whole series from it at a
// bounded rate (QXYSeries::replace with a list, never one append per point).
//
// Threads: GUI thread only (it is fed by queued RunController signals).
#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointF>

#include <optional>

namespace pairrank::ui {

// One moment of a run. Optional members are absent when the run cannot know
// them yet (no fit yet, no reference scores or human labels for Spearman).
struct RunHistoryPoint {
    qint64 comparisons = 0;                 // judgements stored so far in this run
    double elapsedSeconds = 0;              // wall time since the run started, pauses excluded
    std::optional<double> spearman;         // against reference scores or human labels
    std::optional<double> entropy;          // ranking entropy, paper 002 §4.3
    std::optional<double> meanProbabilityA; // positional bias: mean p of position A
    std::optional<double> homeAdvantage;    // the fitted δ
    std::optional<double> throughput;       // judgements per second
    double spend = 0;                       // money spent so far, judge currency
};

class RunHistory : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Comparisons,
        ElapsedSeconds,
        Spearman,
        Entropy,
        MeanProbabilityA,
        HomeAdvantage,
        Throughput,
        Spend,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit RunHistory(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    // DisplayRole and EditRole: the number (a double, or an invalid QVariant when
    // the point has no such value).
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Appends a point. A point with the same number of comparisons as the last
    // one replaces it (snapshots between two judgements carry nothing new for
    // the charts) — that keeps the history proportional to the judgements.
    void append(const RunHistoryPoint& point);
    void clear();

    const QList<RunHistoryPoint>& points() const { return m_points; }
    // Grows with every change; charts compare it to skip redraws of unchanged data.
    quint64 revision() const { return m_revision; }

    // The (x, y) pairs of two columns for a chart series, skipping points that
    // lack either value. With more points than `maxPoints` (> 1), every k-th
    // point is taken so that at most maxPoints remain — always including the
    // first and the last — because a chart cannot show more than its pixels.
    QList<QPointF> series(Column x, Column y, int maxPoints = 2000) const;

signals:
    void changed();

private:
    QList<RunHistoryPoint> m_points;
    quint64 m_revision = 0;
};

// The value of one column of a point (empty when the point has none).
std::optional<double> historyValue(const RunHistoryPoint& point, RunHistory::Column column);

} // namespace pairrank::ui
