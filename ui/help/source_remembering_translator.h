// The guide is written in English and names a setting's section after the setting's
// English label (guide_location.h: "Batches ahead" → run.html#batches-ahead). With a
// translation loaded a setting's widget only knows its translated label ("Batches im
// Voraus"), and an anchor made from that misses the section. This translator is
// PairRank's own (app/pairrank/translations.cpp installs it): it translates like any
// QTranslator and remembers, for each text it translated, the English text it came
// from, so that context help can link to the English section in every language.
//
// Threads: translate() may be called from any thread (texts made in workers).
#pragma once

#include <QHash>
#include <QMutex>
#include <QTranslator>

namespace pairrank::ui {

class SourceRememberingTranslator : public QTranslator {
    Q_OBJECT
public:
    explicit SourceRememberingTranslator(QObject* parent = nullptr);
    ~SourceRememberingTranslator() override;

    QString translate(const char* context, const char* sourceText,
                      const char* disambiguation = nullptr, int n = -1) const override;

    // The anchor of the English text that `label` was last translated from by a
    // SourceRememberingTranslator that exists; labelAnchor(label) when none gave it
    // (English, or a text that was not translated). Labels are compared by their
    // anchors, so "Batches im Vor&aus:" and "Batches im Voraus" are the same label.
    static QString englishAnchorOf(const QString& label);

private:
    // guideAnchor() of `text` without its mnemonic: "T&imeout:" → "timeout".
    static QString labelAnchor(const QString& text);

    mutable QMutex m_mutex;
    // labelAnchor(translation) → labelAnchor(source text)
    mutable QHash<QString, QString> m_sourceAnchors;
};

} // namespace pairrank::ui
