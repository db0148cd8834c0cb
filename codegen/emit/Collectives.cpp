// Emission of reductions, scans and remaps.
#include "codegen/emit/Emitter.h"
#include "ir/Effects.h"
#include "ir/Walk.h"

#include <algorithm>

namespace zpl::codegen {
namespace emit {

// Dimensions a partial reduction collapses: `*` in the destination, or one
// index there and a wider range in the source. Into `*` the combined line is
// kept by every processor along that dimension, which a flood dimension
// stores once per processor: the reduction's result is replicated.
bool Emitter::collapsed(const ReduceStmt *r, int k) {
  const Region::Dim &d = r->intoRegion->dims[k], &s = r->region->dims[k];
  return !s.flood && (d.flood || (d.lo == d.hi && !(s.lo == s.hi)));
}

std::string Emitter::combine(const std::string &op, const std::string &t, const std::string &acc,
                    const std::string &v) {
  if (op == "+") return acc + " += " + v + ";";
  if (op == "*") return acc + " *= " + v + ";";
  if (op == "max") return acc + " = std::max<" + t + ">(" + acc + ", " + v + ");";
  if (op == "min") return acc + " = std::min<" + t + ">(" + acc + ", " + v + ");";
  if (op == "&") return acc + " = " + acc + " && " + v + ";";
  if (op == "|") return acc + " = " + acc + " || " + v + ";";
  if (op == "band") return acc + " &= " + v + ";";
  if (op == "bor") return acc + " |= " + v + ";";
  return acc + " ^= " + v + ";";
}

void Emitter::partialReduce(const ReduceStmt *r) {
  const Array *v = r->into;
  bool several = !r->moreOperands.empty();
  std::string t = several ? "Partial" : cty(r->identity ? Module::userReductionTy(r->identity) : v->elem);
  std::string op = r->identity ? "" : reduceOp(r->op);
  const Distribution *d = r->region->dist;
  sourceComment(r->loc, printRegion(r->intoRegion) + " " +
                            printSeveral(v, r->moreInto, r->op + "<< " + printRegion(r->region) + " ", r->operand,
                                         r->moreOperands));
  line("{");
  ++depth;
  // The kept dimensions' owned ranges are the same on every processor of
  // a reduction group, so each group agrees on the buffer's shape.
  std::string count = "1", collapsedDims;
  std::vector<int> kept;
  for (int k = 0; k < r->region->rank(); ++k) {
    std::string ks = std::to_string(k + 1);
    if (collapsed(r, k)) {
      if (d->formats[k] != Distribution::None)
        collapsedDims += (collapsedDims.empty() ? "" : ", ") + std::to_string(gridDimOf(d, k));
      continue;
    }
    kept.push_back(k);
    line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(r->region, k) + ", " +
         regionHi(r->region, k) + ", " + regionSt(r->region, k) + ", own_" +
         ident(d->name) + ".lo[" + std::to_string(k) + "], own_" + ident(d->name) + ".hi[" +
         std::to_string(k) + "]);");
    line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" +
         ks + ".lo) / k" + ks + ".st + 1;");
    count += " * n" + ks;
  }
  auto lineIndex = [&]() {
    std::string idx = "0";
    for (int k : kept) {
      std::string ks = std::to_string(k + 1);
      idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
    }
    return idx;
  };
  if (several) { // one partial result per operand (userPartial)
    userPartial(r->identity);
    line("zplc::Buffer<" + t + "> acc(" + count + ", start);");
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      return userCallSeveral(r->identity, r->operand, r->moreOperands, "acc[" + lineIndex() + "]", ctx);
    });
    line("zplc::combineAlong<" + t + ">(p, acc, grid_" + ident(d->grid->name) + ", {" + collapsedDims +
         "}, accumulate);");
  } else if (r->identity) { // user-defined: its identity and accumulation
    userIdentity(r->identity, t, "start");
    line("auto accumulate = " + userAccumulate(r->accumulate, t) + ";");
    line("zplc::Buffer<" + t + "> acc(" + count + ", start);");
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      std::string a = "acc[" + lineIndex() + "]";
      return a + " = accumulate(" + expr(r->operand, &ctx) + ", " + a + ");";
    });
    line("zplc::combineAlong<" + t + ">(p, acc, grid_" + ident(d->grid->name) + ", {" + collapsedDims +
         "}, accumulate);");
  } else {
    line("zplc::Buffer<" + t + "> acc(" + count + ", zplc::identity<" + t + ">(" + op + "));");
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      return combine(r->op, t, "acc[" + lineIndex() + "]", expr(r->operand, &ctx));
    });
    padToGlobalMax("acc", t, op);
    line("p.reduceAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), acc.data(), acc.size(), grid_" +
         ident(d->grid->name) + ", {" + collapsedDims + "});");
  }
  for (size_t k = 0; k <= r->moreInto.size(); ++k) {
    const Array *w = k ? r->moreInto[k - 1] : v;
    std::string field = several ? ".v" + std::to_string(k) : "";
    loopNest(r->intoRegion, w->dist, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(w);
      return arrayAccess(&self, &ctx) + " = acc[" + lineIndex() + "]" + field + ";";
    }, w);
  }
  --depth;
  line("}");
}

// The runtime's grouped collectives exchange equal counts among all
// processors, not only within a group; groups differ in their number of
// lines, so every buffer is padded with the identity to the largest.
void Emitter::padToGlobalMax(const std::string &buf, const std::string &t, const std::string &op) {
  line(buf + ".resize((size_t)p.reduce(zpl::rt::Op::Max, (int64_t)" + buf + ".size()), zplc::identity<" +
       t + ">(" + op + "));");
}

// `[R] S := op|| e` over a 2-D region in row-major order: a scan along
// each row (carried across the column grid dimension), then every element
// is combined with the total of all rows above it.
void Emitter::rowMajorScan(const ScanStmt *c) {
  const Array *b = c->lhs;
  const Distribution *d = b->dist;
  std::string t = cty(b->elem), op = reduceOp(c->op), g = "grid_" + ident(d->grid->name);
  std::string id = "zplc::identity<" + t + ">(" + op + ")";
  sourceComment(c->loc, printRegion(c->region) + " " + b->name +
       " := " + c->op + "|| " + printExpr(c->operand));
  line("{");
  ++depth;
  line("const zplc::Range k1 = zplc::clip(" + regionLo(c->region, 0) + ", " + regionHi(c->region, 0) +
       ", " + regionSt(c->region, 0) + ", " + ref(b) + ".lo[0], " +
       ref(b) + ".hi[0]);");
  line("const int64_t n1 = k1.hi < k1.lo ? 0 : (k1.hi - k1.lo) / k1.st + 1;");
  std::string row = "(i1 - k1.lo) / k1.st";
  line("zplc::Buffer<" + t + "> run(n1, " + id + ");");
  ArrayRead self;
  self.array = const_cast<Array *>(b);
  loopNest(c->region, d, [&](LoopCtx &ctx) {
    std::string v = expr(c->operand, &ctx);
    std::string dst = arrayAccess(&self, &ctx);
    return "run[" + row + "] = zplc::apply<" + t + ">(" + op + ", run[" + row + "], " + v + ");\n" +
           dst + " = run[" + row + "];";
  }, b);
  bool colsDistributed = d->formats[1] != Distribution::None;
  bool rowsDistributed = d->formats[0] != Distribution::None;
  line("zplc::Buffer<" + t + "> carry(run.size(), " + id + "), rows(run);");
  if (colsDistributed) {
    line("carry = run;");
    padToGlobalMax("carry", t, op);
    line("p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), carry.data(), carry.size(), " + g +
         ", " + std::to_string(gridDimOf(d, 1)) + ");");
    padToGlobalMax("rows", t, op);
    line("p.reduceAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), rows.data(), rows.size(), " + g + ", {" +
         std::to_string(gridDimOf(d, 1)) + "});");
  }
  line("zplc::Buffer<" + t + "> before(n1);");
  line(t + " block = " + id + ";");
  line("for (int64_t r = 0; r < n1; ++r) {");
  line("  before[r] = block;");
  line("  block = zplc::apply<" + t + ">(" + op + ", block, rows[r]);");
  line("}");
  line(t + " above = " + id + ";");
  if (rowsDistributed) {
    // Only the processors of the same column block share their rows' totals.
    line("{");
    line("  " + t + " mine = block;");
    line("  p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), &mine, 1, " + g + ", " +
         std::to_string(gridDimOf(d, 0)) + ");");
    line("  above = mine;");
    line("}");
  }
  loopNest(c->region, d, [&](LoopCtx &ctx) {
    std::string dst = arrayAccess(&self, &ctx);
    return dst + " = zplc::apply<" + t + ">(" + op + ", zplc::apply<" + t + ">(" + op +
           ", above, before[" + row + "]), zplc::apply<" + t + ">(" + op + ", carry[" + row + "], " + dst +
           "));";
  }, b);
  --depth;
  line("}");
}

// `[R] S := op|| e` over a region of rank >= 3 in row-major order: the
// operand's values are gathered per processor block, then the support
// library's recursive row-major scan combines them across the grid.
void Emitter::fullScan(const ScanStmt *c) {
  const Array *b = c->lhs;
  const Distribution *d = b->dist;
  std::string t = cty(b->elem), op = reduceOp(c->op);
  sourceComment(c->loc, printRegion(c->region) + " " + b->name +
       " := " + c->op + "|| " + printExpr(c->operand));
  line("{");
  ++depth;
  std::string count = "1", extents, gdims, idx = "0";
  for (int k = 0; k < c->region->rank(); ++k) {
    std::string ks = std::to_string(k + 1);
    line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(c->region, k) + ", " +
         regionHi(c->region, k) + ", " + std::to_string(c->region->dims[k].stride) + ", " +
         ident(b->name) + ".lo[" + std::to_string(k) + "], " + ident(b->name) + ".hi[" +
         std::to_string(k) + "]);");
    line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" + ks +
         ".lo) / k" + ks + ".st + 1;");
    count += " * n" + ks;
    extents += (k ? ", n" : "n") + ks;
    gdims += (k ? ", " : "") +
             (d->formats[k] != Distribution::None ? std::to_string(gridDimOf(d, k)) : std::string("-1"));
    idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
  }
  line("zplc::Buffer<" + t + "> vals(" + count + ", zplc::identity<" + t + ">(" + op + "));");
  ArrayRead self;
  self.array = const_cast<Array *>(b);
  loopNest(c->region, d, [&](LoopCtx &ctx) { return "vals[" + idx + "] = " + expr(c->operand, &ctx) + ";"; },
           b);
  line("zplc::rowMajorScan<" + t + ">(p, " + op + ", vals, {" + extents + "}, grid_" +
       ident(d->grid->name) + ", {" + gdims + "});");
  loopNest(c->region, d, [&](LoopCtx &ctx) { return arrayAccess(&self, &ctx) + " = vals[" + idx + "];"; }, b);
  --depth;
  line("}");
}

// A scan in the order of a dimension list, over some of the region's
// dimensions, or along a cyclic dimension: every element gets its place
// in the scan (segment of the unscanned dimensions, then the listed ones,
// the last listed most significant) and zplc::orderedScan
// (runtime/program/Scan.h) combines them in that order.
void Emitter::orderedScan(const ScanStmt *c) {
  const Array *b = c->lhs;
  std::vector<int> order = scanOrder(c);
  bool several = !c->moreOperands.empty();
  std::string t = several ? "Partial" : cty(c->identity ? Module::userReductionTy(c->identity) : b->elem);
  std::string op = c->identity ? "" : reduceOp(c->op);
  sourceComment(c->loc, printRegion(c->region) + " " +
                            printSeveral(b, c->moreLhs, c->op + "|| " + scanDims(c), c->operand, c->moreOperands));
  line("{");
  ++depth;
  std::vector<bool> listed(c->region->rank(), false);
  for (int v : order)
    listed[std::abs(v) - 1] = true;
  auto place = [&](int k, bool down) {
    std::string ks = std::to_string(k + 1);
    // Names apart from loopNest's (i1, s1, r1...).
    std::string lo = "scanLo" + ks, st = "scanSt" + ks, n = "scanN" + ks;
    line("const int64_t " + lo + " = " + regionLo(c->region, k) + ", " + st + " = " + regionSt(c->region, k) +
         ", " + n + " = (" + regionHi(c->region, k) + " - " + lo + ") / " + st + " + 1;");
    std::string ord = "(i" + ks + " - " + lo + ") / " + st;
    return std::make_pair(n, down ? "(" + n + " - 1 - " + ord + ")" : ord);
  };
  std::string key = "0", span = "(int64_t)1";
  for (int k = 0; k < c->region->rank(); ++k)
    if (!listed[k]) {
      auto [n, o] = place(k, false);
      key = "(" + key + ") * " + n + " + " + o;
    }
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    auto [n, o] = place(std::abs(*it) - 1, *it < 0);
    key = "(" + key + ") * " + n + " + " + o;
    span += " * " + n;
  }
  line("std::vector<int64_t> scanKeys;");
  if (several) // one scan value per operand (userPartial)
    userPartial(c->identity);
  line("zplc::Buffer<" + t + "> scanVals;");
  loopNest(c->region, b->dist, [&](LoopCtx &ctx) {
    if (several) {
      std::string s = "scanKeys.push_back(" + key + ");\n" + t + " e{};";
      for (size_t k = 0; k <= c->moreOperands.size(); ++k)
        s += "\ne.v" + std::to_string(k) + " = " + expr(k ? c->moreOperands[k - 1] : c->operand, &ctx) + ";";
      return s + "\nscanVals.push_back(e);";
    }
    return "scanKeys.push_back(" + key + ");\nscanVals.push_back(" + expr(c->operand, &ctx) + ");";
  }, b);
  if (several) {
    line("zplc::orderedScanWith<" + t + ">(p, start, accumulate, scanKeys, scanVals, " + span + ");");
  } else if (c->identity) { // user-defined: its identity and accumulation
    userIdentity(c->identity, t, "scanStart");
    line("zplc::orderedScanWith<" + t + ">(p, scanStart, " + userAccumulate(c->accumulate, t) +
         ", scanKeys, scanVals, " + span + ");");
  } else {
    line("zplc::orderedScan<" + t + ">(p, " + op + ", scanKeys, scanVals, " + span + ");");
  }
  // Every destination has b's layout (passes/InsertTransfers.cpp).
  for (size_t k = 0; k <= c->moreLhs.size(); ++k) {
    const Array *w = k ? c->moreLhs[k - 1] : b;
    std::string field = several ? ".v" + std::to_string(k) : "";
    line(std::string(k ? "" : "size_t ") + "scanAt = 0;");
    loopNest(c->region, w->dist, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(w);
      return arrayAccess(&self, &ctx) + " = scanVals[scanAt++]" + field + ";";
    }, w);
  }
  --depth;
  line("}");
}

bool Emitter::scansCyclic(const ScanStmt *c) {
  const Distribution *d = c->lhs->dist;
  for (int v : scanOrder(c))
    if (d && d->formats[std::abs(v) - 1] != Distribution::Block && d->formats[std::abs(v) - 1] != Distribution::None)
      return true;
  return false;
}

void Emitter::scanStmt(const ScanStmt *c) {
  // User-defined scans take the general path (any order, any distribution).
  if (c->identity || !c->order.empty() || scansCyclic(c))
    return orderedScan(c);
  if (c->dim < 0)
    return c->region->rank() == 2 ? rowMajorScan(c) : fullScan(c);
  const Array *b = c->lhs;
  const Distribution *d = b->dist;
  std::string t = cty(b->elem), op = reduceOp(c->op);
  sourceComment(c->loc, printRegion(c->region) + " " + b->name +
       " := " + c->op + "|| [" +
       std::to_string(c->dim + 1) + "] " + printExpr(c->operand));
  line("{");
  ++depth;
  // One running value per line along the scanned dimension; the other
  // dimensions' owned ranges agree within a scan group.
  std::string count = "1";
  std::vector<int> lines;
  for (int k = 0; k < c->region->rank(); ++k) {
    if (k == c->dim)
      continue;
    std::string ks = std::to_string(k + 1);
    lines.push_back(k);
    line("const zplc::Range k" + ks + " = zplc::clip(" + regionLo(c->region, k) + ", " +
         regionHi(c->region, k) + ", " + regionSt(c->region, k) + ", " +
         ref(b) + ".lo[" + std::to_string(k) + "], " + ref(b) + ".hi[" +
         std::to_string(k) + "]);");
    line("const int64_t n" + ks + " = k" + ks + ".hi < k" + ks + ".lo ? 0 : (k" + ks + ".hi - k" +
         ks + ".lo) / k" + ks + ".st + 1;");
    count += " * n" + ks;
  }
  std::string idx = "0";
  for (int k : lines) {
    std::string ks = std::to_string(k + 1);
    idx = "(" + idx + ") * n" + ks + " + (i" + ks + " - k" + ks + ".lo) / k" + ks + ".st";
  }
  line("zplc::Buffer<" + t + "> run(" + count + ", zplc::identity<" + t + ">(" + op + "));");
  // Row-major order visits every line in increasing index along the
  // scanned dimension, so one pass computes the local inclusive scan.
  loopNest(c->region, d, [&](LoopCtx &ctx) {
    ArrayRead self;
    self.array = const_cast<Array *>(b);
    std::string v = expr(c->operand, &ctx);
    std::string dst = arrayAccess(&self, &ctx);
    return "run[" + idx + "] = zplc::apply<" + t + ">(" + op + ", run[" + idx + "], " + v + ");\n" +
           dst + " = run[" + idx + "];";
  }, b);
  if (d->formats[c->dim] != Distribution::None) {
    padToGlobalMax("run", t, op);
    line("p.scanExclusiveAlong(" + op + ", zpl::rt::typeOf<" + t + ">(), run.data(), run.size(), grid_" +
         ident(d->grid->name) + ", " + std::to_string(gridDimOf(d, c->dim)) + ");");
    loopNest(c->region, d, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(b);
      std::string dst = arrayAccess(&self, &ctx);
      return dst + " = zplc::apply<" + t + ">(" + op + ", run[" + idx + "], " + dst + ");";
    }, b);
  }
  --depth;
  line("}");
}

// A user-defined reduction's or scan's identity, into a new variable `var`
// (function form: `T var = f();`, var form: `T var{}; f(var);`).
void Emitter::userIdentity(const Procedure *id, const std::string &t, const std::string &var) {
  if (id->ret != Ty::Void)
    return line(t + " " + var + " = " + ident(id->name) + "();");
  line(t + " " + var + "{};");
  line(ident(id->name) + "(" + var + ");");
}

// Its accumulation as a C++ lambda `(v, d) -> d with v combined into it`.
std::string Emitter::userAccumulate(const Procedure *acc, const std::string &t) {
  std::string f = ident(acc->name);
  return "[&](" + t + " v, " + t + " d) { " +
         (acc->ret != Ty::Void ? "return " + f + "(v, d);" : f + "(v, d); return d;") + " }";
}

// `x := mymin<< [R] e`: the identity, the accumulation of every owned
// element, then the processors' results folded in rank order with the same
// accumulation (zplc::combineAcross).
void Emitter::userReduce(const ReduceStmt *r) {
  if (!r->moreOperands.empty())
    return userReduceSeveral(r);
  std::string t = cty(r->target->ty);
  sourceComment(r->loc, r->target->name + " := " + r->op + "<< " + printRegion(r->region) + " " +
                            printExpr(r->operand));
  line("{");
  ++depth;
  userIdentity(r->identity, t, "acc");
  line("auto accumulate = " + userAccumulate(r->accumulate, t) + ";");
  loopNest(r->region, r->region->dist,
           [&](LoopCtx &ctx) { return "acc = accumulate(" + expr(r->operand, &ctx) + ", acc);"; });
  line(ident(r->target->name) + " = zplc::combineAcross<" + t + ">(p, acc, accumulate);");
  --depth;
  line("}");
}

// For a user-defined reduction or scan of several operands (`maxloc<< (V,
// Index1)`): `struct Partial` holds one partial result per operand, `start`
// the identity, and `accumulate(v, d)` folds the values v into d (the
// accumulation takes the k values, then the k partial results by reference).
void Emitter::userPartial(const Procedure *id) {
  std::string f = ident(id->name), fields, parts, starts, elems;
  for (size_t i = 0; i < id->params.size(); ++i) {
    std::string v = "v" + std::to_string(i), sep = i ? ", " : "";
    fields += std::string(cty(id->params[i]->ty)) + " " + v + "; ";
    parts += sep + "d." + v;
    starts += sep + "start." + v;
    elems += sep + "v." + v;
  }
  line("struct Partial { " + fields + "};");
  line("Partial start{};");
  line(f + "(" + starts + ");");
  line("auto accumulate = [&](Partial v, Partial d) { " + f + "(" + elems + ", " + parts + "); return d; };");
}

std::string Emitter::userCallSeveral(const Procedure *id, const Expr *first, const std::vector<Expr *> &more,
                                     const std::string &d, LoopCtx &ctx) {
  std::string call = ident(id->name) + "(" + expr(first, &ctx);
  for (const Expr *o : more)
    call += ", " + expr(o, &ctx);
  for (size_t i = 0; i <= more.size(); ++i)
    call += ", " + d + ".v" + std::to_string(i);
  return call + ");";
}

std::string Emitter::printSeveral(const Array *first, const std::vector<Array *> &more, const std::string &op,
                                  const Expr *operand, const std::vector<Expr *> &operands) {
  std::string targets = first->name, values = printExpr(operand);
  for (size_t k = 0; k < more.size(); ++k) {
    targets += ", " + more[k]->name;
    values += ", " + printExpr(operands[k]);
  }
  return targets + " := " + op + (more.empty() ? values : "(" + values + ")");
}

// `m, i := maxloc<< [R] (e1, e2)`: as userReduce, over userPartial's struct.
void Emitter::userReduceSeveral(const ReduceStmt *r) {
  std::string operands = printExpr(r->operand), targets = r->target->name;
  for (size_t i = 0; i < r->moreOperands.size(); ++i) {
    operands += ", " + printExpr(r->moreOperands[i]);
    targets += ", " + r->moreTargets[i]->name;
  }
  sourceComment(r->loc, targets + " := " + r->op + "<< " + printRegion(r->region) + " (" + operands + ")");
  line("{");
  ++depth;
  userPartial(r->identity);
  line("Partial acc = start;");
  loopNest(r->region, r->region->dist,
           [&](LoopCtx &ctx) { return userCallSeveral(r->identity, r->operand, r->moreOperands, "acc", ctx); });
  line("Partial all = zplc::combineAcross<Partial>(p, acc, accumulate);");
  for (size_t i = 0; i <= r->moreOperands.size(); ++i)
    line(ident((i ? r->moreTargets[i - 1] : r->target)->name) + " = all.v" + std::to_string(i) + ";");
  --depth;
  line("}");
}

void Emitter::reduceStmt(const ReduceStmt *r) {
  if (r->into)
    return partialReduce(r);
  if (r->identity)
    return userReduce(r);
  std::string t = cty(r->target->ty);
  std::string op = reduceOp(r->op);
  sourceComment(r->loc, r->target->name + " := " + r->op + "<< " +
       printRegion(r->region) + " " + printExpr(r->operand));
  line("{");
  ++depth;
  line(t + " acc = zplc::identity<" + t + ">(" + op + ");");
  loopNest(r->region, r->region->dist, [&](LoopCtx &ctx) {
    std::string v = expr(r->operand, &ctx);
    if (r->op == "+") return "acc += " + v + ";";
    if (r->op == "*") return "acc *= " + v + ";";
    if (r->op == "max") return "acc = std::max<" + t + ">(acc, " + v + ");";
    if (r->op == "min") return "acc = std::min<" + t + ">(acc, " + v + ");";
    if (r->op == "&") return "acc = acc && " + v + ";";
    if (r->op == "|") return "acc = acc || " + v + ";";
    if (r->op == "band") return "acc &= " + v + ";";
    if (r->op == "bor") return "acc |= " + v + ";";
    return "acc ^= " + v + ";";
  });
  line(ident(r->target->name) + " = p.reduce(" + op + ", acc);");
  --depth;
  line("}");
}

// The arguments of a gather's DataRemap::reuse call: the write epochs of the
// arrays its maps and mask read, the values of the scalars they read and,
// for a parameter destination, the owned block its loop visits; then the
// source's storage, and whether the processors must agree. Empty when the
// maps read what a key cannot capture.
std::string Emitter::reuseKey(const RemapStmt *r) {
  if (!keyedGather(r))
    return "";
  RemapInputs in = remapInputs(r);
  std::vector<std::string> parts;
  auto add = [&](const std::string &p) {
    if (std::find(parts.begin(), parts.end(), p) == parts.end())
      parts.push_back(p);
  };
  for (const Array *x : in.arrays)
    add(ref(x) + ".epoch");
  for (const VarRef *v : in.scalars)
    add("zplc::keyBits(" + expr(v, nullptr) + ")");
  if (r->dst->param)
    for (int k = 0; k < r->dst->rank(); ++k)
      for (const char *b : {".lo[", ".hi["})
        add("zplc::keyBits(" + ref(r->dst) + b + std::to_string(k) + "])");
  std::string key;
  for (const std::string &p : parts)
    key += (key.empty() ? "" : ", ") + p;
  // No input at all (`A#[n + 1 - Index1]`): the region and the source's
  // storage, which reuse() adds, are the whole key.
  key = "{" + (key.empty() ? "0" : key) + "}, " + ident(r->array->name) + ".data";
  return in.constantScalars ? key : key + ", true";
}

bool Emitter::keyedGather(const RemapStmt *r) { return !r->scatter() && remapInputs(r).known; }

namespace {
struct KeyedGathers : Visitor {
  bool found = false;
  void visitRemapStmt(const RemapStmt *r) override { found |= Emitter::keyedGather(r); }
};
} // namespace

bool Emitter::hasKeyedGather(const Module &m) {
  KeyedGathers v;
  v.visitModule(m);
  return v.found;
}

// A remap by data (see runtime/program/Remap.h): one loop nest records
// every position's indices, the exchange runs, and for a gather a second
// loop nest stores the replies in the same order.
void Emitter::remapStmt(const RemapStmt *r) {
  const Array *a = r->array;
  std::string maps;
  for (size_t k = 0; k < r->maps.size(); ++k)
    maps += (k ? ", " : "") + printExpr(r->maps[k]);
  std::string what = a->name + "#[" + maps + "]";
  sourceComment(r->loc, printRegion(r->region) + " " +
       (r->scatter() ? what + " " + r->op + " " + printExpr(r->value)
                     : r->dst->name + " := " + what));
  const Distribution *d = r->scatter() ? r->region->dist : r->dst->dist;
  std::string lo, hi, used;
  for (int k = 0; k < a->rank(); ++k) {
    const Region::Dim &dim = a->region->dims[k];
    std::string ks = std::to_string(k);
    // A parameter's bounds are its argument's, known only at run time:
    // the argument's index space is the limit.
    bool known = !a->param && dim.lo && dim.hi;
    lo += (k ? ", " : "") + (known ? "int64_t(" + expr(dim.lo, nullptr) + ")"
                                   : ident(a->name) + ".layout.dims[" + ks + "].lo");
    hi += (k ? ", " : "") + (known ? "int64_t(" + expr(dim.hi, nullptr) + ")"
                                   : ident(a->name) + ".layout.dims[" + ks + "].hi");
  }
  for (int k = 0; k < d->rank(); ++k)
    if (d->formats[k] != Distribution::None)
      used += (used.empty() ? "" : ", ") + std::to_string(gridDimOf(d, k));
  line("{");
  ++depth;
  line("zplc::DataRemap rm(p, remaps_[" + std::to_string(remapCount++) + "], " + ident(a->name) + ".layout, {" + lo + "}, {" + hi + "}, " +
       relRegion(r->region) + ", grid_" + ident(d->grid->name) + ", {" + used + "}, " +
       where(r) + ", " + cppStringLiteral(a->name) + ");");
  auto at = [&](const LoopCtx &ctx) {
    std::string s;
    for (int k = 0; k < ctx.rank; ++k)
      s += (k ? ", " : "") + std::string("i") + std::to_string(k + 1);
    return "{" + s + "}";
  };
  auto idx = [&](LoopCtx &ctx) {
    std::string s;
    for (size_t k = 0; k < r->maps.size(); ++k)
      s += (k ? ", " : "") + std::string("int64_t(") + expr(r->maps[k], &ctx) + ")";
    return "{" + s + "}";
  };
  std::string t = elemCty(a->elem);
  const Array *iterOwner = r->scatter() ? nullptr : r->dst;
  if (r->scatter()) {
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      if (a->elem == Ty::String)
        return "rm.put<" + t + ">(" + at(ctx) + ", " + idx(ctx) + ", zplc::stringElem(" +
               expr(r->value, &ctx) + ", " + where(r) + "));";
      return "rm.put<" + t + ">(" + at(ctx) + ", " + idx(ctx) + ", static_cast<" + t + ">(" +
             expr(r->value, &ctx) + "));";
    });
    std::string combine;
    if (r->op == ":=") combine = "d = v;";
    else if (r->op == "&=") combine = "d = d && v;";
    else if (r->op == "|=") combine = "d = d || v;";
    else if (r->op == "%=") combine = "d = zplc::mod(d, v, " + where(r) + ");";
    else if (r->op == "/=" && isIntegral(a->elem)) combine = "d = zplc::div(d, v, " + where(r) + ");";
    else combine = "d " + r->op + " v;";
    line("rm.scatter<" + t + ">(" + ident(a->name) + ".data, [](" + t + " &d, " + t + " v) { " +
         combine + " });");
  } else {
    std::string src = ident(a->name) + ".data";
    std::string key = reuseKey(r);
    if (!key.empty()) {
      line("if (!rm.reuse(" + key + ")) {");
      ++depth;
    }
    loopNest(r->region, d, [&](LoopCtx &ctx) { return "rm.add(" + at(ctx) + ", " + idx(ctx) + ");"; },
             iterOwner);
    if (!key.empty()) {
      --depth;
      line("}");
    }
    line("rm.gather<" + t + ">(" + src + ");");
    loopNest(r->region, d, [&](LoopCtx &ctx) {
      ArrayRead self;
      self.array = const_cast<Array *>(r->dst);
      return arrayAccess(&self, &ctx) + " = static_cast<" + elemCty(r->dst->elem) + ">(rm.next<" + t +
             ">());";
    }, iterOwner);
  }
  --depth;
  line("}");
}

} // namespace emit
} // namespace zpl::codegen
