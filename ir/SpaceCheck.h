// Statement regions whose constant bounds reach outside the index space the
// statement runs in (see SpaceCheck.cpp); the others are checked at run time.
#pragma once

#include "ir/IR.h"

#include <string>
#include <vector>

namespace zpl::ir {

struct SpaceError {
  Loc loc;             // the statement's
  std::string message; // lower-case, code in backticks
};

// Runs on the IR after the passes (the statements the code generator sees).
std::vector<SpaceError> regionsOutsideSpace(const Module &m);

} // namespace zpl::ir
