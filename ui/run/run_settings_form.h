// The settings of a ranking run as a form (DESIGN.md §5, §6): judge and
// criterion (from the project), model, home-advantage mode, strategy, ε, batch
// size, symmetric, seed, absolute scores and their weight, budget and stopping
// rule. Turns the widgets into a
// run::RunSettings and back; checking the settings is RunSettings::validate's
// job, not the form's.
//
// Threads: GUI thread only.
#pragma once

#include "core/run/run_settings.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QLineEdit;

namespace pairrank::ui {

class RunSettingsForm : public QWidget {
    Q_OBJECT
public:
    explicit RunSettingsForm(QWidget* parent = nullptr);

    // The project's judge configurations and criteria, by name. Keeps the current
    // choice when it is still offered.
    void setChoices(const QStringList& judgeConfigs, const QStringList& criteria);

    run::RunSettings settings() const;
    // Shows `settings`; names not offered by setChoices() are added to the lists.
    void setSettings(const run::RunSettings& settings);

    // While a run is going the settings cannot change (they identify the run).
    void setEditable(bool editable);

signals:
    // Any field changed (also the seed and the budget).
    void settingsChanged();

private:
    QWidget* buildJudgeGroup();
    QWidget* buildModelGroup();
    QWidget* buildBudgetGroup();
    QWidget* buildStoppingGroup();
    void updateEnabledFields();

    QComboBox* m_judge = nullptr;
    QComboBox* m_criterion = nullptr;
    QComboBox* m_model = nullptr;
    QComboBox* m_homeAdvantage = nullptr;
    QComboBox* m_strategy = nullptr;
    QDoubleSpinBox* m_epsilon = nullptr;
    QSpinBox* m_batchSize = nullptr;
    QSpinBox* m_batchesAhead = nullptr;
    QCheckBox* m_symmetric = nullptr;
    QCheckBox* m_absoluteScores = nullptr;
    QDoubleSpinBox* m_absoluteWeight = nullptr;
    QCheckBox* m_humanLabels = nullptr;
    QDoubleSpinBox* m_humanLabelWeight = nullptr;
    QSpinBox* m_humanBudget = nullptr;
    QLineEdit* m_seed = nullptr;
    QComboBox* m_budgetKind = nullptr;
    QDoubleSpinBox* m_budgetComparisons = nullptr;
    QSpinBox* m_budgetTokens = nullptr;
    QDoubleSpinBox* m_budgetMoney = nullptr;
    QDoubleSpinBox* m_budgetMinutes = nullptr;
    QComboBox* m_stoppingRule = nullptr;
    QDoubleSpinBox* m_stoppingThreshold = nullptr;
    QSpinBox* m_stoppingWindow = nullptr;
    bool m_editable = true;
};

} // namespace pairrank::ui
