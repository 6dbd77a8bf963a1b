// A named pipe (FIFO) that a thread fills with given bytes once a reader opens
// it, as `producer > fifo` would in a shell: for tests that a reader of outside
// input reads a sequential device to its real end. Header only, shared by the
// storage and command-line suites. Keep the bytes under the pipe's capacity
// (64 KiB), so that the writer never waits for a reader that has given up.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <atomic>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace pairrank::storage::testing {

class FifoFeeder {
public:
    FifoFeeder(const QString& path, QByteArray bytes)
        : m_path(QFile::encodeName(path)) {
        // A reader that stops early must not kill the test with SIGPIPE.
        std::signal(SIGPIPE, SIG_IGN);
        m_created = ::mkfifo(m_path.constData(), 0600) == 0;
        if (!m_created) {
            return;
        }
        m_thread = std::thread([this, bytes = std::move(bytes)] {
            const int fd = ::open(m_path.constData(), O_WRONLY); // waits for a reader
            m_opened = true;
            if (fd < 0) {
                return;
            }
            qsizetype written = 0;
            while (written < bytes.size()) {
                const ssize_t chunk = ::write(fd, bytes.constData() + written,
                                              static_cast<size_t>(bytes.size() - written));
                if (chunk <= 0) {
                    break;
                }
                written += chunk;
            }
            ::close(fd);
        });
    }
    FifoFeeder(const FifoFeeder&) = delete;
    FifoFeeder& operator=(const FifoFeeder&) = delete;

    ~FifoFeeder() {
        if (!m_thread.joinable()) {
            return;
        }
        // No reader came: be one, so that the writer's open returns.
        const int reader = m_opened ? -1 : ::open(m_path.constData(), O_RDONLY | O_NONBLOCK);
        m_thread.join();
        if (reader >= 0) {
            ::close(reader);
        }
    }

    bool created() const { return m_created; }

private:
    QByteArray m_path;
    bool m_created = false;
    std::atomic<bool> m_opened{false};
    std::thread m_thread;
};

} // namespace pairrank::storage::testing
