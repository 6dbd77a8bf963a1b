// Draws an item's icon at the top of its row, beside the first line of its wrapped text,
// instead of at the row's middle: a warning of many lines keeps its icon in view.
#pragma once

#include <QStyledItemDelegate>

namespace pairrank::ui {

class TopIconDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        option->decorationAlignment = Qt::AlignHCenter | Qt::AlignTop;
    }
};

} // namespace pairrank::ui
