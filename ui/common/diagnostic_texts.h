// How every view (the Calibration tab, the report) words a judge diagnostic that could
// not be measured, so that the reason reads the same wherever a person meets it.
#pragma once

#include "core/analysis/judge_diagnostics.h"

#include <QString>

namespace pairrank::ui {

// Why the length bias has no estimate, as a clause without a capital or a full stop,
// e.g. "too few judged pairs have reference scores or human labels"; translated.
QString lengthBiasGapReason(analysis::LengthBiasGap gap);

} // namespace pairrank::ui
