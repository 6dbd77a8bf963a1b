#include "run_progress_panel.h"

#include "run_text.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace pairrank::ui {

QString runStateText(session::RunState state) {
    switch (state) {
    case session::RunState::Idle:
        return RunProgressPanel::tr("Not started");
    case session::RunState::Starting:
        return RunProgressPanel::tr("Starting…");
    case session::RunState::Running:
        return RunProgressPanel::tr("Running");
    case session::RunState::Paused:
        return RunProgressPanel::tr("Paused");
    case session::RunState::Stopping:
        return RunProgressPanel::tr("Stopping…");
    case session::RunState::Finished:
        return RunProgressPanel::tr("Finished");
    case session::RunState::Stopped:
        return RunProgressPanel::tr("Stopped");
    case session::RunState::Failed:
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
    m_state->setAccessibleName(tr("Run state"));
    m_progress = new QProgressBar;
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
    reset();
}

void RunProgressPanel::reset() {
    m_state->setText(runStateText(session::RunState::Idle));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_details->clear();
}

void RunProgressPanel::showEstimatePending() {
    m_estimate->setText(tr("Estimating the cost…"));
}

void RunProgressPanel::showEstimateError(const QString& message) {
    m_estimate->setText(tr("No estimate: %1").arg(message));
}

void RunProgressPanel::showEstimate(const session::RunEstimate& estimate) {
    const QLocale locale;
    QString money = tr("no price set");
    if (estimate.money) {
        money = formatMoney(*estimate.money, estimate.currency);
    }
    QString time = tr("unknown");
    if (estimate.seconds) {
        time = estimate.latencyMeasured ? formatDuration(*estimate.seconds)
                                        : tr("%1 (assuming %2 per request)")
                                              .arg(formatDuration(*estimate.seconds),
                                                   formatDuration(estimate.assumedLatencySeconds));
    }
    QString text =
        tr("Estimate: %1 requests, %2 tokens, %3, %4")
            .arg(locale.toString(estimate.requests),
                 locale.toString(estimate.promptTokens + estimate.completionTokens), money, time);
    if (estimate.alreadyStored > 0) {
        text += tr(" — %1 comparisons already stored").arg(locale.toString(estimate.alreadyStored));
    }
    m_estimate->setText(text);
}

namespace {
// The session's reasons for finishing are identifiers (core/session/run_loop_lifecycle.cpp);
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
    return reason;
}
} // namespace

void RunProgressPanel::showState(session::RunState state, const QString& detail) {
    m_state->setText(detail.isEmpty()
                         ? runStateText(state)
                         : tr("%1: %2").arg(runStateText(state), stopReasonText(detail)));
}

void RunProgressPanel::showSnapshot(const session::RunSnapshot& snapshot) {
    const session::RunTotals& totals = snapshot.totals;
    constexpr qint64 kLargest = std::numeric_limits<int>::max();
    m_progress->setRange(
        0, static_cast<int>(std::clamp<qint64>(totals.comparisonsPlanned, 1, kLargest)));
    m_progress->setValue(
        static_cast<int>(std::clamp<qint64>(totals.comparisonsDone, 0, m_progress->maximum())));
    const QLocale locale;
    QStringList parts;
    parts << tr("%1 judgements/s").arg(locale.toString(totals.throughputPerSecond, 'f', 1));
    parts << tr("time left: %1")
                 .arg(totals.estimatedSecondsLeft ? formatDuration(*totals.estimatedSecondsLeft)
                                                  : tr("unknown"));
    parts << tr("spent: %1").arg(formatMoney(totals.cost, totals.currency));
    if (totals.estimatedCostLeft) {
        parts << tr("cost left: %1").arg(formatMoney(*totals.estimatedCostLeft, totals.currency));
    }
    parts << tr("in flight: %1").arg(locale.toString(totals.inFlight));
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
