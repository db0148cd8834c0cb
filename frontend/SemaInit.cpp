// Initialiser lists of indexed arrays and records (frontend/InitList.h):
// their shape, checked by sema and walked again by the lowering.
#include "frontend/InitList.h"
#include "frontend/Types.h"

#include <llvm/Support/Casting.h>

namespace zpl {
namespace ast {
using llvm::dyn_cast;
using llvm::isa;
using llvm::dyn_cast_or_null;
using llvm::isa_and_nonnull;

std::shared_ptr<InitList> InitList::clone() const {
  auto c = std::make_shared<InitList>();
  c->loc = loc;
  for (auto &it : items) {
    Item ci;
    if (it.expr)
      ci.expr = it.expr->clone();
    else
      ci.list = it.list->clone();
    c->items.push_back(std::move(ci));
  }
  return c;
}

// The extent of one dimension, if constant.
static std::optional<int64_t> extent(const ArrayBound &b) {
  auto lo = b.lo ? constantBound(b.lo.get()) : std::optional<int64_t>(1);
  auto hi = constantBound(b.hi.get());
  if (!lo || !hi)
    return std::nullopt;
  return *hi >= *lo ? *hi - *lo + 1 : 0;
}

std::optional<int64_t> constantSize(const IndexedArrayTypeExpr *t) {
  int64_t n = 1;
  for (auto &b : t->bounds) {
    auto e = extent(b);
    if (!e)
      return std::nullopt;
    n *= *e;
  }
  return n;
}

const TypeExpr *resolvedTypeExpr(const TypeExpr *t) {
  for (int guard = 0; t && guard < 64; ++guard) {
    auto *n = dyn_cast<NamedTypeExpr>(t);
    auto *d = n && n->decl ? dyn_cast<TypeDecl>(n->decl) : nullptr;
    if (!d)
      return t;
    t = d->typeExpr.get();
  }
  return t;
}

namespace {
using Report = std::function<void(SourceLocation, const std::string &)>;

size_t leafCount(const TypeExpr *t) {
  t = resolvedTypeExpr(t);
  if (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t))
    return leafCount(ia->element.get());
  if (auto *r = dyn_cast_or_null<RecordTypeExpr>(t)) {
    size_t n = 0;
    for (auto &f : r->fields)
      n += leafCount(f->typeExpr.get());
    return n;
  }
  return 1;
}

struct Flattener {
  InitItems &leaves;
  const Report &report;
  bool ok = true;

  void fail(SourceLocation l, const std::string &m) {
    ok = false;
    report(l, m);
  }

  // The items for the elements of an array of `ia`'s shape, row-major:
  // `{{1, 2}, {3, 4}}` by rows or `{1, 2, 3, 4}` flat.
  void elements(const InitList &l, const IndexedArrayTypeExpr *ia, size_t dim,
                std::vector<const InitList::Item *> &out) {
    auto ext = extent(ia->bounds[dim]);
    bool allLists = true;
    for (auto &it : l.items)
      allLists &= it.list != nullptr;
    const TypeExpr *elem = resolvedTypeExpr(ia->element.get());
    bool elemIsList = isa_and_nonnull<RecordTypeExpr>(elem) || isa_and_nonnull<IndexedArrayTypeExpr>(elem);
    if (dim + 1 < ia->bounds.size() && allLists && !elemIsList) {
      if (ext && (int64_t)l.items.size() != *ext)
        fail(l.loc, "expected " + std::to_string(*ext) + " rows in this initialiser, found " +
                        std::to_string(l.items.size()));
      for (auto &it : l.items)
        elements(*it.list, ia, dim + 1, out);
      return;
    }
    int64_t want = 1;
    bool known = true;
    for (size_t k = dim; k < ia->bounds.size(); ++k) {
      auto e = extent(ia->bounds[k]);
      known &= e.has_value();
      want *= e ? *e : 1;
    }
    if (known && (int64_t)l.items.size() != want)
      fail(l.loc, "expected " + std::to_string(want) + " values in this initialiser, found " +
                      std::to_string(l.items.size()));
    for (auto &it : l.items)
      out.push_back(&it);
  }

  void item(const InitList::Item &it, const TypeExpr *t, size_t base) {
    const TypeExpr *rt = resolvedTypeExpr(t);
    if (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(rt)) {
      if (!it.list)
        return fail(it.loc(), "an indexed array is initialised with a list `{...}` of its elements");
      std::vector<const InitList::Item *> els;
      elements(*it.list, ia, 0, els);
      for (auto *e : els)
        item(*e, ia->element.get(), base);
      return;
    }
    if (auto *r = dyn_cast_or_null<RecordTypeExpr>(rt)) {
      if (!it.list)
        return fail(it.loc(), "a record is initialised with a list `{...}` of its fields");
      if (it.list->items.size() != r->fields.size())
        return fail(it.list->loc, "expected " + std::to_string(r->fields.size()) +
                                      " fields in this initialiser, found " +
                                      std::to_string(it.list->items.size()));
      size_t b = base;
      for (size_t k = 0; k < r->fields.size(); ++k) {
        item(it.list->items[k], r->fields[k]->typeExpr.get(), b);
        b += leafCount(r->fields[k]->typeExpr.get());
      }
      return;
    }
    if (it.list)
      return fail(it.list->loc, "a list `{...}` initialises an indexed array or a record, not a scalar");
    leaves[base].push_back(it.expr.get());
  }
};
} // namespace

bool flattenInit(const InitList &l, const TypeExpr *t, InitItems &leaves, const Report &report) {
  leaves.assign(leafCount(t), {});
  Flattener f{leaves, report};
  const TypeExpr *rt = resolvedTypeExpr(t);
  if (!isa_and_nonnull<IndexedArrayTypeExpr>(rt) && !isa_and_nonnull<RecordTypeExpr>(rt)) {
    report(l.loc, "a list `{...}` initialises an indexed array or a record");
    return false;
  }
  InitList::Item whole;
  // A view of `l` as one item; the shared_ptr does not own it.
  whole.list = std::shared_ptr<InitList>(std::shared_ptr<InitList>(), const_cast<InitList *>(&l));
  f.item(whole, t, 0);
  return f.ok;
}
} // namespace ast

namespace sema {
bool checkInitList(ast::VarDecl *v, const Type *t, InitHooks &hooks) {
  using namespace ast;
  if (!v->typeExpr) {
    hooks.error(v->initList->loc, "a list `{...}` needs the declared type: `constant " + v->name +
                                      " : array [...] of ... = {...}`");
    return false;
  }
  if (v->isConfig() || v->isExtern) {
    hooks.error(v->initList->loc, "a list `{...}` cannot initialise a config or extern value");
    return false;
  }
  InitItems leaves;
  if (!flattenInit(*v->initList, v->typeExpr.get(), leaves, hooks.error))
    return false;
  // The scalar type of every leaf, in the same order.
  std::vector<const Type *> types;
  std::function<void(const Type *)> collect = [&](const Type *ty) {
    if (ty->isIndexedArray())
      return collect(ty->element());
    if (ty->kind() == Type::Kind::Record) {
      for (auto &f : ty->fields())
        collect(f.second);
      return;
    }
    types.push_back(ty);
  };
  collect(t);
  bool ok = types.size() == leaves.size();
  for (size_t k = 0; ok && k < leaves.size(); ++k)
    for (const Expr *ce : leaves[k]) {
      Expr *e = const_cast<Expr *>(ce);
      hooks.check(e);
      if (!e->type || e->type->isError()) {
        ok = false;
      } else if (e->isParallel) {
        hooks.error(e->loc, "an element of an initialiser list must be a scalar value");
        ok = false;
      } else if (!(types[k]->isArithmetic() || types[k]->isString() || types[k]->isEnum())) {
        hooks.error(e->loc, "a list `{...}` initialises elements of scalar types, not `" +
                                types[k]->str() + "`; assign them in a procedure instead");
        return false;
      } else if (!hooks.convertible(e->type, types[k])) {
        hooks.error(e->loc, "cannot initialise an element of type `" + types[k]->str() +
                                "` with `" + e->type->str() + "`");
        ok = false;
      }
    }
  return ok;
}
} // namespace sema
} // namespace zpl
