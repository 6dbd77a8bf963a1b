// Builds the backend a JudgeSettings names (private to core/judge).
#pragma once

#include "backend.h"
#include "judge_result.h"
#include "judge_settings.h"
#include "label_tokens.h"

#include <QObject>

#include <memory>

namespace pairrank::judge {

// `apiKey` is kept in memory by the backend only; empty when the judge has none.
Result<std::unique_ptr<JudgeBackend>> createBackend(const JudgeSettings& settings,
                                                    const LabelWords& labels, const QString& apiKey,
                                                    const QString& criterionName);

} // namespace pairrank::judge
