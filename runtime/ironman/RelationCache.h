// Internal: the bounded cache of relations computed at run time.
//
// The decision rule is the caching paper's: keeping an encoded relation pays
// only once it has been used n_i times, with
//   n_i = ceil((t_g + t_o) / (t_g + t_au - t_ac))
// where t_g is the time to compute the relation, t_o to store it, t_au to
// assemble the message without the cache and t_ac with it. t_g is measured
// per relation when it is first computed; t_o and t_ac - t_au follow from
// the relation's encoded size and the rates in the calibration file
// (CopyModel.h, `cache` lines; bench/caching validates). A relation whose use
// count has not yet reached its n_i is recomputed each time; once it has, it
// is kept (least recently used entries go first when the byte budget,
// ZPL_RELCACHE_BYTES, default 64 MiB, is exceeded).
#pragma once

#include "runtime/relations/Relations.h"

#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace zpl::im {

struct RelationProblem;

struct CacheKey {
  int transferId;
  int src, dst;
  std::string problem; // a signature of the layouts, region and map
  bool operator<(const CacheKey &o) const;
};

class RelationCache {
public:
  explicit RelationCache(size_t capacityBytes);

  using Words = std::shared_ptr<const std::vector<uint64_t>>;
  // The encoded relation of `key`, computing it with `compute` on a miss.
  Words get(const CacheKey &key, const std::function<rel::Relation()> &compute);

  struct Stats {
    uint64_t hits = 0, misses = 0, admitted = 0, evicted = 0;
  };
  const Stats &stats() const { return stats_; }
  size_t bytes() const { return bytes_; }
  // The break-even use count for measured times (seconds); huge when
  // caching can never pay.
  static uint64_t breakEven(double tg, double to, double tau, double tac);

private:
  struct Entry {
    uint64_t uses = 0;
    uint64_t needed = 0; // n_i, set when first computed
    Words words;         // non-null while cached
    std::list<CacheKey>::iterator lru;
  };
  void touch(Entry &e, const CacheKey &key);
  void evictFor(size_t bytes);

  size_t capacity_, bytes_ = 0;
  std::map<CacheKey, Entry> entries_;
  std::list<CacheKey> lru_; // front = most recent; only cached entries
  Stats stats_;
};

std::string problemSignature(const RelationProblem &p);

} // namespace zpl::im
