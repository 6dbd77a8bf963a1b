// Where the user guide is: its HTML pages and pictures are compiled into the
// application (docs/guide → :/pairrank/guide), so that help works offline and
// always matches the version it ships with. A guide link is written as a page
// of the guide with an optional section, "run.html#batches-ahead".
#pragma once

#include <QString>
#include <QUrl>

namespace pairrank::ui {

// The folder of the guide in the resource, e.g. for QFile: ":/pairrank/guide".
QString guideResourceFolder();

// The URL of a page of the guide, with its section: "run.html#strategy" →
// qrc:/pairrank/guide/run.html#strategy.
QUrl guideUrl(const QString& pageAndSection);

// Whether `href` names a page of the guide (a relative link to an .html file),
// not a web address.
bool isGuideLink(const QString& href);

// The anchor of a setting's section in the guide, made from the accessible name
// of its widget: lower-cased, each run of characters that are neither letters
// nor digits replaced by one '-', without '-' at either end ("Batches ahead" →
// "batches-ahead"). The guide's pages name their sections by the same rule, so
// a renamed field shows up as a broken link in the guide check.
QString guideAnchor(const QString& accessibleName);

} // namespace pairrank::ui
