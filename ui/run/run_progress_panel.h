// The Run tab's progress: the estimate before starting (requests, tokens, money,
// time), and while running a progress bar of comparisons with the estimated time
// and cost left, the spend and the failures so far. Shows numbers it is given;
// computes none.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/run.h"
#include "core/run/run_estimate.h"
#include "core/run/run_snapshot.h"

#include <QWidget>

#include <optional>

class QLabel;
class QProgressBar;

namespace pairrank::ui {

class RunProgressPanel : public QWidget {
    Q_OBJECT
public:
    explicit RunProgressPanel(QWidget* parent = nullptr);

    void showEstimate(const run::RunEstimate& estimate);
    void showEstimatePending();
    void showEstimateError(const QString& message);
    void showSnapshot(const run::RunSnapshot& snapshot);
    void showState(run::RunState state, const QString& detail = {});
    // A stored run that is not going in this window: what it is and how to continue it.
    void showStoredRun(domain::RunStatus status);
    void reset();

    // The texts shown, for tests and screen readers.
    QString estimateText() const;
    QString progressText() const;
    int progressValue() const;
    int progressMaximum() const;

private:
    void showCounts(qint64 done, qint64 planned);
    void showDetails(run::RunState state);

    QLabel* m_estimate = nullptr;
    QLabel* m_state = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_details = nullptr;
    std::optional<run::RunTotals> m_totals; // of the last snapshot shown
};

// The state as the user reads it ("Running", "Paused"…).
QString runStateText(run::RunState state);

} // namespace pairrank::ui
