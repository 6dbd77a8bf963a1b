// Process-wide settings of the SQLite library, which must be made before its first
// connection opens. Part of the SQLite dialect layer (DESIGN.md §10).
#pragma once

namespace pairrank::storage::sql_dialect {

// Turns off SQLite's memory statistics, which nothing here reads: they take one
// global mutex on every allocation of every connection, so that two threads
// reading at once (the GUI's worker and a ranking on its own connection) each ran
// about twice as slow as alone (tests/bench/bench_gui_large_project). Idempotent
// and safe from any thread; without effect once the library is initialised.
void configureSqliteLibrary();

} // namespace pairrank::storage::sql_dialect
