#include "context_help.h"

#include "guide_location.h"

#include <QCoreApplication>
#include <QWidget>

namespace pairrank::ui {

void setContextHelp(QWidget& field, const QString& page, const QString& toolTip,
                    const QString& explanation) {
    Q_ASSERT(!field.accessibleName().isEmpty());
    const QString link = page + u'#' + guideAnchor(field.accessibleName());
    field.setToolTip(toolTip);
    field.setWhatsThis(
        QStringLiteral("<p><b>%1</b></p><p>%2</p><p><a href=\"%3\">%4</a></p>")
            .arg(field.accessibleName().toHtmlEscaped(), explanation.toHtmlEscaped(),
                 link.toHtmlEscaped(),
                 QCoreApplication::translate("ContextHelp", "More in the user guide")));
}

} // namespace pairrank::ui
