// The spending limit of a judge: calls, tokens and money (cost = tokens × price
// per million, prompt and completion priced separately). An attempt may start
// only when what is spent plus what is reserved by attempts in flight plus its
// own estimate stays within every limit, so the budget is never overrun by
// concurrency. 0 means unlimited for each limit.
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace pairrank::judge {

struct BudgetLimits {
    qint64 calls = 0;
    qint64 tokens = 0;
    double money = 0.0;
    double pricePromptPerMillion = 0.0;
    double priceCompletionPerMillion = 0.0;
    QString currency = QStringLiteral("USD");
};

struct TokenCount {
    qint64 prompt = 0;
    qint64 completion = 0;
    qint64 total() const { return prompt + completion; }
};

class Budget {
public:
    explicit Budget(BudgetLimits limits);

    double cost(const TokenCount& tokens) const;
    // Empty when an attempt with this estimate fits; otherwise the reason, e.g.
    // "budget exhausted: 100 of 100 calls spent".
    std::optional<QString> refusal(const TokenCount& estimate) const;
    void reserve(const TokenCount& estimate);
    // Releases a reservation and charges what the attempt really used (a failed
    // attempt without a usage report is charged the call only).
    void settle(const TokenCount& estimate, const TokenCount& used);

    qint64 callsSpent() const { return m_calls; }
    qint64 tokensSpent() const { return m_tokens; }
    double moneySpent() const { return m_money; }

private:
    BudgetLimits m_limits;
    qint64 m_calls = 0;
    qint64 m_tokens = 0;
    double m_money = 0.0;
    qint64 m_reservedCalls = 0;
    qint64 m_reservedTokens = 0;
    double m_reservedMoney = 0.0;
};

} // namespace pairrank::judge
