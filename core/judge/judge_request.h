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

namespace pairrank::judge {

// One ordered pair to ask about: `textA` is shown first (position A).
struct PairToJudge {
    quint64 ticket = 0; // chosen by the caller; returned with the answer
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
struct JudgeAnswer {
    quint64 ticket = 0;
    domain::Judgement judgement;
    int attempts = 0;
    bool cancelled = false; // cancelled by the caller: the run must not store it
};

} // namespace pairrank::judge
