#include "default_prompts.h"

namespace pairrank::judge {
namespace {

// What differs between the tasks; the wording around it follows paper 001 Fig. 2/3
// and paper 002 appendix A.
struct TaskWording {
    QString task;
    QString contextName;   // "article", "dialogue"…; empty: the task has no context
    QString candidateName; // "summary", "response"…
};

struct CriterionWording {
    QString criterion;  // {criterion} and the key's suffix
    QString comparison; // "more coherent" → "Which summary is more coherent, …"
    QString scoring;    // "how coherent the summary is" → "Score … based on …"
};

QString capitalised(QString word) {
    if (!word.isEmpty()) {
        word[0] = word[0].toUpper();
    }
    return word;
}

QString contextBlock(const TaskWording& task) {
    if (task.contextName.isEmpty()) {
        return {};
    }
    return capitalised(task.contextName) +
           QStringLiteral(":\n<context>\n{context}\n</context>\n\n");
}

QString comparativeTemplate(const TaskWording& task, const CriterionWording& criterion) {
    const QString name = capitalised(task.candidateName);
    return contextBlock(task) + name +
           QStringLiteral(" {label_a}:\n<candidate_a>\n{candidate_a}\n</candidate_a>\n\n") + name +
           QStringLiteral(" {label_b}:\n<candidate_b>\n{candidate_b}\n</candidate_b>\n\n") +
           QStringLiteral("Which %1 is %2, %3 {label_a} or %3 {label_b}? "
                          "Answer with a single word: {label_a} or {label_b}.")
               .arg(task.candidateName, criterion.comparison, name);
}

QString absoluteTemplate(const TaskWording& task, const CriterionWording& criterion) {
    return contextBlock(task) + capitalised(task.candidateName) +
           QStringLiteral(":\n<candidate>\n{candidate}\n</candidate>\n\n") +
           QStringLiteral("Score the %1 between 1 and 10 based on %2. "
                          "Answer with a single number from 1 to 10.")
               .arg(task.candidateName, criterion.scoring);
}

void addTask(QList<DefaultPrompt>& prompts, const TaskWording& task,
             const QList<CriterionWording>& criteria) {
    for (const CriterionWording& criterion : criteria) {
        prompts.append(DefaultPrompt{task.task + u'-' + criterion.criterion, task.task,
                                     criterion.criterion, comparativeTemplate(task, criterion),
                                     absoluteTemplate(task, criterion)});
    }
}

QList<DefaultPrompt> buildDefaultPrompts() {
    QList<DefaultPrompt> prompts;
    // SummEval (paper 001 §4.1): coherence, consistency, fluency, relevance.
    addTask(prompts,
            {QStringLiteral("summary"), QStringLiteral("article"), QStringLiteral("summary")},
            {{QStringLiteral("coherence"), QStringLiteral("more coherent"),
              QStringLiteral("how coherent the summary is")},
             {QStringLiteral("consistency"), QStringLiteral("more consistent with the article"),
              QStringLiteral("how consistent the summary is with the article")},
             {QStringLiteral("fluency"), QStringLiteral("more fluent"),
              QStringLiteral("how fluent the summary is")},
             {QStringLiteral("relevance"), QStringLiteral("more relevant to the article"),
              QStringLiteral("how relevant the summary is to the article")}});
    // TopicalChat dialogue responses (paper 001 §4.1).
    addTask(prompts,
            {QStringLiteral("dialogue"), QStringLiteral("dialogue"), QStringLiteral("response")},
            {{QStringLiteral("coherence"),
              QStringLiteral("a more coherent continuation of the dialogue"),
              QStringLiteral("how coherent a continuation of the dialogue the response is")},
             {QStringLiteral("engagingness"), QStringLiteral("more engaging"),
              QStringLiteral("how engaging the response is")},
             {QStringLiteral("naturalness"), QStringLiteral("more natural"),
              QStringLiteral("how natural the response is")},
             {QStringLiteral("overall"), QStringLiteral("better overall"),
              QStringLiteral("how good the response is overall")}});
    // HANNA stories (paper 002 appendix A: "Which story is better overall, Story A or B?").
    addTask(prompts, {QStringLiteral("story"), QStringLiteral("prompt"), QStringLiteral("story")},
            {{QStringLiteral("overall"), QStringLiteral("better overall"),
              QStringLiteral("how good the story is overall")},
             {QStringLiteral("relevance"), QStringLiteral("more relevant to the prompt"),
              QStringLiteral("how relevant the story is to the prompt")},
             {QStringLiteral("coherence"), QStringLiteral("more coherent"),
              QStringLiteral("how coherent the story is")},
             {QStringLiteral("empathy"), QStringLiteral("more empathetic"),
              QStringLiteral("how well the story conveys the characters' emotions")},
             {QStringLiteral("surprise"), QStringLiteral("more surprising"),
              QStringLiteral("how surprising the story's ending is")},
             {QStringLiteral("engagement"), QStringLiteral("more engaging"),
              QStringLiteral("how engaging the story is")},
             {QStringLiteral("complexity"), QStringLiteral("more complex"),
              QStringLiteral("how elaborate and complex the story is")}});
    // Question difficulty: the questions are compared on their own, no context.
    addTask(prompts, {QStringLiteral("question"), QString(), QStringLiteral("question")},
            {{QStringLiteral("difficulty"), QStringLiteral("more difficult to answer"),
              QStringLiteral("how difficult the question is to answer")}});
    // A generic answer to a question or instruction.
    addTask(prompts,
            {QStringLiteral("answer"), QStringLiteral("question"), QStringLiteral("answer")},
            {{QStringLiteral("overall"), QStringLiteral("the better answer to the question"),
              QStringLiteral("how well the answer responds to the question")},
             {QStringLiteral("correctness"), QStringLiteral("more correct"),
              QStringLiteral("how correct the answer is")},
             {QStringLiteral("helpfulness"), QStringLiteral("more helpful"),
              QStringLiteral("how helpful the answer is")}});
    return prompts;
}

} // namespace

const QList<DefaultPrompt>& defaultPrompts() {
    static const QList<DefaultPrompt> prompts = buildDefaultPrompts();
    return prompts;
}

std::optional<DefaultPrompt> defaultPrompt(const QString& key) {
    for (const DefaultPrompt& prompt : defaultPrompts()) {
        if (prompt.key == key) {
            return prompt;
        }
    }
    return std::nullopt;
}

DefaultPrompt genericPrompt(const QString& criterion) {
    const TaskWording task{QStringLiteral("generic"), QStringLiteral("context"),
                           QStringLiteral("candidate")};
    const CriterionWording wording{criterion, QStringLiteral("better with respect to {criterion}"),
                                   QStringLiteral("its {criterion}")};
    return DefaultPrompt{QStringLiteral("generic"), task.task, criterion,
                         comparativeTemplate(task, wording), absoluteTemplate(task, wording)};
}

DefaultPrompt defaultPromptForCriterion(const QString& name) {
    for (const DefaultPrompt& prompt : defaultPrompts()) {
        if (prompt.criterion == name) {
            return prompt;
        }
    }
    return genericPrompt(name);
}

domain::Criterion criterionFromDefault(const DefaultPrompt& prompt) {
    domain::Criterion criterion;
    criterion.name = prompt.criterion;
    criterion.comparativePromptTemplate = prompt.comparativeTemplate;
    criterion.absolutePromptTemplate = prompt.absoluteTemplate;
    return criterion;
}

} // namespace pairrank::judge
