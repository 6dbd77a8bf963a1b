#include "progress_dialog.h"

#include <algorithm>

namespace pairrank::ui {

namespace {
constexpr int kRefreshMilliseconds = 100; // ≤ 10 Hz
constexpr int kScale = 1000;              // QProgressDialog counts in int
} // namespace

ProgressDialog::ProgressDialog(std::shared_ptr<TaskProgress> progress, const QString& title,
                               QWidget* parent)
    : QProgressDialog(parent)
    , m_progress(std::move(progress)) {
    setWindowTitle(title);
    setLabelText(title);
    setWindowModality(Qt::WindowModal);
    setAttribute(Qt::WA_DeleteOnClose);
    setAutoReset(false);
    setAutoClose(false);
    setMinimumDuration(400);
    setRange(0, 0);
    setAccessibleName(title);
    connect(this, &QProgressDialog::canceled, this, [this]() {
        m_progress->cancel();
        setLabelText(tr("Cancelling…"));
    });
    connect(&m_timer, &QTimer::timeout, this, &ProgressDialog::refresh);
    m_timer.start(kRefreshMilliseconds);
}

void ProgressDialog::finish() {
    m_timer.stop();
    close();
}

void ProgressDialog::refresh() {
    if (m_progress->isCancelled()) {
        return;
    }
    const qint64 total = m_progress->total();
    if (total > 0) {
        setRange(0, kScale);
        const double fraction = std::clamp(
            static_cast<double>(m_progress->done()) / static_cast<double>(total), 0.0, 1.0);
        setValue(static_cast<int>(fraction * kScale));
    } else {
        setRange(0, 0);
    }
    const QString status = m_progress->status();
    if (!status.isEmpty()) {
        setLabelText(status);
    }
}

} // namespace pairrank::ui
