#include "candidate_query.h"

#include "storage/candidate_store.h"

#include <algorithm>

namespace pairrank::ui {

namespace {
// Rows read from storage per round trip while scanning for matches.
constexpr int kStoragePage = 500;
} // namespace

bool CandidateFilter::matches(const domain::Candidate& candidate) const {
    if (context && candidate.contextId != *context) {
        return false;
    }
    if (system && candidate.system != *system) {
        return false;
    }
    if (search.isEmpty()) {
        return true;
    }
    return candidate.text.contains(search, Qt::CaseInsensitive) ||
           candidate.externalId.contains(search, Qt::CaseInsensitive);
}

storage::Result<CandidatePage> loadCandidatePage(storage::ProjectDatabase& database,
                                                 const CandidateFilter& filter,
                                                 const CandidateCursor& cursor, int pageSize,
                                                 const QList<domain::CandidateId>* sorted) {
    CandidatePage page;
    page.next = cursor;
    // Only the preview is shown; a search looks through the whole text.
    const std::optional<int> textPrefix =
        filter.search.isEmpty() ? std::optional<int>(domain::kPreviewTextPrefix) : std::nullopt;
    while (page.rows.size() < pageSize) {
        storage::Result<QList<domain::Candidate>> stored = QList<domain::Candidate>();
        if (sorted != nullptr) {
            stored = storage::candidatesWithIds(
                database, sorted->mid(std::min(page.next.nextSorted, sorted->size()), kStoragePage),
                textPrefix);
        } else {
            storage::CandidatePageRequest request;
            request.contextId = filter.context;
            request.afterPosition = page.next.afterPosition;
            request.afterId = page.next.afterId;
            request.limit = kStoragePage;
            request.textPrefix = textPrefix;
            stored = storage::candidatesPage(database, request);
        }
        if (!stored) {
            return stored.error();
        }
        for (const domain::Candidate& candidate : *stored) {
            page.next.afterPosition = candidate.position;
            page.next.afterId = candidate.id;
            ++page.next.nextSorted; // candidates are never deleted: one per sorted id
            if (filter.matches(candidate)) {
                page.rows.append(CandidateRow{
                    candidate.id, candidate.contextId, candidate.externalId, candidate.system,
                    domain::textPreview(candidate.text, kPreviewCharacters),
                    candidate.referenceScores});
                if (page.rows.size() == pageSize) {
                    break;
                }
            }
        }
        if (stored->size() < kStoragePage && page.rows.size() < pageSize) {
            page.exhausted = true;
            break;
        }
    }
    return page;
}

storage::Result<QHash<domain::ContextId, QString>>
loadContextNames(storage::ProjectDatabase& database) {
    auto contexts = storage::listContexts(database);
    if (!contexts) {
        return contexts.error();
    }
    QHash<domain::ContextId, QString> names;
    for (const domain::Context& context : *contexts) {
        names.insert(context.id, context.externalId);
    }
    return names;
}

} // namespace pairrank::ui
