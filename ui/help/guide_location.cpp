#include "guide_location.h"

namespace pairrank::ui {

QString guideResourceFolder() {
    return QStringLiteral(":/pairrank/guide");
}

QUrl guideUrl(const QString& pageAndSection) {
    return QUrl(QStringLiteral("qrc:/pairrank/guide/")).resolved(QUrl(pageAndSection));
}

bool isGuideLink(const QString& href) {
    const QUrl url(href);
    return url.isRelative() && url.path().endsWith(QLatin1String(".html"));
}

QString guideAnchor(const QString& accessibleName) {
    QString anchor;
    bool separatorPending = false;
    for (const QChar character : accessibleName.toLower()) {
        if (character.isLetterOrNumber()) {
            if (separatorPending && !anchor.isEmpty()) {
                anchor += u'-';
            }
            separatorPending = false;
            anchor += character;
        } else {
            separatorPending = true;
        }
    }
    return anchor;
}

} // namespace pairrank::ui
