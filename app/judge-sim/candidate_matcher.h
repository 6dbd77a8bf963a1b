// Finds which known candidate texts occur in a prompt, in order of appearance,
// in time linear in the prompt's length (plus the verified matches).
//
// Rabin–Karp: every text's first W bytes (W = the shortest text's length, at most
// kMaxWindowBytes) are hashed into a table; a rolling hash of every W-byte window
// of the prompt is looked up there (behind a 64 Ki-bit filter that rejects most
// windows without touching the table), and each hit is verified by comparing the
// whole text. A match lying inside a longer match (a text that is part of another
// text) is discarded, so "very good" is not also reported as "good".
//
// Texts are compared as UTF-8 bytes, exactly (no whitespace or case folding).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <bitset>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace pairrank::judgesim {

inline constexpr qsizetype kMaxWindowBytes = 64;

class CandidateMatcher {
public:
    // Precondition: every text is non-empty.
    explicit CandidateMatcher(QList<QByteArray> texts);

    // The indices (into the constructor's list) of the distinct texts found in
    // `prompt`, ordered by their first occurrence.
    QList<int> findCandidates(QByteArrayView prompt) const;

private:
    QList<QByteArray> m_texts;
    qsizetype m_window = 0;
    std::uint64_t m_highestPower = 1; // base^(window - 1), to roll the oldest byte out
    std::unordered_map<std::uint64_t, std::vector<int>> m_textsByWindowHash;
    std::bitset<65536> m_windowFilter;
};

} // namespace pairrank::judgesim
