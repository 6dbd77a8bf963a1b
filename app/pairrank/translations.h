// Loads PairRank's translation for the chosen language, and Qt's own (standard
// buttons, file dialogs). PairRank's .qm files are looked for, in this order, in
// the compiled-in resources (:/i18n, from translations/*.ts through
// qt_add_translations) and the installed share/pairrank/translations folder.
#pragma once

#include <QString>

class QCoreApplication;

namespace pairrank::app {

// The environment variable that overrides the "ui/language" setting for one
// start (scripts/screenshots --language); same values as the setting.
inline constexpr char kLanguageVariable[] = "PAIRRANK_LANGUAGE";

// The language to start in: $PAIRRANK_LANGUAGE when set, else the
// "ui/language" setting (ui/common/language_setting.h); empty = the system's.
// Needs the application's organisation and name set (QSettings).
QString chosenLanguage();

// Installs the translators for `language` (a locale name such as "de" or
// "zh_CN"; empty = the system's UI languages) and, for a chosen language, makes
// it the default QLocale so that numbers and dates match the text. English has
// a translation too, of the plural forms only (translations/pairrank_en.ts:
// "%n candidate(s)" becomes "1 candidate" or "2 candidates"). Returns false when
// PairRank has no translation for the language: the UI is then in English, with
// the English plural forms. Call once, before any widget exists: texts already
// set are not retranslated.
bool installTranslations(QCoreApplication& application, const QString& language);

} // namespace pairrank::app
