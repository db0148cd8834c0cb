// Parallel arrays read or written over a region with a `*` (flood)
// dimension in which they are not flooded themselves (see FloodCheck.cpp):
// sema refuses them, so any found is a bug in zplc.
#pragma once

#include "ir/SpaceCheck.h"

namespace zpl::ir {

// Runs on the lowered IR, before the passes.
std::vector<SpaceError> unfloodedInFloodRegion(const Module &m);

} // namespace zpl::ir
