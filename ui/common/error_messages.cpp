#include "error_messages.h"

#include <QMessageBox>

namespace pairrank::ui {

QMessageBox* showError(QWidget* parent, const QString& summary, const QString& details) {
    auto* box = new QMessageBox(QMessageBox::Warning, QMessageBox::tr("PairRank"), summary,
                                QMessageBox::Ok, parent);
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("errorMessageBox"));
    box->setAccessibleName(summary);
    box->open();
    return box;
}

} // namespace pairrank::ui
