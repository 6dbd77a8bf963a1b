# Compiler settings shared by every PairRank target.
#
# pairrank_configure_target(<target>) turns on the warnings, the strict Qt defines
# (harmless for targets without Qt) and, with PAIRRANK_SANITIZE, ASan + UBSan.

if(PAIRRANK_SANITIZE)
    # Applied globally so that every object file, test and library agree on the runtime.
    add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=address,undefined)
endif()

function(pairrank_configure_target target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow)
    if(PAIRRANK_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_CAST_FROM_BYTEARRAY
        QT_USE_QSTRINGBUILDER
        QT_NO_FOREACH
        QT_NO_CONTEXTLESS_CONNECT
        QT_NO_URL_CAST_FROM_STRING)
endfunction()
