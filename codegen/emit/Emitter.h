// The C++ emitter: one class whose members are defined in codegen/emit/*.cpp.
// The output is meant to be read: one struct holds a processor's whole state,
// procedures are its member functions, and every parallel statement becomes a
// loop nest over this processor's owned part of its region, written in global
// indices, with its IRONMAN calls beside it.
#pragma once

#include "codegen/EmitCpp.h"
#include "codegen/EmitRelations.h"
#include "codegen/Escape.h"
#include "ir/ScanOrder.h"
#include "basic/Formats.h"
#include "basic/Builtins.h"
#include <functional>
#include <map>
#include <set>
#include <sstream>

namespace zpl::codegen {
namespace emit {

using namespace ir;
using llvm::cast;
using llvm::dyn_cast;

const char *cty(Ty t);

const char *elemCty(Ty t);

const char *rtType(Ty t);

std::string ident(const std::string &n);

std::string builtinCpp(const char *cpp, const std::vector<std::string> &args, const std::string &ty,
                       const std::string &where);

std::string distFormat(Distribution::Format f);

std::string reduceOp(const std::string &op);

std::string offsetSuffix(const std::vector<int64_t> &o);

// How a loop nest visits its indices beyond the owned part of its region:
// in cache blocks (`tile`), and within extra bounds per dimension (`clips`,
// C++ expressions lo and hi; empty: none).
struct LoopOpts {
  bool tile = false;
  std::vector<std::pair<std::string, std::string>> clips;
  // Per dimension, -1 visits it in decreasing index order (a wavefront,
  // ParAssign::wave); empty or anything else: increasing.
  std::vector<int> order;
  bool down(int k) const { return k < (int)order.size() && order[k] < 0; }
  // The target is also read shifted through other row pointers (a
  // wavefront): it gets no __restrict.
  bool aliased = false;
};

// The parallel context of one loop nest: the loop variables are i1..iR and
// each (array, outer offset) pair has a row pointer.
struct LoopCtx {
  int rank = 0;
  std::vector<bool> slot; // dimension k is iterated by local slot s<k+1> (cyclic)
  Region *region = nullptr;
  std::map<std::string, std::string> rows; // name -> initialiser
  // The target's row pointer is the only way the loop touches the target
  // (array semantics put shifted self-reads in a temporary), so it may be
  // declared __restrict, which lets the compiler vectorise the loop.
  std::string restrictRow, restrictType;
  std::vector<std::string> rowOrder;
  // Permuted reads of a remap's source whose last two dimensions are the
  // loop's last two swapped (a transpose), of 8-byte elements: a blocked
  // loop may read them from a transposed tile instead (Fusion.cpp).
  struct TileRead {
    std::string access;            // the read as fusedAccess wrote it
    std::string base, ld, type;    // source row pointer, its row stride, C++ element type
    std::vector<std::string> rows; // the row pointers the access uses
  };
  std::vector<TileRead> tiles;
};

class Emitter {
public:
  const Module &m;
  std::ostringstream os;
  std::string structName;

  explicit Emitter(const Module &mod) : m(mod) { structName = "Program_" + ident(m.name); }

  // ------------------------------------------------------- expressions

  std::string lit(const Lit *l);

  std::string arrayAccess(const ArrayRead *a, LoopCtx *ctx);

  std::string expr(const Expr *e, LoopCtx *ctx);
  std::string checkedIndex(const VarRef *v, size_t k, LoopCtx *ctx);

  // ------------------------------------------------------- statements

  int depth = 1;
  std::string pad() const { return std::string(2 * depth, ' '); }
  void line(const std::string &s) { os << pad() << s << "\n"; }
  void sourceComment(const Loc &loc, const std::string &text);

  std::string regionLo(const Region *r, int k) { return r->dims[k].flood ? "0" : expr(r->dims[k].lo, nullptr); }
  std::string regionHi(const Region *r, int k) { return r->dims[k].flood ? "0" : expr(r->dims[k].hi, nullptr); }

  std::string regionSt(const Region *r, int k);

  std::string ref(const Array *a);

  // A name to build row pointer names from.
  std::map<const Array *, int> elementNames;
  std::string rowBase(const Array *a);

  std::string relRegion(const Region *r);

  // Emits the loop nest over `region` (owned indices from `dist`), with
  // `body` producing the innermost statement(s) given the context.
  template <class Body>
  void loopNest(const Region *region, const Distribution *dist, Body body, const Array *owner = nullptr,
                const LoopOpts &opts = LoopOpts()) {
    // A parameter's owned block is its actual argument's.
    std::string own = owner && owner->param ? ref(owner) : "own_" + ident(dist->name);
    LoopCtx ctx;
    ctx.rank = region->rank();
    for (int k = 0; k < ctx.rank; ++k)
      ctx.slot.push_back(!region->dims[k].flood &&
                         (dist->formats[k] == Distribution::Cyclic ||
                          dist->formats[k] == Distribution::BlockCyclic));
    // The body is generated first so that the row pointers it needs are known.
    std::string inner = body(ctx);
    std::string maskTest;
    if (region->mask) {
      std::string m = expr(region->mask, &ctx);
      maskTest = region->maskWithout ? "if (" + m + ") continue;" : "if (!" + m + ") continue;";
    }
    int r = ctx.rank;
    line("{");
    ++depth;
    for (int k = 0; k < r; ++k) {
      std::string rk = "r" + std::to_string(k + 1);
      if (region->dims[k].flood) {
        line("const zplc::Range " + rk + "{0, 0, 1};");
        continue;
      }
      std::string lo = regionLo(region, k), hi = regionHi(region, k), st = regionSt(region, k);
      // The loops below clip the region to the owned block of an index
      // space: what lies outside it would be skipped silently. The bounds
      // are evaluated once, for the check and the loop.
      std::pair<std::string, std::string> space = owner && owner->param ? spaceOf(owner, k) : spaceOf(dist, k);
      if (!stmtWhere.empty() && !space.first.empty() && !(owner && owner->isFlood(k))) {
        std::string n = std::to_string(k + 1);
        line("const int64_t lo" + n + " = " + lo + ", hi" + n + " = " + hi + ", st" + n + " = " + st + ";");
        lo = "lo" + n, hi = "hi" + n, st = "st" + n;
        line(spaceCheck(lo, hi, st, space, k, spaceName(dist, owner)));
      }
      if (ctx.slot[k])
        line("const zplc::Range " + rk + "{" + lo + ", " + hi + ", " + st + "};");
      else if (k < (int)opts.clips.size() && !opts.clips[k].first.empty())
        line("const zplc::Range " + rk + " = zplc::clip(" + lo + ", " + hi + ", " + st + ", std::max<int64_t>(" +
             own + ".lo[" + std::to_string(k) + "], " + opts.clips[k].first + "), std::min<int64_t>(" + own +
             ".hi[" + std::to_string(k) + "], " + opts.clips[k].second + "));");
      else
        line("const zplc::Range " + rk + " = zplc::clip(" + lo + ", " + hi + ", " + st + ", " + own +
             ".lo[" + std::to_string(k) + "], " + own + ".hi[" + std::to_string(k) + "]);");
    }
    // Cache blocking (`tile`): the last two dimensions are visited in
    // kTile x kTile blocks, so a permuted read walks across rows of its
    // source within lines still in cache.
    bool tiled = opts.tile && r >= 2 && !ctx.slot[r - 2] && !ctx.slot[r - 1];
    // The blocked nest runs in a function of its own: inlined into the
    // procedure (g++ inlines a program's whole body into main), its inner
    // loop reloaded spilled loop invariants from the stack at every step,
    // and the PRK transpose at np 1 ran at 0.9x the hand-written loop, which
    // has the registers to itself (bench/prk/README.md, 2026-11-27).
    if (tiled) {
      line("const auto blocks = [&]() __attribute__((noinline)) {");
      ++depth;
    }
    const auto emitBody = [&] {
      if (!maskTest.empty())
        line(maskTest);
      std::istringstream in(inner);
      for (std::string l; std::getline(in, l);)
        line(l);
    };
    const auto emitRows = [&](const std::set<std::string> &skip) {
      for (const std::string &name : ctx.rowOrder) {
        if (skip.count(name))
          continue;
        if (name == ctx.restrictRow)
          line(ctx.restrictType + " *__restrict const " + name + " = " + ctx.rows[name] + ";");
        else
          line("const auto " + name + " = " + ctx.rows[name] + ";");
      }
    };
    // Whole blocks of a transpose read through transposed tiles (Fusion.cpp).
    bool transposed = tiled && !ctx.tiles.empty() && maskTest.empty() && unitStride(region, r - 2) &&
                      unitStride(region, r - 1) && !opts.down(r - 2) && !opts.down(r - 1);
    bool innerDone = false; // the tiled inner loops and the body are out
    for (int k = 0; k < r; ++k) {
      std::string i = "i" + std::to_string(k + 1), rk = "r" + std::to_string(k + 1);
      if (tiled && k == r - 2) {
        for (int t = r - 2; t < r; ++t) {
          std::string b = "b" + std::to_string(t + 1), rt = "r" + std::to_string(t + 1);
          line("for (int64_t " + b + " = " + rt + ".lo; " + b + " <= " + rt + ".hi; " + b +
               " += zplc::kTile * " + rt + ".st) {");
          ++depth;
        }
        if (transposed) {
          transposedBlock(ctx, inner, emitRows);
          line("} else {");
          ++depth;
        }
      }
      if (k == r - 1)
        emitRows({});
      if (ctx.slot[k]) {
        // A cyclic dimension: visit the owned indices by slot, keeping
        // those in the region.
        std::string sv = "s" + std::to_string(k + 1);
        std::string idx = "idx_" + ident(dist->name) + "[" + std::to_string(k) + "]";
        if (opts.down(k))
          line("for (int64_t " + sv + " = (int64_t)" + idx + ".size() - 1; " + sv + " >= 0; --" + sv + ") {");
        else
          line("for (int64_t " + sv + " = 0; " + sv + " < (int64_t)" + idx + ".size(); ++" + sv + ") {");
        ++depth;
        line("const int64_t " + i + " = " + idx + "[" + sv + "];");
        line("if (" + i + " < " + rk + ".lo || " + i + " > " + rk + ".hi || (" + i + " - " + rk +
             ".lo) % " + rk + ".st != 0) continue;");
        continue;
      }
      bool unit = unitStride(region, k);
      std::string step = unit ? "++" + i : i + " += " + rk + ".st";
      if (tiled && k == r - 1 && unit) {
        // A whole block along the inner dimension runs kTile times exactly,
        // unrolled at most 4 times: with the trip count unknown, g++ tested
        // and peeled every row (0.92x the PRK transpose at np 1); left to
        // unroll all kTile steps, it kept every step's permuted address in
        // a register and spilled them (0.85x). bench/prk/README.md,
        // 2026-11-27 (session 9).
        std::string b = "b" + std::to_string(k + 1), kk = "k" + std::to_string(k + 1);
        line("if (" + b + " + (zplc::kTile - 1) <= " + rk + ".hi) {");
        ++depth;
        line("#pragma GCC unroll 4");
        line("for (int64_t " + kk + " = 0; " + kk + " < zplc::kTile; ++" + kk + ") {");
        ++depth;
        line("const int64_t " + i + " = " + b + " + " + kk + ";");
        emitBody();
        --depth;
        line("}");
        --depth;
        line("} else {");
        ++depth;
        line("for (int64_t " + i + " = " + b + ", " + i + "_end = " + rk + ".hi; " + i + " <= " + i + "_end; " +
             step + ") {");
        ++depth;
        emitBody();
        --depth;
        line("}");
        --depth;
        line("}");
        innerDone = true;
        break;
      }
      if (tiled && k >= r - 2) {
        std::string b = "b" + std::to_string(k + 1);
        line("for (int64_t " + i + " = " + b + ", " + i + "_end = std::min(" + rk + ".hi, " + b +
             " + (zplc::kTile - 1) * " + rk + ".st); " + i + " <= " + i + "_end; " + step + ") {");
      } else if (opts.down(k)) // stride 1 (ir/lower/Wavefront.cpp)
        line("for (int64_t " + i + " = " + rk + ".hi; " + i + " >= " + rk + ".lo; --" + i + ") {");
      else
        line("for (int64_t " + i + " = " + rk + ".lo; " + i + " <= " + rk + ".hi; " + step + ") {");
      ++depth;
    }
    if (!innerDone)
      emitBody();
    for (int k = 0; k < r + (tiled ? 2 : 0) - (innerDone ? 1 : 0) + (transposed ? 1 : 0); ++k) {
      --depth;
      line("}");
    }
    if (tiled) {
      --depth;
      line("};");
      line("blocks();");
    }
    --depth;
    line("}");
  }

  // "file:line" of the statement being emitted, for the run-time checks
  // that its regions lie inside the index spaces its loops clip to
  // (zplc::checkInSpace; ir::regionsOutsideSpace finds the constant cases
  // when compiling).
  std::string stmtWhere;
  unsigned stmtLine = 0; // its line (0: none)
  // The C++ of the bounds of distribution `d`'s index space along
  // dimension k (empty when only flood regions span it), or of the array's
  // (a parameter's is its argument's).
  std::pair<std::string, std::string> spaceOf(const Distribution *d, int k);
  std::pair<std::string, std::string> spaceOf(const Array *a, int k);
  // How messages name the index space: the array's, or the distribution's.
  static std::string spaceName(const Distribution *d, const Array *arr);
  // The statement checking that lo..hi by st lies inside `space` along k.
  std::string spaceCheck(const std::string &lo, const std::string &hi, const std::string &st,
                         const std::pair<std::string, std::string> &space, int k, const std::string &name);

  void parAssign(const ParAssign *a);
  void waveAssign(const ParAssign *a); // Wavefront.cpp
  void parAssignLoop(const ParAssign *a, const LoopOpts &opts = LoopOpts());

  // Remaps read straight from their source (codegen/emit/Fusion.cpp): the
  // transfers whose destination one statement alone reads and whose source
  // that statement can read permuted when the data is on its processor;
  // while a statement's fused variant is emitted, its temporaries' reads
  // (keys) become reads of the transfers' sources.
  std::map<const Transfer *, const ParAssign *> fusable;
  std::map<const Array *, const Transfer *> fusedReads;
  void findFusable();
  std::vector<const Transfer *> fusedTransfers(const ParAssign *a) const;
  static bool selfFusable(const ParAssign *a);
  std::string fuseMode(const Transfer *x) const; // the zplc::Site argument
  bool readsInPlace(const Transfer *x) const;   // its DN is DNInPlace
  // While set, fused reads take their source from this view (a receive
  // held in its buffer, zplc::HeldView) instead of the source array.
  std::string fusedSource;
  void fusedBySelfPart(const ParAssign *a, const Transfer *x);
  std::string fusedAccess(const Transfer *x, LoopCtx *ctx);
  static bool unitStride(const Region *r, int k) { return r->dims[k].stride == 1 && !r->dims[k].strideExpr; }
  // The branch of a blocked loop nest for a whole block read through
  // transposed tiles; opens `if (...) {` at the current depth and leaves the
  // caller to write `} else {` and the general loops.
  void transposedBlock(const LoopCtx &ctx, const std::string &inner,
                       const std::function<void(const std::set<std::string> &)> &emitRows);

  static bool collapsed(const ReduceStmt *r, int k);

  std::string combine(const std::string &op, const std::string &t, const std::string &acc,
                      const std::string &v);

  void partialReduce(const ReduceStmt *r);

  void padToGlobalMax(const std::string &buf, const std::string &t, const std::string &op);

  void rowMajorScan(const ScanStmt *c);

  void fullScan(const ScanStmt *c);

  void orderedScan(const ScanStmt *c);

  bool scansCyclic(const ScanStmt *c);

  void scanStmt(const ScanStmt *c);

  void reduceStmt(const ReduceStmt *r);
  void userReduce(const ReduceStmt *r); // `x := mymin<< [R] e`
  void userReduceSeveral(const ReduceStmt *r); // `m, i := maxloc<< [R] (e1, e2)`
  // Several operands: `struct Partial`, its identity `start` and `accumulate`.
  void userPartial(const Procedure *id);
  // `f(e1, ..., ek, d.v0, ..., d.vk-1);` for the operands' values in ctx.
  std::string userCallSeveral(const Procedure *id, const Expr *first, const std::vector<Expr *> &more,
                              const std::string &d, LoopCtx &ctx);
  // `A, B := f<< [R] (e1, e2)` as written, for comments (`op`: `f<< [R] `).
  std::string printSeveral(const Array *first, const std::vector<Array *> &more, const std::string &op,
                           const Expr *operand, const std::vector<Expr *> &operands);
  void userIdentity(const Procedure *id, const std::string &t, const std::string &var);
  std::string userAccumulate(const Procedure *acc, const std::string &t);

  void remapStmt(const RemapStmt *r);
  std::string reuseKey(const RemapStmt *r); // reuse()'s arguments; empty: no reuse
  static bool keyedGather(const RemapStmt *r); // may skip its maps (ir::remapInputs)
  static bool hasKeyedGather(const Module &m);
  // The program has gathers keyed by write epochs: every statement renews
  // the epochs of the arrays it writes (ir::arraysWritten).
  bool epochs = false;

  std::string arrayElemSize(const Array *a) { return std::string("sizeof(") + elemCty(a->elem) + ")"; }

  void ironman(const Ironman *c);

  static std::string printfFormat(const std::string &fmt, Ty t);

  void writeItems(const std::vector<Write::Item> &items, bool newline, bool halt,
                  const std::string &file = "");

  void block(const Block *b);

  void regionAssign(const VarRef *lhs, const RegionValue *rv);

  void stmt(const Stmt *s);

  // ----------------------------------------------------- declarations

  std::string varType(const Var *v);

  std::string flatSize(const Var *v); // a C++ expression (bounds may be run-time values)
  std::string extent(const Var *v, size_t k);
  // An indexed array of parallel arrays: its table's C++ type after the
  // element type, and its element count (run-time with a config bound).
  std::string familyCount(const Array *a);

  std::string configRead(const Var *v, int i);

  static bool literalDefault(const Var *v) { return v->init && llvm::isa<Lit>(v->init); }

  static std::string enumInfo(const Var *v);

  std::string defaultText(const Var *v);

  std::vector<const Var *> configs();

  static bool declaredByHeaders(const std::string &n);

  void externDecls();

  static std::string cName(const std::string &n);

  int gridDimOf(const Distribution *d, int k);

  std::string layoutOf(const Array *a);

  std::string declared(const Array *a);

  void globalArraysRelease();

  void arrayMember(const Array *a);

  void embedded() { emitEmbeddedRelations(os, m); }

  std::string signature(const Procedure *p, bool qualified);

  void procedure(const Procedure *p);

  std::string sourceName; // for run-time errors that name a source line
  std::string where(const Node *n) const { return cppStringLiteral(sourceName + ":" + std::to_string(n->loc.line)); }
  std::string stmtWhereOrNull() const { return stmtWhere.empty() ? "nullptr" : stmtWhere; }
  // `value` (of type `from`) as stored into a `to`: a real stored into an
  // integer goes through zplc::toIntegral, which stops the program where C
  // would leave the result undefined (out of range, NaN); anything else is
  // `value` as it is (C's conversions are defined there).
  std::string stored(const std::string &value, Ty from, Ty to, const Node *at) const;
  // `l op r;` for `:=` and, storing a real into an integer, `+=` `-=` `*=`
  // `/=` (as `l = stored(l op r)`); empty for any other assignment.
  std::string storedAssign(const std::string &l, const std::string &op, const std::string &r, Ty from,
                           Ty to, const Node *at) const;
  Ty curRet = Ty::Void; // the result type of the procedure being emitted
  int remapCount = 0;     // remaps by data emitted so far (their buffers' ids)

  static bool hasRemap(const Block *b);

  std::string emit(const EmitOptions &o);
};

} // namespace emit
} // namespace zpl::codegen
