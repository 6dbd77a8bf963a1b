// The servers of the run's judge, one row each (a judge fleet has several, an
// HTTP judge one, the simulated and command judges none): whether it is in
// service, the requests at it against its concurrency, its answers per second
// over the last seconds, its mean latency, its errors and how often it was taken
// out (core/judge/endpoint_figures.h). Fed with each run snapshot.
#pragma once

#include "core/judge/endpoint_figures.h"

#include <QAbstractTableModel>
#include <QList>

namespace pairrank::ui {

class EndpointTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Server, State, AtTheJudge, AnswersPerSecond, Latency, Errors, TakenOut, Count };

    // Answers per second are measured over at least this many seconds of running time.
    static constexpr double kRateWindowSeconds = 2.0;

    explicit EndpointTableModel(QObject* parent = nullptr);

    // The figures of one snapshot, taken after `elapsedSeconds` of running time.
    void update(const QList<judge::EndpointFigures>& endpoints, double elapsedSeconds);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        judge::EndpointFigures figures;
        std::optional<double> answersPerSecond;
        // The sample the rate is measured from.
        double sampleSeconds = 0.0;
        qint64 sampleAnswers = 0;
    };
    QList<Row> m_rows;
};

} // namespace pairrank::ui
