#include "judge_command_input.h"

#include "storage/judge_config_reader.h"
#include "storage/pairs_to_judge_reader.h"

namespace pairrank::cli {

std::variant<domain::JudgeConfig, QString> readJudgeConfigFile(const QString& path) {
    auto config = storage::readJudgeConfigFile(path);
    if (!config) {
        return config.error().toString();
    }
    return *config;
}

namespace {

QJsonObject withMember(QJsonObject object, QStringList path, const QJsonValue& value) {
    const QString key = path.takeFirst();
    if (path.isEmpty()) {
        object.insert(key, value);
    } else {
        object.insert(key, withMember(object.value(key).toObject(), path, value));
    }
    return object;
}

} // namespace

std::optional<QString> applySettings(domain::JudgeConfig& config, const QStringList& assignments) {
    for (const QString& assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            return QStringLiteral("--setting expects key=value, not '%1'").arg(assignment);
        }
        const QString key = assignment.left(equals);
        const QJsonValue value = storage::settingValueFromText(assignment.mid(equals + 1));
        config.settings = withMember(config.settings, key.split(QLatin1Char('.')), value);
    }
    return std::nullopt;
}

std::variant<QList<FilePair>, QString> readPairsFile(const QString& path) {
    auto lines = storage::readPairsToJudgeFile(path);
    if (!lines) {
        return lines.error().toString();
    }
    QList<FilePair> pairs;
    pairs.reserve(lines->size());
    for (const storage::PairToJudgeLine& line : std::as_const(*lines)) {
        FilePair entry;
        entry.contextId = line.context;
        entry.idA = line.idA;
        entry.idB = line.idB;
        judge::PairToJudge& pair = entry.pair;
        pair.ticket = static_cast<quint64>(pairs.size());
        pair.contextId = line.contextNumber;
        pair.candidateA = line.candidateNumberA;
        pair.candidateB = line.candidateNumberB;
        pair.contextText = line.contextText;
        pair.textA = line.textA;
        pair.textB = line.textB;
        pair.positionA = line.positionA;
        pair.positionB = line.positionB;
        pairs.append(std::move(entry));
    }
    return pairs;
}

} // namespace pairrank::cli
