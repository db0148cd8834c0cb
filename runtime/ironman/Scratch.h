// Internal: memory the bindings move data through, allocated so that a
// transfer's first use costs little more than its later ones.
//
// A transfer's first execution used to fill its packing buffers with zeros
// (std::vector<char>::resize) before the gather overwrote every byte: a pass
// over tens of MB in a 4000x4000 redistribution on top of the page faults.
// A Scratch buffer is never zero-filled by us. One of at least kHugeBytes is
// faulted in when allocated (the kernel populates it, then one write per
// page), as large arrays are: left to the first gather into it, a send
// buffer's second gather was sometimes 20 times slower (Scratch.cpp).
//
// Arrays of at least kHugeBytes come straight from mmap, zero already, and
// are faulted in at allocation by the kernel (MADV_POPULATE_WRITE), as the
// memset they replace did, then written once per page: on a host that keeps
// its own copy of a guest's page tables, a populated page still traps on its
// first access (Scratch.cpp, touchPages).
// ZPL_HUGEPAGES=1 also advises them as transparent huge pages
// (MADV_HUGEPAGE): strided copies then miss the TLB less, but on this
// project's machine (a virtual machine whose memory is backed on first
// touch) a fresh huge page cost far more to populate than the steady state
// gained, so it is off by default (bench/redist/README.md).
#pragma once

#include <cstddef>

namespace zpl::im {

// Whether large arrays are advised as huge pages (ZPL_HUGEPAGES=1).
bool hugePages();

constexpr size_t kHugeBytes = size_t(2) << 20;

// An uninitialised, movable buffer of `size()` bytes, 64-byte aligned.
class Scratch {
public:
  Scratch() = default;
  explicit Scratch(size_t bytes) { reset(bytes); }
  Scratch(Scratch &&o) noexcept;
  Scratch &operator=(Scratch &&o) noexcept;
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
  ~Scratch() { release(); }

  // Replaces the buffer by one of `bytes` (0: none); contents are lost.
  void reset(size_t bytes);
  char *data() const { return data_; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

private:
  void release();
  char *data_ = nullptr;
  size_t size_ = 0;
};

// Zero-filled storage for a distributed array, 64-byte aligned; large
// arrays come from mmap (zero already: no memset pass), their pages faulted
// in at once (MADV_POPULATE_WRITE). Free with freeArray.
void *allocateArray(size_t bytes);
void freeArray(void *p);
// Fills this process's page tables for [p, p + bytes) (memory that another
// process may own, e.g. a node peer's shared segment) in one call, then
// reads a byte of each page, so that the first copy through the mapping
// takes no page faults. The call is advice only: on a kernel without
// MADV_POPULATE_WRITE the reads fault the pages in.
void populateMapping(void *p, size_t bytes);

} // namespace zpl::im
