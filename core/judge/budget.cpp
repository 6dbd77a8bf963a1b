#include "budget.h"

namespace pairrank::judge {

Budget::Budget(BudgetLimits limits)
    : m_limits(std::move(limits)) {}

double Budget::cost(const TokenCount& tokens) const {
    return (static_cast<double>(tokens.prompt) * m_limits.pricePromptPerMillion +
            static_cast<double>(tokens.completion) * m_limits.priceCompletionPerMillion) /
           1e6;
}

std::optional<QString> Budget::refusal(const TokenCount& estimate) const {
    if (m_limits.calls > 0 && m_calls + m_reservedCalls + 1 > m_limits.calls) {
        return QStringLiteral("budget exhausted: %1 of %2 calls spent")
            .arg(m_calls + m_reservedCalls)
            .arg(m_limits.calls);
    }
    if (m_limits.tokens > 0 && m_tokens + m_reservedTokens + estimate.total() > m_limits.tokens) {
        return QStringLiteral("budget exhausted: %1 of %2 tokens spent or reserved")
            .arg(m_tokens + m_reservedTokens)
            .arg(m_limits.tokens);
    }
    if (m_limits.money > 0 && m_money + m_reservedMoney + cost(estimate) > m_limits.money) {
        return QStringLiteral("budget exhausted: %1 of %2 %3 spent or reserved")
            .arg(m_money + m_reservedMoney, 0, 'f', 4)
            .arg(m_limits.money, 0, 'f', 4)
            .arg(m_limits.currency);
    }
    return std::nullopt;
}

void Budget::reserve(const TokenCount& estimate) {
    m_reservedCalls += 1;
    m_reservedTokens += estimate.total();
    m_reservedMoney += cost(estimate);
}

void Budget::settle(const TokenCount& estimate, const TokenCount& used) {
    m_reservedCalls -= 1;
    m_reservedTokens -= estimate.total();
    m_reservedMoney -= cost(estimate);
    m_calls += 1;
    m_tokens += used.total();
    m_money += cost(used);
}

} // namespace pairrank::judge
