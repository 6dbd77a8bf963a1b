// The readers of outside input accept what they promise: byte-order marks,
// CRLF, quoted fields with delimiters, newlines and quotes, empty and 1 MB
// fields, blank lines; and report positions exactly.
#include "storage/csv_reader.h"
#include "storage/json_text.h"
#include "storage/jsonl_reader.h"
#include "storage/record_fields.h"
#include "storage/record_writer.h"
#include "storage/text_encoding.h"

#include <QBuffer>
#include <QJsonArray>
#include <QTest>

using namespace pairrank::storage;

class RecordReadersTest : public QObject {
    Q_OBJECT

private slots:
    void csvRowsAreSplitAsWritten_data();
    void csvRowsAreSplitAsWritten();
    void csvFieldPositionsCountCharactersAndLines();
    void csvOneMegabyteFieldSurvives();
    void csvWriterOutputReadsBack();
    void csvKeepsUFeffAfterTheFirstBytes();
    void jsonLinesRecordsAndPositions();
    void jsonNumbersAreReadExactly_data();
    void jsonNumbersAreReadExactly();
    void utf8ValidatorFollowsTheStandard_data();
    void utf8ValidatorFollowsTheStandard();
};

namespace {

QList<QStringList> readAll(const QByteArray& bytes, char delimiter, QString* error = nullptr) {
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    CsvTokenizer tokenizer(buffer, QStringLiteral("in.csv"), delimiter);
    QList<QStringList> rows;
    QList<CsvTokenizer::Field> row;
    for (;;) {
        Result<bool> read = tokenizer.nextRow(row);
        if (!read) {
            if (error) {
                *error = read.error().toString();
            }
            return rows;
        }
        if (!*read) {
            return rows;
        }
        QStringList texts;
        for (const CsvTokenizer::Field& field : row) {
            texts << field.text;
        }
        rows << texts;
    }
}

} // namespace

void RecordReadersTest::csvRowsAreSplitAsWritten_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<char>("delimiter");
    QTest::addColumn<QList<QStringList>>("expected");
    const QList<QStringList> simple{{QStringLiteral("a"), QStringLiteral("b")},
                                    {QStringLiteral("1"), QStringLiteral("2")}};
    QTest::newRow("LF") << QByteArray("a,b\n1,2\n") << ',' << simple;
    QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n") << ',' << simple;
    QTest::newRow("CR only") << QByteArray("a,b\r1,2\r") << ',' << simple;
    QTest::newRow("no final newline") << QByteArray("a,b\n1,2") << ',' << simple;
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF"
                                             "a,b\n1,2\n")
                               << ',' << simple;
    QTest::newRow("blank lines skipped") << QByteArray("a,b\n\n1,2\n\r\n") << ',' << simple;
    QTest::newRow("TSV") << QByteArray("a\tb\n1\t2\n") << '\t' << simple;
    QTest::newRow("quoted delimiter, quote, CRLF inside")
        << QByteArray("x,y\n\"1,5\",\"say \"\"hi\"\"\r\nthere\"\n") << ','
        << QList<QStringList>{{QStringLiteral("x"), QStringLiteral("y")},
                              {QStringLiteral("1,5"), QStringLiteral("say \"hi\"\r\nthere")}};
    QTest::newRow("empty fields")
        << QByteArray("a,b,c\n,,\n\"\",x,\n") << ','
        << QList<QStringList>{{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                              {QString(), QString(), QString()},
                              {QString(), QStringLiteral("x"), QString()}};
    QTest::newRow("non-ASCII") << QByteArray("n\n\xC3\xA9t\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80\n")
                               << ','
                               << QList<QStringList>{{QStringLiteral("n")},
                                                     {QString::fromUtf8("été € 😀")}};
}

void RecordReadersTest::csvRowsAreSplitAsWritten() {
    QFETCH(QByteArray, bytes);
    QFETCH(char, delimiter);
    QFETCH(QList<QStringList>, expected);
    QString error;
    QCOMPARE(readAll(bytes, delimiter, &error), expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void RecordReadersTest::csvFieldPositionsCountCharactersAndLines() {
    QBuffer buffer;
    buffer.setData("id,text\n\xC3\xA9\xC3\xA9,\"two\nlines\",\nz,w\n");
    buffer.open(QIODevice::ReadOnly);
    CsvTokenizer tokenizer(buffer, QStringLiteral("f.csv"), ',');
    QList<CsvTokenizer::Field> row;
    QVERIFY(*tokenizer.nextRow(row));
    QVERIFY(*tokenizer.nextRow(row));
    QCOMPARE(row.size(), 3);
    QCOMPARE(row[1].position.line, 2);
    QCOMPARE(row[1].position.column, 4); // after two 2-byte characters and a comma
    QCOMPARE(row[2].position.line, 3);
    QCOMPARE(row[2].position.column, 8);
    QVERIFY(*tokenizer.nextRow(row));
    QCOMPARE(row[0].position.line, 4);
}

void RecordReadersTest::csvOneMegabyteFieldSurvives() {
    const QByteArray big(1024 * 1024, 'x');
    const QByteArray bytes = "id,text\n1,\"" + big + "\"\n2," + big + "\n";
    QString error;
    const QList<QStringList> rows = readAll(bytes, ',', &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[1][1].size(), big.size());
    QCOMPARE(rows[2][1].size(), big.size());
}

void RecordReadersTest::csvWriterOutputReadsBack() {
    QBuffer output;
    output.open(QIODevice::WriteOnly);
    const QStringList columns{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    RecordWriter writer(output, OutputFormat::Csv, columns);
    QVERIFY(writer.writeHeader());
    const QJsonObject row{{QStringLiteral("a"), QStringLiteral("x, \"y\"\nz")},
                          {QStringLiteral("b"), 0.1},
                          {QStringLiteral("c"), QJsonArray{1, 2}}};
    QVERIFY(writer.write(row));
    output.close();
    QString error;
    const QList<QStringList> rows = readAll(output.data(), ',', &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[1], (QStringList{QStringLiteral("x, \"y\"\nz"), QStringLiteral("0.1"),
                                   QStringLiteral("[1,2]")}));
}

void RecordReadersTest::csvKeepsUFeffAfterTheFirstBytes() {
    // Only the file's first bytes can be a byte-order mark.
    QString error;
    const QList<QStringList> rows = readAll("\xEF\xBB\xBF"
                                            "a,b\n\xEF\xBB\xBFx,\xEF\xBB\xBFy\n",
                                            ',', &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(rows, (QList<QStringList>{{QStringLiteral("a"), QStringLiteral("b")},
                                       {QStringLiteral("\uFEFFx"), QStringLiteral("\uFEFFy")}}));
}

void RecordReadersTest::jsonNumbersAreReadExactly_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("exactInteger"); // empty: not an exact integer
    QTest::addColumn<double>("number");
    QTest::newRow("2^53 + 1") << QByteArray("9007199254740993")
                              << QStringLiteral("9007199254740993") << 9007199254740992.0;
    QTest::newRow("2^63 - 1") << QByteArray("9223372036854775807")
                              << QStringLiteral("9223372036854775807") << 9223372036854775807.0;
    QTest::newRow("-2^63") << QByteArray("-9223372036854775808")
                           << QStringLiteral("-9223372036854775808") << -9223372036854775808.0;
    QTest::newRow("2^64: beyond 64 bits")
        << QByteArray("18446744073709551616") << QString() << 18446744073709551616.0;
    QTest::newRow("2^53 + 1 with a fraction")
        << QByteArray("9007199254740993.0") << QStringLiteral("9007199254740993")
        << 9007199254740992.0;
    QTest::newRow("2^53 + 1 with an exponent")
        << QByteArray("9.007199254740993e15") << QStringLiteral("9007199254740993")
        << 9007199254740992.0;
    QTest::newRow("whole with a negative exponent")
        << QByteArray("1500e-2") << QStringLiteral("15") << 15.0;
    QTest::newRow("a fraction") << QByteArray("2.5") << QString() << 2.5;
    QTest::newRow("1e20: whole, beyond 64 bits") << QByteArray("1E+20") << QString() << 1e20;
    QTest::newRow("tiny") << QByteArray("-4.9e-324") << QString() << -4.9e-324;
}

void RecordReadersTest::jsonNumbersAreReadExactly() {
    QFETCH(QByteArray, json);
    QFETCH(QString, exactInteger);
    QFETCH(double, number);
    auto parsed = parseJsonText(json);
    QVERIFY2(parsed, qPrintable(parsed.error().message));
    QVERIFY(parsed->value.isDouble());
    QCOMPARE(exactIntegerText(parsed->value).value_or(QString()), exactInteger);
    QCOMPARE(parsed->value.toDouble(), number);
}

void RecordReadersTest::jsonLinesRecordsAndPositions() {
    QBuffer buffer;
    buffer.setData("\xEF\xBB\xBF{\"id\": \"a\", \"p\": 0.5}\r\n\n  \n{\"id\":\"b\",  \"text\" : "
                   "\"\xC3\xA9\"}");
    buffer.open(QIODevice::ReadOnly);
    JsonLinesRecordReader reader(buffer, QStringLiteral("f.jsonl"));
    InputRecord record;
    QVERIFY(*reader.next(record));
    QCOMPARE(record.line, 1);
    QCOMPARE(record.values.value(QStringLiteral("p")).toDouble(), 0.5);
    QCOMPARE(record.positionOf(QStringLiteral("p")).column, 13);
    QVERIFY(*reader.next(record));
    QCOMPARE(record.line, 4);
    QCOMPARE(record.values.value(QStringLiteral("text")).toString(), QString::fromUtf8("é"));
    QCOMPARE(record.positionOf(QStringLiteral("text")).column, 13);
    QCOMPARE(record.positionOf(QStringLiteral("absent")).column, 1);
    Result<bool> end = reader.next(record);
    QVERIFY(end && !*end);
}

void RecordReadersTest::utf8ValidatorFollowsTheStandard_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qsizetype>("invalidAt"); // -1: valid
    QTest::newRow("ASCII") << QByteArray("plain") << qsizetype(-1);
    QTest::newRow("2-, 3-, 4-byte")
        << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80") << qsizetype(-1);
    QTest::newRow("lone continuation") << QByteArray("a\x80") << qsizetype(1);
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << qsizetype(0);
    QTest::newRow("overlong 3-byte") << QByteArray("\xE0\x80\xAF") << qsizetype(0);
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << qsizetype(0);
    QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << qsizetype(0);
    QTest::newRow("cut off at the end") << QByteArray("ab\xE2\x82") << qsizetype(2);
    QTest::newRow("NUL") << QByteArray("a\0b", 3) << qsizetype(1);
    QTest::newRow("latin-1") << QByteArray("caf\xE9!") << qsizetype(3);
}

void RecordReadersTest::utf8ValidatorFollowsTheStandard() {
    QFETCH(QByteArray, bytes);
    QFETCH(qsizetype, invalidAt);
    const std::optional<qsizetype> found = findInvalidUtf8(bytes);
    QCOMPARE(found.value_or(-1), invalidAt);
}

QTEST_GUILESS_MAIN(RecordReadersTest)
#include "test_record_readers.moc"
