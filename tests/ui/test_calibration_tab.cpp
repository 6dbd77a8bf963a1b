// The Calibration & report tab: on a project with three
// systems, one judge and human labels, the tab's win-rate matrix, estimates and
// judge accuracy equal what `pairrank-cli winrate-matrix --project` prints for the
// same project (the same estimators and seeds), its observed win rates equal
// `pairrank-cli winrate --method observed`, the better system is ranked first, and
// the sparsely labelled pair is warned about.
#include "core/domain/natural_order.h"
#include "gui_test_support.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "ui/annotate/annotate_tab.h"
#include "ui/annotate/annotation_controller.h"
#include "ui/calibration/calibration_controller.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/calibration/estimate_text.h"
#include "ui/calibration/judge_accuracy_model.h"
#include "ui/calibration/pair_estimates_model.h"
#include "ui/calibration/win_rate_matrix_model.h"
#include "ui/project/project_session.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QColor>
#include <QComboBox>
#include <QFile>
#include <QHelpEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolTip>

#include <memory>

using namespace pairrank;
using namespace pairrank::ui;

namespace {

QJsonObject runCli(const QStringList& arguments, QString& errorText) {
    QProcess process;
    process.start(QStringLiteral(PAIRRANK_CLI_PATH), arguments);
    if (!process.waitForFinished(120'000) || process.exitCode() != 0) {
        errorText = QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

bool same(double a, double b) {
    return std::abs(a - b) <= 1e-12;
}

// The row of the estimates model for (first system, second system).
int estimatesRow(const PairEstimatesModel& model, const QString& first, const QString& second) {
    const QString wanted = PairEstimatesModel::tr("%1 vs %2").arg(first, second);
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, PairEstimatesModel::Pair).data().toString() == wanted) {
            return row;
        }
    }
    return -1;
}

// Opens `path` in `session` and waits until it is open.
bool openedIn(ProjectSession& session, const QString& path) {
    QSignalSpy opened(&session, &ProjectSession::projectOpened);
    session.openProject(path);
    return opened.wait(10'000);
}

} // namespace

class CalibrationTabTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_folder.isValid());
        ui_test::isolateSettings(m_folder);
        m_path = ui_test::buildCalibrationProject(
            m_folder.filePath(QStringLiteral("calibration.pairrank")), {});
        QVERIFY(!m_path.isEmpty());
    }

    void tabNumbersEqualTheCommandLine() {
        ProjectSession session;
        QVERIFY(openedIn(session, m_path));
        CalibrationTab tab(session);
        tab.resize(1200, 800);
        tab.show();
        QAbstractItemModelTester matrixTester(
            const_cast<WinRateMatrixModel*>(&tab.matrixModel()),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester estimatesTester(
            const_cast<PairEstimatesModel*>(&tab.estimatesModel()),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester accuracyTester(
            const_cast<JudgeAccuracyModel*>(&tab.accuracyModel()),
            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(tab.controller().report().has_value(), 60'000);
        QCOMPARE(tab.controller().request().criterion, QStringLiteral("quality"));

        QJsonObject cli;
        expectTabEqualsCommandLine(tab, m_path, cli);
        if (QTest::currentTestFailed()) {
            return;
        }

        // Known truths of the simulated project: alpha is strongest, and the beta–gamma
        // pair has 12 human labels, fewer than the 30 that earn no warning.
        QVERIFY2(tab.summaryText().contains(QStringLiteral("alpha")),
                 qPrintable(tab.summaryText()));
        const QStringList warnings = tab.warningTexts();
        QVERIFY2(warnings.size() == 1 && warnings[0].contains(QStringLiteral("beta vs gamma")) &&
                     warnings[0].contains(QStringLiteral("12")),
                 qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    // One project end to end: an annotator labels 20 pairs with the
    // keyboard (with an undo) in the Annotate tab, and the Calibration tab of the
    // same session then shows exactly what pairrank-cli computes from the file.
    void labelsAnnotatedInTheGuiFeedTheTabAndTheCommandLine() {
        ui_test::CalibrationProjectSpec spec;
        spec.humanLabelledContexts = 0; // every human label comes from the keyboard
        spec.sparseContexts = 0;
        const QString path = ui_test::buildCalibrationProject(
            m_folder.filePath(QStringLiteral("annotated.pairrank")), spec);
        QVERIFY(!path.isEmpty());
        ProjectSession session;
        QVERIFY(openedIn(session, path));

        AnnotateTab annotate(session);
        annotate.resize(1200, 800);
        annotate.show();
        QVERIFY(QTest::qWaitForWindowExposed(&annotate));
        auto* annotator = ui_test::childNamed<QComboBox>(annotate, QStringLiteral("Annotator"));
        QVERIFY(annotator);
        annotator->setFocus();
        QTest::keyClicks(annotator, QStringLiteral("reviewer"));
        auto* source = ui_test::childNamed<QComboBox>(
            annotate, QStringLiteral("Where the next pair comes from"));
        QVERIFY(source);
        const int calibrationSource =
            source->findData(static_cast<int>(analysis::AnnotationPairSource::JudgeCalibration));
        QVERIFY(calibrationSource >= 0);
        source->setCurrentIndex(calibrationSource);
        annotate.setFocus();
        AnnotationController& controller = annotate.controller();
        int labelled = 0;
        bool undone = false;
        // The annotator is a careful human: the text of the stronger system wins.
        const auto strength = [&spec](const QString& system) {
            return spec.strengths.value(spec.systems.indexOf(system));
        };
        while (labelled < 20) {
            QTRY_VERIFY_WITH_TIMEOUT(controller.currentPair().has_value(), 10'000);
            const analysis::AnnotationPair pair = *controller.currentPair();
            QVERIFY(pair.left.system != pair.right.system);
            const bool leftWins = strength(pair.left.system) > strength(pair.right.system);
            QTest::keyClick(&annotate, leftWins ? Qt::Key_A : Qt::Key_B);
            ++labelled;
            QTRY_COMPARE_WITH_TIMEOUT(controller.labelled(), labelled, 10'000);
            if (labelled == 5 && !undone) {
                undone = true;
                QTest::keyClick(&annotate, Qt::Key_Backspace);
                --labelled;
                QTRY_COMPARE_WITH_TIMEOUT(controller.labelled(), labelled, 10'000);
            }
        }

        CalibrationTab tab(session);
        tab.resize(1200, 800);
        tab.show();
        QTRY_VERIFY_WITH_TIMEOUT(tab.controller().report().has_value(), 60'000);
        QJsonObject cli;
        expectTabEqualsCommandLine(tab, path, cli);
        if (QTest::currentTestFailed()) {
            return;
        }
        // The 20 labels typed (the undone one gone) are the ones both counted.
        int humanLabelled = 0;
        for (const QJsonValue& pair : cli.value(QStringLiteral("pairs")).toArray()) {
            humanLabelled += pair[QStringLiteral("human_labelled")].toInt();
        }
        QCOMPARE(humanLabelled, 20);
    }

    // A skip records only that the annotator passed on a pair: the report's count
    // of human labels, as the tab shows it, leaves skips out.
    void skipsAreNotCountedAsHumanLabels() {
        const QString path = ui_test::buildCalibrationProject(
            m_folder.filePath(QStringLiteral("skipped.pairrank")), {});
        QVERIFY(!path.isEmpty());
        qint64 realLabels = 0;
        {
            auto database = ui_test::openProject(path);
            QVERIFY(database);
            auto labels = storage::allHumanLabels(*database, {});
            QVERIFY(labels && labels->size() >= 3);
            // Three of the annotator's pairs were skipped by someone else.
            for (int index = 0; index < 3; ++index) {
                domain::HumanLabel skip = labels->at(index);
                skip.id = 0;
                skip.annotator = QStringLiteral("passer-by");
                skip.choice = domain::HumanChoice::Skip;
                QVERIFY(storage::insertHumanLabel(*database, skip).ok());
            }
            const auto all = storage::allHumanLabels(*database, {});
            QVERIFY(all);
            for (const domain::HumanLabel& label : *all) {
                realLabels += label.choice == domain::HumanChoice::Skip ? 0 : 1;
            }
            QCOMPARE(realLabels, all->size() - 3);
        }
        ProjectSession session;
        QVERIFY(openedIn(session, path));
        CalibrationTab tab(session);
        tab.show();
        QTRY_VERIFY_WITH_TIMEOUT(tab.controller().report().has_value(), 60'000);
        QCOMPARE(tab.controller().report()->humanLabels, realLabels);
        // (Plural forms come from the English translation; the count does not.)
        QVERIFY2(tab.summaryText().startsWith(QStringLiteral("%1 human label").arg(realLabels)),
                 qPrintable(tab.summaryText()));
    }

    // Texts that name no system (a dataset of single pairs): no win rate, but the tab
    // says why and shows the judge's accuracy against the people, as the report does.
    void withoutSystemsTheTabShowsTheJudgesAccuracy() {
        ui_test::CalibrationProjectSpec spec;
        spec.namesSystems = false;
        spec.sparsePair = {};
        const QString path = ui_test::buildCalibrationProject(
            m_folder.filePath(QStringLiteral("no-systems.pairrank")), spec);
        QVERIFY(!path.isEmpty());
        ProjectSession session;
        QVERIFY(openedIn(session, path));
        CalibrationTab tab(session);
        tab.show();
        QTRY_VERIFY_WITH_TIMEOUT(tab.controller().report().has_value(), 60'000);
        QVERIFY2(tab.summaryText().contains(
                     QStringLiteral("No win rates: no candidate names the system that wrote it")),
                 qPrintable(tab.summaryText()));
        QCOMPARE(tab.matrixModel().rowCount(), 0);
        QCOMPARE(tab.estimatesModel().rowCount(), 0);
        // The empty tables about systems make room for the judges' accuracy.
        auto* matrix = ui_test::childNamed<QTableView>(tab, QStringLiteral("Win-rate matrix"));
        auto* estimates = ui_test::childNamed<QTableView>(tab, QStringLiteral("Estimates"));
        auto* accuracyTable =
            ui_test::childNamed<QTableView>(tab, QStringLiteral("Judge accuracy"));
        QVERIFY(matrix && estimates && accuracyTable);
        QVERIFY(!matrix->isVisible() && !estimates->isVisible() && accuracyTable->isVisible());
        const JudgeAccuracyModel& accuracy = tab.accuracyModel();
        QCOMPARE(accuracy.rowCount(), 1);
        QCOMPARE(accuracy.index(0, JudgeAccuracyModel::Judge).data().toString(),
                 QStringLiteral("judge-x"));
        // Every pair of the 40 labelled contexts' three texts has one label and one verdict.
        const int labelsFirst = accuracy.index(0, JudgeAccuracyModel::LabelsFirst).data().toInt();
        const int labelsSecond = accuracy.index(0, JudgeAccuracyModel::LabelsSecond).data().toInt();
        QCOMPARE(labelsFirst + labelsSecond, 3 * spec.humanLabelledContexts);
        // The judge was built to pick the human's winner 80 % of the time.
        const double overall = accuracy.index(0, JudgeAccuracyModel::Overall)
                                   .data(JudgeAccuracyModel::ValueRole)
                                   .toDouble();
        QVERIFY2(overall > 0.7 && overall < 0.9, qPrintable(QString::number(overall)));

        // The command line's report of the same file says the same.
        const QString json = m_folder.filePath(QStringLiteral("no-systems.json"));
        QString errorText;
        runCli({QStringLiteral("report"), QStringLiteral("--project"), path,
                QStringLiteral("--format"), QStringLiteral("json"), json},
               errorText);
        QVERIFY2(errorText.isEmpty(), qPrintable(errorText));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject row = QJsonDocument::fromJson(file.readAll())
                                    .object()
                                    .value(QStringLiteral("win_rates"))
                                    .toObject()
                                    .value(QStringLiteral("accuracy_table"))
                                    .toArray()
                                    .at(0)
                                    .toObject();
        QCOMPARE(row.value(QStringLiteral("human_first")).toInt(), labelsFirst);
        QCOMPARE(row.value(QStringLiteral("human_second")).toInt(), labelsSecond);
        QCOMPARE(row.value(QStringLiteral("overall_accuracy")).toDouble(), overall);
    }

    // Labels but no judgement yet: no report can be made, and the tab still says
    // how many human labels (skips left out) and judgements there are.
    void theCountsAreShownBeforeAnyJudgement() {
        const QString path = m_folder.filePath(QStringLiteral("unjudged.pairrank"));
        const ui_test::BuiltProject built = ui_test::buildProject(path, {1, 4});
        QVERIFY(!built.path.isEmpty());
        {
            auto database = ui_test::openProject(path);
            QVERIFY(database);
            const auto criterion = storage::ensureCriterion(*database, QStringLiteral("quality"));
            QVERIFY(criterion);
            const QList<domain::CandidateId>& ids = built.candidates.first();
            const QList<domain::HumanChoice> choices{domain::HumanChoice::A, domain::HumanChoice::B,
                                                     domain::HumanChoice::Tie,
                                                     domain::HumanChoice::Skip};
            for (int index = 0; index < choices.size(); ++index) {
                domain::HumanLabel label;
                label.annotator = QStringLiteral("ann");
                label.criterionId = *criterion;
                label.contextId = built.contexts.first();
                label.candidateA = ids.at(index);
                label.candidateB = ids.at((index + 1) % ids.size());
                label.choice = choices.at(index);
                QVERIFY(storage::insertHumanLabel(*database, label).ok());
            }
        }
        ProjectSession session;
        QVERIFY(openedIn(session, path));
        CalibrationTab tab(session);
        tab.show();
        QTRY_VERIFY2_WITH_TIMEOUT(
            tab.summaryText().startsWith(QStringLiteral("3 human label")) &&
                tab.summaryText().contains(QStringLiteral(" and 0 judgement")) &&
                tab.summaryText().contains(QStringLiteral("No calibrated report yet")),
            qPrintable(tab.summaryText()), 30'000);
        QVERIFY(!tab.controller().report());
    }

    // A blank cell of the matrix says why it is blank when the mouse rests on it: the two
    // systems were never compared. A cell with a win rate shows it with its interval.
    void aBlankCellSaysTheSystemsWereNeverCompared() {
        ui_test::CalibrationProjectSpec spec;
        spec.sparsePair = {};
        spec.uncomparedPair = {QStringLiteral("beta"), QStringLiteral("gamma")};
        ProjectSession session;
        const std::unique_ptr<CalibrationTab> shown =
            showReport(spec, QStringLiteral("uncompared.pairrank"), session);
        QVERIFY(shown);
        CalibrationTab& tab = *shown;
        auto* table = ui_test::childNamed<QTableView>(tab, CalibrationTab::tr("Win-rate matrix"));
        QVERIFY(table != nullptr && table->isVisible());
        QCOMPARE(table->model()->rowCount(), 3);
        const auto section = [table](const QString& system) {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                if (table->model()->headerData(row, Qt::Vertical).toString() == system) {
                    return row;
                }
            }
            return -1;
        };
        // The tooltip a person sees with the mouse resting on the cell (row, column).
        const auto toolTipAt = [&](const QString& row, const QString& column) {
            const QModelIndex index = table->model()->index(section(row), section(column));
            const QPoint centre = table->visualRect(index).center();
            if (!index.isValid() || !table->viewport()->rect().contains(centre)) {
                return QStringLiteral("(cell %1, %2 not shown)").arg(row, column);
            }
            QToolTip::hideText();
            QHelpEvent event(QEvent::ToolTip, centre, table->viewport()->mapToGlobal(centre));
            QApplication::sendEvent(table->viewport(), &event);
            return QToolTip::text();
        };
        QCOMPARE(toolTipAt(QStringLiteral("beta"), QStringLiteral("gamma")),
                 WinRateMatrixModel::tr("No judgement compares %1 and %2 yet.")
                     .arg(QStringLiteral("beta"), QStringLiteral("gamma")));
        QCOMPARE(toolTipAt(QStringLiteral("gamma"), QStringLiteral("beta")),
                 WinRateMatrixModel::tr("No judgement compares %1 and %2 yet.")
                     .arg(QStringLiteral("gamma"), QStringLiteral("beta")));
        const QString compared = toolTipAt(QStringLiteral("alpha"), QStringLiteral("beta"));
        QVERIFY2(compared.startsWith(QStringLiteral("P(alpha preferred over beta) = ")),
                 qPrintable(compared));
        QToolTip::hideText();
    }

    // Fifteen pairs of systems without human labels make one warning that names them all,
    // not fifteen alike that would hide the others.
    void pairsWithFewLabelsShareOneWarning() {
        ui_test::CalibrationProjectSpec spec;
        spec.systems = {u"s1"_qs, u"s2"_qs, u"s3"_qs, u"s4"_qs, u"s5"_qs, u"s6"_qs};
        spec.strengths = {1.0, 0.6, 0.2, -0.2, -0.6, -1.0};
        spec.contexts = 20;
        spec.humanLabelledContexts = 0;
        spec.sparsePair = {};
        ProjectSession session;
        const std::unique_ptr<CalibrationTab> opened =
            showReport(spec, QStringLiteral("six-systems.pairrank"), session);
        QVERIFY(opened);
        CalibrationTab& tab = *opened;
        auto* list = ui_test::childNamed<QListWidget>(tab, CalibrationTab::tr("Warnings"));
        QVERIFY(list != nullptr && list->isVisible());
        QStringList shown;
        for (int row = 0; row < list->count(); ++row) {
            shown << list->item(row)->text();
        }
        const QStringList fewLabels =
            shown.filter(QStringLiteral("of systems have fewer than 30 human-labelled"));
        QVERIFY2(fewLabels.size() == 1, qPrintable(shown.join(u'\n')));
        for (int first = 1; first <= 6; ++first) {
            for (int second = first + 1; second <= 6; ++second) {
                const QString pair = QStringLiteral("s%1 vs s%2 (0)").arg(first).arg(second);
                QVERIFY2(fewLabels[0].contains(pair), qPrintable(pair));
            }
        }
        QVERIFY2(fewLabels[0].startsWith(QStringLiteral("15 pair")), qPrintable(fewLabels[0]));
        // The report keeps one warning per pair, for programs.
        const auto& warnings = tab.controller().report()->warnings;
        QCOMPARE(std::count_if(warnings.cbegin(), warnings.cend(),
                               [](const analysis::CalibrationWarning& warning) {
                                   return warning.kind == analysis::WarningKind::FewHumanLabels;
                               }),
                 15);
        QCOMPARE(list->count(), static_cast<int>(warnings.size()) - 14);
    }

    // Systems named with numbers are listed as they are read: M1, M2, M10, not M1, M10, M2.
    void systemsAreListedAsTheirNumbersRead() {
        using domain::naturalLess;
        QVERIFY(naturalLess(u"M2"_qs, u"M10"_qs) && !naturalLess(u"M10"_qs, u"M2"_qs));
        QVERIFY(naturalLess(u"gpt-4"_qs, u"gpt-40"_qs) && naturalLess(u"x"_qs, u"x1"_qs));
        QVERIFY(naturalLess(u"a9"_qs, u"b1"_qs) && naturalLess(u""_qs, u"a"_qs));
        // Equal as read, different as text: still a strict order.
        QVERIFY(naturalLess(u"M02"_qs, u"M2"_qs) != naturalLess(u"M2"_qs, u"M02"_qs));
        QVERIFY(!naturalLess(u"M2"_qs, u"M2"_qs));
        QVERIFY(naturalLess(u"v1.9"_qs, u"v1.10"_qs));

        ui_test::CalibrationProjectSpec spec;
        spec.systems = {u"M10"_qs, u"M2"_qs, u"M1"_qs};
        spec.sparsePair = {};
        ProjectSession session;
        const std::unique_ptr<CalibrationTab> opened =
            showReport(spec, QStringLiteral("numbered.pairrank"), session);
        QVERIFY(opened);
        auto* table =
            ui_test::childNamed<QTableView>(*opened, CalibrationTab::tr("Win-rate matrix"));
        QVERIFY(table != nullptr && table->isVisible());
        QStringList columns;
        for (int column = 0; column < table->model()->columnCount(); ++column) {
            columns << table->model()->headerData(column, Qt::Horizontal).toString();
        }
        QCOMPARE(columns, (QStringList{u"M1"_qs, u"M2"_qs, u"M10"_qs}));
    }

    void changingThePriorRecomputes() {
        ProjectSession session;
        QVERIFY(openedIn(session, m_path));
        CalibrationController controller(session);
        controller.reload();
        QTRY_VERIFY_WITH_TIMEOUT(controller.report().has_value(), 60'000);
        QCOMPARE(controller.report()->winRates.pairs[0].prior, stats::PriorSetting::InDistribution);
        QCOMPARE(controller.report()->winRates.headlineSource,
                 stats::WinRateSource::PooledRegression);
        controller.setPrior(stats::ReportPrior::None);
        QVERIFY(!controller.report() ||
                controller.report()->winRates.pairs[0].prior != stats::PriorSetting::None);
        QTRY_VERIFY_WITH_TIMEOUT(controller.report().has_value() &&
                                     controller.report()->winRates.pairs[0].prior ==
                                         stats::PriorSetting::None,
                                 60'000);
        // Without human labels BWRS is not applicable, and says why; the matrix is
        // Dawid–Skene's.
        QCOMPARE(controller.report()->winRates.headlineSource, stats::WinRateSource::DawidSkene);
        const stats::PairReport& pair = controller.report()->winRates.pairs[0];
        QVERIFY(!pair.evaluators[0].bwrs.value);
        QVERIFY(!pair.evaluators[0].bwrs.error.empty());
    }

private:
    // A project built from `spec` in the file `name`, opened in `session` and shown in a
    // Calibration tab once its report is computed; null (the test failed) otherwise.
    std::unique_ptr<CalibrationTab> showReport(const ui_test::CalibrationProjectSpec& spec,
                                               const QString& name, ProjectSession& session) {
        const QString path = ui_test::buildCalibrationProject(m_folder.filePath(name), spec);
        if (path.isEmpty() || !openedIn(session, path)) {
            QTest::qFail("the project was not built or not opened", __FILE__, __LINE__);
            return nullptr;
        }
        auto tab = std::make_unique<CalibrationTab>(session);
        tab->resize(1200, 800);
        tab->show();
        if (!QTest::qWaitForWindowExposed(tab.get())) {
            QTest::qFail("the tab was never shown", __FILE__, __LINE__);
            return nullptr;
        }
        if (!QTest::qWaitFor([&tab] { return tab->controller().report().has_value(); }, 60'000)) {
            QTest::qFail("no report within 60 s", __FILE__, __LINE__);
            return nullptr;
        }
        return tab;
    }

    // The headline interval of P(first preferred over second) in winrate-matrix's JSON.
    static QJsonArray headlineInterval(const QJsonObject& cli, const QString& first,
                                       const QString& second) {
        const QString source = cli.value(QStringLiteral("win_rate_source")).toString();
        for (const QJsonValue& value : cli.value(QStringLiteral("pairs")).toArray()) {
            const QJsonArray systems = value[QStringLiteral("systems")].toArray();
            const QJsonArray interval =
                value[source].toObject().value(QStringLiteral("interval")).toArray();
            if (systems == QJsonArray{first, second}) {
                return interval;
            }
            if (systems == QJsonArray{second, first} && interval.size() == 2) {
                return {1.0 - interval[1].toDouble(), 1.0 - interval[0].toDouble()};
            }
        }
        return {};
    }

    // The tab's matrix, pair estimates and judge accuracy equal pairrank-cli
    // winrate-matrix --project on the same file, and each pair's observed rate
    // equals pairrank-cli winrate --method observed. `cli` receives the matrix JSON.
    static void expectTabEqualsCommandLine(const CalibrationTab& tab, const QString& path,
                                           QJsonObject& cli) {
        QString errorText;
        cli = runCli({QStringLiteral("winrate-matrix"), QStringLiteral("--project"), path},
                     errorText);
        QVERIFY2(!cli.isEmpty(), qPrintable(errorText));

        // The matrix, cell by cell, in the CLI's order of systems.
        const QJsonArray systems = cli.value(QStringLiteral("systems")).toArray();
        const WinRateMatrixModel& matrix = tab.matrixModel();
        QCOMPARE(matrix.rowCount(), systems.size());
        const QJsonArray cells = cli.value(QStringLiteral("win_rate_matrix")).toArray();
        int compared = 0;
        for (int i = 0; i < systems.size(); ++i) {
            QCOMPARE(matrix.headerData(i, Qt::Vertical).toString(), systems[i].toString());
            for (int j = 0; j < systems.size(); ++j) {
                const QJsonValue expected = cells[i].toArray()[j];
                const QVariant shown = matrix.index(i, j).data(WinRateMatrixModel::ValueRole);
                QCOMPARE(shown.isValid(), !expected.isNull());
                if (shown.isValid()) {
                    QVERIFY2(same(shown.toDouble(), expected.toDouble()),
                             qPrintable(QStringLiteral("cell %1,%2: %3 vs %4")
                                            .arg(i)
                                            .arg(j)
                                            .arg(shown.toDouble())
                                            .arg(expected.toDouble())));
                    // The heat map's colour says who is preferred, as in the report (one
                    // scale, ui/common/win_rate_colour.h): blue the row's system, orange
                    // the column's.
                    const QColor colour =
                        matrix.index(i, j).data(Qt::BackgroundRole).value<QColor>();
                    if (expected.toDouble() > 0.5) {
                        QVERIFY2(colour.blue() > colour.red(), qPrintable(colour.name()));
                    } else if (expected.toDouble() < 0.5) {
                        QVERIFY2(colour.red() > colour.blue(), qPrintable(colour.name()));
                    }
                    // The tooltip's interval is the pair's headline interval, turned to the
                    // row's side when the pair lists the column's system first.
                    const QJsonArray interval =
                        headlineInterval(cli, systems[i].toString(), systems[j].toString());
                    QCOMPARE(interval.size(), 2);
                    const QString expectedText = estimateText(
                        shown.toDouble(), {interval[0].toDouble(), interval[1].toDouble()});
                    const QString tooltip = matrix.index(i, j).data(Qt::ToolTipRole).toString();
                    QVERIFY2(tooltip.contains(expectedText),
                             qPrintable(tooltip + QStringLiteral(" lacks ") + expectedText));
                    ++compared;
                }
            }
        }
        QCOMPARE(compared, 6); // three pairs, both directions

        // Every pair's estimates.
        const PairEstimatesModel& estimates = tab.estimatesModel();
        const QJsonArray pairs = cli.value(QStringLiteral("pairs")).toArray();
        QCOMPARE(pairs.size(), 3);
        for (const QJsonValue& value : pairs) {
            const QJsonObject pair = value.toObject();
            const QString first = pair[QStringLiteral("systems")].toArray()[0].toString();
            const QString second = pair[QStringLiteral("systems")].toArray()[1].toString();
            const int row = estimatesRow(estimates, first, second);
            QVERIFY2(row >= 0, qPrintable(first + QStringLiteral(" vs ") + second));
            const QJsonObject judge = pair[QStringLiteral("evaluators")].toArray()[0].toObject();
            const auto shown = [&](int column) {
                return estimates.index(row, column).data(PairEstimatesModel::ValueRole).toDouble();
            };
            QVERIFY(same(
                shown(PairEstimatesModel::Observed),
                judge[QStringLiteral("observed")].toObject()[QStringLiteral("rate")].toDouble()));
            QVERIFY(
                same(shown(PairEstimatesModel::Bwrs),
                     judge[QStringLiteral("bwrs")].toObject()[QStringLiteral("mean")].toDouble()));
            QVERIFY(same(
                shown(PairEstimatesModel::DawidSkene),
                pair[QStringLiteral("dawid_skene")].toObject()[QStringLiteral("mean")].toDouble()));
            QVERIFY(same(shown(PairEstimatesModel::PooledRegression),
                         pair[QStringLiteral("pooled_regression")]
                             .toObject()[QStringLiteral("mean")]
                             .toDouble()));
            QCOMPARE(estimates.index(row, PairEstimatesModel::HumanLabels).data().toInt(),
                     pair[QStringLiteral("human_labelled")].toInt());

            // `winrate` for this pair alone: the judge's estimate by `method`, and the whole
            // output for a failure's message.
            const auto winrateOfJudge = [&](const QString& method, QString& whole) {
                const QJsonObject single =
                    runCli({QStringLiteral("winrate"), QStringLiteral("--project"), path,
                            QStringLiteral("--system-a"), first, QStringLiteral("--system-b"),
                            second, QStringLiteral("--method"), method},
                           errorText);
                whole = single.isEmpty() ? errorText
                                         : QString::fromUtf8(QJsonDocument(single).toJson());
                return single[QStringLiteral("evaluators")]
                    .toArray()[0]
                    .toObject()[QStringLiteral("estimate")]
                    .toObject();
            };
            // It gives the same observed rate.
            QString whole;
            const QJsonObject observed = winrateOfJudge(QStringLiteral("observed"), whole);
            QVERIFY2(same(shown(PairEstimatesModel::Observed),
                          observed[QStringLiteral("rate")].toDouble()),
                     qPrintable(whole));
            // PPI++ as the matrix's JSON has it, and as `winrate --method ppi++` computes it
            // for this pair alone with the judge's own verdicts.
            QVERIFY(same(
                shown(PairEstimatesModel::Ppi),
                judge[QStringLiteral("ppi")].toObject()[QStringLiteral("estimate")].toDouble()));
            const QJsonObject ppi = winrateOfJudge(QStringLiteral("ppi++"), whole);
            QVERIFY2(
                same(shown(PairEstimatesModel::Ppi), ppi[QStringLiteral("estimate")].toDouble()),
                qPrintable(whole));
            const QString ppiText = estimates.index(row, PairEstimatesModel::Ppi).data().toString();
            QVERIFY2(ppiText.contains(QLatin1Char('[')),
                     qPrintable(ppiText)); // value [lower, upper]
        }

        // The judge's pooled accuracy.
        const QJsonObject accuracy =
            cli.value(QStringLiteral("accuracy_table")).toArray()[0].toObject();
        const JudgeAccuracyModel& table = tab.accuracyModel();
        QCOMPARE(table.rowCount(), 1);
        QVERIFY(same(table.index(0, JudgeAccuracyModel::AccuracyFirst)
                         .data(JudgeAccuracyModel::ValueRole)
                         .toDouble(),
                     accuracy[QStringLiteral("q0")].toObject()[QStringLiteral("mean")].toDouble()));
        QVERIFY(same(table.index(0, JudgeAccuracyModel::AccuracySecond)
                         .data(JudgeAccuracyModel::ValueRole)
                         .toDouble(),
                     accuracy[QStringLiteral("q1")].toObject()[QStringLiteral("mean")].toDouble()));
    }

    QTemporaryDir m_folder;
    QString m_path;
};

QTEST_MAIN(CalibrationTabTest)
#include "test_calibration_tab.moc"
