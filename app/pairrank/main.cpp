// The PairRank desktop application: parses the arguments, wires the objects
// and runs the event loop. Everything else is in the libraries (DESIGN.md §9).
#include "screenshot_mode.h"
#include "translations.h"
#include "ui/main/main_window.h"
#include "ui/project/project_actions.h"
#include "ui/project/project_session.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char* argv[]) {
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PairRank"));
    QApplication::setApplicationName(QStringLiteral("PairRank"));
    QApplication::setApplicationDisplayName(QStringLiteral("PairRank"));
    QApplication::setApplicationVersion(QStringLiteral(PAIRRANK_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/pairrank/icons/pairrank.svg")));
    pairrank::app::installTranslations(application);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Ranking texts with pairwise comparisons by LLM judges and people."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("project"),
        QApplication::translate("main", "The project file to open (default: the last one, or "
                                        "the demo project on first start)."),
        QStringLiteral("[project]"));
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QApplication::translate("main", "Open the demo project, start a run, save every tab "
                                        "as <folder>/<tab>.png and quit."),
        QStringLiteral("folder"));
    parser.addOption(screenshots);
    parser.process(application);
    if (parser.positionalArguments().size() > 1) {
        parser.showHelp(2);
    }

    pairrank::ui::ProjectSession session;
    pairrank::ui::MainWindow window(session);
    window.show();
    if (parser.isSet(screenshots)) {
        auto* mode = new pairrank::app::ScreenshotMode(window, parser.value(screenshots));
        window.projectActions().openDemoProject();
        mode->start();
    } else {
        window.projectActions().openAtStart(parser.positionalArguments().value(0));
    }
    return QApplication::exec();
}
