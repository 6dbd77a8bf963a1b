#include "user_input.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTabBar>
#include <QWidget>

namespace pairrank::app::input {

namespace {

void sendMouse(QWidget& widget, QEvent::Type type, QPoint at) {
    const QPointF local(at);
    const Qt::MouseButtons held = type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton;
    QMouseEvent event(type, local, widget.mapToGlobal(local), Qt::LeftButton, held, Qt::NoModifier);
    QApplication::sendEvent(&widget, &event);
}

void sendKey(QWidget& target, QEvent::Type type, QKeyCombination key, const QString& text) {
    QKeyEvent event(type, key.key(), key.keyboardModifiers(), text);
    QApplication::sendEvent(&target, &event);
}

} // namespace

void click(QWidget& widget, QPoint at) {
    sendMouse(widget, QEvent::MouseButtonPress, at);
    sendMouse(widget, QEvent::MouseButtonRelease, at);
}

void click(QWidget& widget) {
    click(widget, widget.rect().center());
}

void clickTab(QTabBar& bar, int index) {
    click(bar, bar.tabRect(index).center());
}

void clickRow(QAbstractItemView& view, const QModelIndex& index) {
    view.scrollTo(index);
    click(*view.viewport(), view.visualRect(index).center());
}

void press(QWidget& window, const QKeySequence& keys) {
    QWidget* target = window.focusWidget() != nullptr ? window.focusWidget() : &window;
    for (int index = 0; index < keys.count(); ++index) {
        sendKey(*target, QEvent::KeyPress, keys[index], QString());
        sendKey(*target, QEvent::KeyRelease, keys[index], QString());
    }
}

void type(QWidget& field, const QString& text) {
    click(field);
    field.setFocus(Qt::MouseFocusReason); // where the click put it
    sendKey(field, QEvent::KeyPress, QKeyCombination(Qt::ControlModifier, Qt::Key_End), QString());
    for (const QChar character : text) {
        const QKeyCombination key(Qt::NoModifier,
                                  static_cast<Qt::Key>(character.toUpper().unicode()));
        sendKey(field, QEvent::KeyPress, key, QString(character));
        sendKey(field, QEvent::KeyRelease, key, QString(character));
    }
}

} // namespace pairrank::app::input
