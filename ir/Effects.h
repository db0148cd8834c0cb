// What statements write and what a gather's maps read: the facts behind the
// reuse of a remap's relation (runtime/program/Remap.h, DataRemap::reuse).
// A program with such gathers gives each array a write epoch, renewed after
// every statement that writes the array (arraysWritten); a gather's key holds
// the epochs of the arrays its maps read and the values of the scalars they
// read (remapInputs), so an equal key means equal requests.
#pragma once

#include "ir/IR.h"

#include <vector>

namespace zpl::ir {

// The parallel arrays statement `s` itself writes: not those of the
// statements it holds, nor a called procedure's (their own statements name
// them; an array parameter is its argument's storage, so a write through it
// renews the argument's epoch). Ghost cells a halo fills hold copies of the
// owners' elements, which change only with them: halos do not count, but
// copies into temporaries and `wrap`/`reflect` borders do.
std::vector<const Array *> arraysWritten(const Stmt *s);

// What the maps and the region's mask of a gather by data read.
struct RemapInputs {
  // False when they read something a key cannot capture: a procedure or C
  // function call, a built-in that is not a pure function, a compiler
  // temporary, a shift known only at run time, a string.
  bool known = true;
  std::vector<const Array *> arrays; // in the order met, repeats included
  std::vector<const VarRef *> scalars;
  // Every scalar the maps, the mask and the region's bounds read is a config
  // value or a constant, the same on every processor whatever C functions
  // return; otherwise the processors agree on a reuse by an all-reduce.
  bool constantScalars = true;
};
RemapInputs remapInputs(const RemapStmt *r);

} // namespace zpl::ir
