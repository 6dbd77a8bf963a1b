// What the Judges dialog reads from and writes to the project, as values; the
// functions run on the project's worker thread (ProjectSession::run) with its
// connection, never on the GUI thread.
#pragma once

#include "core/domain/criterion.h"
#include "core/domain/judge_config.h"
#include "core/judge/judge_request.h"
#include "storage/project_database.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace pairrank::ui {

struct ProjectJudges {
    QList<domain::JudgeConfig> configs;
    QList<domain::Criterion> criteria;
    // Judgements stored under each criterion (absent: none).
    QHash<domain::CriterionId, qint64> judgementsByCriterion;
    // The first two candidates of the first context that has two, among the first
    // 50 contexts: the real pair of the prompt preview and the Test button.
    std::optional<judge::PairToJudge> samplePair;
    QString error; // empty on success
};

ProjectJudges loadProjectJudges(storage::ProjectDatabase& database);

struct SaveRequest {
    QList<domain::JudgeConfig> newConfigs;
    QList<domain::Criterion> newCriteria;
    // Stored criteria whose prompt changed (refused when judgements use one).
    QList<domain::Criterion> changedCriteria;

    bool isEmpty() const {
        return newConfigs.isEmpty() && newCriteria.isEmpty() && changedCriteria.isEmpty();
    }
};
struct SaveResult {
    QString error;                    // empty on success; then everything was written
    QList<domain::JudgeConfigId> ids; // of newConfigs, in order
};

// Writes everything in one transaction, or nothing (storage refuses settings that
// look like secrets and duplicate names; the error says which).
SaveResult saveJudgeChanges(storage::ProjectDatabase& database, const SaveRequest& request);

} // namespace pairrank::ui
