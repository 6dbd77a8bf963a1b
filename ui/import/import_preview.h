// The first records of a file to import, read through storage's readers (no
// second parser), for the import wizard's column mapping and its live preview.
#pragma once

#include "storage/input_record.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QStringList>

namespace pairrank::ui {

struct ImportPreview {
    QStringList columns;     // the CSV header, or JSON members in order of appearance
    QList<QStringList> rows; // values in `columns` order, as text
    QString error;           // the reader's first error (file:line:column), if any
};

inline constexpr int kPreviewRecords = 20;

// Reads up to `records` records. Blocking: run it in a background thread.
ImportPreview readImportPreview(const QString& path, storage::InputFormat format,
                                int records = kPreviewRecords);

// A value of a record as one line of text (objects and arrays as compact JSON).
QString previewText(const QJsonValue& value);

class ImportPreviewModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ImportPreviewModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setPreview(const ImportPreview& preview);
    const ImportPreview& preview() const { return m_preview; }

private:
    ImportPreview m_preview;
};

} // namespace pairrank::ui
