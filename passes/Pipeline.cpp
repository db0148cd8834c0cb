#include "passes/Passes.h"

namespace zpl::passes {

void runPipeline(ir::Module &m, const Target &t) {
  // Reductions first: hoisting them into statements of their own exposes
  // their operands' shifted reads to insertTransfers like any other.
  lowerCollectives(m);
  // Creates every transfer (halos, floods, remaps, redistributions) and the
  // temporaries that array semantics need; fixes each array's halo widths.
  insertTransfers(m);
  // Needs the final halo widths: they are part of the layouts whose
  // offsets the relations hold.
  computeRelations(m, t);
  // Last: it only brackets the statements that insertTransfers annotated.
  placeIronman(m);
}

} // namespace zpl::passes
