// Bad input is refused with file, line, column and reason, and the project is
// unchanged afterwards, byte for byte (a file) or row for row (a server;
// DESIGN.md §7): every malformed file of the table below is imported into a
// project that already holds candidates.
#include "storage/candidate_importer.h"
#include "storage/human_label_importer.h"
#include "storage/judgement_importer.h"
#include "storage_test_support.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pairrank::storage;

class BadInputTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { testing::BackendFixture::addRows(); }
    void initTestCase() { m_backend.startServer(); }
    void init();
    void malformedFileIsRefusedAndChangesNothing_data();
    void malformedFileIsRefusedAndChangesNothing();

private:
    testing::BackendFixture m_backend;
    QString m_project;
};

namespace {

const QByteArray kCandidateHeader = "context_id,candidate_id,text\n";
const QByteArray kJudgementHeader = "a,b,p,status\n";
const QByteArray kLabelHeader = "annotator,a,b,choice,duration_ms\n";

Result<ImportSummary> importFile(ProjectDatabase& project, const QString& kind,
                                 const QString& path) {
    const InputFormat format = *inputFormatFromPath(path);
    if (kind == QStringLiteral("candidates")) {
        return importCandidatesFromFile(project, path, format, CandidateColumns{});
    }
    if (kind == QStringLiteral("judgements")) {
        return importJudgementsFromFile(project, path, format);
    }
    return importHumanLabelsFromFile(project, path, format);
}

} // namespace

// Every row starts from the same project of four candidates.
void BadInputTest::init() {
    m_backend.startTest();
    m_project = m_backend.location(QStringLiteral("project.pairrank"));
    const QString candidates = m_backend.filePath(QStringLiteral("candidates.csv"));
    testing::writeFile(candidates, testing::smallCandidatesCsv());
    std::unique_ptr<ProjectDatabase> project = testing::createProject(m_project);
    QVERIFY(project);
    Result<ImportSummary> imported =
        importCandidatesFromFile(*project, candidates, InputFormat::Csv, CandidateColumns{});
    QVERIFY2(imported, qPrintable(imported.error().toString()));
    QCOMPARE(imported->candidatesCreated, 4);
}

void BadInputTest::malformedFileIsRefusedAndChangesNothing_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("reason");

    const QByteArray megabyte(1024 * 1024, 'm');
    const auto candidates = [](const char* name, const char* file, QByteArray bytes, int line,
                               int column, const char* reason) {
        QTest::newRow(name) << QStringLiteral("candidates") << QString::fromLatin1(file) << bytes
                            << line << column << QString::fromUtf8(reason);
    };
    const auto judgements = [](const char* name, const char* file, QByteArray bytes, int line,
                               int column, const char* reason) {
        QTest::newRow(name) << QStringLiteral("judgements") << QString::fromLatin1(file) << bytes
                            << line << column << QString::fromUtf8(reason);
    };
    const auto labels = [](const char* name, const char* file, QByteArray bytes, int line,
                           int column, const char* reason) {
        QTest::newRow(name) << QStringLiteral("labels") << QString::fromLatin1(file) << bytes
                            << line << column << QString::fromUtf8(reason);
    };

    // Encoding.
    candidates("bad UTF-8", "in.csv", kCandidateHeader + "n1,x,caf\xE9\n", 2, 9, "invalid UTF-8");
    candidates("UTF-8 cut off at the end", "in.csv", kCandidateHeader + "n1,x,ab\xE2\x82", 2, 8,
               "ends inside a character");
    candidates("NUL byte", "in.csv", kCandidateHeader + QByteArray("n1,x,a\0b\n", 9), 2, 7,
               "NUL byte");
    candidates("UTF-16 LE BOM", "in.csv",
               QByteArray("\xFF\xFE"
                          "c\0o\0",
                          6),
               1, 1, "UTF-16");
    candidates("UTF-16 BE BOM (JSON Lines)", "in.jsonl", QByteArray("\xFE\xFF\0{", 4), 1, 1,
               "UTF-16");
    candidates("UTF-32 BOM", "in.csv", QByteArray("\xFF\xFE\0\0c\0\0\0", 8), 1, 1, "UTF-32");
    candidates("UTF-8 BOM then bad UTF-8", "in.csv",
               "\xEF\xBB\xBF" + kCandidateHeader + "n1,\xC0\xAF,t\n", 2, 4, "invalid UTF-8");
    // CSV structure.
    candidates("unbalanced quote", "in.csv", kCandidateHeader + "n1,x,\"open\nstill open\n", 2, 6,
               "never closed");
    candidates("quote inside an unquoted field", "in.csv", kCandidateHeader + "n1,x,ab\"c\n", 2, 8,
               "quote inside an unquoted field");
    candidates("text after a closing quote", "in.csv", kCandidateHeader + "n1,x,\"ab\"c\n", 2, 10,
               "after the closing quote");
    // A quote left open on line 4 runs on until the next quote (line 7): the
    // place to fix is where it opened.
    candidates("quote left open, closed lines later before text", "in.csv",
               kCandidateHeader + "n1,p,fine\nn1,q,\"fine\"\nn1,r,\"broken\nn1,s,plain\n"
                                  "n1,t,plain\nn1,u,\"quoted\"\n",
               4, 6, "is a closing quote missing?");
    candidates("quote left open, the row then has too many fields", "in.csv",
               kCandidateHeader + "n1,p,fine\nn1,q,fine\nn1,r,\"broken\nn1,s,plain\n"
                                  "n1,t,plain\nn1,u,x\",more\n",
               4, 6, "4 fields but the header has 3; the field starting here runs to line 7");
    candidates("too few fields", "in.csv", kCandidateHeader + "n1,x\n", 2, 4,
               "2 fields but the header has 3");
    candidates("too many fields (CRLF)", "in.tsv",
               "context_id\tcandidate_id\ttext\r\nn1\tx\ty\tz\r\n", 2, 8,
               "4 fields but the header has 3");
    candidates("separated by semicolons", "in.csv",
               "context_id;candidate_id;text\r\nn1;x;one, two\r\n", 1, 11,
               "the columns seem separated by ';', but the file is read as comma-separated");
    candidates("separated by tabs, named .csv", "in.csv",
               "context_id\tcandidate_id\ttext\nn1\tx\ty\n", 1, 11,
               "separated by tabs, but the file is read as comma-separated");
    candidates("separated by commas, named .tsv", "in.tsv", kCandidateHeader + "n1,x,y\n", 1, 11,
               "separated by ',', but the file is read as tab-separated");
    // JSON that is not JSON Lines.
    candidates("a JSON array over several lines", "in.jsonl",
               "[\n  {\"context_id\": \"n1\", \"candidate_id\": \"x\", \"text\": \"t\"}\n]\n", 1, 2,
               "malformed JSON: expected a value, found the end of the text; the file seems to be "
               "one JSON array");
    candidates("a JSON array on one line", "in.jsonl",
               "[{\"context_id\": \"n1\", \"candidate_id\": \"x\", \"text\": \"t\"}]\n", 1, 1,
               "the line is a JSON array, not an object");
    candidates("pretty-printed objects", "in.jsonl",
               "{\n  \"context_id\": \"n1\",\n  \"candidate_id\": \"x\",\n  \"text\": \"t\"\n}\n",
               1, 2, "the object seems to run over several lines");
    candidates("empty file", "in.csv", QByteArray(), 1, 1, "empty");
    candidates("header only", "in.csv", kCandidateHeader, 2, 1, "no rows");
    candidates("header names a column twice", "in.csv", "candidate_id,text,text\nx,y,z\n", 1, 19,
               "twice");
    candidates("missing required column", "in.csv", "context_id,candidate_id,body\nn1,x,t\n", 1, 1,
               "required column 'text'");
    // Content.
    candidates("duplicate id in the file", "in.csv",
               kCandidateHeader + "n1,x,first\nn1,y,second\nn2,x,third\n", 4, 4,
               "'x' was already used on line 2");
    candidates("duplicate id after a 1 MB field", "in.csv",
               kCandidateHeader + "n1,big,\"" + megabyte + "\"\nn1,big,again\n", 3, 4,
               "'big' was already used on line 2");
    candidates("bad UTF-8 after a 1 MB field", "in.csv",
               kCandidateHeader + "n1,big," + megabyte + "\nn1,z,\xFF\n", 3, 6, "invalid UTF-8");
    candidates("id already in the project", "in.csv", kCandidateHeader + "n1,a,again\n", 2, 4,
               "'a' is already in the project");
    candidates("empty candidate id", "in.csv", kCandidateHeader + "n1,,text\n", 2, 4, "is empty");
    candidates("reference score is not a number", "in.csv",
               "candidate_id,text,score.coherence\nx,t,high\n", 2, 5, "expected a finite number");
    candidates("reference score NaN", "in.csv", "candidate_id,text,score.coherence\nx,t,nan\n", 2,
               5, "expected a finite number");
    candidates("context text differs", "in.csv",
               "context_id,candidate_id,text,context\nn1,x,t,one\nn1,y,t,two\n", 3, 8,
               "different text here than on line 2");
    // JSON Lines.
    // A string cut off by the end of the line is reported where it opens.
    candidates("truncated JSON", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"t\"}\n{\"candidate_id\":\"y\",\"text\":\"abc", 2,
               28, "malformed JSON: the string opened here is never closed");
    candidates("JSON line is not an object", "in.jsonl", "\"just text\"\n", 1, 1,
               "not a JSON object");
    candidates("JSON missing required field", "in.jsonl", "{\"candidate_id\":\"x\"}\n", 1, 1,
               "required field 'text' is missing");
    candidates("JSON text is an object", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":{\"a\":1}}\n", 1, 21, "expected text");
    candidates("JSON score is text", "in.jsonl",
               "{\"candidate_id\":\"y\",\"text\":\"t\",\"scores\":{\"coherence\":\"high\"}}\n", 1,
               32, "'coherence' is not a finite number");
    candidates("JSON empty file", "in.jsonl", QByteArray(), 1, 1, "empty");
    candidates("JSON only blank lines", "in.jsonl", "\n  \n", 2, 1, "no records");
    // JSON that Qt's parser would take, but that stores wrong data.
    candidates("JSON lone first half of a surrogate pair", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"ab\\ud800\"}\n", 1, 31,
               "\\ud800 is the first half of a UTF-16 surrogate pair without its second half");
    candidates("JSON lone second half of a surrogate pair", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"\\udc00x\"}\n", 1, 29,
               "\\udc00 is the second half of a UTF-16 surrogate pair");
    candidates("JSON surrogate halves in the wrong order", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"\\udc00\\ud800\"}\n", 1, 29,
               "second half of a UTF-16 surrogate pair");
    candidates("JSON escaped NUL", "in.jsonl", "{\"candidate_id\":\"x\",\"text\":\"a\\u0000b\"}\n",
               1, 30, "NUL character");
    candidates("JSON member given twice", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"t\",\"candidate_id\":\"y\"}\n", 1, 32,
               "the member \"candidate_id\" is given twice");
    candidates("JSON score written as a string", "in.jsonl",
               "{\"candidate_id\":\"y\",\"text\":\"t\",\"scores\":{\"coherence\":\"4\"}}\n", 1, 32,
               "JSON numbers are written without quotes");
    candidates("JSON candidate id above 2^64", "in.jsonl",
               "{\"candidate_id\":123456789012345678901234,\"text\":\"t\"}\n", 1, 2,
               "cannot be read exactly");
    candidates("JSON number outside a double's range", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"t\",\"scores\":{\"coherence\":1e400}}\n", 1, 54,
               "outside the range of a double");
    candidates(
        "JSON byte-order mark inside the file (two files joined)", "in.jsonl",
        "{\"candidate_id\":\"x\",\"text\":\"t\"}\n\xEF\xBB\xBF{\"candidate_id\":\"y\",\"text\""
        ":\"u\"}\n",
        2, 1, "byte-order mark");
    // Exact columns, in characters, of JSON syntax errors.
    candidates("JSON trailing comma", "in.jsonl", "{\"candidate_id\":\"x\",\"text\":\"t\",}\n", 1,
               32, "expected a member name in double quotes, found '}'");
    candidates("JSON missing comma", "in.jsonl", "{\"candidate_id\":\"x\" \"text\":\"t\"}\n", 1, 21,
               "expected ',' or '}' after a member, found '\"'");
    candidates("JSON bad literal after a two-byte character", "in.jsonl",
               "{\"candidate_id\":\"\xC3\xA9\",\"text\":tru}\n", 1, 28,
               "expected a value, found 't'");
    candidates("JSON leading zero", "in.jsonl", "{\"candidate_id\":01,\"text\":\"t\"}\n", 1, 17,
               "must not start with 0");
    candidates("JSON missing colon", "in.jsonl", "{\"candidate_id\" \"x\",\"text\":\"t\"}\n", 1, 17,
               "expected ':' after the member name");
    candidates("JSON unknown escape", "in.jsonl", "{\"candidate_id\":\"x\",\"text\":\"a\\qb\"}\n",
               1, 30, "unknown escape");
    candidates("JSON text after the object", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"t\"} x\n", 1, 33, "after the JSON value");
    candidates("JSON raw tab inside a string", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"a\tb\"}\n", 1, 30, "must be escaped");
    // Messy files.
    candidates("JSON Lines in UTF-16 LE with BOM", "in.jsonl", QByteArray("\xFF\xFE{\0\"\0", 6), 1,
               1, "UTF-16");
    candidates("JSON Lines in UTF-16 without BOM", "in.jsonl", QByteArray("{\0\"\0c\0", 6), 1, 2,
               "NUL byte");
    candidates("JSON Lines in Latin-1", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"caf\xE9\"}\n", 1, 32, "invalid UTF-8");
    candidates(
        "JSON duplicate candidate id (CRLF, blank lines)", "in.jsonl",
        "{\"candidate_id\":\"x\",\"text\":\"t\"}\r\n\r\n  \r\n{\"candidate_id\":\"x\",\"text\":"
        "\"u\"}\r\n",
        4, 2, "'x' was already used on line 1");
    // Two exports joined with cat: the second header is not a candidate.
    candidates("CSV header repeated (two files joined)", "in.csv",
               kCandidateHeader + "n1,x,t\n" + kCandidateHeader + "n1,y,u\n", 3, 1,
               "repeats the header row");
    // SQLite drops a leading U+FEFF of bound UTF-16 text: refused, not lost.
    candidates("CSV field starting with U+FEFF", "in.csv",
               kCandidateHeader + "n1,x,\xEF\xBB\xBFtext\n", 2, 6, "text: starts with U+FEFF");
    candidates("JSON text starting with an escaped U+FEFF", "in.jsonl",
               "{\"candidate_id\":\"x\",\"text\":\"\\ufefftext\"}\n", 1, 21,
               "text: starts with U+FEFF");
    candidates("CSV header repeated after a byte-order mark", "in.csv",
               "\xEF\xBB\xBF" + kCandidateHeader + "n1,x,t\n\xEF\xBB\xBF" + kCandidateHeader +
                   "n1,y,u\n",
               3, 1, "repeats the header row");
    // Judgements: JSON that Qt's parser would take, but that stores wrong data.
    judgements("JSON p given twice", "in.jsonl", "{\"a\":\"a\",\"b\":\"b\",\"p\":0.9,\"p\":0.1}\n",
               1, 26, "the member \"p\" is given twice");
    judgements("JSON p written as a string", "in.jsonl",
               "{\"a\":\"a\",\"b\":\"b\",\"p\":\"0.7\"}\n", 1, 18,
               "p: expected a finite number, found '0.7' (JSON numbers are written without");
    judgements("JSON token count written as a string", "in.jsonl",
               "{\"a\":\"a\",\"b\":\"b\",\"p\":0.5,\"prompt_tokens\":\"5\"}\n", 1, 26,
               "without quotes");
    judgements("JSON candidate id written as a double beyond 64 bits", "in.jsonl",
               "{\"a\":9.007199254740993e30,\"b\":\"b\",\"p\":0.5}\n", 1, 2,
               "cannot be read exactly");
    judgements("JSON candidate id above 2^64", "in.jsonl",
               "{\"a\":123456789012345678901,\"b\":\"b\",\"p\":0.5}\n", 1, 2,
               "cannot be read exactly");
    judgements("JSON p outside a double's range", "in.jsonl",
               "{\"a\":\"a\",\"b\":\"b\",\"p\":1e400}\n", 1, 22, "outside the range of a double");
    // Judgements.
    judgements("p NaN", "in.csv", kJudgementHeader + "a,b,nan,ok\n", 2, 5,
               "expected a finite number");
    judgements("p infinite", "in.csv", kJudgementHeader + "a,b,inf,ok\n", 2, 5,
               "expected a finite number");
    judgements("p negative", "in.jsonl", "{\"a\":\"a\",\"b\":\"b\",\"p\":-0.2}\n", 1, 18,
               "strictly between 0 and 1");
    judgements("p = 1", "in.jsonl", "{\"a\":\"a\",\"b\":\"b\",\"p\":1}\n", 1, 18,
               "strictly between 0 and 1");
    judgements("p = 0", "in.csv", kJudgementHeader + "a,b,0,ok\n", 2, 5,
               "strictly between 0 and 1");
    judgements("p missing for ok", "in.csv", kJudgementHeader + "a,b,,ok\n", 2, 5, "p is required");
    judgements("p on a failed judgement", "in.csv", kJudgementHeader + "a,b,0.5,failed\n", 2, 5,
               "has no p");
    judgements("unknown status", "in.csv", kJudgementHeader + "a,b,0.5,maybe\n", 2, 9,
               "unknown status");
    judgements("unknown candidate", "in.jsonl", "{\"a\":\"a\",\"b\":\"zz\",\"p\":0.5}\n", 1, 10,
               "unknown candidate 'zz'");
    judgements("candidates of different contexts", "in.csv", kJudgementHeader + "a,d,0.5,ok\n", 2,
               3, "different contexts");
    judgements("candidate compared with itself", "in.csv", kJudgementHeader + "a,a,0.5,ok\n", 2, 3,
               "itself");
    judgements("negative token count", "in.jsonl",
               "{\"a\":\"a\",\"b\":\"b\",\"p\":0.5,\"prompt_tokens\":-4}\n", 1, 1,
               "prompt_tokens is negative");
    judgements("bad date", "in.jsonl",
               "{\"a\":\"a\",\"b\":\"b\",\"p\":0.5,\"created_at\":\"yesterday\"}\n", 1, 26,
               "ISO 8601");
    judgements("missing column b", "in.csv", "a,p\na,0.5\n", 1, 1, "required column 'b'");
    judgements("second row bad after a good one", "in.csv",
               kJudgementHeader + "a,b,0.6,ok\nb,c,1.5,ok\n", 3, 5, "strictly between 0 and 1");
    // Human labels.
    labels("unknown choice", "in.csv", kLabelHeader + "ann,a,b,C,10\n", 2, 9, "unknown choice 'C'");
    labels("negative duration", "in.csv", kLabelHeader + "ann,a,b,A,-10\n", 2, 11, "is negative");
    labels("unknown source", "in.csv", "annotator,a,b,choice,source\nann,a,b,A,hunch\n", 2, 11,
           "unknown source 'hunch'");
    labels("missing annotator column", "in.csv", "a,b,choice\na,b,A\n", 1, 1,
           "required column 'annotator'");
    labels("empty annotator", "in.csv", kLabelHeader + ",a,b,A,10\n", 2, 1, "is empty");
    labels("header only", "in.csv", kLabelHeader, 2, 1, "no rows");
}

void BadInputTest::malformedFileIsRefusedAndChangesNothing() {
    QFETCH(QString, kind);
    QFETCH(QString, fileName);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, reason);

    const QString input = m_backend.filePath(fileName);
    testing::writeFile(input, bytes);
    const QByteArray checksumBefore = testing::projectChecksum(m_project);
    QMap<QString, qint64> countsBefore;
    QMap<QString, qint64> countsAfter;
    {
        std::unique_ptr<ProjectDatabase> project = testing::openProject(m_project);
        QVERIFY(project);
        countsBefore = testing::rowCounts(*project);
        Result<ImportSummary> imported = importFile(*project, kind, input);
        QVERIFY2(!imported, "the malformed file was accepted");
        const QString expected = QStringLiteral("%1:%2:%3: ").arg(input).arg(line).arg(column);
        const QString message = imported.error().toString();
        QVERIFY2(message.startsWith(expected),
                 qPrintable(
                     QStringLiteral("expected '%1…', got '%2'").arg(expected, message.left(300))));
        QVERIFY2(
            message.contains(reason),
            qPrintable(QStringLiteral("expected '%1' in '%2'").arg(reason, message.left(300))));
        QVERIFY(!project->inTransaction());
        countsAfter = testing::rowCounts(*project);
    }
    QCOMPARE(countsAfter, countsBefore);
    QCOMPARE(testing::projectChecksum(m_project), checksumBefore);
}

QTEST_GUILESS_MAIN(BadInputTest)
#include "test_bad_input.moc"
