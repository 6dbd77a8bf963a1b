#include "interrupt_progress.h"

#include <cstdio>
#include <unistd.h>

namespace pairrank::cli {
namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void onInterrupt(int /*signal*/) {
    g_interrupted = 1;
}

bool stderrIsTerminal() {
    return isatty(STDERR_FILENO) == 1;
}

} // namespace

InterruptRequestsCancel::InterruptRequestsCancel() {
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    action.sa_flags = SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &m_previousInterrupt);
    sigaction(SIGTERM, &action, &m_previousTerminate);
}

InterruptRequestsCancel::~InterruptRequestsCancel() {
    sigaction(SIGINT, &m_previousInterrupt, nullptr);
    sigaction(SIGTERM, &m_previousTerminate, nullptr);
}

common::ProgressCallback interruptibleProgress(const char* command) {
    return [command, toTerminal = stderrIsTerminal()](const common::Progress& progress) {
        if (toTerminal) {
            std::fprintf(stderr, "\r\x1b[K%s: %lld/%lld %s", command,
                         static_cast<long long>(progress.done),
                         static_cast<long long>(progress.total), progress.stage.c_str());
            std::fflush(stderr);
        }
        return g_interrupted != 0 ? common::ProgressDecision::Abort
                                  : common::ProgressDecision::Continue;
    };
}

void endProgressLine() {
    if (stderrIsTerminal()) {
        std::fputs("\r\x1b[K", stderr);
    }
}

} // namespace pairrank::cli
