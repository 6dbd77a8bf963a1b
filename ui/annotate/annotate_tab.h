// The Annotate tab (DESIGN.md §6): an annotator compares two texts
// side by side, the context above, with the keys A (left better), B (right
// better), T (tie), S (skip) and Backspace (undo the last label). Everything
// it does goes through AnnotationController.
#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QSpinBox;
class QTableView;
class QTextBrowser;

namespace pairrank::ui {

class AgreementTableModel;
class AnnotationController;
class ProjectSession;

class AnnotateTab : public QWidget {
    Q_OBJECT
public:
    explicit AnnotateTab(ProjectSession& session, QWidget* parent = nullptr);

    AnnotationController& controller() const { return *m_controller; }
    // For tests and screenshots: the panes' texts as shown.
    QString leftText() const;
    QString rightText() const;
    // Types `name` into the annotator field, as the annotator would (screenshots).
    void enterAnnotator(const QString& name);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    QWidget* createChoicesBar();
    QWidget* createComparisonPanes();
    QWidget* createAnswerBar();
    QWidget* createAgreementPanel();
    void createActions();
    void showCurrentPair();
    // Now when the tab is on screen, else when it is next shown.
    void refreshAgreementWhenShown();
    // What stands between the annotator and the next label, or why this pair.
    void showStatus();
    QString statusText() const;
    void showProgress(int labelled, int target);
    void refreshChoices();
    // An annotator's project offers only the random source.
    void offerSourcesOfRole();

    ProjectSession& m_session;
    AnnotationController* m_controller = nullptr;
    AgreementTableModel* m_agreementModel = nullptr;

    QComboBox* m_annotator = nullptr;
    QLabel* m_annotatorNeeded = nullptr;
    QComboBox* m_criterion = nullptr;
    QComboBox* m_source = nullptr;
    QSpinBox* m_target = nullptr;
    QProgressBar* m_progress = nullptr;
    QTextBrowser* m_context = nullptr;
    QTextBrowser* m_left = nullptr;
    QTextBrowser* m_right = nullptr;
    QLabel* m_leftTitle = nullptr;
    QLabel* m_rightTitle = nullptr;
    QLabel* m_reason = nullptr;
    QLabel* m_fleiss = nullptr;
    QTableView* m_agreement = nullptr;
    QList<QAction*> m_answerActions;
    bool m_agreementStale = false; // labels changed while the tab was hidden
};

} // namespace pairrank::ui
