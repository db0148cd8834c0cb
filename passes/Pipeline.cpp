// The pass pipeline: one list, in order, with the reason for each place.
#include "passes/Passes.h"

#include <functional>
#include <ostream>

namespace zpl::passes {
namespace {

struct Pass {
  const char *name;
  std::function<bool(ir::Module &, const Target &)> run; // false: errors reported
};

const std::vector<Pass> &pipeline() {
  static const std::vector<Pass> passes = {
      // First: the distribution a literal region gets decides where its
      // statements run, which every later pass reads (lowerCollectives
      // copies regions into the statements it makes, insertTransfers
      // redistributes between distributions).
      {"align-regions", alignRegions},
      // Reductions first: hoisting them into statements of their own exposes
      // their operands' shifted reads to insertTransfers like any other.
      {"lower-collectives", [](ir::Module &m, const Target &) { lowerCollectives(m); return true; }},
      // Creates every transfer (halos, floods, remaps, redistributions) and
      // the temporaries that array semantics need; fixes each array's halo
      // widths.
      {"insert-transfers", [](ir::Module &m, const Target &) { insertTransfers(m); return true; }},
      // Needs the final halo widths: they are part of the layouts whose
      // offsets the relations hold.
      {"compute-relations", [](ir::Module &m, const Target &t) { computeRelations(m, t); return true; }},
      // Last: it only brackets the statements that insertTransfers annotated.
      {"place-ironman", [](ir::Module &m, const Target &) { placeIronman(m); return true; }},
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
  // IR read back from text may have been through some passes already.
  size_t first = 0, last = passes.size();
  for (size_t i = 0; i < passes.size(); ++i) {
    if (m.after == passes[i].name)
      first = i + 1;
    if (o.stopAfter == passes[i].name)
      last = i + 1;
  }
  for (size_t i = first; i < last; ++i) {
    const Pass &p = passes[i];
    if (!p.run(m, t))
      break;
    m.after = p.name;
    if (o.dump && (o.printAfter == "all" || o.printAfter == p.name))
      *o.dump << "; IR after " << p.name << "\n" << ir::print(m);
    if (o.verifyEach)
      // Only the whole pipeline removes every construct the code generator
      // cannot take; before that the IR's structure is checked.
      for (const std::string &e : ir::verify(m, i + 1 == passes.size()))
        problems.push_back("after " + std::string(p.name) + ": " + e);
  }
  return problems;
}

} // namespace zpl::passes
