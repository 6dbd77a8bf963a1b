# cpack -G DEB: one package with the GUI, the CLI and the test judge server.
set(CPACK_PACKAGE_NAME pairrank)
set(CPACK_PACKAGE_VENDOR "PairRank developers")
set(CPACK_PACKAGE_CONTACT "PairRank developers <pairrank@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# The long description under Debian's one-line summary (the AppStream text, shortened);
# CPack indents each line, so the lines stay under 80 columns.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "PairRank ranks candidate texts (summaries, stories, answers) from pairwise"
    "comparisons made by large language model judges and by human annotators."
    "It chooses the most informative pairs to ask, shows the ranking converge"
    "live and calibrates the judge's win rates against human labels."
    "The package holds the desktop application (pairrank), the command line"
    "(pairrank-cli) and a simulated judge server for tests (pairrank-judge-sim).")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# Release packages carry no debug information (RelWithDebInfo builds have 200 MB of it).
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Library dependencies (Qt 6, SQLite driver plugin's libraries) found by dpkg-shlibdeps;
# the Qt SQLite driver, the SVG icon engine and the X11/Wayland platform plugins
# (qt6-qpa-plugins) are plugins that shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6, qt6-qpa-plugins")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# qt_standard_project_setup() gives the executables an install RUNPATH of $ORIGIN/../lib
# for relocatable installs; PairRank installs no shared library of its own, and a
# RUNPATH in /usr/bin is a Debian policy error (lintian: custom-library-search-path).
foreach(installed_executable pairrank pairrank-cli pairrank-judge-sim)
    if(TARGET ${installed_executable})
        set_target_properties(${installed_executable} PROPERTIES INSTALL_RPATH "")
    endif()
endforeach()
include(CPack)
