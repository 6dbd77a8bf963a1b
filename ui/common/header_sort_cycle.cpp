#include "header_sort_cycle.h"

#include <QHeaderView>
#include <QTableView>

namespace pairrank::ui {

namespace {

Qt::SortOrder initialOrder(const QAbstractItemModel& model, int column) {
    const QVariant initial = model.headerData(column, Qt::Horizontal, Qt::InitialSortOrderRole);
    return initial.isValid() ? static_cast<Qt::SortOrder>(initial.toInt()) : Qt::AscendingOrder;
}

// The cycle's own state, a child of the header: QHeaderView may have moved its
// indicator by its own rule before sectionClicked arrives.
class SortCycleState : public QObject {
public:
    using QObject::QObject;
    int column = -1;
    Qt::SortOrder order = Qt::AscendingOrder;
};

} // namespace

void installHeaderSortCycle(QTableView& view) {
    QHeaderView* header = view.horizontalHeader();
    header->setSectionsClickable(true);
    header->setSortIndicatorShown(true);
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::AscendingOrder);
    auto* state = new SortCycleState(header);
    QObject::connect(header, &QHeaderView::sectionClicked, state,
                     [&view, header, state](int column) {
                         QAbstractItemModel* model = view.model();
                         if (model == nullptr) {
                             return;
                         }
                         const Qt::SortOrder first = initialOrder(*model, column);
                         if (state->column != column) {
                             state->column = column;
                             state->order = first;
                         } else if (state->order == first) {
                             state->order = first == Qt::AscendingOrder ? Qt::DescendingOrder
                                                                        : Qt::AscendingOrder;
                         } else {
                             state->column = -1;
                             state->order = Qt::AscendingOrder;
                         }
                         header->setSortIndicator(state->column, state->order);
                         model->sort(state->column, state->order);
                     });
}

void resetHeaderSortCycle(QTableView& view) {
    QHeaderView* header = view.horizontalHeader();
    // (findChild would match any QObject: the state has no meta-object of its own.)
    for (QObject* child : header->children()) {
        if (auto* state = dynamic_cast<SortCycleState*>(child)) {
            state->column = -1;
            state->order = Qt::AscendingOrder;
        }
    }
    header->setSortIndicator(-1, Qt::AscendingOrder);
    if (view.model() != nullptr) {
        view.model()->sort(-1, Qt::AscendingOrder);
    }
}

} // namespace pairrank::ui
