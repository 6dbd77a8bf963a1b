#include "recent_projects.h"

#include "storage/project_location.h"
#include "ui/common/setting_key.h"

#include <QFileInfo>

namespace pairrank::ui {

namespace {
const SettingKey<QStringList> kRecentProjects("projects/recent");
const SettingKey<QString> kLastProject("projects/last");

bool isServerAddress(const QString& path) {
    return storage::ProjectLocation::isServerAddress(path);
}
} // namespace

RecentProjects::RecentProjects(QObject* parent)
    : QObject(parent) {}

QString RecentProjects::rememberedForm(const QString& path) {
    return isServerAddress(path) ? storage::withoutPassword(path)
                                 : QFileInfo(path).absoluteFilePath();
}

QString RecentProjects::title(const QString& path) {
    if (!isServerAddress(path)) {
        return QFileInfo(path).fileName();
    }
    return rememberedForm(path).section(QStringLiteral("://"), 1);
}

QStringList RecentProjects::paths() const {
    QStringList existing;
    for (const QString& path : kRecentProjects.read()) {
        // A server may be down for a while; its address is kept.
        if (isServerAddress(path) || QFileInfo::exists(path)) {
            existing.append(path);
        }
    }
    return existing;
}

void RecentProjects::add(const QString& path) {
    const QString remembered = rememberedForm(path);
    QStringList paths = kRecentProjects.read();
    paths.removeAll(remembered);
    paths.prepend(remembered);
    while (paths.size() > kMaximum) {
        paths.removeLast();
    }
    kRecentProjects.write(paths);
    emit changed();
}

void RecentProjects::remove(const QString& path) {
    QStringList paths = kRecentProjects.read();
    paths.removeAll(rememberedForm(path));
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
        kLastProject.write(rememberedForm(path));
    }
}

} // namespace pairrank::ui
