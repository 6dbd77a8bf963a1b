// The import wizard's pages (ui/import/import_wizard.h): choose the file, map
// its columns with a live preview, and see every problem before importing.
#pragma once

#include "import_preview.h"
#include "import_validation.h"
#include "storage/candidate_columns.h"
#include "storage/import_common.h"
#include "ui/common/job_tracker.h"

#include <QWizardPage>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableView;

namespace pairrank::ui {

class ProjectSession;

class ImportFilePage : public QWizardPage {
    Q_OBJECT

public:
    explicit ImportFilePage(QWidget* parent = nullptr);

    bool validatePage() override;
    // The chosen format (the suffix decides when "Automatic" is chosen).
    // Valid after validatePage() succeeded.
    storage::InputFormat format() const { return m_format; }

private:
    void browse();

    QLineEdit* m_path;
    QComboBox* m_formatChoice;
    QLabel* m_error;
    storage::InputFormat m_format = storage::InputFormat::Csv;
};

class ImportMappingPage : public QWizardPage {
    Q_OBJECT

public:
    explicit ImportMappingPage(QWidget* parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    storage::CandidateColumns columns() const;

    QComboBox& candidateIdColumn() const { return *m_candidateId; }
    QComboBox& textColumn() const { return *m_text; }
    QComboBox& contextIdColumn() const { return *m_contextId; }
    QComboBox& systemColumn() const { return *m_system; }
    const ImportPreviewModel& previewModel() const { return *m_previewModel; }
    bool isPreviewLoaded() const { return m_previewLoaded; }

signals:
    void previewLoaded();

private:
    void applyPreview(const ImportPreview& preview);

    QComboBox* m_candidateId;
    QComboBox* m_text;
    QComboBox* m_contextId;
    QLineEdit* m_fixedContext;
    QComboBox* m_contextText;
    QComboBox* m_system;
    QListWidget* m_scores;
    QTableView* m_previewTable;
    ImportPreviewModel* m_previewModel;
    QLabel* m_previewStatus;
    bool m_previewLoaded = false;
    JobTracker m_previewJob;
};

class ImportValidationPage : public QWizardPage {
    Q_OBJECT

public:
    ImportValidationPage(ProjectSession& session, QWidget* parent = nullptr);

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    bool validatePage() override; // starts the import; the wizard closes when it is done

    const QListWidget& problems() const { return *m_problems; }
    bool isValidated() const { return m_validation.has_value(); }
    const std::optional<ImportValidation>& validation() const { return m_validation; }

signals:
    void validated();
    void importFinished(const QString& failure, const pairrank::storage::ImportSummary& summary);

private:
    void showValidation(const ImportValidation& validation);
    void startImport();

    ProjectSession& m_session;
    QLabel* m_summary;
    QListWidget* m_problems;
    std::optional<ImportValidation> m_validation;
    bool m_imported = false;
    JobTracker m_checkJob;
    JobTracker m_importJob;
};

} // namespace pairrank::ui
