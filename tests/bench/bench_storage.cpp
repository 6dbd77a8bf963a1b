// Storage benchmark: prints figures, never fails on speed.
//  1. import of 100,000 candidates from CSV (time and peak memory: it streams);
//  2. 200,000 judgements inserted one transaction each, and in one batch;
//  3. loading 200,000 judgements into the statistics engine's input;
//  4. opening a project of 1,056 candidates and 200,000 judgements (with the
//     integrity check) until the model's input is ready — the figure that
//     matters (target: under 2 s);
//  5. 20,000 human labels and 20,000 pairs a run put to people (half of them
//     labelled): counting the labels on pairs chosen for their value (the
//     calibration report) and reading the pairs still waiting (the Annotate tab).
//
//   bench_storage [--quick]      (--quick: 10x fewer rows, for a smoke run)
#include "process_memory.h"
#include "storage/candidate_importer.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/comparison_loader.h"
#include "storage/human_label_store.h"
#include "storage/human_queue_store.h"
#include "storage/judgement_store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

#include <cstdio>
#include <memory>

using namespace pairrank;
using namespace pairrank::storage;

namespace {

[[noreturn]] void die(const QString& message) {
    std::fprintf(stderr, "bench_storage: %s\n", qPrintable(message));
    std::exit(1);
}

template <typename T> T orDie(Result<T> result) {
    if (!result) {
        die(result.error().toString());
    }
    return std::move(*result);
}

std::unique_ptr<ProjectDatabase> create(const QString& path) {
    return orDie(ProjectDatabase::create(path, QStringLiteral("bench")));
}

struct Pool {
    domain::ContextId context = 0;
    QList<domain::CandidateId> candidates;
    domain::RunId run = 0;
};

Pool makePool(ProjectDatabase& project, int count) {
    Pool pool;
    const Status status = project.transaction([&]() -> Status {
        CandidateWriter writer = orDie(CandidateWriter::prepare(project));
        pool.context = orDie(writer.addContext({0, QStringLiteral("pool"), {}, {}}));
        for (int i = 0; i < count; ++i) {
            domain::Candidate candidate;
            candidate.contextId = pool.context;
            candidate.externalId = QStringLiteral("story-%1").arg(i);
            candidate.text = QStringLiteral("A story of about a hundred characters, number %1, "
                                            "written by some system.")
                                 .arg(i);
            pool.candidates << orDie(writer.addCandidate(candidate)).id;
        }
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim");
        judge.backend = QStringLiteral("simulated");
        domain::Run run;
        run.judgeConfigId = orDie(insertJudgeConfig(project, judge));
        run.criterionId = orDie(ensureCriterion(project, QStringLiteral("overall")));
        pool.run = orDie(insertRun(project, run));
        return {};
    });
    if (!status) {
        die(status.message());
    }
    return pool;
}

domain::Judgement judgementFor(const Pool& pool, int i) {
    const int n = static_cast<int>(pool.candidates.size());
    domain::Judgement judgement;
    judgement.runId = pool.run;
    judgement.contextId = pool.context;
    judgement.candidateA = pool.candidates[i % n];
    judgement.candidateB =
        pool.candidates[(i * 7919 + 1 + i / n) % n == i % n ? (i + 1) % n
                                                            : (i * 7919 + 1 + i / n) % n];
    judgement.p = 0.05 + 0.9 * static_cast<double>((i * 37) % 101) / 100.0;
    judgement.requestHash = QStringLiteral("%1").arg(i, 16, 16, QLatin1Char('0'));
    judgement.rawAnswer = QStringLiteral("A");
    judgement.promptTokens = 600;
    judgement.completionTokens = 1;
    judgement.latencyMilliseconds = 120.0;
    return judgement;
}

// Pair `i` of the pool, distinct for i below n (n − 1), in a fixed order.
std::pair<domain::CandidateId, domain::CandidateId> distinctPair(const Pool& pool, int i) {
    const auto n = static_cast<int>(pool.candidates.size());
    const int first = i % n;
    return {pool.candidates[first], pool.candidates[(first + 1 + i / n) % n]};
}

// `labels` labels (every tenth on a pair chosen as most uncertain) and `queued` pairs put to
// people, the first half of them the labelled pairs (in the other order), in one transaction.
void addLabelsAndQueue(ProjectDatabase& project, const Pool& pool, domain::CriterionId criterion,
                       int labels, int queued) {
    const Status status = project.transaction([&]() -> Status {
        for (int i = 0; i < labels; ++i) {
            domain::HumanLabel label;
            label.annotator = QStringLiteral("annotator-%1").arg(i % 7);
            label.criterionId = criterion;
            label.contextId = pool.context;
            std::tie(label.candidateA, label.candidateB) = distinctPair(pool, i);
            label.choice = i % 3 == 0 ? domain::HumanChoice::B : domain::HumanChoice::A;
            label.source =
                i % 10 == 0 ? domain::LabelSource::MostUncertain : domain::LabelSource::Random;
            orDie(insertHumanLabel(project, label));
        }
        QList<QueuedPair> pairs;
        for (int i = 0; i < queued; ++i) {
            QueuedPair pair;
            pair.runId = pool.run;
            pair.criterionId = criterion;
            pair.contextId = pool.context;
            std::tie(pair.candidateB, pair.candidateA) = distinctPair(pool, labels / 2 + i);
            pair.judgeProbability = 0.5;
            pair.prediction = 0.5;
            pair.inclusionProbability = 0.5;
            pair.value = static_cast<double>((i * 37) % 101);
            pairs.append(pair);
        }
        return queuePairsForPeople(project, pairs);
    });
    if (!status) {
        die(status.message());
    }
}

double rate(qint64 count, qint64 milliseconds) {
    return milliseconds > 0
               ? 1000.0 * static_cast<double>(count) / static_cast<double>(milliseconds)
               : 0.0;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const bool quick = application.arguments().contains(QStringLiteral("--quick"));
    const int candidateCount = quick ? 10'000 : 100'000;
    const int judgementCount = quick ? 20'000 : 200'000;
    constexpr int kPoolSize = 1'056;

    QTemporaryDir directory;
    if (!directory.isValid()) {
        die(QStringLiteral("no temporary directory"));
    }
    std::printf("bench_storage: %s, %s, %d cores, files in %s\n",
                qPrintable(QSysInfo::prettyProductName()),
                qPrintable(QSysInfo::currentCpuArchitecture()), QThread::idealThreadCount(),
                qPrintable(directory.path()));

    // 1. Import of candidates from CSV.
    const QString csv = directory.filePath(QStringLiteral("candidates.csv"));
    {
        QFile file(csv);
        if (!file.open(QIODevice::WriteOnly)) {
            die(QStringLiteral("cannot write %1").arg(csv));
        }
        file.write("context_id,candidate_id,text,context,system,score.coherence,score.fluency\n");
        const QByteArray text(280, 'x');
        for (int i = 0; i < candidateCount; ++i) {
            file.write(
                QStringLiteral("ctx-%1,cand-%2,\"%3, \"\"quoted\"\" %2\",\"The source text of "
                               "context %1.\",M%4,%5,%6\n")
                    .arg(i / 16)
                    .arg(i)
                    .arg(QString::fromLatin1(text))
                    .arg(i % 16)
                    .arg(1 + i % 5)
                    .arg(1 + (i * 3) % 5)
                    .toUtf8());
        }
    }
    {
        std::unique_ptr<ProjectDatabase> project =
            create(directory.filePath(QStringLiteral("import.pairrank")));
        bench::resetPeakResident();
        const qint64 before = bench::statusKilobytes("VmHWM");
        QElapsedTimer timer;
        timer.start();
        const ImportSummary summary =
            orDie(importCandidatesFromFile(*project, csv, InputFormat::Csv, CandidateColumns{}));
        const qint64 elapsed = timer.elapsed();
        std::printf("import %lld candidates (%.1f MB CSV, %lld contexts): %lld ms, %.0f rows/s, "
                    "peak RSS %.1f MB (%.1f MB before the import)\n",
                    static_cast<long long>(summary.candidatesCreated),
                    static_cast<double>(QFileInfo(csv).size()) / 1e6,
                    static_cast<long long>(summary.contextsCreated),
                    static_cast<long long>(elapsed), rate(summary.candidatesCreated, elapsed),
                    static_cast<double>(bench::statusKilobytes("VmHWM")) / 1024.0,
                    static_cast<double>(before) / 1024.0);
    }

    // 2. Judgements: one transaction each, then one batch.
    const QString poolPath = directory.filePath(QStringLiteral("pool.pairrank"));
    qint64 eachMs = 0;
    {
        std::unique_ptr<ProjectDatabase> project = create(poolPath);
        const Pool pool = makePool(*project, kPoolSize);
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < judgementCount; ++i) {
            orDie(insertJudgement(*project, judgementFor(pool, i)));
        }
        eachMs = timer.elapsed();
        std::printf("insert %d judgements, one transaction each: %lld ms, %.0f per s\n",
                    judgementCount, static_cast<long long>(eachMs), rate(judgementCount, eachMs));
    }
    {
        std::unique_ptr<ProjectDatabase> project =
            create(directory.filePath(QStringLiteral("batch.pairrank")));
        const Pool pool = makePool(*project, kPoolSize);
        QElapsedTimer timer;
        timer.start();
        const Status status = project->transaction([&]() -> Status {
            JudgementWriter writer = orDie(JudgementWriter::prepare(*project));
            for (int i = 0; i < judgementCount; ++i) {
                orDie(writer.add(judgementFor(pool, i)));
            }
            return {};
        });
        if (!status) {
            die(status.message());
        }
        const qint64 batchMs = timer.elapsed();
        std::printf("insert %d judgements in one transaction: %lld ms, %.0f per s (%.1fx faster)\n",
                    judgementCount, static_cast<long long>(batchMs), rate(judgementCount, batchMs),
                    batchMs > 0 ? static_cast<double>(eachMs) / static_cast<double>(batchMs) : 0.0);

        // 3. Loading into the statistics engine's input (connection already open).
        timer.restart();
        const ComparisonInput input = orDie(loadComparisons(*project, pool.context));
        std::printf(
            "load %zu judgements into std::vector<stats::Comparison> (%zu candidates): %lld ms\n",
            input.comparisons.size(), input.candidateIds.size(),
            static_cast<long long>(timer.elapsed()));
    }

    // 4. Open (integrity check, migration check) and have the model's input ready.
    std::printf("project file with %d candidates and %d judgements: %.1f MB\n", kPoolSize,
                judgementCount, static_cast<double>(QFileInfo(poolPath).size()) / 1e6);
    for (const auto& [depth, name] :
         {std::pair{sql_dialect::IntegrityCheck::Full, "integrity_check"},
          std::pair{sql_dialect::IntegrityCheck::Quick, "quick_check"}}) {
        QElapsedTimer timer;
        timer.start();
        OpenOptions options;
        options.integrityCheck = depth;
        std::unique_ptr<ProjectDatabase> project = orDie(ProjectDatabase::open(poolPath, options));
        const qint64 opened = timer.elapsed();
        const domain::ContextId context =
            orDie(findContextByExternalId(*project, QStringLiteral("pool")))->id;
        const ComparisonInput input = orDie(loadComparisons(*project, context));
        const qint64 ready = timer.elapsed();
        std::printf("open with %s + model input ready (%zu comparisons): %lld ms "
                    "(open %lld ms, load %lld ms) — target < 2000 ms\n",
                    name, input.comparisons.size(), static_cast<long long>(ready),
                    static_cast<long long>(opened), static_cast<long long>(ready - opened));
    }

    // 5. Labels on pairs chosen for their value, and the pairs still waiting for people.
    {
        const int labels = quick ? 2'000 : 20'000;
        std::unique_ptr<ProjectDatabase> project =
            create(directory.filePath(QStringLiteral("labels.pairrank")));
        const Pool pool = makePool(*project, kPoolSize);
        const domain::CriterionId criterion =
            orDie(ensureCriterion(*project, QStringLiteral("overall")));
        addLabelsAndQueue(*project, pool, criterion, labels, labels);
        QElapsedTimer timer;
        timer.start();
        const LabelsChosenForValue chosen = orDie(countLabelsChosenForValue(*project, criterion));
        const qint64 countMs = timer.elapsed();
        timer.restart();
        const QList<QueuedPair> waiting =
            orDie(waitingPairs(*project, criterion, std::nullopt, 100));
        const qint64 waitingMs = timer.elapsed();
        std::printf("%d labels, %d queued pairs: count the labels on pairs chosen for their value "
                    "(%lld, %lld queued, %lld most uncertain): %lld ms; the first %lld waiting "
                    "pairs: %lld ms\n",
                    labels, labels, static_cast<long long>(chosen.total),
                    static_cast<long long>(chosen.onQueuedPairs),
                    static_cast<long long>(chosen.onMostUncertainPairs),
                    static_cast<long long>(countMs), static_cast<long long>(waiting.size()),
                    static_cast<long long>(waitingMs));
    }
    return 0;
}
