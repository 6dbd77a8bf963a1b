#include "backend_factory.h"

#include "command_backend.h"
#include "http_backend.h"
#include "local_backend.h"
#include "simulated_backend.h"

namespace pairrank::judge {

Result<std::unique_ptr<JudgeBackend>> createBackend(const JudgeSettings& settings,
                                                    const LabelWords& labels, const QString& apiKey,
                                                    const QString& criterionName) {
    switch (settings.backend) {
    case Backend::OpenAiChat:
    case Backend::OpenAiCompletions:
    case Backend::LlamaNative:
    case Backend::OllamaChat:
    case Backend::OllamaGenerate:
        // JudgeSettings::fromConfig has checked the endpoint.
        return std::unique_ptr<JudgeBackend>(
            std::make_unique<HttpBackend>(settings.backend, settings, labels, apiKey));
    case Backend::Local:
        return std::unique_ptr<JudgeBackend>(
            std::make_unique<LocalBackend>(settings, labels, apiKey));
    case Backend::Command:
        return std::unique_ptr<JudgeBackend>(
            std::make_unique<CommandBackend>(settings, labels, criterionName));
    case Backend::Simulated:
        return std::unique_ptr<JudgeBackend>(
            std::make_unique<SimulatedBackend>(settings.simulated));
    }
    return makeError(QStringLiteral("backend '%1' is unknown").arg(backendName(settings.backend)));
}

} // namespace pairrank::judge
