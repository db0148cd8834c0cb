// Lowering of ZPL 1.x habits that sema accepts with a warning.
#pragma once

#include "ir/IR.h"

#include <vector>

namespace zpl::ir {
// `bump(k)` with `k` a constant and `bump`'s parameter `inout` (sema warns):
// every such argument of `call` becomes a copy made by a statement appended
// to `pre`, so the constant keeps its value (and the C++ compiles: a
// constant may have been folded, or be `const`). `owner` is the procedure
// making the call (null at the top level).
void copyConstantArgs(Module &mod, Procedure *owner, Call *call, std::vector<Stmt *> &pre);
} // namespace zpl::ir
