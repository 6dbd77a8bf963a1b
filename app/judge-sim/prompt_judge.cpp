#include "prompt_judge.h"

#include "core/stats/comparison.h"
#include "hashed_truth.h"

#include <utility>

namespace pairrank::judgesim {
namespace {

// The text between <tag> and </tag>, without one newline next to each tag.
std::optional<QByteArrayView> taggedText(QByteArrayView prompt, QByteArrayView open,
                                         QByteArrayView close) {
    const qsizetype openAt = prompt.indexOf(open);
    if (openAt < 0) {
        return std::nullopt;
    }
    const qsizetype start = openAt + open.size();
    const qsizetype closeAt = prompt.indexOf(close, start);
    if (closeAt < 0) {
        return std::nullopt;
    }
    QByteArrayView text = prompt.sliced(start, closeAt - start);
    if (text.startsWith('\n')) {
        text = text.sliced(1);
    }
    if (text.endsWith('\n')) {
        text.chop(1);
    }
    return text;
}

// The parts of a prompt that show candidates when it follows PairRank's default
// templates (<candidate_a>, <candidate_b>, or <candidate>), in the order shown; empty
// when it has none of those tags.
QList<QByteArrayView> taggedCandidateTexts(QByteArrayView prompt) {
    QList<QByteArrayView> texts;
    for (const auto& [open, close] :
         {std::pair<QByteArrayView, QByteArrayView>{"<candidate_a>", "</candidate_a>"},
          {"<candidate_b>", "</candidate_b>"},
          {"<candidate>", "</candidate>"}}) {
        if (const std::optional<QByteArrayView> text = taggedText(prompt, open, close)) {
            texts.append(*text);
        }
    }
    return texts;
}

} // namespace

storage::Result<PromptJudge> PromptJudge::create(QList<TruthItem> truth,
                                                 const stats::SimulatedJudgeSettings& settings,
                                                 std::uint64_t seed) {
    if (stats::Status status = settings.check(); !status) {
        return storage::makeError(QString::fromStdString(status.error().message));
    }
    std::optional<stats::SimulatedJudge> truthJudge;
    if (!truth.isEmpty()) {
        std::vector<double> scores;
        scores.reserve(static_cast<std::size_t>(truth.size()));
        for (const TruthItem& item : truth) {
            scores.push_back(item.score);
        }
        stats::Result<stats::SimulatedJudge> judge =
            stats::SimulatedJudge::create(std::move(scores), settings, seed);
        if (!judge) {
            return storage::makeError(QStringLiteral("the truth cannot make a simulated judge: ") +
                                      QString::fromStdString(judge.error().message));
        }
        truthJudge = std::move(*judge);
    }
    return PromptJudge(std::move(truth), std::move(truthJudge), settings, seed);
}

PromptJudge::PromptJudge(QList<TruthItem> truth, std::optional<stats::SimulatedJudge> truthJudge,
                         const stats::SimulatedJudgeSettings& settings, std::uint64_t seed)
    : m_truth(std::move(truth))
    , m_truthJudge(std::move(truthJudge))
    , m_settings(settings)
    , m_seed(seed) {
    const bool hasTexts = !m_truth.isEmpty() && !m_truth.front().text.isEmpty();
    if (hasTexts) {
        QList<QByteArray> texts;
        texts.reserve(m_truth.size());
        for (const TruthItem& item : m_truth) {
            texts.append(item.text);
        }
        m_matcher.emplace(std::move(texts));
    } else {
        for (int index = 0; index < m_truth.size(); ++index) {
            m_indexById.insert(m_truth[index].id.toUtf8(), index);
        }
    }
}

QString PromptJudge::description() const {
    if (m_matcher) {
        return QStringLiteral("%1 truth candidates, recognised by their text in the prompt (two "
                              "are compared, one is rated)")
            .arg(m_truth.size());
    }
    if (!m_truth.isEmpty()) {
        return QStringLiteral("%1 truth candidates without text: prompts use <candidate_a>/"
                              "<candidate_b> tags holding truth ids, other texts are hashed")
            .arg(m_truth.size());
    }
    return QStringLiteral("no truth: candidates are the <candidate_a>/<candidate_b> texts (or "
                          "the <candidate> text, rated), their true scores drawn from the seed "
                          "and the text's hash");
}

storage::Result<PairVerdict> PromptJudge::judge(QByteArrayView prompt) const {
    return m_matcher ? judgeKnownTexts(prompt) : judgeTemplate(prompt);
}

PairVerdict PromptJudge::truthVerdict(int a, int b) const {
    // Indices are valid and distinct here, so probability() cannot fail.
    const stats::Result<double> p = m_truthJudge->probability(a, b);
    return PairVerdict{m_truth[a].id, m_truth[b].id, p ? *p : 0.5, {}};
}

PairVerdict PromptJudge::truthRating(int index) const {
    // The index is valid here, so scoreClassProbabilities() cannot fail.
    const stats::Result<std::vector<double>> classes = m_truthJudge->scoreClassProbabilities(index);
    PairVerdict verdict;
    verdict.idA = m_truth[index].id;
    verdict.scoreClasses = classes ? *classes : std::vector<double>{};
    return verdict;
}

storage::Result<PairVerdict> PromptJudge::judgeKnownTexts(QByteArrayView prompt) const {
    // In a templated prompt only the candidates' own parts count: an extractive summary
    // is a sentence of the article the prompt also shows (SummEval has such systems).
    QList<int> found;
    const QList<QByteArrayView> tagged = taggedCandidateTexts(prompt);
    for (const QByteArrayView text : tagged) {
        for (const int index : m_matcher->findCandidates(text)) {
            if (!found.contains(index)) {
                found.append(index);
            }
        }
    }
    if (tagged.isEmpty()) {
        found = m_matcher->findCandidates(prompt);
    }
    if (tagged.size() == 2 && found.size() == 1 && tagged[0] == tagged[1]) {
        // Two candidates written word for word alike: only the position tells them apart,
        // so the judge's answer is its positional bias alone.
        const QString id = m_truth[found[0]].id;
        return PairVerdict{id,
                           id,
                           stats::clampProbability(
                               stats::sigmoid(m_settings.positionBias / m_settings.temperature)),
                           {}};
    }
    if (found.size() == 1) {
        return truthRating(found[0]);
    }
    if (found.size() != 2) {
        QString message = QStringLiteral("the prompt must contain one (a rating) or two (a "
                                         "comparison) known candidate texts, found %1")
                              .arg(found.size());
        if (!found.isEmpty()) {
            QStringList ids;
            for (const int index : found) {
                ids.append(m_truth[index].id);
            }
            message += QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
        }
        return storage::makeError(message);
    }
    return truthVerdict(found[0], found[1]);
}

storage::Result<PairVerdict> PromptJudge::judgeTemplate(QByteArrayView prompt) const {
    const std::optional<QByteArrayView> textA =
        taggedText(prompt, "<candidate_a>", "</candidate_a>");
    const std::optional<QByteArrayView> textB =
        taggedText(prompt, "<candidate_b>", "</candidate_b>");
    if (!textA && !textB && prompt.contains("<candidate>")) {
        return rateTemplate(prompt);
    }
    if (!textA || !textB) {
        return storage::makeError(
            QStringLiteral("the prompt has no %1: without truth texts the simulator reads the "
                           "candidates between <candidate_a>\\n...\\n</candidate_a> and "
                           "<candidate_b>\\n...\\n</candidate_b> (or rates the one between "
                           "<candidate>\\n...\\n</candidate>)")
                .arg(!textA ? QStringLiteral("<candidate_a>...</candidate_a>")
                            : QStringLiteral("<candidate_b>...</candidate_b>")));
    }
    if (*textA == *textB) {
        return storage::makeError(
            QStringLiteral("candidate A and candidate B are the same text; a judge compares two "
                           "different candidates"));
    }
    if (m_truthJudge) {
        const auto a = m_indexById.constFind(textA->toByteArray());
        const auto b = m_indexById.constFind(textB->toByteArray());
        if (a != m_indexById.constEnd() && b != m_indexById.constEnd()) {
            return truthVerdict(*a, *b);
        }
    }
    const std::uint64_t hashA = textHash(*textA);
    const std::uint64_t hashB = textHash(*textB);
    return PairVerdict{hashedTextId(hashA),
                       hashedTextId(hashB),
                       hashedPairProbability(m_seed, m_settings, hashA, hashB),
                       {}};
}

storage::Result<PairVerdict> PromptJudge::rateTemplate(QByteArrayView prompt) const {
    const std::optional<QByteArrayView> text = taggedText(prompt, "<candidate>", "</candidate>");
    if (!text) {
        return storage::makeError(QStringLiteral(
            "the prompt has <candidate> but no </candidate> after it: without truth texts the "
            "simulator rates the candidate between <candidate>\\n...\\n</candidate>"));
    }
    if (m_truthJudge) {
        const auto index = m_indexById.constFind(text->toByteArray());
        if (index != m_indexById.constEnd()) {
            return truthRating(*index);
        }
    }
    const std::uint64_t hash = textHash(*text);
    PairVerdict verdict;
    verdict.idA = hashedTextId(hash);
    verdict.scoreClasses = hashedRating(m_seed, m_settings, hash);
    return verdict;
}

} // namespace pairrank::judgesim
