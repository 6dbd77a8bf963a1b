#include "endpoint_options.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace pairrank::cli {

std::optional<QString> applyEndpoints(domain::JudgeConfig& config, const QStringList& values,
                                      int defaultConcurrency) {
    if (values.isEmpty()) {
        return std::nullopt;
    }
    static const QRegularExpression withConcurrency(QStringLiteral("^(.*)=(\\d+)$"));
    QJsonArray endpoints;
    for (const QString& value : values) {
        QString url = value;
        int concurrency = defaultConcurrency;
        if (const QRegularExpressionMatch match = withConcurrency.match(value); match.hasMatch()) {
            url = match.captured(1);
            concurrency = match.captured(2).toInt();
            if (concurrency < 1) {
                return QStringLiteral("--endpoint %1: the concurrency must be at least 1")
                    .arg(value);
            }
        }
        if (url.isEmpty()) {
            return QStringLiteral("--endpoint '%1' names no URL").arg(value);
        }
        endpoints.append(QJsonObject{{QStringLiteral("url"), url},
                                     {QStringLiteral("concurrency"), concurrency}});
    }
    config.endpoint = endpoints.first().toObject().value(QStringLiteral("url")).toString();
    if (endpoints.size() > 1) {
        config.settings.insert(QStringLiteral("endpoints"), endpoints);
    } else if (values.first() != config.endpoint) {
        config.settings.insert(QStringLiteral("concurrency"),
                               endpoints.first().toObject().value(QStringLiteral("concurrency")));
    }
    return std::nullopt;
}

} // namespace pairrank::cli
