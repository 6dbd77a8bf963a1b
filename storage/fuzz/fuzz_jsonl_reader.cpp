// libFuzzer harness for the JSON Lines reader.
#include "fuzz_support.h"
#include "storage/jsonl_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    pairrank::storage::JsonLinesRecordReader reader(buffer, QStringLiteral("fuzz.jsonl"));
    pairrank::storage::fuzzing::readEverything(reader);
    return 0;
}
