#include "candidate_judgements.h"

#include "storage/candidate_store.h"
#include "storage/judgement_store.h"

#include <QCoreApplication>
#include <QLocale>

namespace pairrank::ui {

namespace {
// The translation context of this file's free functions.
class CandidateJudgementsText {
    Q_DECLARE_TR_FUNCTIONS(CandidateJudgementsText)
};

// The stored status names (domain::toString) are identifiers; the table shows words.
QString judgementStatusText(domain::JudgementStatus status) {
    switch (status) {
    case domain::JudgementStatus::Ok:
        return CandidateJudgementsText::tr("ok");
    case domain::JudgementStatus::Tie:
        return CandidateJudgementsText::tr("tie");
    case domain::JudgementStatus::Refusal:
        return CandidateJudgementsText::tr("refusal");
    case domain::JudgementStatus::Failed:
        return CandidateJudgementsText::tr("failed");
    }
    return domain::toString(status);
}
} // namespace

storage::Result<CandidateJudgements> loadCandidateJudgements(storage::ProjectDatabase& database,
                                                             domain::ContextId context,
                                                             domain::CandidateId candidate,
                                                             int limit) {
    CandidateJudgements result;
    result.candidateId = candidate;
    auto page = storage::judgementsOfCandidate(database, candidate, limit);
    if (!page) {
        return page.error();
    }
    result.total = page->total;
    result.judgements = std::move(page->newest);
    auto candidates = storage::candidatesOfContext(database, context);
    if (!candidates) {
        return candidates.error();
    }
    for (const domain::Candidate& other : *candidates) {
        result.names.insert(other.id, other.externalId);
    }
    return result;
}

QString candidateJudgementsHtml(const CandidateJudgements& judgements) {
    const QLocale locale;
    QString html = QStringLiteral("<h4>") +
                   CandidateJudgementsText::tr("Judgements involving this candidate: %1")
                       .arg(judgements.total) +
                   QStringLiteral("</h4>");
    if (judgements.judgements.isEmpty()) {
        return html;
    }
    if (judgements.total > judgements.judgements.size()) {
        html += QStringLiteral("<p>") +
                CandidateJudgementsText::tr("The newest %1 are shown.")
                    .arg(judgements.judgements.size()) +
                QStringLiteral("</p>");
    }
    html += QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><th align='left'>") +
            CandidateJudgementsText::tr("Opponent") + QStringLiteral("</th><th align='left'>") +
            CandidateJudgementsText::tr("Shown") + QStringLiteral("</th><th align='right'>") +
            CandidateJudgementsText::tr("P(this better)") +
            QStringLiteral("</th><th align='left'>") + CandidateJudgementsText::tr("Status") +
            QStringLiteral("</th></tr>");
    for (const domain::Judgement& judgement : judgements.judgements) {
        const bool first = judgement.candidateA == judgements.candidateId;
        const domain::CandidateId opponent = first ? judgement.candidateB : judgement.candidateA;
        QString probability;
        if (judgement.p) {
            probability = locale.toString(first ? *judgement.p : 1.0 - *judgement.p, 'f', 3);
        }
        const QString status =
            judgement.failureReason.isEmpty()
                ? judgementStatusText(judgement.status)
                : CandidateJudgementsText::tr("%1: %2").arg(judgementStatusText(judgement.status),
                                                            judgement.failureReason);
        html +=
            QStringLiteral("<tr><td>") +
            judgements.names.value(opponent, QString::number(opponent)).toHtmlEscaped() +
            QStringLiteral("</td><td>") +
            (first ? CandidateJudgementsText::tr("first") : CandidateJudgementsText::tr("second")) +
            QStringLiteral("</td><td align='right'>") + probability + QStringLiteral("</td><td>") +
            status.toHtmlEscaped() + QStringLiteral("</td></tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace pairrank::ui
