// A project on a PostgreSQL server, used the way a team uses it, with the mouse
// and the keys only: File ▸ Connect to Server… with the parts of the address or
// one URI; the password the server asks for, typed into a field that hides it and
// kept nowhere; an annotator — a login role the server does not let read the
// judgements — who gets the Annotate tab only and stores labels with the keys; the
// owner, an analyst, who gets every tab; labels stored by someone else appearing
// in the agreement table and the Calibration tab without a refresh; and clear
// errors for a server that is not there and a database that is not a project.
//
// The server is the test's own (tests/storage/postgres_server.h) on 127.0.0.1.
// The roles and grants below are what an administrator would set up; PairRank
// itself grants nothing.
#include "gui_test_support.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "storage/postgres_server.h"
#include "storage/project_database.h"
#include "storage/server_roles.h"
#include "ui/main/main_window.h"
#include "ui/project/human_label_watcher.h"
#include "ui/project/project_session.h"
#include "walkthrough_support.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialog>
#include <QDirIterator>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

#include <optional>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kStepTimeout = 30'000;

const QString kAnnotatorRole = QStringLiteral("annotator_zoe");
const QString kAnnotatorPassword = QStringLiteral("label & \"rank\" 7");
// The server project's name, which the window's title shows once it is open.
const QString kServerProjectName = QStringLiteral("calibration project");

// The texts of the tabs a person can see and click.
QStringList visibleTabs(ui::MainWindow& window) {
    QStringList shown;
    const QTabBar* bar = window.tabs().tabBar();
    for (int tab = 0; tab < bar->count(); ++tab) {
        if (bar->isTabVisible(tab)) {
            shown << bar->tabText(tab).remove(u'&');
        }
    }
    return shown;
}

// The entries of the menu bar and its menus a person can see, without '&'.
QStringList visibleMenuEntries(ui::MainWindow& window) {
    QStringList entries;
    for (QAction* top : window.menuBar()->actions()) {
        if (!top->isVisible()) {
            continue;
        }
        entries << top->text().remove(u'&');
        if (top->menu() != nullptr) {
            for (QAction* item : top->menu()->actions()) {
                if (item->isVisible() && !item->isSeparator()) {
                    entries << item->text().remove(u'&');
                }
            }
        }
    }
    return entries;
}

// The rows of the agreement table on screen, "first / second" (two annotators, or
// an annotator and a judge).
QStringList agreementRows() {
    QStringList rows;
    const auto* table =
        visible<QAbstractItemView>(QStringLiteral("Agreement of the annotators and the judge"));
    if (table == nullptr) {
        return rows;
    }
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        rows << table->model()->index(row, 0).data().toString() + QStringLiteral(" / ") +
                    table->model()->index(row, 1).data().toString();
    }
    return rows;
}

// The dialog once it has the keyboard; nullptr when it never came.
QDialog* openConnectDialog(ui::MainWindow& window) {
    if (!chooseMenu(window, {QStringLiteral("File"), QStringLiteral("Connect to Server…")})) {
        return nullptr;
    }
    auto* dialog = qobject_cast<QDialog*>(waitForModal());
    return dialog != nullptr && dialog->objectName() == QStringLiteral("connectServerDialog") &&
                   waitUntil([dialog] { return dialog->isActiveWindow(); }, kStepTimeout)
               ? dialog
               : nullptr;
}

// File ▸ Connect to Server…, the address typed as parts.
bool connectWithParts(ui::MainWindow& window, int port, const QString& database,
                      const QString& user) {
    QDialog* dialog = openConnectDialog(window);
    if (dialog == nullptr) {
        return false;
    }
    return typeInto(visible<QLineEdit>(QStringLiteral("Host"), dialog),
                    QStringLiteral("127.0.0.1")) &&
           typeInto(visible<QAbstractSpinBox>(QStringLiteral("Port"), dialog),
                    QString::number(port)) &&
           typeInto(visible<QLineEdit>(QStringLiteral("Database"), dialog), database) &&
           typeInto(visible<QLineEdit>(QStringLiteral("User"), dialog), user) &&
           chooseInCombo(visible<QComboBox>(QStringLiteral("TLS"), dialog),
                         QStringLiteral("No TLS")) &&
           clickButton(QStringLiteral("Connect"), dialog);
}

// File ▸ Connect to Server…, one URI typed into the address field.
bool connectWithUri(ui::MainWindow& window, const QString& uri) {
    QDialog* dialog = openConnectDialog(window);
    if (dialog == nullptr) {
        return false;
    }
    return typeInto(visible<QLineEdit>(QStringLiteral("Connection URI or service name"), dialog),
                    uri) &&
           clickButton(QStringLiteral("Connect"), dialog);
}

// The password dialog once the server asked and it has the keyboard; nullptr when
// it never came.
QInputDialog* passwordDialog() {
    auto* dialog = qobject_cast<QInputDialog*>(waitForModal(kStepTimeout));
    return dialog != nullptr && dialog->objectName() == QStringLiteral("serverPasswordDialog") &&
                   waitUntil([dialog] { return dialog->isActiveWindow(); }, kStepTimeout)
               ? dialog
               : nullptr;
}

bool typePassword(QInputDialog* dialog, const QString& password) {
    auto* field = dialog != nullptr ? dialog->findChild<QLineEdit*>() : nullptr;
    if (field == nullptr || field->echoMode() != QLineEdit::Password) {
        return false; // no field, or one that shows what is typed
    }
    return typeInto(field, password) && press(QKeySequence(Qt::Key_Return));
}

bool serverProjectIsOpen(ui::MainWindow& window) {
    return window.session().isOpen() && window.windowTitle().startsWith(kServerProjectName);
}

// Every file of the settings folder, as one text.
QString everythingStoredIn(const QTemporaryDir& folder) {
    QString stored;
    for (QDirIterator files(folder.path(), QDir::Files, QDirIterator::Subdirectories);
         files.hasNext();) {
        QFile file(files.next());
        if (file.open(QIODevice::ReadOnly)) {
            stored += QString::fromUtf8(file.readAll());
        }
    }
    return stored;
}

} // namespace

class WalkthroughServerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void anAnnotatorGetsTheAnnotateTabOnlyAndLabelsWithTheKeys();
    void theOwnerIsAnAnalystAndSeesEveryTab();
    void labelsStoredElsewhereShowWithoutARefresh();
    void aMissingServerAndAForeignDatabaseAreExplained();
    void anAddressGivenAtStartIsOpened();

private:
    // PairRank started on a small project file, with the label watcher's period short.
    std::unique_ptr<StartedApplication> startOnAFile();
    // Stores a label of `annotator` through a connection of its own, as another
    // person's PairRank would; returns false after a warning.
    bool labelElsewhere(const QString& annotator, int candidatePair);

    std::unique_ptr<storage::testing::PostgresServer> m_server;
    QString m_database;
    QTemporaryDir m_files;
};

void WalkthroughServerTest::initTestCase() {
    QVERIFY(m_files.isValid());
    auto server = storage::testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
    auto database = m_server->createDatabase(QStringLiteral("team"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    m_database = *database;
    ui_test::CalibrationProjectSpec spec;
    spec.contexts = 8;
    spec.humanLabelledContexts = 4;
    spec.sparseContexts = 2;
    QVERIFY(!ui_test::buildCalibrationProject(m_server->uri(m_database), spec).isEmpty());

    // The roles and the annotator's login as `pairrank-cli server init` and
    // `server add-user` make them (storage/server_roles.h).
    {
        auto owner = storage::ProjectDatabase::open(m_server->uri(m_database));
        QVERIFY2(owner, qPrintable(owner ? QString() : owner.error().toString()));
        const storage::Status granted = storage::grantServerRoles(**owner);
        QVERIFY2(granted, qPrintable(granted.message()));
        const storage::Status added = storage::addServerUser(
            **owner, kAnnotatorRole, storage::ServerRole::Annotator, kAnnotatorPassword);
        QVERIFY2(added, qPrintable(added.message()));
    }
    const storage::Status password = m_server->requirePassword(kAnnotatorRole);
    QVERIFY2(password, qPrintable(password.message()));
}

void WalkthroughServerTest::cleanupTestCase() {
    m_server.reset();
}

std::unique_ptr<StartedApplication> WalkthroughServerTest::startOnAFile() {
    auto settings = std::make_shared<QTemporaryDir>();
    ui_test::isolateSettings(*settings);
    ui::kLabelPollInterval.write(200);
    const QString file = m_files.filePath(
        QStringLiteral("local-%1.pairrank").arg(QDateTime::currentMSecsSinceEpoch()));
    if (ui_test::buildProject(file, {}).path.isEmpty()) {
        return nullptr;
    }
    auto app = std::make_unique<StartedApplication>(file, QSize(1280, 800), settings);
    return app->waitUntilOpen(kOpenTimeout) ? std::move(app) : nullptr;
}

bool WalkthroughServerTest::labelElsewhere(const QString& annotator, int candidatePair) {
    auto opened = storage::ProjectDatabase::open(m_server->uri(m_database));
    if (!opened) {
        qWarning("%s", qPrintable(opened.error().toString()));
        return false;
    }
    storage::ProjectDatabase& database = **opened;
    const storage::Status stored = database.transaction([&]() -> storage::Status {
        const auto criterion = storage::findCriterionByName(database, QStringLiteral("quality"));
        const auto contexts = storage::listContexts(database);
        if (!criterion || !*criterion || !contexts || contexts->size() <= candidatePair) {
            return storage::makeError(QStringLiteral("the server project is not as built"));
        }
        const domain::ContextId context = contexts->at(candidatePair).id;
        const auto candidates = storage::candidatesOfContext(database, context);
        if (!candidates || candidates->size() < 2) {
            return storage::makeError(QStringLiteral("a context has fewer than two candidates"));
        }
        domain::HumanLabel label;
        label.annotator = annotator;
        label.criterionId = (*criterion)->id;
        label.contextId = context;
        label.candidateA = candidates->at(0).id;
        label.candidateB = candidates->at(1).id;
        label.choice = domain::HumanChoice::A;
        const auto id = storage::insertHumanLabel(database, label);
        return id ? storage::Status() : storage::Status(id.error());
    });
    if (!stored) {
        qWarning("%s", qPrintable(stored.message()));
    }
    return stored.ok();
}

void WalkthroughServerTest::anAnnotatorGetsTheAnnotateTabOnlyAndLabelsWithTheKeys() {
    auto app = startOnAFile();
    QVERIFY(app != nullptr);
    ui::MainWindow& window = app->window();
    QCOMPARE(visibleTabs(window).size(), 5);

    QVERIFY(connectWithParts(window, m_server->port(), m_database, kAnnotatorRole));
    // The server asks for the password; a wrong one is refused and asked again.
    QInputDialog* asked = passwordDialog();
    QVERIFY2(asked != nullptr, "no password was asked for");
    QVERIFY(asked->labelText().contains(m_database));
    QVERIFY(typePassword(asked, QStringLiteral("not the password")));
    QVERIFY(waitUntilClosed(asked));
    QInputDialog* askedAgain = passwordDialog();
    QVERIFY2(askedAgain != nullptr, "a refused password was not asked for again");
    QVERIFY2(askedAgain->labelText().contains(QStringLiteral("refused")),
             qPrintable(askedAgain->labelText()));
    QVERIFY(typePassword(askedAgain, kAnnotatorPassword));
    QTRY_VERIFY_WITH_TIMEOUT(serverProjectIsOpen(window), kOpenTimeout);

    // Only what an annotator does: the Annotate tab, no import, no judges.
    QVERIFY2(window.windowTitle().contains(QStringLiteral("annotator")),
             qPrintable(window.windowTitle()));
    QCOMPARE(visibleTabs(window), QStringList{QStringLiteral("Annotate")});
    const QStringList entries = visibleMenuEntries(window);
    QVERIFY(entries.contains(QStringLiteral("Connect to Server…")));
    QVERIFY2(!entries.contains(QStringLiteral("Import Candidates…")),
             qPrintable(entries.join(u'|')));
    QVERIFY2(!entries.contains(QStringLiteral("Judges…")), qPrintable(entries.join(u'|')));
    QVERIFY(!entries.contains(QStringLiteral("Run")));
    // A label with the keys, stored on the server under the annotator's login,
    // the only name the server lets an annotator store.
    const auto* annotatorField = visible<QComboBox>(QStringLiteral("Annotator"));
    QVERIFY(annotatorField != nullptr);
    QCOMPARE(annotatorField->currentText(), kAnnotatorRole);
    QVERIFY(!annotatorField->isEnabled());
    QTRY_VERIFY2_WITH_TIMEOUT(aPairIsShown(), qPrintable(annotateStatus()), kStepTimeout);
    QVERIFY2(statusExplainsThePair(), qPrintable(annotateStatus()));
    const QString left = leftTextShown();
    QVERIFY(press(QKeySequence(Qt::Key_B)));
    const auto storedLabel = [&]() -> QString {
        auto opened = storage::ProjectDatabase::open(m_server->uri(m_database));
        if (!opened) {
            return opened.error().toString();
        }
        storage::HumanLabelPageRequest request;
        request.annotator = kAnnotatorRole;
        const auto labels = storage::allHumanLabels(**opened, request);
        if (!labels || labels->size() != 1) {
            return QStringLiteral("%1 label(s)").arg(labels ? labels->size() : -1);
        }
        const auto candidate = storage::findCandidate(**opened, labels->first().candidateA);
        return domain::toString(labels->first().choice) + u' ' +
               (candidate && *candidate ? (*candidate)->text : QString());
    };
    QTRY_COMPARE_WITH_TIMEOUT(storedLabel(), QStringLiteral("B ") + left, kStepTimeout);
    // The agreement table has nothing to compare: an annotator reads neither the
    // judges' answers nor the other annotators' labels.
    QVERIFY2(agreementRows().isEmpty(), qPrintable(agreementRows().join(u'|')));
    QVERIFY2(!annotateStatus().startsWith(QStringLiteral("Error")), qPrintable(annotateStatus()));

    // The address is remembered (recent projects) without the password, which is
    // stored nowhere.
    const QString stored = everythingStoredIn(app->folder());
    QVERIFY(stored.contains(QStringLiteral("postgresql://%1@127.0.0.1:%2/%3")
                                .arg(kAnnotatorRole)
                                .arg(m_server->port())
                                .arg(m_database)));
    QVERIFY(!stored.contains(kAnnotatorPassword));
}

void WalkthroughServerTest::theOwnerIsAnAnalystAndSeesEveryTab() {
    auto app = startOnAFile();
    QVERIFY(app != nullptr);
    ui::MainWindow& window = app->window();
    // By the name of a service in the service file, as psql takes it.
    const QString serviceFile = m_files.filePath(QStringLiteral("pg_service.conf"));
    {
        QFile file(serviceFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("[pairrank_team]\nhost=127.0.0.1\nport=%1\nuser=postgres\n"
                                  "dbname=%2\nsslmode=disable\n")
                       .arg(m_server->port())
                       .arg(m_database)
                       .toUtf8());
    }
    qputenv("PGSERVICEFILE", serviceFile.toLocal8Bit());
    const auto forgetServiceFile = qScopeGuard([] { qunsetenv("PGSERVICEFILE"); });
    QVERIFY(connectWithUri(window, QStringLiteral("pairrank_team")));
    QTRY_VERIFY_WITH_TIMEOUT(serverProjectIsOpen(window), kOpenTimeout);
    QVERIFY(!window.windowTitle().contains(QStringLiteral("annotator")));
    QCOMPARE(
        visibleTabs(window),
        (QStringList{QStringLiteral("Candidates"), QStringLiteral("Ranking"), QStringLiteral("Run"),
                     QStringLiteral("Annotate"), QStringLiteral("Calibration")}));
    const QStringList entries = visibleMenuEntries(window);
    QVERIFY(entries.contains(QStringLiteral("Import Candidates…")));
    QVERIFY(entries.contains(QStringLiteral("Judges…")));
}

void WalkthroughServerTest::labelsStoredElsewhereShowWithoutARefresh() {
    auto app = startOnAFile();
    QVERIFY(app != nullptr);
    ui::MainWindow& window = app->window();
    QVERIFY(connectWithUri(window, m_server->uri(m_database)));
    QTRY_VERIFY_WITH_TIMEOUT(serverProjectIsOpen(window), kOpenTimeout);

    // The agreement table of the Annotate tab: the built project's annotator "ann" only.
    QVERIFY(clickTab(QStringLiteral("Annotate")));
    QTRY_VERIFY2_WITH_TIMEOUT(agreementRows().contains(QStringLiteral("ann / judge “judge-x”")),
                              qPrintable(agreementRows().join(u'|')), kStepTimeout);
    QVERIFY(!agreementRows().contains(QStringLiteral("yuri / judge “judge-x”")));
    QVERIFY(labelElsewhere(QStringLiteral("yuri"), 0));
    QTRY_VERIFY2_WITH_TIMEOUT(agreementRows().contains(QStringLiteral("yuri / judge “judge-x”")),
                              qPrintable(agreementRows().join(u'|')), kStepTimeout);

    // The Calibration tab counts a label stored elsewhere while it is on screen.
    QVERIFY(clickTab(QStringLiteral("Calibration")));
    std::optional<int> before;
    QTRY_VERIFY_WITH_TIMEOUT((before = humanLabelsInCalibration()).has_value(), kStepTimeout);
    QVERIFY(labelElsewhere(QStringLiteral("yuri"), 1));
    QTRY_COMPARE_WITH_TIMEOUT(humanLabelsInCalibration(), std::optional<int>(*before + 1),
                              kStepTimeout);
}

void WalkthroughServerTest::aMissingServerAndAForeignDatabaseAreExplained() {
    auto app = startOnAFile();
    QVERIFY(app != nullptr);
    ui::MainWindow& window = app->window();
    const auto errorShown = [&](const QString& uri) -> QString {
        if (!connectWithUri(window, uri)) {
            return QStringLiteral("could not connect through the dialog");
        }
        auto* box = qobject_cast<QMessageBox*>(waitForModal(kStepTimeout));
        if (box == nullptr) {
            return QStringLiteral("no message");
        }
        const QString said = box->text() + u'\n' + box->detailedText() + box->informativeText();
        clickButton(QStringLiteral("OK"), box);
        waitUntilClosed(box);
        return said;
    };
    // The server's own maintenance database is no project.
    const QString notAProject = errorShown(
        QStringLiteral("postgresql://postgres@127.0.0.1:%1/postgres").arg(m_server->port()));
    QVERIFY2(notAProject.contains(QStringLiteral("could not be opened")) &&
                 notAProject.contains(QStringLiteral("not a PairRank project")),
             qPrintable(notAProject));
    // Nothing listens on port 1.
    const QString unreachable =
        errorShown(QStringLiteral("postgresql://postgres@127.0.0.1:1/%1").arg(m_database));
    QVERIFY2(unreachable.contains(QStringLiteral("could not be opened")) &&
                 unreachable.contains(QStringLiteral("127.0.0.1")) &&
                 unreachable.contains(QStringLiteral("refused"), Qt::CaseInsensitive),
             qPrintable(unreachable));
    // The file project stays closed, the window says so, and nothing is half open.
    QVERIFY(!window.session().isOpen());
}

void WalkthroughServerTest::anAddressGivenAtStartIsOpened() {
    // What `pairrank postgresql://…` does: main() hands the address to start().
    auto settings = std::make_shared<QTemporaryDir>();
    ui_test::isolateSettings(*settings);
    StartedApplication app(m_server->uri(m_database), QSize(1280, 800), settings);
    QTRY_VERIFY_WITH_TIMEOUT(serverProjectIsOpen(app.window()), kOpenTimeout);
    QCOMPARE(visibleTabs(app.window()).size(), 5);
    QCOMPARE(app.window().session().projectPath(), m_server->uri(m_database));
}

QTEST_MAIN(WalkthroughServerTest)
#include "test_walkthrough_server.moc"
