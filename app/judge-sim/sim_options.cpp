#include "sim_options.h"

#include <QFileInfo>

#include <cmath>
#include <functional>
#include <limits>
#include <map>

namespace pairrank::judgesim {
namespace {

using namespace Qt::StringLiterals;

using ValueSetter = std::function<std::optional<QString>(SimOptions&, const QString&)>;

std::optional<double> parseFiniteNumber(const QString& text) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

std::optional<qint64> parseInteger(const QString& text, qint64 minimum, qint64 maximum) {
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        return std::nullopt;
    }
    return value;
}

QString invalid(const QString& option, const QString& value, const QString& expected) {
    return QStringLiteral("%1: expected %2, got '%3'").arg(option, expected, value);
}

// A setter for a number checked by `valid`; `expected` describes the valid values.
ValueSetter numberSetter(const QString& option, const QString& expected,
                         std::function<bool(double)> valid,
                         std::function<void(SimOptions&, double)> assign) {
    return [=](SimOptions& options, const QString& text) -> std::optional<QString> {
        const std::optional<double> value = parseFiniteNumber(text);
        if (!value || !valid(*value)) {
            return invalid(option, text, expected);
        }
        assign(options, *value);
        return std::nullopt;
    };
}

ValueSetter integerSetter(const QString& option, qint64 minimum, qint64 maximum,
                          std::function<void(SimOptions&, qint64)> assign) {
    return [=](SimOptions& options, const QString& text) -> std::optional<QString> {
        const std::optional<qint64> value = parseInteger(text, minimum, maximum);
        if (!value) {
            return invalid(option, text,
                           QStringLiteral("an integer in [%1, %2]").arg(minimum).arg(maximum));
        }
        assign(options, *value);
        return std::nullopt;
    };
}

ValueSetter rateSetter(const QString& option, double FaultRates::*field) {
    return numberSetter(
        option, QStringLiteral("a rate in [0, 1]"), [](double r) { return r >= 0 && r <= 1; },
        [field](SimOptions& options, double r) { options.faultRates.*field = r; });
}

std::map<QString, ValueSetter> valueOptions() {
    const auto any = [](double) {
        return true;
    };
    std::map<QString, ValueSetter> setters;
    setters[u"--port"_s] = integerSetter(
        u"--port"_s, 0, 65535, [](SimOptions& o, qint64 v) { o.port = static_cast<quint16>(v); });
    setters[u"--host"_s] = [](SimOptions&, const QString& host) -> std::optional<QString> {
        if (host == QLatin1String("127.0.0.1") || host == QLatin1String("localhost")) {
            return std::nullopt;
        }
        return QStringLiteral("--host: pairrank-judge-sim listens on loopback only "
                              "(127.0.0.1 or localhost), refusing '%1'")
            .arg(host);
    };
    setters[u"--truth"_s] = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.truthFile = v;
        return std::nullopt;
    };
    setters[u"--project"_s] = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.projectFile = v;
        return std::nullopt;
    };
    setters[u"--criterion"_s] = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.criterion = v;
        return std::nullopt;
    };
    setters[u"--seed"_s] = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        bool ok = false;
        const qulonglong seed = v.toULongLong(&ok);
        if (!ok) {
            return invalid(u"--seed"_s, v, QStringLiteral("an unsigned 64-bit integer"));
        }
        o.seed = seed;
        return std::nullopt;
    };
    setters[u"--agreement"_s] = numberSetter(
        u"--agreement"_s, u"a number in [-1, 1]"_s, [](double r) { return r >= -1 && r <= 1; },
        [](SimOptions& o, double v) { o.judge.agreement = v; });
    setters[u"--slope"_s] = numberSetter(u"--slope"_s, u"a finite number"_s, any,
                                         [](SimOptions& o, double v) { o.judge.slope = v; });
    setters[u"--noise"_s] = numberSetter(
        u"--noise"_s, u"a finite number >= 0"_s, [](double v) { return v >= 0; },
        [](SimOptions& o, double v) { o.judge.noise = v; });
    setters[u"--position-bias"_s] =
        numberSetter(u"--position-bias"_s, u"a finite number"_s, any,
                     [](SimOptions& o, double v) { o.judge.positionBias = v; });
    setters[u"--temperature"_s] = numberSetter(
        u"--temperature"_s, u"a finite number > 0"_s, [](double v) { return v > 0; },
        [](SimOptions& o, double v) { o.judge.temperature = v; });
    setters[u"--absolute-slope"_s] =
        numberSetter(u"--absolute-slope"_s, u"a finite number"_s, any,
                     [](SimOptions& o, double v) { o.judge.absoluteSlope = v; });
    setters[u"--absolute-noise"_s] = numberSetter(
        u"--absolute-noise"_s, u"a finite number >= 0"_s, [](double v) { return v >= 0; },
        [](SimOptions& o, double v) { o.judge.absoluteNoise = v; });
    setters[u"--absolute-spread"_s] = numberSetter(
        u"--absolute-spread"_s, u"a finite number > 0"_s, [](double v) { return v > 0; },
        [](SimOptions& o, double v) { o.judge.absoluteSpread = v; });
    const qint64 maxMilliseconds = std::numeric_limits<int>::max();
    setters[u"--latency-ms"_s] =
        integerSetter(u"--latency-ms"_s, 0, maxMilliseconds,
                      [](SimOptions& o, qint64 v) { o.latencyMilliseconds = static_cast<int>(v); });
    setters[u"--startup-delay-ms"_s] =
        integerSetter(u"--startup-delay-ms"_s, 0, maxMilliseconds, [](SimOptions& o, qint64 v) {
            o.startupDelayMilliseconds = static_cast<int>(v);
        });
    setters[u"--retry-after"_s] =
        integerSetter(u"--retry-after"_s, 0, 86400,
                      [](SimOptions& o, qint64 v) { o.retryAfterSeconds = static_cast<int>(v); });
    setters[u"--fail-429"_s] = rateSetter(u"--fail-429"_s, &FaultRates::tooManyRequests);
    setters[u"--fail-500"_s] = rateSetter(u"--fail-500"_s, &FaultRates::serverError);
    setters[u"--fail-timeout"_s] = rateSetter(u"--fail-timeout"_s, &FaultRates::timeout);
    setters[u"--fail-drop"_s] = rateSetter(u"--fail-drop"_s, &FaultRates::drop);
    setters[u"--fail-malformed"_s] = rateSetter(u"--fail-malformed"_s, &FaultRates::malformed);
    setters[u"--fail-no-logprobs"_s] = rateSetter(u"--fail-no-logprobs"_s, &FaultRates::noLogprobs);
    setters[u"--fail-refusal"_s] = rateSetter(u"--fail-refusal"_s, &FaultRates::refusal);
    setters[u"--dialect"_s] = [](SimOptions& o, const QString& v) {
        return applyDialect(o.dialects, v);
    };
    setters[u"--max-top-logprobs"_s] =
        integerSetter(u"--max-top-logprobs"_s, 1, 1000,
                      [](SimOptions& o, qint64 v) { o.maxTopLogprobs = static_cast<int>(v); });
    setters[u"--request-log"_s] = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.requestLog = v;
        return std::nullopt;
    };
    const ValueSetter modelPath = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.modelName = QFileInfo(v).fileName();
        return std::nullopt;
    };
    setters[u"-m"_s] = modelPath;
    setters[u"--model"_s] = modelPath;
    const ValueSetter alias = [](SimOptions& o, const QString& v) -> std::optional<QString> {
        o.modelName = v;
        return std::nullopt;
    };
    setters[u"-a"_s] = alias;
    setters[u"--alias"_s] = alias;
    return setters;
}

std::optional<QString> checkCombination(const SimOptions& options) {
    if (!options.truthFile.isEmpty() && !options.projectFile.isEmpty()) {
        return QStringLiteral("--truth and --project are alternatives: give one of them");
    }
    if (!options.projectFile.isEmpty() && options.criterion.isEmpty()) {
        return QStringLiteral("--project needs --criterion NAME (the reference score to use)");
    }
    if (options.projectFile.isEmpty() && !options.criterion.isEmpty()) {
        return QStringLiteral("--criterion is only meaningful with --project");
    }
    if (options.faultRates.total() > 1.0 + 1e-12) {
        return QStringLiteral("--fail-*: the fault rates add up to %1, more than 1")
            .arg(options.faultRates.total());
    }
    return std::nullopt;
}

} // namespace

OptionsOutcome parseOptions(const QStringList& arguments) {
    static const std::map<QString, ValueSetter> setters = valueOptions();
    SimOptions options;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString name = arguments[i];
        std::optional<QString> inlineValue;
        if (name.startsWith(QLatin1String("--")) && name.contains(u'=')) {
            inlineValue = name.section(u'=', 1);
            name = name.section(u'=', 0, 0);
        }
        if (name == QLatin1String("-h") || name == QLatin1String("--help")) {
            return HelpRequested{};
        }
        if (name == QLatin1String("--llama-legacy-probs")) {
            options.dialects.llama = LlamaDialect::Legacy2024;
            continue;
        }
        if (name == QLatin1String("--thinking")) {
            options.thinking = true;
            continue;
        }
        if (name == QLatin1String("--reject-thinking-switch")) {
            options.rejectThinkingSwitch = true;
            continue;
        }
        if (name == QLatin1String("--one-hot")) {
            options.oneHot = true;
            continue;
        }
        const auto setter = setters.find(name);
        if (setter != setters.end()) {
            QString value;
            if (inlineValue) {
                value = *inlineValue;
            } else if (i + 1 < arguments.size()) {
                value = arguments[++i];
            } else {
                return QStringLiteral("%1: a value is missing").arg(name);
            }
            if (std::optional<QString> problem = setter->second(options, value)) {
                return *problem;
            }
            continue;
        }
        if (name.startsWith(u'-') && name.size() > 1) {
            // llama-server compatibility (see the header): ignored, with its value.
            options.ignoredOptions.append(arguments[i]);
            if (!inlineValue && i + 1 < arguments.size() && !arguments[i + 1].startsWith(u'-')) {
                options.ignoredOptions.append(arguments[++i]);
            }
            continue;
        }
        return QStringLiteral("unexpected argument '%1' (pairrank-judge-sim takes only options)")
            .arg(arguments[i]);
    }
    if (std::optional<QString> problem = checkCombination(options)) {
        return *problem;
    }
    return options;
}

QString usageText() {
    return QStringLiteral(
        "usage: pairrank-judge-sim [options]\n"
        "A simulated LLM judge behind an HTTP server on 127.0.0.1 (OpenAI chat completions and\n"
        "completions with logprobs, llama.cpp /completion and /health, Ollama /api/chat and\n"
        "/api/generate), for tests and benchmarks.\n"
        "\n"
        "  --port P                 port, 0 = any free one (default 8080); prints\n"
        "                           'listening on http://127.0.0.1:PORT' once ready\n"
        "  --host H                 127.0.0.1 or localhost only\n"
        "  --truth FILE             JSONL lines {\"id\": ..., \"score\": s, \"text\": \"...\"}\n"
        "  --project FILE --criterion NAME\n"
        "                           truth = the project's candidates and reference scores\n"
        "  --seed X                 seed of everything random (default 0)\n"
        "  --agreement R            correlation of the judge's opinion with the truth (1)\n"
        "  --slope S                logit per unit of latent difference (1)\n"
        "  --noise N                standard deviation of the per-pair logit noise (0.5)\n"
        "  --position-bias B        logit in favour of the first candidate (0)\n"
        "  --temperature T          divides the logit; below 1 is over-confident (1)\n"
        "  --absolute-slope S       ratings: scale points per unit of latent opinion (1.5)\n"
        "  --absolute-noise N       ratings: standard deviation of the per-candidate noise (0.5)\n"
        "  --absolute-spread W      ratings: spread of the class probabilities (1)\n"
        "  --latency-ms L           delay of every judging answer (0)\n"
        "  --startup-delay-ms D     /health answers 503 for D ms after start (0)\n"
        "  --fail-429 R, --fail-500 R, --fail-timeout R, --fail-drop R, --fail-malformed R,\n"
        "  --fail-no-logprobs R, --fail-refusal R\n"
        "                           fault rates in [0, 1], adding up to at most 1 (0)\n"
        "  --retry-after S          Retry-After seconds of the 429 answers (1)\n"
        "  --dialect ROUTE=NAME     chat=openai|legacy-logprobs|tgi,\n"
        "                           completions=vllm|openai|chat-logprobs, llama=current|2024\n"
        "  --llama-legacy-probs     the same as --dialect llama=2024\n"
        "  --max-top-logprobs N     refuse a larger top-k on every route (400/422)\n"
        "  --thinking               answers start with <think> unless thinking is switched off\n"
        "  --reject-thinking-switch refuse requests that send the thinking switch (400)\n"
        "  --one-hot                report probability 1 for the answer token, 0 for the rest\n"
        "  --request-log FILE       one JSON line per judging request\n"
        "  -m, --model PATH         model file (only its name is used); -a, --alias NAME\n"
        "Other options starting with '-' (llama-server's -c, -ngl, -t, ...) are ignored.\n");
}

} // namespace pairrank::judgesim
