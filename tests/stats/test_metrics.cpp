// Tests of the evaluation metrics against values computed by hand (the
// arithmetic is in the comments), against identities (±1 for perfect and
// reversed orderings, invariance under monotone transforms), and their errors.
#include "core/stats/metrics.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <vector>

using namespace pairrank::stats;

using Values = std::vector<double>;
using Labels = std::vector<int>;
using PairedMetric =
    std::function<Result<double>(std::span<const double>, std::span<const double>)>;

Q_DECLARE_METATYPE(Values)
Q_DECLARE_METATYPE(Labels)
Q_DECLARE_METATYPE(PairedMetric)

namespace {

constexpr double kTolerance = 1e-12;

PairedMetric spearman() {
    return [](std::span<const double> x, std::span<const double> y) {
        return spearmanCorrelation(x, y);
    };
}
// Spearman's ρ of x against y as a fixed reference, ranked once.
PairedMetric spearmanAgainstReference() {
    return [](std::span<const double> x, std::span<const double> y) -> Result<double> {
        const Result<SpearmanReference> reference = SpearmanReference::create(y);
        if (!reference) {
            return reference.error();
        }
        return reference->correlate(x);
    };
}
PairedMetric pearson() {
    return [](std::span<const double> x, std::span<const double> y) {
        return pearsonCorrelation(x, y);
    };
}
PairedMetric kendall() {
    return [](std::span<const double> x, std::span<const double> y) {
        return kendallTauB(x, y);
    };
}
PairedMetric accuracy() {
    return [](std::span<const double> x, std::span<const double> y) {
        return pairwiseAccuracy(x, y);
    };
}

} // namespace

class MetricsTest : public QObject {
    Q_OBJECT

private slots:
    void averageRanksShareTies_data();
    void averageRanksShareTies();
    void handComputedValues_data();
    void handComputedValues();
    void perfectAndReversedOrderings_data();
    void perfectAndReversedOrderings();
    void rankMetricsAreInvariantUnderMonotoneTransforms_data();
    void rankMetricsAreInvariantUnderMonotoneTransforms();
    void pairedMetricErrors_data();
    void pairedMetricErrors();
    void areaUnderRocCurve_data();
    void areaUnderRocCurve();
    void areaUnderRocCurveErrors_data();
    void areaUnderRocCurveErrors();
    void expectedCalibrationError_data();
    void expectedCalibrationError();
    void expectedCalibrationErrorErrors_data();
    void expectedCalibrationErrorErrors();
};

void MetricsTest::averageRanksShareTies_data() {
    QTest::addColumn<Values>("values");
    QTest::addColumn<Values>("expected");
    QTest::newRow("distinct") << Values{30, 10, 20} << Values{3, 1, 2};
    // 20 and 20 occupy ranks 2 and 3 → both get 2.5.
    QTest::newRow("one tie") << Values{10, 20, 20, 30} << Values{1, 2.5, 2.5, 4};
    // Three 5s occupy ranks 1–3 → 2; two 7s occupy ranks 4–5 → 4.5.
    QTest::newRow("two tie groups") << Values{7, 5, 5, 7, 5} << Values{4.5, 2, 2, 4.5, 2};
    QTest::newRow("all tied") << Values{1, 1, 1, 1} << Values{2.5, 2.5, 2.5, 2.5};
    QTest::newRow("single") << Values{42} << Values{1};
}

void MetricsTest::averageRanksShareTies() {
    QFETCH(Values, values);
    QFETCH(Values, expected);
    const Result<std::vector<double>> ranks = averageRanks(values);
    QVERIFY2(ranks.ok(), ranks.ok() ? "" : ranks.error().message.c_str());
    QCOMPARE(*ranks, expected);
}

void MetricsTest::handComputedValues_data() {
    QTest::addColumn<PairedMetric>("metric");
    QTest::addColumn<Values>("x");
    QTest::addColumn<Values>("y");
    QTest::addColumn<double>("expected");

    // d = (−1, 1, −1, 1, 0), Σd² = 4, ρ = 1 − 6·4 / (5·(25 − 1)) = 1 − 24/120 = 0.8.
    QTest::newRow("spearman, no ties")
        << spearman() << Values{1, 2, 3, 4, 5} << Values{2, 1, 4, 3, 5} << 0.8;
    // Ranks of x: (1, 2.5, 2.5, 4), of y: (1, 2, 3, 4); both means 2.5.
    // Σ dx·dy = 2.25 + 0 + 0 + 2.25 = 4.5, Σ dx² = 4.5, Σ dy² = 5 → ρ = 4.5/√22.5 = √0.9.
    QTest::newRow("spearman, tie in x")
        << spearman() << Values{1, 2, 2, 3} << Values{1, 2, 3, 4} << std::sqrt(0.9);
    // d = (−2, −2, 2, 2), Σd² = 16, ρ = 1 − 6·16 / (4·15) = −0.6.
    QTest::newRow("spearman, two swapped halves")
        << spearman() << Values{1, 2, 3, 4} << Values{3, 4, 1, 2} << -0.6;
    QTest::newRow("spearman against a reference, no ties")
        << spearmanAgainstReference() << Values{1, 2, 3, 4, 5} << Values{2, 1, 4, 3, 5} << 0.8;
    QTest::newRow("spearman against a reference, tie in the scores")
        << spearmanAgainstReference() << Values{1, 2, 2, 3} << Values{1, 2, 3, 4} << std::sqrt(0.9);
    QTest::newRow("spearman against a reference, tie in the reference")
        << spearmanAgainstReference() << Values{1, 2, 3, 4} << Values{1, 2, 2, 3} << std::sqrt(0.9);

    // Means 2 and 7/3; dx = (−1, 0, 1), dy = (−4/3, −1/3, 5/3);
    // Σ dx·dy = 3, Σ dx² = 2, Σ dy² = 42/9 → r = 3 / √(84/9) = 9/√84.
    QTest::newRow("pearson") << pearson() << Values{1, 2, 3} << Values{1, 2, 4}
                             << 9 / std::sqrt(84.0);

    // Pairs (1-based): (1,2) c, (1,3) c, (1,4) c, (2,3) tied in x, (2,4) c, (3,4) c.
    // n0 = 6, n1 = 1, n2 = 0 → τ-b = 5 / √(5·6) = 5/√30.
    QTest::newRow("kendall, tie in x")
        << kendall() << Values{1, 2, 2, 3} << Values{1, 2, 3, 4} << 5 / std::sqrt(30.0);
    // (1,2) tied in x, (2,3) tied in y, the other 4 pairs concordant.
    // τ-b = 4 / √((6 − 1)(6 − 1)) = 0.8.
    QTest::newRow("kendall, ties in both")
        << kendall() << Values{1, 1, 2, 3} << Values{1, 2, 2, 3} << 0.8;
    // (1,2) c, (1,3) d, (1,4) d, (2,3) d, (2,4) d, (3,4) c → (2 − 4) / 6.
    QTest::newRow("kendall, two swapped halves")
        << kendall() << Values{1, 2, 3, 4} << Values{3, 4, 1, 2} << -1.0 / 3.0;

    // Truth (1, 2, 3, 3): 5 pairs differ (pair (3,4) is tied and skipped). Prediction
    // (1, 3, 2, 2) orders (1,2), (1,3), (1,4) right and (2,3), (2,4) wrong → 3/5.
    QTest::newRow("pairwise accuracy")
        << accuracy() << Values{1, 2, 3, 3} << Values{1, 3, 2, 2} << 0.6;
    // (1,2) tied in the prediction counts 1/2, (1,3) and (2,3) right → 2.5/3.
    QTest::newRow("pairwise accuracy, tied prediction")
        << accuracy() << Values{1, 2, 3} << Values{1, 1, 2} << 2.5 / 3.0;
}

void MetricsTest::handComputedValues() {
    QFETCH(PairedMetric, metric);
    QFETCH(Values, x);
    QFETCH(Values, y);
    QFETCH(double, expected);
    const Result<double> value = metric(x, y);
    QVERIFY2(value.ok(), value.ok() ? "" : value.error().message.c_str());
    QVERIFY2(std::abs(*value - expected) < kTolerance,
             qPrintable(QStringLiteral("got %1, expected %2")
                            .arg(*value, 0, 'g', 17)
                            .arg(expected, 0, 'g', 17)));
}

void MetricsTest::perfectAndReversedOrderings_data() {
    QTest::addColumn<PairedMetric>("metric");
    QTest::addColumn<double>("perfect");
    QTest::addColumn<double>("reversed");
    QTest::newRow("spearman") << spearman() << 1.0 << -1.0;
    QTest::newRow("spearman against a reference") << spearmanAgainstReference() << 1.0 << -1.0;
    QTest::newRow("kendall") << kendall() << 1.0 << -1.0;
    QTest::newRow("pairwise accuracy") << accuracy() << 1.0 << 0.0;
    QTest::newRow("pearson") << pearson() << 1.0 << -1.0; // the sequences below are linear
}

void MetricsTest::perfectAndReversedOrderings() {
    QFETCH(PairedMetric, metric);
    QFETCH(double, perfect);
    QFETCH(double, reversed);
    Values x;
    Values same;
    Values opposite;
    for (int i = 0; i < 25; ++i) {
        x.push_back(0.3 * i - 2);
        same.push_back(2 * i + 7);
        opposite.push_back(-5.0 * i);
    }
    QCOMPARE(*metric(x, same), perfect);
    QCOMPARE(*metric(x, opposite), reversed);
}

void MetricsTest::rankMetricsAreInvariantUnderMonotoneTransforms_data() {
    QTest::addColumn<PairedMetric>("metric");
    QTest::newRow("spearman") << spearman();
    QTest::newRow("spearman against a reference") << spearmanAgainstReference();
    QTest::newRow("kendall") << kendall();
    QTest::newRow("pairwise accuracy") << accuracy();
}

void MetricsTest::rankMetricsAreInvariantUnderMonotoneTransforms() {
    QFETCH(PairedMetric, metric);
    // Scattered values with ties in both sequences.
    const Values x{0.3, -1.2, 2.5, 0.3, 4.0, -0.7, 1.1, 2.5, -3.0, 0.0};
    const Values y{1.0, -2.0, 0.5, 1.0, 3.0, 0.5, -1.0, 2.0, -2.0, 0.7};
    Values transformedX;
    Values transformedY;
    for (std::size_t i = 0; i < x.size(); ++i) {
        transformedX.push_back(std::exp(x[i]));
        transformedY.push_back(y[i] * y[i] * y[i] + 10);
    }
    const double original = *metric(x, y);
    QVERIFY(std::abs(*metric(transformedX, transformedY) - original) < kTolerance);
    QVERIFY(std::abs(original) < 1.0); // the case is not trivially perfect
}

void MetricsTest::pairedMetricErrors_data() {
    QTest::addColumn<PairedMetric>("metric");
    QTest::addColumn<Values>("x");
    QTest::addColumn<Values>("y");
    QTest::addColumn<QString>("expectedMessagePart");
    const std::vector<std::pair<const char*, PairedMetric>> metrics{
        {"spearman", spearman()},
        {"spearman against a reference", spearmanAgainstReference()},
        {"pearson", pearson()},
        {"kendall", kendall()},
        {"accuracy", accuracy()}};
    for (const auto& [name, metric] : metrics) {
        QTest::addRow("%s: size mismatch", name)
            << metric << Values{1, 2, 3} << Values{1, 2} << QStringLiteral("has 3 values but");
        QTest::addRow("%s: one item", name)
            << metric << Values{1} << Values{1} << QStringLiteral("at least 2 items");
        QTest::addRow("%s: NaN", name) << metric << Values{1, NAN, 3} << Values{1, 2, 3}
                                       << QStringLiteral("[1] is not a finite number");
        QTest::addRow("%s: infinity", name) << metric << Values{1, 2, 3} << Values{1, 2, INFINITY}
                                            << QStringLiteral("[2] is not a finite number");
    }
    QTest::newRow("spearman: constant y")
        << spearman() << Values{1, 2, 3} << Values{4, 4, 4} << QStringLiteral("y is constant");
    QTest::newRow("spearman against a reference: constant reference")
        << spearmanAgainstReference() << Values{1, 2, 3} << Values{4, 4, 4}
        << QStringLiteral("reference is constant");
    QTest::newRow("spearman against a reference: constant scores")
        << spearmanAgainstReference() << Values{4, 4, 4} << Values{1, 2, 3}
        << QStringLiteral("scores is constant");
    QTest::newRow("pearson: constant x")
        << pearson() << Values{5, 5, 5} << Values{1, 2, 3} << QStringLiteral("x is constant");
    QTest::newRow("kendall: constant x")
        << kendall() << Values{5, 5} << Values{1, 2} << QStringLiteral("x is constant");
    QTest::newRow("accuracy: constant truth") << accuracy() << Values{5, 5} << Values{1, 2}
                                              << QStringLiteral("every truth value is the same");
}

void MetricsTest::pairedMetricErrors() {
    QFETCH(PairedMetric, metric);
    QFETCH(Values, x);
    QFETCH(Values, y);
    QFETCH(QString, expectedMessagePart);
    const Result<double> value = metric(x, y);
    QVERIFY(!value.ok());
    QVERIFY2(QString::fromStdString(value.error().message).contains(expectedMessagePart),
             value.error().message.c_str());
}

void MetricsTest::areaUnderRocCurve_data() {
    QTest::addColumn<Values>("scores");
    QTest::addColumn<Labels>("labels");
    QTest::addColumn<double>("expected");
    QTest::newRow("separable") << Values{0.1, 0.2, 0.7, 0.9} << Labels{0, 0, 1, 1} << 1.0;
    QTest::newRow("reversed") << Values{0.1, 0.2, 0.7, 0.9} << Labels{1, 1, 0, 0} << 0.0;
    QTest::newRow("identical scores")
        << Values{0.4, 0.4, 0.4, 0.4, 0.4} << Labels{0, 1, 1, 0, 1} << 0.5;
    // Positives 0.35 and 0.8 against negatives 0.1 and 0.4: 0.35 beats 0.1 only,
    // 0.8 beats both → 3 of 4 pairs.
    QTest::newRow("textbook") << Values{0.1, 0.4, 0.35, 0.8} << Labels{0, 0, 1, 1} << 0.75;
    // Positive 0.5 ties negative 0.5 (½) and beats 0.2 (1); positive 0.9 beats both (2) → 3.5 / 4.
    QTest::newRow("one tie") << Values{0.2, 0.5, 0.5, 0.9} << Labels{0, 0, 1, 1} << 0.875;
}

void MetricsTest::areaUnderRocCurve() {
    QFETCH(Values, scores);
    QFETCH(Labels, labels);
    QFETCH(double, expected);
    const Result<double> area = pairrank::stats::areaUnderRocCurve(scores, labels);
    QVERIFY2(area.ok(), area.ok() ? "" : area.error().message.c_str());
    QVERIFY(std::abs(*area - expected) < kTolerance);
}

void MetricsTest::areaUnderRocCurveErrors_data() {
    QTest::addColumn<Values>("scores");
    QTest::addColumn<Labels>("labels");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("size mismatch")
        << Values{1, 2} << Labels{0, 1, 1} << QStringLiteral("but labels has 3");
    QTest::newRow("one item") << Values{1} << Labels{1} << QStringLiteral("at least 2");
    QTest::newRow("no negative") << Values{1, 2} << Labels{1, 1} << QStringLiteral("no negative");
    QTest::newRow("no positive") << Values{1, 2} << Labels{0, 0} << QStringLiteral("no positive");
    QTest::newRow("bad label") << Values{1, 2} << Labels{0, 2} << QStringLiteral("labels[1] is 2");
    QTest::newRow("NaN score") << Values{NAN, 2} << Labels{0, 1} << QStringLiteral("scores[0]");
}

void MetricsTest::areaUnderRocCurveErrors() {
    QFETCH(Values, scores);
    QFETCH(Labels, labels);
    QFETCH(QString, expectedMessagePart);
    const Result<double> area = pairrank::stats::areaUnderRocCurve(scores, labels);
    QVERIFY(!area.ok());
    QVERIFY2(QString::fromStdString(area.error().message).contains(expectedMessagePart),
             area.error().message.c_str());
}

void MetricsTest::expectedCalibrationError_data() {
    QTest::addColumn<Values>("probabilities");
    QTest::addColumn<Labels>("outcomes");
    QTest::addColumn<int>("binCount");
    QTest::addColumn<double>("expected");
    // Bin of 0.25 holds 1 positive in 4, bin of 0.75 holds 3 in 4: perfectly calibrated.
    QTest::newRow("calibrated bins") << Values{0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75}
                                     << Labels{1, 0, 0, 0, 1, 1, 1, 0} << 10 << 0.0;
    // One bin, mean p 0.9, mean outcome 0.5 → 0.4.
    QTest::newRow("over-confident") << Values{0.9, 0.9} << Labels{1, 0} << 10 << 0.4;
    // Bins 2 and 8: ½·|0 − 0.2| + ½·|1 − 0.8| = 0.2.
    QTest::newRow("ten bins") << Values{0.2, 0.2, 0.8, 0.8} << Labels{0, 0, 1, 1} << 10 << 0.2;
    // One bin: |mean outcome 0.5 − mean p 0.5| = 0: the bin count matters.
    QTest::newRow("one bin") << Values{0.2, 0.2, 0.8, 0.8} << Labels{0, 0, 1, 1} << 1 << 0.0;
    // p = 1 falls into the last bin, p = 0 into the first: both exact → 0.
    QTest::newRow("edges") << Values{0.0, 1.0} << Labels{0, 1} << 5 << 0.0;
}

void MetricsTest::expectedCalibrationError() {
    QFETCH(Values, probabilities);
    QFETCH(Labels, outcomes);
    QFETCH(int, binCount);
    QFETCH(double, expected);
    const Result<double> error =
        pairrank::stats::expectedCalibrationError(probabilities, outcomes, binCount);
    QVERIFY2(error.ok(), error.ok() ? "" : error.error().message.c_str());
    QVERIFY(std::abs(*error - expected) < kTolerance);
}

void MetricsTest::expectedCalibrationErrorErrors_data() {
    QTest::addColumn<Values>("probabilities");
    QTest::addColumn<Labels>("outcomes");
    QTest::addColumn<int>("binCount");
    QTest::addColumn<QString>("expectedMessagePart");
    QTest::newRow("size mismatch")
        << Values{0.5} << Labels{0, 1} << 10 << QStringLiteral("outcomes has 2");
    QTest::newRow("empty") << Values{} << Labels{} << 10 << QStringLiteral("at least 1 item");
    QTest::newRow("zero bins") << Values{0.5} << Labels{1} << 0 << QStringLiteral("binCount");
    QTest::newRow("probability above 1")
        << Values{0.5, 1.5} << Labels{0, 1} << 10 << QStringLiteral("probabilities[1]");
    QTest::newRow("NaN probability")
        << Values{NAN} << Labels{1} << 10 << QStringLiteral("probabilities[0]");
    QTest::newRow("bad outcome") << Values{0.5} << Labels{-1} << 10
                                 << QStringLiteral("outcomes[0] is -1");
}

void MetricsTest::expectedCalibrationErrorErrors() {
    QFETCH(Values, probabilities);
    QFETCH(Labels, outcomes);
    QFETCH(int, binCount);
    QFETCH(QString, expectedMessagePart);
    const Result<double> error =
        pairrank::stats::expectedCalibrationError(probabilities, outcomes, binCount);
    QVERIFY(!error.ok());
    QVERIFY2(QString::fromStdString(error.error().message).contains(expectedMessagePart),
             error.error().message.c_str());
}

QTEST_APPLESS_MAIN(MetricsTest)
#include "test_metrics.moc"
