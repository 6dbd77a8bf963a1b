#include "candidate_column_guess.h"

#include "candidate_columns.h"
#include "record_fields.h"

#include <QJsonValue>

#include <algorithm>

namespace pairrank::storage {
namespace {

// Longer values, or values with a space, are texts rather than ids.
constexpr qsizetype kLongestId = 64;

// "Context ID", "context-id" and "context.id" all read as "context_id".
QString normalisedName(const QString& name) {
    QString normalised = name.trimmed().toLower();
    for (QChar& character : normalised) {
        if (character == u' ' || character == u'-' || character == u'.') {
            character = u'_';
        }
    }
    return normalised;
}

struct ColumnProfile {
    QString name;
    QString normalised;
    bool idLike = false;  // every value is short and has no space
    bool numeric = false; // most values are numbers (a stray bad one is the check's to report)
};

ColumnProfile profileOf(const QString& name, qsizetype index, const QList<QStringList>& rows) {
    ColumnProfile profile{name, normalisedName(name)};
    qsizetype values = 0;
    qsizetype numbers = 0;
    bool allIds = true;
    for (const QStringList& row : rows) {
        const QString value = row.value(index).trimmed();
        if (value.isEmpty()) {
            continue;
        }
        ++values;
        numbers += parseFiniteNumber(QJsonValue(value)).has_value() ? 1 : 0;
        allIds = allIds && value.size() <= kLongestId &&
                 std::none_of(value.cbegin(), value.cend(), [](QChar c) { return c.isSpace(); });
    }
    profile.idLike = values > 0 && allIds;
    profile.numeric = values > 0 && numbers * 2 > values;
    return profile;
}

bool namedLikeAScore(const QString& normalised) {
    static const QStringList words{
        QStringLiteral("score"),     QStringLiteral("rating"),    QStringLiteral("quality"),
        QStringLiteral("grade"),     QStringLiteral("reference"), QStringLiteral("human"),
        QStringLiteral("mos"),       QStringLiteral("likert"),    QStringLiteral("coherence"),
        QStringLiteral("fluency"),   QStringLiteral("relevance"), QStringLiteral("consistency"),
        QStringLiteral("preference")};
    return std::any_of(words.cbegin(), words.cend(),
                       [&](const QString& word) { return normalised.contains(word); });
}

enum class Holds { Anything, Ids, Texts };

class ColumnChooser {
public:
    explicit ColumnChooser(QList<ColumnProfile> profiles)
        : m_profiles(std::move(profiles)) {}

    // The first column not taken yet whose name is one of `names` (in the order
    // of `names`) and whose values fit `holds`; it is taken.
    QString take(const QStringList& names, Holds holds) {
        for (const QString& name : names) {
            for (const ColumnProfile& profile : m_profiles) {
                if (profile.normalised == name && !m_taken.contains(profile.name) &&
                    fits(profile, holds)) {
                    m_taken.append(profile.name);
                    return profile.name;
                }
            }
        }
        return {};
    }
    // The first column not taken yet whose values fit `holds` and that is not
    // a score; it is taken.
    QString takeFirst(Holds holds) {
        for (const ColumnProfile& profile : m_profiles) {
            // A score that happens to come first is not the candidate id.
            if (!m_taken.contains(profile.name) && fits(profile, holds) &&
                !(profile.numeric && namedLikeAScore(profile.normalised))) {
                m_taken.append(profile.name);
                return profile.name;
            }
        }
        return {};
    }
    bool isTaken(const QString& name) const { return m_taken.contains(name); }
    const QList<ColumnProfile>& profiles() const { return m_profiles; }

private:
    static bool fits(const ColumnProfile& profile, Holds holds) {
        switch (holds) {
        case Holds::Ids:
            return profile.idLike;
        case Holds::Texts:
            return !profile.idLike;
        case Holds::Anything:
            break;
        }
        return true;
    }

    QList<ColumnProfile> m_profiles;
    QStringList m_taken;
};

} // namespace

CandidateColumnGuess guessCandidateColumns(const QStringList& header,
                                           const QList<QStringList>& rows) {
    QList<ColumnProfile> profiles;
    for (qsizetype index = 0; index < header.size(); ++index) {
        profiles.append(profileOf(header[index], index, rows));
    }
    ColumnChooser chooser(profiles);
    CandidateColumnGuess guess;
    // The unambiguous names first, so that a vaguer one ("id", "candidate",
    // "context") cannot take a column another field names exactly.
    guess.candidateId = chooser.take(
        {QStringLiteral("candidate_id"), QStringLiteral("candidateid")}, Holds::Anything);
    guess.contextId =
        chooser.take({QStringLiteral("context_id"), QStringLiteral("contextid")}, Holds::Anything);
    guess.text =
        chooser.take({QStringLiteral("text"), QStringLiteral("candidate_text")}, Holds::Anything);
    guess.contextText = chooser.take(
        {QStringLiteral("context_text"), QStringLiteral("contexttext")}, Holds::Anything);
    if (guess.candidateId.isEmpty()) {
        guess.candidateId = chooser.take({QStringLiteral("candidate"), QStringLiteral("id"),
                                          QStringLiteral("cand_id"), QStringLiteral("response_id"),
                                          QStringLiteral("output_id"), QStringLiteral("summary_id"),
                                          QStringLiteral("answer_id"), QStringLiteral("sample_id"),
                                          QStringLiteral("uid"), QStringLiteral("key")},
                                         Holds::Ids);
    }
    if (guess.contextId.isEmpty()) {
        guess.contextId = chooser.take(
            {QStringLiteral("context"), QStringLiteral("prompt_id"), QStringLiteral("question_id"),
             QStringLiteral("document_id"), QStringLiteral("doc_id"), QStringLiteral("article_id"),
             QStringLiteral("source_id"), QStringLiteral("input_id"), QStringLiteral("item_id"),
             QStringLiteral("example_id"), QStringLiteral("task_id"), QStringLiteral("topic_id"),
             QStringLiteral("topic"), QStringLiteral("group")},
            Holds::Ids);
    }
    if (guess.text.isEmpty()) {
        guess.text = chooser.take({QStringLiteral("response"), QStringLiteral("output"),
                                   QStringLiteral("summary"), QStringLiteral("answer"),
                                   QStringLiteral("completion"), QStringLiteral("generation"),
                                   QStringLiteral("hypothesis"), QStringLiteral("prediction"),
                                   QStringLiteral("candidate"), QStringLiteral("content")},
                                  Holds::Anything);
    }
    if (guess.contextText.isEmpty()) {
        guess.contextText = chooser.take({QStringLiteral("context"), QStringLiteral("article"),
                                          QStringLiteral("document"), QStringLiteral("source"),
                                          QStringLiteral("prompt"), QStringLiteral("question"),
                                          QStringLiteral("input"), QStringLiteral("passage"),
                                          QStringLiteral("instruction"), QStringLiteral("query")},
                                         Holds::Anything);
    }
    guess.system = chooser.take({QStringLiteral("system"), QStringLiteral("system_id"),
                                 QStringLiteral("system_name"), QStringLiteral("model"),
                                 QStringLiteral("model_name"), QStringLiteral("model_id"),
                                 QStringLiteral("generator")},
                                Holds::Anything);
    // Unknown names: an id-like column is the candidate id, a text column the text.
    if (guess.candidateId.isEmpty()) {
        guess.candidateId = chooser.takeFirst(Holds::Ids);
    }
    if (guess.text.isEmpty()) {
        guess.text = chooser.takeFirst(Holds::Texts);
    }
    for (const ColumnProfile& profile : chooser.profiles()) {
        if (!profile.numeric) {
            continue;
        }
        guess.numericColumns.append(profile.name);
        if (!chooser.isTaken(profile.name) && namedLikeAScore(profile.normalised) &&
            // "score.<criterion>" columns are imported as such without being chosen.
            !profile.name.startsWith(CandidateColumns{}.referenceScorePrefix)) {
            guess.referenceScores.append(profile.name);
        }
    }
    return guess;
}

} // namespace pairrank::storage
