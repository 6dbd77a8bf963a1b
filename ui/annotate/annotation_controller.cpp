#include "annotation_controller.h"

#include "core/analysis/annotation_leases.h"
#include "human_label_command.h"
#include "storage/catalog_store.h"
#include "storage/human_label_store.h"
#include "ui/common/setting_key.h"
#include "ui/project/project_session.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QSet>
#include <QUndoStack>

namespace pairrank::ui {

namespace {

const SettingKey<QString> kAnnotatorSetting("annotate/annotator");

// Pairs asked for at once; the next batch is fetched when fewer are left.
constexpr int kPairsPerFetch = 12;
constexpr int kFetchWhenFewerThan = 4;

struct ProjectChoices {
    QString error;
    QStringList annotators;
    QStringList criteria;
    QHash<QString, domain::CriterionId> criterionIds;
    int labelled = 0;
};

bool samePair(const analysis::AnnotationPair& pair, const domain::HumanLabel& label) {
    return (pair.left.id == label.candidateA && pair.right.id == label.candidateB) ||
           (pair.left.id == label.candidateB && pair.right.id == label.candidateA);
}

QPair<domain::CandidateId, domain::CandidateId> keyOf(const analysis::AnnotationPair& pair) {
    return qMakePair(qMin(pair.left.id, pair.right.id), qMax(pair.left.id, pair.right.id));
}

} // namespace

AnnotationController::AnnotationController(ProjectSession& session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_annotator(kAnnotatorSetting.read())
    , m_choicesJob(session)
    , m_fetchJob(session)
    , m_agreementJob(session) {
    for (const JobTracker* job : {&m_choicesJob, &m_fetchJob, &m_agreementJob}) {
        connect(job, &JobTracker::runningChanged, this, &AnnotationController::updateBusy);
    }
}

void AnnotationController::setAnnotator(const QString& name) {
    const QString trimmed = name.trimmed();
    if (trimmed == m_annotator) {
        return;
    }
    m_annotator = trimmed;
    if (!trimmed.isEmpty()) {
        kAnnotatorSetting.write(trimmed);
    }
    reload();
}

void AnnotationController::setCriterion(const QString& name) {
    if (name == m_criterion) {
        return;
    }
    m_criterion = name;
    reload();
}

void AnnotationController::reportError(const QString& message) {
    m_error = message;
    emit errorOccurred(message);
}

void AnnotationController::setSource(analysis::AnnotationPairSource source) {
    if (source == m_source) {
        return;
    }
    m_source = source;
    // The pair on screen stays; the ones queued came from the old source.
    m_fetchJob.cancel();
    m_queue.clear();
    fetchPairs();
}

void AnnotationController::setTarget(int labels) {
    m_target = qMax(1, labels);
    emit progressChanged(m_labelled, m_target);
}

bool AnnotationController::ready() const {
    return m_session.isOpen() && !m_annotator.isEmpty() && !m_criterion.isEmpty();
}

void AnnotationController::updateBusy() {
    if (isBusy() != m_busy) {
        m_busy = isBusy();
        emit busyChanged(m_busy);
    }
}

void AnnotationController::reload() {
    // On a server an annotator labels under its login: the server stores no other name.
    if (m_session.isOpen() && m_session.role() == storage::ProjectRole::Annotator) {
        m_annotator = m_session.login();
    }
    m_choicesJob.cancel();
    m_fetchJob.cancel();
    m_queue.clear();
    m_labelledPairs.clear();
    m_current.reset();
    m_error.clear(); // it was about what is reloaded now
    emit currentPairChanged();
    if (!m_session.isOpen()) {
        m_choicesLoaded = false;
        m_choicesPending = false;
        m_criteria.clear();
        m_criterionIds.clear();
        m_knownAnnotators.clear();
        emit choicesChanged();
        emit agreementChanged({});
        return;
    }
    m_choicesPending = true;
    m_choicesJob.startOnProject(
        [annotator = m_annotator, criterion = m_criterion](storage::ProjectDatabase& database) {
            ProjectChoices choices;
            const auto criteria = storage::listCriteria(database);
            const auto annotators = storage::listAnnotators(database);
            if (!criteria || !annotators) {
                choices.error =
                    !criteria ? criteria.error().toString() : annotators.error().toString();
                return choices;
            }
            for (const domain::Criterion& each : *criteria) {
                choices.criteria.append(each.name);
                choices.criterionIds.insert(each.name, each.id);
            }
            choices.annotators = *annotators;
            if (!annotator.isEmpty() && choices.criterionIds.contains(criterion)) {
                const auto labelled =
                    storage::countHumanLabels(database, choices.criterionIds[criterion], annotator);
                if (!labelled) {
                    choices.error = labelled.error().toString();
                    return choices;
                }
                choices.labelled = static_cast<int>(*labelled);
            }
            return choices;
        },
        [this](const ProjectChoices& choices) {
            if (!choices.error.isEmpty()) {
                reportError(choices.error);
                return;
            }
            m_knownAnnotators = choices.annotators;
            m_criteria = choices.criteria;
            m_criterionIds = choices.criterionIds;
            m_choicesLoaded = true;
            emit choicesChanged();
            m_labelled = choices.labelled;
            emit progressChanged(m_labelled, m_target);
            // A criterion chosen in another project (or deleted since) is not this
            // project's: take its first one rather than ask for pairs of a stranger.
            if (!m_criteria.contains(m_criterion)) {
                setCriterion(m_criteria.value(0)); // reloads with it
                return;
            }
            m_choicesPending = false;
            if (m_agreementWanted) {
                refreshAgreement();
            }
            fetchPairs();
        });
}

void AnnotationController::setShown(bool shown) {
    m_shown = shown;
    // What showNext() or a reload asked for meanwhile; a reload still reading the
    // project's criteria asks once they are settled.
    if (m_shown && !m_choicesPending && m_queue.size() < kFetchWhenFewerThan) {
        fetchPairs();
    }
}

void AnnotationController::fetchPairs() {
    if (!ready() || m_fetchJob.isRunning()) {
        return;
    }
    if (!m_shown) {
        return; // setShown(true) asks again
    }
    analysis::AnnotationPairRequest request;
    request.annotator = m_annotator;
    request.criterion = m_criterion;
    request.context = m_session.currentContext();
    request.source = m_source;
    request.count = kPairsPerFetch;
    // The order on screen is random; it is recorded with each label, so it need
    // not be reproducible.
    request.seed = QRandomGenerator::global()->generate64();
    // Choosing pairs may refit a large pool (Most uncertain): not on the project's
    // queue, where the other tabs' pages and details would wait for it. Its lease is
    // one short transaction of its own; a pair labelled meanwhile is dropped below.
    m_fetchJob.startOnOwnConnection(
        [request](storage::ProjectDatabase& database, const common::ProgressCallback& progress) {
            return analysis::leaseAnnotationPairs(database, request,
                                                  analysis::kDefaultLeaseDuration, progress);
        },
        [this](const pairrank::Result<QList<analysis::AnnotationPair>>& pairs) {
            if (!pairs) {
                reportError(pairs.error().message);
                return;
            }
            QSet<QPair<domain::CandidateId, domain::CandidateId>> known = m_labelledPairs;
            if (m_current) {
                known.insert(keyOf(*m_current));
            }
            for (const analysis::AnnotationPair& queued : std::as_const(m_queue)) {
                known.insert(keyOf(queued));
            }
            for (const analysis::AnnotationPair& pair : *pairs) {
                if (!known.contains(keyOf(pair))) {
                    m_queue.append(pair);
                }
            }
            if (!m_current) {
                showNext();
            }
        });
}

void AnnotationController::showNext() {
    if (m_queue.isEmpty()) {
        m_current.reset();
    } else {
        m_current = m_queue.takeFirst();
        m_shownFor.start();
    }
    emit currentPairChanged();
    if (m_queue.size() < kFetchWhenFewerThan) {
        fetchPairs();
    }
}

void AnnotationController::label(domain::HumanChoice choice) {
    if (!m_current || !ready()) {
        return;
    }
    const auto criterion = m_criterionIds.constFind(m_criterion);
    if (criterion == m_criterionIds.cend()) {
        return;
    }
    const analysis::AnnotationPair pair = *m_current;
    domain::HumanLabel label = analysis::annotationLabel(
        pair, m_annotator, choice, m_shownFor.isValid() ? m_shownFor.elapsed() : 0);
    const bool counts = choice != domain::HumanChoice::Skip;
    auto stored = [this, label, pair, counts](const QString& error) {
        if (!error.isEmpty()) {
            reportError(error);
            return;
        }
        m_labelled += counts ? 1 : 0;
        m_labelledPairs.insert(keyOf(pair)); // again, after a redo
        emit progressChanged(m_labelled, m_target);
        // A redo after an undo stores the label of the pair on screen again: move on.
        if (m_current && samePair(*m_current, label)) {
            showNext();
        }
        m_session.notifyChanged(ProjectChange::Judgements);
    };
    auto removed = [this, pair, counts](const QString& error) {
        if (!error.isEmpty()) {
            reportError(error);
            return;
        }
        m_labelled -= counts ? 1 : 0;
        m_labelledPairs.remove(keyOf(pair));
        emit progressChanged(m_labelled, m_target);
        if (m_current) {
            m_queue.prepend(*m_current);
        }
        m_current = pair;
        m_shownFor.start();
        emit currentPairChanged();
        m_session.notifyChanged(ProjectChange::Judgements);
    };
    label.criterionId = criterion.value();
    m_labelledPairs.insert(keyOf(pair));
    m_session.undoStack()->push(new HumanLabelCommand(m_session, this, label, stored, removed));
    showNext();
}

bool AnnotationController::canUndoLastLabel() const {
    const QUndoStack* stack = m_session.undoStack();
    return stack->canUndo() &&
           dynamic_cast<const HumanLabelCommand*>(stack->command(stack->index() - 1)) != nullptr;
}

bool AnnotationController::undoLastLabel() {
    if (!canUndoLastLabel()) {
        return false;
    }
    m_session.undoStack()->undo();
    return true;
}

void AnnotationController::refreshAgreement() {
    if (!m_session.isOpen()) {
        return;
    }
    // Until reload() has checked the criterion against the project's, it may be
    // another project's: compute once it is settled.
    m_agreementWanted = m_choicesPending || m_criterion.isEmpty();
    if (m_agreementWanted) {
        return;
    }
    const analysis::AgreementScope scope = m_session.role() == storage::ProjectRole::Annotator
                                               ? analysis::AgreementScope::AnnotatorsOnly
                                               : analysis::AgreementScope::AnnotatorsAndJudges;
    // A read of every label and judgement of the criterion: beside the project's queue.
    m_agreementJob.startOnOwnConnection(
        [criterion = m_criterion, scope](storage::ProjectDatabase& database) {
            return analysis::computeAgreement(database, criterion, scope);
        },
        [this](const pairrank::Result<analysis::AgreementReport>& report) {
            if (!report) {
                reportError(report.error().message);
                return;
            }
            emit agreementChanged(*report);
        });
}

} // namespace pairrank::ui
