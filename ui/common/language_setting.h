// The user interface language (Settings ▸ Language): a typed setting and the
// languages PairRank offers. app/pairrank reads it once at start, before any
// widget exists, so a change applies on the next start.
#pragma once

#include "ui/common/setting_key.h"

#include <QList>
#include <QString>

namespace pairrank::ui {

// A language the user can choose: its locale name ("de", "zh_CN"; the .qm file
// is translations/pairrank_<code>.qm, none for English) and its name written
// in that language, so that every user finds their own in any UI language.
struct OfferedLanguage {
    QString code;
    QString nativeName;
};

// "ui/language": one of offeredLanguages()' codes; empty = follow the system's languages.
inline const SettingKey<QString> kLanguageSetting{"ui/language"};

// English first, then the translations in translations/, in a fixed order.
const QList<OfferedLanguage>& offeredLanguages();

// True when `code` is empty (the system's language) or one of offeredLanguages().
bool isOfferedLanguage(const QString& code);

} // namespace pairrank::ui
