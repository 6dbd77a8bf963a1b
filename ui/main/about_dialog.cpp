#include "about_dialog.h"

#include "ui/project/demo_project.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pairrank::ui {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About PairRank"));
    auto* heading = new QLabel(
        tr("<h3>PairRank %1</h3><p>Ranking texts with pairwise comparisons by LLM judges and "
           "people.</p><p>Free software under the MIT licence.</p>")
            .arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
    heading->setObjectName(QStringLiteral("aboutHeading"));
    heading->setWordWrap(true);
    heading->setTextFormat(Qt::RichText);

    auto* provenance = new QTextBrowser;
    provenance->setObjectName(QStringLiteral("aboutProvenance"));
    provenance->setAccessibleName(tr("Demo data provenance"));
    provenance->setOpenExternalLinks(true);
    provenance->setMarkdown(demoProvenance());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(new QLabel(tr("<b>Demo project data</b>")));
    layout->addWidget(provenance, 1);
    layout->addWidget(buttons);

    // At most two thirds of the screen it opens on, however long the provenance is.
    const QScreen* screen = parent != nullptr && parent->screen() != nullptr
                                ? parent->screen()
                                : QGuiApplication::primaryScreen();
    const QSize available = screen != nullptr ? screen->availableSize() : QSize(1024, 700);
    resize(std::min(720, available.width() * 2 / 3), std::min(560, available.height() * 2 / 3));
}

} // namespace pairrank::ui
