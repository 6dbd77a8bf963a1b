#include "report_table_widths.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>
#include <QTextBoundaryFinder>
#include <QTextDocumentFragment>

#include <algorithm>
#include <numeric>

namespace pairrank::ui::report_html {

namespace {

// Cell padding (3 px each side) and borders, plus room for rounding and for
// the PDF's font being hinted differently from the one measured here.
constexpr double kCellExtra = 12.0;
constexpr double kWordSlack = 1.06;

// The pieces of `line` that a line break may not split, as QTextDocument breaks
// lines (Unicode line breaking, UAX #14): at spaces, after a hyphen before a
// letter ("cerebras-|gpt-6.7B", but not "llama-7b"), never at a no-break space.
QStringList unbreakablePieces(const QString& line) {
    QStringList pieces;
    QTextBoundaryFinder boundaries(QTextBoundaryFinder::Line, line);
    qsizetype start = 0;
    while (boundaries.toNextBoundary() != -1) {
        QString piece = line.mid(start, boundaries.position() - start);
        while (piece.endsWith(u' ') || piece.endsWith(u'\t')) {
            piece.chop(1); // the spaces a line may end with take no width
        }
        if (!piece.isEmpty()) {
            pieces.append(piece);
        }
        start = boundaries.position();
    }
    return pieces;
}

struct ColumnNeed {
    double longestWord = 0.0; // never less than this, or a word breaks
    double wholeText = 0.0;   // enough for the longest cell on one line
};

// Measured on an image of 96 dpi, the resolution kPrintableWidth is in, so the
// result does not depend on the screen of the machine exporting.
class CellMeasure {
public:
    CellMeasure()
        : m_device(1, 1, QImage::Format_RGB32) {
        m_regular.setFamily(QStringLiteral("DejaVu Sans"));
        m_regular.setPointSizeF(10.0); // the HTML's size; the PDF's (9.5 pt) is smaller
        m_bold = m_regular;
        m_bold.setBold(true);
        m_fixed.setFamily(QStringLiteral("DejaVu Sans Mono"));
        m_fixed.setStyleHint(QFont::Monospace);
        m_fixed.setPointSizeF(10.0);
    }

    ColumnNeed need(const QString& html, bool header) const {
        const QFont& font = html.contains(QStringLiteral("<tt>"))            ? m_fixed
                            : header || html.contains(QStringLiteral("<b>")) ? m_bold
                                                                             : m_regular;
        const QFontMetricsF metrics(font, &m_device);
        // Raw text keeps the no-break spaces, which join what they separate into a word.
        const QString text = QTextDocumentFragment::fromHtml(html).toRawText();
        static const QRegularExpression lineBreak(QStringLiteral("[\\n\\x{2028}\\x{2029}]"));
        ColumnNeed need;
        for (const QString& line : text.split(lineBreak)) {
            need.wholeText = std::max(need.wholeText, metrics.horizontalAdvance(line));
            for (const QString& word : unbreakablePieces(line)) {
                need.longestWord = std::max(need.longestWord, metrics.horizontalAdvance(word));
            }
        }
        need.longestWord = need.longestWord * kWordSlack + kCellExtra;
        need.wholeText = std::max(need.wholeText * kWordSlack + kCellExtra, need.longestWord);
        return need;
    }

private:
    QImage m_device;
    QFont m_regular;
    QFont m_bold;
    QFont m_fixed;
};

} // namespace

QList<double> fittedColumnPercents(const QStringList& header, const QList<QStringList>& rows) {
    const qsizetype columns = header.size();
    if (columns == 0) {
        return {};
    }
    const CellMeasure measure;
    QList<ColumnNeed> needs(columns);
    const auto widen = [&](qsizetype column, const QString& html, bool isHeader) {
        const ColumnNeed cell = measure.need(html, isHeader);
        needs[column].longestWord = std::max(needs[column].longestWord, cell.longestWord);
        needs[column].wholeText = std::max(needs[column].wholeText, cell.wholeText);
    };
    for (qsizetype column = 0; column < columns; ++column) {
        widen(column, header[column], true);
    }
    for (const QStringList& row : rows) {
        if (row.size() == 1 && columns > 1) {
            continue; // a group heading spans every column
        }
        for (qsizetype column = 0; column < std::min(columns, row.size()); ++column) {
            widen(column, row[column], false);
        }
    }
    const auto sum = [&](double ColumnNeed::*member) {
        return std::accumulate(
            needs.cbegin(), needs.cend(), 0.0,
            [member](double total, const ColumnNeed& need) { return total + need.*member; });
    };
    const double words = sum(&ColumnNeed::longestWord);
    const double texts = sum(&ColumnNeed::wholeText);
    QList<double> widths(columns);
    for (qsizetype column = 0; column < columns; ++column) {
        const ColumnNeed& need = needs[column];
        if (texts <= kPrintableWidth) {
            // Everything fits on one line: the spare width in proportion.
            widths[column] = need.wholeText * kPrintableWidth / texts;
        } else if (words < kPrintableWidth && texts > words) {
            // Every word fits: the rest goes where the texts are longest.
            widths[column] = need.longestWord + (kPrintableWidth - words) *
                                                    (need.wholeText - need.longestWord) /
                                                    (texts - words);
        } else {
            widths[column] = need.longestWord * kPrintableWidth / words;
        }
    }
    QList<double> percents;
    for (const double width : widths) {
        // Rounded down to a tenth, so that the columns never add up to more than 100 %.
        percents.append(std::floor(width * 1000.0 / kPrintableWidth) / 10.0);
    }
    return percents;
}

} // namespace pairrank::ui::report_html
