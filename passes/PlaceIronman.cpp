// Brackets each statement's transfers with the four IRONMAN calls. The
// placement is the simple correct one: DR and SR for all of a statement's
// transfers, then DN for all of them, right before it, and SV right after,
// so the transfers of one statement overlap each other but not computation.
// Moving DR/SR earlier and SV later needs def-use information per array;
// this is the place to add it.
#include "passes/Passes.h"

namespace zpl::passes {
namespace {

using namespace ir;

struct Placer {
  Module &m;

  Ironman *call(Ironman::Call c, Transfer *t) {
    Ironman *i = m.make<Ironman>();
    i->call = c;
    i->transfer = t;
    return i;
  }

  void block(Block *b) {
    std::vector<Stmt *> out;
    for (Stmt *s : b->stmts) {
      for (Transfer *t : s->needs)
        out.push_back(call(Ironman::DR, t));
      for (Transfer *t : s->needs)
        out.push_back(call(Ironman::SR, t));
      for (Transfer *t : s->needs)
        out.push_back(call(Ironman::DN, t));
      // A block that only stood for its transfers (a redistribution)
      // disappears here.
      auto *bl = llvm::dyn_cast<Block>(s);
      if (!(bl && bl->stmts.empty() && !s->needs.empty()))
        out.push_back(s);
      for (Transfer *t : s->needs)
        out.push_back(call(Ironman::SV, t));
      nested(s);
    }
    b->stmts = std::move(out);
  }

  void nested(Stmt *s) {
    switch (s->kind) {
    case Stmt::K_Block:
      block(llvm::cast<Block>(s));
      break;
    case Stmt::K_If:
      for (auto &arm : llvm::cast<If>(s)->arms)
        block(arm.second);
      if (llvm::cast<If>(s)->otherwise)
        block(llvm::cast<If>(s)->otherwise);
      break;
    case Stmt::K_For:
      block(llvm::cast<For>(s)->body);
      break;
    case Stmt::K_While:
      block(llvm::cast<While>(s)->body);
      break;
    case Stmt::K_Repeat:
      block(llvm::cast<Repeat>(s)->body);
      break;
    default:
      break;
    }
  }
};

} // namespace

void placeIronman(Module &m) {
  Placer p{m};
  for (Procedure *proc : m.procs)
    p.block(proc->body);
}

} // namespace zpl::passes
