#include "context_help.h"

#include "source_remembering_translator.h"

#include <QCoreApplication>
#include <QWidget>

namespace pairrank::ui {

void setContextHelp(QWidget& field, const QString& page, const QString& toolTip,
                    const QString& explanation) {
    Q_ASSERT(!field.accessibleName().isEmpty());
    // The guide's sections are named after the English labels, in every language.
    const QString link =
        page + u'#' + SourceRememberingTranslator::englishAnchorOf(field.accessibleName());
    field.setToolTip(toolTip);
    field.setWhatsThis(
        QStringLiteral("<p><b>%1</b></p><p>%2</p><p><a href=\"%3\">%4</a></p>")
            .arg(field.accessibleName().toHtmlEscaped(), explanation.toHtmlEscaped(),
                 link.toHtmlEscaped(),
                 QCoreApplication::translate("ContextHelp", "More in the user guide")));
}

} // namespace pairrank::ui
