// docs/ARCHITECTURE.md is the truth about the code, so every file and every name of
// code it quotes must exist: a renamed function or a moved file leaves the document
// wrong until someone reads it closely. This suite reads the document (and README.md)
// and looks each quoted path up among the repository's files and each quoted name
// (`ns::name`, `Type::member`, `function()`) among the words of its C++ sources.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

const QString kRoot = QStringLiteral(PAIRRANK_SOURCE_DIR);

// The repository's folders a document may point into.
const QStringList kFolders = {
    QStringLiteral(".ci"),       QStringLiteral("app"),       QStringLiteral("cmake"),
    QStringLiteral("core"),      QStringLiteral("data"),      QStringLiteral("docs"),
    QStringLiteral("packaging"), QStringLiteral("resources"), QStringLiteral("scripts"),
    QStringLiteral("storage"),   QStringLiteral("tests"),     QStringLiteral("translations"),
    QStringLiteral("ui"),
};

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Every file under the repository's folders, relative to the root.
QStringList repositoryFiles() {
    QStringList files;
    for (const QString& folder : kFolders) {
        QDirIterator it(kRoot + u'/' + folder, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            files.append(QDir(kRoot).relativeFilePath(it.next()));
        }
    }
    return files;
}

// Every word of the C++ sources and CMake files.
QSet<QString> sourceWords(const QStringList& files) {
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
    QSet<QString> words;
    for (const QString& file : files) {
        if (!file.endsWith(QLatin1String(".h")) && !file.endsWith(QLatin1String(".cpp")) &&
            !file.endsWith(QLatin1String(".cmake")) &&
            !file.endsWith(QLatin1String("CMakeLists.txt"))) {
            continue;
        }
        const QString text = readText(kRoot + u'/' + file);
        for (auto match = word.globalMatch(text); match.hasNext();) {
            words.insert(match.next().captured());
        }
    }
    return words;
}

// The spans of a Markdown text quoted as code.
QStringList quotedCode(const QString& markdown) {
    static const QRegularExpression quoted(QStringLiteral("`([^`\\n]+)`"));
    QStringList spans;
    for (auto match = quoted.globalMatch(markdown); match.hasNext();) {
        spans.append(match.next().captured(1));
    }
    return spans;
}

} // namespace

class ArchitectureDocumentTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void quotedFilesExist_data();
    void quotedFilesExist();
    void quotedNamesExist_data();
    void quotedNamesExist();

private:
    QStringList m_files;
    QSet<QString> m_words;
};

void ArchitectureDocumentTest::initTestCase() {
    m_files = repositoryFiles();
    QVERIFY2(m_files.contains(QStringLiteral("docs/ARCHITECTURE.md")), qPrintable(kRoot));
    m_words = sourceWords(m_files);
    // The search itself works: names that exist are found, made-up ones are not.
    QVERIFY(m_words.contains(QStringLiteral("ProjectDatabase")));
    // (A name that was renamed; written in two parts, or this file would hold it.)
    QVERIFY(!m_words.contains(QStringLiteral("countLabels") + QStringLiteral("OnQueuedPairs")));
}

void ArchitectureDocumentTest::quotedFilesExist_data() {
    QTest::addColumn<QString>("document");
    QTest::newRow("ARCHITECTURE.md") << QStringLiteral("docs/ARCHITECTURE.md");
    QTest::newRow("README.md") << QStringLiteral("README.md");
}

// A quoted path names a file or folder of the repository, or a program built from
// one (`tests/bench/bench_routing` from bench_routing.cpp): from its root, or a
// suffix of one (`run/human_queue.*` for core/run/human_queue.h), `*` standing for
// any part of a name.
void ArchitectureDocumentTest::quotedFilesExist() {
    QFETCH(QString, document);
    const QString text = readText(kRoot + u'/' + document);
    QVERIFY(!text.isEmpty());
    static const QRegularExpression pathLike(
        QStringLiteral("^[A-Za-z0-9_.*-]+(/[A-Za-z0-9_.*-]+)+/?$"));
    QStringList missing;
    int checked = 0;
    for (const QString& span : quotedCode(text)) {
        if (!pathLike.match(span).hasMatch() ||
            (!kFolders.contains(span.section(u'/', 0, 0)) && !span.contains(u'.'))) {
            continue;
        }
        QString pattern = QRegularExpression::escape(span.endsWith(u'/') ? span.chopped(1) : span);
        pattern.replace(QStringLiteral("\\*"), QStringLiteral("[^/]*"));
        const QRegularExpression file(QStringLiteral("(^|/)%1(\\.[a-z]+)?(/|$)").arg(pattern));
        ++checked;
        const bool found = std::any_of(m_files.cbegin(), m_files.cend(), [&](const QString& each) {
            return file.match(each).hasMatch();
        });
        if (!found) {
            missing.append(span);
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QVERIFY2(checked > 0 || document == QLatin1String("README.md"), qPrintable(document));
}

void ArchitectureDocumentTest::quotedNamesExist_data() {
    quotedFilesExist_data();
}

// A quoted name of code — the parts of `a::b::c`, or `f()` — is a word of the sources.
void ArchitectureDocumentTest::quotedNamesExist() {
    QFETCH(QString, document);
    const QString text = readText(kRoot + u'/' + document);
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*"));
    QStringList missing;
    int checked = 0;
    for (const QString& span : quotedCode(text)) {
        for (auto match = word.globalMatch(span); match.hasNext();) {
            const QRegularExpressionMatch part = match.next();
            const QStringView before = QStringView(span).left(part.capturedStart());
            const QStringView after = QStringView(span).mid(part.capturedEnd());
            if (!before.endsWith(u"::") && !after.startsWith(u"::") && !after.startsWith(u"()")) {
                continue;
            }
            ++checked;
            if (!m_words.contains(part.captured()) && !missing.contains(part.captured())) {
                missing.append(part.captured());
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    QVERIFY2(checked > 0 || document == QLatin1String("README.md"), qPrintable(document));
}

QTEST_GUILESS_MAIN(ArchitectureDocumentTest)
#include "test_architecture_document.moc"
