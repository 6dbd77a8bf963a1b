// pairrank-cli: a thin headless front end over the PairRank libraries.
// It parses the subcommand and hands over; all work happens in the libraries.
#include "cli_output.h"
#include "command.h"

#include <QCoreApplication>
#include <QTranslator>

#include <array>
#include <cstring>
#include <memory>

namespace {

struct Subcommand {
    const char* name;
    const char* summary;
    int (*run)(const QStringList&);
};

constexpr std::array kSubcommands{
    Subcommand{"fit", "fit a scoring model to judgements (JSON Lines) and print scores",
               pairrank::cli::runFitCommand},
    Subcommand{"select", "choose the next pairs to ask given the judgements so far",
               pairrank::cli::runSelectCommand},
    Subcommand{"simulate", "measure a model and strategy against a simulated judge",
               pairrank::cli::runSimulateCommand},
    Subcommand{"winrate", "calibrated win rate of two generators from judge and human labels",
               pairrank::cli::runWinRateCommand},
    Subcommand{"winrate-matrix", "win rates, matrix and ranking of every pair of systems in a file",
               pairrank::cli::runWinRateMatrixCommand},
    Subcommand{"init", "create an empty project file", pairrank::cli::runInitCommand},
    Subcommand{"import", "import candidates, judgements, human labels or a known dataset",
               pairrank::cli::runImportCommand},
    Subcommand{"export", "export candidates with their ranking, judgements or human labels",
               pairrank::cli::runExportCommand},
    Subcommand{"info", "describe a project file: counts, contexts, criteria, systems",
               pairrank::cli::runInfoCommand},
    Subcommand{"server", "a project on a PostgreSQL server: init (schema and roles), add-user",
               pairrank::cli::runServerCommand},
    Subcommand{"annotate", "label pairs as an annotator without the GUI (stdin or automatic)",
               pairrank::cli::runAnnotateCommand},
    Subcommand{"copy", "copy a project between a file and a PostgreSQL server, every row and id",
               pairrank::cli::runCopyCommand},
    Subcommand{"judge", "ask a judge about pairs of a JSONL file or a project (JSONL out)",
               pairrank::cli::runJudgeCommand},
    Subcommand{"run", "an active ranking run on a project: choose pairs, ask, store, refit",
               pairrank::cli::runRunCommand},
    Subcommand{"ranking", "the current ranking of a project's contexts with intervals",
               pairrank::cli::runRankingCommand},
    Subcommand{"report", "the Calibration tab's exported report as HTML, PDF, CSV or JSON",
               pairrank::cli::runReportCommand},
    Subcommand{"demo", "a readable demonstration: every model and strategy on a simulated judge",
               pairrank::cli::runDemoCommand},
};

void printUsage() {
    QString text = QStringLiteral("usage: pairrank-cli <command> [options]\n\ncommands:\n");
    for (const Subcommand& command : kSubcommands) {
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromLatin1(command.name), -10)
                    .arg(QString::fromLatin1(command.summary));
    }
    text += QStringLiteral("\n'pairrank-cli <command> --help' describes a command's options.\n");
    pairrank::cli::printOut(text);
}

} // namespace

int main(int argc, char* argv[]) {
    // Only the report draws (charts, PDF pages) and needs a QGuiApplication.
    const std::unique_ptr<QCoreApplication> application =
        argc >= 2 && std::strcmp(argv[1], "report") == 0
            ? pairrank::cli::makeReportApplication(argc, argv)
            : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pairrank-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIRRANK_VERSION));
    // The CLI speaks English. The texts it shares with the desktop application (reports,
    // warnings) count in English plural forms: "2 warnings", not the sources' "2 warning(s)".
    QTranslator englishPlurals;
    if (englishPlurals.load(QStringLiteral(":/i18n/pairrank_en.qm"))) {
        QCoreApplication::installTranslator(&englishPlurals);
    }

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments.at(1) == QStringLiteral("--help") ||
        arguments.at(1) == QStringLiteral("-h")) {
        printUsage();
        return arguments.size() < 2 ? pairrank::cli::kExitBadInput : pairrank::cli::kExitSuccess;
    }
    if (arguments.at(1) == QStringLiteral("--version")) {
        pairrank::cli::printOut(
            QStringLiteral("pairrank-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return pairrank::cli::kExitSuccess;
    }
    for (const Subcommand& command : kSubcommands) {
        if (arguments.at(1) == QLatin1String(command.name)) {
            return command.run(arguments);
        }
    }
    pairrank::cli::printError(
        QStringLiteral("unknown command '%1'; run 'pairrank-cli --help'").arg(arguments.at(1)));
    return pairrank::cli::kExitBadInput;
}
