// Opens the user guide where a person asked for it: Help ▸ User Guide and F1,
// a dialog's Help, and the "More in the user guide" link of a What's This text.
// All of them arrive as a QWhatsThisClickedEvent with a guide link (Qt sends
// one when a link in a What's This text is clicked; requestGuide() sends one
// for the rest), caught by an event filter on the application: so a dialog
// needs no pointer to whoever owns the guide's window, and a What's This link
// works on every widget.
//
// Threads: GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>

class QWidget;

namespace pairrank::ui {

class HelpBrowser;

class GuideOpener : public QObject {
    Q_OBJECT

public:
    // Opens the guide for requests from `owner` and every widget and dialog
    // below it (its children, and theirs, across windows).
    explicit GuideOpener(QWidget& owner);
    ~GuideOpener() override;

    // Shows the guide's window at `pageAndSection` ("run.html#strategy").
    void open(const QString& pageAndSection);
    // The guide's window; null until it is first opened.
    HelpBrowser* browser() const { return m_browser.get(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isOwned(const QObject* object) const;

    QWidget& m_owner;
    std::unique_ptr<HelpBrowser> m_browser; // a window of its own: no parent deletes it
};

// Asks the GuideOpener responsible for `from` to show `pageAndSection`.
void requestGuide(QWidget& from, const QString& pageAndSection);

} // namespace pairrank::ui
