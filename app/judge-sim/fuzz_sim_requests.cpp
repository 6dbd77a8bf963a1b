// libFuzzer harness for pairrank-judge-sim's own outside-input parsers (Qt HTTP
// Server parses the HTTP framing): the judging request bodies of the five routes
// (api_requests.h) and the prompt matcher that finds the two candidates in a
// prompt (prompt_judge.h, candidate_matcher.h). The first byte chooses the
// route, the rest is the body. Whatever the bytes, a reader must return; a
// request it accepts must be within its limits, and the judge must either say why
// not, or rate one candidate with ten class probabilities summing to 1, or compare
// two with p in [1e-6, 1 − 1e-6] — two different candidates, or one text shown in
// both places of a templated prompt, which only the positional bias tells apart.
#include "app/judge-sim/api_requests.h"
#include "app/judge-sim/prompt_judge.h"
#include "core/stats/comparison.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

using namespace pairrank::judgesim;

void require(bool condition) {
    if (!condition) {
        std::abort(); // libFuzzer reports the input that broke the contract
    }
}

const PromptJudge& judge() {
    // Truth with texts, so that the Rabin–Karp matcher runs on every prompt.
    static const PromptJudge instance = [] {
        QList<TruthItem> truth;
        for (int i = 0; i < 6; ++i) {
            truth.append(TruthItem{QStringLiteral("c%1").arg(i), 0.5 * i,
                                   QByteArray("candidate text number ") + QByteArray::number(i) +
                                       " with a tail"});
        }
        return *PromptJudge::create(truth, pairrank::stats::SimulatedJudgeSettings{}, 7);
    }();
    return instance;
}

// The answer about two candidates with the same text: the positional bias alone.
double twinProbability() {
    const pairrank::stats::SimulatedJudgeSettings settings;
    return pairrank::stats::clampProbability(
        pairrank::stats::sigmoid(settings.positionBias / settings.temperature));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const int route = data[0] % 5;
    const QByteArray body(reinterpret_cast<const char*>(data + 1),
                          static_cast<qsizetype>(size - 1));
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const pairrank::storage::Result<JudgingRequest> request =
        route == 0   ? parseChatRequest(object)
        : route == 1 ? parseCompletionsRequest(object)
        : route == 2 ? parseLlamaCompletionRequest(object)
                     : parseOllamaRequest(object, route == 3);
    if (!request) {
        require(!request.error().message.isEmpty());
        return 0;
    }
    require(request->topLogprobs >= 0 && request->topLogprobs <= kMaxTopLogprobs);
    require(request->choiceCount >= 1 && request->choiceCount <= kMaxChoices);
    require(std::isfinite(request->temperature));
    // The raw bytes as a prompt too: the matcher sees whatever a client sends.
    for (const QByteArrayView prompt : {QByteArrayView(request->prompt), QByteArrayView(body)}) {
        const auto verdict = judge().judge(prompt);
        if (verdict && verdict->isRating()) {
            require(!verdict->idA.isEmpty() && verdict->idB.isEmpty());
            require(verdict->scoreClasses.size() == 10);
            double total = 0.0;
            for (const double probability : verdict->scoreClasses) {
                require(std::isfinite(probability) && probability >= 0.0);
                total += probability;
            }
            require(std::abs(total - 1.0) < 1e-9);
        } else if (verdict) {
            require(!verdict->idA.isEmpty() && !verdict->idB.isEmpty());
            require(verdict->idA != verdict->idB || verdict->probability == twinProbability());
            require(verdict->probability >= 1e-6 && verdict->probability <= 1.0 - 1e-6);
        } else {
            require(!verdict.error().message.isEmpty());
        }
    }
    return 0;
}
