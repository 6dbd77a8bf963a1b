#include "pairs_to_judge_reader.h"

#include "input_file.h"
#include "jsonl_reader.h"
#include "record_fields.h"

#include <QHash>

#include <limits>

namespace pairrank::storage {
namespace {

const QString kContext = QStringLiteral("context");
const QString kContextText = QStringLiteral("context_text");
const QString kColumnA = QStringLiteral("a");
const QString kColumnB = QStringLiteral("b");
const QString kTextA = QStringLiteral("text_a");
const QString kTextB = QStringLiteral("text_b");
const QString kPositionA = QStringLiteral("position_a");
const QString kPositionB = QStringLiteral("position_b");

struct KnownContext {
    qint64 number = 0;
    int size = 0; // ids named so far
    QString text;
    qint64 textLine = 0;
};

struct KnownCandidate {
    qint64 number = 0;
    int position = 0;
};

class PairsRead {
public:
    Status add(const RecordFields& fields, const InputRecord& record);
    QList<PairToJudgeLine> finish();

private:
    Result<KnownCandidate> candidate(const RecordFields& fields, KnownContext& context,
                                     const QString& contextKey, const QString& id,
                                     const QString& positionColumn);

    QList<PairToJudgeLine> m_pairs;
    QHash<QString, KnownContext> m_contexts;     // by the context's id
    QHash<QString, KnownCandidate> m_candidates; // by "context\nid"
};

Result<KnownCandidate> PairsRead::candidate(const RecordFields& fields, KnownContext& context,
                                            const QString& contextKey, const QString& id,
                                            const QString& positionColumn) {
    Result<std::optional<qint64>> given = fields.optionalInteger(positionColumn);
    if (!given) {
        return given.error();
    }
    if (given->has_value() && (**given < 0 || **given >= std::numeric_limits<int>::max())) {
        return fields.errorAt(positionColumn,
                              QStringLiteral("%1 is not a place (an integer >= 0)").arg(**given));
    }
    const QString key = contextKey + u'\n' + id;
    auto known = m_candidates.find(key);
    if (known == m_candidates.end()) {
        known = m_candidates.insert(
            key, KnownCandidate{static_cast<qint64>(m_candidates.size()), context.size++});
    }
    KnownCandidate found = *known;
    if (given->has_value()) {
        found.position = static_cast<int>(**given);
    }
    return found;
}

Status PairsRead::add(const RecordFields& fields, const InputRecord& record) {
    PairToJudgeLine pair;
    pair.line = record.line;
    QString contextKey = QStringLiteral("0");
    pair.context = QJsonValue(0);
    if (fields.has(kContext)) {
        Result<QString> context = fields.requiredText(kContext);
        if (!context) {
            return context.error();
        }
        contextKey = *context;
        pair.context = fields.value(kContext);
    }
    Result<QString> ids[2] = {fields.requiredText(kColumnA), fields.requiredText(kColumnB)};
    for (const Result<QString>& id : ids) {
        if (!id) {
            return id.error();
        }
    }
    for (const QString& column : {kTextA, kTextB}) {
        if (!record.values.contains(column)) {
            return fields.errorAtRecord(
                QStringLiteral("the required field '%1' is missing").arg(column));
        }
    }
    Result<QString> textA = fields.optionalText(kTextA);
    Result<QString> textB = fields.optionalText(kTextB);
    Result<QString> contextText = fields.optionalText(kContextText);
    for (const Result<QString>* text : {&textA, &textB, &contextText}) {
        if (!*text) {
            return text->error();
        }
    }
    auto context = m_contexts.find(contextKey);
    if (context == m_contexts.end()) {
        context = m_contexts.insert(contextKey,
                                    KnownContext{static_cast<qint64>(m_contexts.size()), 0, {}, 0});
    }
    if (!contextText->isEmpty()) {
        if (context->text.isEmpty()) {
            context->text = *contextText;
            context->textLine = record.line;
        } else if (*contextText != context->text) {
            return fields.errorAt(kContextText,
                                  QStringLiteral("context '%1' has a different text here than on "
                                                 "line %2")
                                      .arg(contextKey)
                                      .arg(context->textLine));
        }
    }
    Result<KnownCandidate> a = candidate(fields, *context, contextKey, *ids[0], kPositionA);
    if (!a) {
        return a.error();
    }
    Result<KnownCandidate> b = candidate(fields, *context, contextKey, *ids[1], kPositionB);
    if (!b) {
        return b.error();
    }
    pair.idA = fields.value(kColumnA);
    pair.idB = fields.value(kColumnB);
    pair.contextNumber = context->number;
    pair.candidateNumberA = a->number;
    pair.candidateNumberB = b->number;
    pair.positionA = a->position;
    pair.positionB = b->position;
    pair.textA = *textA;
    pair.textB = *textB;
    m_pairs.append(std::move(pair));
    return {};
}

QList<PairToJudgeLine> PairsRead::finish() {
    QHash<qint64, QString> textByNumber;
    for (const KnownContext& context : std::as_const(m_contexts)) {
        textByNumber.insert(context.number, context.text);
    }
    for (PairToJudgeLine& pair : m_pairs) {
        pair.contextText = textByNumber.value(pair.contextNumber);
    }
    return std::move(m_pairs);
}

} // namespace

Result<QList<PairToJudgeLine>> readPairsToJudge(RecordReader& reader) {
    PairsRead read;
    const Status status =
        forEachRecord(reader, [&read](const RecordFields& fields, const InputRecord& record) {
            return read.add(fields, record);
        });
    if (!status) {
        return status.error();
    }
    return read.finish();
}

Result<QList<PairToJudgeLine>> readPairsToJudgeFile(const QString& path) {
    Result<std::unique_ptr<InputFile>> input = InputFile::open(path);
    if (!input) {
        return input.error();
    }
    JsonLinesRecordReader reader((*input)->device(), (*input)->name(), EmptyInput::Accepted);
    return readPairsToJudge(reader);
}

} // namespace pairrank::storage
