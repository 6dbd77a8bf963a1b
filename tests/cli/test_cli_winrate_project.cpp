// `pairrank-cli winrate --project` and `winrate-matrix --project` read the human labels
// and every judge's judgements from a project file: the test builds a small project with
// storage calls — three systems, two judges, two criteria, judgements in both
// presentation orders, refusals, human majorities, ties and skips — and checks that the
// JSON equals that of the JSON Lines file written from the labels each item was built to
// have (winrate_project_input.h states the rules).
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"
#include "storage/project_database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <optional>
#include <tuple>

using namespace pairrank;

class CliWinRateProjectTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void projectGivesTheSameJsonAsTheFile_data();
    void projectGivesTheSameJsonAsTheFile();
    void matrixFromTheProjectEqualsTheFile();
    void badProjectRequestsNameTheProblem_data();
    void badProjectRequestsNameTheProblem();
    void onlyPairsAskedOrLabelledAreItems();
    void aProjectWithoutTwoSystemsSaysWhatItLacks_data();
    void aProjectWithoutTwoSystemsSaysWhatItLacks();

private:
    struct Run {
        int exitCode = -1;
        QJsonObject json;
        QString errorText;
    };
    static Run run(const QStringList& arguments);
    void buildProject();
    // One item of systems (first, second) in `context`: judgements and human labels
    // stored so that its labels are the drawn ones, which go to the JSON Lines files.
    void addItem(storage::ProjectDatabase& project, domain::ContextId context,
                 domain::CandidateId first, domain::CandidateId second, const QString& systems,
                 QByteArray& lines);

    QTemporaryDir m_directory;
    QString m_project;
    QString m_pairFile;   // alpha vs beta only
    QString m_matrixFile; // every pair of systems
    QRandomGenerator m_random{2026};
    domain::CriterionId m_quality = 0;
    domain::CriterionId m_style = 0;
    std::array<domain::RunId, 2> m_qualityRuns{}; // judge-x, judge-y
    domain::RunId m_styleRun = 0;
};

CliWinRateProjectTest::Run CliWinRateProjectTest::run(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    Run result;
    if (!process.waitForFinished(60000)) {
        return result;
    }
    result.exitCode = process.exitCode();
    result.json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    result.errorText = QString::fromUtf8(process.readAllStandardError());
    return result;
}

namespace {

QString labelText(std::optional<int> label) {
    return label ? QString::number(*label) : QStringLiteral("null");
}

domain::Judgement judgementOf(domain::RunId run, domain::ContextId context, domain::CandidateId a,
                              domain::CandidateId b, std::optional<double> p) {
    domain::Judgement judgement;
    judgement.runId = run;
    judgement.contextId = context;
    judgement.candidateA = a;
    judgement.candidateB = b;
    judgement.p = p;
    judgement.status = p ? domain::JudgementStatus::Ok : domain::JudgementStatus::Refusal;
    if (!p) {
        judgement.failureReason = QStringLiteral("refused");
    }
    return judgement;
}

} // namespace

void CliWinRateProjectTest::addItem(storage::ProjectDatabase& project, domain::ContextId context,
                                    domain::CandidateId first, domain::CandidateId second,
                                    const QString& systems, QByteArray& lines) {
    auto judgements = storage::JudgementWriter::prepare(project);
    auto humans = storage::HumanLabelWriter::prepare(project);
    QVERIFY(judgements.ok() && humans.ok());
    // Judges: the label drawn, stored in one of five ways.
    std::array<std::optional<int>, 2> judgeLabels;
    for (std::size_t judge = 0; judge < 2; ++judge) {
        const domain::RunId run = m_qualityRuns[judge];
        const int way = static_cast<int>(m_random.bounded(5));
        const int label = static_cast<int>(m_random.bounded(2));
        // p that `first` is better, away from 0.5.
        const double margin = 0.05 + 0.4 * m_random.generateDouble();
        const double pFirst = label == 0 ? 0.5 + margin : 0.5 - margin;
        judgeLabels[judge] = label;
        switch (way) {
        case 0: // shown in order
            QVERIFY(judgements->add(judgementOf(run, context, first, second, pFirst)).ok());
            break;
        case 1: // shown reversed: p is about `second`
            QVERIFY(judgements->add(judgementOf(run, context, second, first, 1.0 - pFirst)).ok());
            break;
        case 2: { // both orders disagree; their average decides: (0.45 + 0.8) / 2 > 0.5
            const double shownFirst = label == 0 ? 0.45 : 0.55;
            const double shownSecond = label == 0 ? 0.2 : 0.8; // p that `second` is better
            QVERIFY(judgements->add(judgementOf(run, context, first, second, shownFirst)).ok());
            QVERIFY(judgements->add(judgementOf(run, context, second, first, shownSecond)).ok());
            QVERIFY(judgements->add(judgementOf(run, context, second, first, std::nullopt)).ok());
            break;
        }
        case 3: // an exact tie of the averages: no label
            QVERIFY(judgements->add(judgementOf(run, context, first, second, 0.7)).ok());
            QVERIFY(judgements->add(judgementOf(run, context, second, first, 0.7)).ok());
            judgeLabels[judge] = std::nullopt;
            break;
        default: // only a refusal: no label
            QVERIFY(judgements->add(judgementOf(run, context, first, second, std::nullopt)).ok());
            judgeLabels[judge] = std::nullopt;
            break;
        }
    }
    // A run of the other criterion that always contradicts: it must not count.
    QVERIFY(judgements->add(judgementOf(m_styleRun, context, first, second, 0.5)).ok());

    // Humans: a 2:1 majority for the label (shown both ways), plus a tie and a skip;
    // or an even split; or nothing.
    std::optional<int> humanLabel;
    const auto addLabel = [&](domain::CriterionId criterion, const QString& annotator,
                              domain::CandidateId left, domain::CandidateId right,
                              domain::HumanChoice choice) {
        domain::HumanLabel label;
        label.annotator = annotator;
        label.criterionId = criterion;
        label.contextId = context;
        label.candidateA = left;
        label.candidateB = right;
        label.choice = choice;
        QVERIFY(humans->add(label).ok());
    };
    const int humanWay = static_cast<int>(m_random.bounded(4));
    if (humanWay <= 1) {
        humanLabel = humanWay;
        const domain::CandidateId winner = humanWay == 0 ? first : second;
        const domain::CandidateId loser = humanWay == 0 ? second : first;
        addLabel(m_quality, QStringLiteral("ann"), winner, loser, domain::HumanChoice::A);
        addLabel(m_quality, QStringLiteral("bob"), loser, winner, domain::HumanChoice::B);
        addLabel(m_quality, QStringLiteral("cat"), winner, loser, domain::HumanChoice::B);
        addLabel(m_quality, QStringLiteral("dan"), winner, loser, domain::HumanChoice::Tie);
        addLabel(m_quality, QStringLiteral("eve"), loser, winner, domain::HumanChoice::Skip);
        // The other criterion's labels say the opposite, three times.
        for (const QString& annotator : {QStringLiteral("x"), QStringLiteral("y")}) {
            addLabel(m_style, annotator, loser, winner, domain::HumanChoice::A);
        }
    } else if (humanWay == 2) {
        addLabel(m_quality, QStringLiteral("ann"), first, second, domain::HumanChoice::A);
        addLabel(m_quality, QStringLiteral("bob"), first, second, domain::HumanChoice::B);
    }
    lines += QStringLiteral("{\"item\": \"%1\", \"systems\": %2, \"human\": %3, \"judges\": "
                            "{\"judge-x\": %4, \"judge-y\": %5}}\n")
                 .arg(QStringLiteral("%1:%2:%3").arg(context).arg(first).arg(second), systems,
                      labelText(humanLabel), labelText(judgeLabels[0]), labelText(judgeLabels[1]))
                 .toUtf8();
}

void CliWinRateProjectTest::buildProject() {
    m_project = m_directory.filePath(QStringLiteral("winrate.pairrank"));
    auto project = storage::ProjectDatabase::create(m_project, QStringLiteral("win rates"));
    QVERIFY2(project.ok(), qPrintable(project.error().toString()));
    storage::ProjectDatabase& database = **project;
    QByteArray pairLines;
    std::array<QByteArray, 3> matrixLines; // alpha-beta, alpha-gamma, beta-gamma
    const storage::Status status = database.transaction([&]() -> storage::Status {
        m_quality = storage::ensureCriterion(database, QStringLiteral("quality")).value();
        m_style = storage::ensureCriterion(database, QStringLiteral("style")).value();
        for (std::size_t judge = 0; judge < 2; ++judge) {
            domain::JudgeConfig config;
            config.name = judge == 0 ? QStringLiteral("judge-x") : QStringLiteral("judge-y");
            config.backend = QStringLiteral("imported");
            domain::Run run;
            run.judgeConfigId = storage::insertJudgeConfig(database, config).value();
            run.criterionId = m_quality;
            run.status = domain::RunStatus::Imported;
            m_qualityRuns[judge] = storage::insertRun(database, run).value();
            if (judge == 0) {
                run.criterionId = m_style;
                m_styleRun = storage::insertRun(database, run).value();
            }
        }
        auto writer = storage::CandidateWriter::prepare(database);
        for (int index = 0; index < 120; ++index) {
            domain::Context context;
            context.externalId = QStringLiteral("context-%1").arg(index);
            const domain::ContextId contextId = writer->addContext(context).value();
            std::array<domain::CandidateId, 3> candidates{};
            const QStringList systems{QStringLiteral("alpha"), QStringLiteral("beta"),
                                      QStringLiteral("gamma")};
            const int systemCount = index % 3 == 0 ? 2 : 3; // gamma in two thirds
            for (int system = 0; system < systemCount; ++system) {
                domain::Candidate candidate;
                candidate.contextId = contextId;
                candidate.externalId = QStringLiteral("%1-%2").arg(index).arg(systems[system]);
                candidate.text = candidate.externalId;
                candidate.system = systems[system];
                candidates[static_cast<std::size_t>(system)] =
                    writer->addCandidate(candidate).value().id;
            }
            addItem(database, contextId, candidates[0], candidates[1],
                    QStringLiteral("[\"alpha\", \"beta\"]"), pairLines);
            matrixLines[0] = pairLines;
            if (systemCount == 3) {
                addItem(database, contextId, candidates[0], candidates[2],
                        QStringLiteral("[\"alpha\", \"gamma\"]"), matrixLines[1]);
                addItem(database, contextId, candidates[1], candidates[2],
                        QStringLiteral("[\"beta\", \"gamma\"]"), matrixLines[2]);
            }
        }
        return storage::Status::success();
    });
    QVERIFY2(status.ok(), qPrintable(status.message()));
    const auto write = [&](const QString& name, const QByteArray& contents) {
        const QString path = m_directory.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) {
            return QString();
        }
        return path;
    };
    m_pairFile = write(QStringLiteral("pair.jsonl"), pairLines);
    m_matrixFile =
        write(QStringLiteral("matrix.jsonl"), matrixLines[0] + matrixLines[1] + matrixLines[2]);
    QVERIFY(!m_pairFile.isEmpty() && !m_matrixFile.isEmpty());
}

void CliWinRateProjectTest::initTestCase() {
    QVERIFY(m_directory.isValid());
    buildProject();
}

void CliWinRateProjectTest::projectGivesTheSameJsonAsTheFile_data() {
    QTest::addColumn<QStringList>("options");
    QTest::newRow("observed") << QStringList{QStringLiteral("--method"),
                                             QStringLiteral("observed")};
    QTest::newRow("bwrs") << QStringList{QStringLiteral("--method"), QStringLiteral("bwrs"),
                                         QStringLiteral("--draws"), QStringLiteral("20000")};
    QTest::newRow("dawid-skene") << QStringList{
        QStringLiteral("--method"), QStringLiteral("dawid-skene"), QStringLiteral("--draws"),
        QStringLiteral("2000"),     QStringLiteral("--seed"),      QStringLiteral("5")};
    QTest::newRow("dawid-skene, one judge") << QStringList{
        QStringLiteral("--method"), QStringLiteral("dawid-skene"), QStringLiteral("--judge"),
        QStringLiteral("judge-y"),  QStringLiteral("--draws"),     QStringLiteral("2000"),
        QStringLiteral("--prior"),  QStringLiteral("none")};
}

void CliWinRateProjectTest::projectGivesTheSameJsonAsTheFile() {
    QFETCH(QStringList, options);
    const Run fromFile = run(QStringList{QStringLiteral("winrate"), m_pairFile} + options);
    QCOMPARE(fromFile.exitCode, 0);
    const Run fromProject =
        run(QStringList{QStringLiteral("winrate"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--criterion"), QStringLiteral("quality"),
                        QStringLiteral("--system-a"), QStringLiteral("alpha"),
                        QStringLiteral("--system-b"), QStringLiteral("beta")} +
            options);
    QVERIFY2(fromProject.exitCode == 0, qPrintable(fromProject.errorText));
    QVERIFY(!fromFile.json.isEmpty());
    QVERIFY2(fromProject.json == fromFile.json,
             qPrintable(QString::fromUtf8(QJsonDocument(fromProject.json).toJson()) +
                        QStringLiteral("\n---\n") +
                        QString::fromUtf8(QJsonDocument(fromFile.json).toJson())));
    QCOMPARE(fromProject.json.value(QStringLiteral("items")).toInt(), 120);
    // About half the items got a human majority by construction.
    QVERIFY(fromProject.json.value(QStringLiteral("human_labelled")).toInt() > 30);
}

void CliWinRateProjectTest::matrixFromTheProjectEqualsTheFile() {
    const QStringList options{QStringLiteral("--draws"), QStringLiteral("1000"),
                              QStringLiteral("--bwrs-draws"), QStringLiteral("5000")};
    const Run fromFile = run(QStringList{QStringLiteral("winrate-matrix"), m_matrixFile} + options);
    QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.errorText));
    const Run fromProject =
        run(QStringList{QStringLiteral("winrate-matrix"), QStringLiteral("--project"), m_project,
                        QStringLiteral("--criterion"), QStringLiteral("quality")} +
            options);
    QVERIFY2(fromProject.exitCode == 0, qPrintable(fromProject.errorText));
    QVERIFY(!fromFile.json.isEmpty());
    QVERIFY(fromProject.json == fromFile.json);
}

void CliWinRateProjectTest::badProjectRequestsNameTheProblem_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString project = QStringLiteral("PROJECT");
    QTest::newRow("two criteria, none chosen")
        << QStringList{QStringLiteral("winrate"),
                       QStringLiteral("--project"),
                       project,
                       QStringLiteral("--system-a"),
                       QStringLiteral("alpha"),
                       QStringLiteral("--system-b"),
                       QStringLiteral("beta")}
        << QStringLiteral("several criteria (quality, style)");
    QTest::newRow("unknown criterion")
        << QStringList{QStringLiteral("winrate-matrix"), QStringLiteral("--project"), project,
                       QStringLiteral("--criterion"), QStringLiteral("speed")}
        << QStringLiteral("criterion 'speed' is not in the project");
    QTest::newRow("unknown system") << QStringList{QStringLiteral("winrate"),
                                                   QStringLiteral("--project"),
                                                   project,
                                                   QStringLiteral("--criterion"),
                                                   QStringLiteral("quality"),
                                                   QStringLiteral("--system-a"),
                                                   QStringLiteral("alpha"),
                                                   QStringLiteral("--system-b"),
                                                   QStringLiteral("delta")}
                                    << QStringLiteral("system 'delta' wrote no candidate");
    QTest::newRow("missing system")
        << QStringList{QStringLiteral("winrate"), QStringLiteral("--project"), project,
                       QStringLiteral("--system-a"), QStringLiteral("alpha")}
        << QStringLiteral("needs --system-a and --system-b");
    QTest::newRow("no such file") << QStringList{QStringLiteral("winrate-matrix"),
                                                 QStringLiteral("--project"),
                                                 QStringLiteral("/nonexistent/x.pairrank")}
                                  << QStringLiteral("--project:");
}

void CliWinRateProjectTest::badProjectRequestsNameTheProblem() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("PROJECT"), m_project);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.errorText.contains(message), qPrintable(result.errorText));
}

void CliWinRateProjectTest::onlyPairsAskedOrLabelledAreItems() {
    // One context with four candidates of each system: 16 pairs could be formed. The judge
    // was asked about three (one refused) and people labelled two, one of those with a tie:
    // four items, not 16.
    const QString path = m_directory.filePath(QStringLiteral("pool.pairrank"));
    auto project = storage::ProjectDatabase::create(path, QStringLiteral("pool"));
    QVERIFY2(project.ok(), qPrintable(project.error().toString()));
    storage::ProjectDatabase& database = **project;
    const storage::Status status = database.transaction([&]() -> storage::Status {
        const domain::CriterionId quality =
            storage::ensureCriterion(database, QStringLiteral("quality")).value();
        domain::JudgeConfig config;
        config.name = QStringLiteral("judge-x");
        config.backend = QStringLiteral("imported");
        domain::Run run;
        run.judgeConfigId = storage::insertJudgeConfig(database, config).value();
        run.criterionId = quality;
        run.status = domain::RunStatus::Imported;
        const domain::RunId runId = storage::insertRun(database, run).value();
        auto writer = storage::CandidateWriter::prepare(database);
        domain::Context context;
        context.externalId = QStringLiteral("prompt");
        const domain::ContextId contextId = writer->addContext(context).value();
        std::array<domain::CandidateId, 4> alpha{};
        std::array<domain::CandidateId, 4> beta{};
        for (std::size_t k = 0; k < 4; ++k) {
            for (const bool isAlpha : {true, false}) {
                domain::Candidate candidate;
                candidate.contextId = contextId;
                candidate.system = isAlpha ? QStringLiteral("alpha") : QStringLiteral("beta");
                candidate.externalId = QStringLiteral("%1-%2").arg(candidate.system).arg(k);
                candidate.text = candidate.externalId;
                (isAlpha ? alpha : beta)[k] = writer->addCandidate(candidate).value().id;
            }
        }
        auto judgements = storage::JudgementWriter::prepare(database);
        // alpha preferred in both judged pairs, once shown second.
        if (!judgements->add(judgementOf(runId, contextId, alpha[0], beta[0], 0.8)).ok() ||
            !judgements->add(judgementOf(runId, contextId, beta[1], alpha[1], 0.3)).ok() ||
            !judgements->add(judgementOf(runId, contextId, alpha[2], beta[2], std::nullopt)).ok()) {
            return makeError(QStringLiteral("a judgement was not stored"));
        }
        auto humans = storage::HumanLabelWriter::prepare(database);
        for (const auto& [left, right, choice] :
             {std::tuple{alpha[0], beta[0], domain::HumanChoice::A},
              std::tuple{alpha[3], beta[3], domain::HumanChoice::Tie}}) {
            domain::HumanLabel label;
            label.annotator = QStringLiteral("ann");
            label.criterionId = quality;
            label.contextId = contextId;
            label.candidateA = left;
            label.candidateB = right;
            label.choice = choice;
            if (!humans->add(label).ok()) {
                return makeError(QStringLiteral("a label was not stored"));
            }
        }
        return storage::Status::success();
    });
    QVERIFY2(status.ok(), qPrintable(status.message()));
    project->reset();

    const Run result =
        run({QStringLiteral("winrate"), QStringLiteral("--project"), path,
             QStringLiteral("--system-a"), QStringLiteral("alpha"), QStringLiteral("--system-b"),
             QStringLiteral("beta"), QStringLiteral("--method"), QStringLiteral("observed")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.errorText));
    QCOMPARE(result.json.value(QStringLiteral("items")).toInt(), 4);
    QCOMPARE(result.json.value(QStringLiteral("human_labelled")).toInt(), 1);
    const QJsonObject estimate = result.json.value(QStringLiteral("evaluators"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("estimate"))
                                     .toObject();
    QCOMPARE(estimate.value(QStringLiteral("first_preferred")).toInt(), 2);
}

void CliWinRateProjectTest::aProjectWithoutTwoSystemsSaysWhatItLacks_data() {
    // Per context, the system of each candidate ("" for none). Each context's first two
    // candidates are judged once, so the project has judgements but no item.
    QTest::addColumn<QList<QStringList>>("contexts");
    QTest::addColumn<QString>("message");
    QTest::newRow("no system named (a dataset of single pairs)")
        << QList<QStringList>{{QString(), QString()}, {QString(), QString()}}
        << QStringLiteral("no candidate names the system that wrote it (an import's System "
                          "column): a win rate compares the texts of two systems written for "
                          "the same context");
    QTest::newRow("one system")
        << QList<QStringList>{{QStringLiteral("gpt"), QString()},
                              {QStringLiteral("gpt"), QStringLiteral("gpt")}}
        << QStringLiteral("every candidate that names a system names 'gpt': a win rate");
    QTest::newRow("two systems, never on one context")
        << QList<QStringList>{{QStringLiteral("beta"), QStringLiteral("beta")},
                              {QStringLiteral("alpha"), QStringLiteral("alpha")}}
        << QStringLiteral("no context has texts of two of the systems (alpha, beta): a win rate");
}

void CliWinRateProjectTest::aProjectWithoutTwoSystemsSaysWhatItLacks() {
    QFETCH(QList<QStringList>, contexts);
    QFETCH(QString, message);
    const QString path = m_directory.filePath(
        QStringLiteral("lacks-%1.pairrank").arg(QString::fromUtf8(QTest::currentDataTag())));
    auto project = storage::ProjectDatabase::create(path, QStringLiteral("lacks"));
    QVERIFY2(project.ok(), qPrintable(project.error().toString()));
    storage::ProjectDatabase& database = **project;
    const storage::Status status = database.transaction([&]() -> storage::Status {
        domain::JudgeConfig config;
        config.name = QStringLiteral("judge-x");
        config.backend = QStringLiteral("imported");
        domain::Run run;
        run.judgeConfigId = storage::insertJudgeConfig(database, config).value();
        run.criterionId = storage::ensureCriterion(database, QStringLiteral("quality")).value();
        run.status = domain::RunStatus::Imported;
        const domain::RunId runId = storage::insertRun(database, run).value();
        auto writer = storage::CandidateWriter::prepare(database);
        auto judgements = storage::JudgementWriter::prepare(database);
        for (qsizetype c = 0; c < contexts.size(); ++c) {
            domain::Context context;
            context.externalId = QStringLiteral("prompt%1").arg(c);
            const domain::ContextId contextId = writer->addContext(context).value();
            QList<domain::CandidateId> ids;
            for (const QString& system : contexts[c]) {
                domain::Candidate candidate;
                candidate.contextId = contextId;
                candidate.system = system;
                candidate.externalId = QStringLiteral("text%1-%2").arg(c).arg(ids.size());
                candidate.text = candidate.externalId;
                ids.append(writer->addCandidate(candidate).value().id);
            }
            if (!judgements->add(judgementOf(runId, contextId, ids[0], ids[1], 0.7)).ok()) {
                return makeError(QStringLiteral("a judgement was not stored"));
            }
        }
        return storage::Status::success();
    });
    QVERIFY2(status.ok(), qPrintable(status.message()));
    project->reset();

    const Run matrix = run({QStringLiteral("winrate-matrix"), QStringLiteral("--project"), path});
    QVERIFY(matrix.exitCode != 0);
    QVERIFY2(matrix.errorText.contains(message), qPrintable(matrix.errorText));
}

QTEST_GUILESS_MAIN(CliWinRateProjectTest)
#include "test_cli_winrate_project.moc"
