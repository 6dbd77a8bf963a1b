// Text forms of the domain enumerations: the values stored in the project file
// and written to exports. Changing one is a schema change.
#include "human_label.h"
#include "judgement.h"
#include "run.h"

#include <array>
#include <utility>

namespace pairrank::domain {
namespace {

template <typename Enum, std::size_t N>
QString nameOf(const std::array<std::pair<Enum, const char*>, N>& names, Enum value) {
    for (const auto& [candidate, name] : names) {
        if (candidate == value) {
            return QString::fromLatin1(name);
        }
    }
    return {};
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char*>, N>& names,
                            const QString& text) {
    for (const auto& [value, name] : names) {
        if (text.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return std::nullopt;
}

constexpr std::array kRunStatusNames{
    std::pair{RunStatus::Created, "created"}, std::pair{RunStatus::Running, "running"},
    std::pair{RunStatus::Paused, "paused"},   std::pair{RunStatus::Finished, "finished"},
    std::pair{RunStatus::Failed, "failed"},   std::pair{RunStatus::Imported, "imported"},
};

constexpr std::array kJudgementStatusNames{
    std::pair{JudgementStatus::Ok, "ok"},
    std::pair{JudgementStatus::Tie, "tie"},
    std::pair{JudgementStatus::Refusal, "refusal"},
    std::pair{JudgementStatus::Failed, "failed"},
};

constexpr std::array kHumanChoiceNames{
    std::pair{HumanChoice::A, "A"},
    std::pair{HumanChoice::B, "B"},
    std::pair{HumanChoice::Tie, "tie"},
    std::pair{HumanChoice::Skip, "skip"},
};

constexpr std::array kLabelSourceNames{
    std::pair{LabelSource::RunQueue, "queue"},
    std::pair{LabelSource::MostUncertain, "uncertain"},
    std::pair{LabelSource::JudgeCalibration, "calibration"},
    std::pair{LabelSource::Random, "random"},
    std::pair{LabelSource::SecondLabel, "agreement"},
    std::pair{LabelSource::Imported, "imported"},
};

} // namespace

QString toString(RunStatus status) {
    return nameOf(kRunStatusNames, status);
}
std::optional<RunStatus> runStatusFromString(const QString& text) {
    return valueOf(kRunStatusNames, text);
}

QString toString(JudgementStatus status) {
    return nameOf(kJudgementStatusNames, status);
}
std::optional<JudgementStatus> judgementStatusFromString(const QString& text) {
    return valueOf(kJudgementStatusNames, text);
}
bool statusHasProbability(JudgementStatus status) {
    return status == JudgementStatus::Ok || status == JudgementStatus::Tie;
}

QString toString(HumanChoice choice) {
    return nameOf(kHumanChoiceNames, choice);
}
std::optional<HumanChoice> humanChoiceFromString(const QString& text) {
    return valueOf(kHumanChoiceNames, text);
}

QString toString(LabelSource source) {
    return nameOf(kLabelSourceNames, source);
}
std::optional<LabelSource> labelSourceFromString(const QString& text) {
    return valueOf(kLabelSourceNames, text);
}

} // namespace pairrank::domain
