#include "pairwise_dataset_importer.h"

#include "human_label_store.h"
#include "import_references.h"
#include "judgement_store.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace pairrank::storage {
namespace {

constexpr double kSingleSampleForA = 0.75; // (1 + 0.5) / (1 + 1)
constexpr double kSingleSampleForB = 0.25; // (0 + 0.5) / (1 + 1)
constexpr double kTie = 0.5;
const QString kSwappedSuffix = QStringLiteral("/swapped");

class PairwiseImport {
public:
    PairwiseImport(ProjectDatabase& database, RecordReader& reader,
                   const PairwiseDatasetColumns& columns)
        : m_database(database)
        , m_reader(reader)
        , m_columns(columns)
        , m_references(database) {}

    Status prepare();
    Status importRecord(const InputRecord& record);
    ImportSummary& summary() { return m_summary; }

private:
    Status addLabel(const RecordFields& fields, const QString& column, const QString& annotator,
                    const QJsonValue& value, const ResolvedPair& pair);
    Status addJudgement(const RecordFields& fields, const QString& judgeKey,
                        const QJsonValue& decision, const ResolvedPair& pair);

    ProjectDatabase& m_database;
    RecordReader& m_reader;
    const PairwiseDatasetColumns& m_columns;
    ImportReferences m_references;
    std::optional<CandidateWriter> m_candidates;
    std::optional<JudgementWriter> m_judgements;
    std::optional<HumanLabelWriter> m_labels;
    domain::CriterionId m_criterion = 0;
    QHash<QString, qint64> m_itemLines; // 0: the context was in the project before
    QDateTime m_importTime = QDateTime::currentDateTimeUtc();
    ImportSummary m_summary;
};

Status PairwiseImport::prepare() {
    if (Status loaded = m_references.load(); !loaded) {
        return loaded;
    }
    Result<QList<domain::Context>> contexts = listContexts(m_database);
    if (!contexts) {
        return contexts.error();
    }
    for (const domain::Context& context : *contexts) {
        m_itemLines.insert(context.externalId, 0);
    }
    Result<CandidateWriter> candidates = CandidateWriter::prepare(m_database);
    Result<JudgementWriter> judgements = JudgementWriter::prepare(m_database);
    Result<HumanLabelWriter> labels = HumanLabelWriter::prepare(m_database);
    if (!candidates || !judgements || !labels) {
        return !candidates ? candidates.error() : !judgements ? judgements.error() : labels.error();
    }
    m_candidates.emplace(std::move(*candidates));
    m_judgements.emplace(std::move(*judgements));
    m_labels.emplace(std::move(*labels));
    Result<domain::CriterionId> criterion = m_references.criterion(m_columns.criterion);
    if (!criterion) {
        return criterion.error();
    }
    m_criterion = *criterion;
    return {};
}

Status PairwiseImport::addLabel(const RecordFields& fields, const QString& column,
                                const QString& annotator, const QJsonValue& value,
                                const ResolvedPair& pair) {
    const std::optional<domain::HumanChoice> choice =
        domain::humanChoiceFromString(value.toString());
    if (!value.isString() || !choice) {
        return fields.errorAt(column, QStringLiteral("expected A, B or tie"));
    }
    domain::HumanLabel label;
    label.annotator = annotator;
    label.criterionId = m_criterion;
    label.contextId = pair.contextId;
    label.candidateA = pair.candidateA;
    label.candidateB = pair.candidateB;
    label.choice = *choice;
    label.labelledAt = m_importTime;
    label.source = domain::LabelSource::Imported;
    if (Result<domain::HumanLabelId> added = m_labels->add(label); !added) {
        return fields.errorAt(column, added.error().message);
    }
    ++m_summary.humanLabelsCreated;
    return {};
}

Status PairwiseImport::addJudgement(const RecordFields& fields, const QString& judgeKey,
                                    const QJsonValue& decision, const ResolvedPair& pair) {
    const QString text = decision.toString();
    if (!decision.isString() || (text != QStringLiteral("A") && text != QStringLiteral("B") &&
                                 text != QStringLiteral("tie"))) {
        return fields.errorAt(m_columns.judges,
                              QStringLiteral("judge '%1': expected A, B or tie").arg(judgeKey));
    }
    const bool swapped = judgeKey.endsWith(kSwappedSuffix);
    const QString judgeName = swapped ? judgeKey.chopped(kSwappedSuffix.size()) : judgeKey;
    const QString model = judgeName.section(QLatin1Char('/'), 0, 0);
    Result<domain::JudgeConfigId> judge =
        m_references.judge(judgeName, QString::fromLatin1(kImportedBackend), model);
    if (!judge) {
        return fields.errorAt(m_columns.judges, judge.error().message);
    }
    Result<domain::RunId> run =
        m_references.run(*judge, m_criterion, QFileInfo(m_reader.fileName()).fileName(), m_summary);
    if (!run) {
        return fields.errorAt(m_columns.judges, run.error().message);
    }
    domain::Judgement judgement;
    judgement.runId = *run;
    judgement.contextId = pair.contextId;
    judgement.candidateA = swapped ? pair.candidateB : pair.candidateA;
    judgement.candidateB = swapped ? pair.candidateA : pair.candidateB;
    const bool firstShownWins = (text == QStringLiteral("A")) != swapped;
    if (text == QStringLiteral("tie")) {
        judgement.status = domain::JudgementStatus::Tie;
        judgement.p = kTie;
        judgement.rawAnswer = text;
    } else {
        judgement.p = firstShownWins ? kSingleSampleForA : kSingleSampleForB;
        judgement.rawAnswer = firstShownWins ? QStringLiteral("A") : QStringLiteral("B");
    }
    judgement.createdAt = m_importTime;
    if (Result<domain::JudgementId> added = m_judgements->add(judgement); !added) {
        return fields.errorAt(m_columns.judges, added.error().message);
    }
    ++m_summary.judgementsCreated;
    return {};
}

Status PairwiseImport::importRecord(const InputRecord& record) {
    const RecordFields fields(record, m_reader.fileName());
    Result<QString> itemId = fields.requiredText(m_columns.itemId);
    if (!itemId) {
        return itemId.error();
    }
    if (auto seen = m_itemLines.constFind(*itemId); seen != m_itemLines.constEnd()) {
        return fields.errorAt(
            m_columns.itemId,
            *seen > 0 ? QStringLiteral("the item id '%1' was already used on line %2")
                            .arg(*itemId)
                            .arg(*seen)
                      : QStringLiteral("the item id '%1' is already in the project").arg(*itemId));
    }
    m_itemLines.insert(*itemId, record.line);
    const QStringList essential{m_columns.outputA, m_columns.outputB, m_columns.humanLabel};
    for (const QString& column : essential) {
        if (!record.values.contains(column)) {
            return fields.errorAtRecord(
                QStringLiteral("the required field '%1' is missing").arg(column));
        }
    }
    Result<QString> prompt = fields.optionalText(m_columns.prompt);
    if (!prompt) {
        return prompt.error();
    }
    domain::Context context;
    context.externalId = *itemId;
    context.text = *prompt;
    const QStringList structural{m_columns.itemId,  m_columns.prompt,     m_columns.outputA,
                                 m_columns.outputB, m_columns.systemA,    m_columns.systemB,
                                 m_columns.judges,  m_columns.humanLabel, m_columns.humanVotes};
    for (auto value = record.values.cbegin(); value != record.values.cend(); ++value) {
        if (!structural.contains(value.key())) {
            context.metadata.insert(value.key(), value.value());
        }
    }
    context.metadata.insert(m_columns.humanLabel, fields.value(m_columns.humanLabel));
    Result<domain::ContextId> contextId = m_candidates->addContext(context);
    if (!contextId) {
        return fields.errorAtRecord(contextId.error().message);
    }
    ++m_summary.contextsCreated;

    ResolvedPair pair;
    pair.contextId = *contextId;
    const std::pair<QString, QString> sides[] = {{m_columns.outputA, m_columns.systemA},
                                                 {m_columns.outputB, m_columns.systemB}};
    for (int side = 0; side < 2; ++side) {
        domain::Candidate candidate;
        candidate.contextId = *contextId;
        candidate.externalId = *itemId + (side == 0 ? QStringLiteral("#A") : QStringLiteral("#B"));
        Result<QString> text = fields.optionalText(sides[side].first);
        Result<QString> system = fields.optionalText(sides[side].second);
        if (!text || !system) {
            return !text ? text.error() : system.error();
        }
        candidate.text = *text;
        candidate.system = *system;
        Result<domain::Candidate> stored = m_candidates->addCandidate(candidate);
        if (!stored) {
            return fields.errorAt(sides[side].first, stored.error().message);
        }
        (side == 0 ? pair.candidateA : pair.candidateB) = stored->id;
        ++m_summary.candidatesCreated;
    }

    const QJsonValue votes = fields.value(m_columns.humanVotes);
    if (votes.isArray()) {
        const QJsonArray array = votes.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (Status status = addLabel(fields, m_columns.humanVotes,
                                         QStringLiteral("annotator%1").arg(i + 1), array[i], pair);
                !status) {
                return status;
            }
        }
    } else if (Status status = addLabel(fields, m_columns.humanLabel, QStringLiteral("human"),
                                        fields.value(m_columns.humanLabel), pair);
               !status) {
        return status;
    }

    Result<QJsonObject> judges = fields.optionalObject(m_columns.judges);
    if (!judges) {
        return judges.error();
    }
    for (auto judge = judges->begin(); judge != judges->end(); ++judge) {
        if (Status status = addJudgement(fields, judge.key(), judge.value(), pair); !status) {
            return status;
        }
    }
    return {};
}

} // namespace

Result<ImportSummary> importPairwiseDataset(ProjectDatabase& database, RecordReader& reader,
                                            const PairwiseDatasetColumns& columns,
                                            const common::ProgressCallback& progress) {
    ImportSummary summary;
    const Status status = database.transaction([&]() -> Status {
        PairwiseImport import(database, reader, columns);
        if (Status prepared = import.prepare(); !prepared) {
            return prepared;
        }
        if (Status reported = reportProgress(progress, 0); !reported) {
            return reported;
        }
        InputRecord record;
        for (;;) {
            Result<bool> read = reader.next(record);
            if (!read) {
                return read.error();
            }
            if (!*read) {
                break;
            }
            if (Status imported = import.importRecord(record); !imported) {
                return imported;
            }
            ++import.summary().records;
            if (Status reported = reportProgress(progress, import.summary().records); !reported) {
                return reported;
            }
        }
        if (import.summary().records == 0) {
            return Error{QStringLiteral("the file has no rows to import"), reader.fileName(),
                         reader.endLine(), 1};
        }
        summary = import.summary();
        return {};
    });
    if (!status) {
        return status.error();
    }
    return summary;
}

} // namespace pairrank::storage
