// Laying the report out on PDF pages, with its headings kept with what they
// introduce. QTextDocument knows no "keep with next": a heading may end a page
// whose next one holds its table, or a short table may be split from its
// heading. So the document is laid out on the device's pages, and a page break
// is put before each heading whose group (the heading, a paragraph after it,
// and its first picture or table, whole when short) would not end on the
// heading's page; then the pages are drawn from that very layout.
#pragma once

class QPagedPaintDevice;
class QTextDocument;

namespace pairrank::ui {

// Lays `document` out on the pages of `device` (2 cm margins, as
// QTextDocument::print() has them), keeps headings with their groups, and draws
// the pages with their numbers. `document` stays laid out for `device`.
void printKeepingHeadingsWithContent(QTextDocument& document, QPagedPaintDevice& device);

} // namespace pairrank::ui
