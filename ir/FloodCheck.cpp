// A `*` dimension of a region stands for every index from minus to plus
// infinity (ZPL manual, "Floodable regions"): only arrays flooded in that
// dimension have one value for all of them. A statement over such a region
// that reads or writes an array that is not flooded there names elements
// that do not exist; the generated loops visit the flooded array's single
// position, which for an ordinary array lies outside its storage (`[Col] A
// := I + 1.5` with `Col = [1..n, *]` wrote past the heap block and aborted
// with "double free or corruption"). Sema refuses such a use, located at
// the reference (frontend/sema/Shapes.cpp, checkFloodUses); this walk over
// the lowered IR asserts that none is left (an internal error).
//
// Operands of a flood (`>>[1..n, k] A`) and of a reduction are read over
// their own regions; a remap's operand is read at the indices its maps give,
// so none of them is judged against the statement's region. Parameters and
// compiler temporaries are not judged either: a parameter's flooding is its
// argument's, and temporaries take the region of the statement they serve.
#include "ir/FloodCheck.h"
#include "ir/Walk.h"

namespace zpl::ir {
namespace {

struct Checker : Visitor {
  std::vector<SpaceError> errors;
  std::vector<const Region *> over{nullptr}; // the region of the innermost reader

  void judge(const Array *a, Loc at) {
    const Region *r = over.back();
    if (!a || !r || a->param || a->temp || !a->region)
      return;
    int rank = std::min(r->rank(), a->region->rank());
    for (int k = 0; k < rank; ++k)
      if (r->dims[k].flood && !a->isFlood(k)) {
        errors.push_back({at, "`" + a->name + "` is not flooded in dimension " + std::to_string(k + 1) +
                                  ", but the region it is used over has `*` there (every index): use "
                                  "it over a region without `*`, or read it flooded (`>>[...] " + a->name + "`)"});
        return;
      }
  }

  void within(const Region *r, const Expr *e) {
    over.push_back(r);
    visit(e);
    over.pop_back();
  }

  void visitArrayRead(const ArrayRead *e) override {
    judge(e->array, e->loc);
    Visitor::visitArrayRead(e);
  }
  void visitReduce(const Reduce *e) override {
    visit(e->region);
    within(e->region, e->operand);
  }
  void visitFlood(const Flood *e) override {
    visit(e->source);
    within(nullptr, e->operand);
  }
  void visitRemap(const Remap *e) override {
    within(nullptr, e->operand);
    for (const Expr *m : e->maps)
      visit(m);
  }
  void visitParAssign(const ParAssign *s) override {
    visit(s->region);
    over.push_back(s->region);
    judge(s->lhs, s->loc);
    visitArray(s->lhs);
    visit(s->rhs);
    over.pop_back();
  }
  void visitReduceStmt(const ReduceStmt *s) override {
    visit(s->region);
    visitArray(s->into);
    for (const Array *a : s->moreInto)
      visitArray(a);
    visit(s->intoRegion);
    within(s->region, s->operand);
    for (const Expr *o : s->moreOperands)
      within(s->region, o);
  }
  void visitScanStmt(const ScanStmt *s) override {
    visit(s->region);
    over.push_back(s->region);
    judge(s->lhs, s->loc);
    visitArray(s->lhs);
    for (const Array *a : s->moreLhs) {
      judge(a, s->loc);
      visitArray(a);
    }
    visit(s->operand);
    for (const Expr *o : s->moreOperands)
      visit(o);
    over.pop_back();
  }
  void visitRemapStmt(const RemapStmt *s) override {
    visit(s->region);
    over.push_back(s->region);
    over.push_back(nullptr); // read at the mapped indices
    visitArray(s->array);
    over.pop_back();
    judge(s->dst, s->loc);
    visitArray(s->dst);
    for (const Expr *m : s->maps)
      visit(m);
    visit(s->value);
    over.pop_back();
  }
};

} // namespace

std::vector<SpaceError> unfloodedInFloodRegion(const Module &m) {
  Checker c;
  c.visitModule(m);
  return std::move(c.errors);
}

} // namespace zpl::ir
