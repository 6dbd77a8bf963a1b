// Mouse and key input for `pairrank --screenshots`, delivered to widgets as the
// window system's is: a click is a press and a release of the left button at a
// point of a widget, a key goes to the widget that has the keyboard and reaches
// the shortcuts first (QApplication does that for input it did not get from the
// window system), text is typed key by key. The screenshots then show what a
// person who pressed the same keys would see, not a state set up in code.
#pragma once

#include <QKeySequence>
#include <QPoint>
#include <QString>

class QAbstractItemView;
class QModelIndex;
class QTabBar;
class QWidget;

namespace pairrank::app::input {

// Clicks `widget` at `at` (its own coordinates), or at its centre.
void click(QWidget& widget, QPoint at);
void click(QWidget& widget);
// Clicks the tab of `bar` at `index`.
void clickTab(QTabBar& bar, int index);
// Clicks the row of `index` in `view`, scrolled into sight first.
void clickRow(QAbstractItemView& view, const QModelIndex& index);
// Presses `keys` in `window`: into its focus widget, else into the window itself.
void press(QWidget& window, const QKeySequence& keys);
// Clicks into `field` and types `text` at its end.
void type(QWidget& field, const QString& text);

} // namespace pairrank::app::input
