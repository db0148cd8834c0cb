#include "runtime/ironman/RelationCache.h"

#include "runtime/ironman/CopyModel.h"
#include "runtime/ironman/Ironman.h"

#include <cmath>
#include <limits>
#include <sstream>
#include <tuple>

namespace zpl::im {

bool CacheKey::operator<(const CacheKey &o) const {
  return std::tie(transferId, src, dst, problem) <
         std::tie(o.transferId, o.src, o.dst, o.problem);
}

RelationCache::RelationCache(size_t capacityBytes) : capacity_(capacityBytes) {}

uint64_t RelationCache::breakEven(double tg, double to, double tau,
                                  double tac) {
  double saving = tg + tau - tac; // per use, once cached
  if (!(saving > 0))
    return std::numeric_limits<uint64_t>::max();
  double n = std::ceil((tg + to) / saving);
  return n < 1 ? 1 : static_cast<uint64_t>(n);
}

void RelationCache::touch(Entry &e, const CacheKey &key) {
  lru_.erase(e.lru);
  lru_.push_front(key);
  e.lru = lru_.begin();
}

void RelationCache::evictFor(size_t bytes) {
  while (bytes_ + bytes > capacity_ && !lru_.empty()) {
    auto it = entries_.find(lru_.back());
    bytes_ -= it->second.words->size() * sizeof(uint64_t);
    it->second.words.reset();
    lru_.pop_back();
    ++stats_.evicted;
  }
}

RelationCache::Words
RelationCache::get(const CacheKey &key,
                   const std::function<rel::Relation()> &compute) {
  Entry &e = entries_[key];
  ++e.uses;
  if (e.words) {
    ++stats_.hits;
    touch(e, key);
    return e.words;
  }
  ++stats_.misses;
  double t0 = rt::wallSeconds();
  rel::Relation r = compute();
  auto fresh = std::make_shared<std::vector<uint64_t>>(
      rel::encodeChosen(r));
  double t1 = rt::wallSeconds();
  if (e.needed == 0) {
    // t_g is this relation's, measured just now (the paper's "dynamic"
    // estimate); t_o and t_ac - t_au come from the rates zpl-calibrate
    // measured on this machine: storing copies the words into an entry,
    // and assembling from the cache reads them once more, where the
    // uncached path assembles from words it has just written.
    double bytes = double(fresh->size() * sizeof(uint64_t));
    const CopyModel &m = copyModel();
    e.needed =
        breakEven(t1 - t0, m.storeSeconds(bytes), 0, m.cachedExtraSeconds(bytes));
  }
  size_t bytes = fresh->size() * sizeof(uint64_t);
  if (e.uses >= e.needed && bytes <= capacity_) {
    evictFor(bytes);
    e.words = fresh;
    bytes_ += bytes;
    lru_.push_front(key);
    e.lru = lru_.begin();
    ++stats_.admitted;
  }
  return fresh;
}

namespace {
void put(std::ostringstream &o, const rel::Layout &l) {
  o << 'L' << l.elemSize;
  for (int g : l.grid)
    o << ',' << g;
  for (const auto &d : l.dims)
    o << ';' << d.lo << ',' << d.hi << ',' << int(d.dist) << ',' << d.k << ','
      << d.gridDim << ',' << d.ghostLo << ',' << d.ghostHi;
}
template <class V> void putVec(std::ostringstream &o, char tag, const V &v) {
  o << tag;
  for (auto x : v)
    o << ',' << x;
}
} // namespace

std::string problemSignature(const RelationProblem &p) {
  std::ostringstream o;
  put(o, p.src);
  put(o, p.dst);
  putVec(o, 'l', p.region.lo);
  putVec(o, 'h', p.region.hi);
  putVec(o, 's', p.region.stride);
  putVec(o, 'p', p.map.perm);
  putVec(o, 'o', p.map.offset);
  o << 'w';
  for (bool w : p.map.wrap)
    o << (w ? '1' : '0');
  putVec(o, 'a', p.map.wrapLo);
  putVec(o, 'b', p.map.wrapHi);
  if (!p.map.flip.empty()) { // mirrored dimensions
    o << 'f';
    for (bool f : p.map.flip)
      o << (f ? '1' : '0');
  }
  return o.str();
}

} // namespace zpl::im
