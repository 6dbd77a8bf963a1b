// The subcommands of pairrank-cli. Each lives in its own file and returns the
// process exit status: 0 success, 1 failure of the work itself, 2 bad input or
// bad usage (one line on stderr naming what is wrong).
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <memory>

namespace pairrank::cli {

inline constexpr int kExitSuccess = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitBadInput = 2;

// `arguments` starts with the program name and the subcommand, as QCommandLineParser expects.
int runFitCommand(const QStringList& arguments);
int runSelectCommand(const QStringList& arguments);
int runSimulateCommand(const QStringList& arguments);
int runWinRateCommand(const QStringList& arguments);
int runWinRateMatrixCommand(const QStringList& arguments);
int runDemoCommand(const QStringList& arguments);
// Judge pairs with a configured judge (judge_command.cpp).
int runJudgeCommand(const QStringList& arguments);
// Project file subcommands (project_commands.cpp).
int runInitCommand(const QStringList& arguments);
int runImportCommand(const QStringList& arguments);
int runExportCommand(const QStringList& arguments);
int runInfoCommand(const QStringList& arguments);
// A project on a PostgreSQL server: its roles and users (server_command.cpp).
int runServerCommand(const QStringList& arguments);
// A headless annotator (annotate_command.cpp).
int runAnnotateCommand(const QStringList& arguments);
// A project copied between a file and a server (copy_command.cpp).
int runCopyCommand(const QStringList& arguments);
// The active ranking run and the current ranking (run_command.cpp, ranking_command.cpp).
int runRunCommand(const QStringList& arguments);
int runRankingCommand(const QStringList& arguments);
// The report (report_command.cpp). Its charts and PDF pages need a QGuiApplication,
// which makeReportApplication makes on the offscreen platform (unless
// QT_QPA_PLATFORM names another) so that no display is needed; every other
// command runs in a QCoreApplication.
int runReportCommand(const QStringList& arguments);
std::unique_ptr<QCoreApplication> makeReportApplication(int& argc, char** argv);

} // namespace pairrank::cli
