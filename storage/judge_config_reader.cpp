#include "judge_config_reader.h"

#include "json_document.h"

#include <QJsonObject>

namespace pairrank::storage {
namespace {

Result<domain::JudgeConfig> judgeConfigOf(const JsonDocument& document) {
    if (!document.value().isObject()) {
        return document.errorAtStart(QStringLiteral("a judge configuration must be a JSON object"));
    }
    const QJsonObject object = document.value().toObject();
    domain::JudgeConfig config;
    for (const auto& [key, target] :
         {std::pair{"name", &config.name}, std::pair{"backend", &config.backend},
          std::pair{"model", &config.model}, std::pair{"endpoint", &config.endpoint},
          std::pair{"api_key_env", &config.apiKeyEnvironmentVariable}}) {
        const QString member = QString::fromLatin1(key);
        const QJsonValue value = object.value(member);
        if (value.isUndefined()) {
            continue;
        }
        if (!value.isString()) {
            return document.errorAt(member, QStringLiteral("\"%1\" must be a string").arg(member));
        }
        *target = value.toString();
    }
    if (config.backend.isEmpty()) {
        return document.errorAtStart(QStringLiteral("\"backend\" is required"));
    }
    const QJsonValue settings = object.value(QStringLiteral("settings"));
    if (!settings.isUndefined() && !settings.isObject()) {
        return document.errorAt(QStringLiteral("settings"),
                                QStringLiteral("\"settings\" must be a JSON object"));
    }
    config.settings = settings.toObject();
    return config;
}

} // namespace

Result<domain::JudgeConfig> readJudgeConfigFile(const QString& path) {
    Result<JsonDocument> document = JsonDocument::readFile(path);
    if (!document) {
        return document.error();
    }
    return judgeConfigOf(*document);
}

Result<domain::JudgeConfig> parseJudgeConfig(QByteArray bytes, const QString& fileName) {
    Result<JsonDocument> document = JsonDocument::parse(std::move(bytes), fileName);
    if (!document) {
        return document.error();
    }
    return judgeConfigOf(*document);
}

QJsonValue settingValueFromText(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    auto parsed = parseJsonText(bytes);
    return parsed ? parsed->value : QJsonValue(text);
}

} // namespace pairrank::storage
