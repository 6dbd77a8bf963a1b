#include "diagnostic_texts.h"

#include <QCoreApplication>

namespace pairrank::ui {

QString lengthBiasGapReason(analysis::LengthBiasGap gap) {
    switch (gap) {
    case analysis::LengthBiasGap::NoQuality:
        //: Why no length bias is shown: the judge's own answers cannot tell a preference
        //: for longer texts from one for better texts that are longer.
        return QCoreApplication::translate("DiagnosticTexts",
                                           "it needs reference scores or human labels of "
                                           "judged pairs to tell length from quality");
    case analysis::LengthBiasGap::TooFewJudgements:
        return QCoreApplication::translate(
            "DiagnosticTexts", "too few judged pairs have reference scores or human labels");
    case analysis::LengthBiasGap::LengthFollowsQuality:
        return QCoreApplication::translate("DiagnosticTexts",
                                           "in the pairs with reference scores or human labels, "
                                           "length does not vary apart from quality");
    }
    return {};
}

} // namespace pairrank::ui
