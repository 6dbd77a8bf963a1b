#include "model_settings.h"

namespace pairrank::analysis {

QString homeAdvantageSettingName(HomeAdvantageSetting setting) {
    switch (setting) {
    case HomeAdvantageSetting::None:
        return QStringLiteral("none");
    case HomeAdvantageSetting::FixedFromMean:
        return QStringLiteral("fixed-from-mean");
    case HomeAdvantageSetting::Fitted:
        return QStringLiteral("fitted");
    }
    return QStringLiteral("none");
}

std::optional<HomeAdvantageSetting> homeAdvantageSettingFromName(const QString& name) {
    for (const HomeAdvantageSetting setting :
         {HomeAdvantageSetting::None, HomeAdvantageSetting::FixedFromMean,
          HomeAdvantageSetting::Fitted}) {
        if (homeAdvantageSettingName(setting) == name) {
            return setting;
        }
    }
    return std::nullopt;
}

} // namespace pairrank::analysis
