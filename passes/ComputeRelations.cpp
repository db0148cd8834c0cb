// Precomputes each transfer's relations when the processor count and every
// value its shapes depend on are known when compiling (`-p4 -sn=1024`, or
// literal config defaults together with -p). The relations are encoded with
// runtime/relations and embedded in the generated C++ together with the key
// they were computed for; a run whose layouts differ falls back to computing
// them at run time (runtime/program/Support.h compares the keys).
//
// Per-pair tables grow with the square of the processor count, so only a
// few processors get them. Beyond that the relation of pair (p, q) is
// embedded in closed form: the key (the layouts, from which each processor
// derives its peers and its own pairs at start-up in O(peers)) and the
// encoding chosen here from representative processors, so that neither the
// compiler's work nor the program text grows with P.
#include "passes/Passes.h"

#include "runtime/program/Layouts.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace zpl::passes {
namespace {

using namespace ir;

// Beyond this many words per transfer the program text would outgrow the
// time it saves; such transfers are computed at run time.
constexpr size_t kMaxEmbeddedWords = 1u << 20;

// The compile-time budget: relations are enumerated tuple by tuple, one
// processor pair at a time, so `-sn=2000000000` or `-p10000` would take
// gigabytes or hours. Both are estimated from the layouts first; past either
// limit the transfer is left to run time (where each processor computes only
// its own relations). The limits keep compilation within about a second
// and 100 MB per transfer.
constexpr double kMaxTuples = double(1u << 22);

// Up to this many processors every pair's relation is embedded (start-up
// then only points at it); beyond, the closed form.
constexpr int kMaxTableProcs = 4;

// An upper bound on the tuples computeRelation enumerates over all pairs: a
// halo without wrap-around moves only the strips its shift uncovers at each
// processor boundary; everything else may touch every region element.
double estimateTuples(const zplc::Problem &prob, int procs) {
  size_t r = prob.region.lo.size();
  std::vector<double> ext(r);
  double all = 1;
  for (size_t k = 0; k < r; ++k) {
    int64_t st = std::max<int64_t>(1, prob.region.stride[k]);
    ext[k] = prob.region.hi[k] < prob.region.lo[k]
                 ? 0
                 : double((prob.region.hi[k] - prob.region.lo[k]) / st + 1);
    all *= ext[k];
  }
  bool wraps = false;
  for (bool w : prob.map.wrap)
    wraps |= w;
  if (!prob.halo || wraps)
    return all;
  double strips = 0;
  for (size_t k = 0; k < r && k < prob.shift.size(); ++k) {
    if (!prob.shift[k] || !ext[k])
      continue;
    strips += std::min(double(std::llabs(prob.shift[k])), ext[k]) * (all / ext[k]) * procs;
  }
  return std::min(all, strips);
}

std::string approx(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, x < 1e6 ? "%.0f" : "%.1e", x);
  return buf;
}

struct Evaluator {
  const Target &target;
  std::vector<std::pair<std::string, int64_t>> used;

  std::optional<int64_t> value(const Var *v) {
    if (v->storage == Var::Config || v->storage == Var::ConfigConst) {
      auto it = target.config.find(v->name);
      if (it != target.config.end()) {
        char *end = nullptr;
        long long x = std::strtoll(it->second.c_str(), &end, 10);
        if (!end || *end)
          return std::nullopt;
        note(v->name, x);
        return x;
      }
      if (!v->init)
        return std::nullopt;
      auto x = eval(v->init);
      if (x)
        note(v->name, *x);
      return x;
    }
    if (v->storage == Var::Constant && v->init)
      return eval(v->init);
    return std::nullopt;
  }

  void note(const std::string &n, int64_t x) {
    for (auto &u : used)
      if (u.first == n)
        return;
    used.push_back({n, x});
  }

  std::optional<int64_t> eval(const Expr *e) {
    if (!e)
      return std::nullopt;
    if (auto *l = llvm::dyn_cast<Lit>(e))
      return isIntegral(l->ty) ? std::optional<int64_t>(l->i) : std::nullopt;
    if (auto *v = llvm::dyn_cast<VarRef>(e))
      return v->subscripts.empty() ? value(v->var) : std::nullopt;
    if (auto *u = llvm::dyn_cast<Unary>(e)) {
      auto x = eval(u->operand);
      return x && u->op == UnOp::Neg ? std::optional<int64_t>(-*x) : std::nullopt;
    }
    if (auto *b = llvm::dyn_cast<Binary>(e)) {
      auto x = eval(b->lhs), y = eval(b->rhs);
      if (!x || !y)
        return std::nullopt;
      if (b->op == BinOp::Add) return *x + *y;
      if (b->op == BinOp::Sub) return *x - *y;
      if (b->op == BinOp::Mul) return *x * *y;
      if (b->op == BinOp::Div && *y) return *x / *y;
      if (b->op == BinOp::Mod && *y) return *x % *y;
    }
    return std::nullopt;
  }
};

struct Computer {
  Computer(Module &mod, const Target &t) : m(mod), target(t) {}
  Module &m;
  const Target &target;
  Evaluator ev{target, {}};
  // Transfers left to run time by the budget, for one remark at the end.
  std::vector<const Transfer *> overBudget;
  double largest = 0;

  std::optional<std::vector<int>> grid(const Grid *g) {
    if (g->extents.empty())
      return zplc::defaultGrid(target.procs, g->rank);
    std::vector<int> r;
    int prod = 1;
    for (const Expr *e : g->extents) {
      auto x = ev.eval(e);
      if (!x)
        return std::nullopt;
      r.push_back((int)*x);
      prod *= (int)*x;
    }
    if (prod != target.procs)
      return std::nullopt;
    return r;
  }

  static zpl::rel::Dist relDist(Distribution::Format f) {
    switch (f) {
    case Distribution::Block: return zpl::rel::Dist::Block;
    case Distribution::Cyclic: return zpl::rel::Dist::Cyclic;
    case Distribution::BlockCyclic: return zpl::rel::Dist::BlockCyclic;
    case Distribution::None: return zpl::rel::Dist::None;
    }
    return zpl::rel::Dist::None;
  }

  std::optional<zpl::rel::Layout> layout(const Array *a) {
    const Distribution *d = a->dist;
    auto g = grid(d->grid);
    if (!g)
      return std::nullopt;
    std::vector<zplc::DimSpec> dims;
    int gd = 0;
    for (int k = 0; k < d->rank(); ++k) {
      std::optional<int64_t> lo, hi;
      for (const Region *r : d->members) {
        if (r->dims[k].flood)
          continue;
        auto l = ev.eval(r->dims[k].lo), h = ev.eval(r->dims[k].hi);
        if (!l || !h)
          return std::nullopt;
        lo = lo ? std::min(*lo, *l) : *l;
        hi = hi ? std::max(*hi, *h) : *h;
      }
      if (!lo)
        lo = hi = 0;
      dims.push_back({*lo, *hi, relDist(d->formats[k]), d->blockSize[k], gd, a->haloLo[k],
                      a->haloHi[k], a->isFlood(k)});
      gd += d->formats[k] != Distribution::None;
    }
    static const size_t sizes[] = {0, 1, 4, 8, 4, 8, 1, 0, 0, 0};
    return zplc::makeLayout(*g, dims, sizes[(int)a->elem]);
  }

  void transfer(Transfer *t) {
    ev.used.clear();
    // A parameter's layout is its actual argument's, known only at run time.
    if (t->src->param || t->dst->param)
      return;
    auto src = layout(t->src), dst = layout(t->dst);
    if (!src || !dst)
      return;
    zplc::Problem prob;
    prob.src = *src;
    prob.dst = *dst;
    int r = t->region->rank();
    prob.region.lo.resize(r);
    prob.region.hi.resize(r);
    prob.region.stride.resize(r);
    for (int k = 0; k < r; ++k) {
      const Region::Dim &d = t->region->dims[k];
      if (d.flood) {
        prob.region.lo[k] = prob.region.hi[k] = 0;
        prob.region.stride[k] = 1;
        continue;
      }
      auto lo = ev.eval(d.lo), hi = ev.eval(d.hi);
      if (!lo || !hi)
        return;
      prob.region.lo[k] = *lo;
      prob.region.hi[k] = *hi;
      prob.region.stride[k] = d.stride;
      if (d.strideExpr) {
        auto st = ev.eval(d.strideExpr);
        if (!st || *st <= 0)
          return;
        prob.region.stride[k] = *st;
      }
    }
    size_t n = t->perm.size();
    prob.map.perm = t->perm;
    prob.map.wrap = t->wrap;
    prob.map.flip = t->flip;
    prob.map.offset.resize(n);
    prob.map.wrapLo.assign(n, 0);
    prob.map.wrapHi.assign(n, 0);
    bool anyWrap = false;
    for (size_t k = 0; k < n; ++k) {
      auto o = ev.eval(t->offset[k]);
      if (!o)
        return;
      prob.map.offset[k] = *o;
      anyWrap |= t->wrap[k];
    }
    if (anyWrap)
      for (size_t k = 0; k < n; ++k) {
        const Region::Dim &d = t->src->region->dims[k];
        if (d.flood)
          continue;
        auto lo = ev.eval(d.lo), hi = ev.eval(d.hi);
        if (!lo || !hi)
          return;
        prob.map.wrapLo[k] = *lo;
        prob.map.wrapHi[k] = *hi;
      }
    if (t->purpose == Transfer::Halo) {
      prob.halo = true;
      prob.shift = prob.map.offset;
    }
    prob.ghostDst = !t->border.empty();
    bool closed = target.procs > kMaxTableProcs;
    // In closed form zplc computes three processors' share of the relations.
    double tuples = estimateTuples(prob, target.procs);
    if ((closed ? 3 * tuples / target.procs : tuples) > kMaxTuples) {
      overBudget.push_back(t);
      largest = std::max(largest, tuples);
      return;
    }
    if (closed) {
      closedForm(t, prob);
      return;
    }
    std::vector<Transfer::Pair> pairs;
    size_t words = 0;
    for (int p = 0; p < target.procs; ++p)
      for (int q = 0; q < target.procs; ++q) {
        std::vector<uint64_t> w = prob.relation(p, q);
        if (w.empty())
          continue;
        words += w.size();
        if (words > kMaxEmbeddedWords)
          return;
        zpl::rel::EncodedView v(w.data(), w.size());
        uint64_t count = v.count();
        if (t->encoding.empty() || t->encoding == zpl::rel::encodingName(v.encoding()))
          t->encoding = zpl::rel::encodingName(v.encoding());
        else
          t->encoding = "mixed";
        pairs.push_back({p, q, std::move(w), count});
      }
    if (t->encoding.empty())
      t->encoding = "none";
    t->pairs = std::move(pairs);
    finish(t, prob);
  }

  // No pairs: each processor builds its own at start-up, with the encoding
  // chosen here from representative processors.
  void closedForm(Transfer *t, const zplc::Problem &prob) {
    t->encodingId = prob.representativeEncoding(target.procs);
    t->encoding = t->encodingId < 0 ? "none"
                                    : zpl::rel::encodingName(zpl::rel::Encoding(t->encodingId));
    t->closedForm = true;
    finish(t, prob);
  }

  void finish(Transfer *t, const zplc::Problem &prob) {
    t->key = prob.key();
    t->precomputed = true;
    t->procs = target.procs;
    t->assumed = ev.used;
  }
};

} // namespace

void computeRelations(Module &m, const Target &t) {
  if (t.procs <= 0)
    return;
  Computer c(m, t);
  for (Transfer *x : m.transfers) {
    // Transfers of procedure-local arrays are laid out the same way, but
    // their shapes may depend on parameters; the evaluator simply fails then.
    c.transfer(x);
  }
  if (!c.overBudget.empty() && t.remark) {
    const Transfer *first = c.overBudget.front();
    t.remark(first->loc, "relations computed at run time: " +
                             std::to_string(c.overBudget.size()) + " of " +
                             std::to_string(m.transfers.size()) +
                             " transfers (the first of `" + first->src->name + "`) need up to " +
                             approx(c.largest) +
                             " relation entries, over the compile-time budget of " +
                             approx(kMaxTuples));
  }
}

} // namespace zpl::passes
