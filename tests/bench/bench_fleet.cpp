// A judge fleet under a failure: three pairrank-judge-sim processes with
// different latencies serve one judge (core/judge, settings.endpoints); the
// fastest is killed (SIGKILL) once a third of the pairs are answered and started
// again on its port a while later. Prints:
//   - pairs answered exactly once (every ticket gets one answer, none twice);
//   - pairs paid twice: from the simulators' request logs (one JSON line per answer
//     written, flushed at once, so the killed process's log survives), the pairs
//     that more than one answer was written for;
//   - throughput against the sum of the endpoints' capacities (concurrency /
//     latency), and against the capacity actually up, weighting the killed
//     endpoint by the time it was in service;
//   - when the killed endpoint was taken out and brought back (the judge's figures).
// Prints figures; never fails on speed.
//
//   bench_fleet [--candidates N] [--down-ms D]   (defaults 70 → 4,830 pairs, 1500 ms)
#include "bench_arguments.h"
#include "core/judge/default_prompts.h"
#include "core/judge/judge.h"
#include "judge/judge_sim_process.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <array>
#include <cstdio>
#include <map>
#include <memory>

using namespace pairrank;
using judge::testing::JudgeSimProcess;

namespace {

struct Server {
    int latencyMilliseconds;
    int concurrency;
    std::unique_ptr<JudgeSimProcess> process;
    quint16 port = 0;
};

QList<judge::PairToJudge> allPairs(int candidates) {
    QList<judge::PairToJudge> pairs;
    for (int a = 0; a < candidates; ++a) {
        for (int b = 0; b < candidates; ++b) {
            if (a != b) {
                judge::PairToJudge pair;
                pair.ticket = static_cast<quint64>(pairs.size());
                pair.contextId = 1;
                pair.candidateA = a;
                pair.candidateB = b;
                pair.textA =
                    QStringLiteral("Summary %1 retells the article in its own way.").arg(a);
                pair.textB =
                    QStringLiteral("Summary %1 retells the article in its own way.").arg(b);
                pairs.append(pair);
            }
        }
    }
    return pairs;
}

// Answers written per pair over every request log: "idA|idB" → count.
std::map<QString, int> paidAnswers(const QStringList& logs) {
    std::map<QString, int> counts;
    for (const QString& path : logs) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        for (const QByteArray& line : file.readAll().split('\n')) {
            const QJsonObject entry = QJsonDocument::fromJson(line).object();
            if (entry.value(QStringLiteral("status")).toInt() == 200 &&
                entry.contains(QStringLiteral("pair"))) {
                ++counts[entry.value(QStringLiteral("pair")).toString()];
            }
        }
    }
    return counts;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int candidates =
        bench::optionValue(arguments, QStringLiteral("--candidates"), QStringLiteral("70")).toInt();
    const int downMilliseconds =
        bench::optionValue(arguments, QStringLiteral("--down-ms"), QStringLiteral("1500")).toInt();
    QTemporaryDir directory;
    std::array<Server, 3> servers{Server{20, 8, {}, 0}, Server{40, 8, {}, 0}, Server{80, 8, {}, 0}};
    QStringList logs;
    const auto simArguments = [&](std::size_t i, int generation) {
        const QString log =
            directory.filePath(QStringLiteral("requests-%1-%2.jsonl").arg(i).arg(generation));
        logs.append(log);
        QStringList list{
            QStringLiteral("--latency-ms"),  QString::number(servers[i].latencyMilliseconds),
            QStringLiteral("--seed"),        QStringLiteral("3"),
            QStringLiteral("--request-log"), log};
        if (servers[i].port != 0) {
            list << QStringLiteral("--port") << QString::number(servers[i].port);
        }
        return list;
    };
    QJsonArray endpoints;
    double capacity = 0.0;
    for (std::size_t i = 0; i < servers.size(); ++i) {
        servers[i].process =
            std::make_unique<JudgeSimProcess>(JudgeSimProcess::executable(), simArguments(i, 0));
        if (servers[i].process->url().isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(servers[i].process->error()));
            return 1;
        }
        servers[i].port = servers[i].process->port();
        endpoints.append(QJsonObject{{QStringLiteral("url"), servers[i].process->url().toString()},
                                     {QStringLiteral("concurrency"), servers[i].concurrency}});
        capacity += 1000.0 * servers[i].concurrency / servers[i].latencyMilliseconds;
    }

    domain::JudgeConfig config;
    config.name = QStringLiteral("fleet");
    config.backend = QStringLiteral("openai-chat");
    config.model = QStringLiteral("sim");
    config.settings = QJsonObject{{QStringLiteral("endpoints"), endpoints},
                                  {QStringLiteral("timeout_ms"), 5000},
                                  {QStringLiteral("backoff_initial_ms"), 100},
                                  {QStringLiteral("backoff_max_ms"), 400},
                                  {QStringLiteral("circuit_breaker_failures"), 50}};
    const auto criterion =
        judge::criterionFromDefault(*judge::defaultPrompt(QStringLiteral("summary-coherence")));
    auto created = judge::Judge::create(config, criterion);
    if (!created.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(created.error().message));
        return 1;
    }
    judge::Judge& fleet = **created;
    QElapsedTimer clock; // starts with the judge's own clock, to the millisecond
    clock.start();

    const QList<judge::PairToJudge> pairs = allPairs(candidates);
    std::map<quint64, int> answersPerTicket;
    int ok = 0;
    qint64 killedAt = -1;
    qint64 restartedAt = -1;
    QObject::connect(&fleet, &judge::Judge::answered, &application,
                     [&](const judge::JudgeAnswer& answer) {
                         ++answersPerTicket[answer.ticket];
                         ok += answer.judgement.status == domain::JudgementStatus::Ok ? 1 : 0;
                         const auto answered = static_cast<qsizetype>(answersPerTicket.size());
                         if (killedAt < 0 && answered >= pairs.size() / 3) {
                             servers[0].process->process().kill(); // SIGKILL: no goodbye
                             servers[0].process->process().waitForFinished(5000);
                             killedAt = clock.elapsed();
                             QTimer::singleShot(downMilliseconds, &application, [&] {
                                 servers[0].process = std::make_unique<JudgeSimProcess>(
                                     JudgeSimProcess::executable(), simArguments(0, 1));
                                 restartedAt = clock.elapsed();
                             });
                         }
                         if (answered == pairs.size()) {
                             QCoreApplication::quit();
                         }
                     });
    QList<judge::PreparedRequest> requests;
    for (const judge::PairToJudge& pair : pairs) {
        requests.append(fleet.prepare(pair));
    }
    fleet.submit(requests);
    QCoreApplication::exec();
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    for (Server& server : servers) {
        server.process->stop(); // flushes nothing: every log line is written unbuffered
    }

    int once = 0;
    for (const auto& [ticket, count] : answersPerTicket) {
        once += count == 1 ? 1 : 0;
    }
    const std::map<QString, int> paid = paidAnswers(logs);
    int paidTwice = 0;
    for (const auto& [pair, count] : paid) {
        paidTwice += count > 1 ? 1 : 0;
    }
    const QList<judge::EndpointFigures> figures = fleet.endpointFigures();
    const double down =
        figures[0].lastBroughtBackAt && figures[0].lastTakenOutAt
            ? static_cast<double>(*figures[0].lastBroughtBackAt - *figures[0].lastTakenOutAt) /
                  1000.0
            : 0.0;
    const double capacity0 = 1000.0 * servers[0].concurrency / servers[0].latencyMilliseconds;
    const double capacityUp = capacity - capacity0 * down / seconds;
    const double throughput = static_cast<double>(pairs.size()) / seconds;
    // The same with each endpoint's measured mean latency (simulated latency plus
    // the HTTP round trip and the event loops of both sides on this machine).
    double measured = 0.0;
    for (std::size_t i = 0; i < servers.size(); ++i) {
        const double latency = figures[static_cast<qsizetype>(i)].meanLatencyMilliseconds();
        measured += latency > 0.0 ? 1000.0 * servers[i].concurrency / latency : 0.0;
    }
    measured -= figures[0].meanLatencyMilliseconds() > 0.0
                    ? 1000.0 * servers[0].concurrency / figures[0].meanLatencyMilliseconds() *
                          down / seconds
                    : 0.0;

    std::printf("judge fleet: 3 pairrank-judge-sim, latency 20/40/80 ms, concurrency 8 each; "
                "%lld pairs; machine: %s, %d cores\n",
                static_cast<long long>(pairs.size()), qPrintable(QSysInfo::prettyProductName()),
                QThread::idealThreadCount());
    std::printf("pairs answered exactly once: %d of %lld (Ok %d)\n", once,
                static_cast<long long>(pairs.size()), ok);
    std::printf("pairs paid twice (answers written by the simulators, all 4 processes): %d of "
                "%zu paid\n",
                paidTwice, paid.size());
    std::printf("throughput: %.0f pairs/s in %.2f s; sum of capacities %.0f/s (%.0f%%); "
                "capacity up, the killed endpoint weighted by its time in service, %.0f/s "
                "(%.0f%%)\n",
                throughput, seconds, capacity, 100.0 * throughput / capacity, capacityUp,
                100.0 * throughput / capacityUp);
    std::printf("capacity up at the measured mean latencies: %.0f/s (%.0f%%)\n", measured,
                100.0 * throughput / measured);
    std::printf("killed endpoint: SIGKILL at %.3f s, taken out at %.3f s, restarted at %.3f s, "
                "brought back at %.3f s (out %.3f s)\n",
                killedAt / 1000.0, figures[0].lastTakenOutAt.value_or(-1) / 1000.0,
                restartedAt / 1000.0, figures[0].lastBroughtBackAt.value_or(-1) / 1000.0, down);
    std::printf("%-28s %9s %9s %9s %12s %12s\n", "endpoint", "requests", "answers", "failures",
                "mean ms", "taken out");
    for (const judge::EndpointFigures& endpoint : figures) {
        std::printf("%-28s %9lld %9lld %9lld %12.1f %12lld\n", qPrintable(endpoint.url),
                    static_cast<long long>(endpoint.requests),
                    static_cast<long long>(endpoint.answers),
                    static_cast<long long>(endpoint.failures), endpoint.meanLatencyMilliseconds(),
                    static_cast<long long>(endpoint.timesTakenOut));
    }
    return 0;
}
