// Draws a column's text cut at its end ("the whale , named var…") in a view
// that otherwise elides in the middle (long ids keep both ends readable).
#pragma once

#include <QStyledItemDelegate>

namespace pairrank::ui {

class ElideRightDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideRight;
    }
};

} // namespace pairrank::ui
