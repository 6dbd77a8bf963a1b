// A criterion's comparative prompt template and label words, with a live
// preview rendered by core/judge's PromptTemplate on a real pair of the
// project's candidates (DESIGN.md §4). The preview and the template's problems
// update as the user types.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/criterion.h"
#include "core/judge/prompt_template.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace pairrank::ui {

class PromptEditor : public QWidget {
    Q_OBJECT
public:
    explicit PromptEditor(QWidget* parent = nullptr);

    // The project's criteria; the first is shown unless the shown one is among them.
    void setCriteria(const QList<domain::Criterion>& criteria);
    // The pair the preview is rendered on (context text, candidate A and B).
    void setSamplePair(const QString& context, const QString& candidateA,
                       const QString& candidateB);

    // The criterion as edited (id of the stored criterion of that name, or 0 when new).
    domain::Criterion criterion() const;
    // The rendered preview, or empty when the template has a problem.
    QString previewText() const;
    // The template's or the label words' problem, or empty.
    QString problem() const;

signals:
    void edited();

private:
    void showCriterion(int index);
    void updatePreview();

    QList<domain::Criterion> m_criteria;
    QComboBox* m_criterionName = nullptr;
    QPlainTextEdit* m_template = nullptr;
    QLineEdit* m_labelA = nullptr;
    QLineEdit* m_labelB = nullptr;
    QPlainTextEdit* m_preview = nullptr;
    QLabel* m_problem = nullptr;
    QString m_context;
    QString m_candidateA;
    QString m_candidateB;
    QString m_previewText;
    QString m_problemText;
    bool m_loading = false;
};

} // namespace pairrank::ui
