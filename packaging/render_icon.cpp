// Renders the scalable application icon to the PNG sizes of the hicolor theme at
// build time, so that only the SVG is kept in the repository.
// Usage: pairrank-render-icon <input.svg> <size> <output.png>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char* argv[]) {
    QGuiApplication application(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    QTextStream errors(stderr);
    if (arguments.size() != 4) {
        errors << "usage: pairrank-render-icon <input.svg> <size> <output.png>\n";
        return 2;
    }
    bool sizeIsNumber = false;
    const int size = arguments.at(2).toInt(&sizeIsNumber);
    if (!sizeIsNumber || size < 16 || size > 1024) {
        errors << "pairrank-render-icon: size must be a number in [16, 1024]\n";
        return 2;
    }
    QSvgRenderer renderer(arguments.at(1));
    if (!renderer.isValid()) {
        errors << "pairrank-render-icon: cannot read " << arguments.at(1) << '\n';
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    painter.end();
    if (!image.save(arguments.at(3), "PNG")) {
        errors << "pairrank-render-icon: cannot write " << arguments.at(3) << '\n';
        return 1;
    }
    return 0;
}
