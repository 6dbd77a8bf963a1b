// The user guide bundled with PairRank, checked against the application: every
// link and picture of its pages resolves, the methods page explains every model,
// strategy and estimator the application offers under the title it shows, every
// key the guide names is a real shortcut, every setting of the Run tab, the
// Judges dialog, the import wizard and the Calibration tab has a tooltip and a
// What's This that links to its section, and Help ▸ Keyboard Shortcuts lists
// exactly the window's actions with shortcuts.
#include "app/pairrank/translations.h"
#include "gui_test_support.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/calibration/pair_estimates_model.h"
#include "ui/common/language_setting.h"
#include "ui/help/guide_opener.h"
#include "ui/help/help_browser.h"
#include "ui/help/shortcuts_dialog.h"
#include "ui/import/import_wizard.h"
#include "ui/judges/judges_dialog.h"
#include "ui/main/desktop_application.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/run/run_settings_form.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTranslator>
#include <QWhatsThisClickedEvent>

using namespace pairrank;

namespace {

const QString kGuide = QStringLiteral(":/pairrank/guide");

// The pages the application opens by name (Help, F1 on each tab and dialog) and
// the guide's table of contents names.
const QStringList kExpectedPages{
    QStringLiteral("index.html"),        QStringLiteral("getting-started.html"),
    QStringLiteral("candidates.html"),   QStringLiteral("judges.html"),
    QStringLiteral("run.html"),          QStringLiteral("ranking.html"),
    QStringLiteral("annotate.html"),     QStringLiteral("calibration.html"),
    QStringLiteral("command-line.html"), QStringLiteral("troubleshooting.html"),
    QStringLiteral("methods.html")};

QStringList guidePages() {
    return QDir(kGuide).entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name);
}

QString pageSource(const QString& page) {
    QFile file(kGuide + u'/' + page);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

QStringList captures(const QString& text, const QString& pattern) {
    QStringList found;
    const QRegularExpression expression(pattern,
                                        QRegularExpression::CaseInsensitiveOption |
                                            QRegularExpression::DotMatchesEverythingOption);
    for (auto match = expression.globalMatch(text); match.hasNext();) {
        found << match.next().captured(1);
    }
    return found;
}

// The sections a link can point at: <a name="…">.
QSet<QString> anchorsOf(const QString& page) {
    const QStringList names =
        captures(pageSource(page), QStringLiteral("<a\\s[^>]*name=\"([^\"]*)\""));
    return {names.begin(), names.end()};
}

bool isWebAddress(const QString& href) {
    return QRegularExpression(QStringLiteral("^[a-z][a-z0-9+.-]*:"),
                              QRegularExpression::CaseInsensitiveOption)
        .match(href)
        .hasMatch();
}

// The anchor rule the guide's pages follow (written out here, independently of
// the application's): lower case, every run of characters other than letters and
// digits one '-', none at either end.
QString expectedAnchor(const QString& accessibleName) {
    QString anchor = accessibleName.toLower();
    anchor.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    while (anchor.startsWith(u'-')) {
        anchor.remove(0, 1);
    }
    while (anchor.endsWith(u'-')) {
        anchor.chop(1);
    }
    return anchor;
}

// "page" and "anchor" of a guide link "page.html#anchor"; the page is `current` when
// the link names none.
std::pair<QString, QString> splitLink(const QString& href, const QString& current) {
    const qsizetype hash = href.indexOf(u'#');
    const QString page = hash < 0 ? href : href.left(hash);
    return {page.isEmpty() ? current : page, hash < 0 ? QString() : href.mid(hash + 1)};
}

// What is wrong with a link to `href` from `page` in words; empty when it resolves.
QString brokenLink(const QString& href, const QString& page) {
    const auto [target, anchor] = splitLink(href, page);
    if (!QFile::exists(kGuide + u'/' + target)) {
        return QStringLiteral("%1 links to %2, which is not in the guide").arg(page, href);
    }
    if (!anchor.isEmpty() && !anchorsOf(target).contains(anchor)) {
        return QStringLiteral("%1 links to %2: %3 has no <a name=\"%4\">")
            .arg(page, href, target, anchor);
    }
    return {};
}

// The settings a person edits: input widgets, not the line edit inside a spin box or
// combo box, nor a text view only for reading.
bool isSettingInput(const QWidget& widget) {
    if (qobject_cast<const QAbstractSpinBox*>(widget.parentWidget()) != nullptr ||
        qobject_cast<const QComboBox*>(widget.parentWidget()) != nullptr) {
        return false;
    }
    if (const auto* text = qobject_cast<const QTextEdit*>(&widget)) {
        return !text->isReadOnly();
    }
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(&widget)) {
        return !text->isReadOnly();
    }
    return qobject_cast<const QComboBox*>(&widget) != nullptr ||
           qobject_cast<const QAbstractSpinBox*>(&widget) != nullptr ||
           qobject_cast<const QLineEdit*>(&widget) != nullptr ||
           qobject_cast<const QCheckBox*>(&widget) != nullptr;
}

QString describe(const QWidget& widget) {
    return QStringLiteral("%1 “%2” in %3")
        .arg(QString::fromLatin1(widget.metaObject()->className()), widget.accessibleName(),
             QString::fromLatin1(widget.window()->metaObject()->className()));
}

QString whatsThisLink(const QWidget& widget) {
    return captures(widget.whatsThis(), QStringLiteral("<a\\s[^>]*href=\"([^\"]*)\"")).value(0);
}

QStringList portableShortcuts(const QWidget& root) {
    QStringList keys;
    for (const QAction* action : root.findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts()) {
            keys << key.toString(QKeySequence::PortableText);
        }
    }
    for (const QAbstractButton* button : root.findChildren<QAbstractButton*>()) {
        if (!button->shortcut().isEmpty()) {
            keys << button->shortcut().toString(QKeySequence::PortableText);
        }
    }
    return keys;
}

// The methods page read as a reader reads it: each section (a heading and what follows it
// up to the next heading) by the anchors in its heading, and each heading's anchor.
struct MethodsPage {
    QHash<QString, QString> sectionOfAnchor;
    QHash<QString, QString> anchorOfHeading;
};

MethodsPage readMethodsPage(const QString& html) {
    QTextDocument document;
    document.setHtml(html);
    MethodsPage page;
    QStringList anchors; // of the current section
    QString text;
    const auto closeSection = [&] {
        for (const QString& anchor : std::as_const(anchors)) {
            page.sectionOfAnchor.insert(anchor, text);
        }
        anchors.clear();
        text.clear();
    };
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const bool heading = block.blockFormat().headingLevel() > 0;
        if (heading) {
            closeSection();
        }
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QStringList names = fragment.fragment().charFormat().anchorNames();
            anchors << names;
            if (heading && !names.isEmpty()) {
                page.anchorOfHeading.insert(block.text().trimmed(), names.first());
            }
        }
        text += block.text() + u' ';
    }
    closeSection();
    return page;
}

// A method the application offers: which choice offers it, the anchor of its section on
// the methods page and the title a person reads.
struct OfferedMethod {
    QString offeredBy;
    QString anchor;
    QString title;
};

// A language installed as main() installs it (app/pairrank/translations.cpp), for the
// lifetime of this object; afterwards the texts are English again.
class InstalledLanguage {
public:
    explicit InstalledLanguage(const QString& code)
        : m_locale(QLocale())
        , m_loaded(app::installTranslations(*QCoreApplication::instance(), code)) {}
    ~InstalledLanguage() {
        for (QTranslator* translator :
             QCoreApplication::instance()->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(m_locale);
    }
    InstalledLanguage(const InstalledLanguage&) = delete;
    InstalledLanguage& operator=(const InstalledLanguage&) = delete;
    bool loaded() const { return m_loaded; }

private:
    QLocale m_locale;
    bool m_loaded;
};

// Every problem on a line of its own (a test message is cut after 1,000 characters);
// true when there is none.
bool noProblems(const QStringList& problems) {
    for (const QString& problem : problems) {
        qWarning().noquote() << problem;
    }
    return problems.isEmpty();
}

} // namespace

class HelpContentsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theGuideHasItsPages();
    void everyLinkAndPictureResolves();
    void methodsPageExplainsEveryOfferedMethod();
    void everyKeyNamedInTheGuideIsAShortcut();
    void everySettingHasATooltipAndWhatsThisLinkingItsSection();
    void everyWhatsThisLinkReachesItsSection();
    void shortcutListEqualsTheWindowsActions();
    void whatsThisLinkOpensTheGuideAtItsSection();
    void whatsThisLinksAreTheSameInEveryLanguage();

private:
    // The widgets whose settings have context help, over a project with a criterion
    // (so that the Judges dialog's prompt is editable).
    struct SettingsWidgets {
        std::unique_ptr<ui::ProjectSession> session;
        std::vector<std::unique_ptr<QWidget>> roots; // with the guide page each links to
        QStringList pages;
    };
    SettingsWidgets buildSettingsWidgets();
    QList<QWidget*> settingInputs(SettingsWidgets& widgets, QStringList& pageOfInput);

    QTemporaryDir m_folder;
};

void HelpContentsTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
}

void HelpContentsTest::theGuideHasItsPages() {
    const QStringList pages = guidePages();
    for (const QString& page : kExpectedPages) {
        QVERIFY2(pages.contains(page), qPrintable(page + QStringLiteral(" is not bundled")));
    }
}

void HelpContentsTest::everyLinkAndPictureResolves() {
    const QStringList pages = guidePages();
    QVERIFY(!pages.isEmpty());
    QStringList problems;
    int links = 0;
    for (const QString& page : pages) {
        const QString source = pageSource(page);
        for (const QString& href :
             captures(source, QStringLiteral("<a\\s[^>]*href=\"([^\"]*)\""))) {
            if (isWebAddress(href)) {
                continue;
            }
            ++links;
            if (const QString problem = brokenLink(href, page); !problem.isEmpty()) {
                problems << problem;
            }
        }
        for (const QString& image :
             captures(source, QStringLiteral("<img\\s[^>]*src=\"([^\"]*)\""))) {
            if (!QFile::exists(kGuide + u'/' + image)) {
                problems << QStringLiteral("%1 shows %2, which is not bundled").arg(page, image);
            }
        }
    }
    QVERIFY2(links > 0, "the guide's pages link nowhere: no table of contents?");
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
}

void HelpContentsTest::methodsPageExplainsEveryOfferedMethod() {
    const QString source = pageSource(QStringLiteral("methods.html"));
    QVERIFY2(!source.isEmpty(), "methods.html is not bundled");
    const MethodsPage page = readMethodsPage(source);
    QVERIFY(!page.sectionOfAnchor.isEmpty());

    // What the application offers, read from the widgets that offer it: the Run tab's
    // choices (their items' data are the keys the page's anchors use), the Calibration
    // tab's estimate columns and prior settings.
    SettingsWidgets widgets = buildSettingsWidgets();
    QCOMPARE(widgets.roots.size(), std::size_t{4});
    QWidget& runForm = *widgets.roots.at(0);
    QWidget& calibration = *widgets.roots.at(3);
    QList<OfferedMethod> offered;
    const auto choicesOf = [&](const QString& comboName, const QString& anchorPrefix) {
        const auto* box = ui_test::childNamed<QComboBox>(runForm, comboName);
        QVERIFY2(box != nullptr && box->count() > 0, qPrintable(comboName));
        for (int item = 0; item < box->count(); ++item) {
            offered << OfferedMethod{comboName, anchorPrefix + box->itemData(item).toString(),
                                     box->itemText(item)};
        }
    };
    choicesOf(QStringLiteral("Model"), QString());
    choicesOf(QStringLiteral("Strategy"), QString());
    choicesOf(QStringLiteral("Home advantage"), QStringLiteral("home-advantage-"));
    // The estimates: every column of the estimates table that holds one (between the
    // human labels and the prior), under the title the table gives it.
    const ui::PairEstimatesModel estimates;
    for (int column = ui::PairEstimatesModel::HumanLabels + 1;
         column < ui::PairEstimatesModel::Prior; ++column) {
        const QString title =
            estimates.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        offered << OfferedMethod{QStringLiteral("Estimates"), expectedAnchor(title), title};
    }
    // The prior settings: a section headed exactly as the Calibration tab names each.
    const auto* priors =
        ui_test::childNamed<QComboBox>(calibration, QStringLiteral("Prior setting"));
    QVERIFY(priors != nullptr && priors->count() > 0);
    for (int item = 0; item < priors->count(); ++item) {
        offered << OfferedMethod{QStringLiteral("Prior setting"),
                                 page.anchorOfHeading.value(priors->itemText(item)),
                                 priors->itemText(item)};
    }

    QStringList problems;
    for (const OfferedMethod& method : std::as_const(offered)) {
        QVERIFY(!method.title.isEmpty());
        const QString where = QStringLiteral("%1 “%2” (<a name=\"%3\">)")
                                  .arg(method.offeredBy, method.title, method.anchor);
        if (method.anchor.isEmpty() || !page.sectionOfAnchor.contains(method.anchor)) {
            problems << where + QStringLiteral(": no such section");
            continue;
        }
        const QString section = page.sectionOfAnchor.value(method.anchor);
        if (!section.contains(method.title, Qt::CaseInsensitive)) {
            problems << where + QStringLiteral(": the section does not name it: ") +
                            section.left(120);
        }
        // What an analyst needs to choose: what it assumes and when to prefer it.
        for (const QString& part : {QStringLiteral("Assumes"), QStringLiteral("When to prefer")}) {
            if (!section.contains(part)) {
                problems << where + QStringLiteral(": the section does not say “%1”").arg(part);
            }
        }
    }
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s) among %2 offered methods")
                            .arg(problems.size())
                            .arg(offered.size())));
}

void HelpContentsTest::everyKeyNamedInTheGuideIsAShortcut() {
    ui::DesktopApplication application; // the window main() builds, its actions and tabs'
    QStringList shortcuts = portableShortcuts(application.window());
    ui::JudgesDialog judges(application.session());
    ui::ImportWizard wizard(application.session());
    shortcuts << portableShortcuts(judges) << portableShortcuts(wizard);
    // What the brief and the Run tab's buttons promise, written out: the list is read right.
    for (const QString& key :
         {QStringLiteral("F1"), QStringLiteral("F5"), QStringLiteral("F6"), QStringLiteral("F7"),
          QStringLiteral("Shift+F5"), QStringLiteral("Backspace"), QStringLiteral("Ctrl+I")}) {
        QVERIFY2(shortcuts.contains(key), qPrintable(key));
    }
    QStringList problems;
    int keys = 0;
    for (const QString& page : guidePages()) {
        for (const QString& markup :
             captures(pageSource(page), QStringLiteral("<code\\s+class=\"key\">(.*?)</code>"))) {
            ++keys;
            const QString key = QTextDocumentFragment::fromHtml(markup).toPlainText().trimmed();
            if (!shortcuts.contains(key)) {
                problems
                    << QStringLiteral("%1 names the key %2, which no action has").arg(page, key);
            }
        }
    }
    QVERIFY2(keys > 0, "the guide names no key");
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
}

HelpContentsTest::SettingsWidgets HelpContentsTest::buildSettingsWidgets() {
    SettingsWidgets widgets;
    const QString path = m_folder.filePath(QStringLiteral("help.pairrank"));
    if (!QFile::exists(path) && ui_test::buildRunProject(path, {}).isEmpty()) {
        return widgets;
    }
    widgets.session = std::make_unique<ui::ProjectSession>();
    widgets.session->openProject(path);
    if (!QTest::qWaitFor([&] { return widgets.session->isOpen(); }, 30'000)) {
        return widgets;
    }
    auto* judges = new ui::JudgesDialog(*widgets.session);
    QSignalSpy loaded(judges, &ui::JudgesDialog::loaded);
    if (!loaded.wait(30'000)) {
        delete judges;
        return widgets;
    }
    widgets.roots.emplace_back(new ui::RunSettingsForm);
    widgets.pages << QStringLiteral("run.html");
    widgets.roots.emplace_back(judges);
    widgets.pages << QStringLiteral("judges.html");
    widgets.roots.emplace_back(new ui::ImportWizard(*widgets.session));
    widgets.pages << QStringLiteral("candidates.html");
    widgets.roots.emplace_back(new ui::CalibrationTab(*widgets.session));
    widgets.pages << QStringLiteral("calibration.html");
    return widgets;
}

QList<QWidget*> HelpContentsTest::settingInputs(SettingsWidgets& widgets,
                                                QStringList& pageOfInput) {
    QList<QWidget*> inputs;
    for (std::size_t root = 0; root < widgets.roots.size(); ++root) {
        for (QWidget* widget : widgets.roots[root]->findChildren<QWidget*>()) {
            if (isSettingInput(*widget)) {
                inputs << widget;
                pageOfInput << widgets.pages.at(static_cast<int>(root));
            }
        }
    }
    return inputs;
}

void HelpContentsTest::everySettingHasATooltipAndWhatsThisLinkingItsSection() {
    SettingsWidgets widgets = buildSettingsWidgets();
    QCOMPARE(widgets.roots.size(), std::size_t{4});
    QStringList pages;
    const QList<QWidget*> inputs = settingInputs(widgets, pages);
    // Run tab 18, Judges dialog 21 + 4 (the prompt's), import wizard 8, Calibration tab 2:
    // counted in the forms, so that a walk that misses widgets fails.
    QVERIFY2(inputs.size() >= 18 + 25 + 8 + 2, qPrintable(QString::number(inputs.size())));
    QStringList problems;
    for (int index = 0; index < inputs.size(); ++index) {
        const QWidget& input = *inputs.at(index);
        const QString expected = pages.at(index) + u'#' + expectedAnchor(input.accessibleName());
        if (input.accessibleName().isEmpty()) {
            problems << describe(input) + QStringLiteral(": no accessible name");
        } else if (input.toolTip().trimmed().isEmpty()) {
            problems << describe(input) + QStringLiteral(": no tooltip");
        } else if (input.whatsThis().trimmed().isEmpty()) {
            problems << describe(input) + QStringLiteral(": no What's This");
        } else if (whatsThisLink(input) != expected) {
            problems << describe(input) + QStringLiteral(": What's This links to “%1”, not %2")
                                              .arg(whatsThisLink(input), expected);
        }
    }
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
}

void HelpContentsTest::everyWhatsThisLinkReachesItsSection() {
    SettingsWidgets widgets = buildSettingsWidgets();
    QCOMPARE(widgets.roots.size(), std::size_t{4});
    QStringList pages;
    QStringList problems;
    for (const QWidget* input : settingInputs(widgets, pages)) {
        const QString link = whatsThisLink(*input);
        if (const QString problem = brokenLink(link, QString());
            !link.isEmpty() && !problem.isEmpty()) {
            problems << describe(*input) + QStringLiteral(": ") + problem;
        }
    }
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
}

void HelpContentsTest::shortcutListEqualsTheWindowsActions() {
    ui::DesktopApplication application;
    ui::MainWindow& window = application.window();
    QMultiHash<QString, QString> actions; // keys → action text, as a person reads them
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (!action->shortcuts().isEmpty()) {
            QStringList keys;
            for (const QKeySequence& key : action->shortcuts()) {
                keys << key.toString(QKeySequence::NativeText);
            }
            actions.insert(keys.join(QStringLiteral(", ")), QString(action->text()).remove(u'&'));
        }
    }
    ui::ShortcutsDialog dialog(window);
    const QTableWidget& table = dialog.table();
    QMultiHash<QString, QString> listed;
    QHash<QString, QString> whereOf;
    for (int row = 0; row < table.rowCount(); ++row) {
        const QString keys = table.item(row, ui::ShortcutsDialog::KeysColumn)->text();
        listed.insert(keys, table.item(row, ui::ShortcutsDialog::ActionColumn)->text());
        whereOf.insert(keys, table.item(row, ui::ShortcutsDialog::WhereColumn)->text());
    }
    QCOMPARE(listed, actions);
    // The Run tab's and the Annotate tab's keys are among them, said where they apply.
    const auto native = [](const QKeySequence& key) {
        return key.toString(QKeySequence::NativeText);
    };
    for (const QKeySequence& key :
         {QKeySequence(Qt::Key_F5), QKeySequence(Qt::Key_F6), QKeySequence(Qt::Key_F7),
          QKeySequence(Qt::SHIFT | Qt::Key_F5)}) {
        QCOMPARE(whereOf.value(native(key)), QStringLiteral("Run"));
    }
    for (const QKeySequence& key :
         {QKeySequence(Qt::Key_A), QKeySequence(Qt::Key_T), QKeySequence(Qt::Key_B),
          QKeySequence(Qt::Key_S), QKeySequence(Qt::Key_Backspace)}) {
        QCOMPARE(whereOf.value(native(key)), QStringLiteral("Annotate"));
    }
    QCOMPARE(whereOf.value(native(QKeySequence(Qt::Key_F1))), QStringLiteral("Help"));
    QCOMPARE(whereOf.value(native(QKeySequence(Qt::CTRL | Qt::Key_I))), QStringLiteral("File"));
}

void HelpContentsTest::whatsThisLinkOpensTheGuideAtItsSection() {
    ui::DesktopApplication application;
    ui::MainWindow& window = application.window();
    auto* batchesAhead =
        ui_test::childNamed<QAbstractSpinBox>(window, QStringLiteral("Batches ahead"));
    QVERIFY(batchesAhead != nullptr);
    const QString link = whatsThisLink(*batchesAhead);
    QCOMPARE(link, QStringLiteral("run.html#batches-ahead"));
    // What Qt sends to the widget when its What's This link is clicked.
    QWhatsThisClickedEvent clicked(link);
    QApplication::sendEvent(batchesAhead, &clicked);
    const ui::HelpBrowser* browser = window.guide().browser();
    QVERIFY(browser != nullptr);
    QTRY_VERIFY(browser->isVisible());
    QCOMPARE(browser->source().fileName(), QStringLiteral("run.html"));
    QCOMPARE(browser->source().fragment(), QStringLiteral("batches-ahead"));
}

void HelpContentsTest::whatsThisLinksAreTheSameInEveryLanguage() {
    // The guide is English and its sections are named after the English labels: in every
    // language each setting links to the section it links to in English (which
    // everyWhatsThisLinkReachesItsSection checks resolves), not to one named after its
    // translated label.
    QStringList englishLinks;
    {
        SettingsWidgets widgets = buildSettingsWidgets();
        QCOMPARE(widgets.roots.size(), std::size_t{4});
        QStringList pages;
        for (const QWidget* input : settingInputs(widgets, pages)) {
            englishLinks << whatsThisLink(*input);
        }
    }
    QVERIFY(!englishLinks.isEmpty());
    const qsizetype batchesAhead = englishLinks.indexOf(QStringLiteral("run.html#batches-ahead"));
    QVERIFY(batchesAhead >= 0);
    int languages = 0;
    for (const ui::OfferedLanguage& language : ui::offeredLanguages()) {
        if (language.code == QStringLiteral("en")) {
            continue;
        }
        ++languages;
        const InstalledLanguage installed(language.code);
        QVERIFY2(installed.loaded(), qPrintable(language.code));
        SettingsWidgets widgets = buildSettingsWidgets();
        QCOMPARE(widgets.roots.size(), std::size_t{4});
        QStringList pages;
        const QList<QWidget*> inputs = settingInputs(widgets, pages);
        QCOMPARE(inputs.size(), englishLinks.size());
        QStringList problems;
        int translatedLabels = 0;
        for (int index = 0; index < inputs.size(); ++index) {
            const QWidget& input = *inputs.at(index);
            const QString link = whatsThisLink(input);
            if (!link.endsWith(u'#' + expectedAnchor(input.accessibleName()))) {
                ++translatedLabels; // the label is not the English one the section is named by
            }
            if (link != englishLinks.at(index)) {
                problems << QStringLiteral("%1: %2 links to “%3”, in English to “%4”")
                                .arg(language.code, describe(input), link, englishLinks.at(index));
            }
        }
        // The labels really are translated: otherwise this would check English again.
        QVERIFY2(translatedLabels > inputs.size() / 2,
                 qPrintable(QStringLiteral("%1: only %2 of %3 labels translated")
                                .arg(language.code)
                                .arg(translatedLabels)
                                .arg(inputs.size())));
        QVERIFY2(noProblems(problems),
                 qPrintable(
                     QStringLiteral("%1: %2 problem(s)").arg(language.code).arg(problems.size())));
        // The example of the German guide reader: "Batches im Voraus" still opens
        // run.html#batches-ahead.
        QVERIFY(inputs.at(batchesAhead)->accessibleName() != QStringLiteral("Batches ahead"));
        QCOMPARE(whatsThisLink(*inputs.at(batchesAhead)), QStringLiteral("run.html#batches-ahead"));
    }
    QVERIFY(languages >= 5);
}

QTEST_MAIN(HelpContentsTest)
#include "test_help_contents.moc"
