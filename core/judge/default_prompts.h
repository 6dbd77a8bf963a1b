// The default prompt set, modelled on the prompts of paper 001
// (Fig. 2 and 3: "Which Summary is more coherent, Summary A or Summary B?",
// scoring "between 1 and 10") and paper 002 appendix A (Flan-T5 SummEval and
// Qwen2.5 HANNA prompts).
//
// CONVENTION every default comparative template follows — the judge simulator
// (app/judge-sim) relies on it to recover the candidates when it has no truth file:
//   - the candidate texts appear exactly as
//       "<candidate_a>\n{candidate_a}\n</candidate_a>" and
//       "<candidate_b>\n{candidate_b}\n</candidate_b>";
//   - the context, when the template has one, appears exactly as
//       "<context>\n{context}\n</context>";
//   - the prompt ends with the question, asking to answer with the single label
//     word ({label_a} or {label_b}).
// Absolute templates use "<context>\n{context}\n</context>" and
// "<candidate>\n{candidate}\n</candidate>" and ask for a single number 1–10.
#pragma once

#include "core/domain/criterion.h"

#include <QList>
#include <QString>

#include <optional>

namespace pairrank::judge {

struct DefaultPrompt {
    QString key;       // "summary-coherence", "dialogue-engagingness", "story-overall", …
    QString task;      // "summary", "dialogue", "story", "question-difficulty", "answer"
    QString criterion; // the criterion's name, as put into {criterion}: "coherence", …
    QString comparativeTemplate;
    QString absoluteTemplate;
};

// Every default, in a fixed order. Keys are unique.
const QList<DefaultPrompt>& defaultPrompts();

// The default with that key; empty when there is none.
std::optional<DefaultPrompt> defaultPrompt(const QString& key);

// The prompt of a criterion no default is written for, made from its name: the
// context, "Candidate {label_a}" and "Candidate {label_b}", and the question
// "Which candidate is better with respect to {criterion}, …" (the name enters
// through {criterion}, so a renamed criterion keeps a fitting question). Says
// nothing about the kind of text, so it fits any project. Key "generic".
DefaultPrompt genericPrompt(const QString& criterion);

// What a criterion named `name` is asked with when it has no template of its own:
// the first default written for a criterion of that name (the known datasets'
// criteria: "coherence" → "summary-coherence"), else genericPrompt(name).
DefaultPrompt defaultPromptForCriterion(const QString& name);

// A criterion named `prompt.criterion` with the prompt's templates and labels A/B
// (id 0: the caller stores it).
domain::Criterion criterionFromDefault(const DefaultPrompt& prompt);

} // namespace pairrank::judge
