#include "truth_source.h"

#include "storage/candidate_store.h"
#include "storage/jsonl_reader.h"
#include "storage/project_database.h"

#include <QFile>
#include <QHash>

#include <cmath>

namespace pairrank::judgesim {
namespace {

using storage::Result;

storage::Error errorAt(const QString& file, const storage::FieldPosition& where,
                       const QString& message) {
    return storage::Error{message, file, where.line, where.column};
}

// Texts must differ: the simulator identifies candidates by their text.
storage::Status checkDistinctTexts(const QList<TruthItem>& items, const QString& source) {
    QHash<QByteArray, QString> idByText;
    for (const TruthItem& item : items) {
        if (item.text.isEmpty()) {
            continue;
        }
        const auto existing = idByText.constFind(item.text);
        if (existing != idByText.constEnd()) {
            return storage::makeError(QStringLiteral("%1: candidates '%2' and '%3' have the same "
                                                     "text, so a prompt cannot tell them apart")
                                          .arg(source, *existing, item.id));
        }
        idByText.insert(item.text, item.id);
    }
    return storage::Status::success();
}

} // namespace

Result<QList<TruthItem>> loadTruthFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return storage::Error{QStringLiteral("cannot open the truth file: ") + file.errorString(),
                              path, 0, 0};
    }
    storage::JsonLinesRecordReader reader(file, path);
    QList<TruthItem> items;
    QHash<QString, qint64> lineById;
    qsizetype itemsWithText = 0;
    storage::InputRecord record;
    for (;;) {
        Result<bool> read = reader.next(record);
        if (!read) {
            return read.error();
        }
        if (!*read) {
            break;
        }
        TruthItem item;
        const QJsonValue id = record.values.value(QStringLiteral("id"));
        if (id.isString()) {
            item.id = id.toString();
        } else if (id.isDouble()) {
            item.id = QString::number(id.toDouble(), 'g', 17);
        }
        if (item.id.isEmpty()) {
            return errorAt(path, record.positionOf(QStringLiteral("id")),
                           QStringLiteral("\"id\" must be a non-empty string or a number"));
        }
        if (const auto previous = lineById.constFind(item.id); previous != lineById.constEnd()) {
            return errorAt(
                path, record.positionOf(QStringLiteral("id")),
                QStringLiteral("id '%1' is already used on line %2").arg(item.id).arg(*previous));
        }
        lineById.insert(item.id, record.line);
        const QJsonValue score = record.values.value(QStringLiteral("score"));
        if (!score.isDouble() || !std::isfinite(score.toDouble())) {
            return errorAt(path, record.positionOf(QStringLiteral("score")),
                           QStringLiteral("\"score\" must be a finite number"));
        }
        item.score = score.toDouble();
        const QJsonValue text = record.values.value(QStringLiteral("text"));
        if (!text.isUndefined() && !text.isNull()) {
            if (!text.isString() || text.toString().isEmpty()) {
                return errorAt(path, record.positionOf(QStringLiteral("text")),
                               QStringLiteral("\"text\" must be a non-empty string"));
            }
            item.text = text.toString().toUtf8();
            ++itemsWithText;
        }
        items.append(std::move(item));
    }
    if (items.size() < 2) {
        return storage::Error{
            QStringLiteral("the truth needs at least 2 items, got %1").arg(items.size()), path, 0,
            0};
    }
    if (itemsWithText != 0 && itemsWithText != items.size()) {
        return storage::Error{QStringLiteral("%1 of %2 items have a \"text\": give it for every "
                                             "item or for none")
                                  .arg(itemsWithText)
                                  .arg(items.size()),
                              path, 0, 0};
    }
    if (storage::Status distinct = checkDistinctTexts(items, path); !distinct) {
        return distinct.error();
    }
    return items;
}

Result<QList<TruthItem>> loadTruthFromProject(const QString& path, const QString& criterion,
                                              int& skipped) {
    skipped = 0;
    Result<std::unique_ptr<storage::ProjectDatabase>> database =
        storage::ProjectDatabase::open(path);
    if (!database) {
        return database.error();
    }
    QList<TruthItem> items;
    storage::CandidatePageRequest page;
    page.limit = 5000;
    for (;;) {
        Result<QList<domain::Candidate>> candidates = storage::candidatesPage(**database, page);
        if (!candidates) {
            return candidates.error();
        }
        if (candidates->isEmpty()) {
            break;
        }
        for (const domain::Candidate& candidate : *candidates) {
            const auto score = candidate.referenceScores.constFind(criterion);
            if (score == candidate.referenceScores.constEnd() || candidate.text.isEmpty()) {
                ++skipped;
                continue;
            }
            items.append(TruthItem{candidate.externalId.isEmpty() ? QString::number(candidate.id)
                                                                  : candidate.externalId,
                                   *score, candidate.text.toUtf8()});
        }
        page.afterId = candidates->last().id;
    }
    if (items.size() < 2) {
        return storage::Error{QStringLiteral("the project has %1 candidates with a reference "
                                             "score for criterion '%2'; at least 2 are needed")
                                  .arg(items.size())
                                  .arg(criterion),
                              path, 0, 0};
    }
    if (storage::Status distinct = checkDistinctTexts(items, path); !distinct) {
        return distinct.error();
    }
    return items;
}

} // namespace pairrank::judgesim
