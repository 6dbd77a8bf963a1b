// pairrank-cli judge: asks a configured judge about a list of pairs — from a
// JSONL file, or every pair of a project's contexts — and prints one JSON line
// per pair (judge_command_support.h names its members). With a project, each
// answer is stored in its own transaction, and a pair whose request hash is
// already answered in the project is printed from it without asking the judge
// again (the cache, DESIGN.md §4). The API key never appears on the command
// line: it comes from the environment variable (--api-key-env) or the 0600 key
// file (--setting api_key_file=PATH) the configuration names.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "judge_command_input.h"
#include "judge_command_support.h"

#include <QCommandLineParser>
#include <QSet>

namespace pairrank::cli {
namespace {

void addJudgeOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QStringLiteral("Judge pairs with a configured judge and print one JSON line per pair."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("judge-config"), QStringLiteral("judge configuration JSON file"),
         QStringLiteral("file")},
        {QStringLiteral("backend"),
         QStringLiteral("openai-chat, openai-completions, llama-native, ollama-chat, "
                        "ollama-generate, local, command or simulated"),
         QStringLiteral("name")},
        {QStringLiteral("endpoint"),
         QStringLiteral("base URL, or the command's program; more than once (URL=N with its "
                        "own concurrency N) for a fleet of servers of the same model"),
         QStringLiteral("url")},
        {QStringLiteral("model"), QStringLiteral("model name"), QStringLiteral("model")},
        {QStringLiteral("judge-name"),
         QStringLiteral("name of the judge configuration in the project"), QStringLiteral("name")},
        {QStringLiteral("api-key-env"), QStringLiteral("environment variable holding the API key"),
         QStringLiteral("variable")},
        {QStringLiteral("setting"),
         QStringLiteral("a judge setting key=value (repeatable; dotted keys nest)"),
         QStringLiteral("key=value")},
        {QStringLiteral("criterion-template"),
         QStringLiteral("file with the comparative prompt template"), QStringLiteral("file")},
        {QStringLiteral("pairs"), QStringLiteral("JSONL file of pairs to judge"),
         QStringLiteral("file")},
        {QStringLiteral("project"),
         QStringLiteral("project file: judge its candidates, store the answers"),
         QStringLiteral("file")},
        {QStringLiteral("criterion"),
         QStringLiteral("criterion name (default: the project's only one)"),
         QStringLiteral("name")},
        {QStringLiteral("context"), QStringLiteral("only this context (external id)"),
         QStringLiteral("id")},
        {QStringLiteral("all-pairs"),
         QStringLiteral("both orders of every pair (default: each pair once)")},
    });
}

int judgePairsFile(const QCommandLineParser& parser, const domain::JudgeConfig& config) {
    auto read = readPairsFile(parser.value(QStringLiteral("pairs")));
    if (std::holds_alternative<QString>(read)) {
        return failUsage(std::get<QString>(read));
    }
    const QList<FilePair> pairs = std::get<QList<FilePair>>(std::move(read));
    const QString criterionName = parser.value(QStringLiteral("criterion")).isEmpty()
                                      ? QStringLiteral("overall")
                                      : parser.value(QStringLiteral("criterion"));
    auto criterion = resolveCriterion(parser, std::nullopt, criterionName);
    if (std::holds_alternative<QString>(criterion)) {
        return failUsage(std::get<QString>(criterion));
    }
    auto judge = judge::Judge::create(config, std::get<domain::Criterion>(criterion));
    if (!judge.ok()) {
        return failUsage(judge.error().message);
    }
    // The simulated judge needs each context's size; its truth is drawn from the seed.
    QHash<domain::ContextId, int> contextSizes;
    for (const FilePair& entry : pairs) {
        int& size = contextSizes[entry.pair.contextId];
        size = std::max({size, entry.pair.positionA + 1, entry.pair.positionB + 1});
    }
    for (auto size = contextSizes.cbegin(); size != contextSizes.cend(); ++size) {
        (*judge)->describeContext(size.key(), std::max(2, size.value()), {});
    }
    QList<judge::PreparedRequest> requests;
    for (const FilePair& entry : pairs) {
        requests.append((*judge)->prepare(entry.pair));
    }
    const int failed = judgeAll(**judge, requests, [&pairs](const judge::JudgeAnswer& answer) {
        const FilePair& entry = pairs.at(static_cast<qsizetype>(answer.ticket));
        printJson(judgementLine(PairIdentity{entry.contextId, entry.idA, entry.idB},
                                answer.judgement, answer.attempts, false));
    });
    printSummary(**judge, 0);
    return failed == 0 ? kExitSuccess : kExitFailure;
}

} // namespace

int runJudgeCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    addJudgeOptions(parser);
    if (!parser.parse(arguments.mid(1))) {
        return failUsage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (parser.isSet(QStringLiteral("pairs")) == parser.isSet(QStringLiteral("project"))) {
        return failUsage(QStringLiteral(
            "judge needs exactly one of --pairs FILE and --project FILE; see --help"));
    }
    auto config = judgeConfigFromOptions(parser);
    if (std::holds_alternative<QString>(config)) {
        return failUsage(std::get<QString>(config));
    }
    const domain::JudgeConfig& judgeConfig = std::get<domain::JudgeConfig>(config);
    return parser.isSet(QStringLiteral("pairs")) ? judgePairsFile(parser, judgeConfig)
                                                 : judgeProjectPairs(parser, judgeConfig);
}

} // namespace pairrank::cli
