// Work off the GUI thread: PairRank's own thread pool, and a CPU priority below the GUI
// thread's.
//
// Not Qt's global pool: Qt's raster engine hands parts of a paint to that pool and waits
// for them, so a fit or a posterior's draws occupying it held the GUI thread in the middle
// of painting a table for up to 0.9 s (bench_gui_large_project, 2 cores). And below the GUI
// thread's priority: work on every core and a file's integrity check would otherwise leave
// the GUI thread waiting for a core.
#pragma once

#include <functional>

namespace pairrank::ui {

// Runs `task` on PairRank's pool (as many threads as cores), at background priority. The
// pool belongs to the application object, whose end waits for the tasks still running, as
// it does for Qt's global pool. Call it from the GUI thread.
void runInBackground(std::function<void()> task);

// Waits until no task of the pool runs (tests); false when `milliseconds` passed first.
bool waitForBackgroundWork(int milliseconds);

// Lowers the calling thread's priority (Linux: nice +10 for this thread alone; threads it
// starts afterwards inherit it); once per thread, and a no-op elsewhere. For a worker
// thread of its own (the project's worker); never on the GUI thread.
void runAtBackgroundPriority();

} // namespace pairrank::ui
