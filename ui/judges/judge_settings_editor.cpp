#include "judge_settings_editor.h"

#include "core/judge/api_protocols.h"
#include "ui/help/context_help.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace pairrank::ui {

namespace {

constexpr judge::Backend kBackends[] = {
    judge::Backend::OpenAiChat, judge::Backend::OpenAiCompletions, judge::Backend::LlamaNative,
    judge::Backend::OllamaChat, judge::Backend::OllamaGenerate,    judge::Backend::Local,
    judge::Backend::Command,    judge::Backend::Simulated,
};

QString backendLabel(judge::Backend backend) {
    switch (backend) {
    case judge::Backend::OpenAiChat:
        return JudgeSettingsEditor::tr("OpenAI-compatible chat completions");
    case judge::Backend::OpenAiCompletions:
        return JudgeSettingsEditor::tr("OpenAI-compatible completions");
    case judge::Backend::LlamaNative:
        return JudgeSettingsEditor::tr("llama.cpp server (/completion)");
    case judge::Backend::OllamaChat:
        return JudgeSettingsEditor::tr("Ollama chat");
    case judge::Backend::OllamaGenerate:
        return JudgeSettingsEditor::tr("Ollama generate");
    case judge::Backend::Local:
        return JudgeSettingsEditor::tr("Local model (started by PairRank)");
    case judge::Backend::Command:
        return JudgeSettingsEditor::tr("Command (JSON lines on stdin/stdout)");
    case judge::Backend::Simulated:
        return JudgeSettingsEditor::tr("Simulated judge");
    }
    return {};
}

// A row of the form, with its help on the Judges dialog's page of the guide.
template <typename Field>
Field* addJudgeRow(QFormLayout* form, const QString& label, Field* field, const QString& toolTip,
                   const QString& explanation) {
    addHelpedRow(*form, label, *field, QStringLiteral("judges.html"), toolTip, explanation);
    return field;
}

QSpinBox* spinBox(int minimum, int maximum) {
    auto* box = new QSpinBox;
    box->setRange(minimum, maximum);
    return box;
}

QDoubleSpinBox* doubleSpinBox(double minimum, double maximum, int decimals) {
    auto* box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    return box;
}

int clampToInt(qint64 value) {
    return static_cast<int>(std::clamp<qint64>(value, 0, std::numeric_limits<int>::max()));
}

} // namespace

JudgeSettingsEditor::JudgeSettingsEditor(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // On top, where it is seen while the connection is typed in (the form scrolls).
    m_problemLabel = new QLabel;
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setAccessibleName(tr("Problem with the configuration"));
    m_problemLabel->setVisible(false);
    layout->addWidget(m_problemLabel);

    auto* connection = new QGroupBox(tr("Connection"));
    auto* connectionForm = new QFormLayout(connection);
    m_name = addJudgeRow(connectionForm, tr("&Name:"), new QLineEdit,
                         tr("Unique in the project; runs refer to the judge by it"),
                         tr("The name the Run tab and the command line choose this judge by. Once "
                            "saved, a judge configuration cannot change: duplicate it to try other "
                            "settings."));
    m_backend =
        addJudgeRow(connectionForm, tr("&Backend:"), new QComboBox,
                    tr("The kind of server or program that answers"),
                    tr("How PairRank talks to the judge: an OpenAI-compatible server (OpenAI, "
                       "vLLM, TGI, llama-server), llama.cpp's own API, Ollama, a local model "
                       "PairRank starts, a command, or the simulated judge for trying things "
                       "out. The judge must give log-probabilities of its answer."));
    for (const judge::Backend backend : kBackends) {
        m_backend->addItem(backendLabel(backend), judge::backendName(backend));
    }
    m_endpoint =
        addJudgeRow(connectionForm, tr("&Endpoint:"), new QLineEdit,
                    tr("Base URL (http://127.0.0.1:8080) or, for a command, the program"),
                    tr("The server's address without the API path, e.g. "
                       "http://127.0.0.1:8080 for a local server or https://api.openai.com "
                       "for OpenAI. For a command, the program to start (no shell)."));
    m_model = addJudgeRow(connectionForm, tr("&Model:"), new QLineEdit,
                          tr("The model name sent with each request"),
                          tr("The model the server should use, as the server names it (e.g. "
                             "gpt-4o-mini, or the name an Ollama or vLLM server lists). Servers "
                             "that serve a single model may ignore it."));
    m_keyVariable = addJudgeRow(
        connectionForm, tr("API &key variable:"), new QLineEdit,
        tr("The NAME of the environment variable that holds the key, e.g. OPENAI_API_KEY. "
           "The key itself is never stored in the project."),
        tr("Set the variable before starting PairRank (export OPENAI_API_KEY=…). Only "
           "its name is saved, so a project can be shared without the key. Leave it "
           "empty for a server that wants none."));
    m_keyVariable->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*")), m_keyVariable));
    m_keyVariable->setPlaceholderText(tr("none (e.g. OPENAI_API_KEY for a hosted API)"));
    auto* keyFileRow = new QWidget;
    auto* keyFileLayout = new QHBoxLayout(keyFileRow);
    keyFileLayout->setContentsMargins(0, 0, 0, 0);
    m_keyFile = new QLineEdit;
    m_keyFile->setAccessibleName(tr("API key file"));
    setContextHelp(*m_keyFile, QStringLiteral("judges.html"),
                   tr("Or a file readable only by you (mode 0600) holding the key"),
                   tr("Instead of an environment variable: the path of a file that holds the "
                      "key and that only you can read. Write key file… creates it with those "
                      "permissions."));
    m_writeKeyFile = new QPushButton(tr("&Write key file…"));
    m_writeKeyFile->setAccessibleName(tr("Write the API key file"));
    keyFileLayout->addWidget(m_keyFile, 1);
    keyFileLayout->addWidget(m_writeKeyFile);
    auto* keyFileLabel = new QLabel(tr("Key &file:"));
    keyFileLabel->setBuddy(m_keyFile);
    connectionForm->addRow(keyFileLabel, keyFileRow);
    layout->addWidget(connection);

    auto* fleet = new QGroupBox(tr("More endpoints of the same model"));
    auto* fleetLayout = new QVBoxLayout(fleet);
    m_moreEndpoints = new QTableWidget(0, 2);
    m_moreEndpoints->setHorizontalHeaderLabels({tr("Endpoint"), tr("Concurrency")});
    m_moreEndpoints->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_moreEndpoints->verticalHeader()->hide();
    m_moreEndpoints->setAccessibleName(tr("More endpoints"));
    setContextHelp(*m_moreEndpoints, QStringLiteral("judges.html"),
                   tr("Further servers of the same model, each with its own concurrency"),
                   tr("A judge fleet: several servers that serve the same model (a vLLM or TGI "
                      "fleet behind no load balancer, several Ollama hosts). Requests go to the "
                      "server with the most free capacity; a server that stops answering is "
                      "taken out and probed until it answers again, and its requests go to "
                      "the others without being paid twice."));
    auto* fleetButtons = new QHBoxLayout;
    m_addEndpoint = new QPushButton(tr("A&dd endpoint"));
    m_removeEndpoint = new QPushButton(tr("Remo&ve endpoint"));
    fleetButtons->addWidget(m_addEndpoint);
    fleetButtons->addWidget(m_removeEndpoint);
    fleetButtons->addStretch(1);
    fleetLayout->addWidget(m_moreEndpoints);
    fleetLayout->addLayout(fleetButtons);
    layout->addWidget(fleet);

    auto* limits = new QGroupBox(tr("Requests and prices"));
    auto* limitsForm = new QFormLayout(limits);
    m_concurrency = addJudgeRow(limitsForm, tr("&Concurrency:"), spinBox(1, 1024),
                                tr("Requests on the wire at once"),
                                tr("How many requests are sent without waiting for the answers. A "
                                   "local server answers faster with as many as it has parallel "
                                   "slots; a hosted API may refuse too many."));
    m_requestsPerMinute = addJudgeRow(
        limitsForm, tr("&Requests per minute:"), spinBox(0, std::numeric_limits<int>::max()),
        tr("The most requests sent in a minute (0: no limit)"),
        tr("Keeps the run under a hosted API's rate limit instead of being answered "
           "with HTTP 429. 0 sets no limit."));
    m_requestsPerMinute->setSpecialValueText(tr("no limit"));
    m_tokensPerMinute = addJudgeRow(
        limitsForm, tr("&Tokens per minute:"), spinBox(0, std::numeric_limits<int>::max()),
        tr("The most tokens sent and received in a minute (0: no limit)"),
        tr("Keeps the run under a hosted API's token rate limit. 0 sets no limit."));
    m_tokensPerMinute->setSpecialValueText(tr("no limit"));
    m_timeoutSeconds =
        addJudgeRow(limitsForm, tr("T&imeout:"), doubleSpinBox(0.1, 3600.0, 1),
                    tr("How long an answer may take before the request is retried"),
                    tr("A request without an answer after this many seconds counts as "
                       "failed and is tried again, up to the attempts per pair. Raise "
                       "it for a slow local model."));
    m_timeoutSeconds->setSuffix(tr(" s"));
    m_maxAttempts = addJudgeRow(limitsForm, tr("&Attempts per pair:"), spinBox(1, 100),
                                tr("Retries with backoff on 429, 5xx and timeouts"),
                                tr("How often a pair is asked before it is given up: a busy server "
                                   "(HTTP 429), a server error (5xx) or a timeout are tried again "
                                   "after a growing pause."));
    m_pricePrompt = addJudgeRow(limitsForm, tr("&Prompt price:"), doubleSpinBox(0.0, 1e6, 4),
                                tr("Per million prompt tokens"),
                                tr("What a million prompt tokens cost, from the provider's price "
                                   "list. With the completion price it gives the run's cost and "
                                   "the money budget."));
    m_pricePrompt->setSuffix(tr(" per million"));
    m_priceCompletion = addJudgeRow(limitsForm, tr("Completion &price:"),
                                    doubleSpinBox(0.0, 1e6, 4), tr("Per million completion tokens"),
                                    tr("What a million completion (answer) tokens cost. 0 for a "
                                       "local model."));
    m_priceCompletion->setSuffix(tr(" per million"));
    m_currency = addJudgeRow(limitsForm, tr("C&urrency:"), new QLineEdit,
                             tr("The currency of the prices, e.g. USD"),
                             tr("Shown with the cost and the money budget; nothing is converted."));
    layout->addWidget(limits);

    auto* sampling = new QGroupBox(tr("Sampling"));
    auto* samplingForm = new QFormLayout(sampling);
    m_temperature = addJudgeRow(samplingForm, tr("Temperat&ure:"), doubleSpinBox(0.0, 2.0, 2),
                                tr("The sampling temperature sent with each request"),
                                tr("0 asks for the model's most likely answer; the probabilities "
                                   "come from the log-probabilities either way. Raise it only "
                                   "when sampling answers without logprobs."));
    m_topLogprobs = addJudgeRow(samplingForm, tr("Top &logprobs:"), spinBox(0, 1000),
                                tr("How many likely first tokens the server reports"),
                                tr("The judge's probability that A is better is read from the "
                                   "log-probabilities of the label words among these tokens. The "
                                   "default asks 5 of OpenAI-compatible completions and 20 of the "
                                   "others; a server that allows fewer says so, and PairRank asks "
                                   "it for that many from then on."));
    m_topLogprobs->setSpecialValueText(tr("Default"));
    m_samples = addJudgeRow(samplingForm, tr("Samples &without logprobs:"), spinBox(0, 100),
                            tr("0: fail when the server gives no logprobs; n: sample n answers"),
                            tr("For a server that reports no log-probabilities: ask n times and "
                               "count the answers, p = (answers A + 0.5) / (n + 1). Costs n "
                               "requests per pair and is coarser."));
    layout->addWidget(sampling);

    auto* simulated = new QGroupBox(tr("Simulated judge"));
    m_simulatedGroup = simulated;
    auto* simulatedForm = new QFormLayout(simulated);
    m_simulatedNoise =
        addJudgeRow(simulatedForm, tr("N&oise:"), doubleSpinBox(0.0, 10.0, 2),
                    tr("How much the simulated judge's answers scatter"),
                    tr("The simulated judge compares hidden true scores plus noise of "
                       "this size: 0 always agrees with the truth, larger values make "
                       "it a less reliable judge."));
    m_simulatedBias = addJudgeRow(simulatedForm, tr("Position &bias:"), doubleSpinBox(-5.0, 5.0, 2),
                                  tr("The simulated judge's home advantage δ for position A"),
                                  tr("Positive values make the simulated judge prefer the text "
                                     "shown first, as real judges often do; try Home advantage in "
                                     "the Run tab against it."));
    m_simulatedSeed = addJudgeRow(simulatedForm, tr("&Seed:"), new QLineEdit,
                                  tr("Makes the simulated judge's answers reproducible"),
                                  tr("The same seed gives the same hidden truth and the same "
                                     "answers to the same pairs."));
    m_simulatedSeed->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_simulatedSeed));
    m_simulatedTruth = addJudgeRow(simulatedForm, tr("&Hidden truth:"), new QLineEdit,
                                   tr("The reference-score criterion used as the hidden truth; "
                                      "empty: drawn at random"),
                                   tr("The name of an imported reference score the simulated judge "
                                      "treats as the truth, so that the ranking can be checked "
                                      "against it. Empty: true scores are drawn at random."));
    layout->addWidget(simulated);

    layout->addStretch(1);

    const auto changed = [this] {
        if (!m_loading) {
            // What the form holds now is what a problem is about, not what was loaded.
            const auto parsed = judge::JudgeSettings::fromConfig(config());
            setProblem(parsed ? QString() : parsed.error().message);
            emit edited();
        }
    };
    for (QLineEdit* edit : {m_name, m_endpoint, m_model, m_keyVariable, m_keyFile, m_currency,
                            m_simulatedSeed, m_simulatedTruth}) {
        connect(edit, &QLineEdit::textEdited, this, changed);
    }
    for (QSpinBox* box : {m_concurrency, m_requestsPerMinute, m_tokensPerMinute, m_maxAttempts,
                          m_topLogprobs, m_samples}) {
        connect(box, &QSpinBox::valueChanged, this, changed);
    }
    for (QDoubleSpinBox* box : {m_timeoutSeconds, m_pricePrompt, m_priceCompletion, m_temperature,
                                m_simulatedNoise, m_simulatedBias}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    }
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this, changed] {
        updateEnabledFields();
        changed();
    });
    connect(m_writeKeyFile, &QPushButton::clicked, this,
            [this] { emit writeKeyFileRequested(m_keyFile->text().trimmed()); });
    connect(m_addEndpoint, &QPushButton::clicked, this, [this, changed] {
        addEndpointRow(QString(), m_concurrency->value());
        m_moreEndpoints->setCurrentCell(m_moreEndpoints->rowCount() - 1, 0);
        m_moreEndpoints->editItem(m_moreEndpoints->currentItem());
        changed();
    });
    connect(m_removeEndpoint, &QPushButton::clicked, this, [this, changed] {
        const int row = m_moreEndpoints->currentRow();
        if (row >= 0) {
            m_moreEndpoints->removeRow(row);
            changed();
        }
    });
    connect(m_moreEndpoints, &QTableWidget::itemChanged, this, changed);
    setConfig(judge::JudgeSettings{}.toConfig(QString()));
}

void JudgeSettingsEditor::addEndpointRow(const QString& url, int concurrency) {
    const int row = m_moreEndpoints->rowCount();
    const bool loading = m_loading;
    m_loading = true; // filling the row is not an edit
    m_moreEndpoints->insertRow(row);
    m_moreEndpoints->setItem(row, 0, new QTableWidgetItem(url));
    auto* box = spinBox(1, 4096);
    box->setValue(concurrency);
    box->setAccessibleName(tr("Endpoint concurrency"));
    setContextHelp(*box, QStringLiteral("judges.html"),
                   tr("Requests on the wire at once at this endpoint"),
                   tr("Each server of a fleet has its own limit; requests go to the server "
                      "with the largest share of its limit free."));
    connect(box, &QSpinBox::valueChanged, this, [this] {
        if (!m_loading) {
            const auto parsed = judge::JudgeSettings::fromConfig(config());
            setProblem(parsed ? QString() : parsed.error().message);
            emit edited();
        }
    });
    m_moreEndpoints->setCellWidget(row, 1, box);
    m_loading = loading;
}

QList<judge::JudgeEndpoint> JudgeSettingsEditor::furtherEndpoints() const {
    QList<judge::JudgeEndpoint> endpoints;
    for (int row = 0; row < m_moreEndpoints->rowCount(); ++row) {
        const QTableWidgetItem* item = m_moreEndpoints->item(row, 0);
        const QString url = item ? item->text().trimmed() : QString();
        if (url.isEmpty()) {
            continue;
        }
        const auto* box = qobject_cast<const QSpinBox*>(m_moreEndpoints->cellWidget(row, 1));
        endpoints.append(judge::JudgeEndpoint{QUrl(url), box ? box->value() : 1});
    }
    return endpoints;
}

void JudgeSettingsEditor::setProblem(const QString& problem) {
    m_problem = problem;
    m_problemLabel->setText(problem);
    m_problemLabel->setVisible(!problem.isEmpty());
}

void JudgeSettingsEditor::setConfig(const domain::JudgeConfig& config) {
    m_loading = true;
    const auto parsed = judge::JudgeSettings::fromConfig(config);
    m_base = parsed ? *parsed : judge::JudgeSettings{};
    setProblem(parsed ? QString() : parsed.error().message);
    const judge::JudgeSettings& settings = m_base;
    m_name->setText(config.name);
    const int backendIndex = m_backend->findData(config.backend);
    m_backend->setCurrentIndex(backendIndex >= 0
                                   ? backendIndex
                                   : m_backend->findData(judge::backendName(settings.backend)));
    m_endpoint->setText(config.endpoint);
    m_model->setText(config.model);
    m_keyVariable->setText(config.apiKeyEnvironmentVariable);
    m_keyFile->setText(settings.apiKeyFile);
    m_concurrency->setValue(settings.endpoints.isEmpty() ? settings.concurrency
                                                         : settings.endpoints.front().concurrency);
    m_moreEndpoints->setRowCount(0);
    for (qsizetype i = 1; i < settings.endpoints.size(); ++i) {
        addEndpointRow(settings.endpoints[i].url.toString(), settings.endpoints[i].concurrency);
    }
    if (config.endpoint.isEmpty() && !settings.endpoints.isEmpty()) {
        m_endpoint->setText(settings.endpoint.toString());
    }
    m_requestsPerMinute->setValue(settings.requestsPerMinute);
    m_tokensPerMinute->setValue(clampToInt(settings.tokensPerMinute));
    m_timeoutSeconds->setValue(settings.timeoutMilliseconds / 1000.0);
    m_maxAttempts->setValue(settings.maxAttempts);
    m_pricePrompt->setValue(settings.pricePromptPerMillion);
    m_priceCompletion->setValue(settings.priceCompletionPerMillion);
    m_currency->setText(settings.currency);
    m_temperature->setValue(settings.temperature);
    m_topLogprobs->setValue(settings.topLogprobs);
    m_samples->setValue(settings.samplesWithoutLogprobs);
    m_simulatedNoise->setValue(settings.simulated.noise);
    m_simulatedBias->setValue(settings.simulated.positionBias);
    m_simulatedSeed->setText(QString::number(settings.simulated.seed));
    m_simulatedTruth->setText(settings.simulated.truthCriterion);
    updateEnabledFields();
    m_loading = false;
}

judge::JudgeSettings JudgeSettingsEditor::settings() const {
    judge::JudgeSettings settings = m_base;
    settings.backend = judge::backendFromName(m_backend->currentData().toString())
                           .value_or(judge::Backend::Simulated);
    const QString endpoint = m_endpoint->text().trimmed();
    settings.endpoint = settings.backend == judge::Backend::Command ? QUrl() : QUrl(endpoint);
    settings.program = settings.backend == judge::Backend::Command ? endpoint : QString();
    settings.model = m_model->text().trimmed();
    settings.apiKeyEnvironmentVariable = m_keyVariable->text().trimmed();
    settings.apiKeyFile = m_keyFile->text().trimmed();
    settings.concurrency = m_concurrency->value();
    settings.endpoints.clear();
    if (judge::isHttpProtocol(settings.backend)) {
        settings.endpoints = {judge::JudgeEndpoint{settings.endpoint, settings.concurrency}};
        for (const judge::JudgeEndpoint& further : furtherEndpoints()) {
            settings.endpoints.append(further);
            settings.concurrency += further.concurrency;
        }
    }
    settings.requestsPerMinute = m_requestsPerMinute->value();
    settings.tokensPerMinute = m_tokensPerMinute->value();
    settings.timeoutMilliseconds = qRound(m_timeoutSeconds->value() * 1000.0);
    settings.maxAttempts = m_maxAttempts->value();
    settings.pricePromptPerMillion = m_pricePrompt->value();
    settings.priceCompletionPerMillion = m_priceCompletion->value();
    settings.currency = m_currency->text().trimmed();
    settings.temperature = m_temperature->value();
    settings.topLogprobs = m_topLogprobs->value();
    settings.samplesWithoutLogprobs = m_samples->value();
    settings.simulated.noise = m_simulatedNoise->value();
    settings.simulated.positionBias = m_simulatedBias->value();
    settings.simulated.seed = m_simulatedSeed->text().toULongLong();
    settings.simulated.truthCriterion = m_simulatedTruth->text().trimmed();
    return settings;
}

domain::JudgeConfig JudgeSettingsEditor::config() const {
    const QString name = m_name->text().trimmed();
    domain::JudgeConfig config = settings().toConfig(name);
    // Leave out what equals the defaults: the stored JSON says what was chosen.
    const QJsonObject defaults = judge::JudgeSettings{}.toConfig(name).settings;
    for (auto member = defaults.begin(); member != defaults.end(); ++member) {
        if (config.settings.value(member.key()) == member.value()) {
            config.settings.remove(member.key());
        }
    }
    return config;
}

QString JudgeSettingsEditor::problem() const {
    return m_problem;
}

void JudgeSettingsEditor::updateEnabledFields() {
    const auto backend = judge::backendFromName(m_backend->currentData().toString())
                             .value_or(judge::Backend::Simulated);
    const bool simulated = backend == judge::Backend::Simulated;
    const bool remote =
        !simulated && backend != judge::Backend::Command && backend != judge::Backend::Local;
    m_simulatedGroup->setVisible(simulated);
    m_endpoint->setEnabled(!simulated && backend != judge::Backend::Local);
    const bool http = judge::isHttpProtocol(backend);
    m_moreEndpoints->setEnabled(http);
    m_addEndpoint->setEnabled(http);
    m_removeEndpoint->setEnabled(http);
    m_keyVariable->setEnabled(remote);
    m_keyFile->setEnabled(remote);
    m_writeKeyFile->setEnabled(remote);
    m_topLogprobs->setEnabled(!simulated);
    m_samples->setEnabled(!simulated);
}

} // namespace pairrank::ui
