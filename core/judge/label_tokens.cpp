#include "label_tokens.h"

#include <QRegularExpression>

#include <array>

namespace pairrank::judge {
namespace {

// Words a model may put before the label ("Response A", "Summary B"); the
// default prompts call the candidates by these names.
constexpr std::array kNamingWords{"response",  "summary", "story", "answer",  "option",
                                  "candidate", "output",  "text",  "question"};

bool isStrippableLeading(QChar c) {
    return c.isSpace() || c == u'(' || c == u'[' || c == u'"' || c == u'\'' || c == u'*' ||
           c == u'`' || c == u'<' || c == QChar(0x2581) /* SentencePiece ▁ */ ||
           c == QChar(0x0120) /* byte-level BPE Ġ */;
}

bool isStrippableTrailing(QChar c) {
    return c.isSpace() || c == u')' || c == u']' || c == u'"' || c == u'\'' || c == u'*' ||
           c == u'`' || c == u'>' || c == u'.' || c == u':' || c == u',' || c == u'!' || c == u';';
}

QString stripDecoration(const QString& token) {
    qsizetype begin = 0;
    qsizetype end = token.size();
    while (begin < end && isStrippableLeading(token[begin])) {
        ++begin;
    }
    while (end > begin && isStrippableTrailing(token[end - 1])) {
        --end;
    }
    return token.mid(begin, end - begin);
}

QString dropNamingWord(const QString& core) {
    for (const char* word : kNamingWords) {
        const QString name = QString::fromLatin1(word);
        if (core.size() > name.size() && core.startsWith(name, Qt::CaseInsensitive) &&
            core[name.size()].isSpace()) {
            return stripDecoration(core.mid(name.size()));
        }
    }
    return core;
}

} // namespace

Result<LabelWords> labelWordsFromList(const QStringList& words) {
    if (words.size() != 2 && words.size() != 3) {
        return makeError(
            QStringLiteral("labelWords must hold two words (or three with a tie label), not %1")
                .arg(words.size()));
    }
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString& word = words[i];
        if (word.trimmed().isEmpty()) {
            return makeError(QStringLiteral("labelWords[%1] is empty").arg(i));
        }
        for (const QChar c : word) {
            if (c.isSpace()) {
                return makeError(
                    QStringLiteral("labelWords[%1] \"%2\" contains whitespace").arg(i).arg(word));
            }
        }
    }
    for (qsizetype i = 0; i < words.size(); ++i) {
        for (qsizetype j = i + 1; j < words.size(); ++j) {
            if (words[i].compare(words[j], Qt::CaseInsensitive) == 0) {
                return makeError(
                    QStringLiteral("labelWords[%1] and labelWords[%2] are the same word \"%3\"")
                        .arg(i)
                        .arg(j)
                        .arg(words[i]));
            }
        }
    }
    return LabelWords{words[0], words[1], words.value(2)};
}

QStringList labelTokenVariants(const QString& labelWord) {
    QStringList variants;
    const auto add = [&variants](const QString& variant) {
        if (!variants.contains(variant)) {
            variants.append(variant);
        }
    };
    const QStringList spellings{labelWord, labelWord.toLower(), labelWord.toUpper()};
    for (const QString& word : spellings) {
        for (const QString& form :
             {word, QStringLiteral("(%1)").arg(word), QStringLiteral("(%1").arg(word),
              QStringLiteral("%1)").arg(word), QStringLiteral("%1.").arg(word),
              QStringLiteral("%1:").arg(word), QStringLiteral("**%1").arg(word),
              QStringLiteral("\"%1\"").arg(word)}) {
            add(form);
            add(QStringLiteral(" ") + form);
        }
        for (const char* naming : kNamingWords) {
            QString name = QString::fromLatin1(naming);
            add(name + QStringLiteral(" ") + word);
            name[0] = name[0].toUpper();
            add(name + QStringLiteral(" ") + word);
        }
    }
    return variants;
}

std::optional<LabelSide> matchLabelToken(const QString& token, const LabelWords& labels) {
    const QString core = dropNamingWord(stripDecoration(token));
    if (core.isEmpty()) {
        return std::nullopt;
    }
    const bool isA = core.compare(labels.a, Qt::CaseInsensitive) == 0;
    const bool isB = core.compare(labels.b, Qt::CaseInsensitive) == 0;
    if (isA == isB) {
        return std::nullopt;
    }
    return isA ? LabelSide::A : LabelSide::B;
}

bool matchesTieLabel(const QString& token, const LabelWords& labels) {
    if (labels.tie.isEmpty()) {
        return false;
    }
    return dropNamingWord(stripDecoration(token)).compare(labels.tie, Qt::CaseInsensitive) == 0;
}

TextClassification classifyAnswerText(const QString& text, const LabelWords& labels) {
    TextClassification result;
    result.text = text.trimmed();
    if (const auto side = matchLabelToken(result.text, labels)) {
        result.verdict = *side == LabelSide::A ? TextVerdict::A : TextVerdict::B;
        return result;
    }
    const QString lower = result.text.toLower();
    static const QStringList refusalPhrases{
        QStringLiteral("i cannot"),  QStringLiteral("i can't"),   QStringLiteral("i can’t"),
        QStringLiteral("i can not"), QStringLiteral("i won't"),   QStringLiteral("i will not"),
        QStringLiteral("sorry"),     QStringLiteral("unable to"), QStringLiteral("as an ai")};
    for (const QString& phrase : refusalPhrases) {
        if (lower.contains(phrase)) {
            result.verdict = TextVerdict::Refusal;
            result.reason = QStringLiteral("refused");
            return result;
        }
    }
    static const QRegularExpression tieWords(
        QStringLiteral("\\b(tie|both|equal|equally|neither|same)\\b"));
    if (tieWords.match(lower).hasMatch()) {
        result.verdict = TextVerdict::Tie;
        return result;
    }
    // The first whole-word mention of a label word, spelled exactly.
    const QRegularExpression mention(
        QStringLiteral("\\b(%1|%2)\\b")
            .arg(QRegularExpression::escape(labels.a), QRegularExpression::escape(labels.b)));
    const QRegularExpressionMatch match = mention.match(result.text);
    if (match.hasMatch()) {
        result.verdict = match.captured(1) == labels.a ? TextVerdict::A : TextVerdict::B;
        return result;
    }
    result.verdict = TextVerdict::Refusal;
    result.reason = QStringLiteral("unparseable answer");
    return result;
}

} // namespace pairrank::judge
