#include "help_browser.h"

#include "guide_location.h"

#include <QAction>
#include <QLineEdit>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

// The text of the document's first heading; empty when it has none.
QString firstHeading(const QTextDocument& document) {
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0) {
            return block.text().trimmed();
        }
    }
    return {};
}

} // namespace

HelpBrowser::HelpBrowser(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_page(new QTextBrowser(this))
    , m_find(new QLineEdit(this)) {
    setObjectName(QStringLiteral("helpBrowser"));
    setAccessibleName(tr("User guide"));
    // Open guide windows do not keep PairRank running once its main window is closed.
    setAttribute(Qt::WA_QuitOnClose, false);
    m_page->setObjectName(QStringLiteral("helpPage"));
    m_page->setAccessibleName(tr("Guide page"));
    m_page->setOpenExternalLinks(true);
    m_find->setObjectName(QStringLiteral("helpFind"));
    m_find->setAccessibleName(tr("Find in page"));
    m_find->setPlaceholderText(tr("Find in page"));
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(260);

    auto* tools = new QToolBar(this);
    QAction* back = tools->addAction(tr("&Back"), m_page, &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    QAction* forward = tools->addAction(tr("&Forward"), m_page, &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    forward->setEnabled(false);
    QAction* contents =
        tools->addAction(tr("&Contents"), this, [this] { showPage(QStringLiteral("index.html")); });
    contents->setToolTip(tr("The guide's table of contents"));
    QAction* methods = tools->addAction(tr("&Methods"), this,
                                        [this] { showPage(QStringLiteral("methods.html")); });
    methods->setToolTip(tr("The scoring models, selection strategies and estimators explained"));
    auto* spacer = new QWidget(tools);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    tools->addWidget(spacer);
    tools->addWidget(m_find);
    connect(m_page, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(m_page, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    connect(m_page, &QTextBrowser::sourceChanged, this, &HelpBrowser::updateTitle);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findInPage(false); });
    auto* findNext = new QAction(this);
    findNext->setShortcut(QKeySequence::FindNext);
    connect(findNext, &QAction::triggered, this, [this] { findInPage(false); });
    auto* findPrevious = new QAction(this);
    findPrevious->setShortcut(QKeySequence::FindPrevious);
    connect(findPrevious, &QAction::triggered, this, [this] { findInPage(true); });
    auto* focusFind = new QAction(this);
    focusFind->setShortcut(QKeySequence::Find);
    connect(focusFind, &QAction::triggered, this, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    // Escape and Ctrl+W put the guide away, as a person expects of a help window.
    auto* close = new QAction(this);
    close->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence::Close});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addActions({findNext, findPrevious, focusFind, close});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(tools);
    layout->addWidget(m_page, 1);
    resize(900, 700);
    updateTitle();
}

void HelpBrowser::showPage(const QString& pageAndSection) {
    m_page->setSource(guideUrl(pageAndSection));
}

QUrl HelpBrowser::source() const {
    return m_page->source();
}

QString HelpBrowser::pageTitle() const {
    const QString title = m_page->documentTitle().trimmed();
    return title.isEmpty() ? firstHeading(*m_page->document()) : title;
}

void HelpBrowser::updateTitle() {
    const QString title = pageTitle();
    setWindowTitle(title.isEmpty() ? tr("PairRank User Guide")
                                   : tr("%1 — PairRank User Guide").arg(title));
}

void HelpBrowser::findInPage(bool backwards) {
    const QString text = m_find->text();
    if (text.isEmpty()) {
        return;
    }
    const QTextDocument::FindFlags flags =
        backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (!m_page->find(text, flags)) {
        // From the other end again, as a search field in a browser does.
        QTextCursor cursor = m_page->textCursor();
        cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        m_page->setTextCursor(cursor);
        m_page->find(text, flags);
    }
}

} // namespace pairrank::ui
