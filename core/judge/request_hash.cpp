#include "request_hash.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pairrank::judge {
namespace {

// QJsonObject keeps its members sorted by key and QJsonDocument::Compact writes
// no whitespace, so equal objects always serialise to the same bytes.
QJsonObject simulatedMembers(const SimulatedJudgeOptions& options) {
    return QJsonObject{
        {QStringLiteral("agreement"), options.agreement},
        {QStringLiteral("slope"), options.slope},
        {QStringLiteral("noise"), options.noise},
        {QStringLiteral("position_bias"), options.positionBias},
        {QStringLiteral("temperature"), options.temperature},
        {QStringLiteral("seed"), QString::number(options.seed)},
        {QStringLiteral("truth_criterion"), options.truthCriterion},
    };
}

} // namespace

QByteArray canonicalRequestText(const QString& prompt, const JudgeSettings& settings,
                                const LabelWords& labels, JudgeTask task) {
    QJsonObject canonical{
        {QStringLiteral("backend"), backendName(settings.backend)},
        {QStringLiteral("model"), settings.model},
        {QStringLiteral("prompt"), prompt},
        {QStringLiteral("temperature"), settings.temperature},
        // 0 (the backend's default) hashes as 20, the default before there was one.
        {QStringLiteral("top_logprobs"), settings.topLogprobs > 0 ? settings.topLogprobs : 20},
        {QStringLiteral("samples_without_logprobs"), settings.samplesWithoutLogprobs},
        {QStringLiteral("system_prompt"), settings.systemPrompt},
        {QStringLiteral("extra_body"), settings.extraBody},
        {QStringLiteral("labels"), QJsonArray{labels.a, labels.b}},
    };
    if (!labels.tie.isEmpty()) {
        canonical.insert(QStringLiteral("labels"), QJsonArray{labels.a, labels.b, labels.tie});
    }
    if (task == JudgeTask::Score) {
        canonical.remove(QStringLiteral("labels"));
        canonical.remove(QStringLiteral("samples_without_logprobs"));
        canonical.insert(QStringLiteral("task"), QStringLiteral("score"));
    }
    if (settings.backend == Backend::Local) {
        // A local server answers with the model file it was started with.
        canonical.insert(QStringLiteral("local_protocol"), backendName(settings.localProtocol));
        canonical.insert(QStringLiteral("local_model_path"), settings.localModelPath);
    }
    if (settings.backend == Backend::Command) {
        // The program and its arguments are the command backend's model.
        canonical.insert(QStringLiteral("program"), settings.program);
        canonical.insert(QStringLiteral("command_arguments"),
                         QJsonArray::fromStringList(settings.commandArguments));
    }
    if (settings.backend == Backend::Simulated) {
        QJsonObject simulated = simulatedMembers(settings.simulated);
        if (task == JudgeTask::Score) {
            // Only ratings depend on these; comparisons keep their hashes.
            simulated.insert(QStringLiteral("absolute_slope"), settings.simulated.absoluteSlope);
            simulated.insert(QStringLiteral("absolute_noise"), settings.simulated.absoluteNoise);
            simulated.insert(QStringLiteral("absolute_spread"), settings.simulated.absoluteSpread);
        }
        canonical.insert(QStringLiteral("simulated"), simulated);
    }
    return QJsonDocument(canonical).toJson(QJsonDocument::Compact);
}

QString requestHash(const QString& prompt, const JudgeSettings& settings, const LabelWords& labels,
                    JudgeTask task) {
    return QString::fromLatin1(
        QCryptographicHash::hash(canonicalRequestText(prompt, settings, labels, task),
                                 QCryptographicHash::Sha256)
            .toHex());
}

qint64 estimateTokenCount(const QString& text) {
    return (text.size() + 3) / 4;
}

} // namespace pairrank::judge
