#include "run_progress_panel.h"

#include "run_text.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace pairrank::ui {

QString runStateText(run::RunState state) {
    switch (state) {
    case run::RunState::Idle:
        return RunProgressPanel::tr("Not started");
    case run::RunState::Starting:
        return RunProgressPanel::tr("Starting…");
    case run::RunState::Running:
        return RunProgressPanel::tr("Running");
    case run::RunState::Paused:
        return RunProgressPanel::tr("Paused");
    case run::RunState::Stopping:
        return RunProgressPanel::tr("Stopping…");
    case run::RunState::Finished:
        return RunProgressPanel::tr("Finished");
    case run::RunState::Stopped:
        return RunProgressPanel::tr("Stopped");
    case run::RunState::Failed:
        return RunProgressPanel::tr("Failed");
    }
    return {};
}

RunProgressPanel::RunProgressPanel(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_estimate = new QLabel;
    m_estimate->setWordWrap(true);
    m_estimate->setAccessibleName(tr("Estimate"));
    m_estimate->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state = new QLabel;
    m_state->setObjectName(QStringLiteral("runState"));
    m_state->setAccessibleName(tr("Run state"));
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("runProgress"));
    m_progress->setAccessibleName(tr("Comparisons done"));
    m_progress->setFormat(tr("%v of %m comparisons (%p%)"));
    m_details = new QLabel;
    m_details->setWordWrap(true);
    m_details->setAccessibleName(tr("Time and cost left"));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_estimate);
    layout->addWidget(m_state);
    layout->addWidget(m_progress);
    layout->addWidget(m_details);
    // Long messages wrap instead of widening the tab: every label may shrink below
    // its text's width, and the panel never asks for more than it is given.
    for (QLabel* label : {m_estimate, m_state, m_details}) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        label->setMinimumWidth(0);
    }
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    reset();
}

void RunProgressPanel::reset() {
    m_state->setText(runStateText(run::RunState::Idle));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setVisible(false); // nothing to count until an estimate or a run says how much
    m_totals.reset();
    m_details->clear();
}

void RunProgressPanel::showCounts(qint64 done, qint64 planned) {
    constexpr qint64 kLargest = std::numeric_limits<int>::max();
    m_progress->setRange(0, static_cast<int>(std::clamp<qint64>(planned, 1, kLargest)));
    m_progress->setValue(static_cast<int>(std::clamp<qint64>(done, 0, m_progress->maximum())));
    m_progress->setVisible(planned > 0);
}

void RunProgressPanel::showEstimatePending() {
    m_estimate->setText(tr("Estimating the cost…"));
}

void RunProgressPanel::showEstimateError(const QString& message) {
    m_estimate->setText(tr("No estimate: %1").arg(message));
}

void RunProgressPanel::showEstimate(const run::RunEstimate& estimate) {
    const QLocale locale;
    QString money = tr("no price set");
    if (estimate.money) {
        money = formatMoney(*estimate.money, estimate.currency);
    }
    // A time made from an assumed latency would be a guess dressed as a figure: without
    // answers of this judge to measure, the time is said to be unknown until the run shows it.
    QString time = tr("time known once the judge has answered");
    if (estimate.seconds && estimate.latencyMeasured) {
        time = tr("about %1").arg(formatDuration(*estimate.seconds));
    }
    QString text =
        tr("Estimate: %1 requests, %2 tokens, %3, %4")
            .arg(locale.toString(estimate.requests),
                 locale.toString(estimate.promptTokens + estimate.completionTokens), money, time);
    if (estimate.ratings > 0) {
        text +=
            tr(" — %1 of the requests are absolute ratings").arg(locale.toString(estimate.ratings));
    }
    if (estimate.alreadyStored > 0) {
        text += tr(" — %1 comparisons already stored").arg(locale.toString(estimate.alreadyStored));
    }
    m_estimate->setText(text);
    // The bar counts comparisons; the ratings come first and show in the figures below it.
    showCounts(estimate.alreadyStored,
               estimate.alreadyStored + estimate.requests - estimate.ratings);
}

namespace {
// The session's reasons for finishing are identifiers (core/run/run_loop_lifecycle.cpp);
// other details (failures, budget caps) are shown as they come.
QString stopReasonText(const QString& reason) {
    if (reason == QLatin1String("budget")) {
        return RunProgressPanel::tr("budget used up");
    }
    if (reason == QLatin1String("stopping rule")) {
        return RunProgressPanel::tr("stopping rule met");
    }
    if (reason == QLatin1String("pairs exhausted")) {
        return RunProgressPanel::tr("every pair asked");
    }
    if (reason == QLatin1String("stopped")) {
        return RunProgressPanel::tr("Start (F5) continues the run");
    }
    static const QString stoppedAnswering = QStringLiteral("the judge stopped answering: ");
    if (reason.startsWith(stoppedAnswering)) {
        return RunProgressPanel::tr("the judge stopped answering (%1). Check the judge with "
                                    "Judges… ▸ Test, then press Start (F5) to continue.")
            .arg(reason.mid(stoppedAnswering.size()));
    }
    return reason;
}
} // namespace

void RunProgressPanel::showState(run::RunState state, const QString& detail) {
    showDetails(state);
    m_state->setText(detail.isEmpty()
                         ? runStateText(state)
                         : tr("%1: %2").arg(runStateText(state), stopReasonText(detail)));
    m_state->setToolTip(m_state->text());
}

void RunProgressPanel::showStoredRun(domain::RunStatus status) {
    switch (status) {
    case domain::RunStatus::Created:
    case domain::RunStatus::Imported:
        m_state->setText(runStateText(run::RunState::Idle));
        break;
    case domain::RunStatus::Running:
        // Stored as running while no run is going here: PairRank was closed or killed.
        m_state->setText(tr("Interrupted: Start (F5) continues the run"));
        break;
    case domain::RunStatus::Paused:
        m_state->setText(tr("Paused: Start (F5) continues the run"));
        break;
    case domain::RunStatus::Finished:
        m_state->setText(tr("Finished: a larger budget and Start (F5) continue it"));
        break;
    case domain::RunStatus::Failed:
        m_state->setText(tr("Failed: Start (F5) tries again"));
        break;
    }
    m_state->setToolTip(m_state->text());
}

void RunProgressPanel::showSnapshot(const run::RunSnapshot& snapshot) {
    m_totals = snapshot.totals;
    showCounts(m_totals->comparisonsDone, m_totals->comparisonsPlanned);
    showDetails(snapshot.state);
}

void RunProgressPanel::showDetails(run::RunState state) {
    if (!m_totals) {
        m_details->clear();
        return;
    }
    const run::RunTotals& totals = *m_totals;
    const QLocale locale;
    QStringList parts;
    // Rates and what is left are only meaningful while the run is asking: a paused or
    // ended run shows what was done, and only a going run has requests at the judge.
    const bool running = state == run::RunState::Running;
    const bool going =
        running || state == run::RunState::Paused || state == run::RunState::Stopping;
    if (running && totals.comparisonsDone > 0 && totals.elapsedSeconds >= 1.0) {
        parts << tr("%1 judgements/s").arg(locale.toString(totals.throughputPerSecond, 'f', 1));
        if (totals.estimatedSecondsLeft) {
            parts << tr("time left: %1").arg(formatDuration(*totals.estimatedSecondsLeft));
        }
    }
    // A judge without prices (a local server, the simulator) costs nothing to show.
    if (totals.cost > 0.0) {
        parts << tr("spent: %1").arg(formatMoney(totals.cost, totals.currency));
    }
    if (running && totals.cost > 0.0 && totals.estimatedCostLeft) {
        parts << tr("cost left: %1").arg(formatMoney(*totals.estimatedCostLeft, totals.currency));
    }
    if (going && (totals.inFlight > 0 || totals.queued > 0)) {
        parts << tr("at the judge: %1, waiting: %2")
                     .arg(locale.toString(totals.inFlight), locale.toString(totals.queued));
    }
    if (totals.ratings > 0) {
        parts << tr("absolute ratings: %1").arg(locale.toString(totals.ratings));
    }
    if (totals.humanBudget > 0) {
        //: The run's queue of pairs for people: how many wait for a label, how many the run
        //: put to people so far and how many its label budget allows.
        parts << tr("waiting for people: %1 (%2 of %3 labels asked)")
                     .arg(locale.toString(totals.humanWaiting), locale.toString(totals.humanQueued),
                          locale.toString(totals.humanBudget));
    }
    if (totals.humanLabels > 0) {
        //: Labels people contributed to the run's model (read at its start and since).
        parts << tr("human labels: %1").arg(locale.toString(totals.humanLabels));
    }
    parts << tr("failures: %1").arg(locale.toString(totals.failures));
    if (totals.cachedReused > 0) {
        parts << tr("reused: %1").arg(locale.toString(totals.cachedReused));
    }
    m_details->setText(parts.join(QStringLiteral(" · ")));
}

QString RunProgressPanel::estimateText() const {
    return m_estimate->text();
}

QString RunProgressPanel::progressText() const {
    return m_details->text();
}

int RunProgressPanel::progressValue() const {
    return m_progress->value();
}

int RunProgressPanel::progressMaximum() const {
    return m_progress->maximum();
}

} // namespace pairrank::ui
