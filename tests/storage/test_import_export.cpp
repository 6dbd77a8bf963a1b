// Imports through column mappings, exports, and the round trip: what an export
// writes, an import reads back into an equal project (its export is identical).
#include "storage/candidate_column_guess.h"
#include "storage/candidate_importer.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/exporters.h"
#include "storage/human_label_importer.h"
#include "storage/human_label_store.h"
#include "storage/judgement_importer.h"
#include "storage/score_store.h"
#include "storage_test_support.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace pairrank;
using namespace pairrank::storage;

class ImportExportTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init() { m_backend.startTest(); }
    void candidatesRoundTrip_data();
    void candidatesRoundTrip();
    void judgementsAndLabelsRoundTrip_data();
    void judgementsAndLabelsRoundTrip();
    void mappingRenamesColumns();
    void mappingRefusesUnknownFields();
    void guessedMappingFollowsNamesAndValues_data();
    void guessedMappingFollowsNamesAndValues();
    void importAppendsToAnExistingContext();
    void textPrefixCountsCharacters();
    void hundredThousandCandidatesImport();

private:
    // A file of the current test; a project of the current backend.
    QString path(const QString& name) const { return m_backend.filePath(name); }
    QString projectAt(const QString& name) { return m_backend.location(name); }
    std::unique_ptr<ProjectDatabase> projectWithCandidates(const QString& name);
    QByteArray exportBytes(ProjectDatabase& project, ExportKind kind, OutputFormat format,
                           const QString& name);

    testing::BackendFixture m_backend;
};

std::unique_ptr<ProjectDatabase> ImportExportTest::projectWithCandidates(const QString& name) {
    testing::writeFile(path(QStringLiteral("candidates.csv")), testing::smallCandidatesCsv());
    std::unique_ptr<ProjectDatabase> project = testing::createProject(projectAt(name));
    if (!project) {
        return nullptr;
    }
    Result<ImportSummary> imported = importCandidatesFromFile(
        *project, path(QStringLiteral("candidates.csv")), InputFormat::Csv, CandidateColumns{});
    if (!imported) {
        QTest::qFail(qPrintable(imported.error().toString()), __FILE__, __LINE__);
        return nullptr;
    }
    return project;
}

QByteArray ImportExportTest::exportBytes(ProjectDatabase& project, ExportKind kind,
                                         OutputFormat format, const QString& name) {
    Result<qint64> written = exportToFile(project, kind, format, path(name));
    if (!written) {
        QTest::qFail(qPrintable(written.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return testing::readFile(path(name));
}

void ImportExportTest::candidatesRoundTrip_data() {
    QTest::addColumn<int>("format");
    QTest::newRow("CSV") << static_cast<int>(OutputFormat::Csv);
    QTest::newRow("JSON Lines") << static_cast<int>(OutputFormat::JsonLines);
}

void ImportExportTest::candidatesRoundTrip() {
    QFETCH(int, format);
    const auto outputFormat = static_cast<OutputFormat>(format);
    const InputFormat inputFormat =
        outputFormat == OutputFormat::Csv ? InputFormat::Csv : InputFormat::JsonLines;
    const QString suffix =
        outputFormat == OutputFormat::Csv ? QStringLiteral("csv") : QStringLiteral("jsonl");
    std::unique_ptr<ProjectDatabase> first =
        projectWithCandidates(QStringLiteral("first.pairrank"));
    QVERIFY(first);
    // Give context c1 a ranking: the export shows it.
    Result<std::optional<domain::Context>> c1 =
        findContextByExternalId(*first, QStringLiteral("c1"));
    QVERIFY(c1 && c1->has_value());
    Result<QList<domain::Candidate>> members = candidatesOfContext(*first, (*c1)->id);
    QVERIFY(members && members->size() == 3);
    QCOMPARE(members->at(2).text, QStringLiteral("Third\nwith a newline and \"quotes\""));
    QCOMPARE(members->at(1).referenceScores.value(QStringLiteral("coherence")), 4.5);
    QVERIFY(!members->at(2).referenceScores.contains(QStringLiteral("coherence")));
    domain::Ranking ranking;
    ranking.contextId = (*c1)->id;
    ranking.criterionId = *ensureCriterion(*first, QStringLiteral("coherence"));
    ranking.model = QStringLiteral("poe-bt");
    ranking.entries = {{members->at(1).id, 1, 0.8, 0.3},
                       {members->at(0).id, 2, 0.1, 0.3},
                       {members->at(2).id, 3, -0.9, 0.4}};
    QVERIFY(insertRanking(*first, ranking));

    const QByteArray exported =
        exportBytes(*first, ExportKind::Candidates, outputFormat, QStringLiteral("out1.") + suffix);
    QVERIFY(exported.contains("poe-bt"));
    std::unique_ptr<ProjectDatabase> second =
        testing::createProject(projectAt(QStringLiteral("second.pairrank")));
    QVERIFY(second);
    Result<ImportSummary> reimported = importCandidatesFromFile(
        *second, path(QStringLiteral("out1.") + suffix), inputFormat, CandidateColumns{});
    QVERIFY2(reimported, qPrintable(reimported.error().toString()));
    QCOMPARE(reimported->candidatesCreated, 4);
    QCOMPARE(reimported->contextsCreated, 2);
    // The same project again, except for the ranking, which is not imported.
    Result<QList<domain::Context>> contexts = listContexts(*second);
    QVERIFY(contexts);
    QCOMPARE(contexts->at(1).text, QStringLiteral("Context two"));
    QVERIFY(insertRanking(*second, [&] {
        domain::Ranking copy = ranking;
        copy.contextId = contexts->at(0).id;
        copy.criterionId = *ensureCriterion(*second, QStringLiteral("coherence"));
        return copy;
    }()));
    const QByteArray again = exportBytes(*second, ExportKind::Candidates, outputFormat,
                                         QStringLiteral("out2.") + suffix);
    QCOMPARE(again, exported);
}

void ImportExportTest::judgementsAndLabelsRoundTrip_data() {
    QTest::addColumn<int>("format");
    QTest::newRow("CSV") << static_cast<int>(OutputFormat::Csv);
    QTest::newRow("JSON Lines") << static_cast<int>(OutputFormat::JsonLines);
}

void ImportExportTest::judgementsAndLabelsRoundTrip() {
    QFETCH(int, format);
    const auto outputFormat = static_cast<OutputFormat>(format);
    const InputFormat inputFormat =
        outputFormat == OutputFormat::Csv ? InputFormat::Csv : InputFormat::JsonLines;
    std::unique_ptr<ProjectDatabase> first =
        projectWithCandidates(QStringLiteral("first.pairrank"));
    QVERIFY(first);
    testing::writeFile(
        path(QStringLiteral("judgements.jsonl")),
        "{\"a\":\"a\",\"b\":\"b\",\"p\":0.8,\"judge\":\"gpt\",\"backend\":\"openai-chat\","
        "\"model\":\"gpt-4o\",\"criterion\":\"coherence\",\"request_hash\":\"h1\","
        "\"raw_answer\":\"A\",\"prompt_tokens\":512,\"completion_tokens\":1,\"latency_ms\":230.5,"
        "\"cost\":0.00012,\"created_at\":\"2026-05-01T10:00:00.123Z\"}\n"
        "{\"a\":\"b\",\"b\":\"c\",\"status\":\"failed\",\"failure_reason\":\"HTTP 429, then "
        "timeout\",\"judge\":\"gpt\",\"criterion\":\"coherence\",\"created_at\":\"2026-05-01T10:00:"
        "01Z\"}\n"
        "{\"a\":\"c\",\"b\":\"a\",\"p\":0.5,\"status\":\"tie\",\"raw_answer\":\"both "
        "\\\"equal\\\"\","
        "\"run\":\"second run\",\"created_at\":\"2026-05-01T10:00:02Z\"}\n"
        "{\"a\":\"a\",\"b\":\"c\",\"status\":\"refusal\",\"raw_answer\":\"I "
        "cannot\",\"failure_reason\":"
        "\"refused\",\"created_at\":\"2026-05-01T10:00:03Z\"}\n");
    Result<ImportSummary> judged = importJudgementsFromFile(
        *first, path(QStringLiteral("judgements.jsonl")), InputFormat::JsonLines);
    QVERIFY2(judged, qPrintable(judged.error().toString()));
    QCOMPARE(judged->judgementsCreated, 4);
    QCOMPARE(judged->runsCreated, 3);
    testing::writeFile(path(QStringLiteral("labels.csv")),
                       "annotator,a,b,choice,criterion,labelled_at,duration_ms,source\n"
                       "ann,a,b,A,coherence,2026-05-02T09:00:00Z,4100,uncertain\n"
                       "ann,b,c,skip,coherence,2026-05-02T09:00:05Z,,\n"
                       "bob,c,a,tie,,2026-05-02T09:01:00Z,900,Random\n");
    Result<ImportSummary> labelled =
        importHumanLabelsFromFile(*first, path(QStringLiteral("labels.csv")), InputFormat::Csv);
    QVERIFY2(labelled, qPrintable(labelled.error().toString()));
    QCOMPARE(labelled->humanLabelsCreated, 3);
    // How each pair was chosen: as the file says, and "imported" where it does not say.
    const auto sources = allHumanLabels(*first, {});
    QVERIFY(sources);
    QCOMPARE(sources->size(), 3);
    QVERIFY(sources->at(0).source == domain::LabelSource::MostUncertain);
    QVERIFY(sources->at(1).source == domain::LabelSource::Imported);
    QVERIFY(sources->at(2).source == domain::LabelSource::Random);

    const QByteArray judgements =
        exportBytes(*first, ExportKind::Judgements, outputFormat, QStringLiteral("judgements.out"));
    const QByteArray labels =
        exportBytes(*first, ExportKind::HumanLabels, outputFormat, QStringLiteral("labels.out"));
    std::unique_ptr<ProjectDatabase> second =
        projectWithCandidates(QStringLiteral("second.pairrank"));
    QVERIFY(second);
    Result<ImportSummary> rejudged =
        importJudgementsFromFile(*second, path(QStringLiteral("judgements.out")), inputFormat);
    QVERIFY2(rejudged, qPrintable(rejudged.error().toString()));
    Result<ImportSummary> relabelled =
        importHumanLabelsFromFile(*second, path(QStringLiteral("labels.out")), inputFormat);
    QVERIFY2(relabelled, qPrintable(relabelled.error().toString()));
    QCOMPARE(exportBytes(*second, ExportKind::Judgements, outputFormat, QStringLiteral("j2.out")),
             judgements);
    QCOMPARE(exportBytes(*second, ExportKind::HumanLabels, outputFormat, QStringLiteral("l2.out")),
             labels);
    QCOMPARE(testing::rowCounts(*second), testing::rowCounts(*first));
}

void ImportExportTest::mappingRenamesColumns() {
    testing::writeFile(path(QStringLiteral("renamed.tsv")),
                       "doc\tid\tsummary\tmodel\tcoh\tflu\textra\n"
                       "d1\t1\tshort one\tbart\t3.5\t4\tkeep me\n"
                       "d1\t2\tanother\tpegasus\t2\t\tand me\n");
    Result<CandidateColumns> columns = parseCandidateColumns(
        {QStringLiteral("context_id=doc"), QStringLiteral("candidate_id=id"),
         QStringLiteral("text=summary"), QStringLiteral("system=model"),
         QStringLiteral("score:coherence=coh"), QStringLiteral("score:fluency=flu"),
         QStringLiteral("metadata:note=extra")});
    QVERIFY2(columns, qPrintable(columns.error().toString()));
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("m.pairrank")));
    QVERIFY(project);
    Result<ImportSummary> imported = importCandidatesFromFile(
        *project, path(QStringLiteral("renamed.tsv")), InputFormat::Tsv, *columns);
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    Result<QList<domain::Candidate>> candidates = candidatesPage(*project, {});
    QVERIFY(candidates);
    QCOMPARE(candidates->size(), 2);
    QCOMPARE(candidates->at(0).system, QStringLiteral("bart"));
    QCOMPARE(candidates->at(0).referenceScores.value(QStringLiteral("fluency")), 4.0);
    QVERIFY(!candidates->at(1).referenceScores.contains(QStringLiteral("fluency")));
    QCOMPARE(candidates->at(1).metadata.value(QStringLiteral("note")).toString(),
             QStringLiteral("and me"));
    // A column mapped explicitly is required.
    Result<CandidateColumns> missing =
        parseCandidateColumns({QStringLiteral("candidate_id=id"), QStringLiteral("text=summary"),
                               QStringLiteral("system=author")});
    Result<ImportSummary> refused = importCandidatesFromFile(
        *project, path(QStringLiteral("renamed.tsv")), InputFormat::Tsv, *missing);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("'author'")),
             qPrintable(refused.error().toString()));
}

void ImportExportTest::mappingRefusesUnknownFields() {
    QVERIFY(!parseCandidateColumns({QStringLiteral("colour=c")}));
    QVERIFY(!parseCandidateColumns({QStringLiteral("text")}));
    QVERIFY(!parseCandidateColumns({QStringLiteral("text=")}));
    Result<CandidateColumns> pooled = parseCandidateColumns({QStringLiteral("fixed_context=pool")});
    QVERIFY(pooled);
    QCOMPARE(pooled->fixedContextId, QStringLiteral("pool"));
    QVERIFY(pooled->contextId.isEmpty());
}

void ImportExportTest::guessedMappingFollowsNamesAndValues_data() {
    QTest::addColumn<QStringList>("header");
    QTest::addColumn<QList<QStringList>>("rows");
    // candidate id, text, context id, context text, system
    QTest::addColumn<QStringList>("fields");
    QTest::addColumn<QStringList>("numeric");
    QTest::addColumn<QStringList>("scores");
    const auto split = [](const char* text) {
        return QString::fromUtf8(text).split(u'|');
    };
    QTest::newRow("'context' holding ids, a 'score' column")
        << split("context|candidate|system|text|score")
        << QList<QStringList>{split("c1|a1|sysA|A first answer.|3"),
                              split("c1|a2|sysB|A second one.|4.5"), split("c2|b1|sysA|Third.|2")}
        << split("candidate|text|context||system") << QStringList{QStringLiteral("score")}
        << QStringList{QStringLiteral("score")};
    QTest::newRow("'context' holding the article")
        << split("candidate_id|context|text")
        << QList<QStringList>{split("x1|The article, in full, with spaces.|Summary one."),
                              split("x2|The article, in full, with spaces.|Summary two.")}
        << QStringList{QStringLiteral("candidate_id"), QStringLiteral("text"), QString(),
                       QStringLiteral("context"), QString()}
        << QStringList{} << QStringList{};
    QTest::newRow("other common names")
        << split("id|article|summary|model|rating|length")
        << QList<QStringList>{split("1|A long article about x.|It is short.|m1|4|12"),
                              split("2|A long article about x.|Another one.|m2|5|12")}
        << QStringList{QStringLiteral("id"), QStringLiteral("summary"), QString(),
                       QStringLiteral("article"), QStringLiteral("model")}
        << split("id|rating|length") << QStringList{QStringLiteral("rating")};
    QTest::newRow("exact names; a stray bad score still offered")
        << split("candidate_id|context_id|text|system|quality|score.coherence")
        << QList<QStringList>{split("a|c|t one|s|3|1"), split("b|c|t two|s|lots|2"),
                              split("d|c|t three|s|4|3")}
        << split("candidate_id|text|context_id||system") << split("quality|score.coherence")
        << QStringList{QStringLiteral("quality")};
}

void ImportExportTest::guessedMappingFollowsNamesAndValues() {
    QFETCH(QStringList, header);
    QFETCH(QList<QStringList>, rows);
    QFETCH(QStringList, fields);
    QFETCH(QStringList, numeric);
    QFETCH(QStringList, scores);
    const CandidateColumnGuess guess = guessCandidateColumns(header, rows);
    QCOMPARE((QStringList{guess.candidateId, guess.text, guess.contextId, guess.contextText,
                          guess.system}),
             fields);
    QCOMPARE(guess.numericColumns, numeric);
    QCOMPARE(guess.referenceScores, scores);
}

void ImportExportTest::importAppendsToAnExistingContext() {
    std::unique_ptr<ProjectDatabase> project = projectWithCandidates(QStringLiteral("a.pairrank"));
    QVERIFY(project);
    testing::writeFile(path(QStringLiteral("more.csv")),
                       "context_id,candidate_id,text\nc1,e,Fifth\n");
    QVERIFY(importCandidatesFromFile(*project, path(QStringLiteral("more.csv")), InputFormat::Csv,
                                     CandidateColumns{}));
    Result<std::optional<domain::Context>> c1 =
        findContextByExternalId(*project, QStringLiteral("c1"));
    Result<QList<domain::Candidate>> members = candidatesOfContext(*project, (*c1)->id);
    QCOMPARE(members->size(), 4);
    QCOMPARE(members->last().externalId, QStringLiteral("e"));
    QCOMPARE(members->last().position, 3);
    QCOMPARE((*c1)->text, QStringLiteral("Context one")); // kept; the new row had none
}

// The database cuts a text after so many characters, never inside one: é is two bytes in
// UTF-8, 😀 four bytes and two UTF-16 units.
void ImportExportTest::textPrefixCountsCharacters() {
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("p.pairrank")));
    QVERIFY(project);
    testing::writeFile(path(QStringLiteral("texts.csv")),
                       "context_id,candidate_id,text\nc1,a,é😀xyz\nc1,b,ab\n");
    QVERIFY(importCandidatesFromFile(*project, path(QStringLiteral("texts.csv")), InputFormat::Csv,
                                     CandidateColumns{}));
    Result<std::optional<domain::Context>> c1 =
        findContextByExternalId(*project, QStringLiteral("c1"));
    QVERIFY(c1 && c1->has_value());
    Result<QList<domain::Candidate>> whole = candidatesOfContext(*project, (*c1)->id);
    QVERIFY(whole);
    QCOMPARE(whole->at(0).text, QStringLiteral("é😀xyz"));
    for (const auto& [prefix, first, second] :
         {std::tuple{2, QStringLiteral("é😀"), QStringLiteral("ab")},
          std::tuple{3, QStringLiteral("é😀x"), QStringLiteral("ab")},
          std::tuple{0, QString(), QString()}}) {
        Result<QList<domain::Candidate>> cut = candidatesOfContext(*project, (*c1)->id, prefix);
        QVERIFY2(cut, qPrintable(cut.error().toString()));
        QCOMPARE(cut->size(), 2);
        QCOMPARE(cut->at(0).text, first);
        QCOMPARE(cut->at(1).text, second);
        QCOMPARE(cut->at(0).externalId, QStringLiteral("a")); // the other columns whole
    }
}

void ImportExportTest::hundredThousandCandidatesImport() {
    constexpr int kCount = 100'000;
    {
        QFile file(path(QStringLiteral("large.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("context_id,candidate_id,text,system,score.quality\n");
        for (int i = 0; i < kCount; ++i) {
            file.write(QStringLiteral("ctx%1,cand%2,\"Candidate %2, a text with a comma\",S%3,%4\n")
                           .arg(i / 100)
                           .arg(i)
                           .arg(i % 7)
                           .arg(i % 5)
                           .toUtf8());
        }
    }
    std::unique_ptr<ProjectDatabase> project =
        testing::createProject(projectAt(QStringLiteral("large.pairrank")));
    QVERIFY(project);
    Result<ImportSummary> imported = importCandidatesFromFile(
        *project, path(QStringLiteral("large.csv")), InputFormat::Csv, CandidateColumns{});
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    QCOMPARE(imported->candidatesCreated, kCount);
    QCOMPARE(imported->contextsCreated, kCount / 100);
    const QMap<QString, qint64> counts = testing::rowCounts(*project);
    QCOMPARE(counts.value(QStringLiteral("candidates")), kCount);
    QCOMPARE(counts.value(QStringLiteral("reference_scores")), kCount);
}

QTEST_GUILESS_MAIN(ImportExportTest)
#include "test_import_export.moc"
