#include "candidate_details.h"

#include "storage/candidate_store.h"

#include <QCoreApplication>
#include <QLocale>

namespace pairrank::ui {

namespace {
// The translation context of this file's free functions.
class CandidateDetailsText {
    Q_DECLARE_TR_FUNCTIONS(CandidateDetailsText)
};

QString paragraphs(const QString& text) {
    return text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
}
} // namespace

storage::Result<CandidateDetails> loadCandidateDetails(storage::ProjectDatabase& database,
                                                       domain::CandidateId id) {
    auto candidate = storage::findCandidate(database, id);
    if (!candidate) {
        return candidate.error();
    }
    if (!candidate->has_value()) {
        return storage::makeError(QStringLiteral("candidate %1 is not in the project").arg(id));
    }
    CandidateDetails details{**candidate, {}};
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return contexts.error();
    }
    for (const domain::Context& context : *contexts) {
        if (context.id == details.candidate.contextId) {
            details.context = context;
        }
    }
    return details;
}

QString candidateDetailsHtml(const CandidateDetails& details, bool withContext) {
    const domain::Candidate& candidate = details.candidate;
    QString html = QStringLiteral("<h3>%1</h3>").arg(candidate.externalId.toHtmlEscaped());
    if (!candidate.system.isEmpty()) {
        html += QStringLiteral("<p>") +
                CandidateDetailsText::tr("System: %1").arg(candidate.system.toHtmlEscaped()) +
                QStringLiteral("</p>");
    }
    if (!candidate.referenceScores.isEmpty()) {
        QStringList scores;
        for (auto score = candidate.referenceScores.cbegin();
             score != candidate.referenceScores.cend(); ++score) {
            scores.append(CandidateDetailsText::tr("%1 %2").arg(
                score.key().toHtmlEscaped(), QLocale().toString(score.value(), 'f', 2)));
        }
        html += QStringLiteral("<p>") +
                CandidateDetailsText::tr("Reference scores: %1")
                    .arg(scores.join(QStringLiteral(", "))) +
                QStringLiteral("</p>");
    }
    html += QStringLiteral("<p>") + paragraphs(candidate.text) + QStringLiteral("</p>");
    if (withContext) {
        html += candidateContextHtml(details);
    }
    return html;
}

QString candidateContextHtml(const CandidateDetails& details) {
    if (details.context.text.isEmpty()) {
        return {};
    }
    return QStringLiteral("<h4>") +
           CandidateDetailsText::tr("Context %1").arg(details.context.externalId.toHtmlEscaped()) +
           QStringLiteral("</h4><p>") + paragraphs(details.context.text) + QStringLiteral("</p>");
}

} // namespace pairrank::ui
