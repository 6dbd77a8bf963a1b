// CandidateTableModel: paging through a large project with
// QAbstractItemModelTester watching, filters and search, stale pages dropped.
#include "gui_test_support.h"
#include "storage/candidate_store.h"
#include "ui/candidates/candidate_table_model.h"
#include "ui/project/project_session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace pairrank;
using namespace pairrank::ui;

class CandidateModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void pagesThroughEveryCandidate();
    void filters_data();
    void filters();
    void aNewFilterDropsThePageOfTheOldOne();
    void aLongTextShowsItsBeginningAndIsSearchedWhole();
    void sortsInTheDatabaseAndPagesInThatOrder();

private:
    // Fetches pages until the model has every matching row.
    static void fetchAll(CandidateTableModel& model);

    QTemporaryDir m_folder;
    ui_test::BuiltProject m_project; // 20,000 candidates, for paging
    ui_test::BuiltProject m_small;   // 1,000 candidates, for the filters
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<ProjectSession> m_smallSession;
};

constexpr int kContexts = 20;
constexpr int kPerContext = 1000; // 20,000 candidates
constexpr int kSmallContexts = 5;
constexpr int kSmallPerContext = 200;

void CandidateModelTest::initTestCase() {
    QVERIFY(m_folder.isValid());
    ui_test::isolateSettings(m_folder);
    m_project = ui_test::buildProject(m_folder.filePath(QStringLiteral("large.pairrank")),
                                      {kContexts,
                                       kPerContext,
                                       {QStringLiteral("alpha"), QStringLiteral("beta"),
                                        QStringLiteral("gamma"), QStringLiteral("delta")}});
    QVERIFY(!m_project.path.isEmpty());
    m_small = ui_test::buildProject(m_folder.filePath(QStringLiteral("small.pairrank")),
                                    {kSmallContexts,
                                     kSmallPerContext,
                                     {QStringLiteral("alpha"), QStringLiteral("beta"),
                                      QStringLiteral("gamma"), QStringLiteral("delta")}});
    QVERIFY(!m_small.path.isEmpty());
}

void CandidateModelTest::init() {
    m_session = std::make_unique<ProjectSession>();
    QSignalSpy opened(m_session.get(), &ProjectSession::projectOpened);
    m_session->openProject(m_project.path);
    QVERIFY(opened.wait(10'000));
    m_smallSession = std::make_unique<ProjectSession>();
    QSignalSpy smallOpened(m_smallSession.get(), &ProjectSession::projectOpened);
    m_smallSession->openProject(m_small.path);
    QVERIFY(smallOpened.wait(10'000));
}

void CandidateModelTest::cleanup() {
    m_session.reset();
    m_smallSession.reset();
}

void CandidateModelTest::fetchAll(CandidateTableModel& model) {
    QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10'000);
    while (model.canFetchMore({})) {
        model.fetchMore({});
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), 10'000);
    }
}

void CandidateModelTest::pagesThroughEveryCandidate() {
    CandidateTableModel model(*m_session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy pages(&model, &CandidateTableModel::pageLoaded);
    QVERIFY(pages.wait(10'000));
    QCOMPARE(model.rowCount(), model.pageSize()); // one page, not everything
    QVERIFY(!model.isExhausted()); // (the tester may already be fetching the next one)
    fetchAll(model);
    QCOMPARE(model.rowCount(), kContexts * kPerContext);
    QVERIFY(model.isExhausted());
    // Import order, every candidate once, with its context and reference score.
    for (int row : {0, 999, 1000, 12'345, kContexts * kPerContext - 1}) {
        const int context = row / kPerContext;
        const int index = row % kPerContext;
        QCOMPARE(model.data(model.index(row, CandidateTableModel::ExternalId)).toString(),
                 QStringLiteral("c%1-%2").arg(context).arg(index));
        QCOMPARE(model.data(model.index(row, CandidateTableModel::Context)).toString(),
                 QStringLiteral("context-%1").arg(context));
        QCOMPARE(model.data(model.index(row, 0), CandidateTableModel::CandidateIdRole)
                     .value<domain::CandidateId>(),
                 m_project.candidates.at(context).at(index));
    }
    QCOMPARE(model.scoreCriteria(), QStringList{QStringLiteral("quality")});
    QCOMPARE(model.data(model.index(7, CandidateTableModel::FirstScore)).toString(),
             QLocale().toString(7.0, 'f', 2));
}

void CandidateModelTest::filters_data() {
    QTest::addColumn<int>("context"); // -1: all
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("expectedRows");
    QTest::addColumn<QString>("firstId");
    QTest::newRow("one context") << 3 << QString() << QString() << kSmallPerContext
                                 << QStringLiteral("c3-0");
    QTest::newRow("one system") << -1 << QStringLiteral("gamma") << QString()
                                << kSmallContexts * kSmallPerContext / 4 << QStringLiteral("c0-2");
    QTest::newRow("context and system") << 4 << QStringLiteral("beta") << QString()
                                        << kSmallPerContext / 4 << QStringLiteral("c4-1");
    // "candidate 3-12" matches 3-12 and 3-120 … 3-129: 11, all in one context.
    QTest::newRow("search text") << -1 << QString() << QStringLiteral("CANDIDATE 3-12") << 11
                                 << QStringLiteral("c3-12");
    QTest::newRow("search id") << -1 << QString() << QStringLiteral("c4-199") << 1
                               << QStringLiteral("c4-199");
    QTest::newRow("nothing matches")
        << -1 << QString() << QStringLiteral("no such text") << 0 << QString();
}

void CandidateModelTest::filters() {
    QFETCH(int, context);
    QFETCH(QString, system);
    QFETCH(QString, search);
    QFETCH(int, expectedRows);
    QFETCH(QString, firstId);
    CandidateTableModel model(*m_smallSession);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CandidateFilter filter;
    if (context >= 0) {
        filter.context = m_small.contexts.at(context);
    }
    if (!system.isEmpty()) {
        filter.system = system;
    }
    filter.search = search;
    model.setFilter(filter);
    fetchAll(model);
    QCOMPARE(model.rowCount(), expectedRows);
    if (expectedRows > 0) {
        QCOMPARE(model.data(model.index(0, CandidateTableModel::ExternalId)).toString(), firstId);
    }
    for (int row = 0; row < model.rowCount(); ++row) {
        const CandidateRow& candidate = model.rowAt(row);
        QVERIFY(filter.system ? candidate.system == *filter.system : true);
        QVERIFY(filter.context ? candidate.contextId == *filter.context : true);
    }
}

void CandidateModelTest::aNewFilterDropsThePageOfTheOldOne() {
    CandidateTableModel model(*m_smallSession);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CandidateFilter first;
    first.system = QStringLiteral("alpha");
    model.setFilter(first);
    CandidateFilter second;
    second.context = m_small.contexts.at(2);
    model.setFilter(second); // before the first filter's page arrives
    fetchAll(model);
    QCOMPARE(model.rowCount(), kSmallPerContext);
    for (int row = 0; row < model.rowCount(); ++row) {
        QCOMPARE(model.rowAt(row).contextId, m_small.contexts.at(2));
    }
}

// A table shows a preview of each text, read only so far (domain::kPreviewTextPrefix);
// a search still looks through the whole text.
void CandidateModelTest::aLongTextShowsItsBeginningAndIsSearchedWhole() {
    const QString path = m_folder.filePath(QStringLiteral("long.pairrank"));
    QString text = QStringLiteral("First line\n\n  of a long   answer.");
    while (text.size() < 4000) {
        text += QStringLiteral(" More words of the same answer.");
    }
    text += QStringLiteral(" The needle.");
    {
        auto project = storage::ProjectDatabase::create(path, QStringLiteral("long"));
        QVERIFY(project.ok());
        auto writer = storage::CandidateWriter::prepare(**project);
        QVERIFY(writer.ok());
        auto context = writer->addContext(domain::Context{0, QStringLiteral("c"), {}, {}});
        QVERIFY(context.ok());
        for (const auto& [id, body] :
             {std::pair{QStringLiteral("long"), text},
              std::pair{QStringLiteral("short"), QStringLiteral("Hay.")}}) {
            domain::Candidate candidate;
            candidate.contextId = *context;
            candidate.externalId = id;
            candidate.text = body;
            QVERIFY(writer->addCandidate(candidate).ok());
        }
    }
    ProjectSession session;
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(path);
    QVERIFY(opened.wait(10'000));
    CandidateTableModel model(session);
    fetchAll(model);
    QCOMPARE(model.rowCount(), 2);
    const QString preview = model.data(model.index(0, CandidateTableModel::Text)).toString();
    QCOMPARE(preview.size(), kPreviewCharacters);
    QVERIFY2(preview.startsWith(QStringLiteral("First line of a long answer. More words")),
             qPrintable(preview));
    QVERIFY(preview.endsWith(QChar(0x2026)));

    CandidateFilter needle;
    needle.search = QStringLiteral("NEEDLE");
    model.setFilter(needle);
    fetchAll(model);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.data(model.index(0, CandidateTableModel::ExternalId)).toString(),
             QStringLiteral("long"));
}

// The small project: "c<context>-<index>", system by index % 4 (alpha, beta, gamma,
// delta), reference score "quality" = index. Pages of 7 rows, so that each order is read
// across many pages and any repeated or skipped row would show.
void CandidateModelTest::sortsInTheDatabaseAndPagesInThatOrder() {
    CandidateTableModel model(*m_smallSession);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(7);
    fetchAll(model);
    QCOMPARE(model.rowCount(), kSmallContexts * kSmallPerContext);
    const auto ids = [&]() {
        QStringList shown;
        for (int row = 0; row < model.rowCount(); ++row) {
            shown << model.rowAt(row).externalId;
        }
        return shown;
    };

    // Ids as text, every candidate once.
    QStringList expected;
    for (int context = 0; context < kSmallContexts; ++context) {
        for (int index = 0; index < kSmallPerContext; ++index) {
            expected << QStringLiteral("c%1-%2").arg(context).arg(index);
        }
    }
    std::sort(expected.begin(), expected.end());
    model.sort(CandidateTableModel::ExternalId, Qt::AscendingOrder);
    fetchAll(model);
    QCOMPARE(ids(), expected);
    model.sort(CandidateTableModel::ExternalId, Qt::DescendingOrder);
    fetchAll(model);
    std::reverse(expected.begin(), expected.end());
    QCOMPARE(ids(), expected);

    // One context by its score, highest first.
    CandidateFilter third;
    third.context = m_small.contexts.at(3);
    model.setFilter(third);
    model.sort(CandidateTableModel::FirstScore, Qt::DescendingOrder); // the columns stay
    fetchAll(model);
    QCOMPARE(model.rowCount(), kSmallPerContext);
    for (int row = 0; row < model.rowCount(); ++row) {
        QCOMPARE(model.rowAt(row).externalId,
                 QStringLiteral("c3-%1").arg(kSmallPerContext - 1 - row));
    }

    // A search in every context, by system from z to a, ties in import order.
    CandidateFilter search;
    search.search = QStringLiteral("CANDIDATE 1-");
    model.setFilter(search);
    model.sort(CandidateTableModel::System, Qt::DescendingOrder);
    fetchAll(model);
    QCOMPARE(model.rowCount(), kSmallPerContext);
    const QStringList systems{QStringLiteral("gamma"), QStringLiteral("delta"),
                              QStringLiteral("beta"), QStringLiteral("alpha")};
    const int residues[] = {2, 3, 1, 0}; // index % 4 of gamma, delta, beta, alpha
    const int perSystem = kSmallPerContext / 4;
    for (int row = 0; row < model.rowCount(); ++row) {
        const int system = row / perSystem;
        QCOMPARE(model.rowAt(row).system, systems.at(system));
        QCOMPARE(model.rowAt(row).externalId,
                 QStringLiteral("c1-%1").arg(4 * (row % perSystem) + residues[system]));
    }

    // Back to the stored order.
    model.setFilter({});
    model.sort(-1);
    fetchAll(model);
    QCOMPARE(model.rowAt(0).externalId, QStringLiteral("c0-0"));
    QCOMPARE(model.rowAt(model.rowCount() - 1).externalId,
             QStringLiteral("c%1-%2").arg(kSmallContexts - 1).arg(kSmallPerContext - 1));
}

QTEST_MAIN(CandidateModelTest)
#include "test_candidate_model.moc"
