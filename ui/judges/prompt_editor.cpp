#include "prompt_editor.h"

#include "core/judge/comparative_prompt.h"
#include "ui/help/context_help.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace pairrank::ui {

PromptEditor::PromptEditor(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    m_name = new QLineEdit;
    m_name->setAccessibleName(tr("Criterion name"));
    setContextHelp(*m_name, QStringLiteral("judges.html"), tr("Unique in the project"),
                   tr("What the candidates are compared on, e.g. helpfulness. Runs and reports "
                      "refer to a criterion by its name, so only a new criterion can be "
                      "renamed."));
    auto* nameLabel = new QLabel(tr("C&riterion:"));
    nameLabel->setBuddy(m_name);
    form->addRow(nameLabel, m_name);
    m_labelA = new QLineEdit;
    m_labelA->setAccessibleName(tr("Label word for A"));
    m_labelB = new QLineEdit;
    m_labelB->setAccessibleName(tr("Label word for B"));
    setContextHelp(*m_labelA, QStringLiteral("judges.html"),
                   tr("The word the judge answers with when the first text is better"),
                   tr("The judge's probability is read from the log-probabilities of the two "
                      "label words as its first answer token: pick short words the prompt asks "
                      "for, such as A and B or 1 and 2."));
    setContextHelp(*m_labelB, QStringLiteral("judges.html"),
                   tr("The word the judge answers with when the second text is better"),
                   tr("Must differ from the word for A; the prompt tells the judge to answer "
                      "with one of the two ({label_a} and {label_b})."));
    m_labelTie = new QLineEdit;
    m_labelTie->setAccessibleName(tr("Label word for a tie"));
    m_labelTie->setPlaceholderText(tr("None: the prompt offers no tie"));
    setContextHelp(*m_labelTie, QStringLiteral("judges.html"),
                   tr("The word the judge answers with when neither text is better; leave it "
                      "empty when the prompt offers no tie"),
                   tr("Optional. When filled in, the template must offer it with {label_tie}, "
                      "and a pair counts as a tie when this word is a likelier answer than the "
                      "words for A and B. One word without spaces, different from those two."));
    auto* labelALabel = new QLabel(tr("Label &A:"));
    labelALabel->setBuddy(m_labelA);
    auto* labelBLabel = new QLabel(tr("Label &B:"));
    labelBLabel->setBuddy(m_labelB);
    // Y: each letter of "Tie label" is already an accelerator in the Judges dialog.
    auto* labelTieLabel = new QLabel(tr("Tie label, if an&y:"));
    labelTieLabel->setBuddy(m_labelTie);
    form->addRow(labelALabel, m_labelA);
    form->addRow(labelBLabel, m_labelB);
    form->addRow(labelTieLabel, m_labelTie);
    layout->addLayout(form);

    m_usage = new QLabel;
    m_usage->setWordWrap(true);
    m_usage->setAccessibleName(tr("Criterion use"));
    m_duplicate = new QPushButton(tr("Duplicate as a new &criterion"));
    m_duplicate->setAccessibleName(tr("Duplicate as a new criterion"));
    auto* usageRow = new QHBoxLayout;
    usageRow->addWidget(m_usage, 1);
    usageRow->addWidget(m_duplicate, 0, Qt::AlignTop);
    layout->addLayout(usageRow);

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_template = new QPlainTextEdit;
    m_template->setFont(fixed);
    m_template->setAccessibleName(tr("Prompt template"));
    setContextHelp(*m_template, QStringLiteral("judges.html"),
                   tr("Placeholders: {context} {candidate_a} {candidate_b} {criterion} "
                      "{label_a} {label_b} {label_tie}"),
                   tr("The prompt the judge is asked with for each pair; the placeholders are "
                      "replaced by the pair's texts. It can change until a judgement uses it; "
                      "after that, duplicate the criterion to ask differently."));
    m_preview = new QPlainTextEdit;
    m_preview->setReadOnly(true);
    m_preview->setFont(fixed);
    m_preview->setAccessibleName(tr("Prompt preview"));
    auto* templateBox = new QWidget;
    auto* templateLayout = new QVBoxLayout(templateBox);
    templateLayout->setContentsMargins(0, 0, 0, 0);
    auto* templateTitle = new QLabel(tr("&Template:"));
    templateTitle->setBuddy(m_template);
    templateLayout->addWidget(templateTitle);
    templateLayout->addWidget(m_template);
    auto* previewBox = new QWidget;
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    auto* previewTitle = new QLabel(tr("Pre&view on a pair of this project:"));
    previewTitle->setBuddy(m_preview);
    previewLayout->addWidget(previewTitle);
    previewLayout->addWidget(m_preview);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(templateBox);
    splitter->addWidget(previewBox);
    layout->addWidget(splitter, 1);
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setAccessibleName(tr("Problem with the template"));
    layout->addWidget(m_problem);

    const auto changed = [this] {
        if (!m_loading) {
            updatePreview();
            emit edited();
        }
    };
    connect(m_name, &QLineEdit::textEdited, this, changed);
    connect(m_template, &QPlainTextEdit::textChanged, this, changed);
    connect(m_labelA, &QLineEdit::textEdited, this, changed);
    connect(m_labelB, &QLineEdit::textEdited, this, changed);
    connect(m_labelTie, &QLineEdit::textEdited, this, changed);
    connect(m_duplicate, &QPushButton::clicked, this, &PromptEditor::duplicateRequested);
    clear();
}

void PromptEditor::setCriterion(const domain::Criterion& criterion, bool stored,
                                qint64 judgements) {
    m_shown = criterion;
    m_hasCriterion = true;
    m_loading = true;
    m_name->setText(criterion.name);
    m_template->setPlainText(criterion.comparativePromptTemplate);
    m_labelA->setText(criterion.labelWords.value(0, QStringLiteral("A")));
    m_labelB->setText(criterion.labelWords.value(1, QStringLiteral("B")));
    m_labelTie->setText(criterion.labelWords.value(2));
    m_loading = false;
    // Runs refer to a stored criterion by its name: only a new one can be named.
    setFieldsEditable(!stored, judgements == 0);
    if (judgements > 0) {
        m_usage->setText(tr("Used by %n judgement(s), which were asked with this prompt: it "
                            "cannot change any more. Duplicate it as a new criterion to ask "
                            "differently.",
                            nullptr, static_cast<int>(judgements)));
    } else if (stored) {
        m_usage->setText(tr("No judgement uses this criterion yet: its prompt can be changed "
                            "until a run asks a judge with it."));
    } else {
        m_usage->setText(tr("A new criterion: saved with the judges."));
    }
    m_usage->setVisible(true);
    m_duplicate->setVisible(true);
    m_duplicate->setEnabled(true);
    updatePreview();
}

void PromptEditor::clear() {
    m_shown = domain::Criterion{};
    m_hasCriterion = false;
    m_loading = true;
    m_name->clear();
    m_template->clear();
    m_labelA->clear();
    m_labelB->clear();
    m_labelTie->clear();
    m_loading = false;
    setFieldsEditable(false, false);
    m_usage->setText(tr("No criterion is selected. Create one with “New criterion…”."));
    m_duplicate->setVisible(false);
    updatePreview();
}

void PromptEditor::setFieldsEditable(bool nameEditable, bool promptEditable) {
    m_editable = promptEditable;
    m_name->setReadOnly(!nameEditable);
    m_name->setToolTip(nameEditable ? tr("Unique in the project")
                                    : tr("Runs refer to a stored criterion by its name"));
    m_template->setReadOnly(!promptEditable);
    m_labelA->setReadOnly(!promptEditable);
    m_labelB->setReadOnly(!promptEditable);
    m_labelTie->setReadOnly(!promptEditable);
}

void PromptEditor::setSamplePair(const QString& context, const QString& candidateA,
                                 const QString& candidateB) {
    m_context = context;
    m_candidateA = candidateA;
    m_candidateB = candidateB;
    updatePreview();
}

domain::Criterion PromptEditor::criterion() const {
    domain::Criterion criterion = m_shown;
    criterion.name = m_name->text().trimmed();
    criterion.comparativePromptTemplate = m_template->toPlainText();
    criterion.labelWords = QStringList{m_labelA->text().trimmed(), m_labelB->text().trimmed()};
    if (const QString tie = m_labelTie->text().trimmed(); !tie.isEmpty()) {
        criterion.labelWords << tie;
    }
    return criterion;
}

QString PromptEditor::previewText() const {
    return m_previewText;
}

QString PromptEditor::problem() const {
    return m_problemText;
}

void PromptEditor::updatePreview() {
    const domain::Criterion edited = criterion();
    const auto prompt = judge::checkComparativePrompt(edited);
    m_previewText.clear();
    if (!m_hasCriterion) {
        m_problemText = tr("No criterion is selected.");
    } else if (edited.name.isEmpty()) {
        m_problemText = tr("The criterion needs a name.");
    } else if (!prompt) {
        m_problemText = prompt.error().message;
    } else {
        judge::PromptFields fields;
        fields.context = m_context;
        fields.candidateA = m_candidateA;
        fields.candidateB = m_candidateB;
        fields.criterion = edited.name;
        fields.labelA = prompt->labels.a;
        fields.labelB = prompt->labels.b;
        fields.labelTie = prompt->labels.tie;
        m_previewText = prompt->promptTemplate.render(fields);
        m_problemText.clear();
    }
    m_preview->setPlainText(m_previewText);
    const bool noPair = m_candidateA.isEmpty() && m_candidateB.isEmpty();
    m_problem->setText(!m_problemText.isEmpty() ? m_problemText
                       : noPair ? tr("The project has no pair of candidates to show the prompt "
                                     "on yet.")
                                : QString());
    m_problem->setVisible(!m_problem->text().isEmpty());
}

} // namespace pairrank::ui
