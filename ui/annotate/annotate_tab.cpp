#include "annotate_tab.h"

#include "agreement_table_model.h"
#include "annotation_controller.h"
#include "ui/project/human_label_watcher.h"
#include "ui/project/project_session.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

QTextBrowser* createTextPane(const QString& accessibleName) {
    auto* pane = new QTextBrowser;
    pane->setAccessibleName(accessibleName);
    pane->setOpenLinks(false);
    // The panes scroll with the mouse; keyboard focus stays on the tab so that the
    // answer keys always reach it.
    pane->setFocusPolicy(Qt::NoFocus);
    QFont font = pane->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    pane->setFont(font);
    return pane;
}

} // namespace

AnnotateTab::AnnotateTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_controller(new AnnotationController(session, this))
    , m_agreementModel(new AgreementTableModel(this)) {
    setFocusPolicy(Qt::StrongFocus);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("annotateSplitter"));
    splitter->addWidget(createComparisonPanes());
    splitter->addWidget(createAgreementPanel());
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createChoicesBar());
    layout->addWidget(splitter, 1);
    layout->addWidget(createAnswerBar());
    createActions();

    connect(m_controller, &AnnotationController::currentPairChanged, this,
            &AnnotateTab::showCurrentPair);
    connect(m_controller, &AnnotationController::busyChanged, this, &AnnotateTab::showStatus);
    connect(m_controller, &AnnotationController::progressChanged, this, &AnnotateTab::showProgress);
    connect(m_controller, &AnnotationController::choicesChanged, this, [this] {
        refreshChoices();
        showStatus();
    });
    connect(m_controller, &AnnotationController::agreementChanged, this,
            [this](const analysis::AgreementReport& report) {
                m_agreementModel->setReport(report);
                m_fleiss->setText(
                    report.fleissKappa
                        ? tr("Fleiss' κ over %n pair(s) labelled by every annotator: %1", "",
                             report.fleissPairs)
                              .arg(QLocale().toString(*report.fleissKappa, 'f', 2))
                        : tr("Fleiss' κ: %1").arg(report.fleissNote));
            });
    connect(m_controller, &AnnotationController::errorOccurred, this, &AnnotateTab::showStatus);
    connect(&m_session, &ProjectSession::projectOpened, this, [this] {
        offerSourcesOfRole();
        m_controller->reload();
        refreshAgreementWhenShown();
    });
    // Labels stored by others — and this annotator's own — show in the agreement
    // table without a Refresh (one refresh per poll, however many labels).
    connect(&m_session.labelWatcher(), &HumanLabelWatcher::labelsChanged, this,
            &AnnotateTab::refreshAgreementWhenShown);
    connect(&m_session, &ProjectSession::projectClosed, m_controller,
            &AnnotationController::reload);
    connect(&m_session, &ProjectSession::currentContextChanged, m_controller,
            &AnnotationController::reload);
    // Pairs are chosen (and leased) only while the tab is on screen.
    m_controller->setShown(isVisible());
    if (m_session.isOpen()) {
        m_controller->reload();
        refreshAgreementWhenShown();
    }
    showCurrentPair();
}

void AnnotateTab::refreshAgreementWhenShown() {
    m_agreementStale = !isVisible();
    if (!m_agreementStale) {
        m_controller->refreshAgreement();
    }
}

QWidget* AnnotateTab::createChoicesBar() {
    auto* bar = new QWidget;
    // Two rows: who labels and how far, then what and which pairs, so that the tab
    // fits a 1,024-pixel screen next to the project tree.
    auto* layout = new QGridLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);

    m_annotator = new QComboBox;
    m_annotator->setEditable(true);
    m_annotator->setMinimumContentsLength(14);
    m_annotator->setAccessibleName(tr("Annotator"));
    m_annotator->setToolTip(tr("Your name: every label is stored with it"));
    m_annotator->setInsertPolicy(QComboBox::NoInsert);
    m_annotator->lineEdit()->setPlaceholderText(tr("Your name"));
    m_annotator->setCurrentText(m_controller->annotator());
    connect(m_annotator, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        m_controller->setAnnotator(name);
        showStatus();
    });
    // Enter hands the keyboard to the comparison, where the answer keys work.
    connect(m_annotator->lineEdit(), &QLineEdit::returnPressed, this,
            [this] { setFocus(Qt::OtherFocusReason); });

    // Without a name no label can be stored; say so where the name goes.
    m_annotatorNeeded = new QLabel(tr("<b>Type your name here to start</b> (every label is "
                                      "stored with it), then press Enter."));
    m_annotatorNeeded->setObjectName(QStringLiteral("annotatorNeeded"));
    m_annotatorNeeded->setAccessibleName(tr("Annotator name needed"));
    m_annotatorNeeded->setWordWrap(true);

    m_criterion = new QComboBox;
    m_criterion->setMinimumContentsLength(12);
    m_criterion->setAccessibleName(tr("Criterion"));
    connect(m_criterion, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        if (!name.isEmpty()) {
            m_controller->setCriterion(name);
        }
    });

    m_source = new QComboBox;
    m_source->setAccessibleName(tr("Where the next pair comes from"));
    m_source->addItem(
        tr("Pairs a run asks people about"),
        QVariant::fromValue(static_cast<int>(analysis::AnnotationPairSource::RunQueue)));
    m_source->addItem(
        tr("Most uncertain for the ranking"),
        QVariant::fromValue(static_cast<int>(analysis::AnnotationPairSource::MostUncertain)));
    m_source->addItem(
        tr("Most useful to calibrate the judge"),
        QVariant::fromValue(static_cast<int>(analysis::AnnotationPairSource::JudgeCalibration)));
    m_source->addItem(tr("Random"), QVariant::fromValue(
                                        static_cast<int>(analysis::AnnotationPairSource::Random)));
    connect(m_source, &QComboBox::currentIndexChanged, this, [this] {
        m_controller->setSource(
            static_cast<analysis::AnnotationPairSource>(m_source->currentData().toInt()));
    });

    m_target = new QSpinBox;
    m_target->setRange(1, 100000);
    m_target->setValue(m_controller->target());
    m_target->setAccessibleName(tr("Target number of labels"));
    connect(m_target, &QSpinBox::valueChanged, m_controller, &AnnotationController::setTarget);

    m_progress = new QProgressBar;
    m_progress->setAccessibleName(tr("Labels against the target"));
    m_progress->setFormat(tr("%v of %m labels"));
    m_progress->setMinimumWidth(160);
    m_annotatorNeeded->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    const auto labelFor = [](const QString& text, QWidget* field) {
        auto* label = new QLabel(text);
        label->setBuddy(field);
        return label;
    };
    layout->addWidget(labelFor(tr("A&nnotator:"), m_annotator), 0, 0);
    layout->addWidget(m_annotator, 0, 1);
    layout->addWidget(m_annotatorNeeded, 0, 2, 1, 3);
    layout->addWidget(m_progress, 0, 5);
    layout->addWidget(labelFor(tr("Criterion:"), m_criterion), 1, 0);
    layout->addWidget(m_criterion, 1, 1);
    layout->addWidget(labelFor(tr("Next pair:"), m_source), 1, 2);
    layout->addWidget(m_source, 1, 3);
    layout->addWidget(labelFor(tr("Target:"), m_target), 1, 4);
    layout->addWidget(m_target, 1, 5, Qt::AlignLeft);
    layout->setColumnStretch(3, 1);
    layout->setColumnStretch(5, 1);
    return bar;
}

QWidget* AnnotateTab::createComparisonPanes() {
    m_context = createTextPane(tr("Context"));
    m_left = createTextPane(tr("Text A, on the left"));
    m_right = createTextPane(tr("Text B, on the right"));
    m_leftTitle = new QLabel;
    m_rightTitle = new QLabel;

    auto* panes = new QSplitter(Qt::Horizontal);
    panes->setObjectName(QStringLiteral("annotatePanes"));
    for (const auto& [title, pane] :
         {std::pair{m_leftTitle, m_left}, std::pair{m_rightTitle, m_right}}) {
        auto* column = new QWidget;
        auto* layout = new QVBoxLayout(column);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(title);
        layout->addWidget(pane, 1);
        panes->addWidget(column);
    }
    auto* contextBox = new QGroupBox(tr("Context"));
    auto* contextLayout = new QVBoxLayout(contextBox);
    contextLayout->addWidget(m_context);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(QStringLiteral("annotateContextSplitter"));
    splitter->addWidget(contextBox);
    splitter->addWidget(panes);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    return splitter;
}

QWidget* AnnotateTab::createAnswerBar() {
    auto* bar = new QWidget;
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_reason = new QLabel;
    m_reason->setWordWrap(true);
    m_reason->setObjectName(QStringLiteral("annotateStatus"));
    m_reason->setAccessibleName(tr("Annotation status"));
    layout->addWidget(m_reason, 1);
    return bar;
}

QWidget* AnnotateTab::createAgreementPanel() {
    auto* box = new QGroupBox(tr("Agreement"));
    auto* layout = new QVBoxLayout(box);
    m_agreement = new QTableView;
    m_agreement->setModel(m_agreementModel);
    m_agreement->setAccessibleName(tr("Agreement of the annotators and the judge"));
    m_agreement->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_agreement->horizontalHeader()->setStretchLastSection(true);
    m_agreement->verticalHeader()->hide();
    m_fleiss = new QLabel;
    auto* refresh = new QPushButton(tr("Refresh"));
    connect(refresh, &QPushButton::clicked, m_controller, &AnnotationController::refreshAgreement);
    auto* footer = new QHBoxLayout;
    footer->addWidget(m_fleiss, 1);
    footer->addWidget(refresh);
    layout->addWidget(m_agreement);
    layout->addLayout(footer);
    return box;
}

void AnnotateTab::createActions() {
    struct Answer {
        QString text;
        QKeySequence key;
        std::optional<domain::HumanChoice> choice; // empty: undo
    };
    const QList<Answer> answers{
        {tr("&A is better"), QKeySequence(Qt::Key_A), domain::HumanChoice::A},
        {tr("&Tie: equally good"), QKeySequence(Qt::Key_T), domain::HumanChoice::Tie},
        {tr("&B is better"), QKeySequence(Qt::Key_B), domain::HumanChoice::B},
        {tr("&Skip"), QKeySequence(Qt::Key_S), domain::HumanChoice::Skip},
        {tr("&Undo last label"), QKeySequence(Qt::Key_Backspace), std::nullopt},
    };
    auto* answerRow = new QHBoxLayout;
    for (const Answer& answer : answers) {
        auto* action = new QAction(answer.text, this);
        action->setShortcut(answer.key);
        // Active whenever the tab is shown, whichever of its widgets has the focus.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(tr("%1 (%2)").arg(action->text().remove(QLatin1Char('&')),
                                             answer.key.toString(QKeySequence::NativeText)));
        addAction(action);
        if (answer.choice) {
            const domain::HumanChoice choice = *answer.choice;
            connect(action, &QAction::triggered, m_controller,
                    [this, choice] { m_controller->label(choice); });
            m_answerActions.append(action);
        } else {
            connect(action, &QAction::triggered, m_controller,
                    &AnnotationController::undoLastLabel);
            const auto updateUndo = [this, action] {
                action->setEnabled(m_controller->canUndoLastLabel());
            };
            connect(m_session.undoStack(), &QUndoStack::indexChanged, action, updateUndo);
            updateUndo();
        }
        auto* button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setAccessibleName(action->toolTip());
        button->setFocusPolicy(Qt::NoFocus);
        answerRow->addWidget(button);
    }
    static_cast<QVBoxLayout*>(layout())->addLayout(answerRow);
}

void AnnotateTab::showCurrentPair() {
    const auto& pair = m_controller->currentPair();
    for (QAction* action : std::as_const(m_answerActions)) {
        action->setEnabled(pair.has_value());
    }
    if (!pair) {
        m_context->clear();
        m_left->clear();
        m_right->clear();
        m_leftTitle->setText(tr("A"));
        m_rightTitle->setText(tr("B"));
    } else {
        m_context->setPlainText(pair->contextText);
        m_left->setPlainText(pair->left.text);
        m_right->setPlainText(pair->right.text);
        m_leftTitle->setText(tr("<b>A</b> (press A if this one is better)"));
        m_rightTitle->setText(tr("<b>B</b> (press B if this one is better)"));
    }
    showStatus();
}

void AnnotateTab::showStatus() {
    const bool nameNeeded = m_session.isOpen() && m_controller->annotator().isEmpty();
    m_annotatorNeeded->setVisible(nameNeeded);
    m_reason->setText(statusText());
}

QString AnnotateTab::statusText() const {
    if (!m_session.isOpen()) {
        return tr("Open a project to annotate.");
    }
    if (m_controller->annotator().isEmpty()) {
        return tr("Type your name in the Annotator field above to start labelling.");
    }
    if (!m_controller->lastError().isEmpty()) {
        return tr("Error: %1").arg(m_controller->lastError());
    }
    if (m_controller->criteriaKnown() && m_controller->criteria().isEmpty()) {
        return tr("This project has no criterion yet, so there is nothing to label under. "
                  "Add a criterion (what “better” means) first, for instance with a judge's "
                  "prompt under Judges…, then come back.");
    }
    if (const auto& pair = m_controller->currentPair()) {
        return tr("Why this pair: %1").arg(pair->reason);
    }
    if (m_controller->isBusy()) {
        return tr("Looking for a pair to label…");
    }
    return tr("No pair left to label: every pair from this source is labelled. Choose another "
              "source or criterion.");
}

void AnnotateTab::offerSourcesOfRole() {
    // The other sources rest on the judgements, which an annotator may not read.
    const QVariant random = static_cast<int>(analysis::AnnotationPairSource::Random);
    const bool annotator = m_session.role() == storage::ProjectRole::Annotator;
    const auto* items = qobject_cast<QStandardItemModel*>(m_source->model());
    for (int row = 0; row < m_source->count(); ++row) {
        items->item(row)->setEnabled(!annotator || m_source->itemData(row) == random);
    }
    if (annotator) {
        m_source->setCurrentIndex(m_source->findData(random));
    }
    // An annotator's name is its login (the controller keeps to it): shown, not edited.
    m_annotator->setEnabled(!annotator);
    if (annotator) {
        m_annotator->setCurrentText(m_session.login());
    }
}

void AnnotateTab::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    m_controller->setShown(false);
}

void AnnotateTab::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_controller->setShown(true);
    if (m_agreementStale) {
        m_agreementStale = false;
        m_controller->refreshAgreement();
    }
    // The name field when a name is still needed, else the comparison, so that
    // the answer keys work as soon as the tab is shown.
    if (m_controller->annotator().isEmpty()) {
        m_annotator->setFocus(Qt::OtherFocusReason);
    } else {
        setFocus(Qt::OtherFocusReason);
    }
}

void AnnotateTab::showProgress(int labelled, int target) {
    m_progress->setMaximum(target);
    m_progress->setValue(qMin(labelled, target));
    m_progress->setFormat(tr("%1 of %2 labels").arg(labelled).arg(target));
}

void AnnotateTab::refreshChoices() {
    const QSignalBlocker blockAnnotator(m_annotator);
    const QString annotator = m_annotator->currentText();
    m_annotator->clear();
    m_annotator->addItems(m_controller->knownAnnotators());
    m_annotator->setCurrentText(annotator);

    const QSignalBlocker blockCriterion(m_criterion);
    m_criterion->clear();
    m_criterion->addItems(m_controller->criteria());
    m_criterion->setCurrentText(m_controller->criterion());
}

void AnnotateTab::enterAnnotator(const QString& name) {
    m_annotator->setCurrentText(name);
}

QString AnnotateTab::leftText() const {
    return m_left->toPlainText();
}

QString AnnotateTab::rightText() const {
    return m_right->toPlainText();
}

} // namespace pairrank::ui
