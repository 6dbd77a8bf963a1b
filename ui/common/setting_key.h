// A typed settings key, declared next to the code that uses it (DESIGN.md §9,
// qBittorrent's settingvalue.h): the name and the default live in one place and
// the value is read and written as its own type. Settings go to the default
// QSettings (organisation and application name set by app/pairrank; tests
// point them at a temporary folder).
#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

#include <utility>

namespace pairrank::ui {

template <typename T> class SettingKey {
public:
    constexpr SettingKey(const char* name, T defaultValue = T())
        : m_name(name)
        , m_default(std::move(defaultValue)) {}

    QString name() const { return QString::fromLatin1(m_name); }

    T read() const {
        const QSettings settings;
        const QVariant value = settings.value(name());
        return value.isValid() && value.canConvert<T>() ? value.value<T>() : m_default;
    }
    // Writes only a real change, so that watchers of the file see no churn.
    void write(const T& newValue) const {
        QSettings settings;
        if (!settings.contains(name()) || settings.value(name()).template value<T>() != newValue) {
            settings.setValue(name(), QVariant::fromValue(newValue));
        }
    }
    void remove() const { QSettings().remove(name()); }

private:
    const char* m_name;
    T m_default;
};

} // namespace pairrank::ui
