// The report exports: a project with three systems, human
// labels and judgements is gathered and exported in every format; the files are
// checked with tools that do not share PairRank's code — pdftoppm renders the
// PDF, python3-jsonschema validates the JSON against resources/report.schema.json,
// and an RFC 4180 reader written here reads the CSV back. A cancelled export,
// at any step or with the progress dialog's Cancel button, writes nothing.
#include "core/analysis/report_content.h"
#include "core/analysis/report_csv.h"
#include "core/analysis/report_json.h"
#include "core/judge/default_prompts.h"
#include "gui_test_support.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/judgement_store.h"
#include "ui/common/progress_dialog.h"
#include "ui/project/project_session.h"
#include "ui/report/export_report_dialog.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_export_job.h"
#include "ui/report/report_exporter.h"
#include "ui/report/report_html.h"
#include "ui/report/report_pdf.h"
#include "worker_hold.h"

#include <QAbstractButton>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace pairrank;
using namespace pairrank::ui;
using analysis::ReportContent;

namespace {

const QString kCriterion = QStringLiteral("quality");
const QStringList kSystems{QStringLiteral("alpha"), QStringLiteral("beta"),
                           QStringLiteral("gamma")};
constexpr quint64 kRunSeed = 4242;
constexpr quint64 kReportSeed = 777;
constexpr int kContexts = 2;
constexpr int kCandidatesPerContext = 9;

// Candidate i has reference quality i and system kSystems[i % 3], so gamma
// (2, 5, 8) is the best system, preferred over each other one on 6 of 9 pairs.
// The judge prefers the better candidate except on every seventh pair; humans
// always prefer the better one, on every other pair, and skip some of the rest.
QString buildReportProject(const QString& path) {
    const ui_test::BuiltProject built =
        ui_test::buildProject(path, {kContexts, kCandidatesPerContext, kSystems});
    if (built.path.isEmpty()) {
        return {};
    }
    auto database = ui_test::openProject(path);
    if (!database) {
        return {};
    }
    const storage::Status status = database->transaction([&]() -> storage::Status {
        domain::Criterion criterion =
            judge::criterionFromDefault(*judge::defaultPrompt(QStringLiteral("summary-coherence")));
        criterion.name = kCriterion;
        const auto criterionId = storage::insertCriterion(*database, criterion);
        if (!criterionId) {
            return criterionId.error();
        }
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim-judge");
        judge.backend = QStringLiteral("simulated");
        judge.model = QStringLiteral("sim-model-1");
        judge.settings = QJsonObject{{QStringLiteral("temperature"), 0}};
        const auto judgeId = storage::insertJudgeConfig(*database, judge);
        if (!judgeId) {
            return judgeId.error();
        }
        domain::Run run;
        run.judgeConfigId = *judgeId;
        run.criterionId = *criterionId;
        run.label = QStringLiteral("test run");
        run.config = QJsonObject{{QStringLiteral("strategy"), QStringLiteral("entropy")},
                                 {QStringLiteral("model"), QStringLiteral("poe-bt")}};
        run.seed = kRunSeed;
        run.status = domain::RunStatus::Finished;
        run.createdAt = QDateTime::currentDateTimeUtc();
        const auto runId = storage::insertRun(*database, run);
        if (!runId) {
            return runId.error();
        }
        int pairIndex = 0;
        for (int c = 0; c < kContexts; ++c) {
            const QList<domain::CandidateId>& ids = built.candidates[c];
            for (int a = 0; a < kCandidatesPerContext; ++a) {
                for (int b = a + 1; b < kCandidatesPerContext; ++b) {
                    if (a % 3 == b % 3) {
                        continue; // same system
                    }
                    ++pairIndex;
                    const bool judgeRight = pairIndex % 7 != 0;
                    // b > a: candidate b is better; shown first is a.
                    domain::Judgement judgement;
                    judgement.runId = *runId;
                    judgement.contextId = built.contexts[c];
                    judgement.candidateA = ids[a];
                    judgement.candidateB = ids[b];
                    judgement.p = judgeRight ? 0.2 : 0.8;
                    judgement.status = domain::JudgementStatus::Ok;
                    if (const auto stored = storage::insertJudgement(*database, judgement);
                        !stored) {
                        return stored.error();
                    }
                    // Humans prefer b on every other pair; on some others they skip,
                    // which records that they passed on the pair: no label.
                    const bool labelled = pairIndex % 2 == 0;
                    if (labelled || pairIndex % 5 == 0) {
                        domain::HumanLabel label;
                        label.annotator = QStringLiteral("oracle");
                        label.criterionId = *criterionId;
                        label.contextId = built.contexts[c];
                        label.candidateA = ids[a];
                        label.candidateB = ids[b];
                        label.choice =
                            labelled ? domain::HumanChoice::B : domain::HumanChoice::Skip;
                        label.labelledAt = QDateTime::currentDateTimeUtc();
                        if (const auto stored = storage::insertHumanLabel(*database, label);
                            !stored) {
                            return stored.error();
                        }
                    }
                }
            }
        }
        return {};
    });
    if (!status) {
        qWarning("%s", qPrintable(status.message()));
        return {};
    }
    return path;
}

// RFC 4180 reader, independent of the writer.
QList<QStringList> parseCsv(const QString& text) {
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(field);
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n') {
            row.append(field);
            field.clear();
            rows.append(row);
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

QString schemaPath() {
    return QStringLiteral(PAIRRANK_SOURCE_DIR "/resources/report.schema.json");
}

// Runs python3-jsonschema on each document; returns one line per document,
// "valid" or "invalid: <message>", or an empty list after a warning when
// python3 or jsonschema did not run.
QStringList validateWithSchema(const QList<QJsonObject>& documents, const QString& folder) {
    QStringList arguments{
        QStringLiteral("-c"),
        QStringLiteral("import json, sys, jsonschema\n"
                       "schema = json.load(open(sys.argv[1]))\n"
                       "jsonschema.Draft202012Validator.check_schema(schema)\n"
                       "validator = jsonschema.Draft202012Validator(schema)\n"
                       "for path in sys.argv[2:]:\n"
                       "    try:\n"
                       "        validator.validate(json.load(open(path)))\n"
                       "        print('valid')\n"
                       "    except jsonschema.ValidationError as error:\n"
                       "        print('invalid: ' + error.message.replace('\\n', ' '))\n"),
        schemaPath()};
    for (qsizetype index = 0; index < documents.size(); ++index) {
        const QString path = folder + QStringLiteral("/to-validate-%1.json").arg(index);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            qWarning("cannot write %s", qPrintable(path));
            return {};
        }
        file.write(QJsonDocument(documents[index]).toJson());
        arguments.append(path);
    }
    QProcess python;
    python.start(QStringLiteral("python3"), arguments);
    if (!python.waitForFinished(60000) || python.exitStatus() != QProcess::NormalExit ||
        python.exitCode() != 0) {
        qWarning("python3 with jsonschema did not run (%s): %s", qPrintable(python.errorString()),
                 python.readAllStandardError().constData());
        return {};
    }
    return QString::fromUtf8(python.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
}

// A report with nothing estimated: every estimate carries its reason.
ReportContent contentWithoutEstimates() {
    ReportContent content;
    content.projectName = QStringLiteral("empty <project>");
    content.rankingModel = QStringLiteral("poe-bt");
    analysis::CalibrationReport& calibration = content.calibration;
    calibration.criterion = QStringLiteral("coherence");
    calibration.createdAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    calibration.pairrankVersion = QStringLiteral("9.8.7");
    calibration.projectPath = QStringLiteral("/tmp/empty.pairrank");
    stats::PairReport pair;
    pair.firstSystem = "x";
    pair.secondSystem = "y";
    pair.items = 4;
    stats::EvaluatorPairReport evaluator;
    evaluator.evaluator = "judge";
    evaluator.observed.error = "the judge labelled no item";
    evaluator.bwrs.error = "humans gave no item to G1";
    pair.evaluators.push_back(evaluator);
    pair.dawidSkene.error = "no label at all";
    calibration.winRates.pairs.push_back(pair);
    calibration.winRates.systems = {"x", "y"};
    calibration.winRates.winRate = {{std::nullopt, std::nullopt}, {std::nullopt, std::nullopt}};
    calibration.winRates.ranking = {0, 1};
    calibration.winRates.averageWinRate = {std::nullopt, std::nullopt};
    calibration.winRates.accuracyTable.push_back({"judge", {}});
    calibration.warnings.append({analysis::WarningKind::EstimateUnavailable, QStringLiteral("x"),
                                 QStringLiteral("y"), QString(),
                                 QStringLiteral("No estimate for x vs y <b>.")});
    calibration.judges.append(
        {QStringLiteral("judge"), QStringLiteral("simulated"), QString(),
         QStringLiteral("Compare <A> & <B>."),
         QString::fromLatin1(
             QCryptographicHash::hash("Compare <A> & <B>.", QCryptographicHash::Sha256).toHex()),
         QStringLiteral("{}")});
    return content;
}

bool nonBlank(const QImage& image) {
    int dark = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qGray(image.pixel(x, y)) < 128) {
                ++dark;
            }
        }
    }
    return dark > image.width() * image.height() / 500;
}

} // namespace

class TestReportExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gathersTheProject();
    void exportsEveryFormat();
    void htmlHasTheSectionsChartsAndSettings();
    void pdfRendersToNonBlankPages();
    void pdfHoldsTheChartsAndTheSettings();
    void csvReadsBack();
    void csvFieldQuoting_data();
    void csvFieldQuoting();
    void jsonValidatesAgainstTheSchema();
    void missingEstimatesStillExport();
    void aReportWithoutSystemsExportsOnlyItsCharts();
    void pairsWithFewLabelsShareOneWarningInTheDocuments();
    void documentsShowTheFirstRanksOfALargePool();
    void cancelledExportLeavesTheFolderAsItWas_data();
    void cancelledExportLeavesTheFolderAsItWas();
    void failedExportRemovesWhatItWrote();
    void cancelledGatheringStops_data();
    void cancelledGatheringStops();
    void dialogBuildsTheRequest();
    void dialogOffersToCreateAMissingFolder();
    void jobExportsThroughTheSession();
    void cancelledJobWritesNothing();
    void progressDialogCancelWritesNothing();
    void rankingsCountTheHumanLabelsUsed();
    void pdfTableHeadersKeepTheirWordsWhole();
    void longSystemNamesBreakOnlyAfterHyphens();
    void manyPairsAreChartedInPageSizedParts();

private:
    QTemporaryDir m_folder;
    QString m_projectPath;
    ReportContent m_content;
    QString m_exportFolder;
    QStringList m_files;
    QString fileWithSuffix(const QString& suffix) const;
};

void TestReportExport::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
    QCoreApplication::setApplicationVersion(QStringLiteral("0.9.0-test"));
    m_projectPath = buildReportProject(m_folder.filePath(QStringLiteral("report.pairrank")));
    QVERIFY(!m_projectPath.isEmpty());
    auto database = ui_test::openProject(m_projectPath);
    QVERIFY(database);
    analysis::ReportGatherRequest request;
    request.calibration.criterion = kCriterion;
    request.calibration.seed = kReportSeed;
    auto content = analysis::gatherReportContent(*database, request);
    QVERIFY2(content.ok(), qPrintable(content.error().message));
    m_content = std::move(content).value();
    m_exportFolder = m_folder.filePath(QStringLiteral("export"));
    QVERIFY(QDir().mkpath(m_exportFolder));
    auto files = exportReport(m_content, {m_exportFolder, QStringLiteral("report")});
    QVERIFY2(files.ok(), qPrintable(files.error().message));
    m_files = *files;
    // To look at the documents: PAIRRANK_REPORT_EXPORT_KEEP=<folder> exports there too.
    if (const QString keep = qEnvironmentVariable("PAIRRANK_REPORT_EXPORT_KEEP"); !keep.isEmpty()) {
        QVERIFY(QDir().mkpath(keep));
        QVERIFY(exportReport(m_content, {keep, QStringLiteral("report")}).ok());
    }
}

QString TestReportExport::fileWithSuffix(const QString& suffix) const {
    return QDir(m_exportFolder).filePath(QStringLiteral("report") + suffix);
}

void TestReportExport::gathersTheProject() {
    QCOMPARE(m_content.projectName, QStringLiteral("test project"));
    QCOMPARE(m_content.rankings.size(), kContexts);
    QVERIFY(m_content.rankingProblems.isEmpty());
    for (const analysis::RankingSnapshot& ranking : m_content.rankings) {
        QCOMPARE(ranking.rows.size(), kCandidatesPerContext);
    }
    QCOMPARE(m_content.calibration.winRates.systems.size(), std::size_t{3});
    QCOMPARE(m_content.calibration.winRates.pairs.size(), std::size_t{3});
}

void TestReportExport::exportsEveryFormat() {
    QStringList expected{QStringLiteral(".html"),        QStringLiteral(".pdf"),
                         QStringLiteral(".json"),        QStringLiteral("-pairs.csv"),
                         QStringLiteral("-matrix.csv"),  QStringLiteral("-accuracy.csv"),
                         QStringLiteral("-rankings.csv")};
    for (const QString& stem : {QStringLiteral("win-rate-matrix"), QStringLiteral("pair-win-rates"),
                                QStringLiteral("judge-accuracy")}) {
        expected.append(u'-' + stem + QStringLiteral(".png"));
        expected.append(u'-' + stem + QStringLiteral(".svg"));
    }
    QCOMPARE(m_files.size(), expected.size());
    for (const QString& suffix : expected) {
        QVERIFY2(m_files.contains(fileWithSuffix(suffix)), qPrintable(suffix));
        QVERIFY2(QFileInfo(fileWithSuffix(suffix)).size() > 0, qPrintable(suffix));
    }
    // The chart files are real images of the drawn size.
    for (const ReportChart chart : kReportCharts) {
        const QImage png(fileWithSuffix(u'-' + chartStem(chart) + QStringLiteral(".png")));
        QCOMPARE(png.size(), chartSize(m_content, chart) * 2);
        QVERIFY(nonBlank(png));
        QFile svg(fileWithSuffix(u'-' + chartStem(chart) + QStringLiteral(".svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray svgText = svg.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("</svg>"));
    }
}

void TestReportExport::htmlHasTheSectionsChartsAndSettings() {
    QFile file(fileWithSuffix(QStringLiteral(".html")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    for (const QString& title : reportSectionTitles()) {
        QVERIFY2(html.contains(u'>' + title.toHtmlEscaped() + QStringLiteral("</h2>")),
                 qPrintable(title));
    }
    QCOMPARE(html.count(QStringLiteral("<img src=\"data:image/png;base64,")),
             static_cast<qsizetype>(kReportCharts.size()));
    // The prompt as the project holds it, and its SHA-256 computed here.
    auto database = ui_test::openProject(m_projectPath);
    QVERIFY(database);
    const auto criterion = storage::findCriterionByName(*database, kCriterion);
    QVERIFY(criterion && *criterion);
    const QString prompt = (*criterion)->comparativePromptTemplate;
    QVERIFY(!prompt.isEmpty());
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(prompt.toUtf8(), QCryptographicHash::Sha256).toHex());
    QVERIFY(html.contains(prompt.toHtmlEscaped()));
    QVERIFY(html.contains(hash));
    QVERIFY(html.contains(QStringLiteral("sim-model-1")));
    QVERIFY(html.contains(QStringLiteral("simulated")));
    QVERIFY(html.contains(QString::number(kRunSeed)));
    QVERIFY(html.contains(QString::number(kReportSeed)));
    QCOMPARE(m_content.calibration.pairrankVersion, QStringLiteral("0.9.0-test"));
    QVERIFY(html.contains(QStringLiteral("PairRank 0.9.0-test")));
    // The summary names the truly best system first.
    QVERIFY2(html.contains(QStringLiteral("gamma ranks first")), qPrintable(html.left(3000)));
    // Every pair's PPI++ estimates, the judges' jointly and each judge's, with their λ.
    const auto ppiBasis = [](const stats::Estimate<stats::PpiResult>& ppi) {
        return ppi.value ? QStringLiteral("λ %1, %2 human labels")
                               .arg(QString::number(ppi.value->lambda, 'f', 2))
                               .arg(ppi.value->labelled)
                         : QString();
    };
    qsizetype ppiRows = 0;
    for (const stats::PairReport& pair : m_content.calibration.winRates.pairs) {
        QVERIFY2(pair.ppi.value, pair.ppi.error.c_str());
        QVERIFY2(html.contains(ppiBasis(pair.ppi)), qPrintable(ppiBasis(pair.ppi)));
        for (const stats::EvaluatorPairReport& judge : pair.evaluators) {
            QVERIFY2(html.contains(ppiBasis(judge.ppi)), judge.ppi.error.c_str());
        }
        ppiRows += 1 + static_cast<qsizetype>(pair.evaluators.size());
    }
    // One row for the pair and one per judge, each named in its first cell.
    QCOMPARE(html.count(QStringLiteral(">PPI++</")), ppiRows);
    // Every other estimate's interval, as the report writes it: three decimals, one line.
    const auto shown = [&html](const stats::CredibleInterval& range) {
        return html.contains(
            QStringLiteral("[%1,\u00a0%2]")
                .arg(QString::number(range.lower, 'f', 3), QString::number(range.upper, 'f', 3)));
    };
    const stats::WinRateReport& report = m_content.calibration.winRates;
    QVERIFY(report.pooledRegression.value);
    for (const stats::PooledRegressionPair& pooled : report.pooledRegression.value->pairs) {
        QVERIFY(shown(pooled.interval));
    }
    for (const stats::PairReport& pair : report.pairs) {
        QVERIFY2(pair.dawidSkene.value, pair.dawidSkene.error.c_str());
        QVERIFY(shown(pair.dawidSkene.value->p.summary.interval));
        for (const stats::EvaluatorPairReport& judge : pair.evaluators) {
            QVERIFY2(judge.observed.value, judge.observed.error.c_str());
            QVERIFY(shown(judge.observed.value->posterior.interval));
            QVERIFY2(judge.bwrs.value, judge.bwrs.error.c_str());
            QVERIFY(shown(judge.bwrs.value->p.interval));
        }
    }
}

void TestReportExport::pdfRendersToNonBlankPages() {
    const QString pdfPath = fileWithSuffix(QStringLiteral(".pdf"));
    QFile pdf(pdfPath);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5).startsWith("%PDF"));
    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    QVERIFY2(!pdftoppm.isEmpty(), "pdftoppm (poppler-utils) is missing: run scripts/setup");
    const QString prefix = m_folder.filePath(QStringLiteral("pages/page"));
    QVERIFY(QDir().mkpath(m_folder.filePath(QStringLiteral("pages"))));
    QProcess process;
    process.start(pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("50"),
                             pdfPath, prefix});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QFileInfoList pages = QDir(m_folder.filePath(QStringLiteral("pages")))
                                    .entryInfoList({QStringLiteral("*.png")}, QDir::Files);
    QVERIFY(pages.size() >= 2); // the charts and tables do not fit on one A4 page
    int nonBlankPages = 0;
    for (const QFileInfo& page : pages) {
        const QImage image(page.filePath());
        QVERIFY(!image.isNull());
        nonBlankPages += nonBlank(image) ? 1 : 0;
    }
    // The title page has text, and so do most others (a page may hold only the
    // end of a table, too little ink for nonBlank()).
    QVERIFY(nonBlank(QImage(pages.first().filePath())));
    QVERIFY(nonBlankPages >= 2);
}

// Read back with poppler's own tools, not PairRank's: the text layer holds the
// reproduction settings and the pages embed one picture per chart.
void TestReportExport::pdfHoldsTheChartsAndTheSettings() {
    const QString pdfPath = fileWithSuffix(QStringLiteral(".pdf"));
    const auto runTool = [&](const QString& tool, const QStringList& arguments) -> QString {
        const QString executable = QStandardPaths::findExecutable(tool);
        if (executable.isEmpty()) {
            return {};
        }
        QProcess process;
        process.start(executable, arguments);
        if (!process.waitForFinished(60000) || process.exitCode() != 0) {
            return {};
        }
        return QString::fromUtf8(process.readAllStandardOutput());
    };
    // -raw keeps the content-stream order, so that a hash is not split across columns.
    const QString text = runTool(QStringLiteral("pdftotext"),
                                 {QStringLiteral("-raw"), pdfPath, QStringLiteral("-")});
    QVERIFY2(!text.isEmpty(), "pdftotext (poppler-utils) failed or is missing");
    const QString flat = QString(text).remove(QLatin1Char('\n')).remove(QLatin1Char(' '));
    auto database = ui_test::openProject(m_projectPath);
    QVERIFY(database);
    const auto criterion = storage::findCriterionByName(*database, kCriterion);
    QVERIFY(criterion && *criterion);
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash((*criterion)->comparativePromptTemplate.toUtf8(),
                                 QCryptographicHash::Sha256)
            .toHex());
    QVERIFY2(flat.contains(hash), qPrintable(text.left(2000)));
    QVERIFY(text.contains(QStringLiteral("sim-model-1")));
    QVERIFY(text.contains(QString::number(kRunSeed)));
    QVERIFY(text.contains(QString::number(kReportSeed)));
    QVERIFY(text.contains(QStringLiteral("PairRank 0.9.0-test")));
    for (const QString& title : reportSectionTitles()) {
        QVERIFY2(text.contains(title), qPrintable(title));
    }
    // pdfimages -list: two header lines, then one line per embedded image.
    const QString images = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdfPath});
    QVERIFY2(!images.isEmpty(), "pdfimages (poppler-utils) failed or is missing");
    const qsizetype imageCount = images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() - 2;
    QVERIFY2(imageCount >= static_cast<qsizetype>(kReportCharts.size()), qPrintable(images));
}

void TestReportExport::csvReadsBack() {
    const auto read = [this](const QString& stem) {
        QFile file(fileWithSuffix(u'-' + stem + QStringLiteral(".csv")));
        return file.open(QIODevice::ReadOnly) ? parseCsv(QString::fromUtf8(file.readAll()))
                                              : QList<QStringList>();
    };
    const stats::WinRateReport& report = m_content.calibration.winRates;
    const QList<QStringList> pairs = read(QStringLiteral("pairs"));
    QVERIFY(!pairs.isEmpty());
    QCOMPARE(pairs.first().size(), 12);
    QCOMPARE(pairs.first().at(8), QStringLiteral("win_rate"));
    // Per pair: the pooled regression, PPI++ and the joint estimate, then observed, BWRS
    // and PPI++ of each judge.
    QCOMPARE(pairs.size(), 1 + 3 * (3 + 3 * 1));
    // Every row equals the exported JSON, which is written by other code: the pair's
    // estimates under the pair, the judges' under their names.
    QFile jsonFile(fileWithSuffix(QStringLiteral(".json")));
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonArray jsonPairs = QJsonDocument::fromJson(jsonFile.readAll())
                                     .object()
                                     .value(QStringLiteral("win_rates"))
                                     .toObject()
                                     .value(QStringLiteral("pairs"))
                                     .toArray();
    QMap<QString, int> rowsPerEstimator;
    for (const QStringList& row : pairs.mid(1)) {
        // first_system, second_system, …, evaluator, estimator, win_rate, lower, upper, error
        QCOMPARE(row.size(), 12);
        const auto pair = std::find_if(jsonPairs.begin(), jsonPairs.end(), [&](const auto& p) {
            return p.toObject().value(QStringLiteral("systems")).toArray() ==
                   QJsonArray{row.at(0), row.at(1)};
        });
        QVERIFY2(pair != jsonPairs.end(), qPrintable(row.join(u',')));
        QJsonObject owner = pair->toObject();
        if (!row.at(6).isEmpty()) {
            for (const QJsonValue judge : owner.value(QStringLiteral("evaluators")).toArray()) {
                if (judge.toObject().value(QStringLiteral("name")).toString() == row.at(6)) {
                    owner = judge.toObject();
                }
            }
            QCOMPARE(owner.value(QStringLiteral("name")).toString(), row.at(6));
        }
        const QString estimator = row.at(7);
        const QJsonObject estimate = owner.value(estimator).toObject();
        const QString pointKey = estimator == QStringLiteral("ppi") ? QStringLiteral("estimate")
                                 : estimator == QStringLiteral("observed") ? QStringLiteral("rate")
                                                                           : QStringLiteral("mean");
        QVERIFY2(estimate.contains(pointKey), qPrintable(row.join(u',')));
        const QJsonArray interval = estimate.value(QStringLiteral("interval")).toArray();
        QVERIFY(qAbs(row.at(8).toDouble() - estimate.value(pointKey).toDouble()) < 1e-9);
        QVERIFY(qAbs(row.at(9).toDouble() - interval.at(0).toDouble()) < 1e-9);
        QVERIFY(qAbs(row.at(10).toDouble() - interval.at(1).toDouble()) < 1e-9);
        QVERIFY(row.at(11).isEmpty());
        ++rowsPerEstimator[estimator];
    }
    // Per pair one pooled regression, Dawid–Skene, observed and BWRS; PPI++ for the pair and
    // its one judge.
    QCOMPARE(rowsPerEstimator, (QMap<QString, int>{{QStringLiteral("pooled_regression"), 3},
                                                   {QStringLiteral("dawid_skene"), 3},
                                                   {QStringLiteral("observed"), 3},
                                                   {QStringLiteral("bwrs"), 3},
                                                   {QStringLiteral("ppi"), 6}}));
    const QList<QStringList> matrix = read(QStringLiteral("matrix"));
    QCOMPARE(matrix.size(), 1 + 3);
    QCOMPARE(matrix.first(), QStringList(QStringList{QStringLiteral("system")} + kSystems));
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 3; ++j) {
            const QString cell = matrix[1 + i][1 + j];
            if (i == j) {
                QVERIFY(cell.isEmpty());
                continue;
            }
            // P(i over j) + P(j over i) = 1: both come from one pair's posterior.
            const double forward = cell.toDouble();
            const double backward = matrix[1 + j][1 + i].toDouble();
            QVERIFY(forward > 0.0 && forward < 1.0);
            QVERIFY(qAbs(forward + backward - 1.0) < 1e-9);
        }
    }
    const QList<QStringList> accuracy = read(QStringLiteral("accuracy"));
    QCOMPARE(accuracy.size(), 1 + static_cast<int>(report.accuracyTable.size()));
    QCOMPARE(accuracy.first().size(), 12);
    const QList<QStringList> rankings = read(QStringLiteral("rankings"));
    QCOMPARE(rankings.size(), 1 + kContexts * kCandidatesPerContext);
    QCOMPARE(rankings.first().first(), QStringLiteral("context"));
}

void TestReportExport::csvFieldQuoting_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("quoted");
    QTest::newRow("plain") << QStringLiteral("alpha") << false;
    QTest::newRow("comma") << QStringLiteral("a,b") << true;
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << true;
    QTest::newRow("newline") << QStringLiteral("line\nbreak") << true;
    QTest::newRow("carriage return") << QStringLiteral("line\rbreak") << true;
    QTest::newRow("tab") << QStringLiteral("a\tb") << true;
    QTest::newRow("empty") << QString() << false;
}

void TestReportExport::csvFieldQuoting() {
    QFETCH(QString, field);
    QFETCH(bool, quoted);
    const analysis::CsvTable table{QStringLiteral("t"),
                                   {QStringLiteral("a"), QStringLiteral("b")},
                                   {{field, QStringLiteral("x")}}};
    const QString text = QString::fromUtf8(analysis::csvBytes(table));
    QCOMPARE(text.section(QStringLiteral("\r\n"), 1).startsWith(u'"'), quoted);
    const QList<QStringList> rows = parseCsv(text);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[1], (QStringList{field, QStringLiteral("x")}));
}

void TestReportExport::jsonValidatesAgainstTheSchema() {
    // The exported file and a report without any estimate must validate; each
    // breakage alone must make the validator refuse the document, which shows that
    // the validator and the schema are live. One python3 run checks them all.
    QFile file(fileWithSuffix(QStringLiteral(".json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject exported = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(exported.value(QStringLiteral("format")).toString(), analysis::kReportJsonFormat);
    QCOMPARE(exported.value(QStringLiteral("settings"))
                 .toObject()
                 .value(QStringLiteral("dawid_skene"))
                 .toObject()
                 .value(QStringLiteral("seed"))
                 .toInteger(),
             static_cast<qint64>(kReportSeed));
    const QStringList breakages{
        QStringLiteral("probability 1.5"), QStringLiteral("missing criterion"),
        QStringLiteral("interval of three"), QStringLiteral("unknown prior")};
    QList<QJsonObject> documents;
    for (const QString& breakage : breakages) {
        QJsonObject document = analysis::reportJson(m_content);
        QJsonObject winRates = document.value(QStringLiteral("win_rates")).toObject();
        QJsonArray pairs = winRates.value(QStringLiteral("pairs")).toArray();
        QJsonObject pair = pairs.at(0).toObject();
        QJsonObject joint = pair.value(QStringLiteral("dawid_skene")).toObject();
        QVERIFY(joint.contains(QStringLiteral("mean")));
        if (breakage == breakages[0]) {
            joint.insert(QStringLiteral("mean"), 1.5);
        } else if (breakage == breakages[1]) {
            document.remove(QStringLiteral("criterion"));
        } else if (breakage == breakages[2]) {
            joint.insert(QStringLiteral("interval"), QJsonArray{0.1, 0.2, 0.3});
        } else {
            QJsonObject settings = document.value(QStringLiteral("settings")).toObject();
            settings.insert(QStringLiteral("prior"), QStringLiteral("optimistic"));
            document.insert(QStringLiteral("settings"), settings);
        }
        pair.insert(QStringLiteral("dawid_skene"), joint);
        pairs.replace(0, pair);
        winRates.insert(QStringLiteral("pairs"), pairs);
        document.insert(QStringLiteral("win_rates"), winRates);
        documents.append(document);
    }
    documents.append(exported);
    documents.append(analysis::reportJson(contentWithoutEstimates()));
    const QStringList results = validateWithSchema(documents, m_folder.path());
    QCOMPARE(results.size(), breakages.size() + 2);
    for (qsizetype index = 0; index < breakages.size(); ++index) {
        QVERIFY2(results[index].startsWith(QStringLiteral("invalid: ")),
                 qPrintable(breakages[index] + QStringLiteral(": ") + results[index]));
    }
    QCOMPARE(results[breakages.size()], QStringLiteral("valid"));     // the exported file
    QCOMPARE(results[breakages.size() + 1], QStringLiteral("valid")); // nothing estimated
}

void TestReportExport::missingEstimatesStillExport() {
    const ReportContent content = contentWithoutEstimates();
    QTemporaryDir folder;
    const auto files = exportReport(content, {folder.path(), QStringLiteral("empty")});
    QVERIFY2(files.ok(), qPrintable(files.error().message));
    if (const QString keep = qEnvironmentVariable("PAIRRANK_REPORT_EXPORT_KEEP"); !keep.isEmpty()) {
        QVERIFY(exportReport(content, {keep, QStringLiteral("empty")}).ok());
    }
    const QString html = reportHtml(content, ReportImages::Embedded);
    QVERIFY(html.contains(QStringLiteral("empty &lt;project&gt;")));
    QVERIFY(html.contains(QStringLiteral("Compare &lt;A&gt; &amp; &lt;B&gt;.")));
    QVERIFY(html.contains(QStringLiteral("No estimate for x vs y &lt;b&gt;.")));
    QVERIFY(html.contains(QStringLiteral("no label at all")));
    QVERIFY(!html.contains(QStringLiteral("<b>.")));
    // Its JSON is validated in jsonValidatesAgainstTheSchema().
}

// Texts that name no system: the documents and the chart files hold the judges' accuracy,
// not an empty matrix or pairs chart.
void TestReportExport::aReportWithoutSystemsExportsOnlyItsCharts() {
    ui_test::CalibrationProjectSpec spec;
    spec.namesSystems = false;
    spec.sparsePair = {};
    spec.contexts = 10;
    spec.humanLabelledContexts = 10;
    const QString path = ui_test::buildCalibrationProject(
        m_folder.filePath(QStringLiteral("no-systems.pairrank")), spec);
    QVERIFY(!path.isEmpty());
    auto database = ui_test::openProject(path);
    QVERIFY(database);
    auto content = analysis::gatherReportContent(*database, {});
    QVERIFY2(content.ok(), qPrintable(content.error().message));
    QVERIFY(!content->calibration.winRatesMissing.isEmpty());
    QTemporaryDir folder;
    const auto files = exportReport(*content, {folder.path(), QStringLiteral("r")});
    QVERIFY2(files.ok(), qPrintable(files.error().message));
    QStringList names;
    for (const QString& file : *files) {
        names.append(QFileInfo(file).fileName());
    }
    names.sort();
    QCOMPARE(
        names,
        (QStringList{QStringLiteral("r-accuracy.csv"), QStringLiteral("r-judge-accuracy.png"),
                     QStringLiteral("r-judge-accuracy.svg"), QStringLiteral("r-matrix.csv"),
                     QStringLiteral("r-pairs.csv"), QStringLiteral("r-rankings.csv"),
                     QStringLiteral("r.html"), QStringLiteral("r.json"), QStringLiteral("r.pdf")}));
    const QString html = reportHtml(*content, ReportImages::Embedded);
    QCOMPARE(html.count(QStringLiteral("<img src=\"data:image/png;base64,")), 1);
    QVERIFY(html.contains(u'>' + reportSectionTitles().at(4).toHtmlEscaped() +
                          QStringLiteral("</h2>")));
    QVERIFY(!html.contains(u'>' + reportSectionTitles().at(2).toHtmlEscaped() +
                           QStringLiteral("</h2>")));
}

void TestReportExport::pairsWithFewLabelsShareOneWarningInTheDocuments() {
    // Four pairs with few labels: one sentence names them all, in the HTML's list and in the
    // summary's count; the JSON keeps one warning per pair.
    ReportContent content = contentWithoutEstimates();
    for (int pair = 1; pair <= 4; ++pair) {
        analysis::CalibrationWarning warning;
        warning.kind = analysis::WarningKind::FewHumanLabels;
        warning.firstSystem = QStringLiteral("a%1").arg(pair);
        warning.secondSystem = QStringLiteral("b%1").arg(pair);
        warning.humanLabelledItems = pair;
        warning.message = QStringLiteral("a%1 vs b%1: few labels").arg(pair);
        content.calibration.warnings.append(warning);
    }
    const QString html = reportHtml(content, ReportImages::Embedded);
    QVERIFY(!html.contains(QStringLiteral("few labels")));
    const qsizetype merged =
        html.indexOf(QStringLiteral("a1 vs b1 (1), a2 vs b2 (2), a3 vs b3 (3), "
                                    "a4 vs b4 (4)"));
    QVERIFY(merged > 0);
    QVERIFY(html.lastIndexOf(QStringLiteral("<li>"), merged) >
            html.lastIndexOf(QStringLiteral("</li>"), merged));
    // The other warning and the merged one.
    QVERIFY2(html.contains(QStringLiteral("2 warning(s) below")) ||
                 html.contains(QStringLiteral("2 warnings below")),
             qPrintable(html.left(4000)));
    const QJsonArray warnings =
        analysis::reportJson(content).value(QStringLiteral("warnings")).toArray();
    QCOMPARE(warnings.size(), 5);
}

void TestReportExport::documentsShowTheFirstRanksOfALargePool() {
    // 600 candidates, 100 more than the HTML and PDF show; the CSV holds every one.
    ReportContent content = contentWithoutEstimates();
    analysis::RankingSnapshot ranking;
    ranking.contextExternalId = QStringLiteral("pool");
    for (int rank = 1; rank <= 600; ++rank) {
        analysis::RankingRow row;
        row.candidateId = rank;
        row.externalId = QStringLiteral("candidate-%1").arg(rank);
        row.rank = rank;
        row.score = -0.01 * rank;
        ranking.rows.append(row);
    }
    content.rankings.append(ranking);
    const QString html = reportHtml(content, ReportImages::Embedded);
    QVERIFY(html.contains(QStringLiteral(">candidate-500<")));
    QVERIFY(!html.contains(QStringLiteral(">candidate-501<")));
    QVERIFY(html.contains(
        QStringLiteral("100 more candidates of this context are in the CSV and JSON exports.")));
    QTemporaryDir folder;
    const auto files = exportReport(content, {folder.path(), QStringLiteral("pool")});
    QVERIFY2(files.ok(), qPrintable(files.error().message));
    QFile csv(QDir(folder.path()).filePath(QStringLiteral("pool-rankings.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray rankings = csv.readAll();
    QVERIFY(rankings.contains("candidate-600"));
    QCOMPARE(rankings.count('\n'), 601); // the header and every candidate
}

void TestReportExport::cancelledExportLeavesTheFolderAsItWas_data() {
    QTest::addColumn<qint64>("abortAt");
    const qint64 files = reportFilePaths(m_content, {QString(), QStringLiteral("r")}).size();
    for (const qint64 step : {qint64{0}, qint64{1}, qint64{2}, files / 2, files - 1}) {
        QTest::addRow("before file %lld of %lld", step + 1, files) << step;
    }
}

// Cancelled before any file or before the last one: the files of an earlier
// export are as they were, and nothing new is in the folder (no temporary file either).
void TestReportExport::cancelledExportLeavesTheFolderAsItWas() {
    QFETCH(qint64, abortAt);
    QTemporaryDir folder;
    const QString earlier = QDir(folder.path()).filePath(QStringLiteral("r.html"));
    {
        QFile file(earlier);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("an earlier report");
    }
    const qint64 files = reportFilePaths(m_content, {folder.path(), QStringLiteral("r")}).size();
    QList<qint64> seen;
    const auto written = exportReport(
        m_content, {folder.path(), QStringLiteral("r")}, [&](const common::Progress& step) {
            seen.append(step.total == files ? step.done : -1);
            return step.done == abortAt ? common::ProgressDecision::Abort
                                        : common::ProgressDecision::Continue;
        });
    QVERIFY(!written.ok());
    QVERIFY2(isCancelled(written.error()), qPrintable(written.error().message));
    QList<qint64> expected(abortAt + 1);
    std::iota(expected.begin(), expected.end(), 0);
    QCOMPARE(seen, expected);
    QCOMPARE(QDir(folder.path())
                 .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("r.html")});
    QFile file(earlier);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("an earlier report"));
}

void TestReportExport::failedExportRemovesWhatItWrote() {
    QTemporaryDir folder;
    // A folder where the matrix CSV should go: that file cannot be written, after
    // the HTML, PDF, JSON and pairs CSV were.
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("r-matrix.csv")));
    qint64 lastStep = -1;
    const auto files = exportReport(m_content, {folder.path(), QStringLiteral("r")},
                                    [&](const common::Progress& step) {
                                        lastStep = step.done;
                                        return common::ProgressDecision::Continue;
                                    });
    QVERIFY(!files.ok());
    QVERIFY2(files.error().message.contains(QStringLiteral("r-matrix.csv")),
             qPrintable(files.error().message));
    QVERIFY(!isCancelled(files.error()));
    // Every file was made before the first was written.
    QCOMPARE(lastStep, reportFilePaths(m_content, {folder.path(), QStringLiteral("r")}).size() - 1);
    QVERIFY(
        QDir(folder.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

void TestReportExport::cancelledGatheringStops_data() {
    QTest::addColumn<qint64>("abortAt");
    QTest::newRow("before the win rates") << qint64{0};
    QTest::newRow("before the first context's ranking") << qint64{1};
    QTest::newRow("before the last context's ranking") << qint64{kContexts};
}

void TestReportExport::cancelledGatheringStops() {
    QFETCH(qint64, abortAt);
    auto database = ui_test::openProject(m_projectPath);
    QVERIFY(database);
    analysis::ReportGatherRequest request;
    request.calibration.criterion = kCriterion;
    QList<qint64> seen;
    const auto content =
        analysis::gatherReportContent(*database, request, [&](const common::Progress& step) {
            seen.append(step.total == 1 + kContexts ? step.done : -1);
            return step.done == abortAt ? common::ProgressDecision::Abort
                                        : common::ProgressDecision::Continue;
        });
    QVERIFY(!content.ok());
    QVERIFY2(isCancelled(content.error()), qPrintable(content.error().message));
    // A context's ranking asks again within its step (between its reads, at each Newton
    // iteration), reporting the step: each step is seen once or more, in order, and the
    // work stopped at the first Abort.
    QCOMPARE(seen.last(), abortAt);
    QCOMPARE(seen.count(abortAt), 1);
    QList<qint64> steps = seen;
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    QList<qint64> expected(abortAt + 1);
    std::iota(expected.begin(), expected.end(), 0);
    QCOMPARE(steps, expected);
}

void TestReportExport::dialogBuildsTheRequest() {
    ExportReportDialog dialog(QStringLiteral("my-report"), nullptr);
    dialog.setFolder(m_folder.path());
    dialog.setFormats(ReportFormat::Pdf | ReportFormat::Json);
    const ReportExportRequest request = dialog.request();
    QCOMPARE(request.folder, QDir::fromNativeSeparators(m_folder.path()));
    QCOMPARE(request.baseName, QStringLiteral("my-report"));
    QCOMPARE(request.formats, ReportFormats(ReportFormat::Pdf | ReportFormat::Json));
}

namespace {

// An export job on a session with `project` open, and spies on its signals.
struct JobOnProject {
    explicit JobOnProject(const QString& project) {
        QSignalSpy opened(&session, &ProjectSession::projectOpened);
        session.openProject(project);
        isOpen = opened.wait(20000);
    }
    ProjectSession session;
    bool isOpen = false;
    ReportExportJob job{session, nullptr};
    QSignalSpy finished{&job, &ReportExportJob::finished};
    QSignalSpy failed{&job, &ReportExportJob::failed};
    QSignalSpy cancelled{&job, &ReportExportJob::cancelled};
    QTemporaryDir folder;
};

} // namespace

void TestReportExport::jobExportsThroughTheSession() {
    JobOnProject project(m_projectPath);
    QVERIFY(project.isOpen);
    project.job.start({kCriterion},
                      {project.folder.path(), QStringLiteral("job"), ReportFormat::Json});
    QVERIFY(project.job.isRunning());
    QVERIFY(project.finished.wait(30000));
    QCOMPARE(project.failed.count(), 0);
    const QStringList files = project.finished.first().first().toStringList();
    QCOMPARE(files, QStringList{QDir(project.folder.path()).filePath(QStringLiteral("job.json"))});
    QVERIFY(!project.job.isRunning());
}

// As the progress dialog's Cancel does, right after the start: the job says it
// was cancelled (not failed) and the folder stays empty.
void TestReportExport::cancelledJobWritesNothing() {
    JobOnProject project(m_projectPath);
    QVERIFY(project.isOpen);
    project.job.start({kCriterion}, {project.folder.path(), QStringLiteral("job")});
    project.job.cancel();
    QVERIFY(project.cancelled.wait(30000));
    QCOMPARE(project.finished.count(), 0);
    QCOMPARE(project.failed.count(), 0);
    QVERIFY(!project.job.isRunning());
    QCOMPARE(QDir(project.folder.path())
                 .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList());
}

// Export report… as a person does it: a folder typed in, Export clicked, and the
// progress dialog's Cancel clicked while the export waits for the project's
// worker. The export says it was cancelled (no error is shown), the progress
// dialog closes, and the folder stays empty.
void TestReportExport::progressDialogCancelWritesNothing() {
    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(m_projectPath);
    QVERIFY(opened.wait(20000));
    QWidget window;
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());

    startReportExport(session, {kCriterion}, &window);
    auto* dialog = window.findChild<ExportReportDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto* field = ui_test::childNamed<QLineEdit>(*dialog, QStringLiteral("Folder"));
    QVERIFY(field && field->isVisible());
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, QDir::toNativeSeparators(folder.path()));
    QCOMPARE(QDir::fromNativeSeparators(field->text()), folder.path());
    QPushButton* exportButton = nullptr;
    for (QPushButton* button : dialog->findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("Export")) {
            exportButton = button;
        }
    }
    QVERIFY(exportButton && exportButton->isEnabled());

    ui_test::WorkerHold hold(session);
    QTest::mouseClick(exportButton, Qt::LeftButton);
    QPointer<ReportExportJob> job = window.findChild<ReportExportJob*>();
    QVERIFY(job);
    QSignalSpy cancelled(job.data(), &ReportExportJob::cancelled);
    QSignalSpy failed(job.data(), &ReportExportJob::failed);
    QSignalSpy finished(job.data(), &ReportExportJob::finished);
    QPointer<ProgressDialog> progress;
    QTRY_VERIFY_WITH_TIMEOUT((progress = window.findChild<ProgressDialog*>()) != nullptr &&
                                 progress->isVisible(),
                             20000);
    auto* cancel = progress->findChild<QPushButton*>();
    QVERIFY(cancel && cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    hold.release();

    QVERIFY(cancelled.wait(30000));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(finished.count(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!progress, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!job, 10000); // it deletes itself
    QVERIFY(window.findChild<QMessageBox*>() == nullptr);
    QCOMPARE(QDir(folder.path())
                 .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
             QStringList());
}

void TestReportExport::dialogOffersToCreateAMissingFolder() {
    QTemporaryDir folder;
    const QString missing = QDir(folder.path()).filePath(QStringLiteral("not/yet/there"));
    ExportReportDialog dialog(QStringLiteral("my-report"), nullptr, folder.path());
    // The field has a label of its own, so its '&' is a mnemonic and not shown.
    auto* field = ui_test::childNamed<QLineEdit>(dialog, QStringLiteral("Folder"));
    QVERIFY(field);
    const QList<QLabel*> labels = dialog.findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(),
                        [field](const QLabel* label) { return label->buddy() == field; }));
    dialog.setFolder(missing);
    dialog.show();
    QAbstractButton* exportButton = nullptr;
    for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>()) {
        if (button->text() == QStringLiteral("Export")) {
            exportButton = button;
        }
    }
    QVERIFY(exportButton);
    QVERIFY(exportButton->isEnabled());
    exportButton->click();
    QMessageBox* question = nullptr;
    QTRY_VERIFY((question = dialog.findChild<QMessageBox*>()) != nullptr && question->isVisible());
    QVERIFY(question->text().contains(QDir::toNativeSeparators(missing)));
    QVERIFY(!QFileInfo::exists(missing)); // nothing is made before the answer
    question->button(QMessageBox::Yes)->click();
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(QFileInfo(missing).isDir());
    QCOMPARE(dialog.request().folder, QDir::fromNativeSeparators(missing));
}

// Each context's ranking puts the human labels of the criterion in, and says how
// many: the labels stored for that context, skips left out.
void TestReportExport::rankingsCountTheHumanLabelsUsed() {
    auto database = ui_test::openProject(m_projectPath);
    QVERIFY(database);
    const auto labels = storage::allHumanLabels(*database, {});
    QVERIFY(labels);
    QFile pdf(fileWithSuffix(QStringLiteral(".html")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(pdf.readAll());
    int skips = 0;
    for (const analysis::RankingSnapshot& ranking : m_content.rankings) {
        qint64 stored = 0;
        for (const domain::HumanLabel& label : *labels) {
            if (label.contextId == ranking.contextId) {
                stored += label.choice == domain::HumanChoice::Skip ? 0 : 1;
                skips += label.choice == domain::HumanChoice::Skip ? 1 : 0;
            }
        }
        QVERIFY(stored > 0);
        QCOMPARE(ranking.humanLabels, stored);
        QVERIFY2(html.contains(QStringLiteral("%1 human labels used").arg(stored)),
                 qPrintable(ranking.contextExternalId));
    }
    QVERIFY(skips > 0); // the project has skips, and they were left out
}

// QTextDocument breaks a word anywhere when its column is too narrow; read back
// with poppler, each table's header row has its words whole and in order.
void TestReportExport::pdfTableHeadersKeepTheirWordsWhole() {
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is missing");
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-raw"), fileWithSuffix(QStringLiteral(".pdf")),
                              QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    // NFKC: the PDF's font writes "fi" as one ligature character.
    const QString text = QString::fromUtf8(process.readAllStandardOutput())
                             .normalized(QString::NormalizationForm_KC);
    QVERIFY(!text.isEmpty());
    const QStringList headers{
        QStringLiteral("rank candidate system score 95 % interval rank range P(above next) judged "
                       "reference"),
        QStringLiteral("judge q0 (humans: first) agreed / labelled q1 (humans: second) agreed / "
                       "labelled overall accuracy"),
        QStringLiteral("diagnostic estimate comparisons"),
        QStringLiteral("estimate judge win rate 95 % interval based on")};
    for (const QString& header : headers) {
        // The words in order, a line break or a space between them, none inside one.
        QStringList words = header.split(u' ');
        for (QString& word : words) {
            word = QRegularExpression::escape(word);
        }
        const QRegularExpression row(words.join(QStringLiteral("\\s+")));
        QVERIFY2(row.match(text).hasMatch(), qPrintable(header));
    }
}

// Five systems with long names (PandaLM's) do not leave each column its longest
// word at once; a name may then break after a hyphen, as a line may, never inside.
void TestReportExport::longSystemNamesBreakOnlyAfterHyphens() {
    ReportContent content = contentWithoutEstimates();
    stats::WinRateReport& report = content.calibration.winRates;
    report.systems = {"llama-7b", "pythia-6.9b", "bloom-7b", "opt-7b", "cerebras-gpt-6.7B"};
    report.winRate.assign(5, std::vector<std::optional<double>>(5));
    for (std::size_t row = 0; row < 5; ++row) {
        for (std::size_t column = 0; column < 5; ++column) {
            if (row != column) {
                report.winRate[row][column] = row < column ? 0.625 : 0.375;
            }
        }
    }
    report.ranking = {0, 1, 2, 3, 4};
    report.averageWinRate.assign(5, 0.5);
    const QString pdfPath = m_folder.filePath(QStringLiteral("long-names.pdf"));
    QFile pdf(pdfPath);
    QVERIFY(pdf.open(QIODevice::WriteOnly));
    pdf.write(reportPdf(content));
    pdf.close();
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-raw"), pdfPath, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    QStringList words{QStringLiteral("row preferred over column")};
    for (const std::string& system : report.systems) {
        words.append(QString::fromStdString(system));
    }
    words.append(QStringLiteral("average"));
    // The matrix table's header row: a space or line break between words, and
    // within a name only after a hyphen.
    QStringList patterns;
    for (const QString& word : words) {
        patterns.append(QRegularExpression::escape(word)
                            .replace(QStringLiteral("\\-"), QStringLiteral("-\\s*"))
                            .replace(QStringLiteral("\\ "), QStringLiteral("\\s+")));
    }
    const QRegularExpression header(patterns.join(QStringLiteral("\\s+")));
    QVERIFY2(header.match(text).hasMatch(), qPrintable(text.left(2500)));
}

// SummEval's 16 systems make 120 pairs: a forest plot that tall cannot be one
// picture on a page, so the document shows it in parts that each fit on one.
void TestReportExport::manyPairsAreChartedInPageSizedParts() {
    ReportContent many = m_content;
    auto& pairs = many.calibration.winRates.pairs;
    QVERIFY(many.calibration.winRates.pooledRegression.value);
    auto& pooled = many.calibration.winRates.pooledRegression.value->pairs;
    const std::vector<stats::PairReport> three = pairs;
    const std::vector<stats::PooledRegressionPair> threePooled = pooled;
    while (pairs.size() < 40) {
        pairs.insert(pairs.end(), three.begin(), three.end());
        pooled.insert(pooled.end(), threePooled.begin(), threePooled.end());
    }
    const int parts = documentChartParts(many, ReportChart::PairWinRates);
    QVERIFY(parts >= 2);
    const QSize whole = chartSize(many, ReportChart::PairWinRates);
    int height = 0;
    for (int part = 0; part < parts; ++part) {
        const QSize size = documentChartSize(many, ReportChart::PairWinRates, part);
        // Shown 640 px wide, as tall as the 257 mm of an A4 page's text at 96 dpi at most.
        const double shownHeight = size.height() * std::min(1.0, 640.0 / size.width());
        QVERIFY2(shownHeight < 900, qPrintable(QString::number(shownHeight)));
        QVERIFY(nonBlank(documentChartImage(many, ReportChart::PairWinRates, part, 1.0)));
        height += size.height();
    }
    // Every row is in some part: together the parts are at least as tall as the whole.
    QVERIFY(height >= whole.height());
    // And the PDF holds each part as a picture of its own.
    const QString pdfPath = m_folder.filePath(QStringLiteral("many.pdf"));
    QFile pdf(pdfPath);
    QVERIFY(pdf.open(QIODevice::WriteOnly));
    pdf.write(reportPdf(many));
    pdf.close();
    const QString pdfimages = QStandardPaths::findExecutable(QStringLiteral("pdfimages"));
    QVERIFY2(!pdfimages.isEmpty(), "pdfimages (poppler-utils) is missing");
    QProcess process;
    process.start(pdfimages, {QStringLiteral("-list"), pdfPath});
    QVERIFY(process.waitForFinished(60000));
    const qsizetype images =
        QString::fromUtf8(process.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts).size() -
        2;
    QVERIFY(images >= parts + 2);
}

QTEST_MAIN(TestReportExport)
#include "test_report_export.moc"
