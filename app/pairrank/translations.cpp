#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace pairrank::app {

bool installTranslations(QCoreApplication& application) {
    // Qt's own strings (standard buttons, file dialogs).
    auto* qtTranslator = new QTranslator(&application);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qtTranslator);
    }
    const QStringList folders{
        QStringLiteral(":/i18n"),
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/pairrank/translations"),
    };
    auto* translator = new QTranslator(&application);
    for (const QString& folder : folders) {
        if (translator->load(QLocale(), QStringLiteral("pairrank"), QStringLiteral("_"), folder)) {
            QCoreApplication::installTranslator(translator);
            return true;
        }
    }
    delete translator;
    return false;
}

} // namespace pairrank::app
