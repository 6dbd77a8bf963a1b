// A person's choice between two texts shown side by side (DESIGN.md §1, §6).
// `candidateA` was shown on the left (position A), `candidateB` on the right.
#pragma once

#include "identifiers.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace pairrank::domain {

enum class HumanChoice { A, B, Tie, Skip };

// How the pair came to be labelled. The calibrated win rates take the labelled pairs for
// a random sample; a pair chosen for what its label is worth is not one.
enum class LabelSource {
    RunQueue,         // a run put it to people (core/run/human_queue.h)
    MostUncertain,    // neighbours in the ranking whose order was least certain
    JudgeCalibration, // at random among the judged pairs of a pair of systems
    Random,           // at random among a context's pairs
    SecondLabel,      // another annotator labelled it: labelled again for agreement
    Imported,         // read from a file
};

struct HumanLabel {
    HumanLabelId id = 0;
    QString annotator;
    CriterionId criterionId = 0;
    ContextId contextId = 0;
    CandidateId candidateA = 0; // shown in position A
    CandidateId candidateB = 0; // shown in position B
    HumanChoice choice = HumanChoice::Skip;
    QDateTime labelledAt; // UTC
    std::optional<qint64> durationMilliseconds;
    // None for labels stored before PairRank recorded it (schema version 6).
    std::optional<LabelSource> source;
};

QString toString(HumanChoice choice);                                  // "A", "B", "tie", "skip"
std::optional<HumanChoice> humanChoiceFromString(const QString& text); // case-insensitive
// "queue", "uncertain", "calibration", "random", "agreement", "imported"
QString toString(LabelSource source);
std::optional<LabelSource> labelSourceFromString(const QString& text); // case-insensitive

} // namespace pairrank::domain
