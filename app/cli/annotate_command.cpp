// pairrank-cli annotate: a headless annotator. It leases pairs as the Annotate
// tab does (core/analysis/annotation_leases.h) and labels them either from
// standard input — one line per pair: A, B, tie, skip, undo or quit — or, with
// --auto, by itself (for load tests and demonstrations of a team). Each stored
// label is acknowledged by one JSON line on standard output written after its
// transaction committed; a line is therefore a promise that the label is in
// the project.
#include "cli_arguments.h"
#include "cli_output.h"
#include "command.h"
#include "core/analysis/annotation_leases.h"
#include "core/stats/kernel_density.h"
#include "core/stats/random.h"
#include "storage/catalog_store.h"
#include "storage/project_access.h"
#include "storage/project_database.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QTextStream>

#include <chrono>
#include <cstdio>
#include <vector>

namespace pairrank::cli {
namespace {

using storage::ProjectDatabase;

enum class AutoChoice { None, Random, Reference };

struct AnnotateOptions {
    QString annotator;
    QString criterion;
    analysis::AnnotationPairSource source = analysis::AnnotationPairSource::Random;
    AutoChoice autoChoice = AutoChoice::None;
    QString truth; // reference-score criterion for --auto reference
    double flip = 0.0;
    std::optional<double> seconds;
    std::optional<qint64> labels;
    std::chrono::milliseconds lease = analysis::kDefaultLeaseDuration;
    quint64 seed = 0;
};

std::optional<domain::HumanChoice> automaticChoice(const AnnotateOptions& options,
                                                   const analysis::AnnotationPair& pair,
                                                   stats::Random& random) {
    if (options.autoChoice == AutoChoice::Random) {
        const double u = random.uniform();
        return u < 0.45 ? domain::HumanChoice::A
                        : (u < 0.9 ? domain::HumanChoice::B : domain::HumanChoice::Tie);
    }
    const auto left = pair.left.referenceScores.constFind(options.truth);
    const auto right = pair.right.referenceScores.constFind(options.truth);
    if (left == pair.left.referenceScores.cend() || right == pair.right.referenceScores.cend()) {
        return domain::HumanChoice::Skip;
    }
    domain::HumanChoice choice =
        *left == *right ? domain::HumanChoice::Tie
                        : (*left > *right ? domain::HumanChoice::A : domain::HumanChoice::B);
    if (choice != domain::HumanChoice::Tie && random.uniform() < options.flip) {
        choice = choice == domain::HumanChoice::A ? domain::HumanChoice::B : domain::HumanChoice::A;
    }
    return choice;
}

QJsonObject pairJson(const analysis::AnnotationPair& pair) {
    return {{QStringLiteral("context"), pair.contextText},
            {QStringLiteral("left"), pair.left.text},
            {QStringLiteral("right"), pair.right.text},
            {QStringLiteral("left_id"), pair.left.externalId},
            {QStringLiteral("right_id"), pair.right.externalId},
            {QStringLiteral("reason"), pair.reason}};
}

// A type-7 sample quantile of the latencies (0 when there are none).
double quantile(std::vector<double> latencies, double probability) {
    return latencies.empty() ? 0.0 : stats::sampleQuantile(latencies, probability);
}

int annotate(ProjectDatabase& database, const AnnotateOptions& options) {
    const auto criterion = storage::findCriterionByName(database, options.criterion);
    if (!criterion) {
        return fail(criterion.error());
    }
    if (!*criterion) {
        return failUsage(QStringLiteral("no criterion named \"%1\"").arg(options.criterion));
    }
    stats::Random random(options.seed);
    QTextStream input(stdin);
    QElapsedTimer clock;
    clock.start();
    std::vector<double> latencies;
    std::vector<domain::HumanLabelId> undoable;
    qint64 stored = 0;
    QList<analysis::AnnotationPair> queue;
    const auto finished = [&]() {
        return (options.seconds && clock.elapsed() >= *options.seconds * 1000.0) ||
               (options.labels && stored >= *options.labels);
    };
    int exitCode = kExitSuccess;
    while (!finished()) {
        if (queue.isEmpty()) {
            analysis::AnnotationPairRequest request;
            request.annotator = options.annotator;
            request.criterion = options.criterion;
            request.source = options.source;
            request.seed = random.next();
            request.count = 4;
            auto leased = analysis::leaseAnnotationPairs(database, request, options.lease);
            if (!leased) {
                printError(leased.error().toString());
                exitCode = kExitFailure;
                break;
            }
            if (leased->isEmpty()) {
                break; // nothing left for this annotator
            }
            queue = std::move(*leased);
        }
        const analysis::AnnotationPair pair = queue.takeFirst();
        QElapsedTimer shown;
        shown.start();
        std::optional<domain::HumanChoice> choice;
        if (options.autoChoice != AutoChoice::None) {
            choice = automaticChoice(options, pair, random);
        } else {
            printJson(pairJson(pair));
            while (!choice) {
                const QString line = input.readLine();
                if (line.isNull() || line.trimmed() == QStringLiteral("quit")) {
                    break;
                }
                if (line.trimmed() == QStringLiteral("undo")) {
                    if (undoable.empty()) {
                        printError(QStringLiteral("nothing to undo"));
                        continue;
                    }
                    if (Status undone = analysis::undoAnnotationLabel(database, undoable.back());
                        !undone) {
                        printError(undone.error().toString());
                        continue;
                    }
                    printJson({{QStringLiteral("undone"), undoable.back()}});
                    undoable.pop_back();
                    --stored;
                    continue;
                }
                choice = domain::humanChoiceFromString(line.trimmed());
                if (!choice) {
                    printError(QStringLiteral("answer A, B, tie, skip, undo or quit, not '%1'")
                                   .arg(line.trimmed()));
                }
            }
            if (!choice) {
                break;
            }
        }
        const domain::HumanLabel label =
            analysis::annotationLabel(pair, options.annotator, *choice, shown.elapsed());
        QElapsedTimer storing;
        storing.start();
        const auto id = analysis::storeAnnotationLabel(database, label);
        if (!id) {
            printError(id.error().toString());
            exitCode = kExitFailure;
            break;
        }
        const double latency = static_cast<double>(storing.nsecsElapsed()) / 1e6;
        latencies.push_back(latency);
        undoable.push_back(*id);
        stored += *choice == domain::HumanChoice::Skip ? 0 : 1;
        printJson({{QStringLiteral("stored"), *id},
                   {QStringLiteral("context_id"), pair.contextId},
                   {QStringLiteral("candidate_a"), pair.left.id},
                   {QStringLiteral("candidate_b"), pair.right.id},
                   {QStringLiteral("choice"), domain::toString(*choice)},
                   {QStringLiteral("source"), domain::toString(pair.source)},
                   {QStringLiteral("latency_ms"), latency}});
    }
    if (exitCode == kExitSuccess) {
        if (Status released = analysis::releaseAnnotationLeases(database, options.annotator);
            !released) {
            printError(released.error().toString());
            exitCode = kExitFailure;
        }
    }
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    printJson({{QStringLiteral("annotator"), options.annotator},
               {QStringLiteral("labels"), stored},
               {QStringLiteral("seconds"), seconds},
               {QStringLiteral("labels_per_second"), seconds > 0 ? double(stored) / seconds : 0.0},
               {QStringLiteral("store_p50_ms"), quantile(latencies, 0.50)},
               {QStringLiteral("store_p99_ms"), quantile(latencies, 0.99)}});
    return exitCode;
}

} // namespace

int runAnnotateCommand(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.addOptions({
        {QStringLiteral("project"), QStringLiteral("The project (file or postgresql://…)."),
         QStringLiteral("path")},
        {QStringLiteral("criterion"), QStringLiteral("The criterion to label."),
         QStringLiteral("name")},
        {QStringLiteral("annotator"),
         QStringLiteral("Your name (default on a server: your login; required for a file)."),
         QStringLiteral("name")},
        {QStringLiteral("source"),
         QStringLiteral("Where pairs come from: random (default), uncertain, calibration or queue "
                        "(the pairs runs put to people)."),
         QStringLiteral("source")},
        {QStringLiteral("auto"),
         QStringLiteral("Label without asking: random, or reference (the higher reference score "
                        "of --truth wins, flipped with probability --flip)."),
         QStringLiteral("mode")},
        {QStringLiteral("truth"), QStringLiteral("Reference-score criterion for --auto reference."),
         QStringLiteral("criterion")},
        {QStringLiteral("flip"), QStringLiteral("--auto reference: probability of a wrong label."),
         QStringLiteral("p")},
        {QStringLiteral("seconds"), QStringLiteral("Stop after this many seconds."),
         QStringLiteral("s")},
        {QStringLiteral("labels"), QStringLiteral("Stop after this many labels."),
         QStringLiteral("n")},
        {QStringLiteral("lease-seconds"),
         QStringLiteral("How long a pair stays reserved for you (600)."), QStringLiteral("s")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the order and of --auto (0)."),
         QStringLiteral("n")},
    });
    parser.setApplicationDescription(QStringLiteral(
        "Label pairs as an annotator, without the GUI: each pair is printed as a JSON line and "
        "the answer read from standard input (A, B, tie, skip, undo, quit), or chosen by --auto. "
        "Each stored label is acknowledged by a JSON line."));
    parser.addHelpOption();
    if (!parser.parse(arguments.mid(1))) {
        return failUsage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText());
        return kExitSuccess;
    }
    if (!parser.isSet(QStringLiteral("project")) || !parser.isSet(QStringLiteral("criterion"))) {
        return failUsage(QStringLiteral("annotate needs --project and --criterion"));
    }
    AnnotateOptions options;
    options.criterion = parser.value(QStringLiteral("criterion"));
    const auto number = [&parser](const QString& name, double& target) -> bool {
        if (!parser.isSet(name)) {
            return true;
        }
        bool ok = false;
        target = parser.value(name).toDouble(&ok);
        return ok && target >= 0;
    };
    double seconds = 0, labels = 0, lease = 600, seed = 0, flip = 0;
    for (const auto& [name, target] : std::initializer_list<std::pair<QString, double*>>{
             {QStringLiteral("seconds"), &seconds},
             {QStringLiteral("labels"), &labels},
             {QStringLiteral("lease-seconds"), &lease},
             {QStringLiteral("seed"), &seed},
             {QStringLiteral("flip"), &flip}}) {
        if (!number(name, *target)) {
            return failUsage(QStringLiteral("--%1 must be a number ≥ 0, not '%2'")
                                 .arg(name, parser.value(name)));
        }
    }
    if (parser.isSet(QStringLiteral("seconds"))) {
        options.seconds = seconds;
    }
    if (parser.isSet(QStringLiteral("labels"))) {
        options.labels = static_cast<qint64>(labels);
    }
    if (lease <= 0 || flip > 1) {
        return failUsage(QStringLiteral("--lease-seconds must be positive and --flip at most 1"));
    }
    options.lease = std::chrono::milliseconds(static_cast<qint64>(lease * 1000.0));
    options.seed = static_cast<quint64>(seed);
    options.flip = flip;
    if (parser.isSet(QStringLiteral("source"))) {
        const auto source =
            analysis::annotationPairSourceFromName(parser.value(QStringLiteral("source")));
        if (!source) {
            return failUsage(
                QStringLiteral("--source must be random, uncertain, calibration or queue"));
        }
        options.source = *source;
    }
    const QString mode = parser.value(QStringLiteral("auto"));
    if (mode == QStringLiteral("random")) {
        options.autoChoice = AutoChoice::Random;
    } else if (mode == QStringLiteral("reference")) {
        options.autoChoice = AutoChoice::Reference;
        options.truth = parser.value(QStringLiteral("truth"));
        if (options.truth.isEmpty()) {
            return failUsage(QStringLiteral("--auto reference needs --truth CRITERION"));
        }
    } else if (!mode.isEmpty()) {
        return failUsage(QStringLiteral("--auto must be random or reference, not '%1'").arg(mode));
    }
    auto project = ProjectDatabase::open(parser.value(QStringLiteral("project")));
    if (!project) {
        return fail(project.error());
    }
    if ((*project)->backend() == storage::Backend::Postgresql) {
        // The server stores an annotator's labels under its login only.
        const Result<QString> login = storage::loginName(**project);
        if (!login) {
            return fail(login.error());
        }
        if (parser.isSet(QStringLiteral("annotator")) &&
            parser.value(QStringLiteral("annotator")) != *login) {
            return failUsage(
                QStringLiteral("on a server you label as your login '%1'").arg(*login));
        }
        options.annotator = *login;
    } else {
        options.annotator = parser.value(QStringLiteral("annotator")).trimmed();
        if (options.annotator.isEmpty()) {
            return failUsage(QStringLiteral("annotate on a project file needs --annotator NAME"));
        }
    }
    return annotate(**project, options);
}

} // namespace pairrank::cli
