// The values that pass between a run (core/run) and a judge (DESIGN.md §4).
//
// A run hands the judge PairToJudge values; the judge renders each into a prompt,
// identifies it by a request hash, sends it (retrying, rate-limited, within the
// budget) and hands back exactly one JudgeAnswer per submitted pair: a judgement
// with a probability, a tie, a refusal, or a failure with its reason — never a
// silent 0.5. Everything here is a value; nothing points into live state.
#pragma once

#include "core/domain/identifiers.h"
#include "core/domain/judgement.h"

#include <QString>
#include <QtGlobal>

#include <vector>

namespace pairrank::judge {

// What a request asks: which of two candidates is better (the criterion's
// comparative template), or one candidate's absolute rating on the scale 1 … 10
// (its absolute template, paper 002 §3.2).
enum class JudgeTask { Compare, Score };

// One ordered pair to ask about: `textA` is shown first (position A). A Score
// request rates one candidate: candidateA / textA / positionA; candidateB is 0,
// textB empty.
struct PairToJudge {
    quint64 ticket = 0; // chosen by the caller; returned with the answer
    JudgeTask task = JudgeTask::Compare;
    domain::ContextId contextId = 0;
    domain::CandidateId candidateA = 0;
    domain::CandidateId candidateB = 0;
    QString contextText; // the source article, dialogue or prompt; may be empty
    QString textA;
    QString textB;
    // 0-based places of the candidates in their context (domain::Candidate::position);
    // the in-process simulated backend judges by them.
    int positionA = 0;
    int positionB = 0;
};

// A pair rendered for one judge: what would be sent and how it is identified.
struct PreparedRequest {
    PairToJudge pair;
    QString prompt;      // the rendered prompt text
    QString requestHash; // hex SHA-256 of (backend, model, prompt, settings that change the answer)
    qint64 estimatedPromptTokens = 0;
    qint64 estimatedCompletionTokens = 0;
};

// The end of one submitted pair. `judgement` carries the pair's context and
// candidate ids, the request hash, status, p (Ok and Tie only), failure reason,
// raw answer excerpt, tokens, latency and cost; its id and runId are 0 (the run
// stores it). `attempts` counts the HTTP/process attempts made (0 when the pair
// was cancelled before any attempt or refused by the budget).
//
// A Score request's answer uses the same judgement for its status, failure
// reason, raw answer, tokens, latency and cost (candidateB 0, p empty) and
// carries the rating in classProbabilities: element i is the probability of the
// score 1 + i (ten elements summing to 1), for status Ok only.
struct JudgeAnswer {
    quint64 ticket = 0;
    domain::Judgement judgement;
    std::vector<double> classProbabilities;
    int attempts = 0;
    bool cancelled = false; // cancelled by the caller: the run must not store it
};

} // namespace pairrank::judge
