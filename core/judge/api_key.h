// API keys (DESIGN.md §4, §7): read from the environment variable a judge
// config names, or from a key file that only its owner may read (0600). A key
// lives in memory only: it is never written to the project, a log or an export,
// and every error message or raw answer that could echo it is passed through
// redactSecret() first.
#pragma once

#include "judge_result.h"
#include "judge_settings.h"

#include <QByteArray>
#include <QString>

namespace pairrank::judge {

// The key of a judge: the environment variable (settings.apiKeyEnvironmentVariable)
// when one is named, else the key file (settings.apiKeyFile), else an empty key.
// Fails when the variable is named but unset or empty, when the key file cannot
// be read, is empty, or is readable or writable by its group or others
// ("key file /x/key is readable by group or others (mode 0644); run chmod 600 /x/key").
Result<QString> readApiKey(const JudgeSettings& settings);

// Writes `key` (plus a newline) to `path`, created with 0600 permissions and
// replaced atomically (a temporary file in the same folder, then a rename), for
// the settings dialog. Fails with the path and the system's reason.
Status writeApiKeyFile(const QString& path, const QString& key);

// `text` with every occurrence of `secret` replaced by "[redacted]"; unchanged
// when the secret is empty.
QString redactSecret(const QString& text, const QString& secret);
QByteArray redactSecret(const QByteArray& text, const QString& secret);

} // namespace pairrank::judge
