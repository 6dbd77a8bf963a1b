// The failures of a run (DESIGN.md §4: every request ends as a judgement or as a
// failure with its reason — the log shows the latter): time, pair and reason,
// newest last. Holds at most `capacity` entries; the oldest go first, so that a
// judge failing for hours cannot fill the memory.
//
// Threads: GUI thread only.
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>
#include <QString>

namespace pairrank::ui {

struct FailureLogEntry {
    QDateTime time; // UTC; shown in local time
    QString pair;   // e.g. "story-3 vs story-17" (position A first)
    QString reason; // the judge's or the run's words
};

class FailureLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Pair, Reason, ColumnCount };
    Q_ENUM(Column)

    static constexpr int kDefaultCapacity = 10'000;

    explicit FailureLogModel(QObject* parent = nullptr, int capacity = kDefaultCapacity);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    // DisplayRole: the text; ToolTipRole: the full reason; Qt::UserRole on the
    // Time column: the QDateTime.
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void append(const FailureLogEntry& entry);
    void clear();

    const QList<FailureLogEntry>& entries() const { return m_entries; }
    // Every failure appended since the last clear(), including the dropped ones.
    qint64 totalFailures() const { return m_totalFailures; }

private:
    QList<FailureLogEntry> m_entries;
    int m_capacity;
    qint64 m_totalFailures = 0;
};

} // namespace pairrank::ui
