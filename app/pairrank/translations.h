// Loads the user's translation of PairRank, when one is installed (the .ts
// files arrive with part 2 of the GUI). Looked for, in this order: compiled-in
// resources (:/i18n) and the installed share/pairrank/translations folder.
#pragma once

class QCoreApplication;

namespace pairrank::app {

// Installs the best match for the system's UI languages; false when none is found.
bool installTranslations(QCoreApplication& application);

} // namespace pairrank::app
