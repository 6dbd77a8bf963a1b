// The translations: every language's embedded .qm loads and
// translates strings from different parts of the UI; lupdate over today's
// sources finds no unfinished, obsolete or vanished message in any .ts file
// (the check CI runs instead of reading lupdate's summary); translations keep
// the placeholders and the accelerators of their source (and French its no-break
// space before two-part punctuation); texts that count use
// %n, and English says "1 candidate" and "3 candidates"; the language setting
// and the View ▸ Language menu.
#include "app/pairrank/translations.h"
#include "gui_test_support.h"
#include "ui/common/language_setting.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QKeySequence>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

using namespace pairrank;

namespace {

// The languages of translations/ (app/pairrank/CMakeLists.txt).
QStringList translatedLanguages() {
    QStringList languages;
    for (const ui::OfferedLanguage& language : ui::offeredLanguages()) {
        if (language.code != QStringLiteral("en")) {
            languages.append(language.code);
        }
    }
    return languages;
}

// One message of a .ts file as lupdate left it.
struct TsMessage {
    QString context;
    QString source;
    QString comment;          // the disambiguation, if any
    bool numerus = false;     // counts with %n and has plural forms
    QString type;             // "" (finished), "unfinished", "obsolete" or "vanished"
    QStringList translations; // one per numerus form
};

QList<TsMessage> readTsFile(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read %1").arg(path);
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = TsMessage{};
            message.context = context;
            message.numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"comment") {
            message.comment = xml.readElementText();
        } else if (name == u"translation") {
            message.type = xml.attributes().value(QStringLiteral("type")).toString();
            // Either text, or one <numerusform> per plural form.
            QString text;
            message.translations.clear();
            while (!xml.atEnd() && !(xml.readNext() == QXmlStreamReader::EndElement &&
                                     xml.name() == u"translation")) {
                if (xml.isCharacters()) {
                    text += xml.text();
                } else if (xml.isStartElement() && xml.name() == u"numerusform") {
                    message.translations.append(xml.readElementText());
                }
            }
            if (message.translations.isEmpty()) {
                message.translations.append(text);
            }
            messages.append(message);
        }
    }
    if (xml.hasError()) {
        error = QStringLiteral("%1: %2").arg(path, xml.errorString());
    }
    return messages;
}

QStringList placeholdersOf(const QString& text) {
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto match = placeholder.globalMatch(text); match.hasNext();) {
        found.append(match.next().captured());
    }
    found.sort();
    found.removeDuplicates();
    return found;
}

// An accelerator: '&' before a letter or digit ("&&" is a literal ampersand,
// "&%1" in the recent-files menu numbers the entries).
bool hasAccelerator(const QString& text) {
    static const QRegularExpression accelerator(QStringLiteral("(^|[^&])&\\w"),
                                                QRegularExpression::UseUnicodePropertiesOption);
    return accelerator.match(text).hasMatch();
}

// The Alt+letter accelerators among `texts` that more than one text uses.
QStringList clashingAccelerators(const QStringList& texts) {
    QHash<QKeySequence, QStringList> users;
    for (const QString& text : texts) {
        const QKeySequence accelerator = QKeySequence::mnemonic(text);
        if (!accelerator.isEmpty()) {
            users[accelerator].append(text);
        }
    }
    QStringList clashes;
    for (auto user = users.cbegin(); user != users.cend(); ++user) {
        if (user.value().size() > 1) {
            clashes.append(user.value().join(QStringLiteral(" / ")));
        }
    }
    return clashes;
}

// A writable copy of `tsFile` in `folder`, for lupdate to update; empty on failure.
QString writableCopy(const QString& tsFile, const QTemporaryDir& folder) {
    const QString copy = folder.filePath(QFileInfo(tsFile).fileName());
    if (!QFile::copy(tsFile, copy)) {
        return {};
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    return copy;
}

// Runs lupdate over the translated folders into `targets`, with `options`; the error
// or, when it succeeded, an empty text.
QString runLupdate(const QStringList& options, const QStringList& targets) {
    QStringList arguments{QStringLiteral("-silent"), QStringLiteral("-locations"),
                          QStringLiteral("none"), QStringLiteral("-extensions"),
                          QStringLiteral("cpp,h")};
    arguments += options;
    arguments += QString::fromUtf8(PAIRRANK_TRANSLATED_FOLDERS).split(u',', Qt::SkipEmptyParts);
    arguments.append(QStringLiteral("-ts"));
    arguments += targets;
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(PAIRRANK_SOURCE_DIR));
    lupdate.start(QStringLiteral(PAIRRANK_LUPDATE_PATH), arguments);
    if (!lupdate.waitForFinished(60'000) || lupdate.exitStatus() != QProcess::NormalExit ||
        lupdate.exitCode() != 0) {
        return QStringLiteral("lupdate %1 failed: %2 %3")
            .arg(options.join(u' '), lupdate.errorString(),
                 QString::fromLocal8Bit(lupdate.readAllStandardError()));
    }
    return {};
}

QString describe(const TsMessage& message) {
    return QStringLiteral("  [%1] \"%2\"").arg(message.context, message.source);
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void embeddedTranslationTranslates_data();
    void embeddedTranslationTranslates();
    void installTranslationsFollowsTheChosenLanguage();
    void chosenLanguageComesFromTheSettingOrTheEnvironment();
    void languageMenuWritesTheSetting();
    void mainWindowAcceleratorsAreUnique_data();
    void mainWindowAcceleratorsAreUnique();
    void lupdateFindsNothingUnfinishedOrObsolete_data();
    void lupdateFindsNothingUnfinishedOrObsolete();
    void countedTextsHavePluralForms();
    void englishSaysOneAndMany();
    void translationsKeepPlaceholdersAndAccelerators_data();
    void translationsKeepPlaceholdersAndAccelerators();

private:
    void removeInstalledTranslators();

    QTemporaryDir m_folder;
    QTemporaryDir m_lupdateFolder;
    QString m_lupdateError;
};

void TranslationsTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    QVERIFY(m_lupdateFolder.isValid());
    ui_test::isolateSettings(m_folder);
    qunsetenv(app::kLanguageVariable);

    // lupdate over the sources into copies of the .ts files, keeping what it
    // would mark obsolete (no -no-obsolete) so that stale entries show.
    QStringList targets;
    const QStringList tsFiles =
        QString::fromUtf8(PAIRRANK_TRANSLATION_FILES).split(u',', Qt::SkipEmptyParts);
    for (const QString& tsFile : tsFiles) {
        targets.append(writableCopy(tsFile, m_lupdateFolder));
        QVERIFY2(!targets.last().isEmpty(), qPrintable(tsFile));
    }
    m_lupdateError = runLupdate({}, targets);
    if (!m_lupdateError.isEmpty()) {
        return;
    }
    // English holds the plural forms only (lupdate -pluralonly, as
    // scripts/update-translations does).
    const QString englishCopy =
        writableCopy(QStringLiteral(PAIRRANK_ENGLISH_PLURALS_FILE), m_lupdateFolder);
    QVERIFY(!englishCopy.isEmpty());
    m_lupdateError = runLupdate({QStringLiteral("-pluralonly")}, {englishCopy});
}

void TranslationsTest::removeInstalledTranslators() {
    // A QTranslator removes itself from the application when deleted.
    qDeleteAll(QCoreApplication::instance()->findChildren<QTranslator*>());
    QLocale::setDefault(QLocale::c());
}

void TranslationsTest::embeddedTranslationTranslates_data() {
    QTest::addColumn<QString>("language");
    for (const QString& language : translatedLanguages()) {
        QTest::newRow(qPrintable(language)) << language;
    }
}

void TranslationsTest::embeddedTranslationTranslates() {
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY2(translator.load(QStringLiteral(":/i18n/pairrank_%1.qm").arg(language)),
             "the .qm file is not in the resources");
    QVERIFY(!translator.isEmpty());
    // From the menu bar, the tab titles, the Annotate tab, a dialog, the Run tab.
    const std::pair<const char*, const char*> samples[] = {
        {"pairrank::ui::MainWindow", "&File"},
        {"pairrank::ui::MainWindow", "&Ranking"},
        {"pairrank::ui::AnnotateTab", "&A is better"},
        {"pairrank::ui::AnnotateTab", "Where the next pair comes from"},
        {"pairrank::ui::JudgesDialog", "Judge configurations"},
        {"pairrank::ui::ImportFilePage", "Choose a file"},
        {"pairrank::ui::RunProgressPanel", "Comparisons done"},
    };
    for (const auto& [context, source] : samples) {
        const QString translated = translator.translate(context, source);
        QVERIFY2(!translated.isEmpty() && translated != QString::fromUtf8(source),
                 qPrintable(QStringLiteral("%1 / %2").arg(QString::fromUtf8(context),
                                                          QString::fromUtf8(source))));
    }
    // Numerus forms: the count stays in the text (QCoreApplication::translate fills in %n).
    const QString candidates =
        translator.translate("pairrank::ui::CandidatesTab", "%n candidate(s)", nullptr, 7);
    QVERIFY2(candidates.contains(QStringLiteral("%n")) &&
                 candidates != QStringLiteral("%n candidate(s)"),
             qPrintable(candidates));
}

void TranslationsTest::installTranslationsFollowsTheChosenLanguage() {
    removeInstalledTranslators();
    QVERIFY(app::installTranslations(*QCoreApplication::instance(), QStringLiteral("de")));
    QCOMPARE(QCoreApplication::translate("pairrank::ui::MainWindow", "&Help"),
             QStringLiteral("&Hilfe"));
    QCOMPARE(QLocale().language(), QLocale::German);
    removeInstalledTranslators();

    QVERIFY(app::installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")));
    QCOMPARE(QCoreApplication::translate("pairrank::ui::MainWindow", "&Help"),
             QStringLiteral("帮助(&H)"));
    removeInstalledTranslators();

    // English translates the plural forms only: the other source texts stay.
    QVERIFY(app::installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("pairrank::ui::MainWindow", "&Help"),
             QStringLiteral("&Help"));
    QCOMPARE(
        QCoreApplication::translate("pairrank::ui::CandidatesTab", "%n candidate(s)", nullptr, 1),
        QStringLiteral("1 candidate"));
    QCOMPARE(
        QCoreApplication::translate("pairrank::ui::CandidatesTab", "%n candidate(s)", nullptr, 7),
        QStringLiteral("7 candidates"));
    removeInstalledTranslators();

    // A language PairRank does not speak: English, with its plural forms.
    QVERIFY(!app::installTranslations(*QCoreApplication::instance(), QStringLiteral("pt")));
    QCOMPARE(QCoreApplication::translate("pairrank::ui::RankingTab", "%Ln judgement(s) used",
                                         nullptr, 2),
             QStringLiteral("2 judgements used"));
    // Counts are written as the locale writes numbers (a million with its separators).
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(QCoreApplication::translate("pairrank::ui::RankingTab", "%Ln judgement(s) used",
                                         nullptr, 1'000'000),
             QStringLiteral("1,000,000 judgements used"));
    QLocale::setDefault(before);
    removeInstalledTranslators();
}

void TranslationsTest::chosenLanguageComesFromTheSettingOrTheEnvironment() {
    ui::kLanguageSetting.remove();
    QCOMPARE(app::chosenLanguage(), QString());
    ui::kLanguageSetting.write(QStringLiteral("fr"));
    QCOMPARE(app::chosenLanguage(), QStringLiteral("fr"));
    qputenv(app::kLanguageVariable, "ja");
    QCOMPARE(app::chosenLanguage(), QStringLiteral("ja"));
    qunsetenv(app::kLanguageVariable);
    ui::kLanguageSetting.remove();
    QVERIFY(ui::isOfferedLanguage(QString()));
    QVERIFY(ui::isOfferedLanguage(QStringLiteral("zh_CN")));
    QVERIFY(!ui::isOfferedLanguage(QStringLiteral("xx")));
}

void TranslationsTest::languageMenuWritesTheSetting() {
    ui::kLanguageSetting.remove();
    ui::ProjectSession session;
    ui::MainWindow window(session);
    QActionGroup* group = nullptr;
    for (QActionGroup* candidate : window.findChildren<QActionGroup*>()) {
        const auto actions = candidate->actions();
        if (std::any_of(actions.cbegin(), actions.cend(), [](const QAction* action) {
                return action->data().toString() == QStringLiteral("ja");
            })) {
            group = candidate;
        }
    }
    QVERIFY2(group, "no language menu");
    // "System language" plus one action per offered language, the system's checked.
    QCOMPARE(group->actions().size(), ui::offeredLanguages().size() + 1);
    QVERIFY(group->checkedAction());
    QCOMPARE(group->checkedAction()->data().toString(), QString());
    for (QAction* action : group->actions()) {
        if (action->data().toString() == QStringLiteral("ja")) {
            action->trigger();
        }
    }
    QCOMPARE(ui::kLanguageSetting.read(), QStringLiteral("ja"));
    ui::kLanguageSetting.remove();
}

void TranslationsTest::mainWindowAcceleratorsAreUnique_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    embeddedTranslationTranslates_data();
}

void TranslationsTest::mainWindowAcceleratorsAreUnique() {
    QFETCH(QString, language);
    removeInstalledTranslators();
    app::installTranslations(*QCoreApplication::instance(), language);
    QStringList problems;
    {
        ui::ProjectSession session;
        ui::MainWindow window(session);
        // Alt+letter reaches the menu bar and the tab bar alike.
        QStringList windowWide;
        for (QAction* menu : window.menuBar()->actions()) {
            windowWide.append(menu->text());
        }
        for (int tab = 0; tab < window.tabs().count(); ++tab) {
            windowWide.append(window.tabs().tabText(tab));
        }
        problems += clashingAccelerators(windowWide);
        for (QMenu* menu : window.menuBar()->findChildren<QMenu*>()) {
            QStringList entries;
            for (QAction* action : menu->actions()) {
                entries.append(action->text());
            }
            problems += clashingAccelerators(entries);
        }
    }
    removeInstalledTranslators();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TranslationsTest::lupdateFindsNothingUnfinishedOrObsolete_data() {
    embeddedTranslationTranslates_data();
    QTest::newRow("en (plural forms)") << QStringLiteral("en");
}

void TranslationsTest::lupdateFindsNothingUnfinishedOrObsolete() {
    QFETCH(QString, language);
    QVERIFY2(m_lupdateError.isEmpty(), qPrintable(m_lupdateError));
    QString error;
    const QList<TsMessage> messages =
        readTsFile(m_lupdateFolder.filePath(QStringLiteral("pairrank_%1.ts").arg(language)), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const TsMessage& message : messages) {
        if (!message.type.isEmpty()) {
            problems.append(describe(message) + QStringLiteral(" is ") + message.type);
        }
    }
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 message(s) of pairrank_%2.ts need work; run "
                                       "scripts/update-translations and translate them:\n%3")
                            .arg(problems.size())
                            .arg(language, problems.join(u'\n'))));
}

// A text that counts something, "item(s)", counts with %n, so that every language
// (English too) can say one and many properly.
void TranslationsTest::countedTextsHavePluralForms() {
    QVERIFY2(m_lupdateError.isEmpty(), qPrintable(m_lupdateError));
    QString error;
    const QList<TsMessage> messages =
        readTsFile(m_lupdateFolder.filePath(QStringLiteral("pairrank_de.ts")), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression counted(QStringLiteral("\\w\\(s\\)"));
    QStringList problems;
    int countedTexts = 0;
    for (const TsMessage& message : messages) {
        if (message.source.contains(counted)) {
            ++countedTexts;
            if (!message.numerus) {
                problems.append(describe(message));
            }
        }
    }
    QVERIFY(countedTexts > 0);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("these texts count without %n:\n") + problems.join(u'\n')));
}

// The English plural forms: one and many differ, and neither shows "(s)".
void TranslationsTest::englishSaysOneAndMany() {
    QTranslator translator;
    QVERIFY2(translator.load(QStringLiteral(":/i18n/pairrank_en.qm")),
             "the English .qm file is not in the resources");
    QString error;
    const QList<TsMessage> messages =
        readTsFile(QStringLiteral(PAIRRANK_ENGLISH_PLURALS_FILE), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const TsMessage& message : messages) {
        const QByteArray context = message.context.toUtf8();
        const QByteArray source = message.source.toUtf8();
        const QByteArray comment = message.comment.toUtf8();
        const char* disambiguation = comment.isEmpty() ? nullptr : comment.constData();
        const QString one =
            translator.translate(context.constData(), source.constData(), disambiguation, 1);
        const QString many =
            translator.translate(context.constData(), source.constData(), disambiguation, 3);
        if (one.isEmpty() || many.isEmpty() || one.contains(QStringLiteral("(s)")) ||
            many.contains(QStringLiteral("(s)"))) {
            problems.append(describe(message) +
                            QStringLiteral(" → \"%1\" / \"%2\"").arg(one, many));
        } else if (message.source.contains(QStringLiteral("(s)")) && one == many) {
            problems.append(describe(message) + QStringLiteral(": one and many are the same"));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TranslationsTest::translationsKeepPlaceholdersAndAccelerators_data() {
    embeddedTranslationTranslates_data();
    QTest::newRow("en (plural forms)") << QStringLiteral("en");
}

void TranslationsTest::translationsKeepPlaceholdersAndAccelerators() {
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages = readTsFile(
        QStringLiteral(PAIRRANK_SOURCE_DIR "/translations/pairrank_%1.ts").arg(language), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList problems;
    for (const TsMessage& message : messages) {
        if (!message.type.isEmpty()) {
            continue; // unfinished or stale: lupdateFindsNothingUnfinishedOrObsolete says so
        }
        for (const QString& translation : message.translations) {
            // A numerus form may leave out %n ("one file"), never the other placeholders.
            QStringList expected = placeholdersOf(message.source);
            QStringList found = placeholdersOf(translation);
            expected.removeAll(QStringLiteral("%n"));
            found.removeAll(QStringLiteral("%n"));
            if (expected != found) {
                problems.append(describe(message) + QStringLiteral(" → \"%1\": placeholders %2")
                                                        .arg(translation, found.join(u' ')));
            }
            // French sets a no-break space before : ; ? ! so that no line starts with one.
            static const QRegularExpression breakableBeforePunctuation(QStringLiteral(" [:;?!]"));
            if (language == QLatin1String("fr") &&
                translation.contains(breakableBeforePunctuation)) {
                problems.append(
                    describe(message) +
                    QStringLiteral(" → \"%1\": a plain space before punctuation").arg(translation));
            }
            if (hasAccelerator(message.source) != hasAccelerator(translation)) {
                problems.append(describe(message) +
                                QStringLiteral(" → \"%1\": accelerator").arg(translation));
            }
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TranslationsTest)
#include "test_translations.moc"
