#include "input_file.h"

#include <cstdio>

namespace pairrank::storage {

Result<std::unique_ptr<InputFile>> InputFile::open(const QString& path) {
    std::unique_ptr<InputFile> input(new InputFile());
    bool opened = false;
    if (path == kStandardInputPath) {
        input->m_name = QStringLiteral("standard input");
        opened = input->m_file.open(stdin, QIODevice::ReadOnly);
    } else {
        input->m_name = path;
        input->m_file.setFileName(path);
        opened = input->m_file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        return makeError(
            QStringLiteral("cannot read '%1': %2").arg(input->m_name, input->m_file.errorString()));
    }
    return input;
}

Result<std::unique_ptr<InputFile>> InputFile::open(const QString& path, InputFormat format) {
    Result<std::unique_ptr<InputFile>> input = open(path);
    if (input) {
        (*input)->m_reader = makeRecordReader((*input)->m_file, (*input)->m_name, format);
    }
    return input;
}

Result<QByteArray> InputFile::readAll() {
    QByteArray bytes = m_file.readAll(); // reads a pipe up to its end, not what is buffered
    if (m_file.error() != QFileDevice::NoError) {
        return makeError(QStringLiteral("cannot read '%1': %2").arg(m_name, m_file.errorString()));
    }
    return bytes;
}

} // namespace pairrank::storage
