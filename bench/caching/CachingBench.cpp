// Validates the address-relation caching model (Bornstein, Dinda, O'Hallaron)
// on this machine: for redistributions of several shapes and sizes, the
// processor 0 -> 0 relation (the largest, as in the paper) is used k times
// with and without the cache, k = 1..16. Measured: the break-even k (the
// first k at which caching costs no more) and the speedup of cached over
// uncached assembly; predicted: the same from the model as the runtime
// evaluates it (RelationCache::breakEven with t_g measured when the
// relation is first computed, t_o and t_ac - t_au from the calibration
// file), and a fully predicted variant whose assembly time comes from the
// copy-transfer model's gather rate. One JSON object a line.
//
//   caching_bench [--quick]        (ZPL_MODEL=FILE for a calibration file)
#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/RelationCache.h"
#include "runtime/relations/Relations.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace zpl;
using namespace zpl::rel;

namespace {

double now() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

DimLayout dimOf(int64_t n, Dist d, int64_t k) {
  DimLayout l;
  l.lo = 0;
  l.hi = n - 1;
  l.dist = d;
  l.k = k;
  return l;
}

// An n x n layout of doubles with one dimension spread over 4 processors.
Layout layout2(int64_t n, Dist d0, Dist d1, int64_t k = 1) {
  Layout l;
  l.dims = {dimOf(n, d0, k), dimOf(n, d1, k)};
  bool first = d0 != Dist::None;
  l.grid = first ? std::vector<int>{4, 1} : std::vector<int>{1, 4};
  l.dims[first ? 0 : 1].gridDim = first ? 0 : 1;
  l.elemSize = 8;
  return l;
}

struct Case {
  std::string name;
  Layout src, dst;
  IndexMap map;
};

std::vector<Case> cases(int64_t n) {
  using D = Dist;
  std::vector<Case> cs = {
      {"(block,*)->(*,block)", layout2(n, D::Block, D::None),
       layout2(n, D::None, D::Block), IndexMap::identity(2)},
      {"(*,block)->(*,cyclic)", layout2(n, D::None, D::Block),
       layout2(n, D::None, D::Cyclic), IndexMap::identity(2)},
      {"(*,cyclic)->(*,block)", layout2(n, D::None, D::Cyclic),
       layout2(n, D::None, D::Block), IndexMap::identity(2)},
      {"(*,cyclic)->(block,*)T", layout2(n, D::None, D::Cyclic),
       layout2(n, D::Block, D::None), IndexMap::permutation({1, 0})},
  };
  for (int64_t k : {2, 8, 32})
    cs.push_back({"(*,block)->(*,cyclic(" + std::to_string(k) + "))",
                  layout2(n, D::None, D::Block),
                  layout2(n, D::None, D::BlockCyclic, k),
                  IndexMap::identity(2)});
  return cs;
}

template <class F> double best(int reps, F &&f) {
  double b = 1e30;
  for (int r = 0; r < reps; ++r) {
    double t0 = now();
    f();
    b = std::min(b, now() - t0);
  }
  return b;
}

} // namespace

int main(int argc, char **argv) {
  bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  const int reps = quick ? 3 : 7, K = 16;
  const im::CopyModel &model = im::copyModel();
  const im::CopyModel::Rates &rates = model.rates("threads");
  for (int64_t n : {256, 1024, 2048}) {
    for (const Case &c : cases(n)) {
      Region region = Region::whole(c.dst);
      auto compute = [&] {
        Relation r = computeRelation(c.src, c.dst, region, c.map, 0, 0);
        return std::make_shared<std::vector<uint64_t>>(
            encode(r, chooseEncoding(r)));
      };
      auto words = compute();
      EncodedView v(words->data(), words->size());
      size_t bytes = v.count() * 8;
      std::vector<double> src(size_t(v.sourceExtent()) + 1, 1.0),
          buf(v.count());
      // The components, each the minimum over repetitions.
      double tg = best(reps, [&] {
        auto w = compute();
        asm volatile("" : : "r"(w->data()) : "memory");
      });
      // Uncached assembly: from words computed just before (hot in cache).
      double tau = 1e30;
      for (int r = 0; r < reps; ++r) {
        auto w = compute();
        EncodedView fresh(w->data(), w->size());
        double t0 = now();
        fresh.gather(src.data(), buf.data(), 8);
        tau = std::min(tau, now() - t0);
      }
      std::shared_ptr<std::vector<uint64_t>> stored;
      double to = best(reps, [&] {
        stored = std::make_shared<std::vector<uint64_t>>(*words);
      });
      EncodedView sv(stored->data(), stored->size());
      double tac = best(reps, [&] { sv.gather(src.data(), buf.data(), 8); });
      // Whole sequences of k uses.
      std::vector<double> unc(K + 1), cac(K + 1);
      int measuredBreakEven = 0;
      for (int k = 1; k <= K; ++k) {
        unc[size_t(k)] = best(reps, [&] {
          for (int i = 0; i < k; ++i) {
            auto w = compute();
            EncodedView(w->data(), w->size())
                .gather(src.data(), buf.data(), 8);
          }
        });
        cac[size_t(k)] = best(reps, [&] {
          auto w = compute();
          auto keep = std::make_shared<std::vector<uint64_t>>(*w);
          EncodedView kv(keep->data(), keep->size());
          for (int i = 0; i < k; ++i)
            kv.gather(src.data(), buf.data(), 8);
        });
        if (!measuredBreakEven && cac[size_t(k)] <= unc[size_t(k)])
          measuredBreakEven = k;
      }
      double wbytes = double(words->size() * 8);
      // As the runtime decides (RelationCache::get).
      uint64_t predBreakEven = im::RelationCache::breakEven(
          tg, model.storeSeconds(wbytes), 0, model.cachedExtraSeconds(wbytes));
      double rs = im::equivalentStride(v, true, 8);
      double tauModel =
          double(bytes) / (model.rate(rates, im::CopyModel::Gather,
                                      double(bytes), rs) * 1e6);
      double tacModel = tauModel + model.cachedExtraSeconds(wbytes);
      std::printf(
          "JSON {\"case\": \"%s\", \"n\": %lld, \"tuples\": %llu, "
          "\"encoding\": \"%s\", \"relation_bytes\": %.0f, "
          "\"t_g\": %.4g, \"t_au\": %.4g, \"t_o\": %.4g, \"t_ac\": %.4g, "
          "\"t_o_model\": %.4g, \"t_ac_minus_t_au_model\": %.4g, "
          "\"t_au_model\": %.4g, \"read_stride_eq\": %.3f, "
          "\"measured_break_even\": %d, \"predicted_break_even\": %lld, "
          "\"measured_speedup\": %.4f, \"predicted_speedup\": %.4f, "
          "\"predicted_speedup_model_only\": %.4f, \"uncached_s\": [",
          c.name.c_str(), (long long)n, (unsigned long long)v.count(),
          encodingName(v.encoding()), wbytes, tg, tau, to, tac,
          model.storeSeconds(wbytes), model.cachedExtraSeconds(wbytes),
          tauModel, rs, measuredBreakEven,
          predBreakEven == UINT64_MAX ? -1LL : (long long)predBreakEven,
          (tg + tau) / tac, (tg + tau) / (tau + model.cachedExtraSeconds(wbytes)),
          (tg + tauModel) / tacModel);
      for (int k = 1; k <= K; ++k)
        std::printf("%s%.4g", k > 1 ? ", " : "", unc[size_t(k)]);
      std::printf("], \"cached_s\": [");
      for (int k = 1; k <= K; ++k)
        std::printf("%s%.4g", k > 1 ? ", " : "", cac[size_t(k)]);
      std::printf("]}\n");
      std::fflush(stdout);
      if (quick && n > 256)
        return 0;
    }
  }
  return 0;
}
