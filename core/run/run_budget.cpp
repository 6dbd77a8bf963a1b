#include "run_budget.h"

#include <algorithm>

namespace pairrank::run {

std::optional<QString> capReached(const RunBudget& budget, const RunSpending& spending) {
    if (budget.tokens > 0 && spending.tokens >= budget.tokens) {
        return QStringLiteral("tokens cap %1 reached").arg(budget.tokens);
    }
    if (budget.money > 0.0 && spending.money >= budget.money) {
        return QStringLiteral("money cap %1 reached").arg(budget.money);
    }
    if (budget.wallSeconds > 0.0 && spending.runningSeconds >= budget.wallSeconds) {
        return QStringLiteral("wall time cap %1 s reached").arg(budget.wallSeconds);
    }
    return std::nullopt;
}

qint64 remainingTokens(const RunBudget& budget, const RunSpending& spending) {
    if (budget.tokens <= 0) {
        return 0;
    }
    return std::max<qint64>(1, budget.tokens - spending.tokens);
}

double remainingMoney(const RunBudget& budget, const RunSpending& spending) {
    if (budget.money <= 0.0) {
        return 0.0;
    }
    return std::max(1e-12, budget.money - spending.money);
}

} // namespace pairrank::run
