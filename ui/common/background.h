// Runs a piece of work on Qt's global thread pool and applies its value on
// the GUI thread, dropped when the receiver was destroyed meanwhile.
// Superseded by JobTracker (job_tracker.h), which also drops the values of
// older jobs and of another project and offers progress and cancellation; kept
// only until its last user (the Run tab) moves onto it.
// Work, Apply and the value must be copyable; Work must not touch widgets.
#pragma once

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QThreadPool>

#include <utility>

namespace pairrank::ui {

template <typename Work, typename Apply>
void runInBackground(QObject* receiver, Work work, Apply apply) {
    QPointer<QObject> guard(receiver);
    QThreadPool::globalInstance()->start(
        [guard, work = std::move(work), apply = std::move(apply)]() mutable {
            auto value = work();
            // Delivered through the application object, which outlives every
            // receiver, so that the guard is checked on the GUI thread.
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [guard, apply = std::move(apply), value = std::move(value)]() mutable {
                    if (guard) {
                        apply(std::move(value));
                    }
                },
                Qt::QueuedConnection);
        });
}

} // namespace pairrank::ui
