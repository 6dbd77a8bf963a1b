#include "prompt_template.h"

#include <algorithm>
#include <array>
#include <optional>

namespace pairrank::judge {
namespace {

using Field = PromptTemplate::Field;

struct PlaceholderName {
    const char* name;
    Field field;
    bool comparative; // allowed in comparative templates
    bool absolute;    // allowed in absolute templates
};

constexpr std::array kPlaceholders{
    PlaceholderName{"context", Field::Context, true, true},
    PlaceholderName{"candidate_a", Field::CandidateA, true, false},
    PlaceholderName{"candidate_b", Field::CandidateB, true, false},
    PlaceholderName{"candidate", Field::CandidateA, false, true},
    PlaceholderName{"criterion", Field::Criterion, true, true},
    PlaceholderName{"label_a", Field::LabelA, true, false},
    PlaceholderName{"label_b", Field::LabelB, true, false},
    PlaceholderName{"label_tie", Field::LabelTie, true, false},
};

std::optional<PlaceholderName> findPlaceholder(const QString& name) {
    for (const PlaceholderName& placeholder : kPlaceholders) {
        if (name == QLatin1String(placeholder.name)) {
            return placeholder;
        }
    }
    return std::nullopt;
}

QString kindName(TemplateKind kind) {
    return kind == TemplateKind::Comparative ? QStringLiteral("comparative")
                                             : QStringLiteral("absolute");
}

const QString& fieldValue(const PromptFields& fields, Field field) {
    switch (field) {
    case Field::Context:
        return fields.context;
    case Field::CandidateA:
        return fields.candidateA;
    case Field::CandidateB:
        return fields.candidateB;
    case Field::Criterion:
        return fields.criterion;
    case Field::LabelA:
        return fields.labelA;
    case Field::LabelB:
        return fields.labelB;
    case Field::LabelTie:
        return fields.labelTie;
    case Field::Literal:
        break;
    }
    static const QString none;
    return none;
}

} // namespace

Result<PromptTemplate> PromptTemplate::parse(const QString& text, TemplateKind kind) {
    if (text.trimmed().isEmpty()) {
        return makeError(QStringLiteral("the %1 template is empty").arg(kindName(kind)));
    }
    PromptTemplate parsed;
    parsed.m_text = text;
    parsed.m_kind = kind;
    QString literal;
    bool hasCandidateA = false;
    bool hasCandidateB = false;
    const auto flushLiteral = [&]() {
        if (!literal.isEmpty()) {
            parsed.m_literalLength += literal.size();
            parsed.m_segments.append(Segment{Field::Literal, literal});
            literal.clear();
        }
    };
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c == u'}') {
            if (i + 1 < text.size() && text[i + 1] == u'}') {
                literal += u'}';
                i += 2;
                continue;
            }
            return makeError(
                QStringLiteral("lone \"}\" at offset %1 (write \"}}\" for a literal brace)")
                    .arg(i));
        }
        if (c != u'{') {
            literal += c;
            ++i;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == u'{') {
            literal += u'{';
            i += 2;
            continue;
        }
        const qsizetype close = text.indexOf(u'}', i + 1);
        const qsizetype nextOpen = text.indexOf(u'{', i + 1);
        if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
            return makeError(
                QStringLiteral("unclosed \"{\" at offset %1 (write \"{{\" for a literal brace)")
                    .arg(i));
        }
        const QString name = text.mid(i + 1, close - i - 1);
        const std::optional<PlaceholderName> placeholder = findPlaceholder(name);
        if (!placeholder) {
            return makeError(
                QStringLiteral("unknown placeholder {%1} at offset %2").arg(name).arg(i));
        }
        const bool allowed =
            kind == TemplateKind::Comparative ? placeholder->comparative : placeholder->absolute;
        if (!allowed) {
            return makeError(QStringLiteral("placeholder {%1} at offset %2 is not allowed in a "
                                            "%3 template")
                                 .arg(name)
                                 .arg(i)
                                 .arg(kindName(kind)));
        }
        flushLiteral();
        parsed.m_segments.append(Segment{placeholder->field, {}});
        hasCandidateA = hasCandidateA || placeholder->field == Field::CandidateA;
        hasCandidateB = hasCandidateB || placeholder->field == Field::CandidateB;
        i = close + 1;
    }
    flushLiteral();
    if (kind == TemplateKind::Comparative) {
        if (!hasCandidateA) {
            return makeError(QStringLiteral("the comparative template has no {candidate_a}"));
        }
        if (!hasCandidateB) {
            return makeError(QStringLiteral("the comparative template has no {candidate_b}"));
        }
    } else if (!hasCandidateA) {
        return makeError(QStringLiteral("the absolute template has no {candidate}"));
    }
    return parsed;
}

QString PromptTemplate::render(const PromptFields& fields) const {
    qsizetype length = m_literalLength;
    for (const Segment& segment : m_segments) {
        if (segment.field != Field::Literal) {
            length += fieldValue(fields, segment.field).size();
        }
    }
    QString rendered;
    rendered.reserve(length);
    for (const Segment& segment : m_segments) {
        rendered +=
            segment.field == Field::Literal ? segment.literal : fieldValue(fields, segment.field);
    }
    return rendered;
}

bool PromptTemplate::uses(Field field) const {
    return std::any_of(m_segments.begin(), m_segments.end(),
                       [field](const Segment& segment) { return segment.field == field; });
}

} // namespace pairrank::judge
