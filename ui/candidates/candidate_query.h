// What the candidates table shows, read from the project in a worker thread:
// pages of candidates matching a filter (context, system, text search), with
// the text cut to a preview. Scrolling 100,000 candidates loads them one page
// at a time (CandidateTableModel's fetchMore()).
//
// The storage layer pages by context or by id; the system and text filters are
// applied here to each stored page, scanning on until a page of matches is
// found or the candidates run out (a search over 100,000 candidates reads them
// all once, in the worker, never on the GUI thread).
#pragma once

#include "core/domain/candidate.h"
#include "storage/candidate_store.h"
#include "storage/project_database.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace pairrank::ui {

struct CandidateFilter {
    std::optional<domain::ContextId> context; // empty: every context
    std::optional<QString> system;            // empty: every system; "" = without a system
    QString search;                           // case-insensitive, in the text and external id

    bool matches(const domain::Candidate& candidate) const;
    friend bool operator==(const CandidateFilter&, const CandidateFilter&) = default;
};

// Where the next page starts: after this position (one context) or id (all); in a
// sorted table, at this index of the sorted ids.
struct CandidateCursor {
    int afterPosition = -1;
    domain::CandidateId afterId = 0;
    qsizetype nextSorted = 0;
};

struct CandidateRow {
    domain::CandidateId id = 0;
    domain::ContextId contextId = 0;
    QString externalId;
    QString system;
    QString preview; // the text's first characters on one line
    QMap<QString, double> referenceScores;
};

struct CandidatePage {
    QList<CandidateRow> rows;
    CandidateCursor next;
    bool exhausted = false; // no candidate after this page matches
};

// The length of a row's text preview (domain::textPreview).
inline constexpr qsizetype kPreviewCharacters = 160;

// Up to `pageSize` candidates matching `filter` after `cursor`, in position
// order (one context) or import order (all contexts) — or, given `sorted` (the ids
// of storage::candidateIdsInOrder), in that order.
storage::Result<CandidatePage>
loadCandidatePage(storage::ProjectDatabase& database, const CandidateFilter& filter,
                  const CandidateCursor& cursor, int pageSize,
                  const QList<domain::CandidateId>* sorted = nullptr);

// External ids of every context, to show the context column by name.
storage::Result<QHash<domain::ContextId, QString>>
loadContextNames(storage::ProjectDatabase& database);

} // namespace pairrank::ui
