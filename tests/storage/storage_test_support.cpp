#include "storage_test_support.h"

#include "storage/project_summary.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTest>

namespace pairrank::storage::testing {

std::unique_ptr<ProjectDatabase> createProject(const QString& path) {
    Result<std::unique_ptr<ProjectDatabase>> project =
        ProjectDatabase::create(path, QStringLiteral("test"));
    if (!project) {
        QTest::qFail(qPrintable(project.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(*project);
}

std::unique_ptr<ProjectDatabase> openProject(const QString& path) {
    Result<std::unique_ptr<ProjectDatabase>> project = ProjectDatabase::open(path);
    if (!project) {
        QTest::qFail(qPrintable(project.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(*project);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size()) {
        QTest::qFail("cannot write a test file", __FILE__, __LINE__);
    }
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

QByteArray fileChecksum(const QString& path) {
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

QMap<QString, qint64> rowCounts(ProjectDatabase& database) {
    Result<QMap<QString, qint64>> counts = rowCountsByTable(database);
    if (!counts) {
        QTest::qFail(qPrintable(counts.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return *counts;
}

QByteArray smallCandidatesCsv() {
    return "context_id,candidate_id,text,context,system,score.coherence\n"
           "c1,a,First text,Context one,S1,3\n"
           "c1,b,\"Second, with a comma\",Context one,S2,4.5\n"
           "c1,c,\"Third\nwith a newline and \"\"quotes\"\"\",Context one,S1,\n"
           "c2,d,Fourth,Context two,,1\n";
}

} // namespace pairrank::storage::testing
