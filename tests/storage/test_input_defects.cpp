// Files that an earlier reader took and stored wrongly, now read as written:
// integer ids beyond 2^53, a context's text given after its first row, JSON
// Lines and CSV from a FIFO, and a cancelled import (through the one progress
// protocol) that leaves the project as it was. The refusals are rows of
// test_bad_input.
#include "fifo_feeder.h"
#include "storage/candidate_importer.h"
#include "storage/candidate_store.h"
#include "storage/human_label_importer.h"
#include "storage/judgement_importer.h"
#include "storage/judgement_store.h"
#include "storage_test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

class InputDefectsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void integerIdsAbove2To53LandOnTheirOwnCandidates();
    void contextFirstSeenWithoutTextTakesTheTextGivenLater();
    void projectContextWithoutTextTakesTheImportedText();
    void jsonLinesAndCsvAreReadFromAFifo();
    void messyButValidJsonLinesImport();
    void cancelledImportLeavesTheProjectAsItWas();

private:
    // A file of the current test; a project of the current backend.
    QString path(const QString& name) const { return m_backend.filePath(name); }
    QString projectAt(const QString& name) { return m_backend.location(name); }
    testing::BackendFixture m_backend;
};

namespace {

QString candidateExternalId(ProjectDatabase& project, domain::CandidateId id) {
    Result<std::optional<domain::Candidate>> candidate = findCandidate(project, id);
    return candidate && candidate->has_value() ? (*candidate)->externalId : QString();
}

QString contextText(ProjectDatabase& project, const QString& externalId) {
    Result<std::optional<domain::Context>> context = findContextByExternalId(project, externalId);
    return context && context->has_value() ? (*context)->text : QStringLiteral("<missing>");
}

} // namespace

void InputDefectsTest::integerIdsAbove2To53LandOnTheirOwnCandidates() {
    // 2^53 + 1 and 2^53 are one double apart from nothing: a reader that goes
    // through double puts both judgements on the same candidate.
    testing::writeFile(
        path(QStringLiteral("candidates.csv")),
        "context_id,candidate_id,text\n"
        "c,9007199254740992,even\nc,9007199254740993,odd\nc,9007199254740994,next\n");
    testing::writeFile(path(QStringLiteral("judgements.jsonl")),
                       "{\"a\":9007199254740993,\"b\":9007199254740992,\"p\":0.7}\n"
                       "{\"a\":9007199254740994,\"b\":9007199254740993,\"p\":0.4}\n");
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    Result<ImportSummary> candidates = importCandidatesFromFile(
        *project, path(QStringLiteral("candidates.csv")), InputFormat::Csv, CandidateColumns{});
    QVERIFY2(candidates, qPrintable(candidates.error().toString()));
    Result<ImportSummary> judgements = importJudgementsFromFile(
        *project, path(QStringLiteral("judgements.jsonl")), InputFormat::JsonLines);
    QVERIFY2(judgements, qPrintable(judgements.error().toString()));
    Result<QList<domain::Judgement>> stored = allJudgements(*project, {});
    QVERIFY(stored);
    QCOMPARE(stored->size(), 2);
    QCOMPARE(candidateExternalId(*project, stored->at(0).candidateA),
             QStringLiteral("9007199254740993"));
    QCOMPARE(candidateExternalId(*project, stored->at(0).candidateB),
             QStringLiteral("9007199254740992"));
    QCOMPARE(candidateExternalId(*project, stored->at(1).candidateA),
             QStringLiteral("9007199254740994"));
    QCOMPARE(candidateExternalId(*project, stored->at(1).candidateB),
             QStringLiteral("9007199254740993"));
}

void InputDefectsTest::contextFirstSeenWithoutTextTakesTheTextGivenLater() {
    testing::writeFile(path(QStringLiteral("candidates.jsonl")),
                       "{\"context_id\":\"n1\",\"candidate_id\":\"x\",\"text\":\"first\"}\n"
                       "{\"context_id\":\"n1\",\"candidate_id\":\"y\",\"text\":\"second\","
                       "\"context\":\"The article\"}\n"
                       "{\"context_id\":\"n1\",\"candidate_id\":\"z\",\"text\":\"third\","
                       "\"context\":\"The article\"}\n");
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    Result<ImportSummary> imported =
        importCandidatesFromFile(*project, path(QStringLiteral("candidates.jsonl")),
                                 InputFormat::JsonLines, CandidateColumns{});
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    QCOMPARE(imported->contextsCreated, 1);
    QCOMPARE(contextText(*project, QStringLiteral("n1")), QStringLiteral("The article"));

    // A different text after that is refused, naming the line the text came from.
    testing::writeFile(path(QStringLiteral("conflict.csv")),
                       "context_id,candidate_id,text,context\nn2,p,t,\nn2,q,t,One\nn2,r,t,Two\n");
    Result<ImportSummary> refused = importCandidatesFromFile(
        *project, path(QStringLiteral("conflict.csv")), InputFormat::Csv, CandidateColumns{});
    QVERIFY(!refused);
    QVERIFY2(refused.error().toString().endsWith(
                 QStringLiteral(":4:8: context: context 'n2' has a different text here than on "
                                "line 3")),
             qPrintable(refused.error().toString()));
    QCOMPARE(contextText(*project, QStringLiteral("n2")), QStringLiteral("<missing>"));
}

void InputDefectsTest::projectContextWithoutTextTakesTheImportedText() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    testing::writeFile(path(QStringLiteral("first.csv")), "context_id,candidate_id,text\nn1,x,t\n");
    testing::writeFile(path(QStringLiteral("second.csv")),
                       "context_id,candidate_id,text,context\nn1,y,u,The article\n");
    QVERIFY(importCandidatesFromFile(*project, path(QStringLiteral("first.csv")), InputFormat::Csv,
                                     CandidateColumns{}));
    QCOMPARE(contextText(*project, QStringLiteral("n1")), QString());
    Result<ImportSummary> second = importCandidatesFromFile(
        *project, path(QStringLiteral("second.csv")), InputFormat::Csv, CandidateColumns{});
    QVERIFY2(second, qPrintable(second.error().toString()));
    QCOMPARE(second->contextsCreated, 0);
    QCOMPARE(contextText(*project, QStringLiteral("n1")), QStringLiteral("The article"));
}

void InputDefectsTest::jsonLinesAndCsvAreReadFromAFifo() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    {
        testing::FifoFeeder candidates(path(QStringLiteral("candidates.csv")),
                                       testing::smallCandidatesCsv());
        QVERIFY(candidates.created());
        Result<ImportSummary> imported = importCandidatesFromFile(
            *project, path(QStringLiteral("candidates.csv")), InputFormat::Csv, CandidateColumns{});
        QVERIFY2(imported, qPrintable(imported.error().toString()));
        QCOMPARE(imported->candidatesCreated, 4);
    }
    {
        testing::FifoFeeder judgements(path(QStringLiteral("judgements.jsonl")),
                                       "{\"a\":\"a\",\"b\":\"b\",\"p\":0.7}\n"
                                       "{\"a\":\"b\",\"b\":\"c\",\"p\":0.2}\n"
                                       "{\"a\":\"c\",\"b\":\"a\",\"status\":\"refusal\"}\n");
        QVERIFY(judgements.created());
        Result<ImportSummary> imported = importJudgementsFromFile(
            *project, path(QStringLiteral("judgements.jsonl")), InputFormat::JsonLines);
        QVERIFY2(imported, qPrintable(imported.error().toString()));
        QCOMPARE(imported->judgementsCreated, 3);
    }
    {
        testing::FifoFeeder labels(
            path(QStringLiteral("labels.jsonl")),
            "{\"annotator\":\"ann\",\"a\":\"a\",\"b\":\"b\",\"choice\":\"A\"}\n");
        QVERIFY(labels.created());
        Result<ImportSummary> imported = importHumanLabelsFromFile(
            *project, path(QStringLiteral("labels.jsonl")), InputFormat::JsonLines);
        QVERIFY2(imported, qPrintable(imported.error().toString()));
        QCOMPARE(imported->humanLabelsCreated, 1);
    }
}

void InputDefectsTest::messyButValidJsonLinesImport() {
    // A byte-order mark, CRLF, blank and white-space lines, escapes of every
    // kind, a surrogate pair, integer ids and a number with an exponent.
    testing::writeFile(path(QStringLiteral("candidates.jsonl")),
                       "\xEF\xBB\xBF{\"candidate_id\":1,\"text\":\"tab\\there \\\"quoted\\\" "
                       "\\u00e9 \\ud83d\\ude00\",\"scores\":{\"q\":2.5e0}}\r\n"
                       "\r\n \t \r\n"
                       "{\"candidate_id\" : 2 , \"text\" : \"\\u0001 kept\" }\r\n");
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    CandidateColumns columns;
    columns.referenceScoreObject = QStringLiteral("scores");
    Result<ImportSummary> imported = importCandidatesFromFile(
        *project, path(QStringLiteral("candidates.jsonl")), InputFormat::JsonLines, columns);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    Result<QList<domain::Candidate>> candidates = candidatesPage(*project, {});
    QVERIFY(candidates && candidates->size() == 2);
    QCOMPARE(candidates->at(0).externalId, QStringLiteral("1"));
    QCOMPARE(candidates->at(0).text, QString::fromUtf8("tab\there \"quoted\" é 😀"));
    QCOMPARE(candidates->at(0).referenceScores.value(QStringLiteral("q")), 2.5);
    QCOMPARE(candidates->at(1).text, QStringLiteral("\u0001 kept"));
}

void InputDefectsTest::cancelledImportLeavesTheProjectAsItWas() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    testing::writeFile(path(QStringLiteral("small.csv")), testing::smallCandidatesCsv());
    QVERIFY(importCandidatesFromFile(*project, path(QStringLiteral("small.csv")), InputFormat::Csv,
                                     CandidateColumns{}));
    QByteArray rows = "context_id,candidate_id,text\n";
    for (int i = 0; i < 2500; ++i) {
        rows += "c1,id" + QByteArray::number(i) + ",text\n";
    }
    testing::writeFile(path(QStringLiteral("many.csv")), rows);
    const QMap<QString, qint64> countsBefore = testing::rowCounts(*project);
    project.reset();
    const QByteArray checksumBefore = testing::projectChecksum(projectAt(QStringLiteral("p.pr")));

    project = testing::openProject(projectAt(QStringLiteral("p.pr")));
    QVERIFY(project);
    QList<std::int64_t> reported;
    Result<ImportSummary> imported =
        importCandidatesFromFile(*project, path(QStringLiteral("many.csv")), InputFormat::Csv,
                                 CandidateColumns{}, [&reported](const common::Progress& progress) {
                                     reported << progress.done;
                                     return progress.done >= 1000
                                                ? common::ProgressDecision::Abort
                                                : common::ProgressDecision::Continue;
                                 });
    QVERIFY(!imported);
    QVERIFY2(isCancelled(imported.error()), qPrintable(imported.error().toString()));
    QCOMPARE(imported.error().message, QStringLiteral("cancelled"));
    QCOMPARE(reported, (QList<std::int64_t>{0, 1000})); // told at the start, then midway
    QVERIFY(!project->inTransaction());
    QCOMPARE(testing::rowCounts(*project), countsBefore);
    project.reset();
    QCOMPARE(testing::projectChecksum(projectAt(QStringLiteral("p.pr"))), checksumBefore);
}

QTEST_GUILESS_MAIN(InputDefectsTest)
#include "test_input_defects.moc"
