// Context help for a setting: a one-line tooltip that says what it does and a
// What's This text that explains a little more and links to the setting's
// section of the user guide (see guide_location.h for the anchor rule).
// Clicking that link opens the guide (GuideOpener).
#pragma once

#include <QString>

class QFormLayout;
class QWidget;

namespace pairrank::ui {

// Sets `field`'s tooltip to `toolTip` and its What's This to `explanation`
// followed by a link to `page`#guideAnchor(the English text of field's accessible
// name; see SourceRememberingTranslator). The field must have its accessible name
// already: the link is made from it.
void setContextHelp(QWidget& field, const QString& page, const QString& toolTip,
                    const QString& explanation);

// Puts `field` into `form` under a label reading `label` (its buddy), names the field after
// the label for screen readers ("&Strategy:" is read out as "Strategy") and gives it its
// context help on `page`.
void addHelpedRow(QFormLayout& form, const QString& label, QWidget& field, const QString& page,
                  const QString& toolTip, const QString& explanation);

} // namespace pairrank::ui
