#include "candidate_matcher.h"

#include <algorithm>
#include <cstring>

namespace pairrank::judgesim {
namespace {

// Polynomial hash modulo 2^64 (unsigned overflow) with an odd base.
constexpr std::uint64_t kBase = 1099511628211ULL;

std::uint64_t windowHash(const char* bytes, qsizetype length) {
    std::uint64_t hash = 0;
    for (qsizetype i = 0; i < length; ++i) {
        hash = hash * kBase + static_cast<unsigned char>(bytes[i]);
    }
    return hash;
}

std::size_t filterSlot(std::uint64_t hash) {
    // The high bits mix every byte of the window; the low bits mostly the last ones.
    return static_cast<std::size_t>(hash >> 48);
}

struct Match {
    qsizetype position = 0;
    qsizetype length = 0;
    int text = 0;
};

} // namespace

CandidateMatcher::CandidateMatcher(QList<QByteArray> texts)
    : m_texts(std::move(texts)) {
    if (m_texts.isEmpty()) {
        return;
    }
    m_window = kMaxWindowBytes;
    for (const QByteArray& text : m_texts) {
        m_window = std::min(m_window, text.size());
    }
    for (qsizetype i = 1; i < m_window; ++i) {
        m_highestPower *= kBase;
    }
    for (int index = 0; index < m_texts.size(); ++index) {
        const std::uint64_t hash = windowHash(m_texts[index].constData(), m_window);
        m_textsByWindowHash[hash].push_back(index);
        m_windowFilter.set(filterSlot(hash));
    }
}

QList<int> CandidateMatcher::findCandidates(QByteArrayView prompt) const {
    QList<int> found;
    if (m_window == 0 || prompt.size() < m_window) {
        return found;
    }
    const char* data = prompt.data();
    std::vector<Match> matches;
    std::uint64_t hash = windowHash(data, m_window);
    for (qsizetype start = 0;; ++start) {
        if (m_windowFilter.test(filterSlot(hash))) {
            const auto bucket = m_textsByWindowHash.find(hash);
            if (bucket != m_textsByWindowHash.end()) {
                for (const int index : bucket->second) {
                    const QByteArray& text = m_texts[index];
                    if (start + text.size() <= prompt.size() &&
                        std::memcmp(data + start, text.constData(),
                                    static_cast<std::size_t>(text.size())) == 0) {
                        matches.push_back(Match{start, text.size(), index});
                    }
                }
            }
        }
        if (start + m_window >= prompt.size()) {
            break;
        }
        hash = (hash - m_highestPower * static_cast<unsigned char>(data[start])) * kBase +
               static_cast<unsigned char>(data[start + m_window]);
    }
    // Matches come in increasing position; among equal positions put the longest
    // first, then drop every match that ends inside an earlier kept one.
    std::stable_sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
        return a.position != b.position ? a.position < b.position : a.length > b.length;
    });
    qsizetype keptEnd = -1;
    for (const Match& match : matches) {
        const qsizetype end = match.position + match.length;
        if (end <= keptEnd) {
            continue;
        }
        keptEnd = end;
        if (!found.contains(match.text)) {
            found.append(match.text);
        }
    }
    return found;
}

} // namespace pairrank::judgesim
