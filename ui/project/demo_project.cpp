#include "demo_project.h"

#include "core/judge/default_prompts.h"
#include "storage/catalog_store.h"
#include "storage/dataset_adapters.h"
#include "storage/project_database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QStandardPaths>

namespace pairrank::ui {

namespace {

// The default prompt the demo's criterion uses (core/judge/default_prompts.h).
constexpr int kDemoJudgeLatencyMilliseconds = 40;

constexpr auto kDemoPromptKey = "summary-coherence";

void removeProjectFiles(const QString& path) {
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile::remove(path + suffix);
    }
}

domain::JudgeConfig simulatedJudge() {
    domain::JudgeConfig judge;
    judge.name = QString::fromLatin1(kDemoJudgeName);
    judge.backend = QStringLiteral("simulated");
    judge.model = QStringLiteral("simulated");
    judge.settings = QJsonObject{
        {QStringLiteral("simulated"),
         QJsonObject{{QStringLiteral("agreement"), 0.8},
                     {QStringLiteral("noise"), 1.0},
                     {QStringLiteral("truth_criterion"), QString::fromLatin1(kDemoCriterionName)},
                     // 8 answers in flight, 40 ms each: the run takes seconds, not a
                     // blink, so that the charts can be watched converging.
                     {QStringLiteral("latency_ms"), kDemoJudgeLatencyMilliseconds}}},
        {QStringLiteral("concurrency"), 8},
    };
    return judge;
}

storage::Status fillDemoProject(storage::ProjectDatabase& database, DemoProjectSummary& summary) {
    auto imported = storage::importDatasetFromFile(database, demoDataResourcePath(),
                                                   storage::KnownDataset::SummEval);
    if (!imported) {
        return imported.error();
    }
    summary.contexts = imported->contextsCreated;
    summary.candidates = imported->candidatesCreated;
    const std::optional<judge::DefaultPrompt> prompt =
        judge::defaultPrompt(QString::fromLatin1(kDemoPromptKey));
    if (!prompt) {
        return storage::makeError(QStringLiteral("the default prompt '%1' is missing")
                                      .arg(QString::fromLatin1(kDemoPromptKey)));
    }
    return database.transaction([&]() -> storage::Status {
        if (auto criterion =
                storage::insertCriterion(database, judge::criterionFromDefault(*prompt));
            !criterion) {
            return criterion.error();
        }
        if (auto judge = storage::insertJudgeConfig(database, simulatedJudge()); !judge) {
            return judge.error();
        }
        return {};
    });
}

} // namespace

QString defaultDemoProjectPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/demo.pairrank");
}

QString demoDataResourcePath() {
    return QStringLiteral(":/pairrank/demo/summeval_demo.jsonl");
}

QString demoProvenance() {
    QFile file(QStringLiteral(":/pairrank/demo/PROVENANCE.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

storage::Result<DemoProjectSummary> createDemoProject(const QString& path) {
    if (QFileInfo::exists(path)) {
        return storage::makeError(
            QStringLiteral("cannot create the demo project '%1': the file exists already")
                .arg(path));
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return storage::makeError(QStringLiteral("cannot create the folder of '%1'").arg(path));
    }
    const QString partialPath = path + QStringLiteral(".partial");
    removeProjectFiles(partialPath); // left over from a crash during an earlier attempt
    DemoProjectSummary summary;
    storage::Status filled;
    {
        auto database =
            storage::ProjectDatabase::create(partialPath, QStringLiteral("SummEval demo"));
        if (!database) {
            return database.error();
        }
        filled = fillDemoProject(**database, summary);
    } // closed here, so that the file is complete before it is renamed
    if (!filled) {
        removeProjectFiles(partialPath);
        return filled.error();
    }
    if (!QFile::rename(partialPath, path)) {
        removeProjectFiles(partialPath);
        return storage::makeError(
            QStringLiteral("cannot rename '%1' to '%2'").arg(partialPath, path));
    }
    return summary;
}

} // namespace pairrank::ui
