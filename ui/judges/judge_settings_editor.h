// The form of one judge configuration (DESIGN.md §4): name, backend, endpoint
// (and, for the HTTP backends, more endpoints of the same model: a fleet, each
// server with its own concurrency), model, the NAME of the environment variable holding the API key
// (never the key itself) or a key file, concurrency, rate limits, timeouts, prices per million
// tokens, sampling and the simulated judge's options. Reads and writes
// domain::JudgeConfig through judge::JudgeSettings, which owns the JSON form.
//
// Threads: GUI thread only.
#pragma once

#include "core/domain/judge_config.h"
#include "core/judge/judge_settings.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace pairrank::ui {

class JudgeSettingsEditor : public QWidget {
    Q_OBJECT
public:
    explicit JudgeSettingsEditor(QWidget* parent = nullptr);

    // Shows `config`. A config whose settings do not parse is shown with the
    // defaults and the parse error (problem()).
    void setConfig(const domain::JudgeConfig& config);
    // The form as a config (id 0; the caller keeps the id). Only the settings that
    // differ from the defaults are written, so that a config stays readable.
    domain::JudgeConfig config() const;
    // The typed settings the form holds.
    judge::JudgeSettings settings() const;
    // Why the shown config could not be read, or empty.
    QString problem() const;

signals:
    // The user changed a field.
    void edited();
    // The user asked to write an API key into the key file (the dialog asks for it).
    void writeKeyFileRequested(const QString& path);

private:
    void updateEnabledFields();
    void setProblem(const QString& problem);
    // One row of the further endpoints' table: a URL and its concurrency.
    void addEndpointRow(const QString& url, int concurrency);
    QList<judge::JudgeEndpoint> furtherEndpoints() const;

    QLineEdit* m_name = nullptr;
    QComboBox* m_backend = nullptr;
    QLineEdit* m_endpoint = nullptr;
    QLineEdit* m_model = nullptr;
    QLineEdit* m_keyVariable = nullptr;
    QLineEdit* m_keyFile = nullptr;
    QPushButton* m_writeKeyFile = nullptr;
    QSpinBox* m_concurrency = nullptr; // of the first endpoint
    QTableWidget* m_moreEndpoints = nullptr;
    QPushButton* m_addEndpoint = nullptr;
    QPushButton* m_removeEndpoint = nullptr;
    QSpinBox* m_requestsPerMinute = nullptr;
    QSpinBox* m_tokensPerMinute = nullptr;
    QDoubleSpinBox* m_timeoutSeconds = nullptr;
    QSpinBox* m_maxAttempts = nullptr;
    QDoubleSpinBox* m_pricePrompt = nullptr;
    QDoubleSpinBox* m_priceCompletion = nullptr;
    QLineEdit* m_currency = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QSpinBox* m_topLogprobs = nullptr;
    QSpinBox* m_samples = nullptr;
    QDoubleSpinBox* m_simulatedNoise = nullptr;
    QDoubleSpinBox* m_simulatedBias = nullptr;
    QLineEdit* m_simulatedSeed = nullptr;
    QLineEdit* m_simulatedTruth = nullptr;
    QLabel* m_problemLabel = nullptr;
    QWidget* m_simulatedGroup = nullptr;
    // Members of the shown config's settings that the form has no field for
    // (extra_body, system prompt, local server…): kept as they were.
    judge::JudgeSettings m_base;
    QString m_problem;
    bool m_loading = false;
};

} // namespace pairrank::ui
