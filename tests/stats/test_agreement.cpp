// Tests of Cohen's and Fleiss' κ against published worked examples and identities.
#include "core/stats/agreement.h"

#include <QTest>

#include <vector>

using namespace pairrank::stats;

namespace {

// Expands a 2 × 2 table of (first, second) rating counts into two rating sequences.
void expand(int count, int firstRating, int secondRating, std::vector<int>& first,
            std::vector<int>& second) {
    first.insert(first.end(), static_cast<std::size_t>(count), firstRating);
    second.insert(second.end(), static_cast<std::size_t>(count), secondRating);
}

} // namespace

class AgreementTest : public QObject {
    Q_OBJECT

private slots:
    // Cohen's (1960) textbook table: 50 items, (yes, yes) 20, (yes, no) 5, (no, yes) 10,
    // (no, no) 15. By hand: p_o = 35/50 = 0.7; the first rater says yes 25/50, the
    // second 30/50, so p_e = 0.5·0.6 + 0.5·0.4 = 0.5 and κ = (0.7 − 0.5)/(1 − 0.5) = 0.4.
    void cohenMatchesTheTextbookExample() {
        std::vector<int> first, second;
        expand(20, 1, 1, first, second);
        expand(5, 1, 0, first, second);
        expand(10, 0, 1, first, second);
        expand(15, 0, 0, first, second);
        const auto kappa = cohenKappa(first, second, 2);
        QVERIFY2(kappa.ok(), kappa.error().message.c_str());
        QCOMPARE(kappa->items, 50);
        QVERIFY(qAbs(kappa->observedAgreement - 0.7) < 1e-12);
        QVERIFY(qAbs(kappa->chanceAgreement - 0.5) < 1e-12);
        QVERIFY(qAbs(kappa->kappa - 0.4) < 1e-12);
    }

    // κ does not depend on which rater is first, nor on the names of the categories.
    void cohenIsSymmetricAndIgnoresCategoryNames() {
        const std::vector<int> first{0, 1, 2, 2, 1, 0, 0, 2, 1, 1, 2, 0};
        const std::vector<int> second{0, 1, 1, 2, 1, 0, 2, 2, 0, 1, 2, 0};
        const std::vector<int> renamedFirst{2, 0, 1, 1, 0, 2, 2, 1, 0, 0, 1, 2};
        const std::vector<int> renamedSecond{2, 0, 0, 1, 0, 2, 1, 1, 2, 0, 1, 2};
        const double forward = cohenKappa(first, second, 3)->kappa;
        QVERIFY(qAbs(forward - cohenKappa(second, first, 3)->kappa) < 1e-12);
        QVERIFY(qAbs(forward - cohenKappa(renamedFirst, renamedSecond, 3)->kappa) < 1e-12);
    }

    void cohenIsOneForPerfectAgreementAndNegativeForSystematicDisagreement() {
        const std::vector<int> ratings{0, 1, 1, 0, 1, 0};
        QCOMPARE(cohenKappa(ratings, ratings, 2)->kappa, 1.0);
        const std::vector<int> opposite{1, 0, 0, 1, 0, 1};
        QCOMPARE(cohenKappa(ratings, opposite, 2)->kappa, -1.0);
    }

    // Fleiss' (1971) worked example as reproduced in most textbooks: 10 items, 14 raters,
    // 5 categories; P̄ = 0.378, P̄e = 0.213, κ = 0.210 (to three decimals).
    void fleissMatchesThePublishedExample() {
        const std::vector<int> counts{
            0, 0, 0, 0, 14, //
            0, 2, 6, 4, 2,  //
            0, 0, 3, 5, 6,  //
            0, 3, 9, 2, 0,  //
            2, 2, 8, 1, 1,  //
            7, 7, 0, 0, 0,  //
            3, 2, 6, 3, 0,  //
            2, 5, 3, 2, 2,  //
            6, 5, 2, 1, 0,  //
            0, 2, 2, 3, 7,  //
        };
        const auto kappa = fleissKappa(counts, 5);
        QVERIFY2(kappa.ok(), kappa.error().message.c_str());
        QCOMPARE(kappa->items, 10);
        QVERIFY(qAbs(kappa->observedAgreement - 0.378) < 5e-4);
        QVERIFY(qAbs(kappa->chanceAgreement - 0.213) < 5e-4);
        QVERIFY(qAbs(kappa->kappa - 0.210) < 5e-4);
    }

    // With two raters, Fleiss' κ is Scott's π: p_o as Cohen's, p_e from the pooled shares.
    void fleissWithTwoRatersIsScottsPi() {
        std::vector<int> first, second;
        expand(20, 1, 1, first, second);
        expand(5, 1, 0, first, second);
        expand(10, 0, 1, first, second);
        expand(15, 0, 0, first, second);
        std::vector<int> counts;
        for (std::size_t item = 0; item < first.size(); ++item) {
            counts.push_back((first[item] == 0) + (second[item] == 0));
            counts.push_back((first[item] == 1) + (second[item] == 1));
        }
        // Pooled share of "yes": 55/100, so p_e = 0.55² + 0.45² = 0.505.
        const double scottsPi = (0.7 - 0.505) / (1.0 - 0.505);
        const auto kappa = fleissKappa(counts, 2);
        QVERIFY2(kappa.ok(), kappa.error().message.c_str());
        QVERIFY(qAbs(kappa->kappa - scottsPi) < 1e-12);
    }

    void badInputIsRefusedWithAReason_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("expectedFragment");
        QTest::newRow("lengths differ") << 0 << "same items";
        QTest::newRow("no items") << 1 << "no item";
        QTest::newRow("category out of range") << 2 << "second[1] = 3";
        QTest::newRow("one category") << 3 << "at least 2";
        QTest::newRow("all in one category") << 4 << "undefined";
        QTest::newRow("fleiss uneven raters") << 5 << "item 1 has 3";
        QTest::newRow("fleiss one rater") << 6 << "at least two raters";
        QTest::newRow("fleiss negative") << 7 << "negative";
        QTest::newRow("fleiss ragged table") << 8 << "items × 2";
    }
    void badInputIsRefusedWithAReason() {
        QFETCH(int, which);
        QFETCH(QString, expectedFragment);
        const std::vector<int> two{0, 1};
        Result<AgreementStatistic> result = Error{"not run"};
        switch (which) {
        case 0:
            result = cohenKappa(two, std::vector<int>{0}, 2);
            break;
        case 1:
            result = cohenKappa({}, {}, 2);
            break;
        case 2:
            result = cohenKappa(two, std::vector<int>{0, 3}, 2);
            break;
        case 3:
            result = cohenKappa(two, two, 1);
            break;
        case 4:
            result = cohenKappa(std::vector<int>{1, 1}, std::vector<int>{1, 1}, 2);
            break;
        case 5:
            result = fleissKappa(std::vector<int>{1, 1, 2, 1}, 2);
            break;
        case 6:
            result = fleissKappa(std::vector<int>{1, 0}, 2);
            break;
        case 7:
            result = fleissKappa(std::vector<int>{3, -1}, 2);
            break;
        case 8:
            result = fleissKappa(std::vector<int>{1, 1, 2}, 2);
            break;
        }
        QVERIFY(!result.ok());
        const QString message = QString::fromStdString(result.error().message);
        QVERIFY2(message.contains(expectedFragment), qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(AgreementTest)
#include "test_agreement.moc"
