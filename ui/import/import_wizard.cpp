#include "import_wizard.h"

#include "import_pages.h"
#include "ui/help/guide_opener.h"

#include <QAction>

namespace pairrank::ui {

ImportWizard::ImportWizard(ProjectSession& session, QWidget* parent)
    : QWizard(parent)
    , m_filePage(new ImportFilePage(this))
    , m_mappingPage(new ImportMappingPage(this))
    , m_validationPage(new ImportValidationPage(session, this)) {
    setWindowTitle(tr("Import Candidates"));
    setAccessibleName(tr("Import candidates"));
    setOption(QWizard::NoBackButtonOnLastPage, false);
    setPage(FilePage, m_filePage);
    setPage(MappingPage, m_mappingPage);
    setPage(ValidationPage, m_validationPage);
    setButtonText(QWizard::FinishButton, tr("&Import"));
    // Help and F1 show the guide's page on importing.
    setOption(QWizard::HaveHelpButton, true);
    connect(this, &QWizard::helpRequested, this,
            [this] { requestGuide(*this, QStringLiteral("candidates.html")); });
    auto* help = new QAction(tr("Help"), this);
    help->setShortcut(QKeySequence(Qt::Key_F1));
    connect(help, &QAction::triggered, this, &QWizard::helpRequested);
    addAction(help);
    resize(900, 640);
    connect(m_validationPage, &ImportValidationPage::importFinished, this,
            [this](const QString& failure, const storage::ImportSummary& summary) {
                if (failure.isEmpty()) {
                    emit imported(summary);
                }
            });
}

} // namespace pairrank::ui
