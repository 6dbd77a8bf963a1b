#include "schema_migrations.h"

#include "sql_dialect.h"
#include "sql_support.h"

#include <QSqlQuery>

#include <vector>

namespace pairrank::storage {
namespace {

// Version 1: contexts, candidates and their reference scores, criteria, judges,
// runs, judgements and human labels.
QStringList version1() {
    return {
        QStringLiteral("CREATE TABLE project_meta ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE contexts ("
                       " id {id},"
                       " external_id TEXT NOT NULL UNIQUE,"
                       " text TEXT NOT NULL,"
                       " metadata TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE candidates ("
                       " id {id},"
                       " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
                       " position INTEGER NOT NULL,"
                       " external_id TEXT NOT NULL UNIQUE,"
                       " text TEXT NOT NULL,"
                       " system TEXT,"
                       " metadata TEXT NOT NULL,"
                       " UNIQUE (context_id, position))"),
        QStringLiteral("CREATE INDEX candidates_by_system ON candidates (system)"),
        QStringLiteral("CREATE TABLE reference_scores ("
                       " candidate_id BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " criterion TEXT NOT NULL,"
                       " score DOUBLE PRECISION NOT NULL,"
                       " PRIMARY KEY (candidate_id, criterion))"),
        QStringLiteral("CREATE TABLE criteria ("
                       " id {id},"
                       " name TEXT NOT NULL UNIQUE,"
                       " comparative_template TEXT NOT NULL,"
                       " absolute_template TEXT NOT NULL,"
                       " label_words TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE judge_configs ("
                       " id {id},"
                       " name TEXT NOT NULL UNIQUE,"
                       " backend TEXT NOT NULL,"
                       " model TEXT NOT NULL,"
                       " endpoint TEXT NOT NULL,"
                       " settings TEXT NOT NULL,"
                       " api_key_environment_variable TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE runs ("
                       " id {id},"
                       " judge_config_id BIGINT NOT NULL REFERENCES judge_configs(id),"
                       " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
                       " context_id BIGINT REFERENCES contexts(id) ON DELETE CASCADE,"
                       " label TEXT NOT NULL,"
                       " config TEXT NOT NULL,"
                       " seed TEXT NOT NULL,"
                       " status TEXT NOT NULL CHECK (status IN"
                       "  ('created', 'running', 'paused', 'finished', 'failed', 'imported')),"
                       " created_at TEXT NOT NULL,"
                       " started_at TEXT,"
                       " finished_at TEXT)"),
        QStringLiteral("CREATE INDEX runs_by_judge ON runs (judge_config_id)"),
        QStringLiteral("CREATE INDEX runs_by_criterion ON runs (criterion_id)"),
        // A failed call or a refusal has no p; ok and tie have p strictly in (0, 1).
        QStringLiteral("CREATE TABLE judgements ("
                       " id {id},"
                       " run_id BIGINT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
                       " candidate_a BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " candidate_b BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " p DOUBLE PRECISION,"
                       " status TEXT NOT NULL CHECK (status IN ('ok', 'tie', 'refusal', 'failed')),"
                       " failure_reason TEXT NOT NULL,"
                       " request_hash TEXT NOT NULL,"
                       " raw_answer TEXT NOT NULL,"
                       " prompt_tokens BIGINT,"
                       " completion_tokens BIGINT,"
                       " latency_ms DOUBLE PRECISION,"
                       " cost DOUBLE PRECISION,"
                       " created_at TEXT NOT NULL,"
                       " CHECK (candidate_a <> candidate_b),"
                       " CHECK ((status IN ('ok', 'tie') AND p IS NOT NULL AND p > 0 AND p < 1)"
                       "     OR (status IN ('refusal', 'failed') AND p IS NULL)))"),
        QStringLiteral("CREATE INDEX judgements_by_run ON judgements (run_id, id)"),
        QStringLiteral("CREATE INDEX judgements_by_context ON judgements (context_id, run_id)"),
        QStringLiteral("CREATE INDEX judgements_by_candidate_a ON judgements (candidate_a)"),
        QStringLiteral("CREATE INDEX judgements_by_candidate_b ON judgements (candidate_b)"),
        QStringLiteral("CREATE INDEX judgements_by_request_hash ON judgements (request_hash)"),
        QStringLiteral("CREATE TABLE human_labels ("
                       " id {id},"
                       " annotator TEXT NOT NULL,"
                       " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
                       " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
                       " candidate_a BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " candidate_b BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " choice TEXT NOT NULL CHECK (choice IN ('A', 'B', 'tie', 'skip')),"
                       " labelled_at TEXT NOT NULL,"
                       " duration_ms BIGINT,"
                       " CHECK (candidate_a <> candidate_b))"),
        QStringLiteral("CREATE INDEX human_labels_by_annotator ON human_labels (annotator, id)"),
        QStringLiteral("CREATE INDEX human_labels_by_context ON human_labels (context_id, id)"),
        QStringLiteral("CREATE INDEX human_labels_by_candidate_a ON human_labels (candidate_a)"),
        QStringLiteral("CREATE INDEX human_labels_by_candidate_b ON human_labels (candidate_b)"),
        QStringLiteral("CREATE INDEX human_labels_by_criterion ON human_labels (criterion_id)"),
    };
}

// Version 2: absolute scores (class probabilities per candidate and criterion)
// and stored rankings, so that the current ranking is shown without a refit.
QStringList version2() {
    return {
        QStringLiteral("CREATE TABLE absolute_scores ("
                       " id {id},"
                       " run_id BIGINT REFERENCES runs(id) ON DELETE CASCADE,"
                       " candidate_id BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
                       " class_probabilities TEXT NOT NULL,"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX absolute_scores_by_candidate"
                       " ON absolute_scores (candidate_id, criterion_id)"),
        QStringLiteral("CREATE INDEX absolute_scores_by_run ON absolute_scores (run_id)"),
        QStringLiteral("CREATE TABLE rankings ("
                       " id {id},"
                       " run_id BIGINT REFERENCES runs(id) ON DELETE SET NULL,"
                       " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
                       " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
                       " model TEXT NOT NULL,"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral(
            "CREATE INDEX rankings_by_context ON rankings (context_id, criterion_id, id)"),
        QStringLiteral("CREATE INDEX rankings_by_run ON rankings (run_id)"),
        QStringLiteral("CREATE TABLE ranking_entries ("
                       " ranking_id BIGINT NOT NULL REFERENCES rankings(id) ON DELETE CASCADE,"
                       " candidate_id BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " rank_number INTEGER NOT NULL,"
                       " score DOUBLE PRECISION NOT NULL,"
                       " standard_deviation DOUBLE PRECISION,"
                       " PRIMARY KEY (ranking_id, candidate_id))"),
        QStringLiteral(
            "CREATE INDEX ranking_entries_by_rank ON ranking_entries (ranking_id, rank_number)"),
        QStringLiteral(
            "CREATE INDEX ranking_entries_by_candidate ON ranking_entries (candidate_id)"),
    };
}

// Version 3: leases of pairs handed out to annotators, so that people labelling
// one project at once do not label the same pair (beyond an overlap share kept
// for agreement). A row is an active lease while expires_ms is set and in the
// future; once its label is stored the row points to it and no longer
// expires, and undoing that label (deleting it) removes the row, which gives
// the pair back to the queue. Times are the database's clock in milliseconds
// since 1970, so that the annotators' own clocks never matter.
QStringList version3() {
    return {
        QStringLiteral(
            "CREATE TABLE pair_leases ("
            " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
            " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
            " candidate_low BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
            " candidate_high BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
            " annotator TEXT NOT NULL,"
            " leased_ms BIGINT NOT NULL,"
            " expires_ms BIGINT,"
            " label_id BIGINT REFERENCES human_labels(id) ON DELETE CASCADE,"
            " PRIMARY KEY (criterion_id, candidate_low, candidate_high, annotator),"
            " CHECK (candidate_low < candidate_high),"
            " CHECK ((expires_ms IS NULL) = (label_id IS NOT NULL)))"),
        QStringLiteral("CREATE INDEX pair_leases_by_annotator ON pair_leases (annotator)"),
        QStringLiteral("CREATE INDEX pair_leases_by_label ON pair_leases (label_id)"),
    };
}

// Version 5: the pairs a run puts to people (core/stats/human_routing.h): pairs its
// judge answered, each drawn with a known probability, waiting for a human label. A
// pair leaves the queue when a label of its criterion is stored for it (in either
// order); the row stays, with the probability the calibrated estimators need.
QStringList version5() {
    return {
        QStringLiteral("CREATE TABLE human_queue ("
                       " id {id},"
                       " run_id BIGINT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " criterion_id BIGINT NOT NULL REFERENCES criteria(id),"
                       " context_id BIGINT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,"
                       " candidate_a BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " candidate_b BIGINT NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,"
                       " judge_probability DOUBLE PRECISION NOT NULL,"
                       " prediction DOUBLE PRECISION NOT NULL,"
                       " inclusion_probability DOUBLE PRECISION NOT NULL"
                       "  CHECK (inclusion_probability > 0 AND inclusion_probability <= 1),"
                       " value DOUBLE PRECISION NOT NULL,"
                       " UNIQUE (run_id, candidate_a, candidate_b),"
                       " CHECK (candidate_a <> candidate_b))"),
        QStringLiteral(
            "CREATE INDEX human_queue_by_criterion ON human_queue (criterion_id, value)"),
        // Whether a queued pair has a label yet, asked for every pair the queue offers.
        QStringLiteral("CREATE INDEX human_labels_by_pair"
                       " ON human_labels (criterion_id, candidate_a, candidate_b)"),
    };
}

// Version 4: an absolute score is stored like a judgement (paper 002 §3.2): its
// status, the request hash that lets a run reuse it, the reason of a failure or
// refusal, an excerpt of the answer and what the call cost. A failure keeps
// class_probabilities NOT NULL as '[]'; rows of version 3 were all ratings.
QStringList version4() {
    return {
        QStringLiteral("ALTER TABLE absolute_scores ADD COLUMN status TEXT NOT NULL DEFAULT 'ok'"
                       " CHECK (status IN ('ok', 'refusal', 'failed'))"),
        QStringLiteral(
            "ALTER TABLE absolute_scores ADD COLUMN request_hash TEXT NOT NULL DEFAULT ''"),
        QStringLiteral(
            "ALTER TABLE absolute_scores ADD COLUMN failure_reason TEXT NOT NULL DEFAULT ''"),
        QStringLiteral(
            "ALTER TABLE absolute_scores ADD COLUMN raw_answer TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE absolute_scores ADD COLUMN prompt_tokens BIGINT"),
        QStringLiteral("ALTER TABLE absolute_scores ADD COLUMN completion_tokens BIGINT"),
        QStringLiteral("ALTER TABLE absolute_scores ADD COLUMN latency_ms DOUBLE PRECISION"),
        QStringLiteral("ALTER TABLE absolute_scores ADD COLUMN cost DOUBLE PRECISION"),
        QStringLiteral(
            "CREATE INDEX absolute_scores_by_request_hash ON absolute_scores (request_hash)"),
    };
}

// Version 6: how the pair of a human label was chosen (domain::LabelSource), so that the
// calibration report can warn of labels on pairs chosen for what a label is worth. Labels
// stored before have none.
QStringList version6() {
    return {
        QStringLiteral(
            "ALTER TABLE human_labels ADD COLUMN source TEXT CHECK (source IN"
            " ('queue', 'uncertain', 'calibration', 'random', 'agreement', 'imported'))"),
    };
}

const std::vector<Migration>& allMigrations() {
    static const std::vector<Migration> migrations{
        {1, "contexts, candidates, criteria, judges, runs, judgements, human labels", version1()},
        {2, "absolute scores and stored rankings", version2()},
        {3, "leases of pairs handed out to annotators", version3()},
        {4, "status, request hash and costs of absolute scores", version4()},
        {5, "the pairs runs put to people", version5()},
        {6, "how the pair of a human label was chosen", version6()},
    };
    return migrations;
}

Status checkMigrationRange(int fromVersion, int toVersion) {
    if (fromVersion < 0 || toVersion > currentSchemaVersion() || fromVersion > toVersion) {
        return makeError(QStringLiteral("cannot migrate the schema from version %1 to %2")
                             .arg(fromVersion)
                             .arg(toVersion));
    }
    return {};
}

} // namespace

std::span<const Migration> schemaMigrations() {
    return allMigrations();
}

int currentSchemaVersion() {
    return allMigrations().back().version;
}

Status applyMigrations(QSqlDatabase& database, int fromVersion, int toVersion) {
    if (Status range = checkMigrationRange(fromVersion, toVersion); !range) {
        return range;
    }
    const Backend backend = sql_dialect::backendOf(database);
    for (const Migration& migration : allMigrations()) {
        if (migration.version <= fromVersion || migration.version > toVersion) {
            continue;
        }
        for (const QString& statement : migration.statements) {
            if (Status status =
                    runStatement(database, sql_dialect::expandSchemaStatement(backend, statement));
                !status) {
                return makeError(
                    QStringLiteral("migration to schema version %1 (%2): %3")
                        .arg(migration.version)
                        .arg(QString::fromLatin1(migration.description), status.error().message));
            }
        }
    }
    if (Status status = sql_dialect::writeSchemaVersion(database, toVersion); !status) {
        return status;
    }
    return fromVersion == 0 ? sql_dialect::writeApplicationId(database) : Status{};
}

Status migrateSchema(QSqlDatabase& database, int fromVersion, int toVersion) {
    if (Status range = checkMigrationRange(fromVersion, toVersion); !range) {
        return range;
    }
    if (fromVersion == toVersion) {
        return {};
    }
    if (Status begun = sql_dialect::beginWriteTransaction(database); !begun) {
        return begun;
    }
    Status status = applyMigrations(database, fromVersion, toVersion);
    if (status) {
        status = runStatement(database, QStringLiteral("COMMIT"));
    }
    if (!status) {
        (void)runStatement(database, QStringLiteral("ROLLBACK"));
    }
    return status;
}

} // namespace pairrank::storage
