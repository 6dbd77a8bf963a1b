// Helpers shared by the judge test suites: configs, truth files, answer collection.
#pragma once

#include "core/domain/judge_config.h"
#include "core/judge/default_prompts.h"
#include "core/judge/judge.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QObject>

#include <vector>

namespace pairrank::judge::testing {

// Collects a judge's answers as they arrive (wait with QTRY_COMPARE on answers.size()).
struct AnswerCollector {
    explicit AnswerCollector(Judge& judge) {
        QObject::connect(&judge, &Judge::answered, &judge,
                         [this](const JudgeAnswer& answer) { answers.push_back(answer); });
    }
    std::vector<JudgeAnswer> answers;
};

inline domain::Criterion defaultCriterion() {
    return criterionFromDefault(*defaultPrompt(QStringLiteral("summary-coherence")));
}

inline domain::JudgeConfig httpConfig(const QString& backend, const QUrl& endpoint,
                                      QJsonObject settings = {}) {
    domain::JudgeConfig config;
    config.name = QStringLiteral("test ") + backend;
    config.backend = backend;
    config.model = QStringLiteral("sim");
    config.endpoint = endpoint.toString();
    config.settings = std::move(settings);
    return config;
}

// Texts that are not part of one another nor of the default template.
inline QString candidateText(int index) {
    return QStringLiteral("Candidate summary %1 tells the story of item %1 in its own words.")
        .arg(index * 7 + 3);
}

// A --truth file: {"id", "score", "text"} per line.
inline bool writeTruthFile(const QString& path, const std::vector<double>& scores) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const QJsonObject line{{QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                               {QStringLiteral("score"), scores[i]},
                               {QStringLiteral("text"), candidateText(static_cast<int>(i))}};
        file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    return true;
}

// Every ordered pair of `count` candidates of context 1, shown with their texts.
inline QList<PairToJudge> allOrderedPairs(int count) {
    QList<PairToJudge> pairs;
    for (int a = 0; a < count; ++a) {
        for (int b = 0; b < count; ++b) {
            if (a == b) {
                continue;
            }
            PairToJudge pair;
            pair.ticket = static_cast<quint64>(pairs.size());
            pair.contextId = 1;
            pair.candidateA = 100 + a;
            pair.candidateB = 100 + b;
            pair.positionA = a;
            pair.positionB = b;
            pair.contextText = QStringLiteral("The source article.");
            pair.textA = candidateText(a);
            pair.textB = candidateText(b);
            pairs.append(pair);
        }
    }
    return pairs;
}

// A Score request (absolute rating) for each of `count` candidates of context 1,
// shown with its text; ticket i rates candidate i.
inline QList<PairToJudge> allScoreRequests(int count) {
    QList<PairToJudge> requests;
    for (int index = 0; index < count; ++index) {
        PairToJudge request;
        request.ticket = static_cast<quint64>(index);
        request.task = JudgeTask::Score;
        request.contextId = 1;
        request.candidateA = 100 + index;
        request.positionA = index;
        request.contextText = QStringLiteral("The source article.");
        request.textA = candidateText(index);
        requests.append(request);
    }
    return requests;
}

inline QList<PreparedRequest> prepareAll(const Judge& judge, const QList<PairToJudge>& pairs) {
    QList<PreparedRequest> requests;
    for (const PairToJudge& pair : pairs) {
        requests.append(judge.prepare(pair));
    }
    return requests;
}

} // namespace pairrank::judge::testing
