// The names a person reads for the scoring models and selection strategies,
// one place for every view (Run tab, Ranking tab, sidebar, report), so that a
// model is not called "Soft Bradley–Terry (PoE-BT)" on one tab and
// "poe-sigmoid-beta" on the next. The keys are core/stats' names
// (stats::ModelSpec::parse, the selection strategies).
#pragma once

#include <QList>
#include <QString>

namespace pairrank::ui {

struct MethodName {
    QString key;   // e.g. "poe-bt"
    QString title; // e.g. "Soft Bradley–Terry (PoE-BT)", translated
};

// The scoring models the Run tab offers, in its order.
QList<MethodName> offeredScoringModels();
// The selection strategies the Run tab offers, in its order.
QList<MethodName> offeredSelectionStrategies();

// The title of a model key; equal models share a title (poe-bt is poe-sigmoid-beta).
// A key PairRank does not offer is shown as it is.
QString scoringModelTitle(const QString& key);
QString selectionStrategyTitle(const QString& key);

} // namespace pairrank::ui
