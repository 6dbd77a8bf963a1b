# Compiler settings shared by every PairRank target.
#
# pairrank_configure_target(<target>) turns on the warnings, the strict Qt defines
# (harmless for targets without Qt) and, with PAIRRANK_SANITIZE, ASan + UBSan.

# Debug information goes to one .dwo file beside each object (split DWARF) instead
# of being copied into every program that links the libraries, and what stays in a
# program (line tables, name indexes) is compressed: a hundred test programs each
# carried a full copy, and one build tree took 8 GB of disk (now under 2 GB).
# gdb, addr2line and the sanitizers' symbolizer read both.
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    add_compile_options("$<$<CONFIG:Debug,RelWithDebInfo>:-gsplit-dwarf>")
    add_link_options("$<$<CONFIG:Debug,RelWithDebInfo>:LINKER:--compress-debug-sections=zlib>")
endif()

# lld links a test program of the UI library in under a second where GNU ld takes three; a
# build links about 150 programs.
include(CheckLinkerFlag)
check_linker_flag(CXX "-fuse-ld=lld" PAIRRANK_LINKER_LLD)
if(PAIRRANK_LINKER_LLD)
    add_link_options(-fuse-ld=lld)
endif()

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

# pairrank_public_headers(<target> <folder>)
# The target's sources and its users find the target's headers as
# "<folder>/<name>.h" — and nothing else of the source tree: the include path is a
# folder in the build tree holding one link to <folder>. So a library that
# includes a header of a library it does not link (storage including a
# core/stats header, say) fails to build instead of linking by accident.
function(pairrank_public_headers target folder)
    set(root "${PROJECT_BINARY_DIR}/include/${target}")
    get_filename_component(parent "${root}/${folder}" DIRECTORY)
    file(MAKE_DIRECTORY "${parent}")
    file(CREATE_LINK "${PROJECT_SOURCE_DIR}/${folder}" "${root}/${folder}" SYMBOLIC)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
        target_include_directories(${target} INTERFACE "${root}")
    else()
        target_include_directories(${target} PUBLIC "${root}")
    endif()
endfunction()
