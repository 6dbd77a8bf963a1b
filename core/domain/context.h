// A context is what candidates are ranked within (DESIGN.md §1): a source
// article, a prompt, a dialogue — or one big pool with an empty text.
#pragma once

#include "identifiers.h"

#include <QJsonObject>
#include <QString>

namespace pairrank::domain {

struct Context {
    ContextId id = 0;
    QString externalId; // the id in the imported file; unique in the project
    QString text;       // may be empty (a pool without a shared source text)
    QJsonObject metadata;
};

} // namespace pairrank::domain
