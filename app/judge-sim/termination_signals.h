// Quits the Qt event loop on SIGTERM or SIGINT, so that the process exits
// cleanly (destructors run, sockets close) when a test or PairRank's local-model
// backend stops it. The signal handler only writes a byte to a socket pair; the
// event loop reads it (the usual self-pipe pattern: nothing else is safe inside
// a signal handler). POSIX only.
#pragma once

#include <QObject>

namespace pairrank::judgesim {

// Installs the handlers; call once, after the QCoreApplication exists. Returns
// false (and changes nothing) when the socket pair cannot be created.
bool quitOnTerminationSignals(QObject* parent);

} // namespace pairrank::judgesim
