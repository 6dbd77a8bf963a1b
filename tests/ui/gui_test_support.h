// Shared by the GUI test suites: projects built directly through storage (not
// through the code under test), and settings kept in a temporary folder.
#pragma once

#include "core/domain/identifiers.h"
#include "storage/project_database.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>

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

std::unique_ptr<storage::ProjectDatabase> openProject(const QString& path);

} // namespace pairrank::ui_test
