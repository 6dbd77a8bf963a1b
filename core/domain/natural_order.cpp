#include "natural_order.h"

namespace pairrank::domain {

namespace {

// The run of digits or of other characters that starts at `from`.
QStringView runAt(const QString& text, qsizetype from) {
    const bool digits = text.at(from).isDigit();
    qsizetype end = from + 1;
    while (end < text.size() && text.at(end).isDigit() == digits) {
        ++end;
    }
    return QStringView(text).sliced(from, end - from);
}

// Compares two runs of digits by value, without converting them: leading zeros aside,
// the longer is larger, and runs of one length compare digit by digit.
int compareNumbers(QStringView left, QStringView right) {
    const auto significant = [](QStringView digits) {
        qsizetype zeros = 0;
        while (zeros + 1 < digits.size() && digits.at(zeros) == u'0') {
            ++zeros;
        }
        return digits.sliced(zeros);
    };
    const QStringView a = significant(left);
    const QStringView b = significant(right);
    if (a.size() != b.size()) {
        return a.size() < b.size() ? -1 : 1;
    }
    const int order = a.compare(b);
    return order < 0 ? -1 : (order == 0 ? 0 : 1);
}

} // namespace

bool naturalLess(const QString& left, const QString& right) {
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < left.size() && j < right.size()) {
        const QStringView a = runAt(left, i);
        const QStringView b = runAt(right, j);
        const bool bothNumbers = a.at(0).isDigit() && b.at(0).isDigit();
        const int order = bothNumbers ? compareNumbers(a, b) : a.compare(b);
        if (order != 0) {
            return order < 0;
        }
        i += a.size();
        j += b.size();
    }
    if (i < left.size() || j < right.size()) {
        return j < right.size(); // the one that ran out first is a prefix of the other
    }
    return left < right;
}

} // namespace pairrank::domain
