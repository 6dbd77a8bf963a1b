// Ctrl-C for the subcommands whose work takes a ProgressCallback (report,
// copy): while an InterruptRequestsCancel lives, SIGINT and SIGTERM make the
// callback from interruptibleProgress() answer Abort, so that the work stops
// at its next step and undoes what it wrote instead of the process dying
// between a temporary file and its rename; a second signal has the default
// effect.
#pragma once

#include "core/common/progress.h"

#include <csignal>

namespace pairrank::cli {

class InterruptRequestsCancel {
public:
    InterruptRequestsCancel();
    ~InterruptRequestsCancel();
    InterruptRequestsCancel(const InterruptRequestsCancel&) = delete;
    InterruptRequestsCancel& operator=(const InterruptRequestsCancel&) = delete;

private:
    struct sigaction m_previousInterrupt {};
    struct sigaction m_previousTerminate {};
};

// Progress on stderr as "<command>: done/total stage", one line rewritten in
// place, only for a person at a terminal (a log or a pipe gets none); the
// answer is Abort once interrupted. endProgressLine() clears that line.
common::ProgressCallback interruptibleProgress(const char* command);
void endProgressLine();

} // namespace pairrank::cli
