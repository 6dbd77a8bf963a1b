// The bundled demo project: the SummEval subset in resources/demo
// (8 articles × 16 summaries, MIT licence, provenance in PROVENANCE.md),
// compiled into the binary, imported through storage's dataset importer, with
// the criterion "coherence" (the default summary prompt) and the judge
// configuration "Simulated judge" ready to run — a newcomer opens it and
// presses Start. Pure logic without widgets, so that tests call it directly.
#pragma once

#include "storage/storage_result.h"

#include <QString>

namespace pairrank::ui {

inline constexpr auto kDemoCriterionName = "coherence";
inline constexpr auto kDemoJudgeName = "Simulated judge";

// Where the demo project lives: <AppDataLocation>/demo.pairrank.
QString defaultDemoProjectPath();

// The demo data as compiled into the binary (a Qt resource path).
QString demoDataResourcePath();
// The demo data's provenance and licence (Markdown), for Help ▸ About.
QString demoProvenance();

struct DemoProjectSummary {
    qint64 contexts = 0;
    qint64 candidates = 0;
};

// Creates the demo project at `path` (its folder is created when missing).
// Refuses an existing file. All-or-nothing: the project is built under a
// temporary name and renamed at the end, so a failure leaves no file at `path`.
// Blocking (a fraction of a second): call it from a worker thread.
storage::Result<DemoProjectSummary> createDemoProject(const QString& path);

} // namespace pairrank::ui
