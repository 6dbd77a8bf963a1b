// Help ▸ About PairRank: the version, the licence, and the demo data's
// provenance and licences rendered as formatted text, in a dialog that fits the
// screen (the provenance is long; it scrolls).
#pragma once

#include <QDialog>

namespace pairrank::ui {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
};

} // namespace pairrank::ui
