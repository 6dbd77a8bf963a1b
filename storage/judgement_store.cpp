#include "judgement_store.h"

#include "sql_support.h"
#include "store_support.h"

#include <cmath>

namespace pairrank::storage {
namespace {

const QString kJudgementColumns =
    QStringLiteral("id, run_id, context_id, candidate_a, candidate_b, p, status, failure_reason,"
                   " request_hash, raw_answer, prompt_tokens, completion_tokens, latency_ms, cost,"
                   " created_at");

domain::Judgement judgementFromRow(const QSqlQuery& row) {
    domain::Judgement judgement;
    judgement.id = row.value(0).toLongLong();
    judgement.runId = row.value(1).toLongLong();
    judgement.contextId = row.value(2).toLongLong();
    judgement.candidateA = row.value(3).toLongLong();
    judgement.candidateB = row.value(4).toLongLong();
    judgement.p = optionalDouble(row.value(5));
    judgement.status = domain::judgementStatusFromString(row.value(6).toString())
                           .value_or(domain::JudgementStatus::Failed);
    judgement.failureReason = row.value(7).toString();
    judgement.requestHash = row.value(8).toString();
    judgement.rawAnswer = row.value(9).toString();
    judgement.promptTokens = optionalInteger(row.value(10));
    judgement.completionTokens = optionalInteger(row.value(11));
    judgement.latencyMilliseconds = optionalDouble(row.value(12));
    judgement.cost = optionalDouble(row.value(13));
    judgement.createdAt = fromStoredDate(row.value(14));
    return judgement;
}

Result<QList<domain::Judgement>> runJudgementQuery(QSqlQuery& select) {
    if (!select.exec()) {
        return queryError(select, QStringLiteral("reading judgements"));
    }
    QList<domain::Judgement> judgements;
    while (select.next()) {
        judgements.append(judgementFromRow(select));
    }
    return judgements;
}

} // namespace

Status checkJudgement(const domain::Judgement& judgement) {
    if (judgement.candidateA == judgement.candidateB) {
        return makeError(QStringLiteral("a judgement compares a candidate with itself"));
    }
    if (domain::statusHasProbability(judgement.status)) {
        if (!judgement.p) {
            return makeError(QStringLiteral("p is missing for a judgement of status '%1'")
                                 .arg(domain::toString(judgement.status)));
        }
        if (!std::isfinite(*judgement.p) || *judgement.p <= 0.0 || *judgement.p >= 1.0) {
            return makeError(
                QStringLiteral("p must be a probability strictly between 0 and 1, not %1")
                    .arg(*judgement.p));
        }
    } else if (judgement.p) {
        return makeError(QStringLiteral("a judgement of status '%1' has no p (found %2)")
                             .arg(domain::toString(judgement.status))
                             .arg(*judgement.p));
    }
    return checkCallMeasures(judgement.promptTokens, judgement.completionTokens,
                             judgement.latencyMilliseconds, judgement.cost);
}

JudgementWriter::JudgementWriter(ProjectDatabase& database)
    : m_insert(database.query()) {}

Result<JudgementWriter> JudgementWriter::prepare(ProjectDatabase& database) {
    JudgementWriter writer(database);
    if (Status status = storage::prepare(
            writer.m_insert,
            QStringLiteral("INSERT INTO judgements (run_id, context_id, candidate_a, candidate_b,"
                           " p, status, failure_reason, request_hash, raw_answer, prompt_tokens,"
                           " completion_tokens, latency_ms, cost, created_at)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        !status) {
        return status.error();
    }
    return writer;
}

Result<domain::JudgementId> JudgementWriter::add(const domain::Judgement& judgement) {
    if (Status status = checkJudgement(judgement); !status) {
        return status.error();
    }
    const QDateTime created =
        judgement.createdAt.isValid() ? judgement.createdAt : QDateTime::currentDateTimeUtc();
    for (const QVariant& value :
         {QVariant(judgement.runId), QVariant(judgement.contextId), QVariant(judgement.candidateA),
          QVariant(judgement.candidateB), nullable(judgement.p),
          QVariant(domain::toString(judgement.status)), QVariant(judgement.failureReason),
          QVariant(judgement.requestHash),
          QVariant(judgement.rawAnswer.left(kRawAnswerExcerptCharacters)),
          nullable(judgement.promptTokens), nullable(judgement.completionTokens),
          nullable(judgement.latencyMilliseconds), nullable(judgement.cost),
          QVariant(toStoredDate(created))}) {
        m_insert.addBindValue(bindable(value));
    }
    if (Status status = execute(m_insert, QStringLiteral("storing a judgement")); !status) {
        return status.error();
    }
    return insertedId(m_insert, QStringLiteral("storing a judgement"));
}

Result<domain::JudgementId> insertJudgement(ProjectDatabase& database,
                                            const domain::Judgement& judgement) {
    return insertOne<JudgementWriter>(database, judgement);
}

Result<QList<domain::Judgement>> judgementsPage(ProjectDatabase& database,
                                                const JudgementPageRequest& request) {
    KeysetPageQuery page(request.afterId);
    page.filterBy(QStringLiteral("run_id"), request.runId);
    Result<QSqlQuery> prepared = page.prepareSelect(
        database, QStringLiteral("SELECT %1 FROM judgements").arg(kJudgementColumns),
        request.limit);
    if (!prepared) {
        return prepared.error();
    }
    return runJudgementQuery(*prepared);
}

// One statement for a batch of hashes; a longer list takes several, a shorter one repeats
// its first hash (a repeated value in IN changes nothing).
constexpr qsizetype kHashesPerStatement = 64;

JudgementLookup::JudgementLookup(ProjectDatabase& database)
    : m_select(database.query()) {
    m_select.setForwardOnly(true);
}

Result<JudgementLookup> JudgementLookup::prepare(ProjectDatabase& database) {
    JudgementLookup lookup(database);
    QStringList placeholders(kHashesPerStatement, QStringLiteral("?"));
    if (Status status = storage::prepare(
            lookup.m_select, QStringLiteral("SELECT %1 FROM judgements WHERE request_hash IN"
                                            " (%2) ORDER BY id")
                                 .arg(kJudgementColumns, placeholders.join(QLatin1Char(','))));
        !status) {
        return status.error();
    }
    return lookup;
}

Result<QHash<QString, QList<domain::Judgement>>>
JudgementLookup::byRequestHashes(const QStringList& requestHashes) {
    QHash<QString, QList<domain::Judgement>> found;
    for (qsizetype start = 0; start < requestHashes.size(); start += kHashesPerStatement) {
        for (qsizetype slot = 0; slot < kHashesPerStatement; ++slot) {
            const qsizetype index = start + slot < requestHashes.size() ? start + slot : start;
            m_select.bindValue(static_cast<int>(slot), requestHashes.at(index));
        }
        auto judgements = runJudgementQuery(m_select);
        m_select.finish(); // no read transaction is left open between lookups
        if (!judgements) {
            return judgements.error();
        }
        for (domain::Judgement& judgement : *judgements) {
            found[judgement.requestHash].append(std::move(judgement));
        }
    }
    return found;
}

Result<QList<domain::Judgement>> JudgementLookup::byRequestHash(const QString& requestHash) {
    auto found = byRequestHashes({requestHash});
    if (!found) {
        return found.error();
    }
    return found->value(requestHash);
}

Result<QList<domain::Judgement>> allJudgements(ProjectDatabase& database,
                                               JudgementPageRequest request) {
    QList<domain::Judgement> all;
    const Status status = forEachJudgement(database, request, [&all](const domain::Judgement& j) {
        all.append(j);
        return Status();
    });
    if (!status) {
        return status.error();
    }
    return all;
}

Status forEachJudgement(ProjectDatabase& database, JudgementPageRequest request,
                        const std::function<Status(const domain::Judgement&)>& visit) {
    if (request.limit < 1) {
        return makeError(
            QStringLiteral("page limit must be at least 1, got %1").arg(request.limit));
    }
    while (true) {
        const Result<QList<domain::Judgement>> page = judgementsPage(database, request);
        if (!page) {
            return page.error();
        }
        for (const domain::Judgement& judgement : *page) {
            if (Status status = visit(judgement); !status) {
                return status;
            }
        }
        if (page->size() < request.limit) {
            return {};
        }
        request.afterId = page->constLast().id;
    }
}

Result<CandidateJudgementsPage> judgementsOfCandidate(ProjectDatabase& database,
                                                      domain::CandidateId candidate, int limit,
                                                      const CandidateJudgementsFilter& filter) {
    // Each branch uses its own index; a candidate is never compared with itself,
    // so the two branches are disjoint.
    const QString ofCriterion =
        filter.criterion
            ? QStringLiteral(" AND run_id IN (SELECT id FROM runs WHERE criterion_id = ?)")
            : QString();
    const QString involved =
        QStringLiteral("SELECT %2 FROM judgements WHERE candidate_a = ?%1 UNION ALL SELECT %2"
                       " FROM judgements WHERE candidate_b = ?%1");
    const auto bindBranches = [&](QSqlQuery& query) {
        for (int branch = 0; branch < 2; ++branch) {
            query.addBindValue(candidate);
            if (filter.criterion) {
                query.addBindValue(*filter.criterion);
            }
        }
    };
    CandidateJudgementsPage result;
    QSqlQuery count = database.query();
    if (Status status =
            prepare(count, QStringLiteral("SELECT COUNT(*), COUNT(p) FROM (%1) AS involved")
                               .arg(involved.arg(ofCriterion, QStringLiteral("p"))));
        !status) {
        return status.error();
    }
    bindBranches(count);
    if (Status status = execute(count, QStringLiteral("counting a candidate's judgements"));
        !status) {
        return status.error();
    }
    if (count.next()) {
        const qint64 all = count.value(0).toLongLong();
        const qint64 withProbability = count.value(1).toLongLong();
        result.withoutProbability = all - withProbability;
        result.total = filter.withoutProbability ? all : withProbability;
    }
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    const QString condition =
        ofCriterion +
        (filter.withoutProbability ? QString() : QStringLiteral(" AND p IS NOT NULL"));
    if (Status status = prepare(
            select, QStringLiteral("SELECT %1 FROM (%2) AS involved ORDER BY id DESC LIMIT ?")
                        .arg(kJudgementColumns, involved.arg(condition, QStringLiteral("*"))));
        !status) {
        return status.error();
    }
    bindBranches(select);
    select.addBindValue(limit);
    Result<QList<domain::Judgement>> newest = runJudgementQuery(select);
    if (!newest) {
        return newest.error();
    }
    result.newest = std::move(*newest);
    return result;
}

Result<qint64> countJudgementsWithProbability(ProjectDatabase& database,
                                              domain::CriterionId criterion) {
    QSqlQuery query = database.query();
    return countRows(query,
                     QStringLiteral("SELECT COUNT(*) FROM judgements WHERE p IS NOT NULL AND run_id"
                                    " IN (SELECT id FROM runs WHERE criterion_id = ?)"),
                     {criterion}, QStringLiteral("counting a criterion's judgements"));
}

} // namespace pairrank::storage
