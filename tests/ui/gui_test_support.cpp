#include "gui_test_support.h"

#include "storage/candidate_store.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace pairrank::ui_test {

void isolateSettings(const QTemporaryDir& folder) {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("XDG_DATA_HOME", (folder.path() + QStringLiteral("/data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", (folder.path() + QStringLiteral("/config")).toUtf8());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       folder.path() + QStringLiteral("/settings"));
}

BuiltProject buildProject(const QString& path, const ProjectLayout& layout) {
    BuiltProject built;
    auto database = storage::ProjectDatabase::create(path, QStringLiteral("test project"));
    if (!database) {
        qWarning("%s", qPrintable(database.error().toString()));
        return built;
    }
    const storage::Status status = (*database)->transaction([&]() -> storage::Status {
        auto writer = storage::CandidateWriter::prepare(**database);
        if (!writer) {
            return writer.error();
        }
        for (int c = 0; c < layout.contexts; ++c) {
            domain::Context context;
            context.externalId = QStringLiteral("context-%1").arg(c);
            context.text = QStringLiteral("the text of context %1").arg(c);
            auto contextId = writer->addContext(context);
            if (!contextId) {
                return contextId.error();
            }
            built.contexts.append(*contextId);
            built.candidates.append(QList<domain::CandidateId>());
            for (int i = 0; i < layout.candidatesPerContext; ++i) {
                domain::Candidate candidate;
                candidate.contextId = *contextId;
                candidate.externalId = QStringLiteral("c%1-%2").arg(c).arg(i);
                candidate.text = QStringLiteral("text of candidate %1-%2").arg(c).arg(i);
                candidate.system = layout.systems.at(i % layout.systems.size());
                candidate.referenceScores.insert(QStringLiteral("quality"), i);
                auto stored = writer->addCandidate(candidate);
                if (!stored) {
                    return stored.error();
                }
                built.candidates.last().append(stored->id);
            }
        }
        return {};
    });
    if (!status) {
        qWarning("%s", qPrintable(status.message()));
        return {};
    }
    built.path = path;
    return built;
}

std::unique_ptr<storage::ProjectDatabase> openProject(const QString& path) {
    auto database = storage::ProjectDatabase::open(path);
    if (!database) {
        qWarning("%s", qPrintable(database.error().toString()));
        return nullptr;
    }
    return std::move(*database);
}

} // namespace pairrank::ui_test
