// Wavefronts (ParAssign::wave, from the prime operator `A'@d`; see
// ir/lower/Wavefront.cpp). The statement stores into its target in place,
// visiting each ordered dimension in its direction, so a shifted read of the
// target sees the values the statement stored before it. Across processors
// the grid coordinates along the ordered dimensions give each processor a
// turn (zplc::waveTurn, runtime/program/Layouts.h), earlier than the turns
// of the processors that read its results: in each turn the target's halo
// transfers run first on every processor, bringing the results of the
// turns before, then the processors whose turn it is run their blocks.
#include "codegen/emit/Emitter.h"

namespace zpl::codegen {
namespace emit {

void Emitter::waveAssign(const ParAssign *a) {
  std::string order;
  for (size_t k = 0; k < a->wave.size(); ++k)
    order += (k ? ", " : "") + std::to_string(a->wave[k]);
  std::vector<Transfer *> halos;
  for (Transfer *t : a->needs)
    if (t->purpose == Transfer::Halo && t->src == a->lhs && t->dst == a->lhs)
      halos.push_back(t);
  std::string layout = ref(a->lhs) + ".layout";
  line("{ // a wavefront: the processors take turns along the ordered dimensions");
  ++depth;
  line("const int64_t turns = zplc::waveTurns(" + layout + ", {" + order + "});");
  line("const int64_t mine = zplc::waveTurn(" + layout + ", p.rank(), {" + order + "});");
  line("for (int64_t turn = 0; turn < turns; ++turn) {");
  ++depth;
  if (!halos.empty()) {
    // In turn 0 a processor reads only its own results: the owner of i+d
    // has an earlier turn than i's, or is i's.
    line("if (turn > 0) {");
    ++depth;
    for (Ironman::Call c : {Ironman::DR, Ironman::SR, Ironman::DN, Ironman::SV})
      for (Transfer *t : halos) {
        Ironman x;
        x.call = c;
        x.transfer = t;
        ironman(&x);
      }
    --depth;
    line("}");
  }
  line("if (turn == mine) {");
  ++depth;
  LoopOpts opts;
  opts.order = a->wave;
  opts.aliased = true;
  parAssignLoop(a, opts);
  --depth;
  line("}");
  --depth;
  line("}");
  --depth;
  line("}");
}

} // namespace emit
} // namespace zpl::codegen
