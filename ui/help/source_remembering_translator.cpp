#include "source_remembering_translator.h"

#include "guide_location.h"
#include "ui/common/mnemonic.h"

#include <QMutexLocker>
#include <QSet>

namespace pairrank::ui {

namespace {

// The translators alive, to be asked in englishAnchorOf().
struct Registry {
    QMutex mutex;
    QSet<const SourceRememberingTranslator*> translators;
};

Registry& registry() {
    static Registry instance;
    return instance;
}

} // namespace

SourceRememberingTranslator::SourceRememberingTranslator(QObject* parent)
    : QTranslator(parent) {
    const QMutexLocker lock(&registry().mutex);
    registry().translators.insert(this);
}

SourceRememberingTranslator::~SourceRememberingTranslator() {
    const QMutexLocker lock(&registry().mutex);
    registry().translators.remove(this);
}

QString SourceRememberingTranslator::translate(const char* context, const char* sourceText,
                                               const char* disambiguation, int n) const {
    const QString translation = QTranslator::translate(context, sourceText, disambiguation, n);
    if (!translation.isEmpty() && sourceText != nullptr) {
        const QString translated = labelAnchor(translation);
        const QString source = labelAnchor(QString::fromUtf8(sourceText));
        // The latest wins: a setting's help is made right after its label is translated,
        // so when two English texts share a translation ("Judge" and "Judges" may both be
        // "Bewerter"), the one just translated is the label's.
        const QMutexLocker lock(&m_mutex);
        m_sourceAnchors.insert(translated, source);
    }
    return translation;
}

QString SourceRememberingTranslator::labelAnchor(const QString& text) {
    // The mnemonic may sit anywhere in a word ("T&imeout:", "Zeitl&imit:").
    return guideAnchor(withoutMnemonic(text));
}

QString SourceRememberingTranslator::englishAnchorOf(const QString& label) {
    const QString anchor = labelAnchor(label);
    const QMutexLocker lock(&registry().mutex);
    for (const SourceRememberingTranslator* translator : std::as_const(registry().translators)) {
        const QMutexLocker translatorLock(&translator->m_mutex);
        if (const auto found = translator->m_sourceAnchors.constFind(anchor);
            found != translator->m_sourceAnchors.constEnd()) {
            return found.value();
        }
    }
    return anchor;
}

} // namespace pairrank::ui
