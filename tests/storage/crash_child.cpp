// The child process of test_storage_crash_safety: opens the project, then
// appends judgements forever, each in its own transaction, and acknowledges
// each one on stdout ("<sequence>\n") only after it was committed. The test
// kills it with SIGKILL at random moments.
//
//   storage_crash_child PROJECT RUN_ID CANDIDATE_A CANDIDATE_B CONTEXT_ID
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <cstdio>

using namespace pairrank;

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    if (argc != 6) {
        std::fprintf(stderr, "usage: storage_crash_child PROJECT RUN A B CONTEXT\n");
        return 2;
    }
    storage::Result<std::unique_ptr<storage::ProjectDatabase>> project =
        storage::ProjectDatabase::open(QString::fromLocal8Bit(argv[1]));
    if (!project) {
        std::fprintf(stderr, "crash child: %s\n", qPrintable(project.error().toString()));
        return 1;
    }
    // Judgements carry consecutive sequence numbers, so the next one is the count.
    QSqlQuery count = (*project)->query();
    if (!count.exec(QStringLiteral("SELECT count(*) FROM judgements")) || !count.next()) {
        std::fprintf(stderr, "crash child: cannot count judgements\n");
        return 1;
    }
    qint64 sequence = count.value(0).toLongLong();
    count.finish();

    domain::Judgement judgement;
    judgement.runId = QByteArray(argv[2]).toLongLong();
    judgement.candidateA = QByteArray(argv[3]).toLongLong();
    judgement.candidateB = QByteArray(argv[4]).toLongLong();
    judgement.contextId = QByteArray(argv[5]).toLongLong();
    judgement.rawAnswer = QStringLiteral("A");
    for (;; ++sequence) {
        judgement.requestHash = QStringLiteral("seq-%1").arg(sequence);
        judgement.p = 0.25 + 0.5 * static_cast<double>(sequence % 7) / 7.0;
        storage::Result<domain::JudgementId> stored =
            storage::insertJudgement(**project, judgement);
        if (!stored) {
            std::fprintf(stderr, "crash child: %s\n", qPrintable(stored.error().toString()));
            return 1;
        }
        std::printf("%lld\n", static_cast<long long>(sequence));
        std::fflush(stdout);
    }
}
