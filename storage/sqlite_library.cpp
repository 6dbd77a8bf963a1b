#include "sqlite_library.h"

#include <mutex>
#include <sqlite3.h>

namespace pairrank::storage::sql_dialect {

void configureSqliteLibrary() {
    static std::once_flag configured;
    std::call_once(configured, []() {
        // SQLITE_MISUSE once another user of the library has initialised it: the
        // statistics then stay on, which costs speed, not correctness.
        static_cast<void>(sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0));
    });
}

} // namespace pairrank::storage::sql_dialect
