// Context help for a setting: a one-line tooltip that says what it does and a
// What's This text that explains a little more and links to the setting's
// section of the user guide (see guide_location.h for the anchor rule).
// Clicking that link opens the guide (GuideOpener).
#pragma once

#include <QString>

class QWidget;

namespace pairrank::ui {

// Sets `field`'s tooltip to `toolTip` and its What's This to `explanation`
// followed by a link to `page`#guideAnchor(the English text of field's accessible
// name; see SourceRememberingTranslator). The field must have its accessible name
// already: the link is made from it.
void setContextHelp(QWidget& field, const QString& page, const QString& toolTip,
                    const QString& explanation);

} // namespace pairrank::ui
