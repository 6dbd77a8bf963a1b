// The PairRank desktop application: parses the arguments, wires the objects
// and runs the event loop. Everything else is in the libraries (DESIGN.md §9).
#include "screenshot_mode.h"
#include "translations.h"
#include "ui/main/desktop_application.h"
#include "ui/main/main_window.h"
#include "ui/project/project_actions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QProcess>

#include <cstring>

namespace {

void describeApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("PairRank"));
    QCoreApplication::setApplicationName(QStringLiteral("PairRank"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIRRANK_VERSION));
}

struct Arguments {
    QCommandLineOption screenshots{
        QStringLiteral("screenshots"),
        QCoreApplication::translate("main", "Open the demo project, start a run, save every tab "
                                            "as <folder>/<tab>.png and quit."),
        QStringLiteral("folder")};
};

// Declares the options; process() exits for --help and --version.
void declare(QCommandLineParser& parser, const Arguments& arguments) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Ranking texts with pairwise comparisons by LLM judges and people."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("project"),
        QCoreApplication::translate("main",
                                    "The project file or server address (postgresql://…) to "
                                    "open (default: the last one, or the demo project on first "
                                    "start)."),
        QStringLiteral("[project]"));
    parser.addOption(arguments.screenshots);
}

// --help and --version need no display: a QApplication would refuse to start
// without one (a server, a package check in a chroot), so they are answered by a
// QCoreApplication before any QApplication exists.
bool asksOnlyForHelpOrVersion(int argc, char* argv[]) {
    for (int index = 1; index < argc; ++index) {
        for (const char* flag : {"-h", "--help", "-?", "-v", "--version", "--help-all"}) {
            if (std::strcmp(argv[index], flag) == 0) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

int main(int argc, char* argv[]) {
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        describeApplication();
        pairrank::app::installTranslations(core, pairrank::app::chosenLanguage());
        QCommandLineParser parser;
        const Arguments arguments;
        declare(parser, arguments);
        parser.process(core); // prints and exits
        return 0;
    }

    QApplication application(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("PairRank"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/pairrank/icons/pairrank.svg")));
    // Before any widget exists: a language chosen in Settings ▸ Language applies on restart.
    pairrank::app::installTranslations(application, pairrank::app::chosenLanguage());

    QCommandLineParser parser;
    const Arguments arguments;
    declare(parser, arguments);
    parser.process(application);
    if (parser.positionalArguments().size() > 1) {
        parser.showHelp(2);
    }

    pairrank::ui::DesktopApplication desktop;
    if (parser.isSet(arguments.screenshots)) {
        auto* mode = new pairrank::app::ScreenshotMode(desktop.window(),
                                                       parser.value(arguments.screenshots));
        desktop.window().show();
        desktop.window().projectActions().openDemoProject();
        mode->start();
    } else {
        desktop.start(parser.positionalArguments().value(0));
    }
    const int exitCode = QApplication::exec();
    if (desktop.restartRequested()) {
        // Without the project argument: the new process reopens the project open now
        // (the last one), not the one this process was started with.
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
    }
    return exitCode;
}
