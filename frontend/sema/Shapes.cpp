// Sema: the shapes of regions, and the checks that need them. Which
// dimensions of a region are `*`, which are one index and which are ranges,
// and whether it has a mask, follow from how it is written: literals, the
// declarations names refer to, the enclosing region (`"`, empty
// dimensions), and derived regions (`of`, `in`, `at` by constant
// directions). The lowering (ir/lower/Regions.cpp) builds the same shapes;
// these checks were its errors, and it now treats them as broken
// invariants. Messages are the lowering's, unchanged.
#include "frontend/sema/Checker.h"
#include "frontend/SemaIndexInit.h"

#include <optional>

namespace zpl {
namespace sema {
namespace checker {

// A direction whose offsets exist only when the program runs: a direction
// variable, an element of an array of directions, or a literal with an
// offset that has no value here (sema recorded no Expr::offsets).
bool runtimeDirection(const Expr *e) { return e->type && e->type->isDirection() && !e->offsets; }

// `[Lev[index1]]` of `U : array [..] of [Lev[index1]] T` with `Lev`
// initialised `Base by ...`: Base, where every `U[i]` is stored
// (ir/lower/IndexInit.cpp, familyRegion); else null.
const Expr *familyBase(const Expr *e) {
  auto *l = dyn_cast_or_null<RegionLiteralExpr>(e);
  auto *s = l && l->isSingleEntry() ? dyn_cast<SubscriptExpr>(l->dims[0].lo.get()) : nullptr;
  auto *n = s && readsIndex(s) ? dyn_cast<NameExpr>(s->base.get()) : nullptr;
  auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
  const Expr *base = v && v->init ? regionBase(v->init.get()) : nullptr;
  // Only a well-typed region of the element's rank (errors were reported).
  return base && base->type && base->type->isRegion() && l->type &&
                 base->type->rank() == l->type->rank()
             ? base
             : nullptr;
}

// The region a parallel array (or its element, component or field) is
// declared over, Base for an element of `array [..] of [Lev[index1]] T`
// (where the lowering stores it); null for a rank-only parameter
// (`X : [,] double`).
const Expr *declaredRegion(const Expr *e) {
  for (;;) {
    if (auto *s = dyn_cast<SubscriptExpr>(e))
      e = s->base.get();
    else if (auto *m = dyn_cast<MemberExpr>(e))
      e = m->base.get();
    else
      break;
  }
  auto *n = dyn_cast<NameExpr>(e);
  const TypeExpr *t = nullptr;
  if (auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr)
    t = v->typeExpr.get();
  else if (auto *p = n ? dyn_cast_or_null<ParamDecl>(n->decl) : nullptr)
    t = p->typeExpr.get();
  t = t ? resolvedTypeExpr(t) : nullptr;
  while (auto *ia = dyn_cast_or_null<IndexedArrayTypeExpr>(t))
    t = resolvedTypeExpr(ia->element.get());
  auto *pa = dyn_cast_or_null<ParallelArrayTypeExpr>(t);
  if (!pa)
    return nullptr;
  const Expr *base = familyBase(pa->region.get());
  return base ? base : pa->region.get();
}

namespace {
using Dim = RegionShape::Dim;
using Op = DerivedRegionExpr::Op;

RegionShape ranges(unsigned rank) {
  RegionShape s;
  s.dims.assign(rank, Dim::Range);
  s.strided.assign(rank, true);
  return s;
}

// The shape of region `e` inside `enclosing` (null: a declaration, or no
// region scope).
RegionShape shape(const Expr *e, const RegionShape *enclosing) {
  if (!e)
    return {};
  unsigned rank = e->type && e->type->isRegion() ? e->type->rank() : 0;
  if (auto *l = dyn_cast<RegionLiteralExpr>(e)) {
    if (l->isSingleEntry()) {
      const Expr *in = l->dims[0].lo.get();
      if (in && in->type && in->type->isRegion())
        return shape(in, enclosing); // `[R]`
    }
    RegionShape s;
    bool inherit = enclosing && enclosing->dims.size() == l->dims.size();
    for (size_t k = 0; k < l->dims.size(); ++k) {
      const RegionDim &d = l->dims[k];
      switch (d.kind) {
      case RegionDim::Kind::Range: s.dims.push_back(Dim::Range); break;
      case RegionDim::Kind::Single: s.dims.push_back(Dim::Single); break;
      case RegionDim::Kind::Star: s.dims.push_back(Dim::Star); break;
      case RegionDim::Kind::Empty: s.dims.push_back(inherit ? enclosing->dims[k] : Dim::Range); break;
      }
      bool strided = d.kind == RegionDim::Kind::Range && d.stride && constantBound(d.stride.get()) != 1;
      if (d.kind == RegionDim::Kind::Empty)
        strided = !inherit || enclosing->strided[k];
      s.strided.push_back(strided);
    }
    return s;
  }
  if (isa<CurrentRegionExpr>(e))
    return enclosing ? *enclosing : ranges(rank);
  if (auto *d = dyn_cast<DerivedRegionExpr>(e)) {
    RegionShape s = shape(d->base(), enclosing);
    s.expr = nullptr;
    if (d->op == Op::With || d->op == Op::Without) {
      s.masked = true;
      return s;
    }
    if (d->op == Op::By) { // strides change, not the kind of a dimension
      const auto &dir = d->modifier()->offsets;
      for (size_t k = 0; k < s.dims.size(); ++k)
        if (s.dims[k] != Dim::Star)
          s.strided[k] = s.strided[k] || !dir || k >= dir->size() || (*dir)[k] != 1;
      return s;
    }
    // The lowering moves the bounds of every dimension that is not `*` by
    // the offset: a new bound each, so one index becomes a range, except
    // that `in` by one keeps (or makes) a single index.
    const auto &dir = d->modifier()->offsets;
    for (size_t k = 0; k < s.dims.size(); ++k) {
      if (s.dims[k] == Dim::Star)
        continue;
      if (!dir || k >= dir->size()) {
        s.dims[k] = Dim::Range;
        continue;
      }
      int64_t o = (*dir)[k];
      if (d->op == Op::In && (o == 1 || o == -1))
        s.dims[k] = Dim::Single;
      else if (o != 0)
        s.dims[k] = Dim::Range;
    }
    return s;
  }
  if (auto *n = dyn_cast<NameExpr>(e)) {
    if (auto *r = dyn_cast_or_null<RegionDecl>(n->decl))
      return r->init ? shape(r->init.get(), nullptr) : ranges(rank);
    auto *v = dyn_cast_or_null<VarDecl>(n->decl);
    if (v && v->storage == VarDecl::Storage::Constant && v->init)
      return shape(v->init.get(), nullptr);
  }
  // A region variable or an element of an array of regions.
  return ranges(rank);
}

// Does region `e` read the enclosing region (`"`, an empty dimension)?
bool mentionsCurrent(const Expr *e) {
  if (isa<CurrentRegionExpr>(e))
    return true;
  if (auto *l = dyn_cast<RegionLiteralExpr>(e))
    for (auto &d : l->dims)
      if (d.kind == RegionDim::Kind::Empty)
        return true;
  if (auto *d = dyn_cast<DerivedRegionExpr>(e))
    return mentionsCurrent(d->base());
  return false;
}

bool floodArray(const Expr *array) { return shape(declaredRegion(array), nullptr).has(Dim::Star); }

const std::string notYet = " is not supported by the code generator yet";
} // namespace

RegionShape Checker::scopeShape(unsigned rank, const Expr *region) const {
  RegionShape s = region ? shapeOf(region) : ranges(rank);
  s.expr = region;
  alignShape(s, region); // Align.cpp
  spaceShape(s, region); // Spaces.cpp
  return s;
}

RegionShape Checker::shapeOf(const Expr *region) const {
  return shape(region, shapes_.empty() ? nullptr : &shapes_.back());
}

// `[d of R]` with a direction known only at run time: the new bounds
// depend on the signs of its offsets.
bool Checker::checkRuntimeDirection(const DerivedRegionExpr *d) {
  if ((d->op != Op::Of && d->op != Op::In) || !runtimeDirection(d->modifier()))
    return true;
  error(Diag::NotSupported, d->modifier()->loc,
        "a direction known only at run time can only be used with `by` and `at` here");
  return false;
}

// `>>[1..n, *] A`: the source slice names the indices whose values are
// replicated; a `*` there (written, or inherited from the enclosing
// region) names none.
bool Checker::checkFloodSource(const FloodExpr *f) {
  RegionShape s = shapeOf(f->region.get());
  for (size_t k = 0; k < s.dims.size(); ++k) {
    if (s.dims[k] != Dim::Star)
      continue;
    SourceLocation at = f->region->loc;
    if (auto *l = dyn_cast<RegionLiteralExpr>(f->region.get()))
      if (k < l->dims.size() && l->dims[k].loc.line)
        at = l->dims[k].loc;
    error(Diag::ExpectedRegion, at,
          "dimension " + std::to_string(k + 1) +
              " of a flood's source region must be an index or a range, not `*`");
    return false;
  }
  return true;
}

// `[R] A := +<< [1..n, 1] B`: every dimension either collapses (one index
// or `*` in the destination) or keeps the source's indices; a destination
// wider than its source has no values to take (replicating is a flood).
int Checker::partialWiderDim(const ReduceExpr *r) const {
  RegionShape src = shapeOf(r->region.get());
  const RegionShape &dst = shapes_.empty() ? RegionShape() : shapes_.back();
  if (src.dims.size() != dst.dims.size())
    return -1;
  for (size_t k = 0; k < src.dims.size(); ++k) {
    Dim s = src.dims[k];
    if (s == Dim::Star || (s == Dim::Single && dst.dims[k] == Dim::Range))
      return (int)k;
  }
  return -1;
}

bool Checker::checkPartialShape(const ReduceExpr *r) {
  int k = partialWiderDim(r);
  if (k < 0)
    return true;
  error(Diag::ExpectedRegion, r->region->loc,
        "dimension " + std::to_string(k + 1) + " of a partial reduction's source region is " +
            (shapeOf(r->region.get()).dims[k] == Dim::Star ? "`*`" : "one index") +
            " where the destination's is wider; replicate with a flood `>>`");
  return false;
}

// `A#[I, J]` of a flood array: only a permutation of `Index` arrays over a
// region of the array's rank (a static relation) is compiled.
// A permutation of `Index` arrays over a region of the operand's rank: a
// static relation (RemapExpr::permutation, which the lowering reads); any
// other remap is by data.
bool Checker::permutationRemap(const RemapExpr *r) const {
  std::vector<bool> seen(r->maps.size(), false);
  if (!inRegion() || currentRank() != r->operand->rank)
    return false;
  for (auto &m : r->maps) {
    auto *ix = dyn_cast_or_null<IndexArrayExpr>(m.get());
    if (!ix || ix->dim < 1 || ix->dim > seen.size() || seen[ix->dim - 1])
      return false;
    seen[ix->dim - 1] = true;
  }
  return true;
}

bool Checker::checkRemapShape(const RemapExpr *r) {
  const Expr *o = r->operand.get();
  if (!floodArray(o) || permutationRemap(r))
    return true;
  error(Diag::NotSupported, o->loc, "remapping a flood array by data" + notYet);
  return false;
}

// `Row#[Index1, Index2] := A` with `Row` a flood array.
bool Checker::checkScatterShape(const AssignStmt *a) {
  auto *rm = dyn_cast<RemapExpr>(a->lhs.get());
  if (!rm || !floodArray(rm->operand.get()))
    return true;
  error(Diag::NotSupported, a->lhs->loc, "scattering into a flood array" + notYet);
  return false;
}

// `Q := R with M`, `var Q : region<..> = [*, 1..n]`: a region variable
// holds bounds and strides only.
bool Checker::checkRegionStore(const Expr *region, bool inDecl) {
  RegionShape s = inDecl ? shape(region, nullptr) : shapeOf(region);
  if (s.masked)
    error(Diag::NotSupported, region->loc,
          "a region with a mask cannot be stored in a region variable by the code generator yet");
  else if (s.has(Dim::Star))
    error(Diag::NotSupported, region->loc,
          "a region with a `*` dimension cannot be stored in a region variable by the code "
          "generator yet");
  return !s.masked && !s.has(Dim::Star);
}

// `[east of C] wrap F` where C's dimension 2 is `*`: a flood dimension has
// no edges to copy from or into. (A scope that is not `d of R`, and an
// array of another rank, are the lowering's errors still.)
// `[R] wrap A;`, `[Col] wrap A;`: a border region is `[d of R]`, written
// as the statement's own region scope; `[d of "]` would need the
// enclosing region's bounds, which the lowering does not follow there.
bool Checker::checkBorderScope(const Stmt *s, const char *what) {
  const Expr *e = shapes_.empty() ? nullptr : shapes_.back().expr;
  auto *d = dyn_cast_or_null<DerivedRegionExpr>(e);
  if (!d || d->op != Op::Of) {
    error(Diag::ExpectedRegion, s->loc,
          std::string(what) + " needs a border region scope such as `[east of R]`" +
              (e ? "; this region is not one `of` another" : ""));
    return false;
  }
  if (!mentionsCurrent(d->base()))
    return true;
  error(Diag::NotSupported, d->loc,
        std::string(what) + " into a border of the enclosing region `\"`" + notYet +
            "; name the region (`[east of R]`)");
  return false;
}

void Checker::checkBorderShape(const std::vector<ExprPtr> &arrays, const char *what) {
  auto *d = shapes_.empty() ? nullptr : dyn_cast_or_null<DerivedRegionExpr>(shapes_.back().expr);
  if (!d || d->op != Op::Of || arrays.empty() || bad(arrays.front().get()))
    return;
  const auto &dir = d->modifier()->offsets;
  if (!dir || arrays.front()->rank != dir->size())
    return;
  RegionShape base = shape(d->base(), nullptr);
  const RegionShape &cur = shapes_.back();
  for (size_t k = 0; k < dir->size(); ++k)
    if ((*dir)[k] != 0 && k < base.dims.size() && k < cur.dims.size() &&
        (base.dims[k] == Dim::Star || cur.dims[k] == Dim::Star)) {
      error(Diag::ExpectedRegion, d->loc,
            std::string(what) + " needs a border along a dimension that is not `*`; dimension " +
                std::to_string(k + 1) + " of this border is `*`");
      return;
    }
}

// `reflect` mirrors a border wider than one (`[[0, 2] of R]`) along one
// dimension only (ir/lower/Statements.cpp, reflectWide); a corner's border
// is mirrored one index deep.
void Checker::checkReflectWidth(const Stmt *s) {
  auto *d = shapes_.empty() ? nullptr : dyn_cast_or_null<DerivedRegionExpr>(shapes_.back().expr);
  const auto &dir = d ? d->modifier()->offsets : std::nullopt;
  if (!dir)
    return;
  int nonzero = 0;
  size_t along = 0;
  bool wide = false;
  for (size_t k = 0; k < dir->size(); ++k) {
    nonzero += (*dir)[k] != 0;
    along = (*dir)[k] != 0 ? k : along;
    wide |= (*dir)[k] < -1 || (*dir)[k] > 1;
  }
  if (nonzero > 1 && wide)
    error(Diag::NotSupported, s->loc, "`reflect` of a border wider than one is not supported yet");
  // One direction: the border mirrors the rows next to it
  // (ir/lower/Statements.cpp, reflectWide), index by index, so along a
  // dimension with a stride other than 1 known when compiling, or `*`, it
  // is refused there.
  const RegionShape &cur = shapes_.back();
  const SpaceDim *sd = cur.bounds && along < cur.bounds->size() ? &(*cur.bounds)[along] : nullptr;
  if (nonzero == 1 && wide && sd && (sd->star || (sd->stride && *sd->stride != 1)))
    error(Diag::NotSupported, s->loc,
          "`reflect` of a border wider than one along a strided dimension is not supported yet");
}

// `[R] A := A'@north + 1`: a statement with primed references visits its
// region in the order the primed directions give, along the dimensions
// they move in, one index after the other.
bool Checker::checkPrimedShape(const AssignStmt *a) {
  if (shapes_.empty())
    return true;
  const RegionShape &cur = shapes_.back();
  for (size_t k = 0; k < cur.dims.size(); ++k) {
    bool moves = false;
    for (const PrimeUse &p : primes_)
      moves |= k < p.offset.size() && p.offset[k] != 0;
    if (!moves)
      continue;
    if (cur.dims[k] == Dim::Star) {
      error(Diag::ExpectedRegion, a->loc,
            "a primed reference along dimension " + std::to_string(k + 1) +
                ", which the statement's region floods (`*`), has no neighbour to read");
      return false;
    }
    if (cur.strided[k] && !cur.expr) {
      // The caller's region, whose stride is known only at run time (the
      // message spoke of a strided region where the program wrote none).
      error(Diag::NotSupported, a->loc,
            "a primed reference in a procedure that runs in its caller's region" + notYet +
                "; give the statement a region scope of its own");
      return false;
    }
    if (cur.strided[k]) {
      error(Diag::NotSupported, a->loc,
            "a primed reference along dimension " + std::to_string(k + 1) +
                " of a strided region" + notYet);
      return false;
    }
  }
  return true;
}

// `[R] C := mk(3)` with `mk` returning a record: the result's fields come
// back through `out` parameters, which scalar records can take only.
bool Checker::checkRecordResult(const AssignStmt *a) {
  // The lowering assigns records field by field from a record variable
  // (ir/lower/Records.cpp, recordAssign); a remap of records is not one.
  if (a->lhs->type && a->lhs->type->kind() == K::Record && isa<RemapExpr>(a->rhs.get())) {
    error(Diag::NotSupported, a->rhs->loc,
          "a remap of records is not supported by the code generator yet; remap each field "
          "(`D.x := C.x#[...]`)");
    return false;
  }
  // `B#[P] := A` with records: a scatter of records, refused as the gather
  // is (the lowering stopped with an internal error).
  if (a->lhs->type && a->lhs->type->kind() == K::Record && isa<RemapExpr>(a->lhs.get())) {
    error(Diag::NotSupported, a->lhs->loc,
          "a scatter of records is not supported by the code generator yet; scatter each field "
          "(`D.x#[...] := C.x`)");
    return false;
  }
  auto *c = dyn_cast<CallExpr>(a->rhs.get());
  auto *p = c && c->callee ? dyn_cast_or_null<ProcedureDecl>(c->callee->decl) : nullptr;
  if (p && p->type && p->type->kind() == K::Record &&
      !wholeElementRecord(a->lhs.get(), "assigned a procedure's record result")) // Limits.cpp
    return false;
  if (!p || !p->type || p->type->kind() != K::Record || !a->lhs->isParallel)
    return true;
  error(Diag::NotSupported, a->lhs->loc,
        "a procedure's record result cannot be assigned to a parallel array of records by the "
        "code generator yet");
  return false;
}

// A `*` dimension of a region stands for every index (ZPL manual,
// "Floodable regions"): only an array flooded in that dimension has a value
// for all of them. Any other array used over it names elements that do not
// exist; the loops would visit the flooded dimension's single position,
// outside the array's storage (`[Col] A := I + 1.5` with `Col = [1..n, *]`
// wrote past the heap block: "double free or corruption" at -p1). Judged
// where the back end's loops run over a region: a parallel assignment's
// left side (at the statement) and right side, and a reduction's operand
// (over its own region). A flood's operand is read over the flood's source
// region and a remap's at the indices its maps give, so neither is judged;
// parameters take their argument's flooding.
void Checker::checkFloodUses(const AssignStmt *a) {
  if (shapes_.empty())
    return;
  const RegionShape &over = shapes_.back();
  if (auto *rm = dyn_cast<RemapExpr>(a->lhs.get())) // scattered at the maps' indices
    judgeFlooding(rm, over, nullptr);
  else
    judgeFlooding(a->lhs.get(), over, &a->loc);
  judgeFlooding(a->rhs.get(), over, nullptr);
}

// `[Col] writeln(A)`, `[Col] read(A)`: items are used over the statement's
// region like an assignment's sides. Reading into a flood array over
// indices of its `*` dimension would store many values in its one position
// there (the runtime stored none).
void Checker::checkFloodUses(const IOStmt *io) {
  if (shapes_.empty())
    return;
  const RegionShape &over = shapes_.back();
  bool reading = io->op == IOStmt::Op::Read || io->op == IOStmt::Op::Readln;
  for (size_t i = io->hasFile ? 1 : 0; i < io->args.size(); ++i) {
    const Expr *a = io->args[i].get();
    if (auto *f = dyn_cast<FormatExpr>(a))
      a = f->value.get();
    if (!a || bad(a) || !a->isParallel)
      continue;
    unsigned before = diags_.errorCount();
    judgeFlooding(a, over, nullptr);
    if (!reading || diags_.errorCount() != before)
      continue;
    const Expr *declared = declaredRegion(a);
    RegionShape ds = declared ? shape(declared, nullptr) : RegionShape();
    for (size_t k = 0; k < ds.dims.size() && k < over.dims.size(); ++k)
      if (ds.dims[k] == Dim::Star && over.dims[k] != Dim::Star) {
        error(Diag::NotSupported, a->loc,
              "reading into " + describe(a) + ", flooded in dimension " + std::to_string(k + 1) +
                  ", over a region that is not `*` there" + notYet +
                  ": read it over a region with `*` there");
        break;
      }
  }
}

void Checker::checkFloodUses(const ReduceExpr *r) {
  // A partial reduction from a `*` dimension is refused as such
  // (checkPartialShape).
  if (shapes_.empty() || (r->region && partialWiderDim(r) >= 0))
    return;
  RegionShape over = r->region ? shapeOf(r->region.get()) : shapes_.back();
  judgeFlooding(r->operand.get(), over, nullptr);
  for (auto &o : r->moreOperands)
    judgeFlooding(o.get(), over, nullptr);
}

void Checker::judgeFlooding(const Expr *e, const RegionShape &over, const SourceLocation *at) {
  if (!e)
    return;
  switch (e->kind) {
  case NodeKind::SubscriptExpr:
    for (auto &i : cast<SubscriptExpr>(e)->indices)
      judgeFlooding(i.get(), over, nullptr);
    if (!e->isParallel)
      return;
    [[fallthrough]]; // `U[m]`: a component or an element, over its array's region
  case NodeKind::NameExpr:
  case NodeKind::ShiftExpr:
  case NodeKind::PrimeExpr:
  case NodeKind::MemberExpr: {
    // A reference to a parallel array (`A`, `A@east`, `A'@north`, `C.x`,
    // `U[m]`), named as the lowering names a record's field arrays.
    const Expr *x = e;
    std::string fields;
    for (;;) {
      if (auto *sh = dyn_cast<ShiftExpr>(x))
        x = sh->operand.get();
      else if (auto *p = dyn_cast<PrimeExpr>(x))
        x = p->operand.get();
      else if (auto *m = dyn_cast<MemberExpr>(x)) {
        fields = "." + m->member + fields;
        x = m->base.get();
      } else if (auto *s = dyn_cast<SubscriptExpr>(x); s && s->isParallel) {
        std::string ix;
        for (auto &i : s->indices) {
          auto *l = dyn_cast<IntegerLiteral>(i.get());
          auto *in = dyn_cast<NameExpr>(i.get());
          ix += (ix.empty() ? "" : ", ") + (l ? std::to_string(l->value) : in ? in->name : "...");
        }
        fields = "[" + ix + "]" + fields;
        x = s->base.get();
      } else
        break;
    }
    auto *n = dyn_cast<NameExpr>(x);
    auto *v = n ? dyn_cast_or_null<VarDecl>(n->decl) : nullptr;
    if (!v || !v->type || !declaredRegion(n))
      return;
    RegionShape declared = shape(declaredRegion(n), nullptr);
    size_t rank = std::min(over.dims.size(), declared.dims.size());
    for (size_t k = 0; k < rank; ++k)
      if (over.dims[k] == Dim::Star && declared.dims[k] != Dim::Star) {
        std::string name = n->name + fields;
        error(Diag::ExpectedRegion, at ? *at : e->loc,
              q(name) + " is not flooded in dimension " + std::to_string(k + 1) +
                  ", but the region it is used over has `*` there (every index): use it over a "
                  "region without `*`, or read it flooded (`>>[...] " + name + "`)");
        return;
      }
    return;
  }
  case NodeKind::UnaryExpr:
    return judgeFlooding(cast<UnaryExpr>(e)->operand.get(), over, nullptr);
  case NodeKind::BinaryExpr:
    judgeFlooding(cast<BinaryExpr>(e)->lhs.get(), over, nullptr);
    return judgeFlooding(cast<BinaryExpr>(e)->rhs.get(), over, nullptr);
  case NodeKind::CallExpr:
    for (auto &a : cast<CallExpr>(e)->args)
      judgeFlooding(a.get(), over, nullptr);
    return;
  case NodeKind::RemapExpr:
    for (auto &m : cast<RemapExpr>(e)->maps)
      judgeFlooding(m.get(), over, nullptr);
    return;
  case NodeKind::ScanExpr:
    judgeFlooding(cast<ScanExpr>(e)->operand.get(), over, nullptr);
    for (auto &o : cast<ScanExpr>(e)->moreOperands)
      judgeFlooding(o.get(), over, nullptr);
    return;
  default:
    // Literals, `Index`, and reductions (judged over their own regions
    // when checked) and floods (see above).
    return;
  }
}

} // namespace checker
} // namespace sema
} // namespace zpl
