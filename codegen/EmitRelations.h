// The relations zplc embeds in a generated program (see
// passes/ComputeRelations.cpp and runtime/program/Support.h).
#pragma once

#include "ir/IR.h"

#include <ostream>

namespace zpl::codegen {

// `kEmbeddedN` for every precomputed transfer N: its key and either each
// pair's encoded relation or, in closed form, the encoding alone.
void emitEmbeddedRelations(std::ostream &os, const ir::Module &m);

} // namespace zpl::codegen
