// The import wizard: choose a CSV or JSON Lines file, map its
// columns with a live preview of the first rows, see every problem found by a
// dry run, then import with a cancellable progress dialog — all-or-nothing,
// through storage's importer and readers, in the project's worker.
#pragma once

#include "storage/import_common.h"

#include <QWizard>

namespace pairrank::ui {

class ImportFilePage;
class ImportMappingPage;
class ImportValidationPage;
class ProjectSession;

class ImportWizard : public QWizard {
    Q_OBJECT

public:
    enum PageId { FilePage, MappingPage, ValidationPage };

    ImportWizard(ProjectSession& session, QWidget* parent = nullptr);

    ImportFilePage& filePage() const { return *m_filePage; }
    ImportMappingPage& mappingPage() const { return *m_mappingPage; }
    ImportValidationPage& validationPage() const { return *m_validationPage; }

signals:
    void imported(const pairrank::storage::ImportSummary& summary);

private:
    ImportFilePage* m_filePage;
    ImportMappingPage* m_mappingPage;
    ImportValidationPage* m_validationPage;
};

} // namespace pairrank::ui
