// The report's HTML sections about the judges' bias, the candidate rankings
// and the settings that reproduce the report (report_html.cpp puts them together).
#pragma once

#include "core/analysis/report_content.h"

#include <QString>

namespace pairrank::ui::report_html {

QString biasSection(const analysis::ReportContent& content, const QString& title);
// The first kDocumentRankingContexts contexts, of each the first kDocumentRankingRows ranks;
// says how many more the CSV/JSON hold.
QString rankingsSection(const analysis::ReportContent& content, const QString& title);
// Judges (backend, model, prompt text and SHA-256, settings), runs (strategy,
// scoring model, seed, counts, configuration), estimator settings, software.
QString settingsSection(const analysis::ReportContent& content, const QString& title);

} // namespace pairrank::ui::report_html
