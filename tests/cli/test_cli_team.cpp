// A team on one server project, through pairrank-cli as people use it:
// `server init` makes the roles, `server add-user` the logins, and the server —
// not PairRank — keeps an annotator to its part: it may not read the judges or
// the judgements nor write a judgement, and may store and undo labels only in
// its own name. The headless annotator labels from standard input. Passwords
// appear in no file PairRank writes and in nothing it prints.
#include "judge/cli_runner.h"
#include "storage/schema_migrations.h"
#include "storage/sql_dialect.h"
#include "storage/storage_test_support.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank::storage;
using pairrank::judge::testing::CliRun;
using pairrank::judge::testing::runCli;

namespace {

const QString kAlicePassword = QStringLiteral("alice-Pw-7731");
const QString kBobPassword = QStringLiteral("bob-Pw-5519");
const QString kAnaPassword = QStringLiteral("ana-Pw-2204");

QList<QJsonObject> jsonLines(const QByteArray& output) {
    QList<QJsonObject> lines;
    for (const QByteArray& line : output.split('\n')) {
        if (!line.trimmed().isEmpty()) {
            lines.append(QJsonDocument::fromJson(line).object());
        }
    }
    return lines;
}

// A connection as `user`, to check what the server allows it.
class Login {
public:
    Login(const testing::PostgresServer& server, const QString& database, const QString& user,
          const QString& password)
        : m_name(QStringLiteral("login-%1-%2").arg(user).arg(++s_logins)) {
        QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        connection.setHostName(QStringLiteral("127.0.0.1"));
        connection.setPort(server.port());
        connection.setDatabaseName(database);
        connection.setUserName(user);
        connection.setPassword(password);
        m_opened = connection.open();
        m_error = connection.lastError().text();
    }
    ~Login() {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool opened() const { return m_opened; }
    const QString& error() const { return m_error; }
    // The server's error for `statement`, empty when it succeeded.
    QString refusal(const QString& statement) const {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        return query.exec(statement) ? QString() : query.lastError().databaseText();
    }
    qint64 count(const QString& statement) const {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        return query.exec(statement) && query.next() ? query.value(0).toLongLong() : -1;
    }

private:
    static inline int s_logins = 0;
    QString m_name;
    bool m_opened = false;
    QString m_error;
};

// The columns and check constraints of every table of `location`, one line each
// in a fixed order: two databases of the same schema version list the same.
QStringList schemaCatalog(const QString& location) {
    QStringList lines;
    const QString connection = QStringLiteral("catalog");
    {
        QSqlDatabase raw = testing::openRawConnection(location, connection);
        QSqlQuery query(raw);
        for (const QString& statement :
             {QStringLiteral("SELECT table_name || '.' || column_name || ' ' || data_type || ' ' ||"
                             " is_nullable || ' ' || coalesce(column_default, '')"
                             " FROM information_schema.columns WHERE table_schema = 'public'"
                             " ORDER BY table_name, column_name"),
              QStringLiteral("SELECT conrelid::regclass::text || ' ' || pg_get_constraintdef(oid)"
                             " FROM pg_constraint WHERE connamespace = 'public'::regnamespace"
                             " ORDER BY 1")}) {
            if (!query.exec(statement)) {
                QTest::qFail(qPrintable(query.lastError().text()), __FILE__, __LINE__);
                break;
            }
            while (query.next()) {
                lines.append(query.value(0).toString());
            }
        }
        query.finish();
        raw.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return lines;
}

int schemaVersionOf(const QString& location) {
    const QString connection = QStringLiteral("version");
    int version = -1;
    {
        QSqlDatabase raw = testing::openRawConnection(location, connection);
        const Result<int> read = sql_dialect::readSchemaVersion(raw);
        version = read ? *read : -1;
        raw.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return version;
}

} // namespace

class CliTeamTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void annotatorCannotReadJudgementsNorWriteThem();
    void annotatorLabelsFromStandardInputAndUndoes();
    void passwordsAppearInNoFileAndNoOutput();
    void anOlderProjectIsUpgradedByItsOwnerNotByItsTeam();

private:
    QString uri(const QString& user, const QString& password) const {
        return m_server->uri(m_database, user, password);
    }
    // The demo's texts, and a short run with the built-in simulated judge: a
    // criterion and judgements.
    void importAndJudge(const QString& owner, int budget);
    CliRun checked(const QStringList& arguments, const QByteArray& input = {}) {
        CliRun run = runCli(arguments, m_environment, input);
        m_outputs.append(run.standardOutput + run.standardError);
        return run;
    }

    std::unique_ptr<testing::PostgresServer> m_server;
    QString m_database;
    QTemporaryDir m_home;
    QProcessEnvironment m_environment = QProcessEnvironment::systemEnvironment();
    QList<QByteArray> m_outputs; // everything the CLI printed
};

void CliTeamTest::importAndJudge(const QString& owner, int budget) {
    const CliRun import = checked({QStringLiteral("import"), QStringLiteral("--project"), owner,
                                   QStringLiteral("--dataset"), QStringLiteral("summeval"),
                                   QStringLiteral(PAIRRANK_DEMO_DATA "/summeval_demo.jsonl")});
    QVERIFY2(import.exitCode == 0, import.standardError.constData());
    const CliRun run = checked(
        {QStringLiteral("run"), QStringLiteral("--project"), owner, QStringLiteral("--judge"),
         QStringLiteral("sim"), QStringLiteral("--truth"), QStringLiteral("coherence"),
         QStringLiteral("--criterion"), QStringLiteral("coherence"), QStringLiteral("--budget"),
         QString::number(budget), QStringLiteral("--quiet")});
    QVERIFY2(run.exitCode == 0, run.standardError.constData());
}

void CliTeamTest::initTestCase() {
    QVERIFY(m_home.isValid());
    // PairRank's settings and caches, if it wrote any, would land here.
    m_environment.insert(QStringLiteral("HOME"), m_home.path());
    m_environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                         m_home.filePath(QStringLiteral("config")));
    m_environment.insert(QStringLiteral("XDG_CACHE_HOME"),
                         m_home.filePath(QStringLiteral("cache")));
    m_environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    auto server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
    const Result<QString> database = m_server->createDatabase(QStringLiteral("team"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    m_database = *database;
    const QString owner = m_server->uri(m_database);

    const CliRun init = checked({QStringLiteral("server"), QStringLiteral("init"), owner,
                                 QStringLiteral("--overlap"), QStringLiteral("10")});
    QVERIFY2(init.exitCode == 0, init.standardError.constData());
    const QJsonObject roles = QJsonDocument::fromJson(init.standardOutput).object();
    QCOMPARE(roles.value(QStringLiteral("annotator_role")).toString(),
             m_database + QStringLiteral("_annotator"));
    QCOMPARE(roles.value(QStringLiteral("overlap_percent")).toInt(), 10);
    importAndJudge(owner, 10);
    if (QTest::currentTestFailed()) {
        return;
    }
    for (const auto& [user, role, password] :
         {std::tuple{QStringLiteral("alice"), QStringLiteral("annotator"), kAlicePassword},
          std::tuple{QStringLiteral("bob"), QStringLiteral("annotator"), kBobPassword},
          std::tuple{QStringLiteral("ana"), QStringLiteral("analyst"), kAnaPassword}}) {
        const CliRun added =
            checked({QStringLiteral("server"), QStringLiteral("add-user"), owner, user,
                     QStringLiteral("--role"), role, QStringLiteral("--password-stdin")},
                    password.toUtf8() + '\n');
        QVERIFY2(added.exitCode == 0, added.standardError.constData());
        const Status asked = m_server->requirePassword(user);
        QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
    }
    // A second init (after an upgrade, say) changes nothing and fails nothing.
    QCOMPARE(checked({QStringLiteral("server"), QStringLiteral("init"), owner}).exitCode, 0);
}

void CliTeamTest::annotatorCannotReadJudgementsNorWriteThem() {
    const Login alice(*m_server, m_database, QStringLiteral("alice"), kAlicePassword);
    QVERIFY2(alice.opened(), qPrintable(alice.error()));
    const Login ana(*m_server, m_database, QStringLiteral("ana"), kAnaPassword);
    QVERIFY2(ana.opened(), qPrintable(ana.error()));
    const Login wrong(*m_server, m_database, QStringLiteral("alice"), kBobPassword);
    QVERIFY(!wrong.opened());

    for (const QString& table : {QStringLiteral("judgements"), QStringLiteral("judge_configs"),
                                 QStringLiteral("runs"), QStringLiteral("rankings")}) {
        QVERIFY2(alice.refusal(QStringLiteral("SELECT count(*) FROM %1").arg(table))
                     .contains(QStringLiteral("permission denied")),
                 qPrintable(table));
        QCOMPARE(alice.refusal(QStringLiteral("SELECT count(*) FROM %1").arg(table)).isEmpty(),
                 false);
        QVERIFY2(ana.refusal(QStringLiteral("SELECT count(*) FROM %1").arg(table)).isEmpty(),
                 qPrintable(table));
    }
    QVERIFY(ana.count(QStringLiteral("SELECT count(*) FROM judgements")) > 0);
    const QString judgement = QStringLiteral(
        "INSERT INTO judgements (run_id, context_id, candidate_a, candidate_b, p, status,"
        " failure_reason, request_hash, raw_answer, created_at)"
        " SELECT run_id, context_id, candidate_a, candidate_b, 0.9, 'ok', '', 'forged', '', 'now'"
        " FROM judgements LIMIT 1");
    QVERIFY(alice.refusal(judgement).contains(QStringLiteral("permission denied")));
    QVERIFY(alice.refusal(QStringLiteral("DELETE FROM candidates"))
                .contains(QStringLiteral("permission denied")));
    // Labels in someone else's name are refused by row-level security.
    const QString bobsLabel =
        QStringLiteral("INSERT INTO human_labels (annotator, criterion_id, context_id, candidate_a,"
                       " candidate_b, choice, labelled_at) SELECT 'bob', 1, context_id, id, id + 1,"
                       " 'A', 'now' FROM candidates LIMIT 1");
    QVERIFY(alice.refusal(bobsLabel).contains(QStringLiteral("row-level security")));
    QVERIFY(ana.refusal(bobsLabel).isEmpty()); // an analyst may enter anyone's labels

    // The same through PairRank: exporting judgements as an annotator fails with
    // the server's refusal; the annotator's own work goes through.
    QTemporaryDir folder;
    const CliRun exported =
        checked({QStringLiteral("export"), QStringLiteral("--project"),
                 uri(QStringLiteral("alice"), kAlicePassword), QStringLiteral("--kind"),
                 QStringLiteral("judgements"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                 folder.filePath(QStringLiteral("j.jsonl"))});
    QVERIFY(exported.exitCode != 0);
    QVERIFY2(exported.standardError.contains("permission denied"),
             exported.standardError.constData());
    const CliRun labelled =
        checked({QStringLiteral("annotate"), QStringLiteral("--project"),
                 uri(QStringLiteral("alice"), kAlicePassword), QStringLiteral("--criterion"),
                 QStringLiteral("coherence"), QStringLiteral("--auto"), QStringLiteral("random"),
                 QStringLiteral("--labels"), QStringLiteral("3")});
    QVERIFY2(labelled.exitCode == 0, labelled.standardError.constData());
    QCOMPARE(alice.count(QStringLiteral("SELECT count(*) FROM human_labels")), 3);
    // Alice sees her own labels only; the analyst sees Bob's forged-by-analyst one too.
    QCOMPARE(ana.count(QStringLiteral("SELECT count(*) FROM human_labels")), 4);
    QVERIFY(alice.refusal(QStringLiteral("DELETE FROM human_labels WHERE annotator = 'bob'"))
                .isEmpty());
    QCOMPARE(ana.count(QStringLiteral("SELECT count(*) FROM human_labels WHERE annotator = 'bob'")),
             1);
}

void CliTeamTest::annotatorLabelsFromStandardInputAndUndoes() {
    const CliRun session = checked({QStringLiteral("annotate"), QStringLiteral("--project"),
                                    uri(QStringLiteral("bob"), kBobPassword),
                                    QStringLiteral("--criterion"), QStringLiteral("coherence")},
                                   "A\nundo\nperhaps\nB\nquit\n");
    QVERIFY2(session.exitCode == 0, session.standardError.constData());
    QVERIFY(session.standardError.contains("answer A, B, tie, skip, undo or quit"));
    const QList<QJsonObject> lines = jsonLines(session.standardOutput);
    // pair, stored, undone, stored (the same pair stays on screen after an undo
    // of the label before it), pair, summary.
    QList<qint64> stored;
    qint64 undone = 0;
    for (const QJsonObject& line : lines) {
        if (line.contains(QStringLiteral("stored"))) {
            stored.append(line.value(QStringLiteral("stored")).toInteger());
        }
        if (line.contains(QStringLiteral("undone"))) {
            undone = line.value(QStringLiteral("undone")).toInteger();
        }
    }
    QCOMPARE(stored.size(), 2);
    QCOMPARE(undone, stored.first());
    QCOMPARE(lines.constLast().value(QStringLiteral("labels")).toInt(), 1);

    const Login bob(*m_server, m_database, QStringLiteral("bob"), kBobPassword);
    QVERIFY2(bob.opened(), qPrintable(bob.error()));
    QCOMPARE(
        bob.count(
            QStringLiteral("SELECT count(*) FROM human_labels WHERE id = %1").arg(stored.first())),
        0);
    QCOMPARE(bob.count(QStringLiteral("SELECT count(*) FROM human_labels WHERE id = %1 AND"
                                      " choice = 'B' AND annotator = 'bob'")
                           .arg(stored.constLast())),
             1);
    // Quitting gave back the pair shown last.
    QCOMPARE(bob.count(QStringLiteral("SELECT count(*) FROM pair_leases WHERE annotator = 'bob'"
                                      " AND label_id IS NULL")),
             0);
    // On a server one labels under one's login.
    const CliRun impostor = checked({QStringLiteral("annotate"), QStringLiteral("--project"),
                                     uri(QStringLiteral("bob"), kBobPassword),
                                     QStringLiteral("--criterion"), QStringLiteral("coherence"),
                                     QStringLiteral("--annotator"), QStringLiteral("alice")});
    QCOMPARE(impostor.exitCode, 2);
    QVERIFY(impostor.standardError.contains("login 'bob'"));
}

void CliTeamTest::passwordsAppearInNoFileAndNoOutput() {
    // By the address and by libpq's environment variable.
    QProcessEnvironment withVariable = m_environment;
    withVariable.insert(QStringLiteral("PGPASSWORD"), kAnaPassword);
    const CliRun fromVariable =
        runCli({QStringLiteral("export"), QStringLiteral("--project"),
                m_server->uri(m_database, QStringLiteral("ana")), QStringLiteral("--kind"),
                QStringLiteral("labels"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                m_home.filePath(QStringLiteral("labels.jsonl"))},
               withVariable);
    QVERIFY2(fromVariable.exitCode == 0, fromVariable.standardError.constData());
    m_outputs.append(fromVariable.standardOutput + fromVariable.standardError);
    const CliRun wrongPassword =
        checked({QStringLiteral("info"), uri(QStringLiteral("ana"), kBobPassword)});
    QVERIFY(wrongPassword.exitCode != 0);
    QVERIFY2(wrongPassword.standardError.contains("password authentication failed"),
             wrongPassword.standardError.constData());
    for (const QString& password : {kAlicePassword, kBobPassword, kAnaPassword}) {
        for (const QByteArray& output : std::as_const(m_outputs)) {
            QVERIFY2(!output.contains(password.toUtf8()), output.constData());
        }
        QDirIterator files(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(password.toUtf8()), qPrintable(file.fileName()));
        }
    }
    QVERIFY(QFileInfo(m_home.filePath(QStringLiteral("labels.jsonl"))).size() > 0);
}

// A team's project written by the version before this one (schema 5). Only the
// login that owns its tables may alter them, so a team member with this version
// is told who can upgrade it and how, and changes nothing; once the owner has run
// `server init` again, the team works on the upgraded project.
void CliTeamTest::anOlderProjectIsUpgradedByItsOwnerNotByItsTeam() {
    const Result<QString> database = m_server->createDatabase(QStringLiteral("older"));
    QVERIFY2(database, qPrintable(database ? QString() : database.error().message));
    const QString owner = m_server->uri(*database);
    QCOMPARE(checked({QStringLiteral("server"), QStringLiteral("init"), owner}).exitCode, 0);
    importAndJudge(owner, 4);
    if (QTest::currentTestFailed()) {
        return;
    }
    for (const auto& [user, role] :
         {std::pair{QStringLiteral("carol"), QStringLiteral("annotator")},
          {QStringLiteral("dan"), QStringLiteral("analyst")}}) {
        const CliRun added = checked({QStringLiteral("server"), QStringLiteral("add-user"), owner,
                                      user, QStringLiteral("--role"), role});
        QVERIFY2(added.exitCode == 0, added.standardError.constData());
    }

    // Back to schema 5 as that version left it; the catalog proves the step back
    // exact, against a database migrated from nothing to 5.
    const int current = currentSchemaVersion();
    QCOMPARE(current, 6);
    QVERIFY(m_server->execute(*database,
                              QStringLiteral("ALTER TABLE human_labels DROP COLUMN source")));
    QVERIFY(m_server->execute(*database,
                              QStringLiteral("UPDATE pairrank_schema SET schema_version = 5")));
    QCOMPARE(schemaVersionOf(owner), 5);
    const Result<QString> reference = m_server->createDatabase(QStringLiteral("reference5"));
    QVERIFY(reference);
    {
        QSqlDatabase raw =
            testing::openRawConnection(m_server->uri(*reference), QStringLiteral("reference"));
        QVERIFY(migrateSchema(raw, 0, 5));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("reference"));
    QCOMPARE(schemaCatalog(owner), schemaCatalog(m_server->uri(*reference)));
    const QStringList before = schemaCatalog(owner);

    const QString carol = m_server->uri(*database, QStringLiteral("carol"));
    const QString dan = m_server->uri(*database, QStringLiteral("dan"));
    const QStringList annotate = {QStringLiteral("annotate"),  QStringLiteral("--criterion"),
                                  QStringLiteral("coherence"), QStringLiteral("--auto"),
                                  QStringLiteral("random"),    QStringLiteral("--labels"),
                                  QStringLiteral("2"),         QStringLiteral("--project")};
    for (const CliRun& refused :
         {checked(annotate + QStringList{carol}), checked({QStringLiteral("info"), dan})}) {
        QVERIFY(refused.exitCode != 0);
        const QString error = QString::fromUtf8(refused.standardError);
        QVERIFY2(error.contains(QStringLiteral("schema version 5")) &&
                     error.contains(QStringLiteral("version 6")) &&
                     error.contains(QStringLiteral("pairrank-cli server init")) &&
                     error.contains(QStringLiteral("owns")),
                 qPrintable(error));
        // The command to give names the project's address and no one's login.
        const QString command =
            QStringLiteral("pairrank-cli server init postgresql://127.0.0.1:%1/%2`")
                .arg(m_server->port())
                .arg(*database);
        QVERIFY2(error.contains(command), qPrintable(error));
    }
    QCOMPARE(schemaVersionOf(owner), 5);
    QCOMPARE(schemaCatalog(owner), before);

    const CliRun upgraded = checked({QStringLiteral("server"), QStringLiteral("init"), owner});
    QVERIFY2(upgraded.exitCode == 0, upgraded.standardError.constData());
    const QJsonObject init = QJsonDocument::fromJson(upgraded.standardOutput).object();
    QCOMPARE(init.value(QStringLiteral("schema_version")).toInt(), current);
    QCOMPARE(init.value(QStringLiteral("upgraded_from")).toInt(), 5);
    QCOMPARE(schemaVersionOf(owner), current);

    const CliRun labelled = checked(annotate + QStringList{carol});
    QVERIFY2(labelled.exitCode == 0, labelled.standardError.constData());
    const Login asCarol(*m_server, *database, QStringLiteral("carol"), QString());
    QVERIFY2(asCarol.opened(), qPrintable(asCarol.error()));
    QCOMPARE(asCarol.count(QStringLiteral("SELECT count(*) FROM human_labels WHERE annotator ="
                                          " 'carol' AND source = 'random'")),
             2);
    QVERIFY(checked({QStringLiteral("info"), dan}).exitCode == 0);
    // Run on a project of the current version, init says so and upgrades nothing.
    const CliRun again = checked({QStringLiteral("server"), QStringLiteral("init"), owner});
    QVERIFY2(again.exitCode == 0, again.standardError.constData());
    const QJsonObject second = QJsonDocument::fromJson(again.standardOutput).object();
    QCOMPARE(second.value(QStringLiteral("schema_version")).toInt(), current);
    QVERIFY(!second.contains(QStringLiteral("upgraded_from")));
}

QTEST_GUILESS_MAIN(CliTeamTest)
#include "test_cli_team.moc"
