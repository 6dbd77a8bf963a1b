// The prompt of ONE criterion: its comparative template and label words (A, B
// and an optional tie word the template offers with {label_tie}), with a live
// preview rendered by core/judge's PromptTemplate on a real pair of the
// project's candidates (DESIGN.md §4). The preview and the template's problems
// update as the user types.
//
// A criterion that judgements were asked with keeps its prompt: the editor shows
// it read-only from the start, says how many judgements use it, and offers to
// duplicate it as a new criterion (whose prompt can then be changed).
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/criterion.h"
#include "core/judge/prompt_template.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace pairrank::ui {

class PromptEditor : public QWidget {
    Q_OBJECT
public:
    explicit PromptEditor(QWidget* parent = nullptr);

    // Shows `criterion`. `stored`: it is in the project (its name stays, runs refer
    // to it); `judgements`: how many stored judgements were asked with its prompt.
    void setCriterion(const domain::Criterion& criterion, bool stored, qint64 judgements);
    // Shows nothing (no criterion selected).
    void clear();
    // The pair the preview is rendered on (context text, candidate A and B).
    void setSamplePair(const QString& context, const QString& candidateA,
                       const QString& candidateB);

    // The criterion as edited (the shown criterion's id): two label words, or three
    // when a tie word is filled in.
    domain::Criterion criterion() const;
    // The rendered preview, or empty when the template has a problem.
    QString previewText() const;
    // The name's, the template's or the label words' problem (as Judge::create would
    // find it), or empty.
    QString problem() const;
    bool isPromptEditable() const { return m_editable; }

signals:
    // The user changed the name, the template or a label word.
    void edited();
    // The user asked for a new criterion copied from the shown one.
    void duplicateRequested();

private:
    void setFieldsEditable(bool nameEditable, bool promptEditable);
    void updatePreview();

    domain::Criterion m_shown;
    QLineEdit* m_name = nullptr;
    QLabel* m_usage = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPlainTextEdit* m_template = nullptr;
    QLineEdit* m_labelA = nullptr;
    QLineEdit* m_labelB = nullptr;
    QLineEdit* m_labelTie = nullptr; // empty: the prompt offers no tie
    QPlainTextEdit* m_preview = nullptr;
    QLabel* m_problem = nullptr;
    QString m_context;
    QString m_candidateA;
    QString m_candidateB;
    QString m_previewText;
    QString m_problemText;
    bool m_hasCriterion = false;
    bool m_editable = false;
    bool m_loading = false;
};

} // namespace pairrank::ui
