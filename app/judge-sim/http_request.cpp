#include "http_request.h"

#include <cstring>

namespace pairrank::judgesim {
namespace {

constexpr int kMaxHeaderCount = 100;

// RFC 9110 §5.6.2: the characters of a token (method and header names).
bool isTokenCharacter(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return true;
    }
    return std::strchr("!#$%&'*+-.^_`|~", c) != nullptr && c != '\0';
}

bool isToken(QByteArrayView text) {
    if (text.isEmpty()) {
        return false;
    }
    for (const char c : text) {
        if (!isTokenCharacter(c)) {
            return false;
        }
    }
    return true;
}

QByteArrayView trimmedView(QByteArrayView text) {
    qsizetype begin = 0;
    qsizetype end = text.size();
    while (begin < end && (text[begin] == ' ' || text[begin] == '\t')) {
        ++begin;
    }
    while (end > begin && (text[end - 1] == ' ' || text[end - 1] == '\t')) {
        --end;
    }
    return text.sliced(begin, end - begin);
}

// A line without its terminating "\n" or "\r\n".
QByteArrayView withoutLineEnd(QByteArrayView line) {
    if (line.endsWith('\n')) {
        line.chop(1);
    }
    if (line.endsWith('\r')) {
        line.chop(1);
    }
    return line;
}

std::optional<qsizetype> parseContentLength(QByteArrayView value) {
    if (value.isEmpty() || value.size() > 18) {
        return std::nullopt;
    }
    qsizetype length = 0;
    for (const char c : value) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        length = length * 10 + (c - '0');
    }
    return length;
}

bool equalsIgnoringCase(QByteArrayView a, QByteArrayView b) {
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

std::optional<QByteArray> HttpRequest::header(QByteArrayView lowerCaseName) const {
    for (const auto& [name, value] : headers) {
        if (name == lowerCaseName) {
            return value;
        }
    }
    return std::nullopt;
}

bool HttpRequest::keepAlive() const {
    const std::optional<QByteArray> connection = header("connection");
    if (minorVersion >= 1) {
        return !(connection && equalsIgnoringCase(*connection, "close"));
    }
    return connection && equalsIgnoringCase(*connection, "keep-alive");
}

void HttpRequestParser::append(QByteArrayView bytes) {
    m_buffer.append(bytes);
}

bool HttpRequestParser::awaitsContinue() const {
    return m_headersParsed && !m_failed && m_expectsContinue &&
           m_buffer.size() < m_bodyStart + m_bodyLength;
}

HttpRequestParser::State HttpRequestParser::fail(int status, QByteArray message) {
    m_failed = true;
    m_error = HttpParseError{status, std::move(message)};
    return State::Failed;
}

HttpRequestParser::State HttpRequestParser::parse() {
    if (m_failed) {
        return State::Failed;
    }
    if (m_ready) {
        return State::RequestReady;
    }
    if (!m_headersParsed) {
        // RFC 9112 §2.2: empty lines before a request line are ignored.
        qsizetype skip = 0;
        while (skip < m_buffer.size() && (m_buffer[skip] == '\r' || m_buffer[skip] == '\n')) {
            ++skip;
        }
        if (skip > 0) {
            m_buffer.remove(0, skip);
            m_searchFrom = 0;
        }
        // The header section ends at an empty line: "\n\n" or "\n\r\n".
        qsizetype headerEnd = -1;
        const char* data = m_buffer.constData();
        for (qsizetype i = m_searchFrom; i < m_buffer.size(); ++i) {
            const void* found =
                std::memchr(data + i, '\n', static_cast<size_t>(m_buffer.size() - i));
            if (found == nullptr) {
                break;
            }
            i = static_cast<const char*>(found) - data;
            if ((i >= 1 && data[i - 1] == '\n') ||
                (i >= 2 && data[i - 1] == '\r' && data[i - 2] == '\n')) {
                headerEnd = i + 1;
                break;
            }
        }
        if (headerEnd < 0) {
            // Resume a little before the end: the terminator may straddle two reads.
            m_searchFrom = std::max<qsizetype>(0, m_buffer.size() - 3);
            if (m_buffer.size() > kMaxHeaderBytes) {
                return fail(431, "the request's header section exceeds " +
                                     QByteArray::number(kMaxHeaderBytes) + " bytes");
            }
            return State::NeedMoreData;
        }
        if (headerEnd > kMaxHeaderBytes) {
            return fail(431, "the request's header section exceeds " +
                                 QByteArray::number(kMaxHeaderBytes) + " bytes");
        }
        if (const State state = parseHeaderSection(headerEnd); state == State::Failed) {
            return state;
        }
    }
    if (m_buffer.size() < m_bodyStart + m_bodyLength) {
        return State::NeedMoreData;
    }
    m_current.body = m_buffer.mid(m_bodyStart, m_bodyLength);
    m_consumed = m_bodyStart + m_bodyLength;
    m_ready = true;
    return State::RequestReady;
}

HttpRequestParser::State HttpRequestParser::parseHeaderSection(qsizetype headerEnd) {
    m_current = HttpRequest{};
    const QByteArrayView section(m_buffer.constData(), headerEnd);
    qsizetype lineStart = 0;
    auto nextLine = [&]() {
        const qsizetype newline = section.indexOf('\n', lineStart);
        const QByteArrayView line =
            withoutLineEnd(section.sliced(lineStart, newline + 1 - lineStart));
        lineStart = newline + 1;
        return line;
    };

    // Request line: method SP request-target SP HTTP-version (RFC 9112 §3).
    const QByteArrayView requestLine = nextLine();
    const qsizetype firstSpace = requestLine.indexOf(' ');
    const qsizetype lastSpace = requestLine.lastIndexOf(' ');
    if (firstSpace <= 0 || lastSpace <= firstSpace + 1) {
        return fail(400, "malformed request line: expected 'METHOD TARGET HTTP/1.1'");
    }
    const QByteArrayView method = requestLine.first(firstSpace);
    const QByteArrayView target = requestLine.sliced(firstSpace + 1, lastSpace - firstSpace - 1);
    const QByteArrayView version = requestLine.sliced(lastSpace + 1);
    if (!isToken(method)) {
        return fail(400, "malformed request line: the method is not a token");
    }
    if (target.contains(' ') || target.contains('\t')) {
        return fail(400, "malformed request line: the target contains whitespace");
    }
    if (version == "HTTP/1.1") {
        m_current.minorVersion = 1;
    } else if (version == "HTTP/1.0") {
        m_current.minorVersion = 0;
    } else if (version.startsWith("HTTP/")) {
        return fail(505, "only HTTP/1.0 and HTTP/1.1 are supported");
    } else {
        return fail(400, "malformed request line: the version must be HTTP/1.1");
    }
    QByteArrayView path = target;
    if (path.startsWith("http://")) {
        // Absolute form (RFC 9112 §3.2.2): the path starts after the authority.
        const qsizetype slash = path.indexOf('/', 7);
        path = slash < 0 ? QByteArrayView("/") : path.sliced(slash);
    }
    if (!path.startsWith('/') && path != "*") {
        return fail(400, "malformed request target: it must start with '/'");
    }
    if (const qsizetype query = path.indexOf('?'); query >= 0) {
        path.truncate(query);
    }
    m_current.method = method.toByteArray();
    m_current.target = target.toByteArray();
    m_current.path = path.toByteArray();

    std::optional<qsizetype> contentLength;
    m_expectsContinue = false;
    while (lineStart < section.size()) {
        const QByteArrayView line = nextLine();
        if (line.isEmpty()) {
            break;
        }
        if (line.front() == ' ' || line.front() == '\t') {
            return fail(400, "obsolete header line folding is not accepted");
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon))) {
            return fail(400, "malformed header line (expected 'Name: value')");
        }
        if (m_current.headers.size() >= kMaxHeaderCount) {
            return fail(431, "more than " + QByteArray::number(kMaxHeaderCount) + " headers");
        }
        const QByteArray name = line.first(colon).toByteArray().toLower();
        const QByteArrayView value = trimmedView(line.sliced(colon + 1));
        if (name == "transfer-encoding") {
            return fail(411, "Transfer-Encoding (chunked bodies) is not supported: "
                             "send the body with a Content-Length header");
        }
        if (name == "content-length") {
            const std::optional<qsizetype> length = parseContentLength(value);
            if (!length) {
                return fail(400, "Content-Length is not a decimal number");
            }
            if (contentLength && *contentLength != *length) {
                return fail(400, "conflicting Content-Length headers");
            }
            if (*length > kMaxBodyBytes) {
                return fail(413,
                            "the body exceeds " + QByteArray::number(kMaxBodyBytes) + " bytes");
            }
            contentLength = length;
        }
        if (name == "expect" && equalsIgnoringCase(value, "100-continue")) {
            m_expectsContinue = true;
        }
        m_current.headers.append({name, value.toByteArray()});
    }
    m_headersParsed = true;
    m_bodyStart = headerEnd;
    m_bodyLength = contentLength.value_or(0);
    return State::NeedMoreData;
}

HttpRequest HttpRequestParser::takeRequest() {
    HttpRequest request = std::move(m_current);
    m_current = HttpRequest{};
    // Usually nothing follows the request (no pipelining), so this moves no bytes
    // and keeps the buffer's allocation for the next request.
    m_buffer.remove(0, m_consumed);
    m_consumed = 0;
    m_searchFrom = 0;
    m_headersParsed = false;
    m_bodyStart = 0;
    m_bodyLength = 0;
    m_expectsContinue = false;
    m_ready = false;
    return request;
}

} // namespace pairrank::judgesim
