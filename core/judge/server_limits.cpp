#include "server_limits.h"

#include <QRegularExpression>
#include <QString>

namespace pairrank::judge {

std::optional<int> topLogprobsCapFromError(const QByteArray& body, int requested) {
    static const QRegularExpression topK(QStringLiteral("logprobs|top_n_tokens|n_probs"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression limit(
        QStringLiteral("(?:<=|≤|less than or equal to|at most|max(?:imum)? allowed:?|"
                       "maximum of|more than|maximum value for \\S+ is|between \\d+ and)\\s*"
                       "(\\d{1,6})"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text = QString::fromUtf8(body);
    if (!topK.match(text).hasMatch()) {
        return std::nullopt;
    }
    for (auto matches = limit.globalMatch(text); matches.hasNext();) {
        const int cap = matches.next().captured(1).toInt();
        if (cap >= 1 && cap < requested) {
            return cap;
        }
    }
    return std::nullopt;
}

bool rejectsThinkingSwitch(const QByteArray& body) {
    static const QRegularExpression thinking(
        QStringLiteral("chat_template_kwargs|enable_thinking|\\bthink(?:ing)?\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return thinking.match(QString::fromUtf8(body)).hasMatch();
}

} // namespace pairrank::judge
