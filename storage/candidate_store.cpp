#include "candidate_store.h"

#include "sql_support.h"

#include <QStringList>

#include <algorithm>
#include <functional>

namespace pairrank::storage {
namespace {

// The columns candidateFromRow reads; with a textPrefix, only the text's first so many
// characters (substr counts characters, code points, in SQLite and PostgreSQL alike, so
// a cut never splits one).
QString candidateColumns(std::optional<int> textPrefix = {}) {
    const QString text = textPrefix
                             ? QStringLiteral("substr(text, 1, %1)").arg(std::max(0, *textPrefix))
                             : QStringLiteral("text");
    return QStringLiteral("id, context_id, position, external_id, %1, system, metadata").arg(text);
}

domain::Candidate candidateFromRow(const QSqlQuery& row) {
    domain::Candidate candidate;
    candidate.id = row.value(0).toLongLong();
    candidate.contextId = row.value(1).toLongLong();
    candidate.position = row.value(2).toInt();
    candidate.externalId = row.value(3).toString();
    candidate.text = row.value(4).toString();
    candidate.system = row.value(5).toString();
    candidate.metadata = objectFromStoredJson(row.value(6));
    return candidate;
}

// Runs `sql`, whose "%1" is a list of candidate ids, over `ids` in chunks, and hands
// every row to `row`. Ids are integers from the file itself, so listing them in the
// statement is safe; chunks keep each statement short.
Status forEachRowOfIds(ProjectDatabase& database, const QList<domain::CandidateId>& ids,
                       const QString& sql, const QString& what,
                       const std::function<void(const QSqlQuery&)>& row) {
    constexpr qsizetype kChunk = 500;
    for (qsizetype begin = 0; begin < ids.size(); begin += kChunk) {
        QStringList chunk;
        for (qsizetype i = begin; i < std::min(ids.size(), begin + kChunk); ++i) {
            chunk << QString::number(ids[i]);
        }
        QSqlQuery select = database.query();
        select.setForwardOnly(true);
        if (!select.exec(sql.arg(chunk.join(QLatin1Char(','))))) {
            return queryError(select, what);
        }
        while (select.next()) {
            row(select);
        }
    }
    return {};
}

// Fills in the reference scores of the given candidates; when they are every candidate of
// `wholeContext`, by one join instead of a statement per 500 ids (a 100,000-candidate
// context is read so for its ranking).
Status attachReferenceScores(ProjectDatabase& database, QList<domain::Candidate>& candidates,
                             std::optional<domain::ContextId> wholeContext = {}) {
    QHash<domain::CandidateId, qsizetype> indexById;
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        indexById.insert(candidates[i].id, i);
    }
    const QString what = QStringLiteral("reading reference scores");
    const auto attach = [&](const QSqlQuery& select) {
        const qsizetype index = indexById.value(select.value(0).toLongLong(), -1);
        if (index >= 0) {
            candidates[index].referenceScores.insert(select.value(1).toString(),
                                                     select.value(2).toDouble());
        }
    };
    if (!wholeContext) {
        QList<domain::CandidateId> ids;
        ids.reserve(candidates.size());
        for (const domain::Candidate& candidate : candidates) {
            ids.append(candidate.id);
        }
        return forEachRowOfIds(database, ids,
                               QStringLiteral("SELECT candidate_id, criterion, score FROM"
                                              " reference_scores WHERE candidate_id IN (%1)"),
                               what, attach);
    }
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = execute(select,
                                QStringLiteral("SELECT s.candidate_id, s.criterion, s.score FROM"
                                               " reference_scores s JOIN candidates c ON c.id ="
                                               " s.candidate_id WHERE c.context_id = ?"),
                                {*wholeContext}, what);
        !status) {
        return status;
    }
    while (select.next()) {
        attach(select);
    }
    return {};
}

// `wholeContext`: the query reads every candidate of that context.
Result<QList<domain::Candidate>>
runCandidateQuery(ProjectDatabase& database, QSqlQuery& select,
                  std::optional<domain::ContextId> wholeContext = {},
                  const common::ProgressCallback& progress = {}) {
    const auto goOn = [&progress](qsizetype rows) {
        return common::shouldContinue(progress, {rows, 0, {}});
    };
    if (!goOn(0)) {
        return cancelledError();
    }
    if (!select.exec()) {
        return queryError(select, QStringLiteral("reading candidates"));
    }
    QList<domain::Candidate> candidates;
    while (select.next()) {
        candidates.append(candidateFromRow(select));
        if (candidates.size() % kCandidatesPerProgress == 0 && !goOn(candidates.size())) {
            return cancelledError();
        }
    }
    if (Status status = attachReferenceScores(database, candidates, wholeContext); !status) {
        return status.error();
    }
    return candidates;
}

} // namespace

CandidateWriter::CandidateWriter(ProjectDatabase& database)
    : m_insertContext(database.query())
    , m_insertCandidate(database.query())
    , m_insertScore(database.query())
    , m_maxPosition(database.query())
    , m_updateContextText(database.query()) {}

Result<CandidateWriter> CandidateWriter::prepare(ProjectDatabase& database) {
    CandidateWriter writer(database);
    const std::pair<QSqlQuery*, QString> statements[] = {
        {&writer.m_insertContext,
         QStringLiteral("INSERT INTO contexts (external_id, text, metadata) VALUES (?, ?, ?)")},
        {&writer.m_insertCandidate,
         QStringLiteral("INSERT INTO candidates (context_id, position, external_id, text, system,"
                        " metadata) VALUES (?, ?, ?, ?, ?, ?)")},
        {&writer.m_insertScore,
         QStringLiteral(
             "INSERT INTO reference_scores (candidate_id, criterion, score) VALUES (?, ?, ?)")},
        {&writer.m_maxPosition,
         QStringLiteral("SELECT max(position) FROM candidates WHERE context_id = ?")},
        {&writer.m_updateContextText, QStringLiteral("UPDATE contexts SET text = ? WHERE id = ?")},
    };
    for (const auto& [query, sql] : statements) {
        if (Status status = storage::prepare(*query, sql); !status) {
            return status.error();
        }
    }
    return writer;
}

Result<domain::ContextId> CandidateWriter::addContext(const domain::Context& context) {
    m_insertContext.addBindValue(storedText(context.externalId));
    m_insertContext.addBindValue(storedText(context.text));
    m_insertContext.addBindValue(toStoredJson(context.metadata));
    if (Status status = execute(m_insertContext,
                                QStringLiteral("storing context '%1'").arg(context.externalId));
        !status) {
        return status.error();
    }
    const Result<qint64> inserted =
        insertedId(m_insertContext, QStringLiteral("storing context '%1'").arg(context.externalId));
    if (!inserted) {
        return inserted.error();
    }
    const domain::ContextId id = *inserted;
    m_nextPosition.insert(id, 0);
    return id;
}

Status CandidateWriter::setContextText(domain::ContextId context, const QString& text) {
    m_updateContextText.addBindValue(storedText(text));
    m_updateContextText.addBindValue(context);
    return execute(m_updateContextText, QStringLiteral("storing the text of a context"));
}

Result<int> CandidateWriter::nextPosition(domain::ContextId context) {
    if (auto found = m_nextPosition.constFind(context); found != m_nextPosition.constEnd()) {
        return *found;
    }
    m_maxPosition.addBindValue(context);
    if (Status status = execute(m_maxPosition, QStringLiteral("reading candidate positions"));
        !status) {
        return status.error();
    }
    const int next = m_maxPosition.next() && !m_maxPosition.value(0).isNull()
                         ? m_maxPosition.value(0).toInt() + 1
                         : 0;
    m_maxPosition.finish();
    return next;
}

Result<domain::Candidate> CandidateWriter::addCandidate(const domain::Candidate& candidate) {
    Result<int> position = nextPosition(candidate.contextId);
    if (!position) {
        return position.error();
    }
    m_insertCandidate.addBindValue(candidate.contextId);
    m_insertCandidate.addBindValue(*position);
    m_insertCandidate.addBindValue(storedText(candidate.externalId));
    m_insertCandidate.addBindValue(storedText(candidate.text));
    m_insertCandidate.addBindValue(nullableText(candidate.system));
    m_insertCandidate.addBindValue(toStoredJson(candidate.metadata));
    if (Status status = execute(m_insertCandidate,
                                QStringLiteral("storing candidate '%1'").arg(candidate.externalId));
        !status) {
        return status.error();
    }
    domain::Candidate stored = candidate;
    const Result<qint64> inserted =
        insertedId(m_insertCandidate, QStringLiteral("storing a candidate"));
    if (!inserted) {
        return inserted.error();
    }
    stored.id = *inserted;
    stored.position = *position;
    m_nextPosition.insert(candidate.contextId, *position + 1);
    for (auto score = candidate.referenceScores.cbegin(); score != candidate.referenceScores.cend();
         ++score) {
        m_insertScore.addBindValue(stored.id);
        m_insertScore.addBindValue(score.key());
        m_insertScore.addBindValue(score.value());
        if (Status status = execute(
                m_insertScore, QStringLiteral("storing reference score '%1'").arg(score.key()));
            !status) {
            return status.error();
        }
    }
    return stored;
}

namespace {

// The first context of "SELECT … FROM contexts <tail>", if any.
Result<std::optional<domain::Context>>
selectOneContext(ProjectDatabase& database, const QString& tail, const QVariantList& values) {
    QSqlQuery select = database.query();
    if (Status status = execute(select,
                                QStringLiteral("SELECT id, external_id, text, metadata"
                                               " FROM contexts ") +
                                    tail,
                                values, QStringLiteral("reading context"));
        !status) {
        return status.error();
    }
    if (!select.next()) {
        return std::optional<domain::Context>();
    }
    return std::optional<domain::Context>(
        domain::Context{select.value(0).toLongLong(), select.value(1).toString(),
                        select.value(2).toString(), objectFromStoredJson(select.value(3))});
}

} // namespace

Result<std::optional<domain::Context>> findContextByExternalId(ProjectDatabase& database,
                                                               const QString& externalId) {
    return selectOneContext(database, QStringLiteral("WHERE external_id = ?"), {externalId});
}

Result<std::optional<domain::Context>> findContext(ProjectDatabase& database,
                                                   std::optional<domain::ContextId> id) {
    return id ? selectOneContext(database, QStringLiteral("WHERE id = ?"), {*id})
              : selectOneContext(database, QStringLiteral("ORDER BY id LIMIT 1"), {});
}

Result<QList<domain::Context>> listContexts(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(
            QStringLiteral("SELECT id, external_id, text, metadata FROM contexts ORDER BY id"))) {
        return queryError(select, QStringLiteral("reading contexts"));
    }
    QList<domain::Context> contexts;
    while (select.next()) {
        contexts.append(domain::Context{select.value(0).toLongLong(), select.value(1).toString(),
                                        select.value(2).toString(),
                                        objectFromStoredJson(select.value(3))});
    }
    return contexts;
}

Result<QHash<QString, CandidateLocation>> candidateLocations(ProjectDatabase& database) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (!select.exec(QStringLiteral("SELECT external_id, id, context_id FROM candidates"))) {
        return queryError(select, QStringLiteral("reading candidate ids"));
    }
    QHash<QString, CandidateLocation> locations;
    while (select.next()) {
        locations.insert(
            select.value(0).toString(),
            CandidateLocation{select.value(1).toLongLong(), select.value(2).toLongLong()});
    }
    return locations;
}

Result<QList<domain::Candidate>> candidatesPage(ProjectDatabase& database,
                                                const CandidatePageRequest& request) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    const QString sql =
        request.contextId
            ? QStringLiteral("SELECT %1 FROM candidates WHERE context_id = ? AND position > ?"
                             " ORDER BY position LIMIT ?")
                  .arg(candidateColumns(request.textPrefix))
            : QStringLiteral("SELECT %1 FROM candidates WHERE id > ? ORDER BY id LIMIT ?")
                  .arg(candidateColumns(request.textPrefix));
    if (Status status = prepare(select, sql); !status) {
        return status.error();
    }
    if (request.contextId) {
        select.addBindValue(*request.contextId);
        select.addBindValue(request.afterPosition);
    } else {
        select.addBindValue(request.afterId);
    }
    select.addBindValue(request.limit);
    return runCandidateQuery(database, select);
}

Result<QList<domain::Candidate>> candidatesOfContext(ProjectDatabase& database,
                                                     domain::ContextId context,
                                                     std::optional<int> textPrefix,
                                                     const common::ProgressCallback& progress) {
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = prepare(select, QStringLiteral("SELECT %1 FROM candidates WHERE"
                                                       " context_id = ? ORDER BY position")
                                            .arg(candidateColumns(textPrefix)));
        !status) {
        return status.error();
    }
    select.addBindValue(context);
    return runCandidateQuery(database, select, context, progress);
}

Result<QList<domain::CandidateId>> candidateIdsInOrder(ProjectDatabase& database,
                                                       std::optional<domain::ContextId> context,
                                                       const CandidateSortOrder& order) {
    using Key = CandidateSortOrder::Key;
    const QString direction = order.descending ? QStringLiteral("DESC") : QStringLiteral("ASC");
    QString join;
    QString by;
    switch (order.key) {
    case Key::ExternalId:
        by = QStringLiteral("c.external_id %1").arg(direction);
        break;
    case Key::Context:
        join = QStringLiteral(" JOIN contexts x ON x.id = c.context_id");
        by = QStringLiteral("x.external_id %1, c.position").arg(direction);
        break;
    case Key::System:
        // (A IS NULL) is false before true in SQLite and PostgreSQL alike.
        by = QStringLiteral("(c.system IS NULL OR c.system = ''), c.system %1").arg(direction);
        break;
    case Key::Text:
        by = QStringLiteral("c.text %1").arg(direction);
        break;
    case Key::ReferenceScore:
        join = QStringLiteral(
            " LEFT JOIN reference_scores s ON s.candidate_id = c.id AND s.criterion = ?");
        by = QStringLiteral("(s.score IS NULL), s.score %1").arg(direction);
        break;
    }
    QSqlQuery select = database.query();
    select.setForwardOnly(true);
    if (Status status = prepare(
            select,
            QStringLiteral("SELECT c.id FROM candidates c%1%2"
                           " ORDER BY %3, c.id")
                .arg(join, context ? QStringLiteral(" WHERE c.context_id = ?") : QString(), by));
        !status) {
        return status.error();
    }
    if (order.key == Key::ReferenceScore) {
        select.addBindValue(order.criterion);
    }
    if (context) {
        select.addBindValue(*context);
    }
    if (!select.exec()) {
        return queryError(select, QStringLiteral("sorting candidates"));
    }
    QList<domain::CandidateId> ids;
    while (select.next()) {
        ids.append(select.value(0).toLongLong());
    }
    return ids;
}

Result<QList<domain::Candidate>> candidatesWithIds(ProjectDatabase& database,
                                                   const QList<domain::CandidateId>& ids,
                                                   std::optional<int> textPrefix) {
    QHash<domain::CandidateId, domain::Candidate> found;
    const Status status =
        forEachRowOfIds(database, ids,
                        QStringLiteral("SELECT %1 FROM candidates WHERE id IN (%2)")
                            .arg(candidateColumns(textPrefix), QStringLiteral("%1")),
                        QStringLiteral("reading candidates"), [&](const QSqlQuery& select) {
                            domain::Candidate candidate = candidateFromRow(select);
                            found.insert(candidate.id, std::move(candidate));
                        });
    if (!status) {
        return status.error();
    }
    QList<domain::Candidate> candidates;
    candidates.reserve(found.size());
    for (const domain::CandidateId id : ids) {
        if (const auto candidate = found.constFind(id); candidate != found.cend()) {
            candidates.append(*candidate);
        }
    }
    if (Status scores = attachReferenceScores(database, candidates); !scores) {
        return scores.error();
    }
    return candidates;
}

Result<QHash<domain::CandidateId, QString>> externalIdsOf(ProjectDatabase& database,
                                                          const QList<domain::CandidateId>& ids) {
    QHash<domain::CandidateId, QString> names;
    const Status status = forEachRowOfIds(
        database, ids, QStringLiteral("SELECT id, external_id FROM candidates WHERE id IN (%1)"),
        QStringLiteral("reading candidates' ids"), [&](const QSqlQuery& select) {
            names.insert(select.value(0).toLongLong(), select.value(1).toString());
        });
    if (!status) {
        return status.error();
    }
    return names;
}

Result<std::optional<domain::Candidate>> findCandidate(ProjectDatabase& database,
                                                       domain::CandidateId id) {
    QSqlQuery select = database.query();
    if (Status status = prepare(
            select,
            QStringLiteral("SELECT %1 FROM candidates WHERE id = ?").arg(candidateColumns()));
        !status) {
        return status.error();
    }
    select.addBindValue(id);
    Result<QList<domain::Candidate>> found = runCandidateQuery(database, select);
    if (!found) {
        return found.error();
    }
    if (found->isEmpty()) {
        return std::optional<domain::Candidate>();
    }
    return std::optional<domain::Candidate>(found->first());
}

} // namespace pairrank::storage
