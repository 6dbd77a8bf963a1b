#include "comparative_prompt.h"

namespace pairrank::judge {

Result<ComparativePrompt> checkComparativePrompt(const domain::Criterion& criterion) {
    auto labels = labelWordsFromList(criterion.labelWords);
    if (!labels.ok()) {
        return labels.error();
    }
    auto promptTemplate =
        PromptTemplate::parse(criterion.comparativePromptTemplate, TemplateKind::Comparative);
    if (!promptTemplate.ok()) {
        return makeError(
            QStringLiteral("comparativePromptTemplate: %1").arg(promptTemplate.error().message));
    }
    if (promptTemplate->uses(PromptTemplate::Field::LabelTie) != !labels->tie.isEmpty()) {
        return makeError(labels->tie.isEmpty()
                             ? QStringLiteral("the template offers {label_tie} but labelWords has "
                                              "no third (tie) word")
                             : QStringLiteral("labelWords has a tie word \"%1\" that the template "
                                              "never offers (add {label_tie})")
                                   .arg(labels->tie));
    }
    return ComparativePrompt{*promptTemplate, *labels};
}

} // namespace pairrank::judge
