#include "candidate_absolute_scores.h"

#include "core/stats/absolute_expert.h"
#include "storage/score_store.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <vector>

namespace pairrank::ui {

namespace {

// Part of the Ranking tab's evidence panel: translated in the tab's context.
struct RankingTabText {
    Q_DECLARE_TR_FUNCTIONS(pairrank::ui::RankingTab)
};

// Classes below this probability are left out of the compact distribution.
constexpr double kShownProbability = 0.005;

QString ratingText(const domain::AbsoluteScore& score) {
    const std::vector<double> probabilities(score.classProbabilities.cbegin(),
                                            score.classProbabilities.cend());
    std::vector<double> classes(probabilities.size());
    std::generate(classes.begin(), classes.end(), [c = 0.0]() mutable { return c += 1.0; });
    // On the class scale itself (centre 0, slope 1) the expert's mean is Σ c p_c.
    stats::AbsoluteScaleMap classScale;
    classScale.centre = 0.0;
    const auto expert = stats::momentMatchedExpert(0, classes, probabilities, classScale);
    if (!expert) {
        return RankingTabText::tr("Absolute rating unreadable: %1")
            .arg(QString::fromStdString(expert.error().message));
    }
    const QLocale locale;
    QStringList distribution;
    for (std::size_t k = 0; k < probabilities.size(); ++k) {
        if (probabilities[k] >= kShownProbability) {
            distribution << QStringLiteral("%1 %2").arg(
                locale.toString(static_cast<qulonglong>(k + 1)),
                locale.toString(probabilities[k], 'g', 2));
        }
    }
    return RankingTabText::tr("Absolute rating: %1 (P: %2)")
        .arg(locale.toString(expert->mean, 'f', 1), distribution.join(QStringLiteral(", ")));
}

} // namespace

storage::Result<QList<domain::AbsoluteScore>>
loadCandidateAbsoluteScores(storage::ProjectDatabase& database, domain::CandidateId candidate,
                            std::optional<domain::CriterionId> criterion) {
    auto scores = storage::absoluteScoresOfCandidate(database, candidate);
    if (!scores || !criterion) {
        return scores;
    }
    scores->removeIf(
        [&](const domain::AbsoluteScore& score) { return score.criterionId != *criterion; });
    return scores;
}

QString absoluteScoresText(const QList<domain::AbsoluteScore>& scores) {
    QStringList lines;
    const bool rated = std::any_of(scores.cbegin(), scores.cend(), [](const auto& score) {
        return score.status == domain::JudgementStatus::Ok;
    });
    if (!rated) {
        lines << RankingTabText::tr("No absolute rating");
    }
    for (const domain::AbsoluteScore& score : scores) {
        switch (score.status) {
        case domain::JudgementStatus::Ok:
        case domain::JudgementStatus::Tie: // never stored; read as a rating if it were
            lines << ratingText(score);
            break;
        case domain::JudgementStatus::Refusal:
            lines << RankingTabText::tr("Absolute rating refused: %1").arg(score.failureReason);
            break;
        case domain::JudgementStatus::Failed:
            lines << RankingTabText::tr("Absolute rating failed: %1").arg(score.failureReason);
            break;
        }
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace pairrank::ui
