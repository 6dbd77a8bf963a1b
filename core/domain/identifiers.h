// Row identifiers of the project file. A value of 0 means "not stored yet";
// stored rows have positive identifiers assigned by the storage layer.
#pragma once

#include <QtGlobal>

namespace pairrank::domain {

using ContextId = qint64;
using CandidateId = qint64;
using CriterionId = qint64;
using JudgeConfigId = qint64;
using RunId = qint64;
using JudgementId = qint64;
using HumanLabelId = qint64;
using AbsoluteScoreId = qint64;
using RankingId = qint64;

} // namespace pairrank::domain
