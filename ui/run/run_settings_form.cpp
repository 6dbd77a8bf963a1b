#include "run_settings_form.h"

#include "ui/common/method_names.h"
#include "ui/help/context_help.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace pairrank::ui {

namespace {

enum class BudgetKind { PerCandidate, PerContext };

// Selects the item whose data is `value`, adding it (shown as is) when missing.
void selectData(QComboBox* box, const QString& value) {
    int index = box->findData(value);
    if (index < 0 && !value.isEmpty()) {
        box->addItem(value, value);
        index = box->count() - 1;
    }
    if (index >= 0) {
        box->setCurrentIndex(index);
    }
}

QString currentData(const QComboBox* box) {
    return box->currentData().toString();
}

// A row of the form, with its help on the Run tab's page of the guide.
void addRunRow(QFormLayout* form, const QString& label, QWidget* field, const QString& toolTip,
               const QString& explanation) {
    addHelpedRow(*form, label, *field, QStringLiteral("run.html"), toolTip, explanation);
}

QFormLayout* newForm(QGroupBox* group) {
    auto* form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

// The weight of what a switch adds to the product of experts.
QDoubleSpinBox* newWeightBox(const QString& accessibleName) {
    auto* weight = new QDoubleSpinBox;
    weight->setRange(0.001, 1e6);
    weight->setDecimals(3);
    weight->setSingleStep(0.1);
    weight->setAccessibleName(accessibleName);
    return weight;
}

// A switch and its weight on one row; the weight's label is its buddy.
QWidget* switchWithWeight(QCheckBox* toggle, QDoubleSpinBox* weight, const QString& weightText) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(toggle);
    auto* label = new QLabel(weightText);
    label->setBuddy(weight);
    layout->addWidget(label);
    layout->addWidget(weight, 1);
    return row;
}

} // namespace

RunSettingsForm::RunSettingsForm(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildJudgeGroup());
    layout->addWidget(buildModelGroup());
    layout->addWidget(buildBudgetGroup());
    layout->addWidget(buildStoppingGroup());
    layout->addStretch(1);
    setSettings(run::RunSettings{});
    updateEnabledFields();
}

QWidget* RunSettingsForm::buildJudgeGroup() {
    auto* group = new QGroupBox(tr("Judge"));
    auto* form = newForm(group);
    m_judge = new QComboBox;
    addRunRow(form, tr("&Judge:"), m_judge, tr("The judge configuration that answers the pairs"),
              tr("One of the project's judge configurations (Judges… in the menu bar): the "
                 "backend, model and limits of the LLM that is asked. A run keeps its judge."));
    m_criterion = new QComboBox;
    addRunRow(form, tr("C&riterion:"), m_criterion,
              tr("What the judge compares; its prompt template is used"),
              tr("The quality the candidates are compared on. The judge is asked with this "
                 "criterion's prompt template; each criterion has its own scores and ranking."));
    connect(m_judge, &QComboBox::currentIndexChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_criterion, &QComboBox::currentIndexChanged, this, &RunSettingsForm::settingsChanged);
    return group;
}

QWidget* RunSettingsForm::buildModelGroup() {
    auto* group = new QGroupBox(tr("Model and selection"));
    auto* form = newForm(group);

    m_model = new QComboBox;
    for (const MethodName& model : offeredScoringModels()) {
        m_model->addItem(model.title, model.key);
    }
    addRunRow(form, tr("&Model:"), m_model, tr("How scores are fitted from the judgements"),
              tr("The statistical model that turns the judge's answers into scores with "
                 "credible intervals. The soft Bradley–Terry model uses the judge's probabilities "
                 "rather than only who won; the Methods page compares the models."));

    m_homeAdvantage = new QComboBox;
    m_homeAdvantage->addItem(
        tr("None"), analysis::homeAdvantageSettingName(analysis::HomeAdvantageSetting::None));
    m_homeAdvantage->addItem(
        tr("From the mean p"),
        analysis::homeAdvantageSettingName(analysis::HomeAdvantageSetting::FixedFromMean));
    m_homeAdvantage->addItem(
        tr("Fitted"), analysis::homeAdvantageSettingName(analysis::HomeAdvantageSetting::Fitted));
    addRunRow(form, tr("&Home advantage:"), m_homeAdvantage,
              tr("How the positional bias δ of position A enters the model"),
              tr("Judges tend to prefer the text shown first. None assumes no bias; From the mean "
                 "p takes δ from the average probability the judge gave to position A; Fitted "
                 "estimates δ together with the scores."));

    m_strategy = new QComboBox;
    for (const MethodName& strategy : offeredSelectionStrategies()) {
        m_strategy->addItem(strategy.title, strategy.key);
    }
    addRunRow(form, tr("&Strategy:"), m_strategy, tr("Which pairs are asked next"),
              tr("How the next pairs are chosen from the current scores: uncertainty-based "
                 "strategies ask where the ranking is least certain and need fewer comparisons "
                 "than random pairs for the same accuracy."));

    m_epsilon = new QDoubleSpinBox;
    m_epsilon->setRange(0.0, 4.0);
    m_epsilon->setSingleStep(0.1);
    m_epsilon->setDecimals(2);
    addRunRow(form, tr("&ε:"), m_epsilon, tr("The exponent of |μa − μb| in the ε strategy"),
              tr("Only for the ε-uncertainty strategy: how strongly pairs with close scores are "
                 "preferred. 0 ignores the score difference; larger values focus on near ties."));

    m_batchSize = new QSpinBox;
    m_batchSize->setRange(1, 4096);
    addRunRow(form, tr("&Batch size:"), m_batchSize, tr("Pairs chosen per context and round"),
              tr("How many pairs are chosen at once before the model is updated. Larger batches "
                 "keep a fast judge busy; smaller ones adapt to the answers sooner."));

    m_batchesAhead = new QSpinBox;
    m_batchesAhead->setRange(0, run::kMaximumBatchesAhead);
    addRunRow(form, tr("Batches ahea&d:"), m_batchesAhead,
              tr("Batches chosen while earlier ones are still being answered, so that a slow "
                 "judge is never idle (0: each batch waits for the one before)"),
              tr("With 1 or more, the next batch is chosen while the current one is still being "
                 "answered, counting its pairs as asked. The run stays reproducible: the choice "
                 "never depends on the order in which answers arrive."));

    m_symmetric = new QCheckBox(tr("Ask each pair in both orders"));
    m_symmetric->setAccessibleName(tr("Symmetric"));
    setContextHelp(*m_symmetric, QStringLiteral("run.html"),
                   tr("Ask each chosen pair as A–B and as B–A"),
                   tr("Every chosen pair is also asked in the other order, which cancels the "
                      "judge's preference for a position at twice the cost per pair."));
    form->addRow(tr("Symmetric:"), m_symmetric);

    // Paper 002 §3.2: one absolute rating per candidate joins the pairwise experts.
    // No mnemonic: every letter of it is taken in the window; Tab from Symmetric reaches it.
    m_absoluteScores = new QCheckBox(tr("Absolute scores"));
    m_absoluteScores->setAccessibleName(tr("Absolute scores"));
    setContextHelp(*m_absoluteScores, QStringLiteral("run.html"),
                   tr("Also rate every candidate once on 1…10 and join the ratings to the model; "
                      "needs a criterion with an absolute template and a judge that gives token "
                      "logprobs"),
                   tr("Each candidate is rated once with the criterion's absolute template. The "
                      "probabilities of the ten ratings, from the judge's token logprobs, become "
                      "one more expert on the candidate's score, with the weight beside."));
    m_absoluteWeight = newWeightBox(tr("Absolute score weight"));
    setContextHelp(*m_absoluteWeight, QStringLiteral("run.html"),
                   tr("How much one absolute rating counts against the comparisons (1: as given)"),
                   tr("The weight of each absolute rating's expert in the product of experts: "
                      "below 1 it counts less than the judge's calibrated rating, above 1 more."));
    form->addRow(tr("Absolute scores:"),
                 switchWithWeight(m_absoluteScores, m_absoluteWeight, tr("Wei&ght:")));

    // People's labels of the criterion join the same product (DESIGN.md §3); labels stored
    // while the run goes on join at the context's next refit.
    m_humanLabels = new QCheckBox(tr("Human labels"));
    m_humanLabels->setAccessibleName(tr("Human labels"));
    setContextHelp(*m_humanLabels, QStringLiteral("run.html"),
                   tr("Join the human labels of the criterion to the model, also those stored "
                      "while the run goes on"),
                   tr("Every human label of the criterion becomes two experts of the product, "
                      "one per order, so that the judge's positional bias cancels out of them. "
                      "Labels stored during the run, in the Annotate tab or by other annotators, "
                      "join their context at its next refit."));
    m_humanLabelWeight = newWeightBox(tr("Human label weight"));
    setContextHelp(*m_humanLabelWeight, QStringLiteral("run.html"),
                   tr("How much one human label counts against one judgement (1: as much)"),
                   tr("The weight of each human label in the product of experts. People are "
                      "usually more reliable than the judge: a weight above 1 lets a label "
                      "outweigh several judgements."));
    QWidget* humanRow = switchWithWeight(m_humanLabels, m_humanLabelWeight, tr("Weight:"));
    m_humanBudget = new QSpinBox;
    m_humanBudget->setRange(0, 1'000'000);
    m_humanBudget->setSpecialValueText(tr("none"));
    m_humanBudget->setAccessibleName(tr("Label budget"));
    setContextHelp(*m_humanBudget, QStringLiteral("run.html"),
                   tr("How many pairs the run may put to people; none: it asks nobody"),
                   tr("The run puts up to this many of the pairs its judge answered to people, "
                      "chosen where a label is worth most: where the judge, recalibrated on the "
                      "labels so far, is least sure and the ranking least certain. The Annotate "
                      "tab offers them first; the judge is not asked their other order."));
    form->addRow(tr("Human labels:"), humanRow);
    form->addRow(tr("Label budget:"), m_humanBudget);

    m_seed = new QLineEdit;
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    addRunRow(form, tr("S&eed:"), m_seed, tr("Makes the run reproducible"),
              tr("The seed of the random choices (pairs, order of A and B). The same settings and "
                 "seed choose the same pairs again."));

    connect(m_model, &QComboBox::currentIndexChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_homeAdvantage, &QComboBox::currentIndexChanged, this,
            &RunSettingsForm::settingsChanged);
    connect(m_strategy, &QComboBox::currentIndexChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_strategy, &QComboBox::currentIndexChanged, this,
            &RunSettingsForm::updateEnabledFields);
    connect(m_epsilon, &QDoubleSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_batchSize, &QSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_batchesAhead, &QSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_symmetric, &QCheckBox::toggled, this, &RunSettingsForm::settingsChanged);
    setTabOrder(m_symmetric, m_absoluteScores);
    setTabOrder(m_absoluteScores, m_absoluteWeight);
    setTabOrder(m_absoluteWeight, m_humanLabels);
    setTabOrder(m_humanLabels, m_humanLabelWeight);
    setTabOrder(m_humanLabelWeight, m_humanBudget);
    setTabOrder(m_humanBudget, m_seed);
    for (QCheckBox* toggle : {m_absoluteScores, m_humanLabels}) {
        connect(toggle, &QCheckBox::toggled, this, &RunSettingsForm::updateEnabledFields);
        connect(toggle, &QCheckBox::toggled, this, &RunSettingsForm::settingsChanged);
    }
    for (QDoubleSpinBox* weight : {m_absoluteWeight, m_humanLabelWeight}) {
        connect(weight, &QDoubleSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    }
    connect(m_humanBudget, &QSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_seed, &QLineEdit::textChanged, this, &RunSettingsForm::settingsChanged);
    return group;
}

QWidget* RunSettingsForm::buildBudgetGroup() {
    auto* group = new QGroupBox(tr("Budget"));
    auto* form = newForm(group);

    m_budgetKind = new QComboBox;
    m_budgetKind->addItem(tr("Comparisons per candidate (× N)"),
                          static_cast<int>(BudgetKind::PerCandidate));
    m_budgetKind->addItem(tr("Comparisons per context"), static_cast<int>(BudgetKind::PerContext));
    addRunRow(form, tr("Com&parisons:"), m_budgetKind,
              tr("A multiple of the number of candidates N, or an absolute number"),
              tr("How the comparison budget of each context is given: as a multiple of its number "
                 "of candidates N (10 × N is a common start) or as a fixed number of "
                 "comparisons."));
    m_budgetComparisons = new QDoubleSpinBox;
    m_budgetComparisons->setRange(0.1, 1e9);
    addRunRow(form, tr("&Amount:"), m_budgetComparisons,
              tr("The comparison budget of each context"),
              tr("The number of comparisons (or the multiple of N) after which a context is asked "
                 "nothing more. Answers reused from the project count; failed requests do not."));

    m_budgetTokens = new QSpinBox;
    m_budgetTokens->setRange(0, std::numeric_limits<int>::max());
    m_budgetTokens->setSingleStep(10'000);
    m_budgetTokens->setSpecialValueText(tr("no limit"));
    addRunRow(form, tr("&Tokens:"), m_budgetTokens,
              tr("Prompt and completion tokens (0: no limit)"),
              tr("The run stops when its prompt and completion tokens together reach this "
                 "number. 0 sets no limit."));

    m_budgetMoney = new QDoubleSpinBox;
    m_budgetMoney->setRange(0.0, 1e9);
    m_budgetMoney->setDecimals(2);
    m_budgetMoney->setSpecialValueText(tr("no limit"));
    addRunRow(form, tr("M&oney:"), m_budgetMoney, tr("In the judge's currency (0: no limit)"),
              tr("The run stops when its cost, computed from the judge's token prices, reaches "
                 "this amount. 0 sets no limit."));

    m_budgetMinutes = new QDoubleSpinBox;
    m_budgetMinutes->setRange(0.0, 1e6);
    m_budgetMinutes->setDecimals(1);
    m_budgetMinutes->setSuffix(tr(" min"));
    m_budgetMinutes->setSpecialValueText(tr("no limit"));
    addRunRow(form, tr("T&ime:"), m_budgetMinutes,
              tr("Running time, pauses excluded (0: no limit)"),
              tr("The run stops after this many minutes of running; time spent paused does not "
                 "count. 0 sets no limit."));

    connect(m_budgetKind, &QComboBox::currentIndexChanged, this, [this] {
        const bool perCandidate =
            m_budgetKind->currentData().toInt() == static_cast<int>(BudgetKind::PerCandidate);
        m_budgetComparisons->setDecimals(perCandidate ? 1 : 0);
        m_budgetComparisons->setSuffix(perCandidate ? tr(" × N") : QString());
        emit settingsChanged();
    });
    connect(m_budgetComparisons, &QDoubleSpinBox::valueChanged, this,
            &RunSettingsForm::settingsChanged);
    connect(m_budgetTokens, &QSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_budgetMoney, &QDoubleSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    connect(m_budgetMinutes, &QDoubleSpinBox::valueChanged, this,
            &RunSettingsForm::settingsChanged);
    return group;
}

QWidget* RunSettingsForm::buildStoppingGroup() {
    auto* group = new QGroupBox(tr("Stopping rule"));
    auto* form = newForm(group);
    m_stoppingRule = new QComboBox;
    m_stoppingRule->addItem(tr("Only the budget"), static_cast<int>(run::StoppingRuleKind::None));
    m_stoppingRule->addItem(tr("Entropy below"),
                            static_cast<int>(run::StoppingRuleKind::EntropyBelow));
    m_stoppingRule->addItem(tr("Reordering probability below"),
                            static_cast<int>(run::StoppingRuleKind::ReorderBelow));
    m_stoppingRule->addItem(tr("Ranking stopped moving"),
                            static_cast<int>(run::StoppingRuleKind::ImprovementFlat));
    addRunRow(form, tr("R&ule:"), m_stoppingRule, tr("When a context is asked nothing more"),
              tr("Besides the budget, a context can stop once its ranking is certain enough: its "
                 "entropy or its largest probability of reordering falls below the threshold, or "
                 "it stops moving over a window of comparisons."));
    m_stoppingThreshold = new QDoubleSpinBox;
    m_stoppingThreshold->setRange(0.0, 1e6);
    m_stoppingThreshold->setDecimals(4);
    m_stoppingThreshold->setSingleStep(0.01);
    addRunRow(form, tr("Thres&hold:"), m_stoppingThreshold, tr("The rule's threshold X"),
              tr("The value X the rule compares with: the entropy or the probability of "
                 "reordering must fall below it; for a ranking that stopped moving, the rank "
                 "correlation must reach 1 − X."));
    m_stoppingWindow = new QSpinBox;
    m_stoppingWindow->setRange(1, 1'000'000);
    addRunRow(form, tr("&Window:"), m_stoppingWindow,
              tr("Comparisons over which the ranking must stay still"),
              tr("Only for “Ranking stopped moving”: the scores now are compared with those this "
                 "many comparisons earlier."));
    connect(m_stoppingRule, &QComboBox::currentIndexChanged, this,
            &RunSettingsForm::updateEnabledFields);
    connect(m_stoppingRule, &QComboBox::currentIndexChanged, this,
            &RunSettingsForm::settingsChanged);
    connect(m_stoppingThreshold, &QDoubleSpinBox::valueChanged, this,
            &RunSettingsForm::settingsChanged);
    connect(m_stoppingWindow, &QSpinBox::valueChanged, this, &RunSettingsForm::settingsChanged);
    return group;
}

void RunSettingsForm::updateEnabledFields() {
    const auto rule = static_cast<run::StoppingRuleKind>(m_stoppingRule->currentData().toInt());
    m_epsilon->setEnabled(m_editable && currentData(m_strategy) == QLatin1String("epsilon"));
    m_absoluteWeight->setEnabled(m_editable && m_absoluteScores->isChecked());
    m_humanLabelWeight->setEnabled(m_editable && m_humanLabels->isChecked());
    m_humanBudget->setEnabled(m_editable && m_humanLabels->isChecked());
    m_stoppingThreshold->setEnabled(m_editable && rule != run::StoppingRuleKind::None);
    m_stoppingWindow->setEnabled(m_editable && rule == run::StoppingRuleKind::ImprovementFlat);
}

void RunSettingsForm::setEditable(bool editable) {
    m_editable = editable;
    const QList<QWidget*> fields{m_judge,
                                 m_criterion,
                                 m_model,
                                 m_homeAdvantage,
                                 m_strategy,
                                 m_batchSize,
                                 m_batchesAhead,
                                 m_symmetric,
                                 m_absoluteScores,
                                 m_humanLabels,
                                 m_seed,
                                 m_budgetKind,
                                 m_budgetComparisons,
                                 m_budgetTokens,
                                 m_budgetMoney,
                                 m_budgetMinutes,
                                 m_stoppingRule};
    for (QWidget* field : fields) {
        field->setEnabled(editable);
    }
    updateEnabledFields();
}

void RunSettingsForm::setChoices(const QStringList& judgeConfigs, const QStringList& criteria) {
    const auto refill = [](QComboBox* box, const QStringList& names) {
        const QString current = currentData(box);
        const QSignalBlocker blocker(box);
        box->clear();
        for (const QString& name : names) {
            box->addItem(name, name);
        }
        const int index = box->findData(current);
        box->setCurrentIndex(index >= 0 ? index : (box->count() > 0 ? 0 : -1));
    };
    refill(m_judge, judgeConfigs);
    refill(m_criterion, criteria);
    emit settingsChanged();
}

run::RunSettings RunSettingsForm::settings() const {
    run::RunSettings settings;
    settings.judgeConfig = currentData(m_judge);
    settings.criterion = currentData(m_criterion);
    settings.model = currentData(m_model);
    settings.homeAdvantage = analysis::homeAdvantageSettingFromName(currentData(m_homeAdvantage))
                                 .value_or(analysis::HomeAdvantageSetting::None);
    settings.strategy = currentData(m_strategy);
    settings.epsilon = m_epsilon->value();
    settings.batchSize = m_batchSize->value();
    settings.batchesAhead = m_batchesAhead->value();
    settings.symmetric = m_symmetric->isChecked();
    settings.useAbsoluteScores = m_absoluteScores->isChecked();
    settings.absoluteScoreWeight = m_absoluteWeight->value();
    settings.useHumanLabels = m_humanLabels->isChecked();
    settings.humanLabelWeight = m_humanLabelWeight->value();
    settings.humanBudget = m_humanLabels->isChecked() ? m_humanBudget->value() : 0;
    settings.seed = m_seed->text().toULongLong();
    if (m_budgetKind->currentData().toInt() == static_cast<int>(BudgetKind::PerCandidate)) {
        settings.budget.comparisonsPerCandidate = m_budgetComparisons->value();
        settings.budget.comparisonsPerContext.reset();
    } else {
        settings.budget.comparisonsPerCandidate.reset();
        settings.budget.comparisonsPerContext = qRound64(m_budgetComparisons->value());
    }
    settings.budget.tokens = m_budgetTokens->value();
    settings.budget.money = m_budgetMoney->value();
    settings.budget.wallSeconds = 60.0 * m_budgetMinutes->value();
    settings.stopping.kind =
        static_cast<run::StoppingRuleKind>(m_stoppingRule->currentData().toInt());
    if (settings.stopping.kind != run::StoppingRuleKind::None) {
        settings.stopping.threshold = m_stoppingThreshold->value();
    }
    if (settings.stopping.kind == run::StoppingRuleKind::ImprovementFlat) {
        settings.stopping.window = m_stoppingWindow->value();
    }
    return settings;
}

void RunSettingsForm::setSettings(const run::RunSettings& settings) {
    {
        const QSignalBlocker blockJudge(m_judge);
        const QSignalBlocker blockCriterion(m_criterion);
        selectData(m_judge, settings.judgeConfig);
        selectData(m_criterion, settings.criterion);
        selectData(m_model, settings.model);
        selectData(m_homeAdvantage, analysis::homeAdvantageSettingName(settings.homeAdvantage));
        selectData(m_strategy, settings.strategy);
        m_epsilon->setValue(settings.epsilon);
        m_batchSize->setValue(settings.batchSize);
        m_batchesAhead->setValue(settings.batchesAhead);
        m_symmetric->setChecked(settings.symmetric);
        m_absoluteScores->setChecked(settings.useAbsoluteScores);
        m_absoluteWeight->setValue(settings.absoluteScoreWeight);
        m_humanLabels->setChecked(settings.useHumanLabels);
        m_humanLabelWeight->setValue(settings.humanLabelWeight);
        m_humanBudget->setValue(settings.humanBudget);
        m_seed->setText(QString::number(settings.seed));
        const bool perContext = settings.budget.comparisonsPerContext.has_value();
        m_budgetKind->setCurrentIndex(m_budgetKind->findData(
            static_cast<int>(perContext ? BudgetKind::PerContext : BudgetKind::PerCandidate)));
        m_budgetComparisons->setValue(
            perContext ? static_cast<double>(*settings.budget.comparisonsPerContext)
                       : settings.budget.comparisonsPerCandidate.value_or(10.0));
        m_budgetTokens->setValue(static_cast<int>(
            std::min<qint64>(settings.budget.tokens, std::numeric_limits<int>::max())));
        m_budgetMoney->setValue(settings.budget.money);
        m_budgetMinutes->setValue(settings.budget.wallSeconds / 60.0);
        m_stoppingRule->setCurrentIndex(
            m_stoppingRule->findData(static_cast<int>(settings.stopping.kind)));
        m_stoppingThreshold->setValue(settings.stopping.threshold);
        m_stoppingWindow->setValue(std::max(1, settings.stopping.window));
    }
    updateEnabledFields();
    emit settingsChanged();
}

} // namespace pairrank::ui
