// libFuzzer harness for the HTTP request parser of pairrank-judge-sim. The input
// is split into pieces at arbitrary points (as TCP delivers it); the parser must
// end in a request, a need for more data, or an error with a 4xx/5xx status and a
// message, and every request it returns must be consistent with its limits.
#include "app/judge-sim/http_request.h"

#include <cstdint>
#include <cstdlib>

namespace {

void require(bool condition) {
    if (!condition) {
        std::abort(); // libFuzzer reports the input that broke the contract
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using pairrank::judgesim::HttpRequestParser;
    if (size == 0) {
        return 0;
    }
    // The first byte chooses the piece size, the rest is the byte stream.
    const std::size_t pieceSize = 1 + data[0] % 64;
    const char* bytes = reinterpret_cast<const char*>(data + 1);
    const std::size_t length = size - 1;
    HttpRequestParser parser;
    for (std::size_t offset = 0; offset < length; offset += pieceSize) {
        const std::size_t piece = std::min(pieceSize, length - offset);
        parser.append(QByteArrayView(bytes + offset, static_cast<qsizetype>(piece)));
        for (;;) {
            const HttpRequestParser::State state = parser.parse();
            if (state == HttpRequestParser::State::Failed) {
                require(parser.error().status >= 400 && parser.error().status < 600);
                require(!parser.error().message.isEmpty());
                return 0;
            }
            if (state == HttpRequestParser::State::NeedMoreData) {
                break;
            }
            const pairrank::judgesim::HttpRequest request = parser.takeRequest();
            require(!request.method.isEmpty());
            require(request.path.startsWith('/') || request.path == "*");
            require(request.body.size() <= pairrank::judgesim::kMaxBodyBytes);
            require(!request.path.contains('?'));
        }
    }
    return 0;
}
