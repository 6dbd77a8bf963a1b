#include "recent_projects.h"

#include "ui/common/setting_key.h"

#include <QFileInfo>

namespace pairrank::ui {

namespace {
const SettingKey<QStringList> kRecentProjects("projects/recent");
const SettingKey<QString> kLastProject("projects/last");
} // namespace

RecentProjects::RecentProjects(QObject* parent)
    : QObject(parent) {}

QStringList RecentProjects::paths() const {
    QStringList existing;
    for (const QString& path : kRecentProjects.read()) {
        if (QFileInfo::exists(path)) {
            existing.append(path);
        }
    }
    return existing;
}

void RecentProjects::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList paths = kRecentProjects.read();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    while (paths.size() > kMaximum) {
        paths.removeLast();
    }
    kRecentProjects.write(paths);
    emit changed();
}

void RecentProjects::remove(const QString& path) {
    QStringList paths = kRecentProjects.read();
    paths.removeAll(QFileInfo(path).absoluteFilePath());
    kRecentProjects.write(paths);
    emit changed();
}

void RecentProjects::clear() {
    kRecentProjects.remove();
    emit changed();
}

QString RecentProjects::lastProject() {
    return kLastProject.read();
}

void RecentProjects::setLastProject(const QString& path) {
    if (path.isEmpty()) {
        kLastProject.remove();
    } else {
        kLastProject.write(QFileInfo(path).absoluteFilePath());
    }
}

} // namespace pairrank::ui
