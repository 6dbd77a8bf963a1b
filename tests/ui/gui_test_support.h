// Shared by the GUI test suites: projects built directly through storage (not
// through the code under test), and settings kept in a temporary folder.
#pragma once

#include "core/domain/identifiers.h"
#include "core/domain/judge_config.h"
#include "storage/project_database.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>

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

std::unique_ptr<storage::ProjectDatabase> openProject(const QString& path);

} // namespace pairrank::ui_test
