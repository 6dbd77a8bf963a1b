// Saves and restores how the user arranged the window: geometry,
// window state, every splitter and every table header that has an object
// name, under keys derived from those names. Restoring a state saved by an
// older layout is harmless: Qt ignores states it cannot read.
#pragma once

class QMainWindow;

namespace pairrank::ui {

// Saves the window's geometry and state and those of its named splitters and
// header views (column widths and order).
void saveWindowState(const QMainWindow& window);
// Restores what saveWindowState() saved; call before the window is shown.
void restoreWindowState(QMainWindow& window);
// Restores only the named splitters and headers under `root` (for a tab whose
// views were created after the window was restored).
void restoreChildState(const QMainWindow& window);

} // namespace pairrank::ui
