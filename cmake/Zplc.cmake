# Shared helpers for the project's CMakeLists files.

set(ZPLC_WARNINGS -Wall -Wextra -Wno-unused-parameter)

# zplc_library(NAME SOURCES ...): a static library of the project with the
# repository's include conventions (headers are included as "part/Header.h").
function(zplc_library name)
  add_library(${name} STATIC ${ARGN})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})
  target_compile_options(${name} PRIVATE ${ZPLC_WARNINGS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endfunction()

# zplc_gtest(NAME SOURCES ... LIBS ...): a GoogleTest executable registered with
# ctest as one test (keeps the ctest listing short and the run fast).
function(zplc_gtest name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS} GTest::gtest GTest::gtest_main)
  target_compile_options(${name} PRIVATE ${ZPLC_WARNINGS})
  add_test(NAME unit.${name} COMMAND ${name} --gtest_brief=1)
endfunction()

# LLVM's and Clang's headers and definitions, without linking either: the
# compiler's libraries use LLVM's header-only casts, and each executable says
# which LLVM it links (below).
function(zplc_llvm_headers name)
  target_include_directories(${name} SYSTEM PUBLIC ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
  target_compile_definitions(${name} PUBLIC ${ZPLC_LLVM_DEFINITIONS})
endfunction()

# Links LLVM/Clang (shared libraries, as Debian ships them) into a target that
# uses Clang: zpl-inspect, the module zplc loads for clang-format and
# --check-cpp, their tests.
function(zplc_use_llvm name)
  zplc_llvm_headers(${name})
  target_link_libraries(${name} PUBLIC clang-cpp LLVM)
endfunction()

# Links only LLVM's Support library, statically, into an executable that needs
# no more of LLVM (its command line, files, paths). Loading the shared
# libLLVM costs 50 ms and 50 MB at every start (its relocations and static
# constructors), more than zplc's own work on most programs; with Support
# alone a start costs a few milliseconds. Never together with zplc_use_llvm
# in one executable: two copies of LLVM's globals would clash.
function(zplc_use_llvm_support name)
  zplc_llvm_headers(${name})
  target_link_libraries(${name} PRIVATE LLVMSupport)
  # Support lists libz3 and others it needs only for parts never linked here.
  target_link_options(${name} PRIVATE -Wl,--as-needed)
endfunction()
