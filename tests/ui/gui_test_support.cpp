#include "gui_test_support.h"

#include "core/judge/default_prompts.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"

#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

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

domain::JudgeConfig simulatedJudge(const QJsonObject& simulatorSettings) {
    domain::JudgeConfig simulated;
    simulated.name = QStringLiteral("sim");
    simulated.backend = QStringLiteral("simulated");
    simulated.model = QStringLiteral("simulated");
    if (!simulatorSettings.isEmpty()) {
        simulated.settings = QJsonObject{{QStringLiteral("simulated"), simulatorSettings}};
    }
    return simulated;
}

QString buildRunProject(const QString& path, const RunProjectSpec& spec) {
    auto created = storage::ProjectDatabase::create(path, QStringLiteral("run test project"));
    if (!created) {
        qWarning("cannot create the project: %s", qPrintable(created.error().toString()));
        return {};
    }
    storage::ProjectDatabase& database = **created;
    const storage::Status status = database.transaction([&]() -> storage::Status {
        auto writer = storage::CandidateWriter::prepare(database);
        if (!writer) {
            return writer.error();
        }
        const auto context = writer->addContext(
            {0, QStringLiteral("context"), QStringLiteral("A short source text."), {}});
        if (!context) {
            return context.error();
        }
        for (int i = 0; i < spec.candidates; ++i) {
            domain::Candidate candidate;
            candidate.contextId = *context;
            candidate.externalId = QStringLiteral("candidate-%1").arg(i);
            candidate.text =
                QStringLiteral("Candidate %1: a short text the judge compares.").arg(i);
            if (spec.referenceScore) {
                candidate.referenceScores.insert(spec.criterion, spec.referenceScore(i));
            }
            if (const auto added = writer->addCandidate(candidate); !added) {
                return added.error();
            }
        }
        const auto prompt = judge::defaultPrompt(QStringLiteral("summary-coherence"));
        if (!prompt) {
            return storage::makeError(QStringLiteral("no default prompt summary-coherence"));
        }
        domain::Criterion criterion = judge::criterionFromDefault(*prompt);
        criterion.name = spec.criterion;
        if (const auto id = storage::insertCriterion(database, criterion); !id) {
            return id.error();
        }
        for (const domain::JudgeConfig& judge : spec.judges) {
            if (const auto id = storage::insertJudgeConfig(database, judge); !id) {
                return id.error();
            }
        }
        return {};
    });
    if (!status) {
        qWarning("cannot fill the project: %s", qPrintable(status.message()));
        return {};
    }
    return path;
}

QString buildCalibrationProject(const QString& path, const CalibrationProjectSpec& spec) {
    auto created = storage::ProjectDatabase::create(path, QStringLiteral("calibration project"));
    if (!created) {
        qWarning("cannot create the project: %s", qPrintable(created.error().toString()));
        return {};
    }
    storage::ProjectDatabase& database = **created;
    QRandomGenerator random(spec.seed);
    const storage::Status status = database.transaction([&]() -> storage::Status {
        const auto criterion = storage::ensureCriterion(database, QStringLiteral("quality"));
        if (!criterion) {
            return criterion.error();
        }
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("judge-x");
        judge.backend = QStringLiteral("imported");
        judge.model = QStringLiteral("test-model");
        domain::Run run;
        const auto judgeId = storage::insertJudgeConfig(database, judge);
        if (!judgeId) {
            return judgeId.error();
        }
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterion;
        run.status = domain::RunStatus::Imported;
        run.label = QStringLiteral("imported judgements");
        const auto runId = storage::insertRun(database, run);
        if (!runId) {
            return runId.error();
        }
        auto candidates = storage::CandidateWriter::prepare(database);
        auto judgements = storage::JudgementWriter::prepare(database);
        auto labels = storage::HumanLabelWriter::prepare(database);
        if (!candidates || !judgements || !labels) {
            return storage::makeError(QStringLiteral("cannot prepare the writers"));
        }
        for (int c = 0; c < spec.contexts; ++c) {
            const auto context = candidates->addContext(
                {0,
                 QStringLiteral("context-%1").arg(c),
                 QStringLiteral("Source text %1 the systems summarise.").arg(c),
                 {}});
            if (!context) {
                return context.error();
            }
            QList<domain::CandidateId> ids;
            for (const QString& system : spec.systems) {
                domain::Candidate candidate;
                candidate.contextId = *context;
                candidate.externalId = QStringLiteral("%1-%2").arg(system).arg(c);
                candidate.text = QStringLiteral("Summary of text %1 by %2.").arg(c).arg(system);
                candidate.system = spec.namesSystems ? system : QString();
                const auto added = candidates->addCandidate(candidate);
                if (!added) {
                    return added.error();
                }
                ids.append(added->id);
            }
            for (qsizetype i = 0; i < spec.systems.size(); ++i) {
                for (qsizetype j = i + 1; j < spec.systems.size(); ++j) {
                    if (spec.uncomparedPair.contains(spec.systems[i]) &&
                        spec.uncomparedPair.contains(spec.systems[j])) {
                        continue;
                    }
                    const double pFirst =
                        1.0 / (1.0 + std::exp(spec.strengths[j] - spec.strengths[i]));
                    const bool firstWins = random.generateDouble() < pFirst;
                    const domain::CandidateId winner = firstWins ? ids[i] : ids[j];
                    const domain::CandidateId loser = firstWins ? ids[j] : ids[i];
                    const bool judgeRight = random.generateDouble() < spec.judgeAccuracy;
                    const domain::CandidateId picked = judgeRight ? winner : loser;
                    const bool pickedShownFirst = random.generateDouble() < 0.5;
                    domain::Judgement judgement;
                    judgement.runId = *runId;
                    judgement.contextId = *context;
                    judgement.candidateA =
                        pickedShownFirst ? picked : (picked == winner ? loser : winner);
                    judgement.candidateB =
                        pickedShownFirst ? (picked == winner ? loser : winner) : picked;
                    judgement.p = pickedShownFirst ? 0.8 : 0.2;
                    judgement.status = domain::JudgementStatus::Ok;
                    if (const auto stored = judgements->add(judgement); !stored) {
                        return stored.error();
                    }
                    const bool sparse = spec.sparsePair.contains(spec.systems[i]) &&
                                        spec.sparsePair.contains(spec.systems[j]);
                    if (c >= (sparse ? spec.sparseContexts : spec.humanLabelledContexts)) {
                        continue;
                    }
                    domain::HumanLabel label;
                    label.annotator = QStringLiteral("ann");
                    label.criterionId = *criterion;
                    label.contextId = *context;
                    label.candidateA = winner;
                    label.candidateB = loser;
                    label.choice = domain::HumanChoice::A;
                    if (const auto stored = labels->add(label); !stored) {
                        return stored.error();
                    }
                }
            }
        }
        return {};
    });
    if (!status) {
        qWarning("cannot fill the project: %s", qPrintable(status.message()));
        return {};
    }
    return path;
}

} // namespace pairrank::ui_test
