// The text of a label, button, menu item or tab as a person reads it: without
// the '&' that marks its keyboard mnemonic ("&&" stays a literal '&').
#pragma once

#include <QString>

namespace pairrank::ui {

inline QString withoutMnemonic(QString text) {
    text.replace(QLatin1String("&&"), QStringLiteral("\u0001"));
    text.remove(u'&');
    text.replace(u'\u0001', u'&');
    return text;
}

} // namespace pairrank::ui
