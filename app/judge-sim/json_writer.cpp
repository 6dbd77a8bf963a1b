#include "json_writer.h"

#include <cassert>
#include <charconv>
#include <cmath>

namespace pairrank::judgesim {

void JsonWriter::separate() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_firstInScope.empty()) {
        if (!m_firstInScope.back()) {
            m_out.append(',');
        }
        m_firstInScope.back() = false;
    }
}

JsonWriter& JsonWriter::beginObject() {
    separate();
    m_out.append('{');
    m_firstInScope.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    assert(!m_firstInScope.empty() && !m_afterKey);
    m_firstInScope.pop_back();
    m_out.append('}');
    return *this;
}

JsonWriter& JsonWriter::beginArray() {
    separate();
    m_out.append('[');
    m_firstInScope.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    assert(!m_firstInScope.empty() && !m_afterKey);
    m_firstInScope.pop_back();
    m_out.append(']');
    return *this;
}

JsonWriter& JsonWriter::key(QByteArrayView name) {
    value(name);
    m_out.append(':');
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::value(QByteArrayView utf8) {
    separate();
    static constexpr char kHex[] = "0123456789abcdef";
    m_out.append('"');
    qsizetype plainStart = 0;
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\') {
            continue;
        }
        m_out.append(utf8.sliced(plainStart, i - plainStart));
        plainStart = i + 1;
        switch (c) {
        case '"':
            m_out.append("\\\"");
            break;
        case '\\':
            m_out.append("\\\\");
            break;
        case '\n':
            m_out.append("\\n");
            break;
        case '\r':
            m_out.append("\\r");
            break;
        case '\t':
            m_out.append("\\t");
            break;
        default: {
            const char escaped[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xf]};
            m_out.append(escaped, sizeof escaped);
        }
        }
    }
    m_out.append(utf8.sliced(plainStart));
    m_out.append('"');
    return *this;
}

JsonWriter& JsonWriter::value(double number) {
    if (!std::isfinite(number)) {
        return null();
    }
    separate();
    char buffer[32];
    const std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, number);
    m_out.append(buffer, written.ptr - buffer);
    return *this;
}

JsonWriter& JsonWriter::value(qint64 number) {
    separate();
    char buffer[24];
    const std::to_chars_result written = std::to_chars(buffer, buffer + sizeof buffer, number);
    m_out.append(buffer, written.ptr - buffer);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    separate();
    m_out.append(flag ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::null() {
    separate();
    m_out.append("null");
    return *this;
}

} // namespace pairrank::judgesim
