// The projects the user opened lately, newest first, kept in QSettings, and
// the last one open (reopened on the next start). A project on a server is
// remembered by its address without a password (ProjectSession's projectPath()).
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

    // Newest first, at most kMaximum: server addresses, and the files that exist.
    QStringList paths() const;
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

    // The project that was open when the application last quit; empty: none.
    static QString lastProject();
    static void setLastProject(const QString& path);

    // How a project is remembered: a file by its absolute path, a server address as
    // it is.
    static QString rememberedForm(const QString& path);
    // What the recent projects menu shows: a file's name, a server address without
    // its scheme ("ann@db.lab:5432/essays").
    static QString title(const QString& path);

signals:
    void changed();
};

} // namespace pairrank::ui
