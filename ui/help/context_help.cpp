#include "context_help.h"

#include "source_remembering_translator.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
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

void addHelpedRow(QFormLayout& form, const QString& label, QWidget& field, const QString& page,
                  const QString& toolTip, const QString& explanation) {
    auto* text = new QLabel(label);
    text->setBuddy(&field);
    QString name = QString(label).remove(QLatin1Char('&')).trimmed();
    if (name.endsWith(u':')) {
        name.chop(1);
    }
    field.setAccessibleName(name);
    setContextHelp(field, page, toolTip, explanation);
    form.addRow(text, &field);
}

} // namespace pairrank::ui
