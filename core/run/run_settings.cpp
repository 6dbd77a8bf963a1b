#include "run_settings.h"

#include "core/stats/scoring_model.h"
#include "core/stats/selection_strategy.h"

#include <cmath>
#include <limits>

namespace pairrank::run {

namespace {

Status checkStoppingRule(const StoppingRule& rule) {
    switch (rule.kind) {
    case StoppingRuleKind::None:
        return {};
    case StoppingRuleKind::EntropyBelow:
        if (!std::isfinite(rule.threshold)) {
            return makeError(QStringLiteral("stopping.threshold must be a finite number"));
        }
        return {};
    case StoppingRuleKind::ReorderBelow:
        if (!(rule.threshold > 0.0 && rule.threshold < 1.0)) {
            return makeError(QStringLiteral("stopping.threshold of reorder must be in (0, 1)"));
        }
        return {};
    case StoppingRuleKind::ImprovementFlat:
        if (rule.window < 1) {
            return makeError(QStringLiteral("stopping.window must be ≥ 1"));
        }
        if (!(rule.threshold >= 0.0 && rule.threshold < 1.0)) {
            return makeError(QStringLiteral("stopping.threshold of flat must be in [0, 1)"));
        }
        return {};
    }
    return {};
}

} // namespace

qint64 RunBudget::comparisonsFor(int candidateCount) const {
    const qint64 orderedPairs =
        static_cast<qint64>(candidateCount) * static_cast<qint64>(std::max(0, candidateCount - 1));
    qint64 planned = orderedPairs;
    if (comparisonsPerContext) {
        planned = *comparisonsPerContext;
    } else if (comparisonsPerCandidate) {
        planned = std::llround(*comparisonsPerCandidate * candidateCount);
    }
    return std::clamp<qint64>(planned, 0, orderedPairs);
}

Result<RunBudget> RunBudget::parseComparisons(const QString& text) {
    RunBudget budget;
    const QString trimmed = text.trimmed();
    bool ok = false;
    if (trimmed.endsWith(QLatin1Char('N'), Qt::CaseInsensitive)) {
        const double multiple = trimmed.chopped(1).toDouble(&ok);
        if (!ok || !std::isfinite(multiple) || multiple <= 0.0) {
            return makeError(
                QStringLiteral("budget '%1' must be a positive multiple of N such as 10N")
                    .arg(text));
        }
        budget.comparisonsPerCandidate = multiple;
        budget.comparisonsPerContext.reset();
        return budget;
    }
    const qint64 count = trimmed.toLongLong(&ok);
    if (!ok || count <= 0) {
        return makeError(
            QStringLiteral("budget '%1' must be a positive number of comparisons or a multiple "
                           "of N such as 10N")
                .arg(text));
    }
    budget.comparisonsPerCandidate.reset();
    budget.comparisonsPerContext = count;
    return budget;
}

Result<StoppingRule> StoppingRule::parse(const QString& text) {
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    const QString& name = parts.front();
    StoppingRule rule;
    const auto bad = [&text]() {
        return makeError(QStringLiteral("stopping rule '%1' must be none, entropy:X, reorder:X, "
                                        "flat:W or flat:W:X")
                             .arg(text));
    };
    bool ok = true;
    if (name == QStringLiteral("none") && parts.size() == 1) {
        return rule;
    }
    if ((name == QStringLiteral("entropy") || name == QStringLiteral("reorder")) &&
        parts.size() == 2) {
        rule.kind = name == QStringLiteral("entropy") ? StoppingRuleKind::EntropyBelow
                                                      : StoppingRuleKind::ReorderBelow;
        rule.threshold = parts.at(1).toDouble(&ok);
    } else if (name == QStringLiteral("flat") && (parts.size() == 2 || parts.size() == 3)) {
        rule.kind = StoppingRuleKind::ImprovementFlat;
        rule.window = parts.at(1).toInt(&ok);
        rule.threshold = 0.001;
        if (ok && parts.size() == 3) {
            rule.threshold = parts.at(2).toDouble(&ok);
        }
    } else {
        return bad();
    }
    if (!ok) {
        return bad();
    }
    if (Status status = checkStoppingRule(rule); !status) {
        return status.error();
    }
    return rule;
}

QString StoppingRule::toString() const {
    switch (kind) {
    case StoppingRuleKind::None:
        return QStringLiteral("none");
    case StoppingRuleKind::EntropyBelow:
        return QStringLiteral("entropy:%1").arg(threshold);
    case StoppingRuleKind::ReorderBelow:
        return QStringLiteral("reorder:%1").arg(threshold);
    case StoppingRuleKind::ImprovementFlat:
        return QStringLiteral("flat:%1:%2").arg(window).arg(threshold);
    }
    return QStringLiteral("none");
}

Status RunSettings::validate() const {
    if (criterion.isEmpty()) {
        return makeError(QStringLiteral("criterion must name a criterion of the project"));
    }
    if (judgeConfig.isEmpty()) {
        return makeError(QStringLiteral("judge must name a judge configuration of the project"));
    }
    const auto spec = stats::ModelSpec::parse(model.toStdString());
    if (!spec) {
        return makeError(
            QStringLiteral("model: %1").arg(QString::fromStdString(spec.error().message)));
    }
    const auto parsedStrategy = stats::parseSelectionStrategy(strategy.toStdString());
    if (!parsedStrategy) {
        return makeError(QStringLiteral("strategy: %1")
                             .arg(QString::fromStdString(parsedStrategy.error().message)));
    }
    if (stats::needsModelPosterior(*parsedStrategy) && !spec->isProbabilistic()) {
        return makeError(QStringLiteral("strategy %1 needs a probabilistic model (poe-*), not %2")
                             .arg(strategy, model));
    }
    if (!std::isfinite(epsilon) || epsilon < 0.0) {
        return makeError(QStringLiteral("epsilon must be finite and ≥ 0"));
    }
    if (batchSize < 1) {
        return makeError(QStringLiteral("batch_size must be ≥ 1"));
    }
    if (batchesAhead < 0 || batchesAhead > kMaximumBatchesAhead) {
        return makeError(
            QStringLiteral("batches_ahead must be between 0 and %1").arg(kMaximumBatchesAhead));
    }
    if (maxContexts < 0) {
        return makeError(QStringLiteral("max_contexts must be ≥ 0"));
    }
    if (budget.comparisonsPerCandidate && !(std::isfinite(*budget.comparisonsPerCandidate) &&
                                            *budget.comparisonsPerCandidate >= 0.0)) {
        return makeError(QStringLiteral("budget.comparisons_per_candidate must be ≥ 0"));
    }
    if (budget.comparisonsPerContext && *budget.comparisonsPerContext < 0) {
        return makeError(QStringLiteral("budget.comparisons must be ≥ 0"));
    }
    if (budget.tokens < 0) {
        return makeError(QStringLiteral("budget.tokens must be ≥ 0"));
    }
    if (!std::isfinite(budget.money) || budget.money < 0.0) {
        return makeError(QStringLiteral("budget.money must be ≥ 0"));
    }
    if (!std::isfinite(budget.wallSeconds) || budget.wallSeconds < 0.0) {
        return makeError(QStringLiteral("budget.wall_seconds must be ≥ 0"));
    }
    if (Status status = checkStoppingRule(stopping); !status) {
        return status;
    }
    if ((stopping.kind == StoppingRuleKind::EntropyBelow ||
         stopping.kind == StoppingRuleKind::ReorderBelow) &&
        !spec->isProbabilistic()) {
        return makeError(QStringLiteral("stopping rule %1 needs a probabilistic model (poe-*)")
                             .arg(stopping.toString()));
    }
    if (!std::isfinite(priorVariance) || priorVariance <= 0.0) {
        return makeError(QStringLiteral("prior_variance must be > 0"));
    }
    if (!std::isfinite(humanLabelWeight) || humanLabelWeight <= 0.0) {
        return makeError(QStringLiteral("human_labels.weight must be > 0"));
    }
    if (humanBudget < 0) {
        return makeError(QStringLiteral("human_labels.budget must be >= 0"));
    }
    if (humanBudget > 0 && !useHumanLabels) {
        return makeError(QStringLiteral(
            "human_labels.budget needs human_labels.use: the labels asked for join the model"));
    }
    if (!std::isfinite(absoluteScoreWeight) || absoluteScoreWeight <= 0.0) {
        return makeError(QStringLiteral("absolute_scores.weight must be > 0"));
    }
    if (useAbsoluteScores && !spec->isProbabilistic()) {
        return makeError(
            QStringLiteral("absolute scores need a probabilistic model (poe-*), not %1")
                .arg(model));
    }
    return {};
}

bool RunSettings::sameRunAs(const RunSettings& other) const {
    QJsonObject mine = toJson();
    QJsonObject theirs = other.toJson();
    mine.remove(QStringLiteral("budget"));
    theirs.remove(QStringLiteral("budget"));
    return mine == theirs;
}

} // namespace pairrank::run
