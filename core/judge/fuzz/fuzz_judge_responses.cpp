// libFuzzer harness for the judge response parsers: arbitrary bytes go to every
// HTTP protocol's comparative and absolute parser, with and without a tie label.
// Whatever the body, a parser must return; a probability only with kind
// Probability or Tie, always inside [1e-6, 1 − 1e-6]; a Malformed, Unusable or
// Refusal answer always says why; the cap read from an error body stays below
// what was asked.
#include "core/judge/api_protocols.h"
#include "core/judge/server_limits.h"

#include <QByteArray>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace {

using namespace pairrank::judge;

void require(bool condition) {
    if (!condition) {
        std::abort(); // libFuzzer reports the input that broke the contract
    }
}

void checkAnswer(const ParsedAnswer& answer) {
    const bool carriesP = answer.kind == ParsedKind::Probability || answer.kind == ParsedKind::Tie;
    require(answer.p.has_value() == carriesP);
    if (answer.p) {
        require(std::isfinite(*answer.p) && *answer.p >= 1e-6 && *answer.p <= 1.0 - 1e-6);
    }
    if (answer.kind == ParsedKind::Malformed || answer.kind == ParsedKind::Unusable ||
        answer.kind == ParsedKind::Refusal) {
        require(!answer.detail.isEmpty());
    }
    require(!answer.promptTokens || *answer.promptTokens >= 0);
    require(!answer.completionTokens || *answer.completionTokens >= 0);
}

void checkScore(const ParsedScore& score) {
    require((score.kind == ParsedKind::Probability) == !score.classProbabilities.empty());
    double total = 0.0;
    for (const double probability : score.classProbabilities) {
        require(std::isfinite(probability) && probability >= 0.0);
        total += probability;
    }
    require(score.classProbabilities.empty() || std::abs(total - 1.0) < 1e-9);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray body(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    constexpr std::array protocols{Backend::OpenAiChat, Backend::OpenAiCompletions,
                                   Backend::LlamaNative, Backend::OllamaChat,
                                   Backend::OllamaGenerate};
    const LabelWords labels;
    const LabelWords withTie{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Tie")};
    for (const Backend protocol : protocols) {
        checkAnswer(parseComparativeResponse(protocol, body, labels, RequestMode::Logprobs));
        checkAnswer(parseComparativeResponse(protocol, body, withTie, RequestMode::Logprobs,
                                             InterpretOptions{0.0}));
        checkAnswer(parseComparativeResponse(protocol, body, labels, RequestMode::Sampling));
        checkScore(parseScoreResponse(protocol, body));
    }
    const std::optional<int> cap = topLogprobsCapFromError(body, 20);
    require(!cap || (*cap >= 1 && *cap < 20));
    return 0;
}
