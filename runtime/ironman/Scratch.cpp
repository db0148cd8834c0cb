#include "runtime/ironman/Scratch.h"

#include "runtime/ironman/Processor.h"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <utility>

namespace zpl::im {

bool hugePages() {
  static const bool on = [] {
    const char *v = std::getenv("ZPL_HUGEPAGES");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  return on;
}

namespace {

size_t roundUp(size_t n, size_t to) { return (n + to - 1) / to * to; }

[[noreturn]] void outOfMemory(size_t bytes) {
  rt::detail::fatal("out of memory allocating " + std::to_string(bytes) +
                    " bytes");
}

// A private anonymous mapping with room for `bytes` from `*start`: the first
// 2 MiB boundary in it when huge pages are asked for (so whole huge pages
// cover the array), else its start (arrays 2 MiB-aligned alike map to the
// same cache sets, which costs copies between them). Its pages read as zero
// until written.
void *mapArray(size_t bytes, size_t *mapBytes, char **start) {
  const bool huge = hugePages();
  size_t total = roundUp(bytes, 4096) + (huge ? kHugeBytes : 0);
  void *m = mmap(nullptr, total, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    outOfMemory(bytes);
  if (huge)
    madvise(m, total, MADV_HUGEPAGE); // advice: failure only costs speed
  *mapBytes = total;
  *start = huge ? reinterpret_cast<char *>(roundUp(
                      reinterpret_cast<uintptr_t>(m), kHugeBytes))
                : static_cast<char *>(m);
  return m;
}

// Before every array allocateArray returns: where its memory came from.
struct alignas(64) ArrayHeader {
  uint64_t magic;
  void *map; // nullptr: from aligned_alloc, the header's own address
  size_t mapBytes;
};
// MADV_POPULATE_WRITE (Linux 5.14); older kernels refuse it (EINVAL) and the
// pages are touched one by one instead.
#ifdef MADV_POPULATE_WRITE
constexpr int kPopulateWrite = MADV_POPULATE_WRITE;
#else
constexpr int kPopulateWrite = 23;
#endif
constexpr uint64_t kArrayMagic = 0x7a706c6172726179ULL; // "zplarray"

// The whole pages holding [p, p + bytes), with the kernel asked to populate
// their page tables in one call (advice: an old kernel refuses it).
struct Pages {
  char *lo, *hi;
};
Pages populatePages(const void *p, size_t bytes) {
  uintptr_t lo = reinterpret_cast<uintptr_t>(p) / 4096 * 4096;
  uintptr_t hi = reinterpret_cast<uintptr_t>(p) + bytes;
  (void)madvise(reinterpret_cast<void *>(lo), hi - lo, kPopulateWrite);
  return {reinterpret_cast<char *>(lo), reinterpret_cast<char *>(hi)};
}

// Faults in fresh memory of our own at once: populatePages, then a write
// per page (of the zero or garbage it holds: the caller overwrites it all)
// takes the first-access trap that a host keeping its own page tables still
// charges (touchPages). Only bytes of [p, p + bytes) are written.
void populateOwn(char *p, size_t bytes) {
  Pages pg = populatePages(p, bytes);
  for (char *a = pg.lo; a < pg.hi; a += 4096) {
    volatile char *c = a < p ? p : a;
    *c = *c;
  }
}

} // namespace

// One access per page after the kernel populated them: where the host
// keeps page tables of its own for each guest process (a pagetable-based
// virtual machine, such as session 16's; bench/redist/README.md), a page
// the guest kernel populated still traps to the host on its first access,
// about 7 us a page there against 0.7 us for populating it. Touched here,
// at allocation, that cost leaves the first transfer; elsewhere the loop
// costs one cached access per 4 KB. Reads only: the memory may be a peer's.
void touchPages(const void *p, size_t bytes) {
  const volatile char *c = static_cast<const volatile char *>(p);
  for (size_t off = 0; off < bytes; off += 4096)
    (void)c[off];
}

void populateMapping(void *p, size_t bytes) {
  if (!p || !bytes)
    return;
  Pages pg = populatePages(p, bytes);
  touchPages(pg.lo, size_t(pg.hi - pg.lo));
}

Scratch::Scratch(Scratch &&o) noexcept
    : data_(std::exchange(o.data_, nullptr)), size_(std::exchange(o.size_, 0)) {}

Scratch &Scratch::operator=(Scratch &&o) noexcept {
  if (this != &o) {
    release();
    data_ = std::exchange(o.data_, nullptr);
    size_ = std::exchange(o.size_, 0);
  }
  return *this;
}

void Scratch::release() {
  std::free(data_);
  data_ = nullptr;
  size_ = 0;
}

void Scratch::reset(size_t bytes) {
  release();
  if (bytes == 0)
    return;
  // Small pages from the heap: memory the process freed before is reused
  // without faults, and a fresh huge page can cost far more than zeroing it
  // where the memory behind this machine is itself allocated on first touch
  // (a virtual machine's: measured in bench/redist/README.md).
  data_ = static_cast<char *>(std::aligned_alloc(64, roundUp(bytes, 64)));
  if (!data_)
    outOfMemory(bytes);
  size_ = bytes;
  // A large buffer is faulted in here rather than by its first gather (or
  // MPI's first copy into it). Left to the gather, the second gather into a
  // send buffer that the peer had read with a kernel copy (Open MPI's CMA)
  // took 50 ms instead of 2.5 ms in most runs of the PRK transpose at np 2
  // on this project's virtual machine, with no page fault the guest could
  // count; faulted in here, it never did (bench/prk/README.md, session 28).
  if (bytes >= kHugeBytes)
    populateOwn(data_, bytes);
}

void *allocateArray(size_t bytes) {
  size_t rounded = roundUp(bytes ? bytes : 1, 64);
  ArrayHeader *h;
  if (rounded >= kHugeBytes) {
    size_t mapBytes = 0;
    char *aligned = nullptr;
    void *m = mapArray(rounded + sizeof(ArrayHeader), &mapBytes, &aligned);
    // The pages are zero already; fault them in now, as the memset this
    // replaces did, so that an array's first write (often a transfer's
    // first use) does not take the faults. A write per page rather than a
    // read: an array's first access is usually a write.
    populateOwn(aligned, rounded + sizeof(ArrayHeader));
    h = reinterpret_cast<ArrayHeader *>(aligned);
    h->map = m;
    h->mapBytes = mapBytes;
  } else {
    void *p = std::aligned_alloc(64, rounded + sizeof(ArrayHeader));
    if (!p)
      outOfMemory(bytes);
    std::memset(p, 0, rounded + sizeof(ArrayHeader));
    h = static_cast<ArrayHeader *>(p);
    h->map = nullptr;
    h->mapBytes = 0;
  }
  h->magic = kArrayMagic;
  return h + 1;
}

void freeArray(void *p) {
  if (!p)
    return;
  ArrayHeader *h = static_cast<ArrayHeader *>(p) - 1;
  if (h->magic != kArrayMagic)
    rt::detail::fatal(
        "internal error: freeing storage the runtime did not allocate");
  h->magic = 0;
  if (h->map)
    munmap(h->map, h->mapBytes);
  else
    std::free(h);
}

} // namespace zpl::im
