// RunSettings ⇄ JSON (run_settings.h): the form stored with a run. Every member is
// read with a check whose error names it.
#include "run_settings.h"

#include <QJsonValue>

#include <cmath>
#include <limits>

namespace pairrank::run {

namespace {

// Object member readers: an absent member keeps the default; a member of the wrong
// type is an error naming it.
Status readDouble(const QJsonObject& json, const QString& key, const QString& path,
                  double& target) {
    const QJsonValue value = json.value(key);
    if (value.isUndefined() || value.isNull()) {
        return {};
    }
    if (!value.isDouble() || !std::isfinite(value.toDouble())) {
        return makeError(QStringLiteral("%1 must be a finite number").arg(path));
    }
    target = value.toDouble();
    return {};
}

Status readInteger(const QJsonObject& json, const QString& key, const QString& path,
                   qint64& target) {
    double number = static_cast<double>(target);
    if (Status status = readDouble(json, key, path, number); !status) {
        return status;
    }
    if (number != std::floor(number) || std::abs(number) > 9.0e15) {
        return makeError(QStringLiteral("%1 must be a whole number").arg(path));
    }
    target = static_cast<qint64>(number);
    return {};
}

Status readInt(const QJsonObject& json, const QString& key, const QString& path, int& target) {
    qint64 number = target;
    if (Status status = readInteger(json, key, path, number); !status) {
        return status;
    }
    if (number < std::numeric_limits<int>::min() || number > std::numeric_limits<int>::max()) {
        return makeError(QStringLiteral("%1 is out of range").arg(path));
    }
    target = static_cast<int>(number);
    return {};
}

Status readBool(const QJsonObject& json, const QString& key, const QString& path, bool& target) {
    const QJsonValue value = json.value(key);
    if (value.isUndefined() || value.isNull()) {
        return {};
    }
    if (!value.isBool()) {
        return makeError(QStringLiteral("%1 must be true or false").arg(path));
    }
    target = value.toBool();
    return {};
}

Status readString(const QJsonObject& json, const QString& key, const QString& path,
                  QString& target) {
    const QJsonValue value = json.value(key);
    if (value.isUndefined() || value.isNull()) {
        return {};
    }
    if (!value.isString()) {
        return makeError(QStringLiteral("%1 must be a string").arg(path));
    }
    target = value.toString();
    return {};
}

Status readObject(const QJsonObject& json, const QString& key, const QString& path,
                  QJsonObject& target) {
    const QJsonValue value = json.value(key);
    if (value.isUndefined() || value.isNull()) {
        return {};
    }
    if (!value.isObject()) {
        return makeError(QStringLiteral("%1 must be an object").arg(path));
    }
    target = value.toObject();
    return {};
}

Status readSeed(const QJsonObject& json, quint64& seed) {
    const QJsonValue value = json.value(QStringLiteral("seed"));
    if (value.isUndefined() || value.isNull()) {
        return {};
    }
    if (value.isString()) {
        bool ok = false;
        const quint64 parsed = value.toString().toULongLong(&ok);
        if (!ok) {
            return makeError(QStringLiteral("seed must be a non-negative whole number"));
        }
        seed = parsed;
        return {};
    }
    qint64 number = 0;
    if (Status status = readInteger(json, QStringLiteral("seed"), QStringLiteral("seed"), number);
        !status) {
        return status;
    }
    if (number < 0) {
        return makeError(QStringLiteral("seed must be a non-negative whole number"));
    }
    seed = static_cast<quint64>(number);
    return {};
}

Result<RunBudget> budgetFromJson(const QJsonObject& json) {
    RunBudget budget;
    budget.comparisonsPerCandidate.reset();
    const bool hasMultiple = json.contains(QStringLiteral("comparisons_per_candidate"));
    const bool hasAbsolute = json.contains(QStringLiteral("comparisons"));
    if (hasMultiple) {
        double multiple = 0.0;
        if (Status status =
                readDouble(json, QStringLiteral("comparisons_per_candidate"),
                           QStringLiteral("budget.comparisons_per_candidate"), multiple);
            !status) {
            return status.error();
        }
        budget.comparisonsPerCandidate = multiple;
    }
    if (hasAbsolute) {
        qint64 count = 0;
        if (Status status = readInteger(json, QStringLiteral("comparisons"),
                                        QStringLiteral("budget.comparisons"), count);
            !status) {
            return status.error();
        }
        budget.comparisonsPerContext = count;
    }
    if (!hasMultiple && !hasAbsolute) {
        budget.comparisonsPerCandidate = RunBudget{}.comparisonsPerCandidate;
    }
    if (Status status = readInteger(json, QStringLiteral("tokens"), QStringLiteral("budget.tokens"),
                                    budget.tokens);
        !status) {
        return status.error();
    }
    if (Status status =
            readDouble(json, QStringLiteral("money"), QStringLiteral("budget.money"), budget.money);
        !status) {
        return status.error();
    }
    if (Status status = readDouble(json, QStringLiteral("wall_seconds"),
                                   QStringLiteral("budget.wall_seconds"), budget.wallSeconds);
        !status) {
        return status.error();
    }
    return budget;
}

QJsonObject budgetToJson(const RunBudget& budget) {
    QJsonObject json;
    if (budget.comparisonsPerContext) {
        json.insert(QStringLiteral("comparisons"),
                    static_cast<double>(*budget.comparisonsPerContext));
    } else if (budget.comparisonsPerCandidate) {
        json.insert(QStringLiteral("comparisons_per_candidate"), *budget.comparisonsPerCandidate);
    }
    json.insert(QStringLiteral("tokens"), static_cast<double>(budget.tokens));
    json.insert(QStringLiteral("money"), budget.money);
    json.insert(QStringLiteral("wall_seconds"), budget.wallSeconds);
    return json;
}

QString stoppingRuleName(StoppingRuleKind kind) {
    switch (kind) {
    case StoppingRuleKind::None:
        return QStringLiteral("none");
    case StoppingRuleKind::EntropyBelow:
        return QStringLiteral("entropy");
    case StoppingRuleKind::ReorderBelow:
        return QStringLiteral("reorder");
    case StoppingRuleKind::ImprovementFlat:
        return QStringLiteral("flat");
    }
    return QStringLiteral("none");
}

Result<StoppingRule> stoppingFromJson(const QJsonObject& json) {
    QString rule = QStringLiteral("none");
    if (Status status =
            readString(json, QStringLiteral("rule"), QStringLiteral("stopping.rule"), rule);
        !status) {
        return status.error();
    }
    StoppingRule stopping;
    if (rule == QStringLiteral("none")) {
        return stopping;
    }
    if (rule == QStringLiteral("entropy")) {
        stopping.kind = StoppingRuleKind::EntropyBelow;
    } else if (rule == QStringLiteral("reorder")) {
        stopping.kind = StoppingRuleKind::ReorderBelow;
    } else if (rule == QStringLiteral("flat")) {
        stopping.kind = StoppingRuleKind::ImprovementFlat;
        stopping.threshold = 0.001;
    } else {
        return makeError(
            QStringLiteral("stopping.rule must be none, entropy, reorder or flat, not '%1'")
                .arg(rule));
    }
    if (Status status = readDouble(json, QStringLiteral("threshold"),
                                   QStringLiteral("stopping.threshold"), stopping.threshold);
        !status) {
        return status.error();
    }
    if (Status status = readInt(json, QStringLiteral("window"), QStringLiteral("stopping.window"),
                                stopping.window);
        !status) {
        return status.error();
    }
    return stopping;
}

QJsonObject stoppingToJson(const StoppingRule& rule) {
    QJsonObject json;
    json.insert(QStringLiteral("rule"), stoppingRuleName(rule.kind));
    if (rule.kind != StoppingRuleKind::None) {
        json.insert(QStringLiteral("threshold"), rule.threshold);
    }
    if (rule.kind == StoppingRuleKind::ImprovementFlat) {
        json.insert(QStringLiteral("window"), rule.window);
    }
    return json;
}

} // namespace

QJsonObject RunSettings::toJson() const {
    QJsonObject json;
    json.insert(QStringLiteral("criterion"), criterion);
    json.insert(QStringLiteral("judge"), judgeConfig);
    json.insert(QStringLiteral("model"), model);
    json.insert(QStringLiteral("home_advantage"),
                analysis::homeAdvantageSettingName(homeAdvantage));
    json.insert(QStringLiteral("strategy"), strategy);
    json.insert(QStringLiteral("epsilon"), epsilon);
    json.insert(QStringLiteral("batch_size"), batchSize);
    json.insert(QStringLiteral("batches_ahead"), batchesAhead);
    json.insert(QStringLiteral("symmetric"), symmetric);
    json.insert(QStringLiteral("seed"), QString::number(seed));
    if (context) {
        json.insert(QStringLiteral("context"), static_cast<double>(*context));
    }
    json.insert(QStringLiteral("max_contexts"), maxContexts);
    json.insert(QStringLiteral("budget"), budgetToJson(budget));
    json.insert(QStringLiteral("stopping"), stoppingToJson(stopping));
    json.insert(QStringLiteral("prior_variance"), priorVariance);
    QJsonObject labels;
    labels.insert(QStringLiteral("use"), useHumanLabels);
    labels.insert(QStringLiteral("weight"), humanLabelWeight);
    if (humanBudget > 0) { // absent otherwise, as in the runs stored before it existed
        labels.insert(QStringLiteral("budget"), humanBudget);
    }
    json.insert(QStringLiteral("human_labels"), labels);
    QJsonObject absolute;
    absolute.insert(QStringLiteral("use"), useAbsoluteScores);
    absolute.insert(QStringLiteral("weight"), absoluteScoreWeight);
    json.insert(QStringLiteral("absolute_scores"), absolute);
    return json;
}

Result<RunSettings> RunSettings::fromJson(const QJsonObject& json) {
    RunSettings settings;
    QString homeAdvantageName = analysis::homeAdvantageSettingName(settings.homeAdvantage);
    QJsonObject budgetJson;
    QJsonObject stoppingJson;
    QJsonObject labelsJson;
    qint64 contextId = 0;
    const Status statuses[] = {
        readString(json, QStringLiteral("criterion"), QStringLiteral("criterion"),
                   settings.criterion),
        readString(json, QStringLiteral("judge"), QStringLiteral("judge"), settings.judgeConfig),
        readString(json, QStringLiteral("model"), QStringLiteral("model"), settings.model),
        readString(json, QStringLiteral("home_advantage"), QStringLiteral("home_advantage"),
                   homeAdvantageName),
        readString(json, QStringLiteral("strategy"), QStringLiteral("strategy"), settings.strategy),
        readDouble(json, QStringLiteral("epsilon"), QStringLiteral("epsilon"), settings.epsilon),
        readInt(json, QStringLiteral("batch_size"), QStringLiteral("batch_size"),
                settings.batchSize),
        readInt(json, QStringLiteral("batches_ahead"), QStringLiteral("batches_ahead"),
                settings.batchesAhead),
        readBool(json, QStringLiteral("symmetric"), QStringLiteral("symmetric"),
                 settings.symmetric),
        readSeed(json, settings.seed),
        readInteger(json, QStringLiteral("context"), QStringLiteral("context"), contextId),
        readInt(json, QStringLiteral("max_contexts"), QStringLiteral("max_contexts"),
                settings.maxContexts),
        readObject(json, QStringLiteral("budget"), QStringLiteral("budget"), budgetJson),
        readObject(json, QStringLiteral("stopping"), QStringLiteral("stopping"), stoppingJson),
        readDouble(json, QStringLiteral("prior_variance"), QStringLiteral("prior_variance"),
                   settings.priorVariance),
        readObject(json, QStringLiteral("human_labels"), QStringLiteral("human_labels"),
                   labelsJson),
    };
    for (const Status& status : statuses) {
        if (!status) {
            return status.error();
        }
    }
    const auto homeAdvantage = analysis::homeAdvantageSettingFromName(homeAdvantageName);
    if (!homeAdvantage) {
        return makeError(
            QStringLiteral("home_advantage must be none, fixed-from-mean or fitted, not '%1'")
                .arg(homeAdvantageName));
    }
    settings.homeAdvantage = *homeAdvantage;
    if (json.contains(QStringLiteral("context"))) {
        settings.context = contextId;
    }
    auto budget = budgetFromJson(budgetJson);
    if (!budget) {
        return budget.error();
    }
    settings.budget = *budget;
    auto stopping = stoppingFromJson(stoppingJson);
    if (!stopping) {
        return stopping.error();
    }
    settings.stopping = *stopping;
    if (Status status = readBool(labelsJson, QStringLiteral("use"),
                                 QStringLiteral("human_labels.use"), settings.useHumanLabels);
        !status) {
        return status.error();
    }
    if (Status status =
            readDouble(labelsJson, QStringLiteral("weight"), QStringLiteral("human_labels.weight"),
                       settings.humanLabelWeight);
        !status) {
        return status.error();
    }
    if (Status status = readInt(labelsJson, QStringLiteral("budget"),
                                QStringLiteral("human_labels.budget"), settings.humanBudget);
        !status) {
        return status.error();
    }
    // "absolute_scores": {"use", "weight"}, or a bare true/false (the form of runs
    // stored before absolute scores had a weight).
    const QJsonValue absolute = json.value(QStringLiteral("absolute_scores"));
    if (absolute.isBool()) {
        settings.useAbsoluteScores = absolute.toBool();
    } else if (absolute.isObject()) {
        const QJsonObject absoluteJson = absolute.toObject();
        if (Status status =
                readBool(absoluteJson, QStringLiteral("use"), QStringLiteral("absolute_scores.use"),
                         settings.useAbsoluteScores);
            !status) {
            return status.error();
        }
        if (Status status =
                readDouble(absoluteJson, QStringLiteral("weight"),
                           QStringLiteral("absolute_scores.weight"), settings.absoluteScoreWeight);
            !status) {
            return status.error();
        }
    } else if (!absolute.isUndefined()) {
        return makeError(QStringLiteral("absolute_scores must be an object or true/false"));
    }
    if (Status status = settings.validate(); !status) {
        return status.error();
    }
    return settings;
}

} // namespace pairrank::run
