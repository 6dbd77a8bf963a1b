// OrderedPairSet (core/stats/ordered_pair_set.h) against std::set on random pairs.
#include "core/stats/ordered_pair_set.h"
#include "core/stats/random.h"

#include <QTest>

#include <set>
#include <utility>

using namespace pairrank::stats;

class OrderedPairSetTest : public QObject {
    Q_OBJECT

private slots:
    void ordersAreDistinctAndInsertSaysWhatWasNew();
    void agreesWithStdSetThroughGrowth();
};

void OrderedPairSetTest::ordersAreDistinctAndInsertSaysWhatWasNew() {
    OrderedPairSet set;
    QVERIFY(!set.contains(0, 1));
    QVERIFY(set.insert(0, 1));
    QVERIFY(!set.insert(0, 1));
    QVERIFY(set.contains(0, 1));
    QVERIFY(!set.contains(1, 0));
    QVERIFY(set.insert(1, 0));
    QVERIFY(set.insert(0, 0)); // the key of (0, 0) is not the empty slot's
    QVERIFY(set.contains(0, 0));
    QVERIFY(set.insert(2147483646, 2147483646));
    QVERIFY(set.contains(2147483646, 2147483646));
    QCOMPARE(set.size(), std::size_t{4});
}

void OrderedPairSetTest::agreesWithStdSetThroughGrowth() {
    OrderedPairSet set(3); // grows many times
    std::set<std::pair<int, int>> reference;
    Random random(17);
    for (int k = 0; k < 20000; ++k) {
        const int a = static_cast<int>(random.uniformInt(300));
        const int b = static_cast<int>(random.uniformInt(300));
        QCOMPARE(set.insert(a, b), reference.insert({a, b}).second);
    }
    QCOMPARE(set.size(), reference.size());
    for (int a = 0; a < 300; ++a) {
        for (int b = 0; b < 300; ++b) {
            if (set.contains(a, b) != reference.contains({a, b})) {
                QFAIL(qPrintable(QStringLiteral("(%1, %2)").arg(a).arg(b)));
            }
        }
    }
}

QTEST_APPLESS_MAIN(OrderedPairSetTest)
#include "test_ordered_pair_set.moc"
