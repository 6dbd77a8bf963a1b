// Throughput of pairrank-judge-sim itself (not of PairRank's HTTP client): a
// minimal keep-alive load generator on raw sockets sends chat completion requests
// with logprobs (top 20) whose prompts show two of 500 truth texts (~600 bytes
// each, recognised by the Rabin–Karp matcher), at concurrency 1, 8 and 64, and
// prints requests/s and the server's CPU time per request (from /proc). Prints
// figures only; never fails on speed.
//
// Usage: bench_judge_sim_server [requests per level, default 20000]
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <memory>
#include <unistd.h>
#include <vector>

namespace {

constexpr int kTruthCount = 500;

QString truthText(int index) {
    QString text = QStringLiteral("Candidate %1 answers: ").arg(index);
    while (text.size() < 600) {
        text += QStringLiteral("the quick brown fox %1 jumps over the lazy dog; ").arg(index * 7);
    }
    return text;
}

QByteArray chatRequest(int a, int b) {
    const QString prompt =
        QStringLiteral("Which answer is better?\n\nAnswer A:\n%1\n\nAnswer B:\n%2"
                       "\n\nReply with A or B.")
            .arg(truthText(a), truthText(b));
    const QJsonObject message{{QStringLiteral("role"), QStringLiteral("user")},
                              {QStringLiteral("content"), prompt}};
    const QJsonObject body{{QStringLiteral("model"), QStringLiteral("sim")},
                           {QStringLiteral("messages"), QJsonArray{message}},
                           {QStringLiteral("logprobs"), true},
                           {QStringLiteral("top_logprobs"), 20},
                           {QStringLiteral("max_tokens"), 1}};
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return "POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
           "Content-Type: application/json\r\nContent-Length: " +
           QByteArray::number(json.size()) + "\r\n\r\n" + json;
}

// utime + stime of a process in seconds.
double cpuSeconds(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return 0;
    }
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    return (fields.value(11).toDouble() + fields.value(12).toDouble()) / ticks;
}

// One keep-alive connection sending the next request when the previous answer is complete.
class Client {
public:
    Client(quint16 port, const std::vector<QByteArray>& requests, int& next, int total, int& done)
        : m_requests(requests)
        , m_next(next)
        , m_total(total)
        , m_done(done) {
        QObject::connect(&m_socket, &QTcpSocket::readyRead, &m_socket, [this] { onReadyRead(); });
        QObject::connect(&m_socket, &QTcpSocket::connected, &m_socket, [this] { sendNext(); });
        m_socket.setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_socket.connectToHost(QStringLiteral("127.0.0.1"), port);
    }

private:
    void sendNext() {
        if (m_next >= m_total) {
            return;
        }
        m_socket.write(m_requests[static_cast<std::size_t>(m_next++ % m_requests.size())]);
    }
    void onReadyRead() {
        m_buffer += m_socket.readAll();
        for (;;) {
            const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
            if (headerEnd < 0) {
                return;
            }
            const qsizetype lengthAt = m_buffer.indexOf("Content-Length: ");
            const qsizetype lengthEnd = m_buffer.indexOf("\r\n", lengthAt);
            const qsizetype length =
                m_buffer.mid(lengthAt + 16, lengthEnd - lengthAt - 16).toLongLong();
            if (m_buffer.size() < headerEnd + 4 + length) {
                return;
            }
            if (!m_buffer.startsWith("HTTP/1.1 200")) {
                std::fprintf(stderr, "unexpected answer: %s\n", m_buffer.left(200).constData());
            }
            m_buffer.remove(0, headerEnd + 4 + length);
            ++m_done;
            sendNext();
        }
    }

    QTcpSocket m_socket;
    QByteArray m_buffer;
    const std::vector<QByteArray>& m_requests;
    int& m_next;
    int m_total;
    int& m_done;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication application(argc, argv);
    const int total = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 20000;

    QTemporaryDir directory;
    QFile truth(directory.filePath(QStringLiteral("truth.jsonl")));
    if (!truth.open(QIODevice::WriteOnly)) {
        return 1;
    }
    for (int i = 0; i < kTruthCount; ++i) {
        const QJsonObject line{{QStringLiteral("id"), QStringLiteral("t%1").arg(i)},
                               {QStringLiteral("score"), 0.01 * i},
                               {QStringLiteral("text"), truthText(i)}};
        truth.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    }
    truth.close();

    QProcess server;
    server.start(QStringLiteral(PAIRRANK_JUDGE_SIM_PATH),
                 {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--truth"),
                  truth.fileName()});
    if (!server.waitForReadyRead(20000)) {
        std::fprintf(stderr, "the simulator did not start\n");
        return 1;
    }
    const QByteArray line = server.readLine().trimmed();
    const quint16 port = line.mid(line.lastIndexOf(':') + 1).toUShort();

    std::vector<QByteArray> requests;
    for (int i = 0; i < 1000; ++i) {
        const int a = (i * 37) % kTruthCount;
        const int b = (a + 1 + (i * 11) % (kTruthCount - 1)) % kTruthCount;
        requests.push_back(chatRequest(a, b));
    }
    std::printf("pairrank-judge-sim throughput: chat completions, top_logprobs 20, "
                "%d truth texts, prompts of %lld bytes, %d requests per level\n",
                kTruthCount, static_cast<long long>(requests.front().size()), total);
    std::printf("%12s %14s %18s\n", "concurrency", "requests/s", "server CPU us/req");
    for (const int concurrency : {1, 8, 64}) {
        int next = 0;
        int done = 0;
        const double cpuBefore = cpuSeconds(server.processId());
        QElapsedTimer clock;
        clock.start();
        std::vector<std::unique_ptr<Client>> clients;
        for (int c = 0; c < concurrency; ++c) {
            clients.push_back(std::make_unique<Client>(port, requests, next, total, done));
        }
        while (done < total) {
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        }
        const double seconds = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        const double cpu = cpuSeconds(server.processId()) - cpuBefore;
        std::printf("%12d %14.0f %18.1f\n", concurrency, total / seconds, cpu / total * 1e6);
        std::fflush(stdout);
    }
    server.terminate();
    server.waitForFinished(10000);
    return 0;
}
