#include "judge_command_input.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pairrank::cli {

std::variant<domain::JudgeConfig, QString> readJudgeConfigFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        return QStringLiteral("%1: not a JSON object (%2 at offset %3)")
            .arg(path, error.errorString())
            .arg(error.offset);
    }
    const QJsonObject object = document.object();
    domain::JudgeConfig config;
    const auto text = [&](const char* key, QString& target) -> std::optional<QString> {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined()) {
            return std::nullopt;
        }
        if (!value.isString()) {
            return QStringLiteral("%1: \"%2\" must be a string").arg(path, QLatin1String(key));
        }
        target = value.toString();
        return std::nullopt;
    };
    for (const auto& [key, target] :
         {std::pair{"name", &config.name}, std::pair{"backend", &config.backend},
          std::pair{"model", &config.model}, std::pair{"endpoint", &config.endpoint},
          std::pair{"api_key_env", &config.apiKeyEnvironmentVariable}}) {
        if (auto problem = text(key, *target)) {
            return *problem;
        }
    }
    if (config.backend.isEmpty()) {
        return QStringLiteral("%1: \"backend\" is required").arg(path);
    }
    const QJsonValue settings = object.value(QStringLiteral("settings"));
    if (!settings.isUndefined() && !settings.isObject()) {
        return QStringLiteral("%1: \"settings\" must be a JSON object").arg(path);
    }
    config.settings = settings.toObject();
    return config;
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
        const QString text = assignment.mid(equals + 1);
        const QJsonDocument wrapped =
            QJsonDocument::fromJson(QByteArrayLiteral("[") + text.toUtf8() + "]");
        const QJsonValue value = wrapped.isArray() && wrapped.array().size() == 1
                                     ? wrapped.array().at(0)
                                     : QJsonValue(text);
        config.settings = withMember(config.settings, key.split(QLatin1Char('.')), value);
    }
    return std::nullopt;
}

std::variant<QList<FilePair>, QString> readPairsFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    }
    QList<FilePair> pairs;
    QHash<QString, int> positions; // "context\nid" → first place within the context
    QHash<QString, int> contextSizes;
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        ++lineNumber;
        if (line.trimmed().isEmpty()) {
            continue;
        }
        const QJsonDocument document = QJsonDocument::fromJson(line);
        if (!document.isObject()) {
            return QStringLiteral("%1:%2: not a JSON object").arg(path).arg(lineNumber);
        }
        const QJsonObject object = document.object();
        FilePair entry;
        entry.contextId = object.contains(QStringLiteral("context"))
                              ? object.value(QStringLiteral("context"))
                              : QJsonValue(0);
        entry.idA = object.value(QStringLiteral("a"));
        entry.idB = object.value(QStringLiteral("b"));
        for (const char* key : {"a", "b", "text_a", "text_b"}) {
            if (!object.contains(QLatin1String(key))) {
                return QStringLiteral("%1:%2: \"%3\" is required")
                    .arg(path)
                    .arg(lineNumber)
                    .arg(QLatin1String(key));
            }
        }
        const QString contextKey = entry.contextId.toVariant().toString();
        const auto placeOf = [&](const QJsonValue& id, const char* member) {
            if (object.contains(QLatin1String(member))) {
                return object.value(QLatin1String(member)).toInt();
            }
            const QString key = contextKey + u'\n' + id.toVariant().toString();
            if (!positions.contains(key)) {
                positions.insert(key, contextSizes[contextKey]++);
            }
            return positions.value(key);
        };
        judge::PairToJudge& pair = entry.pair;
        pair.ticket = static_cast<quint64>(pairs.size());
        pair.contextId = static_cast<domain::ContextId>(entry.contextId.toDouble(0));
        pair.contextText = object.value(QStringLiteral("context_text")).toString();
        pair.textA = object.value(QStringLiteral("text_a")).toString();
        pair.textB = object.value(QStringLiteral("text_b")).toString();
        pair.positionA = placeOf(entry.idA, "position_a");
        pair.positionB = placeOf(entry.idB, "position_b");
        pair.candidateA = static_cast<domain::CandidateId>(entry.idA.toDouble(pair.positionA));
        pair.candidateB = static_cast<domain::CandidateId>(entry.idB.toDouble(pair.positionB));
        pairs.append(entry);
    }
    return pairs;
}

} // namespace pairrank::cli
