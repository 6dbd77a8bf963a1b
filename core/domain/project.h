// What a project file says about itself. Everything else in the project
// (contexts, candidates, judgements, labels) lives in its own table.
#pragma once

#include <QDateTime>
#include <QString>

namespace pairrank::domain {

struct Project {
    QString name;
    QDateTime createdAt;      // UTC
    QString createdByVersion; // PairRank version that created the file
    int schemaVersion = 0;    // PRAGMA user_version of the file
};

} // namespace pairrank::domain
