#include "guide_opener.h"

#include "guide_location.h"
#include "help_browser.h"

#include <QApplication>
#include <QDesktopServices>
#include <QWhatsThisClickedEvent>
#include <QWidget>

namespace pairrank::ui {

GuideOpener::GuideOpener(QWidget& owner)
    : QObject(&owner)
    , m_owner(owner) {
    qApp->installEventFilter(this);
}

GuideOpener::~GuideOpener() = default;

void GuideOpener::open(const QString& pageAndSection) {
    if (!m_browser) {
        m_browser = std::make_unique<HelpBrowser>();
    }
    m_browser->showPage(pageAndSection);
    m_browser->show();
    m_browser->raise();
    m_browser->activateWindow();
}

bool GuideOpener::isOwned(const QObject* object) const {
    for (const QObject* parent = object; parent != nullptr; parent = parent->parent()) {
        if (parent == &m_owner) {
            return true;
        }
    }
    return false;
}

bool GuideOpener::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::WhatsThisClicked || !isOwned(watched)) {
        return false;
    }
    const QString href = static_cast<QWhatsThisClickedEvent*>(event)->href();
    if (isGuideLink(href)) {
        open(href);
    } else {
        QDesktopServices::openUrl(QUrl(href));
    }
    return true;
}

void requestGuide(QWidget& from, const QString& pageAndSection) {
    QWhatsThisClickedEvent request(pageAndSection);
    QApplication::sendEvent(&from, &request);
}

} // namespace pairrank::ui
