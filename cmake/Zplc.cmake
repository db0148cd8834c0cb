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

# Links LLVM/Clang (shared libraries, as Debian ships them) into a target.
function(zplc_use_llvm name)
  target_include_directories(${name} SYSTEM PUBLIC ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
  target_compile_definitions(${name} PUBLIC ${ZPLC_LLVM_DEFINITIONS})
  target_link_libraries(${name} PUBLIC clang-cpp LLVM)
endfunction()
