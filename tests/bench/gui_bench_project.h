// The project the GUI benchmarks open: one context of candidates, the criterion
// "overall" (each candidate's reference score), and judgements of the simulated judge
// "sim" as one imported run, written in one transaction. Dies with the storage's
// message on an error (a benchmark has no one to report to).
#pragma once

#include "core/judge/default_prompts.h"
#include "storage/candidate_store.h"
#include "storage/catalog_store.h"
#include "storage/judgement_store.h"

#include <QEventLoop>
#include <QJsonObject>
#include <QString>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <functional>

namespace pairrank::bench {

struct GuiBenchProject {
    int candidates = 1'000;
    int judgements = 10'000;
    std::function<QString(int)> externalId; // of candidate i
    std::function<QString(int)> text;
    std::function<QString(int)> system;   // empty: none
    std::function<double(int)> reference; // the score "overall" of candidate i
    // The k-th judgement: its pair (a shown first) and p.
    std::function<void(int k, int& a, int& b, double& p)> judgement;
};

[[noreturn]] inline void dieWith(const QString& message) {
    std::fprintf(stderr, "%s\n", qPrintable(message));
    std::exit(1);
}

template <typename T> T valueOrDie(storage::Result<T> result) {
    if (!result) {
        dieWith(result.error().toString());
    }
    return std::move(*result);
}

inline void writeGuiBenchProject(const QString& path, const GuiBenchProject& spec) {
    auto project = valueOrDie(storage::ProjectDatabase::create(path, QStringLiteral("bench")));
    const storage::Status status = project->transaction([&]() -> storage::Status {
        auto writer = valueOrDie(storage::CandidateWriter::prepare(*project));
        const domain::ContextId context =
            valueOrDie(writer.addContext({0, QStringLiteral("pool"), {}, {}}));
        QList<domain::CandidateId> ids;
        ids.reserve(spec.candidates);
        for (int i = 0; i < spec.candidates; ++i) {
            domain::Candidate candidate;
            candidate.contextId = context;
            candidate.externalId = spec.externalId(i);
            candidate.text = spec.text(i);
            candidate.system = spec.system ? spec.system(i) : QString();
            candidate.referenceScores.insert(QStringLiteral("overall"), spec.reference(i));
            ids << valueOrDie(writer.addCandidate(candidate)).id;
        }
        const auto prompt = judge::defaultPrompt(QStringLiteral("summary-coherence"));
        if (!prompt) {
            dieWith(QStringLiteral("no default prompt"));
        }
        domain::Criterion criterion = judge::criterionFromDefault(*prompt);
        criterion.name = QStringLiteral("overall");
        domain::JudgeConfig judge;
        judge.name = QStringLiteral("sim");
        judge.backend = QStringLiteral("simulated");
        judge.model = QStringLiteral("simulated");
        judge.settings = QJsonObject{
            {QStringLiteral("simulated"),
             QJsonObject{{QStringLiteral("truth_criterion"), QStringLiteral("overall")}}}};
        domain::Run run;
        run.judgeConfigId = valueOrDie(storage::insertJudgeConfig(*project, judge));
        run.criterionId = valueOrDie(storage::insertCriterion(*project, criterion));
        run.status = domain::RunStatus::Imported;
        run.label = QStringLiteral("imported");
        const domain::RunId runId = valueOrDie(storage::insertRun(*project, run));
        auto judgements = valueOrDie(storage::JudgementWriter::prepare(*project));
        for (int k = 0; k < spec.judgements; ++k) {
            int a = 0;
            int b = 0;
            double p = 0.5;
            spec.judgement(k, a, b, p);
            domain::Judgement judgement;
            judgement.runId = runId;
            judgement.contextId = context;
            judgement.candidateA = ids[a];
            judgement.candidateB = ids[b];
            judgement.p = p;
            judgement.requestHash = QStringLiteral("%1").arg(k, 16, 16, QLatin1Char('0'));
            judgement.rawAnswer = QStringLiteral("A");
            judgement.promptTokens = 600;
            judgement.completionTokens = 1;
            judgement.latencyMilliseconds = 120.0;
            valueOrDie(judgements.add(judgement));
        }
        return {};
    });
    if (!status) {
        dieWith(status.message());
    }
}

// Runs the event loop until `signal` of `sender` fires or `milliseconds` pass; true
// when it fired.
template <typename Sender, typename Signal>
bool waitForSignal(Sender* sender, Signal signal, int milliseconds) {
    QEventLoop loop;
    bool fired = false;
    QObject::connect(sender, signal, &loop, [&] {
        fired = true;
        loop.quit();
    });
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
    return fired;
}

} // namespace pairrank::bench
