// GUI benchmark of a large pool: opens a project of one context of 100,000
// candidates (texts of 1,000 characters, an answer's length) and 1,000,000 judgements in the real
// main window (as main() builds it) and prints the time until the ranking is shown; then, with a
// probe timer on the GUI thread (every 5 ms), what a person does there, by key and mouse events on
// the visible widgets: paging down and jumping to the end of the Ranking table,
// the same in the Candidates table (its rows arrive page by page), and typing a
// search; then a random pair and a label in the Annotate tab, a pair of each other source,
// and the Calibration tab's report. For each: how long it took and the longest gap of the event
// loop (a stall of the GUI). Prints figures; never fails on speed.
//
//   QT_QPA_PLATFORM=offscreen bench_gui_large_project [--candidates 100000]
//       [--judgements 1000000] [--text-length 1000] [--project FILE] [--screenshots FOLDER]
//
// --project FILE keeps the project there and reuses it on the next run (written only
// when the file does not exist); --screenshots FOLDER saves the window with the Ranking
// and with the Candidates tab shown (large-ranking.png, large-candidates.png).
#include "gui_bench_project.h"
#include "process_memory.h"
#include "ui/annotate/annotate_tab.h"
#include "ui/annotate/annotation_controller.h"
#include "ui/calibration/calibration_controller.h"
#include "ui/calibration/calibration_tab.h"
#include "ui/candidates/candidate_table_model.h"
#include "ui/candidates/candidates_tab.h"
#include "ui/common/background_work.h"
#include "ui/event_loop_probe.h"
#include "ui/main/desktop_application.h"
#include "ui/main/main_window.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_tab.h"
#include "ui/ranking/ranking_table_model.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSysInfo>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <optional>

using namespace pairrank;

namespace {

[[noreturn]] void die(const QString& message) {
    std::fprintf(stderr, "bench_gui_large_project: %s\n", qPrintable(message));
    std::exit(1);
}

int intOption(const QStringList& arguments, const QString& name, int fallback) {
    const qsizetype at = arguments.indexOf(name);
    if (at < 0) {
        return fallback;
    }
    bool ok = false;
    const int value = at + 1 < arguments.size() ? arguments.at(at + 1).toInt(&ok) : 0;
    if (!ok || value < 2) {
        die(name + QStringLiteral(" needs an integer >= 2"));
    }
    return value;
}

// One context of `candidateCount` texts of about `textLength` characters with a
// reference score, and `judgementCount` judgements of the simulated judge "sim" (each
// candidate against others spread over the pool, never itself; the better reference
// score tends to win, as a judge's would), as one imported run.
void createProject(const QString& path, int candidateCount, int judgementCount, int textLength) {
    bench::GuiBenchProject spec;
    spec.candidates = candidateCount;
    spec.judgements = judgementCount;
    spec.externalId = [](int i) {
        return QStringLiteral("script-%1").arg(i);
    };
    spec.text = [textLength](int i) {
        QString text = QStringLiteral("Answer %1, written by system %2. ").arg(i).arg(i % 7);
        while (text.size() < textLength) {
            text += QStringLiteral("A sentence of an answer about as long as a real one, said "
                                   "once more. ");
        }
        return text;
    };
    spec.system = [](int i) {
        return QStringLiteral("S%1").arg(i % 7);
    };
    spec.reference = [](int i) {
        return static_cast<double>((i * 37) % 101);
    };
    spec.judgement = [candidateCount](int k, int& a, int& b, double& p) {
        const int n = candidateCount;
        a = k % n;
        const int other = static_cast<int>((static_cast<qint64>(k) * 7919 + 1 + k / n) % n);
        b = other == a ? (a + 1) % n : other;
        const double difference = (a * 37) % 101 - (b * 37) % 101;
        p = std::clamp(1.0 / (1.0 + std::exp(-difference / 20.0)), 0.02, 0.98);
    };
    bench::writeGuiBenchProject(path, spec);
}

// Runs the event loop until `done` holds (checked every 10 ms) or `milliseconds` pass.
bool waitUntil(const std::function<bool()>& done, int milliseconds) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > milliseconds) {
            return false;
        }
        QTest::qWait(10);
    }
    return true;
}

// Does `action` (key and mouse events), lets the event loop run until `settled`,
// and prints the time and the longest gap of the probe meanwhile.
void measure(ui_test::EventLoopProbe& probe, const char* what, const std::function<void()>& action,
             const std::function<bool()>& settled) {
    QTest::qWait(50); // the probe's first gap starts in a quiet loop
    probe.clear();
    QElapsedTimer clock;
    clock.start();
    action();
    const bool done = waitUntil(settled, 120'000);
    const qint64 took = clock.elapsed();
    QTest::qWait(50);
    std::printf("%-58s %8lld ms  longest GUI stall %7.1f ms  (99th pct %5.1f ms, %zu gaps)%s\n",
                what, static_cast<long long>(took), probe.longestGap(),
                ui_test::percentile(probe.gaps(), 0.99), probe.gaps().size(),
                done ? "" : "  NOT DONE in 120 s");
    std::fflush(stdout);
}

void clickTab(QTabWidget& tabs, QWidget& page) {
    const int index = tabs.indexOf(&page);
    if (index < 0) {
        die(QStringLiteral("a tab is missing"));
    }
    QTest::mouseClick(tabs.tabBar(), Qt::LeftButton, {}, tabs.tabBar()->tabRect(index).center());
}

void clickFirstRow(QTableView& table) {
    const QRect cell = table.visualRect(table.model()->index(0, 0));
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cell.center());
}

// A click on the header of `column`, apart from the last click (not a double-click).
void clickHeader(QTableView& table, int column) {
    QHeaderView* header = table.horizontalHeader();
    const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(x, header->viewport()->height() / 2),
                      QApplication::doubleClickInterval() + 1);
}

// Clicks into a search field and types `text`; an empty text selects all and deletes it.
void typeSearch(QLineEdit& search, const QString& text) {
    if (text.isEmpty()) {
        QTest::keyClick(&search, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(&search, Qt::Key_Delete);
        return;
    }
    QTest::mouseClick(&search, Qt::LeftButton);
    QTest::keyClicks(&search, text);
}

void pressKeys(QTableView& table, Qt::Key key, int times, Qt::KeyboardModifiers modifiers = {}) {
    for (int k = 0; k < times; ++k) {
        QTest::keyClick(&table, key, modifiers);
        QCoreApplication::processEvents();
    }
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication application(argc, argv);
    const QStringList arguments = application.arguments();
    const int candidateCount = intOption(arguments, QStringLiteral("--candidates"), 100'000);
    const int judgementCount = intOption(arguments, QStringLiteral("--judgements"), 1'000'000);
    const int textLength = intOption(arguments, QStringLiteral("--text-length"), 1'000);
    QTemporaryDir directory;
    if (!directory.isValid()) {
        die(QStringLiteral("no temporary directory"));
    }
    std::printf("bench_gui_large_project: %s, %s, %d cores, platform %s\n",
                qPrintable(QSysInfo::prettyProductName()),
                qPrintable(QSysInfo::currentCpuArchitecture()), QThread::idealThreadCount(),
                qPrintable(QApplication::platformName()));
    const qsizetype projectOption = arguments.indexOf(QStringLiteral("--project"));
    const QString path = projectOption > 0 && projectOption + 1 < arguments.size()
                             ? arguments.at(projectOption + 1)
                             : directory.filePath(QStringLiteral("large.pairrank"));
    QElapsedTimer clock;
    clock.start();
    if (QFileInfo::exists(path)) {
        std::printf("reusing the project %s\n", qPrintable(path));
    } else {
        createProject(path, candidateCount, judgementCount, textLength);
        std::printf("project with %d candidates of %d characters and %d judgements written in "
                    "%lld ms\n",
                    candidateCount, textLength, judgementCount,
                    static_cast<long long>(clock.elapsed()));
    }
    std::fflush(stdout);

    // As main() builds it; destroyed by the last step, which quits.
    std::optional<ui::DesktopApplication> desktop(std::in_place);
    ui::ProjectSession& session = desktop->session();
    ui::MainWindow& window = desktop->window();
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        die(QStringLiteral("the main window was not shown"));
    }
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("mainTabs"));
    if (tabs == nullptr) {
        die(QStringLiteral("no tabs in the main window"));
    }
    ui::RankingTab& ranking = window.rankingTab();
    ui::CandidatesTab& candidates = window.candidatesTab();

    ui_test::EventLoopProbe probe(5);
    probe.start();
    // A large pool's intervals are drawn after its ranking is shown, while a person goes on
    // with the steps below: when the table first shows one.
    qint64 intervalsShown = -1;
    QObject::connect(&ranking, &ui::RankingTab::rankingShown, &ranking, [&] {
        const QModelIndex cell = ranking.model().index(0, ui::RankingTableModel::CredibleInterval);
        if (intervalsShown < 0 && cell.data().toString().contains(QLocale().decimalPoint())) {
            intervalsShown = clock.elapsed();
        }
    });
    clock.restart();
    session.openProject(path);
    if (!bench::waitForSignal(&ranking, &ui::RankingTab::rankingShown, 300'000)) {
        die(QStringLiteral("the ranking was not shown within 300 s"));
    }
    const qint64 shownAfter = clock.elapsed();
    // The signal comes from inside the work that shows the ranking: the probe records that
    // gap only when the loop is back, so it runs on a little before its longest gap is read.
    QTest::qWait(50);
    std::printf("%-58s %8lld ms  longest GUI stall %7.1f ms  (%d rows in the ranking table)\n",
                "open the project until the ranking is shown", static_cast<long long>(shownAfter),
                probe.longestGap(), ranking.model().rowCount());
    std::printf("resident memory with the ranking shown: VmRSS %.1f MB, VmHWM %.1f MB\n",
                static_cast<double>(bench::statusKilobytes("VmRSS")) / 1024.0,
                static_cast<double>(bench::statusKilobytes("VmHWM")) / 1024.0);

    QTableView& rankingTable = ranking.table();
    measure(
        probe, "Ranking tab: click its tab", [&] { clickTab(*tabs, ranking); },
        [&] { return rankingTable.isVisible(); });
    const qsizetype shotsOption = arguments.indexOf(QStringLiteral("--screenshots"));
    const QString shots = shotsOption > 0 && shotsOption + 1 < arguments.size()
                              ? arguments.at(shotsOption + 1)
                              : QString();
    const auto screenshot = [&](const QString& name) {
        if (!shots.isEmpty() && !window.grab().save(QDir(shots).filePath(name))) {
            die(QStringLiteral("cannot write %1 in %2").arg(name, shots));
        }
    };
    screenshot(QStringLiteral("large-ranking.png"));
    measure(
        probe, "Ranking table: click the first row", [&] { clickFirstRow(rankingTable); },
        [&] { return rankingTable.currentIndex().row() == 0; });
    measure(
        probe, "Ranking table: Page Down 100 times",
        [&] { pressKeys(rankingTable, Qt::Key_PageDown, 100); }, [] { return true; });
    measure(
        probe, "Ranking table: Ctrl+End (the last rank)",
        [&] { pressKeys(rankingTable, Qt::Key_End, 1, Qt::ControlModifier); },
        [&] { return rankingTable.currentIndex().row() == ranking.model().rowCount() - 1; });
    measure(
        probe, "Ranking table: Ctrl+Home",
        [&] { pressKeys(rankingTable, Qt::Key_Home, 1, Qt::ControlModifier); },
        [&] { return rankingTable.currentIndex().row() == 0; });

    ui::RankingTableModel& rankingModel = ranking.model();
    const auto rankingSortedBy = [&](int column, Qt::SortOrder order) {
        return [&rankingModel, column, order] {
            return rankingModel.order().column == column &&
                   (column < 0 || rankingModel.order().order == order) &&
                   !rankingModel.isOrdering();
        };
    };
    measure(
        probe, "Ranking table: click the Id header (sort as text)",
        [&] { clickHeader(rankingTable, ui::RankingTableModel::Id); },
        rankingSortedBy(ui::RankingTableModel::Id, Qt::AscendingOrder));
    measure(
        probe, "Ranking table: click it again (Z to A)",
        [&] { clickHeader(rankingTable, ui::RankingTableModel::Id); },
        rankingSortedBy(ui::RankingTableModel::Id, Qt::DescendingOrder));
    measure(
        probe, "Ranking table: click the Judgements header",
        [&] { clickHeader(rankingTable, ui::RankingTableModel::Judgements); },
        rankingSortedBy(ui::RankingTableModel::Judgements, Qt::DescendingOrder));
    measure(
        probe, "Ranking table: click it twice more (by rank again)",
        [&] {
            clickHeader(rankingTable, ui::RankingTableModel::Judgements);
            clickHeader(rankingTable, ui::RankingTableModel::Judgements);
        },
        rankingSortedBy(-1, Qt::AscendingOrder));
    const QString rankingWanted = QStringLiteral("script-%1").arg(rankingModel.rowCount() - 1);
    auto* rankingSearch = ranking.findChild<QLineEdit*>(QStringLiteral("rankingSearch"));
    if (rankingSearch == nullptr) {
        die(QStringLiteral("the Ranking tab has no search field"));
    }
    measure(
        probe, "Ranking: type a search that matches the last one",
        [&] { typeSearch(*rankingSearch, rankingWanted); },
        [&] {
            return rankingModel.order().search == rankingWanted && !rankingModel.isOrdering() &&
                   rankingModel.rowCount() == 1;
        });
    measure(
        probe, "Ranking: clear the search", [&] { typeSearch(*rankingSearch, {}); },
        [&] { return rankingModel.order().search.isEmpty() && rankingModel.rowCount() > 1; });

    QTableView& candidateTable = candidates.table();
    ui::CandidateTableModel& candidateModel = candidates.model();
    measure(
        probe, "Candidates tab: click its tab (first page shown)",
        [&] { clickTab(*tabs, candidates); },
        [&] { return candidateTable.isVisible() && candidateModel.rowCount() > 0; });
    screenshot(QStringLiteral("large-candidates.png"));
    measure(
        probe, "Candidates table: click the first row", [&] { clickFirstRow(candidateTable); },
        [&] { return candidateTable.currentIndex().row() == 0; });
    measure(
        probe, "Candidates table: Page Down 300 times (pages arrive)",
        [&] { pressKeys(candidateTable, Qt::Key_PageDown, 300); },
        [&] { return !candidateModel.isLoading(); });
    measure(
        probe, "Candidates table: Ctrl+End until every row is loaded",
        [&] { pressKeys(candidateTable, Qt::Key_End, 1, Qt::ControlModifier); },
        [&] {
            if (candidateModel.isExhausted()) {
                return true;
            }
            if (!candidateModel.isLoading()) {
                QTest::keyClick(&candidateTable, Qt::Key_End, Qt::ControlModifier);
            }
            return false;
        });
    std::printf("  (%d rows loaded)\n", candidateModel.rowCount());
    // The last candidate of the pool as written by createProject, also of a reused project
    // whose size --candidates does not tell: every candidate has a row in the ranking.
    const QString wanted = QStringLiteral("script-%1").arg(ranking.model().rowCount() - 1);
    measure(
        probe, "Candidates: type a search that matches the last one",
        [&] { typeSearch(candidates.searchField(), wanted); },
        [&] {
            return candidateModel.filter().search == wanted && !candidateModel.isLoading() &&
                   candidateModel.rowCount() == 1;
        });
    measure(
        probe, "Candidates: clear the search (first page again)",
        [&] { typeSearch(candidates.searchField(), {}); },
        [&] {
            return candidateModel.filter().search.isEmpty() && !candidateModel.isLoading() &&
                   candidateModel.rowCount() > 1;
        });
    const auto candidatesSortedBy = [&](int column) {
        return [&candidateModel, column] {
            return candidateModel.sortColumn() == column && !candidateModel.isLoading() &&
                   candidateModel.rowCount() > 0;
        };
    };
    measure(
        probe, "Candidates table: click the Id header (sorted by the database)",
        [&] { clickHeader(candidateTable, ui::CandidateTableModel::ExternalId); },
        candidatesSortedBy(ui::CandidateTableModel::ExternalId));
    measure(
        probe, "Candidates table: Page Down 300 times (sorted pages arrive)",
        [&] { pressKeys(candidateTable, Qt::Key_PageDown, 300); },
        [&] { return !candidateModel.isLoading(); });
    measure(
        probe, "Candidates table: click the Text header",
        [&] { clickHeader(candidateTable, ui::CandidateTableModel::Text); },
        candidatesSortedBy(ui::CandidateTableModel::Text));
    measure(
        probe, "Candidates table: click the System header",
        [&] { clickHeader(candidateTable, ui::CandidateTableModel::System); },
        candidatesSortedBy(ui::CandidateTableModel::System));
    measure(
        probe, "Candidates table: click it twice more (stored order)",
        [&] {
            clickHeader(candidateTable, ui::CandidateTableModel::System);
            clickHeader(candidateTable, ui::CandidateTableModel::System);
        },
        candidatesSortedBy(-1));
    if (intervalsShown < 0) {
        measure(
            probe, "wait for the ranking's intervals", [] {}, [&] { return intervalsShown >= 0; });
    }
    std::printf("%-58s %8lld ms\n", "open the project until the intervals are shown",
                static_cast<long long>(intervalsShown));

    // The other tabs a person opens on such a project: the Annotate tab proposes a pair
    // (a random one, in a pool too large to list its pairs), and the Calibration tab
    // computes the report of the systems' win rates.
    ui::AnnotateTab* annotate = window.annotateTab();
    ui::CalibrationTab* calibration = window.calibrationTab();
    if (annotate == nullptr || calibration == nullptr) {
        die(QStringLiteral("no Annotate or Calibration tab"));
    }
    measure(
        probe, "Annotate tab: click its tab", [&] { clickTab(*tabs, *annotate); },
        [&] { return annotate->isVisible() && annotate->controller().criteriaKnown(); });
    const QList<QComboBox*> boxes = annotate->findChildren<QComboBox*>();
    const auto sourceBox = std::find_if(boxes.begin(), boxes.end(), [](QComboBox* box) {
        return box->accessibleName() == ui::AnnotateTab::tr("Where the next pair comes from");
    });
    QComboBox* source = sourceBox == boxes.end() ? nullptr : *sourceBox;
    const QString randomSource = ui::AnnotateTab::tr("Random");
    const QString calibrationSource = ui::AnnotateTab::tr("Most useful to calibrate the judge");
    const QString uncertainSource = ui::AnnotateTab::tr("Most uncertain for the ranking");
    for (const QString& wantedSource : {randomSource, calibrationSource, uncertainSource}) {
        if (source == nullptr || source->findText(wantedSource) < 0) {
            die(QStringLiteral("no pair source \"%1\" in the Annotate tab").arg(wantedSource));
        }
    }
    // With the keyboard, as a person picks it: Home, then Down until it is current.
    const auto chooseSource = [source](const QString& text) {
        source->setFocus();
        QTest::keyClick(source, Qt::Key_Home);
        while (source->currentText() != text && source->currentIndex() + 1 < source->count()) {
            QTest::keyClick(source, Qt::Key_Down);
        }
    };
    measure(
        probe, "Annotate: choose the random source, type a name (pair shown)",
        [&] {
            chooseSource(randomSource);
            annotate->enterAnnotator(QStringLiteral("bench"));
        },
        [&] { return annotate->controller().currentPair().has_value(); });
    const auto shownPair = [&] {
        const auto& pair = annotate->controller().currentPair();
        return pair ? std::pair{pair->left.id, pair->right.id} : std::pair<qint64, qint64>{};
    };
    const auto firstPair = shownPair();
    measure(
        probe, "Annotate: press A (labelled, next pair shown)",
        [&] { QTest::keyClick(annotate, Qt::Key_A); },
        [&] { return shownPair() != firstPair && shownPair() != std::pair<qint64, qint64>{}; });
    // The other sources read the judgements: of different systems, for the calibration;
    // the ranking's neighbours, for the most uncertain. The pair on screen stays when the
    // source changes: the next one, after A, is the new source's.
    const auto shownReasonContains = [&](const QString& part) {
        return [&annotate, part] {
            const auto& pair = annotate->controller().currentPair();
            return pair.has_value() && pair->reason.contains(part);
        };
    };
    measure(
        probe, "Annotate: choose the calibration source, press A (its pair shown)",
        [&] {
            chooseSource(calibrationSource);
            QTest::keyClick(annotate, Qt::Key_A);
        },
        shownReasonContains(QStringLiteral("human labels so far")));
    measure(
        probe, "Annotate: choose the most uncertain source, press A (its pair shown)",
        [&] {
            chooseSource(uncertainSource);
            QTest::keyClick(annotate, Qt::Key_A);
        },
        shownReasonContains(QStringLiteral("P(above next)")));
    measure(
        probe, "Calibration tab: click its tab (report computed)",
        [&] { clickTab(*tabs, *calibration); },
        [&] {
            return calibration->controller().report().has_value() &&
                   !calibration->controller().isBusy();
        });
    std::printf("resident memory at the end: VmRSS %.1f MB, VmHWM %.1f MB\n",
                static_cast<double>(bench::statusKilobytes("VmRSS")) / 1024.0,
                static_cast<double>(bench::statusKilobytes("VmHWM")) / 1024.0);

    // Quitting while the Ranking tab draws a large pool's intervals: the window goes at
    // once, and the process ends when its background jobs have.
    QPushButton* recompute = nullptr;
    for (QPushButton* button : ranking.findChildren<QPushButton*>()) {
        if (button->accessibleName() == QStringLiteral("Recompute the ranking")) {
            recompute = button;
        }
    }
    if (recompute == nullptr) {
        die(QStringLiteral("no Recompute button on the Ranking tab"));
    }
    clickTab(*tabs, ranking);
    QTest::mouseClick(recompute, Qt::LeftButton);
    if (!bench::waitForSignal(&ranking, &ui::RankingTab::rankingShown, 300'000)) {
        die(QStringLiteral("the recomputed ranking was not shown within 300 s"));
    }
    probe.stop();
    clock.restart();
    desktop.reset();
    std::printf("%-58s %8lld ms\n", "quit while the intervals are drawn (every job ended)",
                static_cast<long long>(clock.elapsed()));
    return 0;
}
