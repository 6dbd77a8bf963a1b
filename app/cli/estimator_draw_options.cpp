#include "estimator_draw_options.h"

namespace pairrank::cli {

namespace {

struct DrawOption {
    const char* name;
    const char* help;
    long long minimum;
    long long maximum;
    int analysis::EstimatorDraws::*field;
};

constexpr long long kMostDraws = 100'000'000;
constexpr long long kMostChains = 64; // as `winrate`: each chain is a thread's work

constexpr DrawOption kDrawOptions[] = {
    {"draws", "Dawid-Skene draws per chain", 4, kMostDraws,
     &analysis::EstimatorDraws::dawidSkeneDraws},
    {"bwrs-draws", "BWRS draws", 2, kMostDraws, &analysis::EstimatorDraws::bwrsDraws},
    {"chains", "Dawid-Skene chains", 1, kMostChains, &analysis::EstimatorDraws::dawidSkeneChains},
    {"warmup", "Dawid-Skene warm-up sweeps", 0, kMostDraws,
     &analysis::EstimatorDraws::dawidSkeneWarmup},
    {"pooled-draws", "pooled regression: draws kept per chain", 4, kMostDraws,
     &analysis::EstimatorDraws::pooledDraws},
    {"pooled-chains", "pooled regression: chains", 1, kMostChains,
     &analysis::EstimatorDraws::pooledChains},
    {"pooled-warmup", "pooled regression: warm-up sweeps per chain, at least 100", 100, kMostDraws,
     &analysis::EstimatorDraws::pooledWarmup},
};

} // namespace

void addEstimatorDrawOptions(QCommandLineParser& parser) {
    const analysis::EstimatorDraws defaults;
    for (const DrawOption& option : kDrawOptions) {
        const QString value = QString::number(defaults.*option.field);
        parser.addOption({QString::fromLatin1(option.name),
                          QStringLiteral("%1 (%2)").arg(QString::fromLatin1(option.help), value),
                          QStringLiteral("n"), value});
    }
}

std::variant<analysis::EstimatorDraws, QString>
readEstimatorDrawOptions(const QCommandLineParser& parser) {
    analysis::EstimatorDraws draws;
    for (const DrawOption& option : kDrawOptions) {
        const QString name = QString::fromLatin1(option.name);
        bool ok = false;
        const long long value = parser.value(name).toLongLong(&ok);
        if (!ok || value < option.minimum || value > option.maximum) {
            return QStringLiteral("--%1 must be an integer in [%2, %3], got '%4'")
                .arg(name)
                .arg(option.minimum)
                .arg(option.maximum)
                .arg(parser.value(name));
        }
        draws.*option.field = static_cast<int>(value);
    }
    return draws;
}

} // namespace pairrank::cli
