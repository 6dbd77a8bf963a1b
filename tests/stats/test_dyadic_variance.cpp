// The dyadic-robust variance against cases whose value follows from its definition:
// observations that share no unit (White's estimate), a star of observations around one
// unit (their sum is one correlated block), a dyad asked twice, and a cycle whose
// alternating signs make the shared-unit sum negative; and the count of distinct units.
#include "core/stats/dyadic_variance.h"

#include <QTest>

#include <vector>

using pairrank::stats::Dyad;
using pairrank::stats::dyadicRobustVariance;

class DyadicVarianceTest : public QObject {
    Q_OBJECT

private slots:
    void noObservationsHaveNoVariance();
    void observationsSharingNoUnitAreIndependent();
    void aStarIsOneBlock();
    void aDyadObservedTwiceIsOneBlock();
    void alternatingSignsAroundACycleFallBackToIndependence();
};

void DyadicVarianceTest::noObservationsHaveNoVariance() {
    QCOMPARE(dyadicRobustVariance({}, {}).variance, 0.0);
    QCOMPARE(dyadicRobustVariance({}, {}).units, 0);
}

void DyadicVarianceTest::observationsSharingNoUnitAreIndependent() {
    const std::vector<double> z{0.5, -1.5, 2.0};
    const std::vector<Dyad> dyads{{0, 1}, {3, 2}, {4, 5}};
    QCOMPARE(dyadicRobustVariance(z, dyads).variance, 0.25 + 2.25 + 4.0);
    QCOMPARE(dyadicRobustVariance(z, dyads).units, 6);
}

void DyadicVarianceTest::aStarIsOneBlock() {
    // Every observation shares unit 7: every pair (k, l) counts, so V = (Σ z)².
    const std::vector<double> z{1.0, 2.0, 0.5, 1.5};
    const std::vector<Dyad> dyads{{7, 0}, {1, 7}, {7, 2}, {3, 7}};
    QCOMPARE(dyadicRobustVariance(z, dyads).variance, 25.0);
    QCOMPARE(dyadicRobustVariance(z, dyads).units, 5); // ids 0–3 and 7; 4–6 unused
}

void DyadicVarianceTest::aDyadObservedTwiceIsOneBlock() {
    // (0, 1) and (1, 0) share both texts and count once each way: (z₁ + z₂)², beside an
    // unrelated observation.
    const std::vector<double> z{1.0, 3.0, -2.0};
    const std::vector<Dyad> dyads{{0, 1}, {1, 0}, {2, 3}};
    QCOMPARE(dyadicRobustVariance(z, dyads).variance, 16.0 + 4.0);
    QCOMPARE(dyadicRobustVariance(z, dyads).units, 4);
}

void DyadicVarianceTest::alternatingSignsAroundACycleFallBackToIndependence() {
    // 0–1–2–3–0 with z = +1, −1, +1, −1: every unit's sum is 0, so (1) is 0 − 4 < 0;
    // the estimate is the independent Σ z² = 4.
    const std::vector<double> z{1.0, -1.0, 1.0, -1.0};
    const std::vector<Dyad> dyads{{0, 1}, {1, 2}, {2, 3}, {3, 0}};
    QCOMPARE(dyadicRobustVariance(z, dyads).variance, 4.0);
}

QTEST_GUILESS_MAIN(DyadicVarianceTest)
#include "test_dyadic_variance.moc"
