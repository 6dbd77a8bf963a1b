#include "judge.h"

#include "api_key.h"
#include "backend_factory.h"
#include "budget.h"
#include "comparative_prompt.h"
#include "judge_settings.h"
#include "label_tokens.h"
#include "prompt_template.h"
#include "request_engine.h"
#include "request_hash.h"

namespace pairrank::judge {

namespace {

// One label token in logprobs mode; a short free text answer per sample otherwise.
// A Score request always asks for one token and its logprobs (it is never sampled).
qint64 estimatedCompletionTokens(const JudgeSettings& settings, JudgeTask task) {
    constexpr qint64 kSampledAnswerTokens = 16;
    return settings.samplesWithoutLogprobs > 0 && task == JudgeTask::Compare
               ? kSampledAnswerTokens * settings.samplesWithoutLogprobs
               : 1;
}

// The criterion's absolute template, when it has one (empty: none, not an error).
Result<std::optional<PromptTemplate>> absoluteTemplateOf(const domain::Criterion& criterion) {
    if (criterion.absolutePromptTemplate.isEmpty()) {
        return std::optional<PromptTemplate>();
    }
    auto parsed = PromptTemplate::parse(criterion.absolutePromptTemplate, TemplateKind::Absolute);
    if (!parsed.ok()) {
        return makeError(QStringLiteral("criterion '%1': absolutePromptTemplate: %2")
                             .arg(criterion.name, parsed.error().message));
    }
    return std::optional<PromptTemplate>(*parsed);
}

} // namespace

// What prepare() needs, fixed at create() time.
struct Judge::Preparation {
    JudgeSettings settings;
    LabelWords labels;
    PromptTemplate promptTemplate;
    std::optional<PromptTemplate> absoluteTemplate; // for Score requests
    QString criterionName;
};

Judge::Judge(QObject* parent)
    : QObject(parent) {}

Judge::~Judge() = default;

Result<std::unique_ptr<Judge>> Judge::create(const domain::JudgeConfig& config,
                                             const domain::Criterion& criterion, QObject* parent) {
    auto settings = JudgeSettings::fromConfig(config);
    if (!settings.ok()) {
        return settings.error();
    }
    auto prompt = checkComparativePrompt(criterion);
    if (!prompt.ok()) {
        return makeError(
            QStringLiteral("criterion '%1': %2").arg(criterion.name, prompt.error().message));
    }
    auto absoluteTemplate = absoluteTemplateOf(criterion);
    if (!absoluteTemplate.ok()) {
        return absoluteTemplate.error();
    }
    QString apiKey;
    if (auto key = readApiKey(*settings); key.ok()) {
        apiKey = *key;
    } else {
        return key.error();
    }
    auto backend = createBackend(*settings, prompt->labels, apiKey, criterion.name);
    if (!backend.ok()) {
        return backend.error();
    }
    std::unique_ptr<Judge> judge(new Judge(parent));
    judge->m_preparation = std::make_unique<Preparation>(Preparation{
        *settings, prompt->labels, prompt->promptTemplate, *absoluteTemplate, criterion.name});
    Judge* self = judge.get();
    EngineCallbacks callbacks{
        [self](const JudgeAnswer& answer) { emit self->answered(answer); },
        [self](const QString& reason) { emit self->budgetExhausted(reason); },
        [self](const QString& reason) { emit self->circuitOpened(reason); },
    };
    judge->m_engine =
        std::make_unique<JudgeEngine>(*settings, std::move(*backend), std::move(callbacks));
    return judge;
}

PreparedRequest Judge::prepare(const PairToJudge& pair) const {
    const Preparation& preparation = *m_preparation;
    PromptFields fields;
    fields.context = pair.contextText;
    fields.candidateA = pair.textA;
    fields.candidateB = pair.textB;
    fields.criterion = preparation.criterionName;
    fields.labelA = preparation.labels.a;
    fields.labelB = preparation.labels.b;
    fields.labelTie = preparation.labels.tie;
    PreparedRequest request;
    request.pair = pair;
    if (pair.task == JudgeTask::Compare) {
        request.prompt = preparation.promptTemplate.render(fields);
    } else if (preparation.absoluteTemplate) {
        request.prompt = preparation.absoluteTemplate->render(fields);
    } // else the precondition canScore() is broken: the engine fails the empty prompt
    request.requestHash =
        requestHash(request.prompt, preparation.settings, preparation.labels, pair.task);
    request.estimatedPromptTokens =
        estimateTokenCount(request.prompt) + estimateTokenCount(preparation.settings.systemPrompt);
    request.estimatedCompletionTokens = estimatedCompletionTokens(preparation.settings, pair.task);
    return request;
}

bool Judge::canScore() const {
    return m_preparation->absoluteTemplate.has_value();
}

void Judge::submit(const QList<PreparedRequest>& requests) {
    m_engine->submit(requests);
}

void Judge::cancelAll() {
    m_engine->cancelAll();
}

JudgeAccounting Judge::accounting() const {
    return m_engine->accounting();
}

QList<EndpointFigures> Judge::endpointFigures() const {
    return m_engine->endpointFigures();
}

void Judge::describeContext(domain::ContextId context, int candidateCount,
                            const std::vector<double>& trueScoresByPosition) {
    m_engine->backend().describeContext(context, candidateCount, trueScoresByPosition);
}

Judge::CostEstimate Judge::estimateCost(const QList<PreparedRequest>& requests) const {
    const JudgeSettings& settings = m_preparation->settings;
    CostEstimate estimate;
    estimate.currency = settings.currency;
    for (const PreparedRequest& request : requests) {
        estimate.promptTokens += request.estimatedPromptTokens;
        estimate.completionTokens += request.estimatedCompletionTokens;
    }
    const Budget prices(BudgetLimits{0, 0, 0.0, settings.pricePromptPerMillion,
                                     settings.priceCompletionPerMillion, settings.currency});
    estimate.cost = prices.cost(TokenCount{estimate.promptTokens, estimate.completionTokens});
    return estimate;
}

std::optional<qint64> Judge::localServerProcessId() const {
    return m_engine->backend().serverProcessId();
}

} // namespace pairrank::judge
