// Writes a project file at schema version 1 — the file checked in as
// tests/storage/data/project_v1.pairrank, which test_project_database opens to
// prove that an old project is migrated. Kept so that the file's origin is
// reproducible:  make_old_project tests/storage/data/project_v1.pairrank
#include "storage/schema_migrations.h"
#include "storage/sql_dialect.h"

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>

namespace {

bool run(QSqlDatabase& database, const QString& statement) {
    QSqlQuery query(database);
    if (!query.exec(statement)) {
        std::fprintf(stderr, "make_old_project: %s: %s\n", qPrintable(statement),
                     qPrintable(query.lastError().text()));
        return false;
    }
    return true;
}

// The rows of a small version-1 project: one context, three candidates with
// reference scores, a criterion, a judge, a run, an ok and a failed judgement,
// and a human label.
const char* const kRows[] = {
    "INSERT INTO project_meta (key, value) VALUES ('name', 'schema version 1'),"
    " ('created_at', '2026-01-01T00:00:00.000Z'), ('created_by_version', '0.0.1')",
    "INSERT INTO contexts (id, external_id, text, metadata) VALUES (1, 'article-1',"
    " 'An article about storage.', '{}')",
    "INSERT INTO candidates (id, context_id, position, external_id, text, system, metadata) VALUES"
    " (1, 1, 0, 'article-1#M0', 'First summary.', 'M0', '{}'),"
    " (2, 1, 1, 'article-1#M1', 'Second summary, with a comma.', 'M1', '{}'),"
    " (3, 1, 2, 'article-1#M2', 'Third summary.', NULL, '{\"note\":\"no system\"}')",
    "INSERT INTO reference_scores (candidate_id, criterion, score) VALUES"
    " (1, 'coherence', 3.0), (2, 'coherence', 4.5), (3, 'coherence', 1.0)",
    "INSERT INTO criteria (id, name, comparative_template, absolute_template, label_words)"
    " VALUES (1, 'coherence', 'Which summary is more coherent? {a} {b}', '', '[\"A\",\"B\"]')",
    "INSERT INTO judge_configs (id, name, backend, model, endpoint, settings,"
    " api_key_environment_variable) VALUES (1, 'sim', 'simulated', 'oracle', '', '{}', '')",
    "INSERT INTO runs (id, judge_config_id, criterion_id, context_id, label, config, seed, status,"
    " created_at, started_at, finished_at) VALUES (1, 1, 1, 1, 'first run', '{}', '42',"
    " 'finished', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z',"
    " '2026-01-01T00:00:02.000Z')",
    "INSERT INTO judgements (id, run_id, context_id, candidate_a, candidate_b, p, status,"
    " failure_reason, request_hash, raw_answer, prompt_tokens, completion_tokens, latency_ms,"
    " cost, created_at) VALUES"
    " (1, 1, 1, 2, 1, 0.8, 'ok', '', 'hash-1', 'A', 120, 1, 35.5, 0.0001,"
    " '2026-01-01T00:00:01.500Z'),"
    " (2, 1, 1, 1, 3, NULL, 'failed', 'HTTP 500', 'hash-2', '', NULL, NULL, 12.0, NULL,"
    " '2026-01-01T00:00:01.700Z')",
    "INSERT INTO human_labels (id, annotator, criterion_id, context_id, candidate_a, candidate_b,"
    " choice, labelled_at, duration_ms) VALUES (1, 'ann', 1, 1, 2, 3, 'A',"
    " '2026-01-01T00:00:03.000Z', 4200)",
};

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: make_old_project OUTPUT\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    QFile::remove(path);
    int status = 0;
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(
            pairrank::storage::sql_dialect::driverName(pairrank::storage::Backend::Sqlite),
            QStringLiteral("old"));
        database.setDatabaseName(path);
        if (!database.open() || !pairrank::storage::sql_dialect::configureConnection(database) ||
            !pairrank::storage::migrateSchema(database, 0, 1)) {
            std::fprintf(stderr, "make_old_project: cannot create a version-1 schema\n");
            status = 1;
        }
        for (const char* row : kRows) {
            if (status == 0 && !run(database, QString::fromUtf8(row))) {
                status = 1;
            }
        }
        // A single self-contained file (no -wal beside it) for the repository.
        if (status == 0 && !run(database, QStringLiteral("PRAGMA journal_mode = DELETE"))) {
            status = 1;
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("old"));
    return status;
}
