// What the connected user may do with a project and why a server refused them
// (storage/project_access.h), the version of the human labels that the GUI polls,
// and an insert whose id the server will not tell. The roles and grants are made
// here as a server's administrator would make them; PairRank makes none.
#include "storage/human_label_store.h"
#include "storage/project_access.h"
#include "storage/score_store.h"
#include "storage/server_roles.h"
#include "storage_test_support.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

const QString kLabeller = QStringLiteral("labeller");

QString withUser(QString uri, const QString& user) {
    return uri.replace(QStringLiteral("postgresql://postgres@"),
                       QStringLiteral("postgresql://%1@").arg(user));
}

Result<ProjectRole> roleOf(const QString& location) {
    auto opened = ProjectDatabase::open(location);
    if (!opened) {
        return opened.error();
    }
    return readProjectRole(**opened);
}

domain::HumanLabel labelOf(const testing::Pool& pool, int first, int second) {
    domain::HumanLabel label;
    label.annotator = QStringLiteral("ann");
    label.criterionId = pool.criterion;
    label.contextId = pool.context;
    label.candidateA = pool.candidates.at(first);
    label.candidateB = pool.candidates.at(second);
    label.choice = domain::HumanChoice::A;
    return label;
}

} // namespace

class ProjectAccessTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void aFileProjectIsTheAnalysts();
    void onAServerTheGrantOnJudgementsDecides();
    void theLabelsVersionChangesWithEveryAdditionAndRemoval_data();
    void theLabelsVersionChangesWithEveryAdditionAndRemoval();
    void aLabelWhoseIdTheServerWillNotTellIsRefusedNotLost();
    void credentialRefusalsAreToldFromOtherFailures();
    void analystsStoreAbsoluteScoresAndAnnotatorsCannot();
    void aTableAMigrationAddsLaterIsTheAnalysts();

private:
    bool execute(const QString& location, const QString& statement);
    // A server project with a pool of four candidates (`pool`); its address.
    QString newServerProject(const QString& name, testing::Pool* pool = nullptr);

    std::unique_ptr<testing::PostgresServer> m_server;
    QTemporaryDir m_folder;
};

void ProjectAccessTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    auto server = testing::PostgresServer::start();
    QVERIFY2(server, qPrintable(server ? QString() : server.error().message));
    m_server = std::move(*server);
    QVERIFY(execute(m_server->uri(QStringLiteral("postgres")),
                    QStringLiteral("CREATE ROLE %1 LOGIN").arg(kLabeller)));
}

bool ProjectAccessTest::execute(const QString& location, const QString& statement) {
    const QString name = QStringLiteral("project-access-admin");
    bool done = false;
    {
        QSqlDatabase admin = testing::openRawConnection(location, name);
        QSqlQuery query(admin);
        done = query.exec(statement);
        if (!done) {
            qWarning("%s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
        }
        admin.close();
    }
    QSqlDatabase::removeDatabase(name);
    return done;
}

QString ProjectAccessTest::newServerProject(const QString& name, testing::Pool* pool) {
    const auto database = m_server->createDatabase(name);
    if (!database) {
        qWarning("%s", qPrintable(database.error().message));
        return {};
    }
    const QString uri = m_server->uri(*database);
    const auto project = testing::createProject(uri);
    if (!project) {
        return {};
    }
    const testing::Pool made = testing::makePool(*project, 4);
    if (pool != nullptr) {
        *pool = made;
    }
    return uri;
}

void ProjectAccessTest::aFileProjectIsTheAnalysts() {
    const QString path = m_folder.filePath(QStringLiteral("file.pairrank"));
    QVERIFY(testing::createProject(path));
    const Result<ProjectRole> role = roleOf(path);
    QVERIFY2(role, qPrintable(role.error().toString()));
    QCOMPARE(*role, ProjectRole::Analyst);
}

void ProjectAccessTest::onAServerTheGrantOnJudgementsDecides() {
    const QString owner = newServerProject(QStringLiteral("roles"));
    QVERIFY(!owner.isEmpty());
    Result<ProjectRole> role = roleOf(owner);
    QVERIFY2(role, qPrintable(role.error().toString()));
    QCOMPARE(*role, ProjectRole::Analyst);

    // Everything an annotator reads to open a project and label, not the judgements.
    QVERIFY(
        execute(owner, QStringLiteral("GRANT SELECT ON project_meta, pairrank_schema, contexts, "
                                      "candidates, criteria, human_labels TO %1")
                           .arg(kLabeller)));
    const QString labeller = withUser(owner, kLabeller);
    role = roleOf(labeller);
    QVERIFY2(role, qPrintable(role.error().toString()));
    QCOMPARE(*role, ProjectRole::Annotator);

    QVERIFY(execute(owner, QStringLiteral("GRANT SELECT ON judgements TO %1").arg(kLabeller)));
    role = roleOf(labeller);
    QVERIFY2(role, qPrintable(role.error().toString()));
    QCOMPARE(*role, ProjectRole::Analyst);
}

void ProjectAccessTest::theLabelsVersionChangesWithEveryAdditionAndRemoval_data() {
    QTest::addColumn<bool>("onServer");
    QTest::newRow("sqlite") << false;
    QTest::newRow("postgresql") << true;
}

void ProjectAccessTest::theLabelsVersionChangesWithEveryAdditionAndRemoval() {
    QFETCH(bool, onServer);
    QString location = m_folder.filePath(QStringLiteral("labels.pairrank"));
    testing::Pool pool;
    if (onServer) {
        location = newServerProject(QStringLiteral("labels"), &pool);
    } else {
        QFile::remove(location);
        const auto created = testing::createProject(location);
        QVERIFY(created);
        pool = testing::makePool(*created, 4);
    }
    QVERIFY(!location.isEmpty());
    const auto project = testing::openProject(location);
    QVERIFY(project);
    const auto version = [&]() {
        const Result<HumanLabelsVersion> read = readHumanLabelsVersion(*project);
        return read ? *read : HumanLabelsVersion{-1, -1};
    };
    const auto store = [&](int first, int second) {
        Result<domain::HumanLabelId> id = -1;
        const Status stored = project->transaction([&]() -> Status {
            id = insertHumanLabel(*project, labelOf(pool, first, second));
            return id ? Status() : Status(id.error());
        });
        return stored ? *id : domain::HumanLabelId(-1);
    };
    const auto remove = [&](domain::HumanLabelId label) {
        return project->transaction([&] { return deleteHumanLabel(*project, label); }).ok();
    };

    const HumanLabelsVersion empty = version();
    QCOMPARE(empty, (HumanLabelsVersion{0, 0}));
    QCOMPARE(version(), empty); // reading changes nothing
    const domain::HumanLabelId first = store(0, 1);
    const domain::HumanLabelId second = store(1, 2);
    QVERIFY(first > 0 && second > first);
    const HumanLabelsVersion two = version();
    QCOMPARE(two, (HumanLabelsVersion{2, second}));
    QVERIFY(remove(first)); // not the newest: the count tells
    const HumanLabelsVersion afterRemoval = version();
    QCOMPARE(afterRemoval, (HumanLabelsVersion{1, second}));
    // One added and one removed: the same count, but a larger id.
    const domain::HumanLabelId third = store(2, 3);
    QVERIFY(remove(second));
    const HumanLabelsVersion replaced = version();
    QCOMPARE(replaced.count, afterRemoval.count);
    QVERIFY(replaced != afterRemoval);
    QCOMPARE(replaced.largestId, third);
}

void ProjectAccessTest::aLabelWhoseIdTheServerWillNotTellIsRefusedNotLost() {
    testing::Pool pool;
    const QString owner = newServerProject(QStringLiteral("no_sequence"), &pool);
    QVERIFY(!owner.isEmpty());
    // May add labels, but not use their id sequence (lastval() is refused).
    QVERIFY(
        execute(owner, QStringLiteral("GRANT SELECT ON project_meta, pairrank_schema, contexts, "
                                      "candidates, criteria, human_labels TO %1")
                           .arg(kLabeller)));
    QVERIFY(execute(owner, QStringLiteral("GRANT INSERT ON human_labels TO %1").arg(kLabeller)));
    const auto project = testing::openProject(withUser(owner, kLabeller));
    QVERIFY(project);
    const Status stored = project->transaction([&]() -> Status {
        const auto id = insertHumanLabel(*project, labelOf(pool, 0, 1));
        return id ? Status() : Status(id.error());
    });
    QVERIFY(!stored);
    QVERIFY2(stored.error().message.contains(QLatin1String("storing a human label")),
             qPrintable(stored.error().message));
    QVERIFY2(stored.error().message.contains(QLatin1String("sequence")),
             qPrintable(stored.error().message));
    const auto counted = testing::openProject(owner);
    QVERIFY(counted);
    QCOMPARE(readHumanLabelsVersion(*counted)->count, 0);

    // With the sequence granted the same label is stored.
    QVERIFY(execute(
        owner, QStringLiteral("GRANT USAGE ON SEQUENCE human_labels_id_seq TO %1").arg(kLabeller)));
    const Status again = project->transaction([&]() -> Status {
        const auto id = insertHumanLabel(*project, labelOf(pool, 0, 1));
        return id ? Status() : Status(id.error());
    });
    QVERIFY2(again, qPrintable(again.message()));
    QCOMPARE(readHumanLabelsVersion(*counted)->count, 1);
}

void ProjectAccessTest::credentialRefusalsAreToldFromOtherFailures() {
    const QString owner = newServerProject(QStringLiteral("passwords"));
    QVERIFY(!owner.isEmpty());
    const QString guarded = QStringLiteral("guarded");
    QVERIFY(
        execute(owner, QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'right-one'").arg(guarded)));
    const Status asked = m_server->requirePassword(guarded);
    QVERIFY2(asked, qPrintable(asked.message()));
    const auto failureOf = [](const QString& location) {
        const auto opened = ProjectDatabase::open(location);
        return opened ? QString() : opened.error().toString();
    };

    const QString noPassword = failureOf(withUser(owner, guarded));
    QVERIFY2(credentialRefusal(noPassword) == CredentialRefusal::PasswordMissing,
             qPrintable(noPassword));
    const QString wrong = failureOf(withUser(owner, guarded + QStringLiteral(":wrong-one")));
    QVERIFY2(credentialRefusal(wrong) == CredentialRefusal::AuthenticationFailed,
             qPrintable(wrong));
    QVERIFY2(!wrong.contains(QLatin1String("wrong-one")), qPrintable(wrong));

    // The password typed for the session opens it (and the owner needs none).
    const auto location = ProjectLocation::parse(withUser(owner, guarded));
    QVERIFY(location);
    rememberSessionPassword(*location, QStringLiteral("right-one"));
    const QString admitted = failureOf(withUser(owner, guarded));
    QVERIFY2(admitted.contains(QLatin1String("permission denied")) && !credentialRefusal(admitted),
             qPrintable(admitted)); // in, but granted nothing
    QCOMPARE(failureOf(owner), QString());

    // Anything else is no credential refusal.
    const QString unreachable =
        failureOf(QStringLiteral("postgresql://postgres@127.0.0.1:1/nothing"));
    QVERIFY(!unreachable.isEmpty());
    QVERIFY2(!credentialRefusal(unreachable), qPrintable(unreachable));
    const QString notAProject = failureOf(m_server->uri(QStringLiteral("postgres")));
    QVERIFY2(notAProject.contains(QLatin1String("not a PairRank project")),
             qPrintable(notAProject));
    QVERIFY(!credentialRefusal(notAProject));
}

void ProjectAccessTest::analystsStoreAbsoluteScoresAndAnnotatorsCannot() {
    testing::Pool pool;
    const QString owner = newServerProject(QStringLiteral("score_roles"), &pool);
    QVERIFY(!owner.isEmpty());
    // The roles as `pairrank-cli server init` and `server add-user` make them.
    {
        auto project = ProjectDatabase::open(owner);
        QVERIFY2(project, qPrintable(project ? QString() : project.error().toString()));
        const Status granted = grantServerRoles(**project);
        QVERIFY2(granted, qPrintable(granted ? QString() : granted.message()));
        for (const auto& [user, role] : {std::pair{QStringLiteral("rater"), ServerRole::Annotator},
                                         {QStringLiteral("scorer"), ServerRole::Analyst}}) {
            const Status added = addServerUser(**project, user, role, std::nullopt);
            QVERIFY2(added, qPrintable(added ? QString() : added.message()));
        }
    }
    domain::AbsoluteScore score;
    score.runId = pool.run;
    score.candidateId = pool.candidates.at(0);
    score.criterionId = pool.criterion;
    score.classProbabilities = {0.25, 0.75};
    score.requestHash = QStringLiteral("by-role");
    auto storedCount = [&]() -> qint64 {
        auto project = ProjectDatabase::open(owner);
        return project ? testing::rowCounts(**project).value(QStringLiteral("absolute_scores"))
                       : -1;
    };

    {
        auto annotator = ProjectDatabase::open(withUser(owner, QStringLiteral("rater")));
        QVERIFY2(annotator, qPrintable(annotator ? QString() : annotator.error().toString()));
        const Result<domain::AbsoluteScoreId> refused = insertAbsoluteScore(**annotator, score);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(QLatin1String("permission denied")),
                 qPrintable(refused.error().message));
    }
    QCOMPARE(storedCount(), 0);

    {
        auto analyst = ProjectDatabase::open(withUser(owner, QStringLiteral("scorer")));
        QVERIFY2(analyst, qPrintable(analyst ? QString() : analyst.error().toString()));
        const Result<domain::AbsoluteScoreId> id = insertAbsoluteScore(**analyst, score);
        QVERIFY2(id, qPrintable(id ? QString() : id.error().message));
        const auto reused = reusableAbsoluteScore(**analyst, score.requestHash);
        QVERIFY(reused && reused->has_value());
        QCOMPARE((*reused)->id, *id);
    }
    QCOMPARE(storedCount(), 1);
}

// A schema upgrade run by the project's owner after `server init` adds tables (as
// schema 5 added human_queue): analysts may use them at once, without `server init`
// again, and annotators still may not read them.
void ProjectAccessTest::aTableAMigrationAddsLaterIsTheAnalysts() {
    const QString owner = newServerProject(QStringLiteral("later_table"));
    QVERIFY(!owner.isEmpty());
    {
        auto project = ProjectDatabase::open(owner);
        QVERIFY2(project, qPrintable(project ? QString() : project.error().toString()));
        const Status granted = grantServerRoles(**project);
        QVERIFY2(granted, qPrintable(granted ? QString() : granted.message()));
        for (const auto& [user, role] :
             {std::pair{QStringLiteral("later_reader"), ServerRole::Annotator},
              {QStringLiteral("later_analyst"), ServerRole::Analyst}}) {
            const Status added = addServerUser(**project, user, role, std::nullopt);
            QVERIFY2(added, qPrintable(added ? QString() : added.message()));
        }
    }
    QVERIFY(execute(owner, QStringLiteral("CREATE TABLE added_later (id BIGSERIAL PRIMARY KEY,"
                                          " note TEXT NOT NULL)")));
    QVERIFY(execute(withUser(owner, QStringLiteral("later_analyst")),
                    QStringLiteral("INSERT INTO added_later (note) VALUES ('written')")));
    QVERIFY(execute(withUser(owner, QStringLiteral("later_analyst")),
                    QStringLiteral("UPDATE added_later SET note = 'changed'")));
    QVERIFY(!execute(withUser(owner, QStringLiteral("later_reader")),
                     QStringLiteral("SELECT note FROM added_later")));
}

QTEST_MAIN(ProjectAccessTest)
#include "test_project_access.moc"
