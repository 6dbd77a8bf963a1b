# English has a translation of the plural forms only (translations/pairrank_en.ts, kept
# up to date by scripts/update-translations with lupdate -pluralonly): "%n candidate(s)"
# becomes "1 candidate" or "2 candidates". pairrank_embed_english_plurals(target) compiles
# it into `target`'s resources as :/i18n/pairrank_en.qm, for the desktop application's
# translations and for the CLI, whose reports share those texts.
find_package(Qt6 6.4 REQUIRED COMPONENTS LinguistTools)

set(PAIRRANK_ENGLISH_PLURALS_FILE ${PROJECT_SOURCE_DIR}/translations/pairrank_en.ts CACHE INTERNAL
    "The English plural forms of PairRank")

function(pairrank_embed_english_plurals target)
    set(qm ${CMAKE_CURRENT_BINARY_DIR}/pairrank_en.qm)
    add_custom_command(OUTPUT ${qm}
        COMMAND Qt6::lrelease -silent ${PAIRRANK_ENGLISH_PLURALS_FILE} -qm ${qm}
        DEPENDS Qt6::lrelease ${PAIRRANK_ENGLISH_PLURALS_FILE}
        VERBATIM)
    qt_add_resources(${target} ${target}_english_plurals
        PREFIX "/i18n"
        BASE ${CMAKE_CURRENT_BINARY_DIR}
        FILES ${qm})
endfunction()
