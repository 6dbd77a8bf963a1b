// Prompt templates (DESIGN.md §4): a criterion's comparative or absolute
// template, checked once when the judge is created and then rendered for every
// pair without any further failure.
//
// Placeholders:
//   comparative: {context} {candidate_a} {candidate_b} {criterion} {label_a} {label_b}
//                {label_tie} (the criterion's third label word: the tie the prompt offers)
//   absolute:    {context} {candidate} {criterion}
// "{{" and "}}" stand for literal "{" and "}". Placeholder names are
// case-sensitive. A comparative template must contain {candidate_a} and
// {candidate_b}; an absolute one must contain {candidate}.
#pragma once

#include "judge_result.h"

#include <QList>
#include <QString>

namespace pairrank::judge {

enum class TemplateKind { Comparative, Absolute };

// The values put into a template. Comparative templates read candidateA and
// candidateB (and the labels); absolute ones read candidateA as {candidate}.
struct PromptFields {
    QString context;
    QString candidateA;
    QString candidateB;
    QString criterion;
    QString labelA = QStringLiteral("A");
    QString labelB = QStringLiteral("B");
    QString labelTie; // empty when the criterion offers no tie
};

class PromptTemplate {
public:
    // Checks the template. Errors (each names what is wrong and the 0-based
    // character offset): an unknown placeholder ("unknown placeholder {foo} at
    // offset 12"), a placeholder not allowed for the kind, an unclosed "{", a
    // lone "}", a missing required placeholder ("the template has no
    // {candidate_b}"), an empty template.
    static Result<PromptTemplate> parse(const QString& text, TemplateKind kind);

    // Replaces every placeholder. Never fails; the substituted values are
    // inserted verbatim (braces in them are not interpreted).
    QString render(const PromptFields& fields) const;

    TemplateKind kind() const { return m_kind; }
    const QString& text() const { return m_text; }

    enum class Field {
        Literal,
        Context,
        CandidateA,
        CandidateB,
        Criterion,
        LabelA,
        LabelB,
        LabelTie
    };
    // True when the template has the placeholder.
    bool uses(Field field) const;
    struct Segment {
        Field field = Field::Literal;
        QString literal; // Field::Literal only, braces already unescaped
    };

private:
    PromptTemplate() = default;
    QString m_text;
    TemplateKind m_kind = TemplateKind::Comparative;
    QList<Segment> m_segments;
    qsizetype m_literalLength = 0;
};

} // namespace pairrank::judge
