// A criterion's comparative prompt checked as a judge asks it (DESIGN.md §4):
// its label words, its template, and that the two agree on the tie — the
// template offers {label_tie} exactly when the criterion has a tie word. A tie
// word the prompt never offers would never be answered; an offer without one
// would show the judge an empty choice.
//
// One check for every place that accepts a prompt: Judge::create, the prompt
// editor's live problem line, and the Judges dialog's Save.
#pragma once

#include "core/domain/criterion.h"
#include "judge_result.h"
#include "label_tokens.h"
#include "prompt_template.h"

namespace pairrank::judge {

struct ComparativePrompt {
    PromptTemplate promptTemplate;
    LabelWords labels;
};

// The criterion's label words (labelWordsFromList), then its comparative
// template (PromptTemplate::parse), then their agreement on the tie. The error
// names the field, without the criterion's name: "labelWords[1] is empty",
// "comparativePromptTemplate: unknown placeholder {foo} at offset 12", "the
// template offers {label_tie} but labelWords has no third (tie) word",
// "labelWords has a tie word "Tie" that the template never offers (add {label_tie})".
Result<ComparativePrompt> checkComparativePrompt(const domain::Criterion& criterion);

} // namespace pairrank::judge
