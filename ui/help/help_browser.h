// The user guide's window: the bundled HTML pages in a QTextBrowser, with Back,
// Forward, Contents and a find-in-page field. It is a window of its own without
// a parent, so that a dialog that blocks the main window (the Judges dialog,
// the import wizard) does not block the guide explaining it.
//
// Threads: GUI thread only.
#pragma once

#include <QUrl>
#include <QWidget>

class QLineEdit;
class QTextBrowser;

namespace pairrank::ui {

class HelpBrowser : public QWidget {
    Q_OBJECT

public:
    explicit HelpBrowser(QWidget* parent = nullptr);

    // Shows a page of the guide at a section: "run.html#strategy".
    void showPage(const QString& pageAndSection);
    // The page shown, as a qrc: URL with its section.
    QUrl source() const;
    // The shown page's title (its <title>, else its first heading).
    QString pageTitle() const;

private:
    void updateTitle();
    void findInPage(bool backwards);

    QTextBrowser* m_page;
    QLineEdit* m_find;
};

} // namespace pairrank::ui
