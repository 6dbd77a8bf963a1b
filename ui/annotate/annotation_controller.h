// The logic of the Annotate tab, without widgets (DESIGN.md §2: widgets hold no
// business logic): who annotates, under which criterion, where the next pair
// comes from, the pair on screen and how long it has been there, the labels
// (stored through the undo stack), progress against a target, and the
// agreement statistics. Every read and write of the project runs on the
// project session's worker thread; results come back as values.
#pragma once

#include "core/analysis/annotation_agreement.h"
#include "core/analysis/annotation_queue.h"
#include "core/domain/human_label.h"
#include "ui/common/job_tracker.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::ui {

class ProjectSession;

class AnnotationController : public QObject {
    Q_OBJECT
public:
    explicit AnnotationController(ProjectSession& session, QObject* parent = nullptr);

    // The annotator's name (remembered in the settings for the next start).
    const QString& annotator() const { return m_annotator; }
    void setAnnotator(const QString& name);
    const QString& criterion() const { return m_criterion; }
    void setCriterion(const QString& name);
    analysis::AnnotationPairSource source() const { return m_source; }
    void setSource(analysis::AnnotationPairSource source);
    int target() const { return m_target; }
    void setTarget(int labels);

    // Annotators and criteria found in the project (after reload()).
    const QStringList& knownAnnotators() const { return m_knownAnnotators; }
    const QStringList& criteria() const { return m_criteria; }
    // True once the open project's criteria were read (so an empty criteria() means
    // the project has none, not that they are still being read).
    bool criteriaKnown() const { return m_choicesLoaded; }
    // The latest failure since the last reload (empty when none): a reload after a
    // change of project, annotator or criterion starts afresh.
    const QString& lastError() const { return m_error; }

    // The pair on screen, if any; `left` is shown on the left (stored as candidate A).
    const std::optional<analysis::AnnotationPair>& currentPair() const { return m_current; }
    // Labels of this annotator under this criterion, skips not counted.
    int labelled() const { return m_labelled; }
    bool isBusy() const {
        return m_choicesJob.isRunning() || m_fetchJob.isRunning() || m_agreementJob.isRunning();
    }

    // Labels the pair on screen (A = left better, B = right better, Tie, Skip),
    // recording the time since it was shown, and shows the next one.
    void label(domain::HumanChoice choice);
    // Undoes the last label if it is the newest edit on the undo stack; the pair
    // comes back on screen. Returns false when there is nothing of ours to undo.
    bool undoLastLabel();
    // True when the newest edit on the undo stack is a label (what undoLastLabel() undoes).
    bool canUndoLastLabel() const;

    // Whether the pairs reach a screen (true until told otherwise). While they do
    // not, no pair is chosen: choosing may refit a large pool, and it leases the
    // pairs, which keeps them from other annotators. Shown again, the queue fills.
    void setShown(bool shown);

    // Reads annotators, criteria, progress and a fresh queue of pairs.
    void reload();
    void refreshAgreement();

signals:
    void choicesChanged(); // annotators or criteria
    void currentPairChanged();
    void progressChanged(int labelled, int target);
    void agreementChanged(const pairrank::analysis::AgreementReport& report);
    void busyChanged(bool busy);
    void errorOccurred(const QString& message);

private:
    void fetchPairs();
    void showNext();
    void updateBusy();
    bool ready() const;
    void reportError(const QString& message);

    ProjectSession& m_session;
    QString m_annotator;
    QString m_criterion;
    analysis::AnnotationPairSource m_source = analysis::AnnotationPairSource::RunQueue;
    int m_target = 50;
    QStringList m_knownAnnotators;
    QStringList m_criteria;
    QHash<QString, domain::CriterionId> m_criterionIds;
    bool m_choicesLoaded = false;
    bool m_choicesPending = false;  // a reload has not yet settled the criterion
    bool m_agreementWanted = false; // refreshAgreement() waits for that
    bool m_shown = true;
    QString m_error;

    QList<analysis::AnnotationPair> m_queue;
    std::optional<analysis::AnnotationPair> m_current;
    QElapsedTimer m_shownFor;
    int m_labelled = 0;
    bool m_busy = false;
    // The project's choices (criteria, annotators, count) answer the latest
    // reload only; a change of source alone does not make them stale.
    JobTracker m_choicesJob;
    // A fetch started before a change of settings is dropped.
    JobTracker m_fetchJob;
    JobTracker m_agreementJob;
    // Pairs labelled since the last reload. A fetch that started before a label
    // was stored can still offer its pair; these are never queued again.
    QSet<QPair<domain::CandidateId, domain::CandidateId>> m_labelledPairs;
};

} // namespace pairrank::ui
