// Drawing conventions the report's charts share (report_charts.cpp,
// report_forest_plot.cpp): margins, fonts, colours, the title line.
#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QRect>
#include <QString>

#include <string>

namespace pairrank::ui::report_chart_style {

inline constexpr int kMargin = 16;
inline constexpr int kTitleHeight = 34;
inline constexpr int kAxisHeight = 46; // tick labels and the axis title under a plot
inline constexpr int kSubRowHeight = 20;
inline const QColor kTextColour(30, 30, 30);
inline const QColor kGridColour(215, 215, 215);

inline QString text(const std::string& value) {
    return QString::fromStdString(value);
}

// Pixel sizes, so that PNG and SVG show the same layout.
inline QFont chartFont(int pixelSize, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(pixelSize);
    font.setBold(bold);
    return font;
}

inline void drawTitle(QPainter& painter, int width, const QString& title) {
    painter.setFont(chartFont(17, true));
    painter.setPen(kTextColour);
    painter.drawText(QRect(kMargin, 4, width - 2 * kMargin, kTitleHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, title);
}

} // namespace pairrank::ui::report_chart_style
