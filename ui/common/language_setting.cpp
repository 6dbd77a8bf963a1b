#include "language_setting.h"

#include <algorithm>

namespace pairrank::ui {

const QList<OfferedLanguage>& offeredLanguages() {
    static const QList<OfferedLanguage> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

bool isOfferedLanguage(const QString& code) {
    const QList<OfferedLanguage>& languages = offeredLanguages();
    return code.isEmpty() ||
           std::any_of(languages.cbegin(), languages.cend(),
                       [&code](const OfferedLanguage& language) { return language.code == code; });
}

} // namespace pairrank::ui
