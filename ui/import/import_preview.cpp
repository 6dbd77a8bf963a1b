#include "import_preview.h"

#include "storage/import_common.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pairrank::ui {

namespace {
constexpr qsizetype kCellCharacters = 200;
} // namespace

QString previewText(const QJsonValue& value) {
    QString text;
    if (value.isObject()) {
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    } else if (value.isArray()) {
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    } else if (value.isDouble()) {
        text = QString::number(value.toDouble(), 'g', 12);
    } else if (value.isBool()) {
        text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    } else {
        text = value.toString();
    }
    text = text.simplified();
    if (text.size() > kCellCharacters) {
        text.truncate(kCellCharacters - 1);
        text.append(QChar(0x2026));
    }
    return text;
}

ImportPreview readImportPreview(const QString& path, storage::InputFormat format, int records) {
    ImportPreview preview;
    auto file = storage::InputFile::open(path, format);
    if (!file) {
        preview.error = file.error().toString();
        return preview;
    }
    storage::RecordReader& reader = (*file)->reader();
    QList<QHash<QString, QJsonValue>> values;
    storage::InputRecord record;
    while (values.size() < records) {
        auto more = reader.next(record);
        if (!more) {
            preview.error = more.error().toString();
            break;
        }
        if (!*more) {
            break;
        }
        if (preview.columns.isEmpty()) {
            preview.columns = reader.header();
        }
        if (reader.header().isEmpty()) { // JSON Lines: members in order of appearance
            QStringList names = record.values.keys();
            names.sort();
            for (const QString& name : names) {
                if (!preview.columns.contains(name)) {
                    preview.columns.append(name);
                }
            }
        }
        values.append(record.values);
    }
    for (const auto& row : values) {
        QStringList cells;
        for (const QString& column : preview.columns) {
            cells.append(previewText(row.value(column)));
        }
        preview.rows.append(cells);
    }
    return preview;
}

ImportPreviewModel::ImportPreviewModel(QObject* parent)
    : QAbstractTableModel(parent) {}

int ImportPreviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_preview.rows.size());
}

int ImportPreviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_preview.columns.size());
}

QVariant ImportPreviewModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        role != Qt::DisplayRole) {
        return {};
    }
    return m_preview.rows.at(index.row()).value(index.column());
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::DisplayRole && orientation == Qt::Horizontal && section >= 0 &&
        section < m_preview.columns.size()) {
        return m_preview.columns.at(section);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

void ImportPreviewModel::setPreview(const ImportPreview& preview) {
    beginResetModel();
    m_preview = preview;
    endResetModel();
}

} // namespace pairrank::ui
