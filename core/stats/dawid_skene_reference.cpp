// The literal item-by-item Gibbs sampler of the Bayesian Dawid–Skene model: every
// unlabelled item's latent label is drawn separately. Slow (O(n · E) per sweep);
// it exists so the tests can check that the pattern-count sampler draws from the
// same posterior.
#include "dawid_skene.h"
#include "dawid_skene_internal.h"
#include "parallel_tasks.h"

namespace pairrank::stats {

Result<DawidSkeneDraws> sampleDawidSkeneItemByItem(const WinRateData& data,
                                                   const DawidSkeneModel& model,
                                                   const DawidSkeneOptions& options) {
    if (const Status status = detail::checkDawidSkeneInput(data, model, options); !status) {
        return status.error();
    }
    const int evaluatorCount = data.evaluatorCount();
    DawidSkeneDraws draws = detail::allocateDraws(evaluatorCount, options.chains, options.draws);
    for (const Label human : data.humanLabels) {
        draws.goldItems += human != kMissingLabel ? 1 : 0;
    }
    const Random root(options.seed);
    runParallelTasks(options.chains, options.threads, [&](int chain) {
        Random random = root.split(static_cast<std::uint64_t>(chain));
        detail::DawidSkeneState state = detail::initialState(evaluatorCount, random);
        detail::LogLikelihoodRatios ratios;
        for (int sweep = 0; sweep < options.warmup + options.draws; ++sweep) {
            detail::updateLogLikelihoodRatios(state, ratios);
            detail::LatentCounts counts(evaluatorCount);
            for (int item = 0; item < data.itemCount(); ++item) {
                const std::span<const Label> labels(
                    data.judgeLabels.data() + static_cast<std::size_t>(item) * evaluatorCount,
                    static_cast<std::size_t>(evaluatorCount));
                Label truth = data.humanLabels[static_cast<std::size_t>(item)];
                if (truth == kMissingLabel) {
                    truth = random.bernoulli(detail::posteriorFirst(ratios, labels))
                                ? kFirstPreferred
                                : kSecondPreferred;
                }
                counts.addItem(truth, labels, 1);
            }
            detail::drawParameters(counts, model, random, state);
            if (sweep >= options.warmup) {
                detail::recordDraw(state, chain, sweep - options.warmup, draws);
            }
        }
    });
    return draws;
}

} // namespace pairrank::stats
