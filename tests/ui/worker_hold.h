// Holds a ProjectSession's worker so that a test can act while the jobs posted
// after it wait for their turn (a ranking fit, an export, an import): the GUI
// thread goes on meanwhile. The worker is let go by release(), at the latest
// when the hold ends, so that a failing test never leaves it waiting (the
// session's destructor joins its worker). Header only: for the suites that link
// pairrank_ui.
#pragma once

#include "ui/project/project_session.h"

#include <QObject>
#include <QSemaphore>

namespace pairrank::ui_test {

class WorkerHold {
public:
    explicit WorkerHold(ui::ProjectSession& session) {
        session.run(
            &m_receiver,
            [gate = &m_gate](storage::ProjectDatabase&) {
                gate->acquire();
                return 0;
            },
            [](int) {});
    }
    ~WorkerHold() { release(); }
    WorkerHold(const WorkerHold&) = delete;
    WorkerHold& operator=(const WorkerHold&) = delete;

    void release() {
        if (!m_released) {
            m_released = true;
            m_gate.release();
        }
    }

private:
    QObject m_receiver;
    QSemaphore m_gate;
    bool m_released = false;
};

} // namespace pairrank::ui_test
