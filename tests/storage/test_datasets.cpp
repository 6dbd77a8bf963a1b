// Every dataset in data/ imports through the ordinary import path, and the demo
// dataset in resources/demo too. Expected
// contexts and candidates are the counts the dataset READMEs state; expected
// judgements and labels are counted here from the files with a plain JSON parse.
#include "storage/comparison_loader.h"
#include "storage/dataset_adapters.h"
#include "storage/judgement_store.h"
#include "storage/project_summary.h"
#include "storage_test_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

class DatasetsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void demoDatasetImports();
    void datasetImports_data();
    void datasetImports();
    void swappedJudgeDecisionsKeepTheShownOrder();

private:
    testing::BackendFixture m_backend;
};

namespace {

struct FileCounts {
    qint64 lines = 0;
    qint64 judgeDecisions = 0;
    qint64 humanLabels = 0;
};

// Counted independently of the importers: one label per vote (or one per item).
FileCounts countFile(const QString& path) {
    FileCounts counts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return counts;
    }
    while (!file.atEnd()) {
        const QJsonObject item = QJsonDocument::fromJson(file.readLine()).object();
        ++counts.lines;
        counts.judgeDecisions += item.value(QStringLiteral("judges")).toObject().size();
        if (item.contains(QStringLiteral("human_votes"))) {
            counts.humanLabels += item.value(QStringLiteral("human_votes")).toArray().size();
        } else if (item.contains(QStringLiteral("human_label"))) {
            ++counts.humanLabels;
        }
    }
    return counts;
}

} // namespace

void DatasetsTest::demoDatasetImports() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("demo.pairrank")));
    QVERIFY(project);
    Result<ImportSummary> imported =
        importDatasetFromFile(*project, QStringLiteral(PAIRRANK_DEMO_DATA "/summeval_demo.jsonl"),
                              KnownDataset::SummEval);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    Result<ProjectSummary> summary = summarizeProject(*project);
    QVERIFY(summary);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("contexts")), 8);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("candidates")), 128);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("reference_scores")), 128 * 4);
    QCOMPARE(summary->candidatesBySystem.size(), 16);
    QCOMPARE(summary->largestContext, 16);
}

void DatasetsTest::datasetImports_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("contexts");
    QTest::addColumn<qint64>("candidates");
    QTest::addColumn<qint64>("referenceScores");
    // Counts stated by each dataset's README.
    QTest::newRow("summeval") << "summeval" << qint64(80) << qint64(1280) << qint64(1280 * 4);
    QTest::newRow("hanna") << "hanna" << qint64(1) << qint64(1056) << qint64(1056 * 6);
    QTest::newRow("llmbar") << "llmbar" << qint64(311) << qint64(622) << qint64(0);
    QTest::newRow("mtbench_llmbar") << "mtbench_llmbar" << qint64(144) << qint64(288) << qint64(0);
    QTest::newRow("llmeval2") << "llmeval2" << qint64(1866) << qint64(3732) << qint64(0);
    QTest::newRow("pandalm") << "pandalm" << qint64(739) << qint64(1478) << qint64(0);
}

void DatasetsTest::datasetImports() {
    QFETCH(QString, name);
    QFETCH(qint64, contexts);
    QFETCH(qint64, candidates);
    QFETCH(qint64, referenceScores);
    const QString root = QStringLiteral(PAIRRANK_DATASETS);
    const QString file = QStringLiteral("%1/%2/%2.jsonl").arg(root, name);
    QVERIFY2(QFile::exists(file), qPrintable(file + QStringLiteral(" is missing")));
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("dataset.pairrank")));
    QVERIFY(project);
    Result<KnownDataset> dataset = knownDatasetFromName(name);
    QVERIFY(dataset);
    Result<ImportSummary> imported = importDatasetFromFile(*project, file, *dataset);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    const FileCounts counts = countFile(file);
    Result<ProjectSummary> summary = summarizeProject(*project);
    QVERIFY(summary);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("contexts")), contexts);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("candidates")), candidates);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("reference_scores")), referenceScores);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("judgements")), counts.judgeDecisions);
    QCOMPARE(summary->rowsByTable.value(QStringLiteral("human_labels")),
             isRankingDataset(*dataset) ? 0 : counts.humanLabels);
    QCOMPARE(imported->records, counts.lines);
    if (name == QStringLiteral("hanna")) {
        // One pool (DESIGN.md §1): 11 systems, 2 stories without one.
        QCOMPARE(summary->largestContext, 1056);
        QCOMPARE(summary->candidatesBySystem.value(QString()), 2);
        QCOMPARE(summary->candidatesBySystem.size(), 12);
    }
}

void DatasetsTest::swappedJudgeDecisionsKeepTheShownOrder() {
    // An item judged "A" in the original order and "B" when swapped (mapped back
    // to the file's order): the judge preferred whatever it saw first both times,
    // which the shown order must keep visible (positional bias, DESIGN.md §3).
    const QString file = m_backend.filePath(QStringLiteral("pairs.jsonl"));
    testing::writeFile(file,
                       "{\"item_id\":\"i1\",\"prompt\":\"p\",\"output_a\":\"x\",\"output_b\":\"y\","
                       "\"human_label\":\"A\",\"judges\":{\"J/s\":\"A\",\"J/s/swapped\":\"B\"}}\n");
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(m_backend.location(QStringLiteral("p.pairrank")));
    QVERIFY(project);
    Result<ImportSummary> imported = importDatasetFromFile(*project, file, KnownDataset::LlmBar);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    QCOMPARE(imported->runsCreated, 1);
    Result<QList<domain::Judgement>> judgements = judgementsPage(*project, {});
    QVERIFY(judgements);
    QCOMPARE(judgements->size(), 2);
    const domain::Judgement& original = judgements->at(0);
    const domain::Judgement& swapped = judgements->at(1);
    QCOMPARE(swapped.candidateA, original.candidateB);
    QCOMPARE(swapped.candidateB, original.candidateA);
    QCOMPARE(*original.p, 0.75); // (1 + 0.5) / (1 + 1): output_a shown first won
    QCOMPARE(*swapped.p, 0.75);  // output_b shown first won too
    Result<ComparisonInput> input = loadComparisons(*project, original.contextId);
    QVERIFY(input);
    QCOMPARE(input->comparisons.size(), std::size_t(2));
    QCOMPARE(input->comparisons[1].a, 1);
}

QTEST_GUILESS_MAIN(DatasetsTest)
#include "test_datasets.moc"
