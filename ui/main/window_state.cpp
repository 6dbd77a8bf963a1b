#include "window_state.h"

#include "ui/common/setting_key.h"

#include <QHeaderView>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

namespace pairrank::ui {

namespace {

const SettingKey<QByteArray> kGeometry("window/geometry");
const SettingKey<QByteArray> kState("window/state");

QString splitterKey(const QSplitter& splitter) {
    return QStringLiteral("window/splitters/") + splitter.objectName();
}

QString headerKey(const QHeaderView& header) {
    return QStringLiteral("window/headers/") + header.objectName();
}

void restoreChildren(const QMainWindow& window) {
    const QSettings settings;
    for (QSplitter* splitter : window.findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty()) {
            const QByteArray state = settings.value(splitterKey(*splitter)).toByteArray();
            if (!state.isEmpty()) {
                splitter->restoreState(state);
            }
        }
    }
    for (QHeaderView* header : window.findChildren<QHeaderView*>()) {
        if (!header->objectName().isEmpty()) {
            const QByteArray state = settings.value(headerKey(*header)).toByteArray();
            if (!state.isEmpty()) {
                header->restoreState(state);
            }
        }
    }
}

} // namespace

void saveWindowState(const QMainWindow& window) {
    kGeometry.write(window.saveGeometry());
    kState.write(window.saveState());
    QSettings settings;
    for (const QSplitter* splitter : window.findChildren<QSplitter*>()) {
        if (!splitter->objectName().isEmpty()) {
            settings.setValue(splitterKey(*splitter), splitter->saveState());
        }
    }
    for (const QHeaderView* header : window.findChildren<QHeaderView*>()) {
        if (!header->objectName().isEmpty()) {
            settings.setValue(headerKey(*header), header->saveState());
        }
    }
}

void restoreWindowState(QMainWindow& window) {
    const QByteArray geometry = kGeometry.read();
    if (!geometry.isEmpty()) {
        window.restoreGeometry(geometry);
    }
    const QByteArray state = kState.read();
    if (!state.isEmpty()) {
        window.restoreState(state);
    }
    restoreChildren(window);
}

void restoreChildState(const QMainWindow& window) {
    restoreChildren(window);
}

} // namespace pairrank::ui
