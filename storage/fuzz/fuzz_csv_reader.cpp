// libFuzzer harness for the CSV/TSV reader. The first byte picks the delimiter.
#include "fuzz_support.h"
#include "storage/csv_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const char delimiter = (data[0] & 1) ? '\t' : ',';
    QByteArray bytes(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    pairrank::storage::CsvRecordReader reader(buffer, QStringLiteral("fuzz.csv"), delimiter);
    pairrank::storage::fuzzing::readEverything(reader);
    return 0;
}
