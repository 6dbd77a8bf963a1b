#include "report_csv.h"

#include "storage/record_writer.h"

#include <QJsonValue>

namespace pairrank::analysis {

namespace {

QString number(double value) {
    return QString::number(value, 'g', 12);
}

QString optionalNumber(const std::optional<double>& value) {
    return value ? number(*value) : QString();
}

// first, second, items, human_labelled, human_first_preferred, prior, evaluator,
// estimator, mean, lower, upper, error
QStringList pairRow(const stats::PairReport& pair, const QString& evaluator,
                    const QString& estimator,
                    const stats::Estimate<stats::WinRatePoint>& estimate) {
    return {QString::fromStdString(pair.firstSystem),
            QString::fromStdString(pair.secondSystem),
            QString::number(pair.items),
            QString::number(pair.human.labelled),
            QString::number(pair.human.firstPreferred),
            QString::fromLatin1(stats::priorSettingName(pair.prior)),
            evaluator,
            estimator,
            estimate.value ? number(estimate.value->mean) : QString(),
            estimate.value ? number(estimate.value->interval.lower) : QString(),
            estimate.value ? number(estimate.value->interval.upper) : QString(),
            estimate.value ? QString() : QString::fromStdString(estimate.error)};
}

CsvTable pairsTable(const stats::WinRateReport& report) {
    CsvTable table{QStringLiteral("pairs"),
                   {QStringLiteral("first_system"), QStringLiteral("second_system"),
                    QStringLiteral("items"), QStringLiteral("human_labelled"),
                    QStringLiteral("human_first_preferred"), QStringLiteral("prior"),
                    QStringLiteral("evaluator"), QStringLiteral("estimator"),
                    QStringLiteral("win_rate"), QStringLiteral("lower"), QStringLiteral("upper"),
                    QStringLiteral("error")},
                   {}};
    for (std::size_t i = 0; i < report.pairs.size(); ++i) {
        const stats::PairReport& pair = report.pairs[i];
        if (report.pooledRegression.value) {
            table.rows.append(pairRow(pair, QString(), QStringLiteral("pooled_regression"),
                                      stats::pooledRegressionSummary(report, i)));
        }
        table.rows.append(
            pairRow(pair, QString(), QStringLiteral("ppi"), stats::summarize(pair.ppi)));
        table.rows.append(pairRow(pair, QString(), QStringLiteral("dawid_skene"),
                                  stats::summarize(pair.dawidSkene)));
        for (const stats::EvaluatorPairReport& evaluator : pair.evaluators) {
            const QString judge = QString::fromStdString(evaluator.evaluator);
            table.rows.append(pairRow(pair, judge, QStringLiteral("observed"),
                                      stats::summarize(evaluator.observed)));
            table.rows.append(
                pairRow(pair, judge, QStringLiteral("bwrs"), stats::summarize(evaluator.bwrs)));
            table.rows.append(
                pairRow(pair, judge, QStringLiteral("ppi"), stats::summarize(evaluator.ppi)));
        }
    }
    return table;
}

CsvTable matrixTable(const stats::WinRateReport& report) {
    CsvTable table{QStringLiteral("matrix"), {QStringLiteral("system")}, {}};
    for (const std::string& system : report.systems) {
        table.header.append(QString::fromStdString(system));
    }
    for (std::size_t row = 0; row < report.systems.size(); ++row) {
        QStringList cells{QString::fromStdString(report.systems[row])};
        for (const std::optional<double>& value : report.winRate[row]) {
            cells.append(optionalNumber(value));
        }
        table.rows.append(cells);
    }
    return table;
}

CsvTable accuracyTable(const stats::WinRateReport& report) {
    CsvTable table{QStringLiteral("accuracy"),
                   {QStringLiteral("evaluator"), QStringLiteral("human_first"),
                    QStringLiteral("correct_first"), QStringLiteral("human_second"),
                    QStringLiteral("correct_second"), QStringLiteral("q0_mean"),
                    QStringLiteral("q0_lower"), QStringLiteral("q0_upper"),
                    QStringLiteral("q1_mean"), QStringLiteral("q1_lower"),
                    QStringLiteral("q1_upper"), QStringLiteral("overall_accuracy")},
                   {}};
    const auto summary = [](const std::optional<stats::BetaSummary>& value) {
        return value ? QStringList{number(value->mean), number(value->interval.lower),
                                   number(value->interval.upper)}
                     : QStringList{QString(), QString(), QString()};
    };
    for (const stats::EvaluatorAccuracyRow& row : report.accuracyTable) {
        const stats::AccuracyCounts& counts = row.accuracy.counts;
        table.rows.append(
            QStringList{QString::fromStdString(row.evaluator), QString::number(counts.humanFirst),
                        QString::number(counts.correctFirst), QString::number(counts.humanSecond),
                        QString::number(counts.correctSecond)} +
            summary(row.accuracy.q0) + summary(row.accuracy.q1) +
            QStringList{optionalNumber(row.accuracy.overallAccuracy)});
    }
    return table;
}

CsvTable rankingsTable(const QList<RankingSnapshot>& rankings) {
    CsvTable table{QStringLiteral("rankings"),
                   {QStringLiteral("context"), QStringLiteral("rank"), QStringLiteral("candidate"),
                    QStringLiteral("system"), QStringLiteral("score"),
                    QStringLiteral("score_lower"), QStringLiteral("score_upper"),
                    QStringLiteral("rank_lower"), QStringLiteral("rank_upper"),
                    QStringLiteral("probability_above_next"), QStringLiteral("judgements_seen"),
                    QStringLiteral("reference_score")},
                   {}};
    for (const RankingSnapshot& ranking : rankings) {
        for (const RankingRow& row : ranking.rows) {
            table.rows.append(
                {ranking.contextExternalId, QString::number(row.rank), row.externalId, row.system,
                 number(row.score),
                 row.credibleInterval ? number(row.credibleInterval->lower) : QString(),
                 row.credibleInterval ? number(row.credibleInterval->upper) : QString(),
                 row.rankLower ? QString::number(*row.rankLower) : QString(),
                 row.rankUpper ? QString::number(*row.rankUpper) : QString(),
                 optionalNumber(row.probabilityAboveNext), QString::number(row.judgementsSeen),
                 optionalNumber(row.referenceScore)});
        }
    }
    return table;
}

} // namespace

QList<CsvTable> reportCsvTables(const ReportContent& content) {
    const stats::WinRateReport& report = content.calibration.winRates;
    return {pairsTable(report), matrixTable(report), accuracyTable(report),
            rankingsTable(content.rankings)};
}

QByteArray csvBytes(const CsvTable& table) {
    QString text;
    const auto appendLine = [&text](const QStringList& fields) {
        QStringList quoted;
        for (const QString& field : fields) {
            quoted.append(storage::RecordWriter::csvField(QJsonValue(field)));
        }
        text += quoted.join(u',') + QStringLiteral("\r\n");
    };
    appendLine(table.header);
    for (const QStringList& row : table.rows) {
        appendLine(row);
    }
    return text.toUtf8();
}

} // namespace pairrank::analysis
