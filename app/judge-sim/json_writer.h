// A minimal streaming JSON writer for the simulator's hot path: the judging
// answers are written straight into a byte array, without building a QJsonObject
// tree first (that tree and its serialisation cost more than everything else the
// server does per request). Commas are placed automatically; the caller nests
// begin/end calls correctly (checked only by assertions).
//
// Strings are taken as UTF-8 and escaped per RFC 8259 (", \ and control
// characters); numbers are written in the shortest form that reads back as the
// same double (std::to_chars), non-finite numbers as null.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <vector>

namespace pairrank::judgesim {

class JsonWriter {
public:
    explicit JsonWriter(QByteArray& out)
        : m_out(out) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    // The name of the next member (inside an object).
    JsonWriter& key(QByteArrayView name);

    JsonWriter& value(QByteArrayView utf8);
    JsonWriter& value(const QString& text) { return value(QByteArrayView(text.toUtf8())); }
    JsonWriter& value(const char* utf8) { return value(QByteArrayView(utf8)); }
    JsonWriter& value(double number);
    JsonWriter& value(qint64 number);
    JsonWriter& value(int number) { return value(static_cast<qint64>(number)); }
    JsonWriter& value(bool flag);
    JsonWriter& null();

private:
    void separate();

    QByteArray& m_out;
    std::vector<bool> m_firstInScope; // one per open object/array
    bool m_afterKey = false;
};

} // namespace pairrank::judgesim
