#include "pair_lease_store.h"

#include "sql_dialect.h"
#include "sql_support.h"

#include <QHashFunctions>
#include <QSqlQuery>

namespace pairrank::storage {

namespace {

const QString kOverlapKey = QStringLiteral("annotation_overlap_percent");

// SplitMix64's finaliser: a fixed, well-mixed function of the pair, the same
// in every process and on every platform (unlike qHash, which is seeded).
quint64 mix(quint64 value) {
    value += 0x9E3779B97F4A7C15ULL;
    value = (value ^ (value >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    value = (value ^ (value >> 27U)) * 0x94D049BB133111EBULL;
    return value ^ (value >> 31U);
}

QString now(ProjectDatabase& database) {
    return sql_dialect::currentTimeMillisecondsExpression(database.backend());
}

const QString kKeyCondition =
    QStringLiteral("criterion_id = ? AND candidate_low = ? AND candidate_high = ?");

QVariantList keyValues(const PairKey& key) {
    return {key.criterionId, key.low, key.high};
}

} // namespace

PairKey pairKey(domain::CriterionId criterion, domain::ContextId context, domain::CandidateId first,
                domain::CandidateId second) {
    return first < second ? PairKey{criterion, context, first, second}
                          : PairKey{criterion, context, second, first};
}

size_t qHash(const PairKey& key, size_t seed) {
    return qHashMulti(seed, key.criterionId, key.low, key.high);
}

Result<int> readAnnotationOverlapPercent(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    if (Status status =
            execute(select, QStringLiteral("SELECT value FROM project_meta WHERE key = ?"),
                    {kOverlapKey}, QStringLiteral("reading the annotation overlap share"));
        !status) {
        return status.error();
    }
    if (!select.next()) {
        return 0;
    }
    bool ok = false;
    const int percent = select.value(0).toString().toInt(&ok);
    if (!ok || percent < 0 || percent > 100) {
        return makeError(QStringLiteral("the project's annotation overlap share \"%1\" is not a "
                                        "percentage from 0 to 100")
                             .arg(select.value(0).toString()));
    }
    return percent;
}

Status writeAnnotationOverlapPercent(ProjectDatabase& database, int percent) {
    if (percent < 0 || percent > 100) {
        return makeError(QStringLiteral("the overlap share must be a percentage from 0 to 100, "
                                        "got %1")
                             .arg(percent));
    }
    return database.transaction([&]() -> Status {
        QSqlQuery remove = database.query();
        if (Status status =
                execute(remove, QStringLiteral("DELETE FROM project_meta WHERE key = ?"),
                        {kOverlapKey}, QStringLiteral("setting the overlap share"));
            !status) {
            return status;
        }
        QSqlQuery insert = database.query();
        return execute(
            insert, QStringLiteral("INSERT INTO project_meta (key, value) VALUES (?, ?)"),
            {kOverlapKey, QString::number(percent)}, QStringLiteral("setting the overlap share"));
    });
}

bool isOverlapPair(const PairKey& key, int overlapPercent) {
    if (overlapPercent <= 0) {
        return false;
    }
    const quint64 hash = mix(mix(static_cast<quint64>(key.low)) ^ static_cast<quint64>(key.high) ^
                             (static_cast<quint64>(key.criterionId) << 48U));
    return static_cast<int>(hash % 100U) < overlapPercent;
}

int pairCapacity(const PairKey& key, int overlapPercent) {
    return isOverlapPair(key, overlapPercent) ? 2 : 1;
}

Result<PairsHeldByOthers> pairsHeldByOthers(ProjectDatabase& database, const QString& annotator,
                                            domain::CriterionId criterion, int overlapPercent) {
    QSqlQuery select = database.query();
    const QString sql =
        QStringLiteral("SELECT context_id, candidate_low, candidate_high, count(*),"
                       " count(label_id) FROM pair_leases WHERE criterion_id = ? AND annotator <> ?"
                       " AND (label_id IS NOT NULL OR expires_ms > %1)"
                       " GROUP BY context_id, candidate_low, candidate_high")
            .arg(now(database));
    if (Status status = execute(select, sql, {criterion, annotator},
                                QStringLiteral("reading the pairs other annotators hold"));
        !status) {
        return status.error();
    }
    PairsHeldByOthers held;
    while (select.next()) {
        const PairKey key{criterion, select.value(0).toLongLong(), select.value(1).toLongLong(),
                          select.value(2).toLongLong()};
        const int holders = select.value(3).toInt();
        const int capacity = pairCapacity(key, overlapPercent);
        if (holders >= capacity) {
            held.full.insert(key);
        } else if (capacity > 1 && holders == 1 && select.value(4).toInt() == 1) {
            held.awaitingSecondLabel.insert(key);
        }
    }
    return held;
}

Result<LeaseOutcome> acquirePairLease(ProjectDatabase& database, const QString& annotator,
                                      const PairKey& key, std::chrono::milliseconds duration,
                                      int overlapPercent) {
    if (annotator.trimmed().isEmpty()) {
        return makeError(QStringLiteral("a lease needs an annotator"));
    }
    if (duration.count() <= 0) {
        return makeError(QStringLiteral("a lease must last a positive time"));
    }
    const QString what = QStringLiteral("leasing a pair");
    QSqlQuery expire = database.query();
    if (Status status =
            execute(expire,
                    QStringLiteral("DELETE FROM pair_leases WHERE %1 AND label_id IS NULL"
                                   " AND expires_ms <= %2")
                        .arg(kKeyCondition, now(database)),
                    keyValues(key), what);
        !status) {
        return status.error();
    }
    QSqlQuery holders = database.query();
    if (Status status =
            execute(holders,
                    QStringLiteral("SELECT annotator, label_id FROM pair_leases WHERE %1")
                        .arg(kKeyCondition),
                    keyValues(key), what);
        !status) {
        return status.error();
    }
    int others = 0;
    bool mine = false;
    while (holders.next()) {
        if (holders.value(0).toString() != annotator) {
            ++others;
        } else if (!holders.value(1).isNull()) {
            return LeaseOutcome::Taken; // labelled by this annotator already
        } else {
            mine = true;
        }
    }
    QSqlQuery write = database.query();
    if (mine) {
        QVariantList values{static_cast<qint64>(duration.count()), annotator};
        values.append(keyValues(key));
        if (Status status = execute(write,
                                    QStringLiteral("UPDATE pair_leases SET expires_ms = %1 + ?"
                                                   " WHERE annotator = ? AND %2")
                                        .arg(now(database), kKeyCondition),
                                    values, what);
            !status) {
            return status.error();
        }
        return LeaseOutcome::Leased;
    }
    if (others >= pairCapacity(key, overlapPercent)) {
        return LeaseOutcome::Taken;
    }
    const QString sql = QStringLiteral("INSERT INTO pair_leases (criterion_id, context_id,"
                                       " candidate_low, candidate_high, annotator, leased_ms,"
                                       " expires_ms) VALUES (?, ?, ?, ?, ?, %1, %1 + ?)")
                            .arg(now(database));
    if (Status status = execute(write, sql,
                                {key.criterionId, key.contextId, key.low, key.high, annotator,
                                 static_cast<qint64>(duration.count())},
                                what);
        !status) {
        return status.error();
    }
    return LeaseOutcome::Leased;
}

Status claimPairWithLabel(ProjectDatabase& database, const QString& annotator, const PairKey& key,
                          domain::HumanLabelId label) {
    const QString what = QStringLiteral("tying a label to its pair's lease");
    QSqlQuery update = database.query();
    QVariantList values{label, annotator};
    values.append(keyValues(key));
    if (Status status =
            execute(update,
                    QStringLiteral("UPDATE pair_leases SET label_id = ?, expires_ms = NULL"
                                   " WHERE annotator = ? AND %1")
                        .arg(kKeyCondition),
                    values, what);
        !status) {
        return status;
    }
    if (update.numRowsAffected() > 0) {
        return {};
    }
    QSqlQuery insert = database.query();
    return execute(
        insert,
        QStringLiteral("INSERT INTO pair_leases (criterion_id, context_id, candidate_low,"
                       " candidate_high, annotator, leased_ms, expires_ms, label_id)"
                       " VALUES (?, ?, ?, ?, ?, %1, NULL, ?)")
            .arg(now(database)),
        {key.criterionId, key.contextId, key.low, key.high, annotator, label}, what);
}

Status releasePairLease(ProjectDatabase& database, const QString& annotator, const PairKey& key) {
    QSqlQuery remove = database.query();
    QVariantList values{annotator};
    values.append(keyValues(key));
    return execute(remove,
                   QStringLiteral("DELETE FROM pair_leases WHERE annotator = ? AND %1"
                                  " AND label_id IS NULL")
                       .arg(kKeyCondition),
                   values, QStringLiteral("giving back a pair"));
}

Status releaseAllPairLeases(ProjectDatabase& database, const QString& annotator) {
    QSqlQuery remove = database.query();
    return execute(
        remove, QStringLiteral("DELETE FROM pair_leases WHERE annotator = ? AND label_id IS NULL"),
        {annotator}, QStringLiteral("giving back the annotator's pairs"));
}

Result<QList<PairHolders>> pairHolders(ProjectDatabase& database, domain::CriterionId criterion) {
    QSqlQuery select = database.query();
    const QString sql =
        QStringLiteral("SELECT context_id, candidate_low, candidate_high, annotator, expires_ms,"
                       " label_id, expires_ms > %1 FROM pair_leases WHERE criterion_id = ?"
                       " ORDER BY candidate_low, candidate_high, annotator")
            .arg(now(database));
    if (Status status = execute(select, sql, {criterion}, QStringLiteral("reading pair leases"));
        !status) {
        return status.error();
    }
    QList<PairHolders> pairs;
    while (select.next()) {
        const PairKey key{criterion, select.value(0).toLongLong(), select.value(1).toLongLong(),
                          select.value(2).toLongLong()};
        if (pairs.isEmpty() || !(pairs.constLast().key == key)) {
            pairs.append(PairHolders{key, {}, {}});
        }
        const QString annotator = select.value(3).toString();
        if (!select.value(5).isNull()) {
            pairs.last().labels.insert(annotator, select.value(5).toLongLong());
        } else if (select.value(6).toBool()) {
            pairs.last().activeLeases.insert(annotator, select.value(4).toLongLong());
        }
    }
    return pairs;
}

} // namespace pairrank::storage
