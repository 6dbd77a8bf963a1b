#include "calibration_tab.h"

#include "calibration_controller.h"
#include "core/analysis/report_summary.h"
#include "core/analysis/warning_lines.h"
#include "estimate_text.h"
#include "judge_accuracy_model.h"
#include "pair_estimates_model.h"
#include "ui/common/diagnostic_texts.h"
#include "ui/common/job_progress_bar.h"
#include "ui/common/top_icon_delegate.h"
#include "ui/help/context_help.h"
#include "ui/project/human_label_watcher.h"
#include "ui/project/project_session.h"
#include "ui/report/report_export_job.h"
#include "win_rate_matrix_model.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace pairrank::ui {
namespace {

QTableView* createTable(QAbstractItemModel* model, const QString& accessibleName) {
    auto* table = new QTableView;
    table->setModel(model);
    table->setAccessibleName(accessibleName);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setVisible(false);
    return table;
}

QGroupBox* group(const QString& title, QWidget* content) {
    auto* box = new QGroupBox(title);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(content);
    return box;
}

QString intervalText(const analysis::EstimateWithInterval& estimate, int decimals) {
    const QLocale locale;
    return QStringLiteral("%1 [%2, %3]")
        .arg(locale.toString(estimate.value, 'f', decimals),
             locale.toString(estimate.interval.lower, 'f', decimals),
             locale.toString(estimate.interval.upper, 'f', decimals));
}

} // namespace

CalibrationTab::CalibrationTab(ProjectSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_controller(new CalibrationController(session, this))
    , m_matrixModel(new WinRateMatrixModel(this))
    , m_estimatesModel(new PairEstimatesModel(this))
    , m_accuracyModel(new JudgeAccuracyModel(this)) {
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAccessibleName(tr("Summary"));

    auto* splitter = new QSplitter(Qt::Vertical);
    m_matrixPanel = createMatrixPanel();
    splitter->addWidget(m_matrixPanel);
    m_estimatesGroup = group(tr("Estimates per pair of systems and judge (95 % intervals)"),
                             createTable(m_estimatesModel, tr("Estimates")));
    splitter->addWidget(m_estimatesGroup);
    splitter->addWidget(createJudgePanel());
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createSettingsBar());
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_controller, &CalibrationController::criteriaChanged, this,
            &CalibrationTab::refreshCriteria);
    connect(m_controller, &CalibrationController::reportChanged, this, &CalibrationTab::showReport);
    connect(m_controller, &CalibrationController::busyChanged, this,
            [this](bool busy) { m_recompute->setEnabled(!busy); });
    connect(m_controller, &CalibrationController::cancelled, this, [this] {
        m_summary->setText(
            tr("The computation was cancelled. Press Recompute to compute the report."));
    });
    connect(m_controller, &CalibrationController::failed, this, [this](const QString& message) {
        const auto& evidence = m_controller->evidence();
        m_summary->setText(evidence ? evidenceText(*evidence) + QLatin1Char(' ') +
                                          tr("No calibrated report yet: %1").arg(message)
                                    : tr("Error: %1").arg(message));
    });
    connect(&m_session, &ProjectSession::projectOpened, this, &CalibrationTab::reloadWhenShown);
    // Labels stored by others (annotators on a server) count without a Recompute.
    connect(&m_session.labelWatcher(), &HumanLabelWatcher::labelsChanged, this,
            &CalibrationTab::reloadWhenShown);
    connect(&m_session, &ProjectSession::projectClosed, this, &CalibrationTab::reloadWhenShown);
    connect(&m_session, &ProjectSession::projectChanged, this, [this](ProjectChanges changes) {
        if (changes.testFlag(ProjectChange::Criteria) ||
            changes.testFlag(ProjectChange::Candidates)) {
            reloadWhenShown();
        } else if (changes.testFlag(ProjectChange::Judgements) && !isVisible()) {
            m_stale = true; // new labels: recomputed when the tab is next shown
        }
    });
    showReport();
}

void CalibrationTab::reloadWhenShown() {
    m_stale = true;
    if (isVisible()) {
        m_stale = false;
        m_controller->reload();
    }
}

void CalibrationTab::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        m_controller->reload();
    }
}

QWidget* CalibrationTab::createSettingsBar() {
    auto* bar = new QWidget;
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);

    m_criterion = new QComboBox;
    m_criterion->setMinimumContentsLength(12);
    m_criterion->setAccessibleName(tr("Criterion"));
    setContextHelp(*m_criterion, QStringLiteral("calibration.html"),
                   tr("The criterion whose win rates are shown"),
                   tr("The win rates, judge accuracies and warnings below are computed from the "
                      "judgements and human labels of this criterion only."));
    connect(m_criterion, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        if (!name.isEmpty()) {
            m_controller->setCriterion(name);
        }
    });

    m_prior = new QComboBox;
    m_prior->setAccessibleName(tr("Prior setting"));
    setContextHelp(*m_prior, QStringLiteral("calibration.html"),
                   tr("How the judge's accuracy is learnt (paper 004 §4.3): from this pair's "
                      "human labels, from the most similar other pair, or not at all"),
                   tr("The calibrated estimates correct the judge by its accuracy against the "
                      "human labels. In-distribution uses the labels of the same pair of "
                      "systems; out-of-distribution borrows them from the closest other pair; "
                      "no prior uses none. Automatic picks what the labels allow."));
    const QList<QPair<stats::ReportPrior, QString>> priors{
        {stats::ReportPrior::Automatic, tr("Automatic")},
        {stats::ReportPrior::InDistribution, tr("In-distribution (this pair's labels)")},
        {stats::ReportPrior::OutOfDistribution, tr("Out-of-distribution (closest pair)")},
        {stats::ReportPrior::None, tr("No prior (no human labels)")}};
    for (const auto& [prior, text] : priors) {
        m_prior->addItem(text, static_cast<int>(prior));
    }
    connect(m_prior, &QComboBox::currentIndexChanged, this, [this] {
        m_controller->setPrior(static_cast<stats::ReportPrior>(m_prior->currentData().toInt()));
    });

    m_recompute = new QPushButton(tr("Re&compute"));
    m_recompute->setToolTip(tr("Compute the report again from the project's current labels"));
    connect(m_recompute, &QPushButton::clicked, m_controller, &CalibrationController::compute);
    m_export = new QPushButton(tr("&Export report…"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, [this] {
        emit exportRequested();
        startReportExport(m_session, m_controller->request(), this);
    });

    m_progress = new JobProgressBar(m_controller->reportJob(), tr("Computing the report"));

    auto* criterionLabel = new QLabel(tr("C&riterion:"));
    criterionLabel->setBuddy(m_criterion);
    auto* priorLabel = new QLabel(tr("&Prior:"));
    priorLabel->setBuddy(m_prior);
    layout->addWidget(criterionLabel);
    layout->addWidget(m_criterion);
    layout->addWidget(priorLabel);
    layout->addWidget(m_prior);
    layout->addWidget(m_recompute);
    layout->addWidget(m_progress);
    layout->addStretch(1);
    layout->addWidget(m_export);
    return bar;
}

QString CalibrationTab::matrixTitle(stats::WinRateSource source) {
    return tr("Win rates (%1): P(row system preferred over column system)")
        .arg(analysis::winRateSourceTitle(source));
}

QWidget* CalibrationTab::createMatrixPanel() {
    auto* panel = new QWidget;
    auto* layout = new QHBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* matrix = createTable(m_matrixModel, tr("Win-rate matrix"));
    matrix->setSelectionBehavior(QAbstractItemView::SelectItems);
    matrix->setAlternatingRowColors(false);
    matrix->verticalHeader()->setVisible(true);
    matrix->horizontalHeader()->setStretchLastSection(false);
    m_matrixGroup = group(matrixTitle(stats::WinRateSource::DawidSkene), matrix);
    layout->addWidget(m_matrixGroup, 3);
    m_ranking = new QListWidget;
    m_ranking->setAccessibleName(tr("Systems ranking"));
    layout->addWidget(group(tr("Systems ranking"), m_ranking), 1);
    return panel;
}

QWidget* CalibrationTab::createJudgePanel() {
    auto* panel = new QWidget;
    auto* layout = new QHBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(group(tr("Judge accuracy against the humans"),
                            createTable(m_accuracyModel, tr("Judge accuracy"))),
                      3);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_bias = new QLabel;
    m_bias->setWordWrap(true);
    m_bias->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_bias->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bias->setAccessibleName(tr("Judge bias"));
    // The splitter sizes this panel without asking how tall the wrapped lines are, so a
    // label laid out directly would be squeezed and its first and last lines cut off; in a
    // scroll area the lines keep their height and scroll when the panel is short.
    auto* biasScroll = new QScrollArea;
    biasScroll->setWidget(m_bias);
    biasScroll->setWidgetResizable(true);
    biasScroll->setFrameShape(QFrame::NoFrame);
    biasScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_warnings = new QListWidget;
    m_warnings->setAccessibleName(tr("Warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setItemDelegate(new TopIconDelegate(m_warnings));
    // By pixel: a warning taller than the list is read to its end, not skipped as one item.
    m_warnings->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    rightLayout->addWidget(group(tr("Judge bias"), biasScroll), 1);
    rightLayout->addWidget(group(tr("Warnings"), m_warnings), 1);
    layout->addWidget(right, 2);
    return panel;
}

void CalibrationTab::refreshCriteria() {
    const QSignalBlocker blocker(m_criterion);
    m_criterion->clear();
    m_criterion->addItems(m_controller->criteria());
    m_criterion->setCurrentText(m_controller->request().criterion);
}

void CalibrationTab::showReport() {
    const std::optional<analysis::CalibrationReport>& report = m_controller->report();
    m_export->setEnabled(report.has_value());
    const bool withWinRates = !report || report->winRatesMissing.isEmpty();
    m_matrixPanel->setVisible(withWinRates);
    m_estimatesGroup->setVisible(withWinRates);
    m_ranking->clear();
    m_warnings->clear();
    if (!report) {
        m_matrixModel->setReport({});
        m_estimatesModel->setReport({});
        m_accuracyModel->setRows({});
        m_bias->clear();
        m_summary->setText(m_session.isOpen()
                               ? tr("The report appears here once the project has a criterion "
                                    "and judgements.")
                               : tr("Open a project to see its calibrated win rates."));
        return;
    }
    const stats::WinRateReport& winRates = report->winRates;
    m_matrixGroup->setTitle(matrixTitle(winRates.headlineSource));
    m_matrixModel->setReport(winRates);
    m_estimatesModel->setReport(winRates);
    m_accuracyModel->setRows(winRates.accuracyTable);

    for (std::size_t place = 0; place < winRates.ranking.size(); ++place) {
        const auto system = static_cast<std::size_t>(winRates.ranking[place]);
        const std::optional<double>& average = winRates.averageWinRate[system];
        m_ranking->addItem(average ? tr("%1. %2 — average win rate %3")
                                         .arg(place + 1)
                                         .arg(QString::fromStdString(winRates.systems[system]),
                                              probabilityText(*average))
                                   : tr("%1. %2 — not compared")
                                         .arg(place + 1)
                                         .arg(QString::fromStdString(winRates.systems[system])));
    }

    QString summary = evidenceText(*m_controller->evidence());
    if (!report->winRatesMissing.isEmpty()) {
        //: %1: why, e.g. "no candidate names the system that wrote it …"
        summary += QLatin1Char(' ') + tr("No win rates: %1. The judges' accuracy is over the "
                                         "pairs people labelled, the text imported first as "
                                         "the first.")
                                          .arg(report->winRatesMissing);
    } else if (!winRates.ranking.empty()) {
        const auto best = static_cast<std::size_t>(winRates.ranking.front());
        if (const std::optional<double>& average = winRates.averageWinRate[best]) {
            summary += QLatin1Char(' ') + tr("Best system: %1, preferred in %2 of its comparisons "
                                             "on average (calibrated).")
                                              .arg(QString::fromStdString(winRates.systems[best]),
                                                   probabilityText(*average));
        }
    }
    m_summary->setText(summary);

    QStringList bias;
    if (report->judgeBias) {
        const analysis::JudgeDiagnostics& diagnostics = *report->judgeBias;
        if (diagnostics.positionA) {
            bias << tr("Chooses the first position: %1")
                        .arg(intervalText(*diagnostics.positionA, 2));
        }
        if (diagnostics.lengthBiasSlope) {
            bias << tr("Length bias beyond quality (logit per 1,000 characters): %1")
                        .arg(intervalText(*diagnostics.lengthBiasSlope, 2));
        } else if (diagnostics.lengthBiasGap) {
            //: %1: why, e.g. "too few judged pairs have reference scores or human labels"
            bias << tr("Length bias: not measured; %1.")
                        .arg(lengthBiasGapReason(*diagnostics.lengthBiasGap));
        }
        if (diagnostics.orderConsistency) {
            bias << tr("Same winner in both orders: %1")
                        .arg(intervalText(*diagnostics.orderConsistency, 2));
        }
    }
    m_bias->setText(bias.isEmpty() ? tr("No judgements to diagnose.")
                                   : bias.join(QLatin1Char('\n')));

    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const QString& line : analysis::warningLines(report->warnings)) {
        new QListWidgetItem(warningIcon, line, m_warnings);
    }
    if (report->warnings.isEmpty()) {
        m_warnings->addItem(withWinRates
                                ? tr("None: every pair has enough human labels and usable judges.")
                                : tr("None."));
    }
}

QString CalibrationTab::evidenceText(const analysis::CalibrationEvidence& evidence) {
    // Each count has its own numerus forms; the sentence puts them together.
    return tr("%1 and %2 of “%3”.", "human labels and judgements of a criterion")
        .arg(tr("%n human label(s)", nullptr, static_cast<int>(evidence.humanLabels)),
             tr("%n judgement(s)", nullptr, static_cast<int>(evidence.judgements)),
             evidence.criterion);
}

QString CalibrationTab::summaryText() const {
    return m_summary->text();
}

QStringList CalibrationTab::warningTexts() const {
    QStringList texts;
    for (int row = 0; row < m_warnings->count(); ++row) {
        texts << m_warnings->item(row)->text();
    }
    return texts;
}

} // namespace pairrank::ui
