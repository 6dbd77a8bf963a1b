#include "prompt_editor.h"

#include "core/judge/default_prompts.h"
#include "core/judge/label_tokens.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QVBoxLayout>

namespace pairrank::ui {

PromptEditor::PromptEditor(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    m_criterionName = new QComboBox;
    m_criterionName->setEditable(true);
    m_criterionName->setInsertPolicy(QComboBox::NoInsert);
    m_criterionName->setAccessibleName(tr("Criterion"));
    m_criterionName->setToolTip(tr("Pick a criterion, or type a new name to define one"));
    auto* criterionLabel = new QLabel(tr("C&riterion:"));
    criterionLabel->setBuddy(m_criterionName);
    form->addRow(criterionLabel, m_criterionName);
    m_labelA = new QLineEdit;
    m_labelA->setAccessibleName(tr("Label word for A"));
    m_labelB = new QLineEdit;
    m_labelB->setAccessibleName(tr("Label word for B"));
    auto* labelALabel = new QLabel(tr("Label &A:"));
    labelALabel->setBuddy(m_labelA);
    auto* labelBLabel = new QLabel(tr("Label &B:"));
    labelBLabel->setBuddy(m_labelB);
    form->addRow(labelALabel, m_labelA);
    form->addRow(labelBLabel, m_labelB);
    layout->addLayout(form);

    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_template = new QPlainTextEdit;
    m_template->setFont(fixed);
    m_template->setAccessibleName(tr("Prompt template"));
    m_template->setToolTip(tr("Placeholders: {context} {candidate_a} {candidate_b} {criterion} "
                              "{label_a} {label_b}"));
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

    connect(m_criterionName, &QComboBox::currentIndexChanged, this, &PromptEditor::showCriterion);
    connect(m_criterionName, &QComboBox::editTextChanged, this, [this] {
        if (!m_loading) {
            updatePreview();
            emit edited();
        }
    });
    const auto changed = [this] {
        if (!m_loading) {
            updatePreview();
            emit edited();
        }
    };
    connect(m_template, &QPlainTextEdit::textChanged, this, changed);
    connect(m_labelA, &QLineEdit::textEdited, this, changed);
    connect(m_labelB, &QLineEdit::textEdited, this, changed);
    setCriteria({});
}

void PromptEditor::setCriteria(const QList<domain::Criterion>& criteria) {
    const QString shown = m_criterionName->currentText();
    m_criteria = criteria;
    m_loading = true;
    m_criterionName->clear();
    for (const domain::Criterion& criterion : criteria) {
        m_criterionName->addItem(criterion.name);
    }
    m_loading = false;
    const int index = m_criterionName->findText(shown);
    if (index >= 0) {
        m_criterionName->setCurrentIndex(index);
        showCriterion(index);
    } else if (!criteria.isEmpty()) {
        m_criterionName->setCurrentIndex(0);
        showCriterion(0);
    } else {
        showCriterion(-1);
    }
}

void PromptEditor::showCriterion(int index) {
    if (m_loading) {
        return;
    }
    domain::Criterion shown;
    if (index >= 0 && index < m_criteria.size()) {
        shown = m_criteria.at(index);
    } else if (const auto fallback = judge::defaultPrompt(QStringLiteral("summary-coherence"))) {
        shown = judge::criterionFromDefault(*fallback);
    }
    if (shown.comparativePromptTemplate.isEmpty()) {
        // A criterion created by an import has no template yet: start from a default one.
        const QList<judge::DefaultPrompt>& defaults = judge::defaultPrompts();
        if (!defaults.isEmpty()) {
            shown.comparativePromptTemplate = defaults.first().comparativeTemplate;
        }
    }
    m_loading = true;
    if (index < 0) {
        m_criterionName->setEditText(shown.name);
    }
    m_template->setPlainText(shown.comparativePromptTemplate);
    m_labelA->setText(shown.labelWords.value(0, QStringLiteral("A")));
    m_labelB->setText(shown.labelWords.value(1, QStringLiteral("B")));
    m_loading = false;
    updatePreview();
    emit edited();
}

void PromptEditor::setSamplePair(const QString& context, const QString& candidateA,
                                 const QString& candidateB) {
    m_context = context;
    m_candidateA = candidateA;
    m_candidateB = candidateB;
    updatePreview();
}

domain::Criterion PromptEditor::criterion() const {
    domain::Criterion criterion;
    criterion.name = m_criterionName->currentText().trimmed();
    for (const domain::Criterion& stored : m_criteria) {
        if (stored.name == criterion.name) {
            criterion = stored;
        }
    }
    criterion.comparativePromptTemplate = m_template->toPlainText();
    criterion.labelWords = QStringList{m_labelA->text().trimmed(), m_labelB->text().trimmed()};
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
    const auto parsed = judge::PromptTemplate::parse(edited.comparativePromptTemplate,
                                                     judge::TemplateKind::Comparative);
    const auto labels = judge::labelWordsFromList(edited.labelWords);
    if (!parsed || !labels) {
        m_problemText = !parsed ? parsed.error().message : labels.error().message;
        m_previewText.clear();
    } else {
        judge::PromptFields fields;
        fields.context = m_context;
        fields.candidateA = m_candidateA;
        fields.candidateB = m_candidateB;
        fields.criterion = edited.name;
        fields.labelA = labels->a;
        fields.labelB = labels->b;
        m_previewText = parsed->render(fields);
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
