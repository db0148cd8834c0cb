// The parts of runtime/program/Support.h that every program would otherwise
// compile again: set-up (after a transfer's first execution, a cache lookup)
// and error paths.
// Kept out of the header because each generated program compiles its header
// at -O3: with Remap.cpp's part, this was a quarter of examples/jacobi.zpl's
// compile (DEVELOPERS.md, "Test stages").
#include "runtime/program/Support.h"

namespace zplc {

void checkSize(const zpl::rel::Layout &l, int rank) {
  int64_t count = l.localElementCount(rank);
  size_t bytes;
  if (count >= 0 && !__builtin_mul_overflow((size_t)count, l.elemSize, &bytes))
    return;
  std::string r;
  for (const auto &d : l.dims)
    r += (r.empty() ? "" : ", ") + std::to_string(d.lo) + ".." +
         std::to_string(d.hi);
  zpl::rt::detail::fatal(
      "region too large: [" + r +
      "] has more elements on one processor than 64-bit sizes can count");
}

void outsideSpace(int64_t lo, int64_t last, int64_t spaceLo, int64_t spaceHi,
                  int dim, const char *where, const char *of) {
  zpl::rt::detail::fatal(
      std::string(where) + ": indices " + std::to_string(lo) + ".." +
      std::to_string(last) + " of dimension " + std::to_string(dim) +
      " are outside the index space of " + of + " (" + std::to_string(spaceLo) +
      ".." + std::to_string(spaceHi) + ")");
}

void cyclicBorderOutside(int64_t lo, int64_t hi, int64_t declLo, int64_t declHi,
                         int dim, const char *where, const char *array) {
  zpl::rt::detail::fatal(
      std::string(where) + ": the border " + std::to_string(lo) + ".." +
      std::to_string(hi) + " of dimension " + std::to_string(dim) +
      " lies outside " + array + "'s declared region (" +
      std::to_string(declLo) + ".." + std::to_string(declHi) + "); dimension " +
      std::to_string(dim) +
      " is distributed cyclically and has no border beyond it: declare " +
      array + " over a region that includes the border");
}

zpl::im::Transfer &Site::prepare(zpl::rt::Proc &p, int &nextId,
                                 const Problem &prob, const void *src,
                                 void *dst, size_t elemSize,
                                 const Embedded *embedded) {
  std::vector<int64_t> key = prob.key();
  // The cache also tells storage apart: a procedure's transfer on its array
  // parameter serves a different array at each call.
  std::vector<int64_t> cacheKey = key;
  cacheKey.push_back((int64_t)(intptr_t)src);
  cacheKey.push_back((int64_t)(intptr_t)dst);
  if (last_ && last_->key == cacheKey)
    return last_->transfer;
  auto it = plans_.find(cacheKey);
  if (it == plans_.end()) {
    auto plan = std::make_unique<Plan>();
    plan->key = cacheKey;
    zpl::im::TransferSpec spec;
    spec.id = nextId++;
    spec.elemSize = elemSize;
    spec.name = name_;
    spec.line = line_;
    spec.sendBase = src;
    spec.recvBase =
        static_cast<char *>(dst) + prob.dstDelta(p.rank()) * (int64_t)elemSize;
    int me = p.rank();
    bool useEmbedded = embedded && embedded->keyLength == key.size() &&
                       std::equal(key.begin(), key.end(), embedded->key);
    if (useEmbedded && !embedded->closedForm) {
      for (size_t i = 0; i < embedded->pairCount; ++i) {
        const EmbeddedPair &e = embedded->pairs[i];
        zpl::rel::EncodedView v(e.words, e.count);
        if (e.src == me)
          spec.sends.push_back({e.dst, v});
        if (e.dst == me && e.src != me)
          spec.recvs.push_back({e.src, v});
      }
    } else {
      // The inspector: this processor's half of every pair it takes part
      // in, its peers found in closed form (O(peers), not O(P)).
      int enc = useEmbedded ? embedded->encoding : -1;
      std::vector<int> to = prob.peers(me, true), from = prob.peers(me, false);
      plan->words.reserve(to.size() + from.size()); // views point into it
      for (int q : to) {
        plan->words.push_back(prob.relation(me, q, enc));
        const auto &w = plan->words.back();
        if (!w.empty())
          spec.sends.push_back({q, zpl::rel::EncodedView(w.data(), w.size())});
      }
      for (int q : from) {
        if (q == me)
          continue;
        plan->words.push_back(prob.relation(q, me, enc));
        const auto &r = plan->words.back();
        if (!r.empty())
          spec.recvs.push_back({q, zpl::rel::EncodedView(r.data(), r.size())});
      }
    }
    plan->embedded = useEmbedded;
    bool selfOnly =
        spec.recvs.empty() && std::all_of(spec.sends.begin(), spec.sends.end(),
                                          [&](const zpl::im::PeerRelation &r) {
                                            return r.peer == me;
                                          });
    if (fuse_ == FuseSelf || (fuse_ == FuseLocal && selfOnly)) {
      spec.sends.erase(std::remove_if(spec.sends.begin(), spec.sends.end(),
                                      [&](const zpl::im::PeerRelation &r) {
                                        return r.peer == me;
                                      }),
                       spec.sends.end());
      plan->local = selfOnly;
    }
    // ZPLC_TRACE_RELATIONS=1 tells where each transfer's relations came
    // from, and for the closed form how many pairs processor 0 built.
    if (p.rank() == 0 && std::getenv("ZPLC_TRACE_RELATIONS")) {
      bool closed = useEmbedded && embedded->closedForm;
      std::fprintf(stderr, "zplc: transfer %d: %s relations", spec.id,
                   useEmbedded ? "embedded" : "run-time");
      if (closed)
        std::fprintf(stderr, " (closed form: %zu sends, %zu receives)",
                     spec.sends.size(), spec.recvs.size());
      std::fprintf(stderr, "\n");
    }
    plan->transfer = zpl::im::Transfer(p, spec);
    it = plans_.emplace(cacheKey, std::move(plan)).first;
  }
  last_ = it->second.get();
  return last_->transfer;
}

} // namespace zplc
