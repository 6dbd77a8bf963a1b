#include "translations.h"

#include "ui/common/language_setting.h"
#include "ui/help/source_remembering_translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace pairrank::app {

QString chosenLanguage() {
    if (qEnvironmentVariableIsSet(kLanguageVariable)) {
        return qEnvironmentVariable(kLanguageVariable);
    }
    return ui::kLanguageSetting.read();
}

bool installTranslations(QCoreApplication& application, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty()) {
        QLocale::setDefault(locale);
    }
    // Qt's own strings (standard buttons, file dialogs).
    auto* qtTranslator = new QTranslator(&application);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
    } else {
        delete qtTranslator;
    }
    const QStringList folders{
        QStringLiteral(":/i18n"),
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/pairrank/translations"),
    };
    // PairRank's own texts through a translator that remembers their English sources:
    // the What's This links point at the English guide's sections (context_help.h).
    auto* translator = new ui::SourceRememberingTranslator(&application);
    for (const QString& folder : folders) {
        if (translator->load(locale, QStringLiteral("pairrank"), QStringLiteral("_"), folder)) {
            QCoreApplication::installTranslator(translator);
            return true;
        }
    }
    // A language PairRank does not speak: English text, with English plural forms
    // ("1 candidate", "2 candidates") rather than the sources' "candidate(s)".
    for (const QString& folder : folders) {
        if (translator->load(QStringLiteral("pairrank_en"), folder)) {
            QCoreApplication::installTranslator(translator);
            return false;
        }
    }
    delete translator;
    return false;
}

} // namespace pairrank::app
