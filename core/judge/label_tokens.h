// The label words of a comparative prompt ("A" / "B" by default) and how an
// answer is recognised as one of them (DESIGN.md §3, paper 001 §3.3).
//
// Two uses:
//  - one token of a top-logprobs list ("A", " A", "(A", "A.", "Response", …):
//    matchLabelToken() says which label, if any, it stands for, so that the
//    prompt-based classifier can sum the probabilities of every variant;
//  - a free text answer (a sampled answer, the command backend's text):
//    classifyAnswerText() says A, B, tie or refusal.
// Pure functions; no state.
#pragma once

#include "judge_result.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::judge {

enum class LabelSide { A, B };

// The answer words: `a` means "the candidate shown first is better". `tie` is
// the word a prompt offers for "neither is better"; empty when the prompt
// offers none, and then no answer is ever read as a tie from its first token.
struct LabelWords {
    QString a = QStringLiteral("A");
    QString b = QStringLiteral("B");
    QString tie;

    const QString& word(LabelSide side) const { return side == LabelSide::A ? a : b; }
};

// From domain::Criterion::labelWords: two or three non-empty words that differ
// (case-insensitively) and contain no whitespace; the third, when given, is the
// tie label. The error names "labelWords" and what is wrong.
Result<LabelWords> labelWordsFromList(const QStringList& words);

// The usual token spellings of one label word, for documentation, tests and
// the simulator: "A", " A", "a", " a", "A.", " A.", "(A)", "(A", " (A", "A)",
// "A:", "**A", "\"A\"", "Response A", "Summary A", "Story A", "Answer A",
// "Option A", "Candidate A", "Output A" (and the lowercase forms). Every
// variant satisfies matchLabelToken(). Deterministic order, no duplicates.
QStringList labelTokenVariants(const QString& labelWord);

// The label a single token (or a very short answer) stands for: surrounding
// whitespace (also SentencePiece "▁" and byte-level BPE "Ġ"), quotes, brackets,
// asterisks and trailing "." ":" "," ")" are stripped, an optional leading
// naming word ("Response", "Summary", "Story", "Answer", "Option", "Candidate",
// "Output", "Text", "Question") is dropped, and the rest is compared with the
// label words case-insensitively. Empty when it is neither label (or both).
std::optional<LabelSide> matchLabelToken(const QString& token, const LabelWords& labels);

// True when `labels` has a tie label and the token, stripped as above, is it.
bool matchesTieLabel(const QString& token, const LabelWords& labels);

// What a free text answer says.
enum class TextVerdict { A, B, Tie, Refusal };

struct TextClassification {
    TextVerdict verdict = TextVerdict::Refusal;
    QString text;   // the answer, trimmed
    QString reason; // for Refusal: "refused" or "unparseable answer"; empty otherwise
};

// Classifies a free text answer, in this order:
//  1. the whole trimmed answer matches a label (matchLabelToken) → that label;
//  2. a refusal phrase ("I cannot", "I can't", "I can not", "I won't", "sorry",
//     "unable to", "as an AI") → Refusal, reason "refused";
//  3. a tie word ("tie", "both", "equal", "equally", "neither", "same") → Tie;
//  4. the first label mentioned as a whole word, spelled as the label word
//     itself (case-sensitive, so the article "a" is not the label "A") → that label;
//  5. anything else → Refusal, reason "unparseable answer".
TextClassification classifyAnswerText(const QString& text, const LabelWords& labels);

} // namespace pairrank::judge
