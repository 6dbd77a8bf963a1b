// File ▸ Connect to Server…: where a project on a PostgreSQL server is. Either
// one address — a postgresql:// URI as psql takes it, or the name of a service
// in pg_service.conf — or the parts: host, port, database, user and TLS mode
// (libpq's sslmode). No password field: libpq finds it in ~/.pgpass, the service
// file or PGPASSWORD, and when the server still asks, the File menu asks for it
// for this session only (ProjectActions).
//
// The dialog checks what was typed (storage::ProjectLocation::parse) before it
// closes; connecting is the session's business (ProjectSession::openProject).
#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace pairrank::ui {

class ConnectServerDialog : public QDialog {
    Q_OBJECT

public:
    explicit ConnectServerDialog(QWidget* parent = nullptr);

    // The server address chosen (a postgresql:// URI); valid once accepted.
    const QString& address() const { return m_address; }

    void accept() override;

private:
    void updateParts();

    QLineEdit* m_uri;
    QWidget* m_parts;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QComboBox* m_tls;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QString m_address;
};

} // namespace pairrank::ui
