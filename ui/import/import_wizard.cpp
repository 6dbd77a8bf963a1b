#include "import_wizard.h"

#include "import_pages.h"

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
    resize(900, 640);
    connect(m_validationPage, &ImportValidationPage::importFinished, this,
            [this](const QString& failure, const storage::ImportSummary& summary) {
                if (failure.isEmpty()) {
                    emit imported(summary);
                }
            });
}

} // namespace pairrank::ui
