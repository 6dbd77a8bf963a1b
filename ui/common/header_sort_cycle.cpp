#include "header_sort_cycle.h"

#include <QHeaderView>
#include <QTableView>

#include <memory>

namespace pairrank::ui {

namespace {

Qt::SortOrder initialOrder(const QAbstractItemModel& model, int column) {
    const QVariant initial = model.headerData(column, Qt::Horizontal, Qt::InitialSortOrderRole);
    return initial.isValid() ? static_cast<Qt::SortOrder>(initial.toInt()) : Qt::AscendingOrder;
}

} // namespace

void installHeaderSortCycle(QTableView& view) {
    QHeaderView* header = view.horizontalHeader();
    header->setSectionsClickable(true);
    header->setSortIndicatorShown(true);
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::AscendingOrder);
    // The cycle's own state: QHeaderView may have moved its indicator by its own rule
    // before sectionClicked arrives.
    struct State {
        int column = -1;
        Qt::SortOrder order = Qt::AscendingOrder;
    };
    auto state = std::make_shared<State>();
    QObject::connect(header, &QHeaderView::sectionClicked, &view,
                     [&view, header, state](int column) {
                         QAbstractItemModel* model = view.model();
                         if (model == nullptr) {
                             return;
                         }
                         const Qt::SortOrder first = initialOrder(*model, column);
                         if (state->column != column) {
                             *state = {column, first};
                         } else if (state->order == first) {
                             state->order = first == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                        : Qt::AscendingOrder;
                         } else {
                             *state = {};
                         }
                         header->setSortIndicator(state->column, state->order);
                         model->sort(state->column, state->order);
                     });
}

} // namespace pairrank::ui
