// The projects the user opened lately, newest first, kept in QSettings, and
// the last one open (reopened on the next start).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace pairrank::ui {

class RecentProjects : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaximum = 8;

    explicit RecentProjects(QObject* parent = nullptr);

    QStringList paths() const; // newest first, at most kMaximum, only existing files
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

    // The project that was open when the application last quit; empty: none.
    static QString lastProject();
    static void setLastProject(const QString& path);

signals:
    void changed();
};

} // namespace pairrank::ui
