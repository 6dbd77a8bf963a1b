// The other program of test_storage_project_lock: opens the project, takes its
// write lock (an open write transaction), says "locked" on stdout and holds the
// lock until its standard input ends; then rolls back and exits.
//
//   lock_holder PROJECT
#include "storage/project_database.h"

#include <QCoreApplication>

#include <cstdio>

using namespace pairrank;

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: lock_holder PROJECT\n");
        return 2;
    }
    auto project = storage::ProjectDatabase::open(QString::fromLocal8Bit(argv[1]));
    if (!project) {
        std::fprintf(stderr, "lock holder: %s\n", qPrintable(project.error().toString()));
        return 1;
    }
    const storage::Status held = (*project)->transaction([]() -> storage::Status {
        std::printf("locked\n");
        std::fflush(stdout);
        while (std::getchar() != EOF) {
        }
        return storage::makeError(QStringLiteral("released")); // roll back: nothing written
    });
    return held.error().message == QStringLiteral("released") ? 0 : 1;
}
