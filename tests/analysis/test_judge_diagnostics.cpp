// Judge diagnostics against known truths: a judge that always prefers position A,
// noise-free length biases beyond a known quality (reference scores, people's verdicts),
// a judge whose preference for longer texts is all quality, the coverage of the length
// bias's interval when the judge likes some texts for what the quality measure misses, and
// constructed order (in)consistencies.
#include "core/analysis/judge_diagnostics.h"
#include "core/stats/comparison.h"
#include "core/stats/random.h"

#include <QTest>

#include <cmath>
#include <span>
#include <vector>

using namespace pairrank::analysis;
using pairrank::stats::Comparison;

class JudgeDiagnosticsTest : public QObject {
    Q_OBJECT

private slots:
    void emptyInputHasNoDiagnostics();
    void alwaysPositionAGivesPositionOne();
    void lengthSlopeIsRecoveredExactly();
    void longerBetterTextsAreNoLengthBias();
    void peoplesVerdictsHoldQualityFixed();
    void noSlopeSaysWhatIsMissing();
    void lengthIntervalCoversWhenTextsRecur();
    void orderConsistencyCountsAgreeingPairs();
    void orderConsistencyTakesTheFirstAnswerOfEachOrder();
    void fittedHomeAdvantagesArePooledByPrecision();
};

void JudgeDiagnosticsTest::emptyInputHasNoDiagnostics() {
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({});
    QVERIFY(!diagnostics.positionA && !diagnostics.homeAdvantage && !diagnostics.lengthBiasSlope &&
            !diagnostics.lengthBiasGap && !diagnostics.orderConsistency);
}

void JudgeDiagnosticsTest::alwaysPositionAGivesPositionOne() {
    std::vector<Comparison> comparisons;
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b) {
            if (a != b) {
                comparisons.push_back({a, b, 0.8, 1.0});
            }
        }
    }
    const std::vector<int> lengths{10, 10, 10, 10};
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.positionA.has_value());
    QCOMPARE(diagnostics.positionA->value, 1.0);
    QVERIFY(diagnostics.positionA->interval.lower < 1.0);
    // δ = logit(mean p) = logit(0.8) (paper 000 A.8).
    QVERIFY(std::abs(diagnostics.homeAdvantage->value - pairrank::stats::logit(0.8)) < 1e-9);
    // Every pair was asked in both orders and always went to A: the orders never agree.
    QCOMPARE(diagnostics.orderConsistency->value, 0.0);
    QCOMPARE(diagnostics.orderConsistency->count, 6.0);
    // Equal lengths: no slope to estimate.
    QVERIFY(!diagnostics.lengthBiasSlope.has_value());
}

namespace {

// Every ordered pair of four texts whose quality grows with their length, but not in
// proportion to it: p = σ(0.2 + 1.5 (r_a − r_b) + γ (ℓ_a − ℓ_b) / 1000), 0.2 a positional bias.
const std::vector<int> kLengths{100, 600, 1500, 2300};
const std::vector<double> kReference{1.0, 1.5, 3.0, 3.2};

std::vector<Comparison> judgedWithLengthSlope(double gamma) {
    std::vector<Comparison> comparisons;
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b) {
            if (a != b) {
                const double quality = kReference[a] - kReference[b];
                const double length = (kLengths[a] - kLengths[b]) / 1000.0;
                comparisons.push_back(
                    {a, b, pairrank::stats::sigmoid(0.2 + 1.5 * quality + gamma * length), 1.0});
            }
        }
    }
    return comparisons;
}

} // namespace

void JudgeDiagnosticsTest::lengthSlopeIsRecoveredExactly() {
    const std::vector<Comparison> comparisons = judgedWithLengthSlope(0.7);
    const DiagnosticsInput input{comparisons, kLengths, 0.0, std::nullopt, kReference};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.lengthBiasSlope.has_value());
    QVERIFY2(std::abs(diagnostics.lengthBiasSlope->value - 0.7) < 1e-9,
             qPrintable(QString::number(diagnostics.lengthBiasSlope->value, 'g', 12)));
    QVERIFY(diagnostics.lengthBiasSlope->interval.upper -
                diagnostics.lengthBiasSlope->interval.lower <
            1e-6);
    QCOMPARE(diagnostics.lengthBiasSlope->count, 12.0);
    // A consistent judge: both orders name the same winner.
    QCOMPARE(diagnostics.orderConsistency->value, 1.0);
}

void JudgeDiagnosticsTest::longerBetterTextsAreNoLengthBias() {
    // The judge follows quality alone; the longer texts are the better ones.
    const std::vector<Comparison> comparisons = judgedWithLengthSlope(0.0);
    const DiagnosticsInput input{comparisons, kLengths, 0.0, std::nullopt, kReference};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.lengthBiasSlope.has_value());
    QVERIFY2(std::abs(diagnostics.lengthBiasSlope->value) < 1e-9,
             qPrintable(QString::number(diagnostics.lengthBiasSlope->value, 'g', 12)));
    // Without anything that measures quality, length cannot be told from it: no slope.
    const DiagnosticsInput blind{comparisons, kLengths, 0.0, std::nullopt};
    QVERIFY(!computeJudgeDiagnostics({&blind, 1}).lengthBiasSlope.has_value());
    // Reference scores of only some candidates do not hold quality fixed either.
    const std::vector<double> partial{1.0, 1.5};
    const DiagnosticsInput some{comparisons, kLengths, 0.0, std::nullopt, partial};
    QVERIFY(!computeJudgeDiagnostics({&some, 1}).lengthBiasSlope.has_value());
}

void JudgeDiagnosticsTest::noSlopeSaysWhatIsMissing() {
    const std::vector<Comparison> comparisons = judgedWithLengthSlope(0.7);
    // "slope", or the name of the gap; a slope with a gap, or neither, is a failure.
    const auto outcome = [&](std::span<const Comparison> judged, std::span<const int> lengths,
                             std::span<const double> reference) {
        const DiagnosticsInput input{judged, lengths, 0.0, std::nullopt, reference};
        const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
        if (diagnostics.lengthBiasSlope.has_value() == diagnostics.lengthBiasGap.has_value()) {
            return QStringLiteral("a slope and a gap, or neither");
        }
        return diagnostics.lengthBiasSlope
                   ? QStringLiteral("slope")
                   : QString::fromLatin1(lengthBiasGapName(*diagnostics.lengthBiasGap));
    };
    QCOMPARE(outcome(comparisons, kLengths, kReference), QStringLiteral("slope"));
    // Nothing measures quality: neither reference scores nor labels.
    QCOMPARE(outcome(comparisons, kLengths, {}), QStringLiteral("no_quality"));
    // Three judgements for three coefficients (intercept, length, reference); four suffice.
    QCOMPARE(outcome(std::span(comparisons).first(3), kLengths, kReference),
             QStringLiteral("too_few_judgements"));
    QCOMPARE(outcome(std::span(comparisons).first(4), kLengths, kReference),
             QStringLiteral("slope"));
    // Texts of one length, and lengths that are a linear function of the reference scores.
    const std::vector<int> equal{500, 500, 500, 500};
    QCOMPARE(outcome(comparisons, equal, kReference), QStringLiteral("length_follows_quality"));
    const std::vector<int> proportional{100, 350, 1100, 1200}; // 500 r − 400
    QCOMPARE(outcome(comparisons, proportional, kReference),
             QStringLiteral("length_follows_quality"));
    // The JSON says which, for scripts.
    const DiagnosticsInput blind{comparisons, kLengths, 0.0, std::nullopt};
    const QJsonObject json = toJson(computeJudgeDiagnostics({&blind, 1}));
    QCOMPARE(json.value(QStringLiteral("length_bias_not_measured")).toString(),
             QStringLiteral("no_quality"));
    QVERIFY(!json.contains(QStringLiteral("length_bias_slope")));
}

void JudgeDiagnosticsTest::peoplesVerdictsHoldQualityFixed() {
    // Six texts; people labelled every pair but {0, 5} by quality (text i better than j
    // when i > j), a tie on {1, 2}, as human_label_experts.h makes them: two experts per
    // label, p = 1 − 10⁻⁶ for the chosen one. The judge answers σ(0.3 + 1.2 v + 0.5 Δℓ/1000),
    // v = 2 h − 1 the people's verdict for a; its judgement of the unlabelled pair is left out.
    const std::vector<int> lengths{300, 200, 900, 1200, 1000, 2600};
    std::vector<Comparison> labels;
    const auto verdictFor = [](int a, int b) {
        if ((a == 1 && b == 2) || (a == 2 && b == 1)) {
            return 0.5;
        }
        return a > b ? 1.0 - pairrank::stats::kProbabilityFloor
                     : pairrank::stats::kProbabilityFloor;
    };
    std::vector<Comparison> comparisons;
    for (int a = 0; a < 6; ++a) {
        for (int b = a + 1; b < 6; ++b) {
            const bool labelled = !(a == 0 && b == 5);
            if (labelled) {
                labels.push_back({a, b, verdictFor(a, b), 0.5});
                labels.push_back({b, a, 1.0 - verdictFor(a, b), 0.5});
            }
            for (const auto& [first, second] : {std::pair{a, b}, std::pair{b, a}}) {
                const double verdict = labelled ? 2.0 * verdictFor(first, second) - 1.0 : 5.0;
                const double length = (lengths[first] - lengths[second]) / 1000.0;
                comparisons.push_back({first, second,
                                       pairrank::stats::sigmoid(0.3 + 1.2 * verdict + 0.5 * length),
                                       1.0});
            }
        }
    }
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt, {}, labels};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QVERIFY(diagnostics.lengthBiasSlope.has_value());
    QVERIFY2(std::abs(diagnostics.lengthBiasSlope->value - 0.5) < 1e-9,
             qPrintable(QString::number(diagnostics.lengthBiasSlope->value, 'g', 12)));
    QCOMPARE(diagnostics.lengthBiasSlope->count, 28.0); // 15 pairs × 2 orders, less {0, 5}'s

    // People called every pair they labelled a tie: equally good texts, so the judge's
    // answers on them measure the length bias alone, σ(0.3 + 0.5 Δℓ/1000).
    std::vector<Comparison> ties;
    std::vector<Comparison> onTies;
    for (int a = 0; a < 6; ++a) {
        for (int b = a + 1; b < 6; ++b) {
            ties.push_back({a, b, 0.5, 0.5});
            ties.push_back({b, a, 0.5, 0.5});
            for (const auto& [first, second] : {std::pair{a, b}, std::pair{b, a}}) {
                const double length = (lengths[first] - lengths[second]) / 1000.0;
                onTies.push_back(
                    {first, second, pairrank::stats::sigmoid(0.3 + 0.5 * length), 1.0});
            }
        }
    }
    const DiagnosticsInput tied{onTies, lengths, 0.0, std::nullopt, {}, ties};
    const auto slope = computeJudgeDiagnostics({&tied, 1}).lengthBiasSlope;
    QVERIFY(slope.has_value());
    QVERIFY2(std::abs(slope->value - 0.5) < 1e-9,
             qPrintable(QString::number(slope->value, 'g', 12)));
}

void JudgeDiagnosticsTest::lengthIntervalCoversWhenTextsRecur() {
    // 400 simulated projects of 30 texts with random lengths and reference scores, 300
    // judgements each of random ordered pairs, so every text is in about 20 of them:
    //   logit p = 0.2 + γ Δℓ/1000 + Δr + (u_a − u_b) + ε,   γ = 0.4,
    // u_t ~ N(0, 0.8²) what the judge likes in text t beyond its reference score (it
    // enters every judgement of t), ε ~ N(0, 0.5²). Intervals that took the judgements
    // for independent would hold γ in about half of the projects.
    constexpr double kGamma = 0.4;
    constexpr int kProjects = 400;
    constexpr int kTexts = 30;
    constexpr int kJudgements = 300;
    pairrank::stats::Random random(20261202);
    int covered = 0;
    double sumOfWidths = 0.0;
    for (int project = 0; project < kProjects; ++project) {
        std::vector<int> lengths;
        std::vector<double> reference;
        std::vector<double> liked;
        for (int t = 0; t < kTexts; ++t) {
            lengths.push_back(100 + static_cast<int>(random.uniformInt(2900)));
            reference.push_back(random.normal());
            liked.push_back(random.normal(0.0, 0.8));
        }
        std::vector<Comparison> comparisons;
        for (int k = 0; k < kJudgements; ++k) {
            const int a = static_cast<int>(random.uniformInt(kTexts));
            const int b = (a + 1 + static_cast<int>(random.uniformInt(kTexts - 1))) % kTexts;
            const auto ua = static_cast<std::size_t>(a);
            const auto ub = static_cast<std::size_t>(b);
            const double logit = 0.2 + kGamma * (lengths[ua] - lengths[ub]) / 1000.0 +
                                 (reference[ua] - reference[ub]) + (liked[ua] - liked[ub]) +
                                 random.normal(0.0, 0.5);
            comparisons.push_back({a, b, pairrank::stats::sigmoid(logit), 1.0});
        }
        const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt, reference};
        const auto slope = computeJudgeDiagnostics({&input, 1}).lengthBiasSlope;
        QVERIFY(slope.has_value());
        covered += slope->interval.lower <= kGamma && kGamma <= slope->interval.upper ? 1 : 0;
        sumOfWidths += slope->interval.upper - slope->interval.lower;
    }
    const double coverage = static_cast<double>(covered) / kProjects;
    qInfo("95 %% intervals of the length bias: coverage %.3f, mean width %.3f", coverage,
          sumOfWidths / kProjects);
    // With 30 texts the clustered variance is still a little low (few independent units),
    // so the coverage is a little under 95 % (0.92 here; 0.49 with the classical
    // σ̂²(XᵀX)⁻¹); 0.88 is 5 binomial standard errors below 0.95.
    QVERIFY2(coverage >= 0.88, qPrintable(QString::number(coverage)));
}

void JudgeDiagnosticsTest::orderConsistencyCountsAgreeingPairs() {
    // Pair {0,1}: agree (0 wins both); pair {0,2}: disagree; pair {1,2}: one order only.
    const std::vector<Comparison> comparisons{
        {0, 1, 0.9, 1.0}, {1, 0, 0.2, 1.0}, {0, 2, 0.9, 1.0}, {2, 0, 0.9, 1.0}, {1, 2, 0.6, 1.0}};
    const std::vector<int> lengths{1, 2, 3};
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QCOMPARE(diagnostics.orderConsistency->count, 2.0);
    QCOMPARE(diagnostics.orderConsistency->value, 0.5);
    QVERIFY(diagnostics.orderConsistency->interval.lower < 0.5);
    QVERIFY(diagnostics.orderConsistency->interval.upper > 0.5);
}

void JudgeDiagnosticsTest::orderConsistencyTakesTheFirstAnswerOfEachOrder() {
    // Both pairs agree on their first answer in each order, and disagree on their last
    // ones; pair {2,3} was asked high-first before low-first.
    const std::vector<Comparison> comparisons{
        {1, 0, 0.2, 1.0}, // {0,1} high-first: 0 wins
        {0, 1, 0.9, 1.0}, // {0,1} low-first: 0 wins
        {0, 1, 0.1, 1.0}, // {0,1} low-first again: 1 wins
        {3, 2, 0.3, 1.0}, // {2,3} high-first: 2 wins
        {2, 3, 0.7, 1.0}, // {2,3} low-first: 2 wins
        {3, 2, 0.9, 1.0}, // {2,3} high-first again: 3 wins
    };
    const std::vector<int> lengths{1, 2, 3, 4};
    const DiagnosticsInput input{comparisons, lengths, 0.0, std::nullopt};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics({&input, 1});
    QCOMPARE(diagnostics.orderConsistency->count, 2.0);
    QCOMPARE(diagnostics.orderConsistency->value, 1.0);
}

void JudgeDiagnosticsTest::fittedHomeAdvantagesArePooledByPrecision() {
    const std::vector<Comparison> comparisons{{0, 1, 0.6, 1.0}};
    const std::vector<int> lengths{1, 2};
    // Standard errors 1 and 0.5: precisions 1 and 4; mean (1·0 + 4·1) / 5 = 0.8.
    const std::vector<DiagnosticsInput> inputs{{comparisons, lengths, 0.0, 1.0},
                                               {comparisons, lengths, 1.0, 0.5}};
    const JudgeDiagnostics diagnostics = computeJudgeDiagnostics(inputs);
    QVERIFY(std::abs(diagnostics.homeAdvantage->value - 0.8) < 1e-12);
    const double error = 1.0 / std::sqrt(5.0);
    QVERIFY(std::abs(diagnostics.homeAdvantage->interval.upper - 0.8 - 1.959963984540054 * error) <
            1e-9);
}

QTEST_GUILESS_MAIN(JudgeDiagnosticsTest)
#include "test_judge_diagnostics.moc"
