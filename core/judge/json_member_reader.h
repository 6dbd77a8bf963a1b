// Private to core/judge: reads the typed members of a JSON settings object
// (judge_settings.cpp), naming the member in every error
// ("settings.concurrency must be between 1 and 4096") and reporting members
// that were never read (a misspelt setting must not be silently ignored).
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

namespace pairrank::judge {

// Each reader leaves its target unchanged when the member is absent, and does
// nothing once an error is recorded; only the first error is kept.
class JsonMemberReader {
public:
    JsonMemberReader(const QJsonObject& object, QString prefix);

    QString path(const QString& key) const { return m_prefix + u'.' + key; }

    // An integral JSON number in [minimum, maximum].
    void integer(const QString& key, qint64 minimum, qint64 maximum, qint64& target);
    void integer(const QString& key, int minimum, int maximum, int& target);
    // A finite number in [minimum, maximum]; `exclusiveMinimum` makes it (minimum, maximum].
    void number(const QString& key, double minimum, double maximum, double& target,
                bool exclusiveMinimum = false);
    // `required`: must not be empty or blank.
    void string(const QString& key, QString& target, bool required = false);
    void stringList(const QString& key, QStringList& target);
    void object(const QString& key, QJsonObject& target);
    void boolean(const QString& key, bool& target);

    // Records an error for the first member that no reader asked for.
    void rejectUnknownMembers();

    // The member's value (undefined when absent), marked as read.
    QJsonValue take(const QString& key);
    void fail(QString message);
    bool failed() const { return !m_error.isEmpty(); }
    const QString& error() const { return m_error; }

private:
    QJsonObject m_object;
    QString m_prefix;
    QSet<QString> m_read;
    QString m_error;
};

} // namespace pairrank::judge
