#include "warning_lines.h"

#include <QCoreApplication>

#include <algorithm>

namespace pairrank::analysis {

QStringList warningLines(const QList<CalibrationWarning>& warnings) {
    const auto fewLabels = [](const CalibrationWarning& warning) {
        return warning.kind == WarningKind::FewHumanLabels;
    };
    // A plain name: lupdate does not take a cast for the count of a %n text.
    const auto pairCount =
        static_cast<int>(std::count_if(warnings.cbegin(), warnings.cend(), fewLabels));
    QStringList lines;
    bool merged = false;
    for (const CalibrationWarning& warning : warnings) {
        if (!fewLabels(warning) || pairCount <= kFewLabelPairsListed) {
            lines.append(warning.message);
            continue;
        }
        if (merged) {
            continue;
        }
        merged = true;
        QStringList named;
        for (const CalibrationWarning& pair : warnings) {
            if (fewLabels(pair)) {
                //: One pair of systems in a list: "M0 vs M1 (2)", its human-labelled items.
                named.append(QCoreApplication::translate("CalibrationReport", "%1 vs %2 (%3)")
                                 .arg(pair.firstSystem, pair.secondSystem)
                                 .arg(pair.humanLabelledItems));
            }
        }
        //: %1: the least number of human-labelled items that earns no warning; %2: the
        //: pairs, each with its number of human-labelled items.
        lines.append(QCoreApplication::translate(
                         "CalibrationReport",
                         "%n pair(s) of systems have fewer than %1 human-labelled items, so the "
                         "judge's accuracy and the calibrated win rates rest on little evidence "
                         "there: %2.",
                         nullptr, pairCount)
                         .arg(kFewHumanLabels)
                         .arg(named.join(QStringLiteral(", "))));
    }
    return lines;
}

} // namespace pairrank::analysis
