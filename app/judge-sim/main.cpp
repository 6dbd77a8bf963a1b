// pairrank-judge-sim: a simulated LLM judge behind a loopback HTTP server
// (DESIGN.md §4). Options: sim_options.h; endpoints: judge_sim_service.h;
// answer shapes: api_responses.h; statistics: sim_statistics.h.
//
// Exit status: 0 after SIGTERM/SIGINT, 2 for a bad command line or truth, 1 when
// it cannot listen.
#include "judge_sim_service.h"
#include "prompt_judge.h"
#include "sim_http_server.h"
#include "sim_options.h"
#include "termination_signals.h"
#include "truth_source.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace pairrank::judgesim;

namespace {

int failWith(const QString& message, int status) {
    QTextStream(stderr) << "pairrank-judge-sim: " << message << '\n';
    return status;
}

pairrank::storage::Result<QList<TruthItem>> loadTruth(const SimOptions& options) {
    if (!options.truthFile.isEmpty()) {
        return loadTruthFile(options.truthFile);
    }
    if (!options.projectFile.isEmpty()) {
        int skipped = 0;
        auto truth = loadTruthFromProject(options.projectFile, options.criterion, skipped);
        if (truth && skipped > 0) {
            QTextStream(stderr) << "pairrank-judge-sim: " << skipped
                                << " candidates have no reference score for criterion '"
                                << options.criterion << "' and are left out\n";
        }
        return truth;
    }
    return QList<TruthItem>{};
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("pairrank-judge-sim"));

    const OptionsOutcome outcome = parseOptions(QCoreApplication::arguments().mid(1));
    if (std::holds_alternative<HelpRequested>(outcome)) {
        QTextStream(stdout) << usageText();
        return 0;
    }
    if (const QString* problem = std::get_if<QString>(&outcome)) {
        return failWith(*problem, 2);
    }
    const SimOptions& options = std::get<SimOptions>(outcome);

    pairrank::storage::Result<QList<TruthItem>> truth = loadTruth(options);
    if (!truth) {
        return failWith(truth.error().toString(), 2);
    }
    pairrank::storage::Result<PromptJudge> judge =
        PromptJudge::create(std::move(*truth), options.judge, options.seed);
    if (!judge) {
        return failWith(judge.error().toString(), 2);
    }
    QTextStream(stderr) << "pairrank-judge-sim: " << judge->description() << '\n';

    JudgeSimService service(std::move(*judge), options);
    if (const std::optional<QString> problem = service.openRequestLog()) {
        return failWith(*problem, 2);
    }
    SimHttpServer server(
        [&service](const HttpRequest& request) { return service.handle(request); });
    if (const std::optional<QString> problem = server.listen(options.port)) {
        return failWith(*problem, 1);
    }
    if (!quitOnTerminationSignals(&application)) {
        return failWith(QStringLiteral("cannot install the SIGTERM/SIGINT handlers"), 1);
    }
    std::printf("listening on http://127.0.0.1:%u\n", static_cast<unsigned>(server.port()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
