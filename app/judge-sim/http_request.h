// An HTTP/1.1 request as pairrank-judge-sim sees it, and an incremental parser
// for requests arriving in pieces over a keep-alive connection.
//
// Supported: request line, headers, bodies framed by Content-Length (none means
// an empty body). Refused: any Transfer-Encoding (411: the simulator does not
// decode chunked bodies; clients must send Content-Length), header sections above
// kMaxHeaderBytes (431), bodies above kMaxBodyBytes (413), and anything that does
// not parse (400). After a failure the parser is unusable: the connection answers
// the error and closes.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

#include <optional>

namespace pairrank::judgesim {

inline constexpr qsizetype kMaxHeaderBytes = 64 * 1024;
inline constexpr qsizetype kMaxBodyBytes = 64 * 1024 * 1024;

struct HttpRequest {
    QByteArray method;    // e.g. "POST", as sent (methods are case-sensitive)
    QByteArray target;    // the request target, e.g. "/v1/chat/completions?x=1"
    QByteArray path;      // the target without its query string
    int minorVersion = 1; // HTTP/1.<minorVersion>
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values trimmed
    QByteArray body;

    // The first header with this lower-case name, if any.
    std::optional<QByteArray> header(QByteArrayView lowerCaseName) const;
    // HTTP/1.1 keeps the connection open unless "Connection: close";
    // HTTP/1.0 only with "Connection: keep-alive".
    bool keepAlive() const;
};

struct HttpParseError {
    int status = 400; // the response status to answer with
    QByteArray message;
};

class HttpRequestParser {
public:
    enum class State { NeedMoreData, RequestReady, Failed };

    // Appends bytes received from the connection.
    void append(QByteArrayView bytes);
    // Tries to complete the next request from the bytes received so far.
    // RequestReady: takeRequest() returns it and the parser moves on to the next.
    State parse();
    // Precondition: parse() returned RequestReady.
    HttpRequest takeRequest();
    // Meaningful after parse() returned Failed.
    const HttpParseError& error() const { return m_error; }
    // True once the headers of the current request are parsed, it asked for
    // "Expect: 100-continue" and its body is still incomplete; the connection
    // should then send an interim "100 Continue" once (curl waits for it).
    bool awaitsContinue() const;
    // The number of bytes received and not yet consumed by a returned request.
    qsizetype bufferedBytes() const { return m_buffer.size() - m_consumed; }

private:
    State fail(int status, QByteArray message);
    State parseHeaderSection(qsizetype headerEnd);

    QByteArray m_buffer;
    qsizetype m_consumed = 0;   // bytes of m_buffer belonging to returned requests
    qsizetype m_searchFrom = 0; // where to resume looking for the end of the headers
    bool m_headersParsed = false;
    qsizetype m_bodyStart = 0;
    qsizetype m_bodyLength = 0;
    bool m_expectsContinue = false;
    HttpRequest m_current;
    HttpParseError m_error;
    bool m_failed = false;
    bool m_ready = false;
};

} // namespace pairrank::judgesim
