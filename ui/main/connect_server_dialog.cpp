#include "connect_server_dialog.h"

#include "storage/project_location.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pairrank::ui {

namespace {

constexpr int kDefaultPort = 5432;

// A service name of pg_service.conf, or a postgresql:// URI as typed.
QString addressFromText(const QString& text) {
    static const QRegularExpression serviceName(QStringLiteral("^[A-Za-z0-9_.-]+$"));
    if (!serviceName.match(text).hasMatch()) {
        return text;
    }
    storage::ServerConnection service;
    service.options.append({QStringLiteral("service"), text});
    return storage::ProjectLocation::onServer(service).displayName();
}

QString addressFromParts(const QString& host, int port, const QString& database,
                         const QString& user, const QString& tlsMode) {
    storage::ServerConnection server;
    server.host = host;
    if (!host.isEmpty()) {
        server.port = port;
    }
    server.database = database;
    server.user = user;
    // "prefer" is libpq's own default; the address stays as short as psql's.
    if (tlsMode != QLatin1String("prefer")) {
        server.options.append({QStringLiteral("sslmode"), tlsMode});
    }
    return storage::ProjectLocation::onServer(server).displayName();
}

} // namespace

ConnectServerDialog::ConnectServerDialog(QWidget* parent)
    : QDialog(parent)
    , m_uri(new QLineEdit)
    , m_parts(new QGroupBox(tr("Or the parts")))
    , m_host(new QLineEdit)
    , m_port(new QSpinBox)
    , m_database(new QLineEdit)
    , m_user(new QLineEdit)
    , m_tls(new QComboBox)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setObjectName(QStringLiteral("connectServerDialog"));
    setWindowTitle(tr("Connect to Server"));

    m_uri->setAccessibleName(tr("Connection URI or service name"));
    m_uri->setPlaceholderText(QStringLiteral("postgresql://ann@db.example.org/essays"));
    m_uri->setToolTip(tr("A postgresql:// address as psql takes it, or the name of a service "
                         "in pg_service.conf"));
    m_host->setAccessibleName(tr("Host"));
    m_host->setPlaceholderText(tr("local socket"));
    m_port->setAccessibleName(tr("Port"));
    m_port->setRange(1, 65535);
    m_port->setValue(kDefaultPort);
    m_database->setAccessibleName(tr("Database"));
    m_user->setAccessibleName(tr("User"));
    m_user->setPlaceholderText(tr("your login name"));
    m_tls->setAccessibleName(tr("TLS"));
    // libpq's sslmode values, the safest last.
    m_tls->addItem(tr("Prefer TLS"), QStringLiteral("prefer"));
    m_tls->addItem(tr("Require TLS"), QStringLiteral("require"));
    m_tls->addItem(tr("Require TLS and verify the server"), QStringLiteral("verify-full"));
    m_tls->addItem(tr("No TLS"), QStringLiteral("disable"));

    auto* parts = new QFormLayout(m_parts);
    parts->addRow(tr("&Host:"), m_host);
    parts->addRow(tr("&Port:"), m_port);
    parts->addRow(tr("&Database:"), m_database);
    parts->addRow(tr("&User:"), m_user);
    parts->addRow(tr("&TLS:"), m_tls);

    auto* address = new QFormLayout;
    address->addRow(tr("&Address:"), m_uri);

    auto* note =
        new QLabel(tr("No password here: it comes from ~/.pgpass, the service file or "
                      "PGPASSWORD, or PairRank asks for it and forgets it when it quits."));
    note->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("connectProblem"));
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Co&nnect"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(address);
    layout->addWidget(m_parts);
    layout->addWidget(note);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_uri, &QLineEdit::textChanged, this, &ConnectServerDialog::updateParts);
    connect(m_database, &QLineEdit::textChanged, this, &ConnectServerDialog::updateParts);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectServerDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectServerDialog::reject);
    updateParts();
}

void ConnectServerDialog::updateParts() {
    const bool typedAddress = !m_uri->text().trimmed().isEmpty();
    m_parts->setEnabled(!typedAddress);
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(typedAddress || !m_database->text().trimmed().isEmpty());
}

void ConnectServerDialog::accept() {
    const QString typed = m_uri->text().trimmed();
    const QString address =
        !typed.isEmpty() ? addressFromText(typed)
                         : addressFromParts(m_host->text().trimmed(), m_port->value(),
                                            m_database->text().trimmed(), m_user->text().trimmed(),
                                            m_tls->currentData().toString());
    const auto location = storage::ProjectLocation::isServerAddress(address)
                              ? storage::ProjectLocation::parse(address)
                              : storage::Result<storage::ProjectLocation>(storage::makeError(
                                    tr("Type a postgresql:// address or a service name.")));
    if (!location) {
        m_problem->setText(location.error().message);
        m_problem->setVisible(true);
        return;
    }
    m_address = address;
    QDialog::accept();
}

} // namespace pairrank::ui
