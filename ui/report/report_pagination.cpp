#include "report_pagination.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>

namespace pairrank::ui {

namespace {

// A table of at most this many rows stays whole with its heading; of a longer
// one, the heading keeps this many rows (header included) on its page.
constexpr int kWholeTableRows = 12;
// Paragraphs after a heading that stay with it when no picture or table follows.
constexpr int kKeptParagraphs = 2;
// A group longer than this share of a page is not moved: it would not fit anyway.
constexpr double kLongestKeptGroup = 0.85;

bool holdsPicture(const QTextBlock& block) {
    for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
        if (fragment.fragment().charFormat().isImageFormat()) {
            return true;
        }
    }
    return false;
}

class GroupMeasure {
public:
    explicit GroupMeasure(QTextDocument& document)
        : m_layout(*document.documentLayout()) {}

    qreal top(const QTextBlock& block) const { return m_layout.blockBoundingRect(block).top(); }
    qreal bottom(const QTextBlock& block) const {
        return m_layout.blockBoundingRect(block).bottom();
    }

    // Where the group that `heading` introduces ends.
    qreal groupBottom(const QTextBlock& heading) const {
        qreal end = bottom(heading);
        int paragraphs = 0;
        for (QTextBlock next = heading.next(); next.isValid(); next = next.next()) {
            if (const int level = next.blockFormat().headingLevel(); level > 0) {
                // A subheading right below its heading brings its own group along.
                const bool subheading = level > heading.blockFormat().headingLevel();
                return subheading && paragraphs < kKeptParagraphs ? groupBottom(next) : end;
            }
            if (QTextTable* table = QTextCursor(next).currentTable()) {
                const int lastKeptRow = std::min(table->rows(), kWholeTableRows) - 1;
                return bottom(table->cellAt(lastKeptRow, 0).lastCursorPosition().block());
            }
            if (next.textList() != nullptr) {
                return end; // a list may run long; its items are laid out on their own
            }
            end = bottom(next);
            if (holdsPicture(next) || ++paragraphs >= kKeptParagraphs) {
                return end;
            }
        }
        return end;
    }

private:
    QAbstractTextDocumentLayout& m_layout;
};

} // namespace

void printKeepingHeadingsWithContent(QTextDocument& document, QPagedPaintDevice& device) {
    document.documentLayout()->setPaintDevice(&device);
    // Frame margins are given at 96 dpi; the layout scales them to the device.
    constexpr qreal kMarginAt96Dpi = 2 / 2.54 * 96;
    const qreal margin = kMarginAt96Dpi * device.logicalDpiY() / 96;
    QTextFrameFormat rootFormat = document.rootFrame()->frameFormat();
    rootFormat.setMargin(kMarginAt96Dpi);
    document.rootFrame()->setFrameFormat(rootFormat);
    document.setPageSize(QSizeF(device.width(), device.height()));
    const QSizeF page = document.pageSize();
    const auto pageOf = [&page](qreal y) {
        return static_cast<int>(y / page.height());
    };

    const GroupMeasure measure(document);
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        if (format.headingLevel() < 2 || format.pageBreakPolicy() != QTextFormat::PageBreak_Auto) {
            continue;
        }
        // The layout is lazy: pageCount() finishes it, so that every block has its place.
        (void)document.pageCount();
        const qreal top = measure.top(block);
        const qreal end = measure.groupBottom(block);
        if (pageOf(top) == pageOf(end - 1) || end - top > kLongestKeptGroup * page.height()) {
            continue;
        }
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(format);
    }

    QPainter painter(&device);
    painter.setFont(document.defaultFont());
    const int pages = document.pageCount();
    for (int index = 0; index < pages; ++index) {
        if (index > 0) {
            device.newPage();
        }
        // As QTextDocument::print() draws a page (black text whatever the palette).
        const QRectF view(QPointF(0, index * page.height()), page);
        painter.save();
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        // The page number at the bottom right, in the margin.
        const QRectF numberArea(0, page.height() - margin, page.width() - margin, margin / 2);
        painter.drawText(numberArea, Qt::AlignRight | Qt::AlignVCenter, QString::number(index + 1));
    }
}

} // namespace pairrank::ui
