// The user guide bundled with PairRank, checked against the application: every
// link and picture of its pages resolves, the methods page explains every model,
// strategy and estimator the application offers under the title it shows, every
// key the guide names is a real shortcut, every setting of the Run tab, the
// Judges dialog, the import wizard and the Calibration tab has a tooltip and a
// What's This that links to its section, and Help ▸ Keyboard Shortcuts lists
// exactly the window's actions with shortcuts.
#include "gui_test_support.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/calibration/pair_estimates_model.h"
#include "ui/common/method_names.h"
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
#include <QLineEdit>
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
    QTextDocument document;
    document.setHtml(source);
    // Each anchor with the text of its heading and the paragraph after it.
    QHash<QString, QString> sectionText;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            for (const QString& name : fragment.fragment().charFormat().anchorNames()) {
                sectionText[name] = block.text() + u' ' + block.next().text();
            }
        }
    }
    QList<ui::MethodName> methods = ui::offeredScoringModels() + ui::offeredSelectionStrategies();
    // The estimators under the titles the Calibration tab's table gives them.
    const ui::PairEstimatesModel estimates;
    const auto header = [&](int column) {
        return estimates.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    methods << ui::MethodName{QStringLiteral("observed"), header(ui::PairEstimatesModel::Observed)}
            << ui::MethodName{QStringLiteral("bwrs"), header(ui::PairEstimatesModel::Bwrs)}
            << ui::MethodName{QStringLiteral("dawid-skene"),
                              header(ui::PairEstimatesModel::DawidSkene)};
    QCOMPARE(methods.size(), 7 + 8 + 3);
    QStringList problems;
    for (const ui::MethodName& method : std::as_const(methods)) {
        QVERIFY(!method.title.isEmpty());
        if (!sectionText.contains(method.key)) {
            problems << QStringLiteral("no <a name=\"%1\"> (%2)").arg(method.key, method.title);
        } else if (!sectionText.value(method.key).contains(method.title, Qt::CaseInsensitive)) {
            problems << QStringLiteral("the section %1 does not name “%2”: %3")
                            .arg(method.key, method.title, sectionText.value(method.key).left(120));
        }
    }
    QVERIFY2(noProblems(problems),
             qPrintable(QStringLiteral("%1 problem(s)").arg(problems.size())));
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

QTEST_MAIN(HelpContentsTest)
#include "test_help_contents.moc"
