#include "team_driver.h"

#include "core/analysis/annotation_agreement.h"
#include "judge/cli_runner.h"
#include "storage/pair_lease_store.h"
#include "storage/project_database.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>

#include <cmath>
#include <map>

namespace pairrank::testing {

namespace {

const QString kCriterion = QStringLiteral("coherence");

QString describe(const judge::testing::CliRun& run) {
    return QString::fromUtf8(run.standardError).trimmed();
}

// Contexts of candidates with a "coherence" reference score each (what the
// judge simulator answers from and the automatic annotators follow).
bool writeCandidates(const QString& path, int contexts, int perContext) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    for (int context = 0; context < contexts; ++context) {
        for (int index = 0; index < perContext; ++index) {
            // A fixed, spread-out score per candidate (golden-ratio steps).
            const double score =
                1.0 + 4.0 * std::fmod(0.6180339887 * (context * perContext + index + 1), 1.0);
            const QJsonObject line{
                {QStringLiteral("candidate_id"), QStringLiteral("t%1-c%2").arg(context).arg(index)},
                {QStringLiteral("context_id"), QStringLiteral("t%1").arg(context)},
                {QStringLiteral("context_text"),
                 QStringLiteral("Source text number %1.").arg(context)},
                {QStringLiteral("text"),
                 QStringLiteral("Summary %1 of source %2, in its own words.")
                     .arg(index)
                     .arg(context)},
                {QStringLiteral("scores"), QJsonObject{{kCriterion, score}}}};
            file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
        }
    }
    return true;
}

} // namespace

std::unique_ptr<TeamDriver> TeamDriver::prepare(const Size& size, QString* error) {
    std::unique_ptr<TeamDriver> driver(new TeamDriver);
    driver->m_overlapPercent = size.overlapPercent;
    const QString candidates = driver->m_folder.filePath(QStringLiteral("candidates.jsonl"));
    if (!writeCandidates(candidates, size.contexts, size.candidatesPerContext)) {
        *error = QStringLiteral("cannot write ") + candidates;
        return nullptr;
    }
    auto server = storage::testing::PostgresServer::start();
    if (!server) {
        *error = server.error().message;
        return nullptr;
    }
    driver->m_server = std::move(*server);
    auto database = driver->m_server->createDatabase(QStringLiteral("team"));
    if (!database) {
        *error = database.error().message;
        return nullptr;
    }
    driver->m_database = *database;
    const QString owner = driver->ownerUri();
    using judge::testing::runCli;
    QList<QStringList> steps = {
        {QStringLiteral("server"), QStringLiteral("init"), owner, QStringLiteral("--overlap"),
         QString::number(size.overlapPercent)},
        {QStringLiteral("import"), QStringLiteral("--project"), owner, QStringLiteral("--kind"),
         QStringLiteral("candidates"), candidates},
    };
    for (int index = 0; index < size.annotators; ++index) {
        steps.append({QStringLiteral("server"), QStringLiteral("add-user"), owner,
                      driver->annotatorName(index), QStringLiteral("--role"),
                      QStringLiteral("annotator")});
    }
    for (const QStringList& step : std::as_const(steps)) {
        const auto run = runCli(step);
        if (run.exitCode != 0) {
            *error = step.mid(0, 2).join(QLatin1Char(' ')) + QStringLiteral(": ") + describe(run);
            return nullptr;
        }
    }
    if (!driver->m_judge.start(judge::testing::JudgeSimProcess::executable(),
                               {QStringLiteral("--project"), owner, QStringLiteral("--criterion"),
                                kCriterion, QStringLiteral("--latency-ms"), QStringLiteral("20")},
                               error)) {
        return nullptr;
    }
    // A first, short run makes the criterion the annotators label.
    const auto first = runCli(driver->runArguments(QStringLiteral("2"), 600));
    if (first.exitCode != 0) {
        *error = QStringLiteral("the first run: ") + describe(first);
        return nullptr;
    }
    driver->m_annotators.resize(static_cast<std::size_t>(size.annotators));
    return driver;
}

TeamDriver::~TeamDriver() {
    for (auto& process : m_annotators) {
        if (process && process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished();
        }
    }
    if (m_run && m_run->state() != QProcess::NotRunning) {
        m_run->kill();
        m_run->waitForFinished();
    }
}

QString TeamDriver::ownerUri() const {
    return m_server->uri(m_database);
}

QString TeamDriver::annotatorName(int index) const {
    return QStringLiteral("annotator%1").arg(index + 1, 2, 10, QLatin1Char('0'));
}

QStringList TeamDriver::runArguments(const QString& budget, double seconds) const {
    return {QStringLiteral("run"),
            QStringLiteral("--project"),
            ownerUri(),
            QStringLiteral("--judge"),
            QStringLiteral("openai"),
            QStringLiteral("--endpoint"),
            m_judge.url().toString(),
            QStringLiteral("--judge-model"),
            QStringLiteral("sim"),
            QStringLiteral("--criterion"),
            kCriterion,
            QStringLiteral("--concurrency"),
            QStringLiteral("8"),
            QStringLiteral("--stop"),
            QStringLiteral("none"),
            QStringLiteral("--budget"),
            budget,
            QStringLiteral("--wall-seconds"),
            QString::number(seconds),
            QStringLiteral("--quiet")};
}

bool TeamDriver::startRun(double seconds, QString* error) {
    if (m_run && m_run->state() != QProcess::NotRunning) {
        m_run->waitForFinished(-1);
    }
    m_run = std::make_unique<QProcess>();
    // Resumes the run the first one made (same settings), with a budget it
    // does not reach before its wall-clock cap.
    m_run->start(QStringLiteral(PAIRRANK_CLI_PATH), runArguments(QStringLiteral("5000"), seconds));
    m_run->closeWriteChannel();
    if (!m_run->waitForStarted()) {
        *error = m_run->errorString();
        return false;
    }
    return true;
}

bool TeamDriver::startAnnotator(int index, double seconds, QString* error, double leaseSeconds) {
    auto& process = m_annotators.at(static_cast<std::size_t>(index));
    if (process) {
        collect(index);
    }
    process = std::make_unique<QProcess>();
    process->start(QStringLiteral(PAIRRANK_CLI_PATH),
                   {QStringLiteral("annotate"), QStringLiteral("--project"),
                    m_server->uri(m_database, annotatorName(index)), QStringLiteral("--criterion"),
                    kCriterion, QStringLiteral("--auto"), QStringLiteral("reference"),
                    QStringLiteral("--truth"), kCriterion, QStringLiteral("--flip"),
                    QStringLiteral("0.15"), QStringLiteral("--seconds"), QString::number(seconds),
                    QStringLiteral("--lease-seconds"), QString::number(leaseSeconds),
                    QStringLiteral("--seed"), QString::number(index + 1)});
    process->closeWriteChannel();
    if (!process->waitForStarted()) {
        *error = process->errorString();
        return false;
    }
    return true;
}

bool TeamDriver::waitForAcknowledgements(int index, int count, int timeoutMs) {
    auto& process = m_annotators.at(static_cast<std::size_t>(index));
    const QDeadlineTimer deadline(timeoutMs);
    int seen = 0;
    while (process && !deadline.hasExpired()) {
        // Kept in the pending buffer for collect(); reading also keeps the pipe from filling.
        m_pending[index] += process->readAllStandardOutput();
        seen = static_cast<int>(m_pending.value(index).count("\"stored\""));
        if (seen >= count) {
            return true;
        }
        if (process->state() == QProcess::NotRunning) {
            return false;
        }
        process->waitForReadyRead(static_cast<int>(qMax<qint64>(1, deadline.remainingTime())));
    }
    return false;
}

void TeamDriver::killAnnotator(int index) {
    auto& process = m_annotators.at(static_cast<std::size_t>(index));
    if (process && process->state() != QProcess::NotRunning) {
        process->kill();
        process->waitForFinished();
    }
}

bool TeamDriver::annotatorRunning(int index) const {
    const auto& process = m_annotators.at(static_cast<std::size_t>(index));
    return process && process->state() != QProcess::NotRunning;
}

void TeamDriver::collect(int index) {
    auto& process = m_annotators.at(static_cast<std::size_t>(index));
    if (!process) {
        return;
    }
    // Only whole lines: a process killed in the middle of writing one did not
    // acknowledge that label.
    QByteArray output = m_pending.take(index) + process->readAllStandardOutput();
    const qsizetype end = output.lastIndexOf('\n');
    const QByteArray whole = end < 0 ? QByteArray() : output.left(end);
    for (const QByteArray& line : whole.split('\n')) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        if (!object.contains(QStringLiteral("stored"))) {
            continue;
        }
        const qint64 a = object.value(QStringLiteral("candidate_a")).toInteger();
        const qint64 b = object.value(QStringLiteral("candidate_b")).toInteger();
        m_acknowledged.append({annotatorName(index),
                               object.value(QStringLiteral("stored")).toInteger(), qMin(a, b),
                               qMax(a, b), object.value(QStringLiteral("choice")).toString(),
                               object.value(QStringLiteral("latency_ms")).toDouble()});
    }
    const QByteArray errors = process->readAllStandardError().trimmed();
    if (!errors.isEmpty()) {
        m_annotatorErrors.append(annotatorName(index) + QStringLiteral(": ") +
                                 QString::fromUtf8(errors));
    }
}

void TeamDriver::waitForAll(int timeoutMs) {
    const QDeadlineTimer deadline(timeoutMs);
    for (std::size_t index = 0; index < m_annotators.size(); ++index) {
        auto& process = m_annotators[index];
        if (process) {
            process->waitForFinished(static_cast<int>(qMax<qint64>(1, deadline.remainingTime())));
            collect(static_cast<int>(index));
            process.reset();
        }
    }
    if (m_run) {
        m_run->waitForFinished(static_cast<int>(qMax<qint64>(1, deadline.remainingTime())));
        m_runExitCode = m_run->state() == QProcess::NotRunning ? m_run->exitCode() : -2;
        m_runErrors += QString::fromUtf8(m_run->readAllStandardError());
    }
}

QString TeamDriver::processReport() const {
    return QStringLiteral("run exit %1: %2\nannotators:\n%3")
        .arg(m_runExitCode)
        .arg(m_runErrors.trimmed(), m_annotatorErrors.join(QLatin1Char('\n')));
}

std::vector<double> TeamDriver::latencies() const {
    std::vector<double> values;
    for (const AcknowledgedLabel& label : m_acknowledged) {
        values.push_back(label.latencyMs);
    }
    return values;
}

TeamCheck TeamDriver::check() {
    TeamCheck result;
    result.acknowledged = m_acknowledged.size();
    auto opened = storage::ProjectDatabase::open(ownerUri());
    if (!opened) {
        result.error = opened.error().toString();
        return result;
    }
    storage::ProjectDatabase& database = **opened;
    QSqlQuery labels = database.query();
    if (!labels.exec(QStringLiteral("SELECT id, annotator, candidate_a, candidate_b, choice,"
                                    " context_id, criterion_id FROM human_labels"
                                    " WHERE annotator LIKE 'annotator%'"))) {
        result.error = QStringLiteral("reading labels failed");
        return result;
    }
    struct Stored {
        QString annotator;
        qint64 low = 0;
        qint64 high = 0;
    };
    QHash<qint64, Stored> stored;
    std::map<std::tuple<QString, qint64, qint64>, int> perAnnotatorPair;
    std::map<std::pair<qint64, qint64>, QSet<QString>> decidedBy;
    std::map<std::pair<qint64, qint64>, storage::PairKey> keys;
    while (labels.next()) {
        const qint64 a = labels.value(2).toLongLong();
        const qint64 b = labels.value(3).toLongLong();
        const Stored label{labels.value(1).toString(), qMin(a, b), qMax(a, b)};
        stored.insert(labels.value(0).toLongLong(), label);
        ++perAnnotatorPair[{label.annotator, label.low, label.high}];
        if (labels.value(4).toString() != QStringLiteral("skip")) {
            decidedBy[{label.low, label.high}].insert(label.annotator);
            keys[{label.low, label.high}] =
                storage::pairKey(labels.value(6).toLongLong(), labels.value(5).toLongLong(), a, b);
        }
    }
    result.labels = stored.size();
    for (const AcknowledgedLabel& label : std::as_const(m_acknowledged)) {
        const auto found = stored.constFind(label.id);
        if (found == stored.cend() || found->annotator != label.annotator ||
            found->low != label.low || found->high != label.high) {
            ++result.missing;
        }
    }
    for (const auto& [key, count] : perAnnotatorPair) {
        result.duplicated += count > 1 ? count - 1 : 0;
    }
    for (const auto& [pair, annotators] : decidedBy) {
        if (annotators.size() > 1) {
            if (storage::isOverlapPair(keys[pair], m_overlapPercent)) {
                ++result.overlapPairsLabelledTwice;
            } else {
                ++result.nonOverlapPairsLabelledTwice;
            }
        }
    }
    // Judgements: each answer of the simulator stored at most once. Pairs of
    // word-for-word identical texts are left out: the second is a free copy of
    // the first's answer, stored without asking.
    const QJsonObject answered = m_judge.stats().value(QStringLiteral("pairs")).toObject();
    QSqlQuery judgements = database.query();
    if (!judgements.exec(QStringLiteral(
            "SELECT a.external_id, b.external_id, count(*) FROM judgements j"
            " JOIN candidates a ON a.id = j.candidate_a JOIN candidates b ON b.id = j.candidate_b"
            " WHERE j.status <> 'failed' AND NOT EXISTS (SELECT 1 FROM candidates t"
            "   WHERE t.id NOT IN (a.id, b.id) AND t.text IN (a.text, b.text))"
            " GROUP BY a.external_id, b.external_id"))) {
        result.error = QStringLiteral("reading judgements failed");
        return result;
    }
    while (judgements.next()) {
        const qint64 count = judgements.value(2).toLongLong();
        result.judgements += count;
        const qint64 asked = answered
                                 .value(judgements.value(0).toString() + QLatin1Char('|') +
                                        judgements.value(1).toString())
                                 .toInteger();
        result.duplicatedJudgements += count > asked ? count - asked : 0;
    }
    const auto agreement = analysis::computeAgreement(database, kCriterion);
    if (!agreement) {
        result.error = agreement.error().toString();
        return result;
    }
    for (const analysis::KappaSummary& row : agreement->betweenHumans) {
        if (row.sharedPairs > 0) {
            ++result.agreementRows;
            result.agreementSharedPairs += row.sharedPairs;
        }
    }
    return result;
}

} // namespace pairrank::testing
