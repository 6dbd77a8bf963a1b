// Helpers shared by the storage test suites: temporary projects, files with
// exact bytes, and fingerprints that prove a project did not change.
#pragma once

#include "storage/project_database.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <memory>

namespace pairrank::storage::testing {

// Creates a project at `path`; fails the calling test (QVERIFY) when it cannot.
std::unique_ptr<ProjectDatabase> createProject(const QString& path);
std::unique_ptr<ProjectDatabase> openProject(const QString& path);

void writeFile(const QString& path, const QByteArray& bytes);
QByteArray readFile(const QString& path);
// SHA-256 of the file's bytes (hex).
QByteArray fileChecksum(const QString& path);

// Row counts of every table, e.g. {"candidates": 3, …}.
QMap<QString, qint64> rowCounts(ProjectDatabase& database);

// A small candidates CSV: context "c1" with candidates a, b, c and "c2" with d.
QByteArray smallCandidatesCsv();

} // namespace pairrank::storage::testing
