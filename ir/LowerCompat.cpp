#include "ir/LowerCompat.h"

#include <llvm/Support/Casting.h>

#include <string>

namespace zpl::ir {

void copyConstantArgs(Module &mod, Procedure *owner, Call *call, std::vector<Stmt *> &pre) {
  Procedure *callee = call->proc;
  for (size_t i = 0; callee && i < call->args.size() && i < callee->paramOrder.size(); ++i) {
    int k = callee->paramOrder[i];
    if (k < 0 || callee->params[k]->mode == Var::In)
      continue;
    auto *ref = llvm::dyn_cast<VarRef>(call->args[i]);
    if (!ref || !ref->subscripts.empty() ||
        (ref->var->storage != Var::Constant && ref->var->storage != Var::ConfigConst))
      continue;
    Var *t = mod.make<Var>();
    t->name = "$arg" + std::to_string(mod.vars.size() + (owner ? owner->locals.size() : 0)) + "_" +
              ref->var->name;
    t->loc = call->loc;
    t->ty = ref->var->ty;
    t->storage = owner ? Var::Local : Var::Global;
    (owner ? owner->locals : mod.vars).push_back(t);
    VarRef *lhs = mod.make<VarRef>();
    lhs->var = t;
    lhs->ty = t->ty;
    lhs->loc = call->loc;
    ScalarAssign *copy = mod.make<ScalarAssign>();
    copy->loc = call->loc;
    copy->lhs = lhs;
    copy->rhs = ref;
    pre.push_back(copy);
    VarRef *arg = mod.make<VarRef>();
    arg->var = t;
    arg->ty = t->ty;
    arg->loc = ref->loc;
    call->args[i] = arg;
  }
}

} // namespace zpl::ir
