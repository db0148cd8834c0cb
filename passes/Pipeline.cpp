// The pass pipeline: one list, in order, with the reason for each place.
#include "passes/Passes.h"

#include <functional>
#include <ostream>

namespace zpl::passes {
namespace {

struct Pass {
  const char *name;
  std::function<void(ir::Module &, const Target &)> run;
};

const std::vector<Pass> &pipeline() {
  static const std::vector<Pass> passes = {
      // Reductions first: hoisting them into statements of their own exposes
      // their operands' shifted reads to insertTransfers like any other.
      {"lower-collectives", [](ir::Module &m, const Target &) { lowerCollectives(m); }},
      // Creates every transfer (halos, floods, remaps, redistributions) and
      // the temporaries that array semantics need; fixes each array's halo
      // widths.
      {"insert-transfers", [](ir::Module &m, const Target &) { insertTransfers(m); }},
      // Needs the final halo widths: they are part of the layouts whose
      // offsets the relations hold.
      {"compute-relations", [](ir::Module &m, const Target &t) { computeRelations(m, t); }},
      // Last: it only brackets the statements that insertTransfers annotated.
      {"place-ironman", [](ir::Module &m, const Target &) { placeIronman(m); }},
  };
  return passes;
}

} // namespace

std::vector<std::string> passNames() {
  std::vector<std::string> names;
  for (const Pass &p : pipeline())
    names.push_back(p.name);
  return names;
}

std::vector<std::string> runPipeline(ir::Module &m, const Target &t, const PipelineOptions &o) {
  std::vector<std::string> problems;
  const std::vector<Pass> &passes = pipeline();
  for (size_t i = 0; i < passes.size(); ++i) {
    const Pass &p = passes[i];
    p.run(m, t);
    if (o.dump && (o.printAfter == "all" || o.printAfter == p.name))
      *o.dump << "; IR after " << p.name << "\n" << ir::print(m);
    if (o.verifyEach)
      // Only the whole pipeline removes every construct the code generator
      // cannot take; before that the IR's structure is checked.
      for (const std::string &e : ir::verify(m, i + 1 == passes.size()))
        problems.push_back("after " + std::string(p.name) + ": " + e);
    if (o.stopAfter == p.name)
      break;
  }
  return problems;
}

} // namespace zpl::passes
