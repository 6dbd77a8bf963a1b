// Exporting the report, walked through as a person does it: PairRank started as
// main() starts it on a project with judgements and human labels (the demo has
// no judgements before a first run), the Calibration tab, Export report…, a
// folder typed in that does not exist yet; Export asks to create it, and the
// files are written there.
#include "gui_test_support.h"
#include "ui/main/main_window.h"
#include "walkthrough_support.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QTest>

#include <algorithm>

using namespace pairrank;
using namespace pairrank::walkthrough;

namespace {

constexpr int kOpenTimeout = 60'000;
constexpr int kReportTimeout = 120'000;

bool buttonEnabled(const QString& name, QWidget* within = nullptr) {
    auto* button = visible<QAbstractButton>(name, within);
    return button != nullptr && button->isEnabled();
}

// The message box on screen whose text contains `text`, or nullptr.
QMessageBox* shownMessageContaining(const QString& text) {
    for (QWidget* window : visibleWindows()) {
        auto* box = qobject_cast<QMessageBox*>(window);
        if (box != nullptr && box->text().contains(text)) {
            return box;
        }
    }
    return nullptr;
}

} // namespace

class WalkthroughExportTest : public QObject {
    Q_OBJECT

private slots:
    void exportIntoANewFolder();
};

void WalkthroughExportTest::exportIntoANewFolder() {
    QTemporaryDir projectFolder;
    QVERIFY(projectFolder.isValid());
    const QString project = ui_test::buildCalibrationProject(
        projectFolder.filePath(QStringLiteral("judged.pairrank")), {});
    QVERIFY(!project.isEmpty());
    StartedApplication app(project);
    QVERIFY(app.waitUntilOpen(kOpenTimeout));
    QVERIFY(clickTab(QStringLiteral("Calibration")));
    // The button is enabled once the tab has computed its report.
    QVERIFY(waitUntil([]() { return buttonEnabled(QStringLiteral("Export report…")); },
                      kReportTimeout));
    QVERIFY(clickButton(QStringLiteral("Export report…")));
    QWidget* dialog = waitForModal();
    QVERIFY(dialog != nullptr);
    // A person types once the dialog has come up and has the keyboard.
    QVERIFY(waitUntil([dialog]() { return dialog->isActiveWindow(); }, 10'000));

    // The folder's label is a label of the field (its '&' is the mnemonic, not text).
    auto* folder = visible<QLineEdit>(QStringLiteral("Folder"), dialog);
    QVERIFY(folder != nullptr);
    const QList<QLabel*> labels = dialog->findChildren<QLabel*>();
    const auto folderLabel = std::find_if(labels.cbegin(), labels.cend(), [folder](QLabel* label) {
        return label->buddy() == folder;
    });
    QVERIFY2(folderLabel != labels.cend(), "the folder field has no label");
    QCOMPARE((*folderLabel)->text().remove(u'&'), QStringLiteral("Folder:"));
    // The folder proposed at first is one there is.
    QVERIFY2(QFileInfo(folder->text()).isDir(), qPrintable(folder->text()));

    const QString target = QDir(app.folder().path()).filePath(QStringLiteral("reports/2024/new"));
    QVERIFY(!QFileInfo::exists(target));
    QVERIFY(typeInto(folder, QDir::toNativeSeparators(target)));
    const QString baseName = shownText(visible<QLineEdit>(QStringLiteral("File name"), dialog));
    QVERIFY(!baseName.isEmpty());
    QVERIFY(buttonEnabled(QStringLiteral("Export"), dialog));
    QVERIFY(clickButton(QStringLiteral("Export"), dialog));

    // Asked before a folder is made.
    auto* question = qobject_cast<QMessageBox*>(waitForModal(10'000, dialog));
    QVERIFY(question != nullptr);
    QVERIFY2(question->text().contains(QDir::toNativeSeparators(target)),
             qPrintable(question->text()));
    QVERIFY(clickButton(QStringLiteral("Create"), question));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(target).isDir(), 10'000);

    // The export runs, then says where the files went.
    QMessageBox* done = nullptr;
    QVERIFY(waitUntil(
        [&]() {
            done = shownMessageContaining(QDir::toNativeSeparators(target));
            return done != nullptr && done != question;
        },
        kReportTimeout));
    QVERIFY2(done->text().contains(QDir::toNativeSeparators(target)), qPrintable(done->text()));
    for (const QString& suffix : {QStringLiteral(".html"), QStringLiteral(".pdf")}) {
        const QFileInfo file(QDir(target).filePath(baseName + suffix));
        QVERIFY2(file.isFile() && file.size() > 0, qPrintable(file.filePath()));
    }
    QVERIFY(clickButton(QStringLiteral("OK"), done));
}

QTEST_MAIN(WalkthroughExportTest)
#include "test_walkthrough_export.moc"
