// Shared by the GUI test suites: projects built directly through storage (not
// through the code under test), and settings kept in a temporary folder.
#pragma once

#include "core/domain/identifiers.h"
#include "core/domain/judge_config.h"
#include "storage/project_database.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>
#include <QWidget>

#include <functional>
#include <memory>

namespace pairrank::ui_test {

// Points QSettings (IniFormat, user scope) and QStandardPaths' writable
// locations at `folder`, so that a test never touches the user's settings.
void isolateSettings(const QTemporaryDir& folder);

struct ProjectLayout {
    int contexts = 1;
    int candidatesPerContext = 8;
    QStringList systems{QStringLiteral("alpha"), QStringLiteral("beta")};
};

struct BuiltProject {
    QString path;
    QList<domain::ContextId> contexts;
    QList<QList<domain::CandidateId>> candidates; // by context, in position order
};

// A project at `path` with candidates "c<context>-<index>" whose text is
// "text of candidate <context>-<index>", system systems[index % size], and a
// reference score "quality" = index. Fails the calling test on error (returns
// an empty path).
BuiltProject buildProject(const QString& path, const ProjectLayout& layout);

// A project for the run and judge tests: one context of `candidates` texts
// "Candidate <i>: a short text the judge compares." (external ids
// "candidate-<i>"), reference scores referenceScore(i) under `criterion` (none
// when referenceScore is empty), that criterion with the default
// summary-coherence prompt, and `judges`. Returns the path, or an empty string
// after a warning naming what failed.
struct RunProjectSpec {
    int candidates = 12;
    QString criterion = QStringLiteral("coherence");
    std::function<double(int)> referenceScore;
    QList<domain::JudgeConfig> judges;
};
QString buildRunProject(const QString& path, const RunProjectSpec& spec);
// The in-process simulated judge "sim" for RunProjectSpec::judges, with the
// simulator's settings (noise, position_bias, seed, truth_criterion…).
domain::JudgeConfig simulatedJudge(const QJsonObject& simulatorSettings = {});

// A project for the calibration report: one candidate per system in each of
// `contexts` contexts, the criterion "quality", and per context and pair of
// systems one judgement by the judge "judge-x" and (in the first
// humanLabelledContexts contexts, or sparseContexts for the sparse pair) one label
// by the annotator "ann". The truth comes from Bradley–Terry strengths
// (P(i beats j) = σ(sᵢ − sⱼ)); the human gives the true winner, the judge does
// with probability judgeAccuracy (p = 0.8 for the side it picks), shown in a
// random order. Seeded; returns the path or an empty string after a warning.
struct CalibrationProjectSpec {
    QStringList systems{QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma")};
    QList<double> strengths{1.0, 0.3, -0.5};
    int contexts = 60;
    int humanLabelledContexts = 40;
    QStringList sparsePair{QStringLiteral("beta"), QStringLiteral("gamma")};
    int sparseContexts = 12;
    // Two systems never compared: no judgement, no label (none when empty).
    QStringList uncomparedPair;
    double judgeAccuracy = 0.8;
    quint32 seed = 7;
    // False: the candidates name no system (a dataset of single pairs); `systems` then
    // only names their places and external ids.
    bool namesSystems = true;
};
QString buildCalibrationProject(const QString& path, const CalibrationProjectSpec& spec);

std::unique_ptr<storage::ProjectDatabase> openProject(const QString& path);

// The child widget of type Widget whose accessible name is `accessibleName`, the
// way a screen reader (and so a test) finds a field; nullptr when there is none.
template <typename Widget> Widget* childNamed(QWidget& root, const QString& accessibleName) {
    for (Widget* widget : root.findChildren<Widget*>()) {
        if (widget->accessibleName() == accessibleName) {
            return widget;
        }
    }
    return nullptr;
}

} // namespace pairrank::ui_test
