// The one judging pipeline (DESIGN.md §5), used by the active run and by
// `pairrank-cli judge --project`:
//
//   pairs of a context → the judge's prepared request (prompt, request hash)
//   → the project's stored answers for those hashes, under one reuse rule
//   → the judge, for the others → each answer stored under the run
//   → only then handed to the caller.
//
// The reuse rule: a stored answer that is a verdict — ok, tie or refusal — is
// reused for a request with the same hash: it is copied under this run at no
// cost and never paid for again. A stored failure is not an answer: the pair is
// asked again. Pairs the judge never sent (cancelled, or refused by its budget or
// circuit breaker before any attempt) are not stored; the caller may ask them
// again later.
//
// Answers are stored in groups: what arrives in one pass of the event loop —
// answers of the judge and reused ones alike — is written in one transaction,
// then handed to `stored` in arrival order. Nothing is handed over that is not
// stored.
//
// Threads: lives in the thread of its judge and database connection, whose event
// loop must run; every call from that thread.
#pragma once

#include "core/domain/absolute_score.h"
#include "core/domain/candidate.h"
#include "core/domain/context.h"
#include "core/domain/error.h"
#include "core/domain/judge_config.h"
#include "core/domain/judgement.h"
#include "core/judge/judge_request.h"
#include "core/stats/pair_exclusions.h"
#include "storage/judgement_store.h"

#include <QHash>
#include <QList>

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

class QObject;

namespace pairrank::judge {
class Judge;
}
namespace pairrank::storage {
class ProjectDatabase;
}

namespace pairrank::run {

// True for a stored answer the reuse rule reuses (ok, tie, refusal).
bool isReusable(const domain::Judgement& judgement);

// One answer as stored under the run.
struct StoredAnswer {
    std::size_t context = 0;     // the index addContext() returned
    stats::OrderedPair pair;     // candidate positions in that context, a shown first
    domain::Judgement judgement; // with its id
    int attempts = 0;            // the judge's attempts; 0 when reused
    bool reused = false;         // a copy of an answer stored before, not paid for
};

// A pair that was not stored (cancelled, or never sent): it may be asked again.
struct WithdrawnPair {
    std::size_t context = 0;
    stats::OrderedPair pair;
    QString reason;
};

// One absolute rating as stored under the run (a Score request, judge_request.h).
struct StoredRating {
    std::size_t context = 0;     // the index addContext() returned
    int position = 0;            // of the candidate in that context
    domain::AbsoluteScore score; // with its id
    int attempts = 0;            // the judge's attempts; 0 when reused
    bool reused = false;         // a copy of a rating stored before, not paid for
};

// A rating that was not stored (cancelled, or never sent): it may be asked again.
struct WithdrawnRating {
    std::size_t context = 0;
    int position = 0;
    QString reason;
};

// What one pass of the event loop brought: answers and ratings stored in one
// transaction (in arrival order) and requests withdrawn.
struct Delivery {
    std::vector<StoredAnswer> stored;
    std::vector<WithdrawnPair> withdrawn;
    std::vector<StoredRating> ratings;
    std::vector<WithdrawnRating> withdrawnRatings;
    bool empty() const {
        return stored.empty() && withdrawn.empty() && ratings.empty() && withdrawnRatings.empty();
    }
    qint64 size() const {
        return static_cast<qint64>(stored.size() + withdrawn.size() + ratings.size() +
                                   withdrawnRatings.size());
    }
};

struct PipelineCallbacks {
    // Called from the event loop, never from inside a call into the pipeline or the
    // judge, so the caller may ask again from it.
    std::function<void(Delivery)> delivered;
    // The project refused a write: nothing more is stored (the caller should end).
    std::function<void(const Error& error)> failed;
};

class JudgingPipeline {
public:
    // `judge` (configured by `judgeConfig`) and `database` must outlive the pipeline
    // and belong to the calling thread, whose event loop delivers the judge's answers.
    static Result<std::unique_ptr<JudgingPipeline>> create(storage::ProjectDatabase& database,
                                                           domain::RunId run, judge::Judge& judge,
                                                           const domain::JudgeConfig& judgeConfig,
                                                           PipelineCallbacks callbacks);
    ~JudgingPipeline();
    JudgingPipeline(const JudgingPipeline&) = delete;
    JudgingPipeline& operator=(const JudgingPipeline&) = delete;

    // Makes a context's candidates (by position) askable; tells the judge its
    // simulated truth (pair_request.h). Returns the context's index.
    std::size_t addContext(const domain::Context& context, QList<domain::Candidate> candidates);

    // Asks about these pairs of one context: each comes back once through `delivered`,
    // stored (reused or answered) or withdrawn.
    Status ask(std::size_t context, std::span<const stats::OrderedPair> pairs);

    // Asks for the absolute ratings (JudgeTask::Score) of these candidates of one context
    // under the criterion: each comes back once through `delivered`, stored (reused — an
    // Ok or refused rating with the same request hash — or answered) or withdrawn.
    // Precondition: the judge canScore().
    Status askRatings(std::size_t context, domain::CriterionId criterion,
                      std::span<const int> positions);

    // Requests asked and not yet handed back (stored or withdrawn).
    qint64 outstanding() const { return m_outstanding; }
    // Pairs at the judge (submitted, not answered).
    qint64 atJudge() const { return static_cast<qint64>(m_tickets.size()); }

    // Stores what has arrived and returns it instead of delivering it (the caller is
    // ending its session: answers that arrived are paid for and kept).
    Result<Delivery> takeArrivals();
    // No callbacks from now on; answers that arrive later are neither stored nor
    // handed over (call takeArrivals() first to keep what arrived).
    void close() { m_closed = true; }

private:
    struct Asked {
        std::size_t context = 0;
        stats::OrderedPair pair;
        // A rating of the candidate at pair.a under this criterion (askRatings).
        std::optional<domain::CriterionId> ratingCriterion;
    };
    struct ContextEntry {
        domain::Context context;
        QList<domain::Candidate> candidates;
    };

    JudgingPipeline(storage::ProjectDatabase& database, domain::RunId run, judge::Judge& judge,
                    domain::JudgeConfig judgeConfig, PipelineCallbacks callbacks,
                    storage::JudgementWriter writer, storage::JudgementLookup lookup);
    // Hands the reused answers over (later, from the event loop) and the rest to the judge.
    void dispatch(const QList<judge::PreparedRequest>& requests);
    void onAnswered(const judge::JudgeAnswer& answer);
    void scheduleProcessing();

    storage::ProjectDatabase& m_database;
    domain::RunId m_run;
    judge::Judge& m_judge;
    domain::JudgeConfig m_judgeConfig;
    // Receives the judge's answers and the deferred processing: destroyed with the
    // pipeline, so nothing reaches a pipeline that is gone.
    std::unique_ptr<QObject> m_receiver;
    PipelineCallbacks m_callbacks;
    storage::JudgementWriter m_writer;
    storage::JudgementLookup m_lookup;
    std::vector<ContextEntry> m_contexts;
    QHash<quint64, Asked> m_tickets;
    Delivery m_arrived; // answers waiting to be stored, pairs withdrawn
    quint64 m_nextTicket = 1;
    qint64 m_outstanding = 0;
    bool m_processingScheduled = false;
    bool m_closed = false;
};

} // namespace pairrank::run
