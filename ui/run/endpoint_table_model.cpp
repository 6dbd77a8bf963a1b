#include "endpoint_table_model.h"

#include <QLocale>

namespace pairrank::ui {

EndpointTableModel::EndpointTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void EndpointTableModel::update(const QList<judge::EndpointFigures>& endpoints,
                                double elapsedSeconds) {
    const bool sameServers = endpoints.size() == m_rows.size() &&
                             std::equal(endpoints.begin(), endpoints.end(), m_rows.begin(),
                                        [](const judge::EndpointFigures& figures, const Row& row) {
                                            return figures.url == row.figures.url;
                                        });
    if (!sameServers) {
        beginResetModel();
        m_rows.clear();
        for (const judge::EndpointFigures& figures : endpoints) {
            m_rows.append(Row{figures, std::nullopt, elapsedSeconds, figures.answers});
        }
        endResetModel();
        return;
    }
    for (qsizetype index = 0; index < m_rows.size(); ++index) {
        Row& row = m_rows[index];
        row.figures = endpoints.at(index);
        const double span = elapsedSeconds - row.sampleSeconds;
        if (span >= kRateWindowSeconds) {
            row.answersPerSecond =
                static_cast<double>(row.figures.answers - row.sampleAnswers) / span;
            row.sampleSeconds = elapsedSeconds;
            row.sampleAnswers = row.figures.answers;
        }
    }
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, Count - 1));
    }
}

void EndpointTableModel::clear() {
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int EndpointTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EndpointTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : Count;
}

QVariant EndpointTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const Row& row = m_rows.at(index.row());
    const judge::EndpointFigures& figures = row.figures;
    if (role == Qt::ToolTipRole) {
        return figures.lastError.isEmpty() ? QVariant() : QVariant(figures.lastError);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    const QLocale locale;
    switch (index.column()) {
    case Server:
        return figures.url;
    case State:
        return figures.inService ? tr("in service") : tr("taken out");
    case AtTheJudge:
        //: Requests at a server now, of the most it may have at once.
        return tr("%1 of %2").arg(figures.inFlight).arg(figures.concurrency);
    case AnswersPerSecond:
        return row.answersPerSecond ? locale.toString(*row.answersPerSecond, 'f', 1) : QString();
    case Latency:
        return figures.answers > 0
                   ? tr("%1 ms").arg(locale.toString(figures.meanLatencyMilliseconds(), 'f', 0))
                   : QString();
    case Errors:
        return locale.toString(figures.failures);
    case TakenOut:
        return locale.toString(figures.timesTakenOut);
    default:
        return {};
    }
}

QVariant EndpointTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Server:
        return tr("Server");
    case State:
        return tr("State");
    case AtTheJudge:
        return tr("Requests");
    case AnswersPerSecond:
        return tr("Answers/s");
    case Latency:
        return tr("Latency");
    case Errors:
        return tr("Errors");
    case TakenOut:
        return tr("Taken out");
    default:
        return {};
    }
}

} // namespace pairrank::ui
