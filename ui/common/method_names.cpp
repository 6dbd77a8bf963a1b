#include "method_names.h"

#include <QCoreApplication>

namespace pairrank::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("MethodNames", text);
}

QString titleOf(const QList<MethodName>& names, const QString& key) {
    for (const MethodName& name : names) {
        if (name.key == key) {
            return name.title;
        }
    }
    return key;
}

} // namespace

QList<MethodName> offeredScoringModels() {
    return {
        {QStringLiteral("poe-bt"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Soft Bradley–Terry (PoE-BT)"))},
        {QStringLiteral("poe-gaussian"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Gaussian PoE"))},
        {QStringLiteral("poe-phi-beta"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "PoE, Φ link, Beta"))},
        {QStringLiteral("poe-phi-gaussian"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "PoE, Φ link, Gaussian"))},
        {QStringLiteral("bt"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Bradley–Terry (hard)"))},
        {QStringLiteral("avg-prob"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Average probability"))},
        {QStringLiteral("win-ratio"), translated(QT_TRANSLATE_NOOP("MethodNames", "Win ratio"))},
    };
}

QList<MethodName> offeredSelectionStrategies() {
    return {
        {QStringLiteral("epsilon"), translated(QT_TRANSLATE_NOOP("MethodNames", "ε-uncertainty"))},
        {QStringLiteral("reorder"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Probability of reordering"))},
        {QStringLiteral("variance"), translated(QT_TRANSLATE_NOOP("MethodNames", "Variance"))},
        {QStringLiteral("min-uncertainty"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Minimum uncertainty"))},
        {QStringLiteral("d-optimal"), translated(QT_TRANSLATE_NOOP("MethodNames", "D-optimal"))},
        {QStringLiteral("random"), translated(QT_TRANSLATE_NOOP("MethodNames", "Random"))},
        {QStringLiteral("no-repeat"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Random, no repeats"))},
        {QStringLiteral("symmetric"),
         translated(QT_TRANSLATE_NOOP("MethodNames", "Symmetric random"))},
    };
}

QString scoringModelTitle(const QString& key) {
    // stats::ModelSpec names poe-bt by its canonical name: the same model, the same title.
    if (key == QLatin1String("poe-sigmoid-beta")) {
        return scoringModelTitle(QStringLiteral("poe-bt"));
    }
    if (key == QLatin1String("bt-newman")) {
        return scoringModelTitle(QStringLiteral("bt"));
    }
    return titleOf(offeredScoringModels(), key);
}

QString selectionStrategyTitle(const QString& key) {
    return titleOf(offeredSelectionStrategies(), key);
}

} // namespace pairrank::ui
