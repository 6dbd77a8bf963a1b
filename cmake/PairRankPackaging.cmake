# cpack -G DEB: one package with the GUI, the CLI and the test judge server.
set(CPACK_PACKAGE_NAME pairrank)
set(CPACK_PACKAGE_VENDOR "PairRank developers")
set(CPACK_PACKAGE_CONTACT "PairRank developers <pairrank@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# Release packages carry no debug information (RelWithDebInfo builds have 200 MB of it).
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Library dependencies (Qt 6, SQLite driver plugin's libraries) found by dpkg-shlibdeps;
# the Qt SQLite driver and the SVG icon engine are plugins that shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6, qt6-qpa-plugins")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
