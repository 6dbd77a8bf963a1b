#include "judging_pipeline.h"

#include "core/judge/judge.h"
#include "pair_request.h"
#include "storage/project_database.h"
#include "storage/score_store.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

#include <utility>

namespace pairrank::run {

bool isReusable(const domain::Judgement& judgement) {
    switch (judgement.status) {
    case domain::JudgementStatus::Ok:
    case domain::JudgementStatus::Tie:
        return judgement.p.has_value();
    case domain::JudgementStatus::Refusal:
        return true;
    case domain::JudgementStatus::Failed:
        return false;
    }
    return false;
}

namespace {

// A stored answer copied for another run or another pair with the same prompt (two
// candidates with equal texts): it was paid for once, so it costs nothing here.
domain::Judgement reusedCopy(const domain::Judgement& stored, const judge::PairToJudge& pair) {
    domain::Judgement copy = stored;
    copy.id = 0;
    copy.contextId = pair.contextId;
    copy.candidateA = pair.candidateA;
    copy.candidateB = pair.candidateB;
    copy.promptTokens = 0;
    copy.completionTokens = 0;
    copy.cost = 0.0;
    copy.createdAt = QDateTime();
    return copy;
}

// A Score request's answer as the rating stored under the run.
domain::AbsoluteScore ratingOf(const judge::JudgeAnswer& answer, domain::CriterionId criterion) {
    const domain::Judgement& judgement = answer.judgement;
    domain::AbsoluteScore score;
    score.candidateId = judgement.candidateA;
    score.criterionId = criterion;
    score.status = judgement.status;
    score.failureReason = judgement.failureReason;
    score.requestHash = judgement.requestHash;
    score.rawAnswer = judgement.rawAnswer;
    score.promptTokens = judgement.promptTokens;
    score.completionTokens = judgement.completionTokens;
    score.latencyMilliseconds = judgement.latencyMilliseconds;
    score.cost = judgement.cost;
    if (score.status == domain::JudgementStatus::Ok) {
        score.classProbabilities =
            QList<double>(answer.classProbabilities.begin(), answer.classProbabilities.end());
        if (score.classProbabilities.isEmpty()) {
            score.status = domain::JudgementStatus::Failed;
            score.failureReason = QStringLiteral("the judge gave no rating");
        }
    } else if (score.status == domain::JudgementStatus::Tie) {
        score.status = domain::JudgementStatus::Failed;
        score.failureReason = QStringLiteral("a tie is not a rating");
    }
    if (score.status != domain::JudgementStatus::Ok && score.failureReason.isEmpty()) {
        score.failureReason = score.status == domain::JudgementStatus::Refusal
                                  ? QStringLiteral("refused")
                                  : QStringLiteral("failed");
    }
    return score;
}

// A stored rating copied for this run (or for a candidate with the same text): it was
// paid for once, so it costs nothing here.
domain::AbsoluteScore reusedRating(domain::AbsoluteScore stored, domain::CandidateId candidate) {
    stored.id = 0;
    stored.candidateId = candidate;
    stored.promptTokens = 0;
    stored.completionTokens = 0;
    stored.cost = 0.0;
    stored.createdAt = QDateTime();
    return stored;
}

} // namespace

Result<std::unique_ptr<JudgingPipeline>>
JudgingPipeline::create(storage::ProjectDatabase& database, domain::RunId run, judge::Judge& judge,
                        const domain::JudgeConfig& judgeConfig, PipelineCallbacks callbacks) {
    auto writer = storage::JudgementWriter::prepare(database);
    if (!writer) {
        return writer.error().withContext(QStringLiteral("preparing to store judgements"));
    }
    auto lookup = storage::JudgementLookup::prepare(database);
    if (!lookup) {
        return lookup.error().withContext(QStringLiteral("preparing to look up requests"));
    }
    return std::unique_ptr<JudgingPipeline>(
        new JudgingPipeline(database, run, judge, judgeConfig, std::move(callbacks),
                            std::move(writer).value(), std::move(lookup).value()));
}

JudgingPipeline::JudgingPipeline(storage::ProjectDatabase& database, domain::RunId run,
                                 judge::Judge& judge, domain::JudgeConfig judgeConfig,
                                 PipelineCallbacks callbacks, storage::JudgementWriter writer,
                                 storage::JudgementLookup lookup)
    : m_database(database)
    , m_run(run)
    , m_judge(judge)
    , m_judgeConfig(std::move(judgeConfig))
    , m_receiver(std::make_unique<QObject>())
    , m_callbacks(std::move(callbacks))
    , m_writer(std::move(writer))
    , m_lookup(std::move(lookup)) {
    QObject::connect(&m_judge, &judge::Judge::answered, m_receiver.get(),
                     [this](const judge::JudgeAnswer& answer) { onAnswered(answer); });
}

JudgingPipeline::~JudgingPipeline() = default;

std::size_t JudgingPipeline::addContext(const domain::Context& context,
                                        QList<domain::Candidate> candidates) {
    m_judge.describeContext(context.id, static_cast<int>(candidates.size()),
                            simulatedTruth(m_judgeConfig, candidates));
    m_contexts.push_back(ContextEntry{context, std::move(candidates)});
    return m_contexts.size() - 1;
}

Status JudgingPipeline::ask(std::size_t context, std::span<const stats::OrderedPair> pairs) {
    const ContextEntry& entry = m_contexts.at(context);
    // Every pair's request, then one lookup of what the project holds for all of them.
    std::vector<judge::PreparedRequest> prepared;
    QStringList hashes;
    prepared.reserve(pairs.size());
    for (const stats::OrderedPair& pair : pairs) {
        prepared.push_back(
            m_judge.prepare(pairRequest(entry.context, entry.candidates, pair, m_nextTicket++)));
        hashes.append(prepared.back().requestHash);
    }
    auto stored = m_lookup.byRequestHashes(hashes);
    if (!stored) {
        return stored.error().withContext(QStringLiteral("looking up requests"));
    }
    QList<judge::PreparedRequest> requests;
    for (std::size_t index = 0; index < prepared.size(); ++index) {
        judge::PreparedRequest& request = prepared[index];
        ++m_outstanding;
        const domain::Judgement* reusable = nullptr;
        if (const auto found = stored->constFind(request.requestHash);
            found != stored->constEnd()) {
            for (const domain::Judgement& judgement : *found) {
                if (isReusable(judgement)) {
                    reusable = &judgement;
                    break;
                }
            }
        }
        if (reusable != nullptr) {
            m_arrived.stored.push_back(
                StoredAnswer{context, pairs[index], reusedCopy(*reusable, request.pair), 0, true});
            continue;
        }
        m_tickets.insert(request.pair.ticket, Asked{context, pairs[index], std::nullopt});
        requests.append(std::move(request));
    }
    dispatch(requests);
    return {};
}

Status JudgingPipeline::askRatings(std::size_t context, domain::CriterionId criterion,
                                   std::span<const int> positions) {
    const ContextEntry& entry = m_contexts.at(context);
    // Every rating's request, then one lookup of what the project holds for all of them.
    std::vector<judge::PreparedRequest> prepared;
    QStringList hashes;
    prepared.reserve(positions.size());
    for (const int position : positions) {
        prepared.push_back(m_judge.prepare(
            scoreRequest(entry.context, entry.candidates, position, m_nextTicket++)));
        hashes.append(prepared.back().requestHash);
    }
    auto stored = storage::reusableAbsoluteScores(m_database, hashes);
    if (!stored) {
        return stored.error().withContext(QStringLiteral("looking up ratings"));
    }
    QList<judge::PreparedRequest> requests;
    for (std::size_t index = 0; index < prepared.size(); ++index) {
        judge::PreparedRequest& request = prepared[index];
        const int position = positions[index];
        ++m_outstanding;
        if (const auto found = stored->constFind(request.requestHash);
            found != stored->constEnd()) {
            m_arrived.ratings.push_back(StoredRating{
                context, position, reusedRating(*found, request.pair.candidateA), 0, true});
            continue;
        }
        m_tickets.insert(request.pair.ticket,
                         Asked{context, stats::OrderedPair{position, position}, criterion});
        requests.append(std::move(request));
    }
    dispatch(requests);
    return {};
}

void JudgingPipeline::dispatch(const QList<judge::PreparedRequest>& requests) {
    if (!m_arrived.empty()) {
        scheduleProcessing(); // the reused answers
    }
    if (!requests.isEmpty()) {
        m_judge.submit(requests);
    }
}

void JudgingPipeline::onAnswered(const judge::JudgeAnswer& answer) {
    if (m_closed) {
        return;
    }
    const auto found = m_tickets.constFind(answer.ticket);
    if (found == m_tickets.constEnd()) {
        return; // not asked through this pipeline
    }
    const Asked asked = *found;
    m_tickets.erase(found);
    const bool withdrawn =
        answer.cancelled ||
        (answer.attempts == 0 && answer.judgement.status == domain::JudgementStatus::Failed);
    const QString withdrawnReason =
        answer.cancelled ? QStringLiteral("cancelled") : answer.judgement.failureReason;
    if (asked.ratingCriterion) {
        if (withdrawn) {
            m_arrived.withdrawnRatings.push_back(
                WithdrawnRating{asked.context, asked.pair.a, withdrawnReason});
        } else {
            m_arrived.ratings.push_back(StoredRating{asked.context, asked.pair.a,
                                                     ratingOf(answer, *asked.ratingCriterion),
                                                     answer.attempts, false});
        }
    } else if (withdrawn) {
        m_arrived.withdrawn.push_back(WithdrawnPair{asked.context, asked.pair, withdrawnReason});
    } else {
        m_arrived.stored.push_back(
            StoredAnswer{asked.context, asked.pair, answer.judgement, answer.attempts, false});
    }
    scheduleProcessing();
}

void JudgingPipeline::scheduleProcessing() {
    if (m_processingScheduled || m_closed) {
        return;
    }
    m_processingScheduled = true;
    // Answers arriving together are stored in one transaction after the event loop has
    // handed over everything the network delivered.
    QTimer::singleShot(0, m_receiver.get(), [this]() {
        m_processingScheduled = false;
        if (m_closed) {
            return;
        }
        auto delivery = takeArrivals();
        if (!delivery) {
            if (m_callbacks.failed) {
                m_callbacks.failed(delivery.error());
            }
            return;
        }
        if (!delivery->empty() && m_callbacks.delivered) {
            m_callbacks.delivered(std::move(delivery).value());
        }
    });
}

Result<Delivery> JudgingPipeline::takeArrivals() {
    Delivery delivery = std::exchange(m_arrived, {});
    if (delivery.stored.empty() && delivery.ratings.empty()) {
        m_outstanding -= delivery.size();
        return delivery;
    }
    const Status written = m_database.transaction([&]() -> Status {
        for (StoredAnswer& answer : delivery.stored) {
            answer.judgement.runId = m_run;
            auto id = m_writer.add(answer.judgement);
            if (!id) {
                return id.error().withContext(QStringLiteral("storing a judgement"));
            }
            answer.judgement.id = *id;
        }
        for (StoredRating& rating : delivery.ratings) {
            rating.score.runId = m_run;
            auto id = storage::insertAbsoluteScore(m_database, rating.score);
            if (!id) {
                return id.error().withContext(QStringLiteral("storing an absolute rating"));
            }
            rating.score.id = *id;
        }
        return {};
    });
    if (!written) {
        m_closed = true; // nothing more is stored after a refused write
        return written.error();
    }
    m_outstanding -= delivery.size();
    return delivery;
}

} // namespace pairrank::run
