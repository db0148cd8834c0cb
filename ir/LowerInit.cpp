#include "ir/LowerInit.h"

#include "frontend/InitList.h"

namespace zpl::ir {

Expr *lowerInitLeaf(Module &mod, const ast::VarDecl &v, size_t leaf, Ty ty, bool array,
                    const std::function<Expr *(const ast::Expr *)> &lower) {
  if (!v.initList)
    return nullptr;
  ast::InitItems leaves;
  // Sema reported every shape error already.
  ast::flattenInit(*v.initList, v.typeExpr.get(), leaves, [](SourceLocation, const std::string &) {});
  if (leaf >= leaves.size() || leaves[leaf].empty())
    return nullptr;
  if (!array)
    return lower(leaves[leaf][0]);
  ListValue *l = mod.make<ListValue>();
  l->ty = ty;
  for (const ast::Expr *e : leaves[leaf])
    l->elems.push_back(lower(e));
  return l;
}

} // namespace zpl::ir
